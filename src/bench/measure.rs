//! One measured child process: wall time from just before `spawn` to the
//! return of `wait4`, and the child's own CPU time and peak resident set
//! size from the `rusage` that `wait4` fills in (so the bench process's memory and that
//! of other cells never count). Standard output and error go to files, so
//! nothing has to be read while the child runs. A watchdog thread kills
//! the child at the time-out; it only sleeps on a channel, so it does not
//! disturb the timing.

use std::ffi::OsString;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exited with this status code.
    Code(i32),
    /// Killed by this signal.
    Signal(i32),
    /// Killed at the time-out.
    TimedOut,
}

/// What one run measured.
#[derive(Clone, Copy, Debug)]
pub struct Measured {
    /// Spawn to exit.
    pub wall: Duration,
    /// The child's CPU time, user plus system.
    pub cpu: Duration,
    /// The child's peak resident set size, in KiB.
    pub max_rss_kib: u64,
    /// How it ended.
    pub exit: Exit,
}

/// Runs `argv` with standard error written to `stderr_file` (standard
/// input and output closed) and measures it.
pub fn run_measured(
    argv: &[OsString],
    stderr_file: &Path,
    timeout: Option<Duration>,
) -> std::io::Result<Measured> {
    let err = std::fs::File::create(stderr_file)?;
    let mut cmd = Command::new(&argv[0]);
    cmd.args(&argv[1..])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(err);
    let start = Instant::now();
    let child = cmd.spawn()?;
    let pid = child.id() as libc::pid_t;
    let (done, wait_done) = mpsc::channel::<()>();
    let timed_out = Arc::new(AtomicBool::new(false));
    let watchdog = timeout.map(|t| {
        let flag = timed_out.clone();
        std::thread::spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = wait_done.recv_timeout(t) {
                flag.store(true, Ordering::SeqCst);
                // SAFETY: kill(2) on the pid of our own child, not yet reaped
                // (the main thread reaps it only after this signal or after
                // closing the channel).
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
            }
        })
    });
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: waits for our own child; the pointers are to live locals.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let wall = start.elapsed();
    drop(done);
    if let Some(w) = watchdog {
        let _ = w.join();
    }
    // The child was reaped by wait4: dropping the handle neither waits
    // nor kills.
    drop(child);
    let exit = if timed_out.load(Ordering::SeqCst) {
        Exit::TimedOut
    } else if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else if libc::WIFSIGNALED(status) {
        Exit::Signal(libc::WTERMSIG(status))
    } else {
        Exit::Code(-1)
    };
    let tv =
        |t: libc::timeval| Duration::new(t.tv_sec.max(0) as u64, (t.tv_usec.max(0) as u32) * 1000);
    Ok(Measured {
        wall,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        // Linux reports ru_maxrss in KiB.
        max_rss_kib: usage.ru_maxrss.max(0) as u64,
        exit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Vec<OsString> {
        vec!["/bin/sh".into(), "-c".into(), script.into()]
    }

    #[test]
    fn exit_codes_signals_and_timeouts() {
        let dir = std::env::temp_dir().join(format!("patsat-measure-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let err = dir.join("err");
        let m = run_measured(&sh("echo oops >&2; exit 3"), &err, None).unwrap();
        assert_eq!(m.exit, Exit::Code(3));
        assert_eq!(std::fs::read_to_string(&err).unwrap(), "oops\n");
        let m = run_measured(&sh("kill -9 $$"), &err, None).unwrap();
        assert_eq!(m.exit, Exit::Signal(9));
        let m = run_measured(&sh("exec sleep 5"), &err, Some(Duration::from_millis(100))).unwrap();
        assert_eq!(m.exit, Exit::TimedOut);
        assert!(m.wall < Duration::from_secs(4));
        let m = run_measured(&sh("exit 0"), &err, Some(Duration::from_secs(60))).unwrap();
        assert_eq!(m.exit, Exit::Code(0));
        assert!(m.max_rss_kib > 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

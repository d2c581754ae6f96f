# Shared by the whole-process comparison scripts (source it).
#
# timed_run NAME I RESULTS TMP CMD...: runs CMD once under /usr/bin/time -v,
# stops the script if it fails, and appends "NAME wall_s peak_rss_kb" to
# RESULTS (TMP holds the time and stderr files).
timed_run() {
    local name=$1 i=$2 results=$3 tmp=$4
    shift 4
    if ! /usr/bin/time -v -o "$tmp/$name.$i.time" "$@" 2>"$tmp/$name.$i.err"; then
        echo "error: $name failed:" >&2
        head -5 "$tmp/$name.$i.err" >&2
        exit 1
    fi
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {
        n = split($2, p, ":"); s = 0
        for (k = 1; k <= n; k++) s = s * 60 + p[k]
        print s }' "$tmp/$name.$i.time")
    rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tmp/$name.$i.time")
    echo "$name $wall $rss" >>"$results"
}

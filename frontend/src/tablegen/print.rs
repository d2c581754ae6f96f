//! `--print-records`: classes then defs, each sorted by name, printed as
//! `mlir-tblgen --print-records` prints them.

use super::model::*;
use std::fmt::Write;

impl Keeper {
    /// One record as LLVM's `operator<<(raw_ostream &, const Record &)`.
    pub fn print_record(&self, r: RecId) -> String {
        let mut out = String::new();
        self.write_record(&mut out, r);
        out
    }

    fn write_field(&self, out: &mut String, f: &RecordVal) {
        if f.kind == FieldKind::NonconcreteOk {
            out.push_str("field ");
        }
        let code = f.ty == self.string_ty && matches!(self.get(f.value), Init::Str(_, true));
        if code {
            out.push_str("code");
        } else {
            self.write_ty(out, f.ty);
        }
        out.push(' ');
        self.write(out, f.name, true);
        out.push_str(" = ");
        self.write(out, f.value, false);
    }

    fn write_record(&self, out: &mut String, r: RecId) {
        let rec = self.rec(r);
        self.write(out, rec.name, true);
        if !rec.targs.is_empty() {
            out.push('<');
            for (i, t) in rec.targs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if let Some(f) = rec.field(*t) {
                    self.write_field(out, f);
                }
            }
            out.push('>');
        }
        out.push_str(" {");
        if !rec.supers.is_empty() {
            out.push_str("\t//");
            for (s, _) in &rec.supers {
                out.push(' ');
                self.write(out, self.rec(*s).name, true);
            }
        }
        out.push('\n');
        for pass in [true, false] {
            for f in &rec.values {
                if (f.kind == FieldKind::NonconcreteOk) == pass && f.kind != FieldKind::TemplateArg
                {
                    out.push_str("  ");
                    self.write_field(out, f);
                    out.push_str(";\n");
                }
            }
        }
        out.push_str("}\n");
    }

    /// The whole `--print-records` output.
    pub fn print_records(&self) -> String {
        let mut out = String::with_capacity(1 << 20);
        let _ = writeln!(out, "------------- Classes -----------------");
        let mut classes: Vec<(&str, RecId)> = self
            .classes
            .iter()
            .map(|(s, r)| (self.strs.get(*s), *r))
            .collect();
        classes.sort_unstable();
        for (_, c) in classes {
            out.push_str("class ");
            self.write_record(&mut out, c);
        }
        let _ = writeln!(out, "------------- Defs -----------------");
        let mut defs: Vec<(&str, RecId)> = self
            .defs
            .iter()
            .map(|(s, r)| (self.strs.get(*s), *r))
            .collect();
        defs.sort_unstable();
        for (_, d) in defs {
            out.push_str("def ");
            self.write_record(&mut out, d);
        }
        out
    }
}

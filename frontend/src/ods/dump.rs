//! `--dump-ods`: a readable listing of the dialects and ops of a model,
//! one op per block, for debugging.

use super::*;
use std::fmt::Write;

fn arity(a: &Arity) -> String {
    match a {
        Arity::Single => String::new(),
        Arity::Optional => "optional ".into(),
        Arity::Variadic => "variadic ".into(),
        Arity::VariadicOfVariadic { segment_attr } => {
            format!("variadic-of-variadic({}) ", segment_attr)
        }
    }
}

fn constraint(c: &Constraint) -> String {
    let mut s = c.def_name.clone();
    if !c.kind.is_empty() && c.def_name.starts_with("anonymous_") {
        let _ = write!(s, " ({})", c.kind);
    }
    if !c.summary.is_empty() {
        let _ = write!(s, " \"{}\"", c.summary);
    }
    s
}

pub(super) fn dump(m: &OdsModel) -> String {
    let mut out = String::new();
    for d in &m.dialects {
        let _ = writeln!(
            out,
            "dialect {} ({}, {})",
            d.name, d.def_name, d.cpp_namespace
        );
    }
    for o in &m.ops {
        let _ = writeln!(out, "op {} ({})", o.name, o.def_name);
        if !o.summary.is_empty() {
            let _ = writeln!(out, "  summary: {}", o.summary);
        }
        for &(kind, i) in &o.argument_order {
            match kind {
                'o' => {
                    let v = &o.operands[i];
                    let _ = writeln!(
                        out,
                        "  operand ${}: {}{}",
                        v.name,
                        arity(&v.arity),
                        constraint(&v.constraint)
                    );
                    if !v.constraint.predicate.is_empty() {
                        let _ = writeln!(out, "    predicate: {}", v.constraint.predicate);
                    }
                }
                'a' => {
                    let a = &o.attributes[i];
                    let mut flags = String::new();
                    if a.optional {
                        flags.push_str("optional ");
                    }
                    if let Some(d) = &a.default {
                        let _ = write!(flags, "default({}) ", d);
                    }
                    let _ = writeln!(
                        out,
                        "  attribute ${}: {}{}",
                        a.name,
                        flags,
                        constraint(&a.constraint)
                    );
                }
                _ => {
                    let p = &o.properties[i];
                    let _ = writeln!(
                        out,
                        "  property ${}: {} ({})",
                        p.name, p.def_name, p.storage_type
                    );
                }
            }
        }
        for r in &o.results {
            let _ = writeln!(
                out,
                "  result ${}: {}{}",
                r.name,
                arity(&r.arity),
                constraint(&r.constraint)
            );
        }
        for r in &o.regions {
            let _ = writeln!(
                out,
                "  region ${}: {}{}",
                r.name,
                arity(&r.arity),
                constraint(&r.constraint)
            );
        }
        for s in &o.successors {
            let _ = writeln!(
                out,
                "  successor ${}: {}{}",
                s.name,
                arity(&s.arity),
                constraint(&s.constraint)
            );
        }
        let names: Vec<&str> = o
            .traits
            .iter()
            .map(|t| {
                if t.def_name.starts_with("anonymous_") && !t.cpp.is_empty() {
                    t.cpp.as_str()
                } else {
                    t.def_name.as_str()
                }
            })
            .collect();
        let _ = writeln!(out, "  traits: {}", names.join(", "));
        let mut facts = Vec::new();
        if o.is_pure() {
            facts.push("pure");
        } else if o.no_memory_effect() {
            facts.push("no-memory-effect");
        }
        for (f, name) in [
            (o.is_commutative(), "commutative"),
            (o.is_constant_like(), "constant-like"),
            (o.attr_sized_operands(), "attr-sized-operands"),
            (o.attr_sized_results(), "attr-sized-results"),
            (o.has_folder, "folder"),
            (o.has_canonicalizer, "canonicalizer"),
        ] {
            if f {
                facts.push(name);
            }
        }
        if !facts.is_empty() {
            let _ = writeln!(out, "  facts: {}", facts.join(", "));
        }
    }
    out
}

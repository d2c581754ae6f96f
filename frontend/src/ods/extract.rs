//! Builds the [`OdsModel`] from records: each `Op` def's argument, result,
//! region and successor dags, its flattened trait list, and each
//! constraint's predicate rendered as C++ text.

use super::*;
use crate::tablegen::{RecId, V};

pub(super) fn extract(k: &Keeper) -> OdsModel {
    let mut m = OdsModel::default();
    for (name, r) in k.defs_sorted() {
        if k.is_a(r, "Dialect") {
            m.dialects.push(Dialect {
                def_name: name,
                name: k.str_field(r, "name").unwrap_or_default(),
                cpp_namespace: k.str_field(r, "cppNamespace").unwrap_or_default(),
            });
        } else if k.is_a(r, "Op") {
            m.ops.push(op(k, name, r));
        } else {
            super::defs::extract(k, &name, r, &mut m);
        }
    }
    for (i, o) in m.ops.iter().enumerate() {
        m.by_name.insert(o.name.clone(), i);
    }
    m
}

fn op(k: &Keeper, def_name: String, r: RecId) -> Op {
    let dialect = k.def_field(r, "opDialect");
    let dname = dialect
        .and_then(|d| k.str_field(d, "name"))
        .unwrap_or_default();
    let mnemonic = k.str_field(r, "opName").unwrap_or_default();
    let name = if dname.is_empty() {
        mnemonic
    } else {
        format!("{}.{}", dname, mnemonic)
    };
    let cpp_class = match k.str_field(r, "cppClassName") {
        Some(c) if !c.is_empty() => c,
        _ => match def_name.split_once('_') {
            Some((_, rest)) if !rest.is_empty() => rest.to_string(),
            _ => def_name.clone(),
        },
    };
    let mut o = Op {
        name,
        cpp_class,
        def_name,
        cpp_namespace: dialect
            .and_then(|d| k.str_field(d, "cppNamespace"))
            .unwrap_or_default(),
        dialect: dname,
        summary: k.str_field(r, "summary").unwrap_or_default(),
        operands: Vec::new(),
        attributes: Vec::new(),
        properties: Vec::new(),
        argument_order: Vec::new(),
        results: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
        has_canonicalizer: k.bit_field(r, "hasCanonicalizer") == Some(true)
            || k.bit_field(r, "hasCanonicalizeMethod") == Some(true),
        has_folder: k.bit_field(r, "hasFolder") == Some(true),
        builders: builders(k, r),
    };
    if let Some(d) = k.dag_field(r, "arguments") {
        for (v, n) in d.args {
            let n = n.unwrap_or_default();
            let Some(c) = unwrap_var(k, v) else { continue };
            if k.is_a(c, "TypeConstraint") {
                o.argument_order.push(('o', o.operands.len()));
                let mut val = value(k, n, c);
                val.effects = var_effects(k, v);
                o.operands.push(val);
            } else if k.is_a(c, "Property") {
                o.argument_order.push(('p', o.properties.len()));
                o.properties.push(Property {
                    name: n,
                    def_name: k.rec_name_str(c),
                    storage_type: k.str_field(c, "storageType").unwrap_or_default(),
                    interface_type: k.str_field(c, "interfaceType").unwrap_or_default(),
                    default: k.str_field(c, "defaultValue").filter(|s| !s.is_empty()),
                });
            } else {
                o.argument_order.push(('a', o.attributes.len()));
                o.attributes.push(Attribute {
                    name: n,
                    optional: k.bit_field(c, "isOptional") == Some(true),
                    default: k.str_field(c, "defaultValue").filter(|s| !s.is_empty()),
                    storage_type: k.str_field(c, "storageType").unwrap_or_default(),
                    return_type: k.str_field(c, "returnType").unwrap_or_default(),
                    const_builder: k.str_field(c, "constBuilderCall").unwrap_or_default(),
                    constraint: constraint(k, c),
                });
            }
        }
    }
    if let Some(d) = k.dag_field(r, "results") {
        for (v, n) in d.args {
            if let Some(c) = unwrap_var(k, v) {
                let mut val = value(k, n.unwrap_or_default(), c);
                val.effects = var_effects(k, v);
                o.results.push(val);
            }
        }
    }
    for (field, variadic, inner) in [
        ("regions", "VariadicRegion", "region"),
        ("successors", "VariadicSuccessor", "successor"),
    ] {
        let Some(d) = k.dag_field(r, field) else {
            continue;
        };
        for (v, n) in d.args {
            let Some(c) = unwrap_var(k, v) else { continue };
            let (arity, c) = if k.is_a(c, variadic) {
                (Arity::Variadic, k.def_field(c, inner).unwrap_or(c))
            } else {
                (Arity::Single, c)
            };
            let slot = Slot {
                name: n.unwrap_or_default(),
                arity,
                constraint: constraint(k, c),
            };
            if field == "regions" {
                o.regions.push(slot);
            } else {
                o.successors.push(slot);
            }
        }
    }
    if let Some(ts) = k.list_field(r, "traits") {
        traits(k, &ts, &mut o.traits);
    }
    o
}

/// The constraint of an argument: the def itself, or the `constraint` of
/// an `Arg<...>`/`Res<...>` wrapper.
/// The custom builders of op `r`: each `OpBuilder`'s parameters (type
/// string, or a `CArg`'s `type`) and body.
pub(super) fn builders(k: &Keeper, r: RecId) -> Vec<Builder> {
    let mut out = Vec::new();
    for b in k.list_field(r, "builders").unwrap_or_default() {
        let Some(b) = k.as_def(b) else { continue };
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        if let Some(d) = k.dag_field(b, "dagParams") {
            for (v, n) in d.args {
                let ty = match k.as_str(v) {
                    Some(s) => s.to_string(),
                    None => k
                        .as_def(v)
                        .and_then(|c| k.str_field(c, "type"))
                        .unwrap_or_default(),
                };
                params.push((ty, n.unwrap_or_default()));
                defaults.push(
                    k.as_def(v)
                        .and_then(|c| k.str_field(c, "defaultValue"))
                        .filter(|s| !s.is_empty()),
                );
            }
        }
        out.push(Builder {
            params,
            defaults,
            body: k.str_field(b, "body").unwrap_or_default(),
        });
    }
    out
}

fn unwrap_var(k: &Keeper, v: V) -> Option<RecId> {
    let r = k.as_def(v)?;
    if k.is_a(r, "OpVariable") {
        return k.def_field(r, "constraint");
    }
    Some(r)
}

/// The side effects an `Arg<..., [MemRead]>` / `Res<..., [MemAlloc]>`
/// wrapper declares on its value, named like trait effects (`MemRead`,
/// or the class of an anonymous effect such as `MemAlloc<...>`).
fn var_effects(k: &Keeper, v: V) -> Vec<String> {
    let Some(r) = k.as_def(v) else {
        return Vec::new();
    };
    if !k.is_a(r, "OpVariable") {
        return Vec::new();
    }
    k.list_field(r, "decorators")
        .unwrap_or_default()
        .into_iter()
        .filter_map(|d| k.as_def(d))
        .filter(|&d| k.is_a(d, "SideEffect"))
        .map(|d| effect_name(k, d))
        .collect()
}

/// `MemRead` for `def MemRead`, the class name for anonymous effects.
fn effect_name(k: &Keeper, e: RecId) -> String {
    if k.rec(e).anonymous {
        kind(k, e)
    } else {
        k.rec_name_str(e)
    }
}

fn value(k: &Keeper, name: String, c: RecId) -> Value {
    let arity = if k.is_a(c, "VariadicOfVariadic") {
        Arity::VariadicOfVariadic {
            segment_attr: k.str_field(c, "segmentAttrName").unwrap_or_default(),
        }
    } else if k.is_a(c, "Variadic") {
        Arity::Variadic
    } else if k.is_a(c, "Optional") {
        Arity::Optional
    } else {
        Arity::Single
    };
    let elem = match arity {
        Arity::Single => c,
        _ => k.def_field(c, "baseType").unwrap_or(c),
    };
    Value {
        name,
        arity,
        constraint: constraint(k, elem),
        effects: Vec::new(),
    }
}

/// The most specific named class of a record.
fn kind(k: &Keeper, r: RecId) -> String {
    k.direct_supers(r)
        .first()
        .map(|c| k.rec_name_str(*c))
        .unwrap_or_default()
}

pub(super) fn constraint(k: &Keeper, c: RecId) -> Constraint {
    Constraint {
        def_name: k.rec_name_str(c),
        kind: kind(k, c),
        summary: k.str_field(c, "summary").unwrap_or_default(),
        predicate: k
            .def_field(c, "predicate")
            .map(|p| pred(k, p))
            .unwrap_or_default(),
        cpp_type: k
            .str_field(c, "cppType")
            .or_else(|| k.str_field(c, "storageType"))
            .unwrap_or_default(),
        builder_call: k.str_field(c, "builderCall").unwrap_or_default(),
    }
}

/// A predicate as C++ text (as MLIR's `Pred::getCondition` combines it).
pub(super) fn pred(k: &Keeper, p: RecId) -> String {
    if k.is_a(p, "CPred") {
        return k.str_field(p, "predExpr").unwrap_or_default();
    }
    if !k.is_a(p, "CombinedPred") {
        return String::new();
    }
    let children: Vec<String> = k
        .list_field(p, "children")
        .unwrap_or_default()
        .into_iter()
        .filter_map(|c| k.as_def(c))
        .map(|c| pred(k, c))
        .collect();
    let kind = k
        .def_field(p, "kind")
        .map(|r| k.rec_name_str(r))
        .unwrap_or_default();
    match kind.as_str() {
        "PredCombinerAnd" if children.is_empty() => "true".into(),
        "PredCombinerOr" if children.is_empty() => "false".into(),
        "PredCombinerAnd" => combine_binary(&children, "&&"),
        "PredCombinerOr" => combine_binary(&children, "||"),
        "PredCombinerNot" => format!("!({})", children.concat()),
        "PredCombinerSubstLeaves" => {
            let pat = k.str_field(p, "pattern").unwrap_or_default();
            let rep = k.str_field(p, "replacement").unwrap_or_default();
            children.concat().replace(&pat, &rep)
        }
        "PredCombinerConcat" => format!(
            "{}{}{}",
            k.str_field(p, "prefix").unwrap_or_default(),
            children.concat(),
            k.str_field(p, "suffix").unwrap_or_default()
        ),
        _ => children.concat(),
    }
}

/// tblgen's binary combination: one child is itself; otherwise each child
/// in parentheses, joined by the operator (no outer parentheses).
fn combine_binary(children: &[String], op: &str) -> String {
    if children.len() == 1 {
        return children[0].clone();
    }
    let parts: Vec<String> = children.iter().map(|c| format!("({c})")).collect();
    parts.join(&format!(" {op} "))
}

fn traits(k: &Keeper, list: &[V], out: &mut Vec<Trait>) {
    for &v in list {
        let Some(t) = k.as_def(v) else { continue };
        let trait_kind = if k.is_a(t, "MemoryEffects") {
            TraitKind::MemoryEffects
        } else if k.is_a(t, "OpInterfaceTrait") {
            TraitKind::Interface
        } else if k.is_a(t, "NativeOpTrait") {
            TraitKind::Native
        } else if k.is_a(t, "PredOpTrait") {
            TraitKind::Pred
        } else {
            TraitKind::Other
        };
        let cpp = match (k.str_field(t, "cppNamespace"), k.str_field(t, "trait")) {
            (Some(ns), Some(tr)) if !ns.is_empty() => format!("{}::{}", ns, tr),
            (_, Some(tr)) => tr,
            _ => String::new(),
        };
        let effects = if trait_kind == TraitKind::MemoryEffects {
            k.list_field(t, "effects")
                .unwrap_or_default()
                .into_iter()
                .filter_map(|e| k.as_def(e))
                .map(|e| effect_name(k, e))
                .collect()
        } else {
            Vec::new()
        };
        let types = if k.is_a(t, "AllTypesMatch") {
            Some(TypeRelation::AllMatch(
                k.list_field(t, "values")
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|n| k.as_str(n).map(str::to_string))
                    .collect(),
            ))
        } else if k.is_a(t, "TypesMatchWith") {
            Some(TypeRelation::MatchWith {
                lhs: k.str_field(t, "lhs").unwrap_or_default(),
                rhs: k.str_field(t, "rhs").unwrap_or_default(),
                transformer: k.str_field(t, "transformer").unwrap_or_default(),
            })
        } else {
            None
        };
        out.push(Trait {
            def_name: k.rec_name_str(t),
            kind: trait_kind,
            cpp,
            effects,
            types,
        });
        if k.is_a(t, "TraitList") {
            if let Some(inner) = k.list_field(t, "traits") {
                traits(k, &inner, out);
            }
        }
    }
}

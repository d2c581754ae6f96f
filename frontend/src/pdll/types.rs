//! The types of PDLL expressions (`Attr`, `Op<name>`, `Value`, tuples, ...)
//! and how they print in diagnostics, as `mlir-pdll` prints them.

use std::fmt;
use std::rc::Rc;

/// A PDLL type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `Attr`
    Attr,
    /// `Op` or `Op<name>`; the second field is the ODS definition, if known.
    /// (The name is shared: types are copied often.)
    Op(Option<Rc<str>>, Option<u32>),
    /// `Type`
    Type,
    /// `Value`
    Value,
    /// `TypeRange`
    TypeRange,
    /// `ValueRange`
    ValueRange,
    /// `Tuple<a: T, U>`
    Tuple(Vec<Ty>, Vec<String>),
    /// The type of a reference to a constraint.
    Constraint,
    /// The type of a reference to a rewrite.
    Rewrite,
}

impl Ty {
    /// `Op` with no name.
    pub fn any_op() -> Ty {
        Ty::Op(None, None)
    }
    /// The empty tuple (the result of something that returns nothing).
    pub fn unit() -> Ty {
        Ty::Tuple(vec![], vec![])
    }
    /// Whether this is an `Op` type.
    pub fn is_op(&self) -> bool {
        matches!(self, Ty::Op(..))
    }
    /// The most specific type compatible with both, if any (`Op` refines
    /// to `Op<name>`).
    pub fn refine_with(&self, other: &Ty) -> Option<Ty> {
        if self == other {
            return Some(self.clone());
        }
        match (self, other) {
            (Ty::Op(a, _), Ty::Op(b, _)) => {
                if b.is_none() {
                    Some(self.clone())
                } else if a.is_none() {
                    Some(other.clone())
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Attr => write!(f, "Attr"),
            Ty::Op(None, _) => write!(f, "Op"),
            Ty::Op(Some(n), _) => write!(f, "Op<{}>", n),
            Ty::Type => write!(f, "Type"),
            Ty::Value => write!(f, "Value"),
            Ty::TypeRange => write!(f, "TypeRange"),
            Ty::ValueRange => write!(f, "ValueRange"),
            Ty::Constraint => write!(f, "Constraint"),
            Ty::Rewrite => write!(f, "Rewrite"),
            Ty::Tuple(tys, names) => {
                write!(f, "Tuple<")?;
                for (i, (t, n)) in tys.iter().zip(names).enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    if !n.is_empty() {
                        write!(f, "{}: ", n)?;
                    }
                    write!(f, "{}", t)?;
                }
                write!(f, ">")
            }
        }
    }
}

//! The record model: types (`Ty`), hash-consed values (`V`, one per
//! distinct `Init`), records with their fields, and the `Keeper` that owns
//! them all with the class and def tables. Mirrors LLVM's `RecTy`, `Init`,
//! `Record` and `RecordKeeper`, with ids instead of pointers.

use super::intern::{Interner, Sym};
use fxhash::{FxHashMap, FxHasher};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::rc::Rc;

/// Hasher for keys that are already hashes (the value table's buckets).
#[derive(Default)]
struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = i;
    }
}

/// A small decimal formatter (integers are printed a lot).
pub struct Itoa {
    buf: [u8; 20],
    start: usize,
}

impl Itoa {
    /// The digits.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.buf[self.start..]).unwrap_or("")
    }
}

/// Formats an `i64` without allocating.
pub fn itoa(i: i64) -> Itoa {
    let mut buf = [0u8; 20];
    let mut p = buf.len();
    let neg = i < 0;
    let mut n = i.unsigned_abs();
    loop {
        p -= 1;
        buf[p] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let mut out = Itoa {
        buf: [0; 20],
        start: 0,
    };
    if neg {
        // i64::MIN has 19 digits: the sign still fits in 20 bytes.
        p -= 1;
        buf[p] = b'-';
    }
    out.buf = buf;
    out.start = p;
    out
}

/// A type id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ty(pub u32);

/// A value id (values are unique: equal values have equal ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct V(pub u32);

/// A record id (classes, defs, and records under construction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecId(pub u32);

/// What a type is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TyKind {
    /// `bit`
    Bit,
    /// `bits<n>`
    Bits(u32),
    /// `int`
    Int,
    /// `string` (and `code`)
    String,
    /// `dag`
    Dag,
    /// `list<T>`
    List(Ty),
    /// A record type: the classes, sorted by name (empty: any record).
    Record(Box<[RecId]>),
}

/// Unary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    ToLower,
    ToUpper,
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    GetDagOpName,
    LogTwo,
    Repr,
    ListFlatten,
    Initialized,
}

/// Binary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
    SetDagOpName,
    Match,
}

/// Ternary operators.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// How a template argument is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgKey {
    /// By position.
    Pos(u32),
    /// By (qualified) name.
    Named(V),
}

/// A value ("initializer").
#[allow(missing_docs)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Init {
    Unset,
    Bit(bool),
    Bits(Rc<[V]>),
    Int(i64),
    /// A string and whether it is a code fragment.
    Str(Sym, bool),
    AnonName(u32),
    /// Elements and element type.
    List(Rc<[V]>, Ty),
    /// Operator, operator name, arguments, argument names.
    Dag(V, Option<Sym>, Rc<[V]>, Rc<[Option<Sym>]>),
    Def(RecId),
    /// An anonymous instantiation `Class<args>` (args are `Arg` values).
    VarDef(RecId, Rc<[V]>),
    Arg(V, ArgKey),
    /// A variable: its name (a string value) and type.
    Var(V, Ty),
    VarBit(V, u32),
    /// `rec.field` with the field's type.
    Field(V, Sym, Ty),
    Un(UnOp, V, Ty),
    Bin(BinOp, V, V, Ty),
    Tern(TernOp, V, V, V, Ty),
    /// `!foldl(start, list, a, b, expr)` with its type.
    Fold(V, V, V, V, V, Ty),
    IsA(Ty, V),
    Exists(Ty, V),
    /// Conditions, values, value type.
    Cond(Rc<[V]>, Rc<[V]>, Ty),
    /// `!instances<T>(regex)`: element type, pattern, list type.
    Instances(Ty, V, Ty),
}

/// What kind of field a record value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// A normal field.
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    /// A template argument.
    TemplateArg,
}

/// A field of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// Its name (a string value).
    pub name: V,
    /// Where it was declared.
    pub loc: u64,
    /// Its type.
    pub ty: Ty,
    /// What kind of field.
    pub kind: FieldKind,
    /// Its value.
    pub value: V,
    /// For template arguments: referenced somewhere.
    pub used: bool,
}

/// An `assert` attached to a record.
#[derive(Clone, Copy, Debug)]
pub struct Assertion {
    /// Position of the condition.
    pub loc: u64,
    /// The condition.
    pub cond: V,
    /// The message.
    pub msg: V,
}

/// A class, def, or record being built.
#[derive(Clone, Debug)]
pub struct Record {
    /// Its name (a string value, an anonymous name, or an expression).
    pub name: V,
    /// Where it was defined, then the multiclass/defm locations.
    pub locs: Vec<u64>,
    /// Template argument names (qualified: `Class:arg`).
    pub targs: Vec<V>,
    /// Fields, in order.
    pub values: Vec<RecordVal>,
    /// Assertions.
    pub asserts: Vec<Assertion>,
    /// `dump` messages with positions.
    pub dumps: Vec<(u64, V)>,
    /// All superclasses in post-order, with the positions of the references.
    pub supers: Vec<(RecId, u64)>,
    /// Named `anonymous_N`.
    pub anonymous: bool,
    /// A class (not a def).
    pub class: bool,
    /// The `Def` value once referenced.
    pub def_init: Option<V>,
    /// The type of the `Def` value (fixed when it is made).
    pub def_ty: Option<Ty>,
}

impl Record {
    /// A new empty record.
    pub fn new(name: V, loc: u64, anonymous: bool, class: bool) -> Self {
        Record {
            name,
            locs: vec![loc],
            targs: Vec::new(),
            values: Vec::new(),
            asserts: Vec::new(),
            dumps: Vec::new(),
            supers: Vec::new(),
            anonymous,
            class,
            def_init: None,
            def_ty: None,
        }
    }
    /// The index of the field named `name`.
    pub fn field_index(&self, name: V) -> Option<usize> {
        self.values.iter().position(|f| f.name == name)
    }
    /// The field named `name`.
    pub fn field(&self, name: V) -> Option<&RecordVal> {
        self.values.iter().find(|f| f.name == name)
    }
    /// Is `name` a template argument?
    pub fn is_targ(&self, name: V) -> bool {
        self.targs.contains(&name)
    }
    /// Is `r` among the superclasses?
    pub fn is_subclass_of(&self, r: RecId) -> bool {
        self.supers.iter().any(|s| s.0 == r)
    }
}

/// A diagnostic raised while evaluating.
#[derive(Clone, Debug)]
pub struct TgDiag {
    /// Position.
    pub at: u64,
    /// `error`, `warning` or `note`.
    pub severity: &'static str,
    /// Message.
    pub message: String,
}

/// Marks an error that stops evaluation (the diagnostic is in the keeper).
#[derive(Clone, Copy, Debug)]
pub struct Fatal;

/// Result of an operation that may stop evaluation.
pub type Res<T> = Result<T, Fatal>;

/// Owns all types, values and records of a run.
pub struct Keeper {
    /// Strings.
    pub strs: Interner,
    inits: Vec<Init>,
    init_heads: HashMap<u64, u32, BuildHasherDefault<Prehashed>>,
    init_next: Vec<u32>,
    closed: Vec<bool>,
    tys: Vec<TyKind>,
    ty_map: FxHashMap<TyKind, Ty>,
    /// All records, including classes, defs, prototypes and copies.
    pub recs: Vec<Record>,
    /// Classes by name.
    pub classes: FxHashMap<Sym, RecId>,
    /// Defs by name.
    pub defs: FxHashMap<Sym, RecId>,
    /// Global variables (`defvar` at top level, defsets).
    pub globals: FxHashMap<Sym, V>,
    anon_counter: u32,
    /// Instantiated anonymous records of `VarDef` values.
    pub vardef_defs: FxHashMap<V, V>,
    /// Instantiations in progress (nesting depth).
    pub instantiating: u32,
    /// Diagnostics so far.
    pub diags: Vec<TgDiag>,
    /// Number of errors so far.
    pub errors: usize,
    /// Common types and values.
    pub bit_ty: Ty,
    /// `int`
    pub int_ty: Ty,
    /// `string`
    pub string_ty: Ty,
    /// `dag`
    pub dag_ty: Ty,
    /// Any record.
    pub any_rec_ty: Ty,
    /// `?`
    pub unset: V,
    /// The empty string.
    pub empty_str: V,
}

impl Default for Keeper {
    fn default() -> Self {
        Self::new(Interner::new())
    }
}

impl BinOp {
    /// `!add`, `!sub`, ...: integer arithmetic and bit operations.
    pub fn is_arith(self) -> bool {
        matches!(
            self,
            BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Div
                | BinOp::And
                | BinOp::Or
                | BinOp::Xor
                | BinOp::Shl
                | BinOp::Sra
                | BinOp::Srl
        )
    }
}

impl Keeper {
    /// A keeper using a string table the lexer filled.
    pub fn new(strs: Interner) -> Self {
        Self::with_capacity(strs, 1 << 16)
    }

    /// A keeper with room for about `values` values before growing.
    pub fn with_capacity(strs: Interner, values: usize) -> Self {
        let mut k = Keeper {
            strs,
            inits: Vec::with_capacity(values),
            init_heads: HashMap::with_capacity_and_hasher(values, Default::default()),
            init_next: Vec::with_capacity(values),
            closed: Vec::with_capacity(values),
            tys: Vec::new(),
            ty_map: FxHashMap::default(),
            recs: Vec::new(),
            classes: FxHashMap::default(),
            defs: FxHashMap::default(),
            globals: FxHashMap::default(),
            anon_counter: 0,
            vardef_defs: FxHashMap::default(),
            instantiating: 0,
            diags: Vec::new(),
            errors: 0,
            bit_ty: Ty(0),
            int_ty: Ty(0),
            string_ty: Ty(0),
            dag_ty: Ty(0),
            any_rec_ty: Ty(0),
            unset: V(0),
            empty_str: V(0),
        };
        k.bit_ty = k.ty(TyKind::Bit);
        k.int_ty = k.ty(TyKind::Int);
        k.string_ty = k.ty(TyKind::String);
        k.dag_ty = k.ty(TyKind::Dag);
        k.any_rec_ty = k.ty(TyKind::Record(Box::new([])));
        k.unset = k.mk(Init::Unset);
        k.empty_str = k.str_v("", false);
        k
    }

    // ------------------------------------------------------------ diagnostics

    /// Reports an error.
    pub fn error(&mut self, at: u64, msg: impl Into<String>) {
        self.errors += 1;
        self.diags.push(TgDiag {
            at,
            severity: "error",
            message: msg.into(),
        });
    }
    /// Reports an error that stops evaluation.
    pub fn fatal<T>(&mut self, at: u64, msg: impl Into<String>) -> Res<T> {
        self.error(at, msg);
        Err(Fatal)
    }
    /// Attaches a note.
    pub fn note(&mut self, at: u64, msg: impl Into<String>) {
        self.diags.push(TgDiag {
            at,
            severity: "note",
            message: msg.into(),
        });
    }
    /// Reports a warning.
    pub fn warning(&mut self, at: u64, msg: impl Into<String>) {
        self.diags.push(TgDiag {
            at,
            severity: "warning",
            message: msg.into(),
        });
    }

    // ------------------------------------------------------------ types

    /// The id of a type.
    pub fn ty(&mut self, k: TyKind) -> Ty {
        if let Some(&t) = self.ty_map.get(&k) {
            return t;
        }
        let t = Ty(self.tys.len() as u32);
        self.tys.push(k.clone());
        self.ty_map.insert(k, t);
        t
    }
    /// What a type is.
    pub fn tk(&self, t: Ty) -> &TyKind {
        &self.tys[t.0 as usize]
    }
    /// `list<t>`
    pub fn list_ty(&mut self, t: Ty) -> Ty {
        self.ty(TyKind::List(t))
    }
    /// `bits<n>`
    pub fn bits_ty(&mut self, n: u32) -> Ty {
        self.ty(TyKind::Bits(n))
    }
    /// The element type of a list type.
    pub fn elem_ty(&self, t: Ty) -> Option<Ty> {
        match self.tk(t) {
            TyKind::List(e) => Some(*e),
            _ => None,
        }
    }
    /// A record type with the given classes (sorted by name here).
    pub fn record_ty(&mut self, classes: &[RecId]) -> Ty {
        let mut cs: Vec<RecId> = classes.to_vec();
        cs.sort_by_cached_key(|a| self.rec_name_str(*a));
        self.ty(TyKind::Record(cs.into()))
    }
    /// The type of records of class `c`.
    pub fn class_ty(&mut self, c: RecId) -> Ty {
        self.ty(TyKind::Record(Box::new([c])))
    }
    /// Prints a type.
    pub fn ty_str(&self, t: Ty) -> String {
        let mut s = String::new();
        self.write_ty(&mut s, t);
        s
    }
    /// Appends the printed form of a type.
    pub fn write_ty(&self, out: &mut String, t: Ty) {
        match self.tk(t) {
            TyKind::Bit => out.push_str("bit"),
            TyKind::Bits(n) => {
                out.push_str("bits<");
                out.push_str(itoa(*n as i64).as_str());
                out.push('>');
            }
            TyKind::Int => out.push_str("int"),
            TyKind::String => out.push_str("string"),
            TyKind::Dag => out.push_str("dag"),
            TyKind::List(e) => {
                out.push_str("list<");
                self.write_ty(out, *e);
                out.push('>');
            }
            TyKind::Record(cs) => {
                if cs.len() != 1 {
                    out.push('{');
                }
                for (i, c) in cs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, self.rec(*c).name, true);
                }
                if cs.len() != 1 {
                    out.push('}');
                }
            }
        }
    }
    fn rec_ty_is_subclass_of(&self, cs: &[RecId], class: RecId) -> bool {
        cs.iter()
            .any(|&c| c == class || self.rec(c).is_subclass_of(class))
    }
    /// `a` converts to `b` (LLVM's `typeIsConvertibleTo`).
    pub fn convertible(&self, a: Ty, b: Ty) -> bool {
        use TyKind::*;
        match (self.tk(a), self.tk(b)) {
            (Bit, Bit) | (Bit, Int) => true,
            (Bit, Bits(n)) => *n == 1,
            (Bits(n), Bits(m)) => n == m,
            (Bits(n), Bit) => *n == 1,
            (Bits(_), Int) => true,
            (Int, Bit) | (Int, Bits(_)) | (Int, Int) => true,
            (String, String) => true,
            (Dag, Dag) => true,
            (List(x), List(y)) => self.convertible(*x, *y),
            (Record(xs), Record(ys)) => {
                a == b || ys.iter().all(|&t| self.rec_ty_is_subclass_of(xs, t))
            }
            _ => false,
        }
    }
    /// `a` is a `b` (LLVM's `typeIsA`).
    pub fn type_is_a(&self, a: Ty, b: Ty) -> bool {
        if a == b {
            return true;
        }
        match (self.tk(a), self.tk(b)) {
            (TyKind::List(x), TyKind::List(y)) => self.type_is_a(*x, *y),
            (TyKind::Record(_), TyKind::Record(_)) => self.convertible(a, b),
            _ => false,
        }
    }
    /// A common type both convert to (LLVM's `resolveTypes`).
    pub fn resolve_types(&mut self, a: Ty, b: Ty) -> Option<Ty> {
        if a == b {
            return Some(a);
        }
        if let (TyKind::Record(xs), TyKind::Record(ys)) = (self.tk(a).clone(), self.tk(b).clone()) {
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = xs.to_vec();
            while let Some(r) = stack.pop() {
                if self.rec_ty_is_subclass_of(&ys, r) {
                    common.push(r);
                } else {
                    stack.extend(self.direct_supers(r));
                }
            }
            return Some(self.record_ty(&common));
        }
        if self.convertible(a, b) {
            return Some(b);
        }
        if self.convertible(b, a) {
            return Some(a);
        }
        if let (TyKind::List(x), TyKind::List(y)) = (self.tk(a).clone(), self.tk(b).clone()) {
            if let Some(t) = self.resolve_types(x, y) {
                return Some(self.list_ty(t));
            }
        }
        None
    }

    // ------------------------------------------------------------ values

    /// The id of a type, if it exists.
    pub fn ty_lookup(&self, k: &TyKind) -> Option<Ty> {
        self.ty_map.get(k).copied()
    }

    fn find_init(&self, i: &Init) -> (u64, Option<u32>, Option<V>) {
        let mut h = FxHasher::default();
        i.hash(&mut h);
        let h = h.finish();
        let head = self.init_heads.get(&h).copied();
        let mut cur = head.unwrap_or(u32::MAX);
        while cur != u32::MAX {
            if self.inits[cur as usize] == *i {
                return (h, head, Some(V(cur)));
            }
            cur = self.init_next[cur as usize];
        }
        (h, head, None)
    }

    /// The id of a value if it exists.
    pub fn lookup_init(&self, i: &Init) -> Option<V> {
        self.find_init(i).2
    }

    /// The id of a value (hash-consed).
    pub fn mk(&mut self, i: Init) -> V {
        let (h, head, found) = self.find_init(&i);
        if let Some(v) = found {
            return v;
        }
        // Make sure the value's type exists, so `type_of` needs no `&mut`.
        match &i {
            Init::Bits(b) => {
                self.ty(TyKind::Bits(b.len() as u32));
            }
            Init::List(_, e) => {
                self.ty(TyKind::List(*e));
            }
            Init::VarDef(c, _) => {
                self.ty(TyKind::Record(Box::new([*c])));
            }
            _ => {}
        }
        let closed = match &i {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::Str(..) | Init::Def(_) => true,
            Init::Bits(b) => b.iter().all(|x| self.closed[x.0 as usize]),
            Init::List(e, _) => e.iter().all(|x| self.closed[x.0 as usize]),
            Init::Dag(op, _, args, _) => {
                self.closed[op.0 as usize] && args.iter().all(|x| self.closed[x.0 as usize])
            }
            _ => false,
        };
        self.closed.push(closed);
        let v = self.inits.len() as u32;
        self.inits.push(i);
        self.init_next.push(head.unwrap_or(u32::MAX));
        self.init_heads.insert(h, v);
        V(v)
    }
    /// True when resolving `v` can change nothing (no references inside).
    pub fn is_closed(&self, v: V) -> bool {
        self.closed[v.0 as usize]
    }
    /// What a value is.
    pub fn get(&self, v: V) -> &Init {
        &self.inits[v.0 as usize]
    }
    /// A bit.
    pub fn bit_v(&mut self, b: bool) -> V {
        self.mk(Init::Bit(b))
    }
    /// An int.
    pub fn int_v(&mut self, i: i64) -> V {
        self.mk(Init::Int(i))
    }
    /// A string (or code) value.
    pub fn str_v(&mut self, s: &str, code: bool) -> V {
        let sym = self.strs.intern(s);
        self.mk(Init::Str(sym, code))
    }
    /// A string value from a symbol.
    pub fn sym_v(&mut self, s: Sym) -> V {
        self.mk(Init::Str(s, false))
    }
    /// A list value.
    pub fn list_v(&mut self, elems: Vec<V>, elem_ty: Ty) -> V {
        self.mk(Init::List(elems.into(), elem_ty))
    }
    /// A variable reference.
    pub fn var_v(&mut self, name: V, ty: Ty) -> V {
        self.mk(Init::Var(name, ty))
    }
    /// The string of a string value.
    pub fn as_str(&self, v: V) -> Option<&str> {
        match self.get(v) {
            Init::Str(s, _) => Some(self.strs.get(*s)),
            _ => None,
        }
    }
    /// A fresh anonymous name.
    pub fn new_anon_name(&mut self) -> V {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.mk(Init::AnonName(n))
    }

    // ------------------------------------------------------------ records

    /// A record by id.
    pub fn rec(&self, r: RecId) -> &Record {
        &self.recs[r.0 as usize]
    }
    /// A record by id, mutable.
    pub fn rec_mut(&mut self, r: RecId) -> &mut Record {
        &mut self.recs[r.0 as usize]
    }
    /// Adds a record to the arena (not to the class or def tables).
    pub fn add_rec(&mut self, r: Record) -> RecId {
        self.recs.push(r);
        RecId(self.recs.len() as u32 - 1)
    }
    /// The record's name as printed (`getNameInitAsString`).
    pub fn rec_name_str(&self, r: RecId) -> String {
        self.unquoted(self.rec(r).name)
    }
    /// The direct superclasses, last first (LLVM's order).
    pub fn direct_supers(&self, r: RecId) -> Vec<RecId> {
        let mut out = Vec::new();
        let scs = &self.rec(r).supers;
        let mut end = scs.len();
        while end > 0 {
            let sc = scs[end - 1].0;
            out.push(sc);
            end -= 1 + self.rec(sc).supers.len();
        }
        out
    }
    /// The type of a record (its direct superclasses).
    pub fn rec_type(&mut self, r: RecId) -> Ty {
        let ds = self.direct_supers(r);
        self.record_ty(&ds)
    }
    /// The `Def` value of a record (fixing its type on first use).
    pub fn def_init(&mut self, r: RecId) -> V {
        if let Some(v) = self.rec(r).def_init {
            return v;
        }
        let v = self.mk(Init::Def(r));
        let ty = self.rec_type(r);
        let rec = self.rec_mut(r);
        rec.def_init = Some(v);
        rec.def_ty = Some(ty);
        v
    }
    /// A def by name.
    pub fn def_by_name(&self, name: &str) -> Option<RecId> {
        self.strs
            .lookup(name)
            .and_then(|s| self.defs.get(&s).copied())
    }
    /// A class by name.
    pub fn class_by_name(&self, name: &str) -> Option<RecId> {
        self.strs
            .lookup(name)
            .and_then(|s| self.classes.get(&s).copied())
    }
    /// A global value (a def or a global variable).
    pub fn global(&mut self, name: Sym) -> Option<V> {
        if let Some(&r) = self.defs.get(&name) {
            return Some(self.def_init(r));
        }
        self.globals.get(&name).copied()
    }
    /// Adds a finished def to the def table.
    pub fn add_def(&mut self, r: RecId) {
        let Init::Str(s, _) = *self.get(self.rec(r).name) else {
            return;
        };
        self.defs.insert(s, r);
    }

    // ------------------------------------------------------------ printing

    /// The value as TableGen prints it (`getAsString`).
    pub fn as_string(&self, v: V) -> String {
        let mut s = String::new();
        self.write(&mut s, v, false);
        s
    }
    /// Like [`Self::as_string`] but strings without quotes.
    pub fn unquoted(&self, v: V) -> String {
        let mut s = String::new();
        self.write(&mut s, v, true);
        s
    }

    /// Appends the printed form of `v` to `out`.
    pub fn write(&self, out: &mut String, v: V, unquoted: bool) {
        use std::fmt::Write;
        match self.get(v) {
            Init::Unset => out.push('?'),
            Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Init::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *b, false);
                }
                out.push_str(" }");
            }
            Init::Int(i) => out.push_str(itoa(*i).as_str()),
            Init::Str(s, code) => {
                let s = self.strs.get(*s);
                if unquoted {
                    out.push_str(s);
                } else if *code {
                    out.push_str("[{");
                    out.push_str(s);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(s);
                    out.push('"');
                }
            }
            Init::AnonName(n) => {
                let _ = write!(out, "anonymous_{}", n);
            }
            Init::List(elems, _) => {
                out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *e, false);
                }
                out.push(']');
            }
            Init::Dag(op, name, args, names) => {
                out.push('(');
                self.write(out, *op, false);
                if let Some(n) = name {
                    out.push_str(":$");
                    out.push_str(self.strs.get(*n));
                }
                for (i, (a, n)) in args.iter().zip(names.iter()).enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    self.write(out, *a, false);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(self.strs.get(*n));
                    }
                }
                out.push(')');
            }
            Init::Def(r) => self.write(out, self.rec(*r).name, true),
            Init::VarDef(c, args) => {
                self.write(out, self.rec(*c).name, true);
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *a, false);
                }
                out.push('>');
            }
            Init::Arg(val, key) => {
                match key {
                    ArgKey::Pos(i) => {
                        let _ = write!(out, "{}", i);
                    }
                    ArgKey::Named(n) => self.write(out, *n, false),
                }
                out.push_str(": ");
                self.write(out, *val, false);
            }
            Init::Var(name, _) => self.write(out, *name, true),
            Init::VarBit(t, b) => {
                self.write(out, *t, false);
                let _ = write!(out, "{{{}}}", b);
            }
            Init::Field(r, f, _) => {
                self.write(out, *r, false);
                out.push('.');
                out.push_str(self.strs.get(*f));
            }
            Init::Un(op, x, ty) => {
                let name = match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        out.push_str(&self.ty_str(*ty));
                        out.push('>');
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::GetDagOpName => "!getdagopname",
                    UnOp::LogTwo => "!logtwo",
                    UnOp::Repr => "!repr",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                    UnOp::ListFlatten => "!listflatten",
                    UnOp::Initialized => "!initialized",
                };
                out.push_str(name);
                out.push('(');
                self.write(out, *x, false);
                out.push(')');
            }
            Init::Bin(op, l, r, ty) => {
                match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        self.write(out, *l, false);
                        out.push('[');
                        self.write(out, *r, false);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        self.write(out, *l, false);
                        out.push_str("...");
                        self.write(out, *r, false);
                        return;
                    }
                    _ => {}
                }
                let name = match op {
                    BinOp::Concat => "!con",
                    BinOp::Add => "!add",
                    BinOp::Sub => "!sub",
                    BinOp::Mul => "!mul",
                    BinOp::Div => "!div",
                    BinOp::And => "!and",
                    BinOp::Or => "!or",
                    BinOp::Xor => "!xor",
                    BinOp::Shl => "!shl",
                    BinOp::Sra => "!sra",
                    BinOp::Srl => "!srl",
                    BinOp::Eq => "!eq",
                    BinOp::Ne => "!ne",
                    BinOp::Le => "!le",
                    BinOp::Lt => "!lt",
                    BinOp::Ge => "!ge",
                    BinOp::Gt => "!gt",
                    BinOp::ListConcat => "!listconcat",
                    BinOp::ListSplat => "!listsplat",
                    BinOp::ListRemove => "!listremove",
                    BinOp::StrConcat => "!strconcat",
                    BinOp::Interleave => "!interleave",
                    BinOp::SetDagOp => "!setdagop",
                    BinOp::SetDagOpName => "!setdagopname",
                    BinOp::GetDagName => "!getdagname",
                    BinOp::Match => "!match",
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        out.push_str(&self.ty_str(*ty));
                        out.push('>');
                        ""
                    }
                    BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => unreachable!(),
                };
                out.push_str(name);
                out.push('(');
                self.write(out, *l, false);
                out.push_str(", ");
                self.write(out, *r, false);
                out.push(')');
            }
            Init::Tern(op, l, m, r, _) => {
                let (name, unq) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                self.write(out, *l, unq);
                out.push_str(", ");
                self.write(out, *m, false);
                out.push_str(", ");
                self.write(out, *r, false);
                out.push(')');
            }
            Init::Fold(s, l, a, b, e, _) => {
                out.push_str("!foldl(");
                self.write(out, *s, false);
                out.push_str(", ");
                self.write(out, *l, false);
                out.push_str(", ");
                self.write(out, *a, true);
                out.push_str(", ");
                self.write(out, *b, true);
                out.push_str(", ");
                self.write(out, *e, false);
                out.push(')');
            }
            Init::IsA(t, x) | Init::Exists(t, x) => {
                out.push_str(if matches!(self.get(v), Init::IsA(..)) {
                    "!isa<"
                } else {
                    "!exists<"
                });
                out.push_str(&self.ty_str(*t));
                out.push_str(">(");
                self.write(out, *x, false);
                out.push(')');
            }
            Init::Cond(cs, vs, _) => {
                out.push_str("!cond(");
                for (i, (c, x)) in cs.iter().zip(vs.iter()).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *c, false);
                    out.push_str(": ");
                    self.write(out, *x, false);
                }
                out.push(')');
            }
            Init::Instances(t, x, _) => {
                out.push_str("!instances<");
                out.push_str(&self.ty_str(*t));
                out.push_str(">(");
                self.write(out, *x, false);
                out.push(')');
            }
        }
    }
}

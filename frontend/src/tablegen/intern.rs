//! String interning for TableGen: names, string values and code fragments
//! become small `Sym` ids so values hash and compare in constant time.
//! Each string is stored once, shared by the table and the lookup map.

use fxhash::FxHashMap;
use std::rc::Rc;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The string table.
#[derive(Default)]
pub struct Interner {
    map: FxHashMap<Rc<str>, Sym>,
    strs: Vec<Rc<str>>,
}

impl Interner {
    /// An empty table.
    pub fn new() -> Self {
        Interner {
            map: FxHashMap::with_capacity_and_hasher(1 << 14, Default::default()),
            strs: Vec::with_capacity(1 << 14),
        }
    }
    /// The id of `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = Sym(self.strs.len() as u32);
        let rc: Rc<str> = s.into();
        self.strs.push(rc.clone());
        self.map.insert(rc, id);
        id
    }
    /// The id of `s` if it was interned.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }
    /// The text of an id.
    pub fn get(&self, id: Sym) -> &str {
        &self.strs[id.0 as usize]
    }
    /// Number of strings.
    pub fn len(&self) -> usize {
        self.strs.len()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.strs.is_empty()
    }
}

//! String interning for TableGen: names, string values and code fragments
//! become small `Sym` ids so values hash and compare in constant time.

use fxhash::FxHashMap;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The string table.
#[derive(Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Sym>,
    strs: Vec<Box<str>>,
}

impl Interner {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }
    /// The id of `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.map.get(s) {
            return id;
        }
        let id = Sym(self.strs.len() as u32);
        self.strs.push(s.into());
        self.map.insert(s.into(), id);
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
}

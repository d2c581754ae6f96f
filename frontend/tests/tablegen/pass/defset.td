// defset collects the defs made inside it.
class Item<int v> { int V = v; }
defset list<Item> items = {
  def i1 : Item<1>;
  def i2 : Item<2>;
  foreach k = [3, 4] in def i # k : Item<k>;
}
def all { list<Item> l = items; int n = !size(items); }

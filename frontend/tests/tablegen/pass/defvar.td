// defvar at top level, in bodies and in loops.
defvar g = 3;
defvar names = ["p", "q"];
class C<int x> { defvar twice = !mul(x, 2); int t = twice; }
def c : C<g>;
foreach n = names in {
  defvar full = n # "_full";
  def full;
}
def d { defvar loc = "z"; string s = loc; }

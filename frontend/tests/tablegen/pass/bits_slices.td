// Bit ranges and list slices.
def s {
  bits<8> b = 0b11001010;
  bits<4> low = b{3-0};
  bits<3> mix = b{7, 0, 1};
  list<int> l = [10, 11, 12, 13, 14];
  int e = l[2];
  list<int> sl = l[1...3];
  list<int> sl2 = l[0, 4];
  list<int> sl3 = l[1,];
}

# Shared by benches/matrix_chain.sh and benches/eqsat_instructions.sh
# (source it from the repository root): DialEgg's matrix-chain inputs and
# the flags of `patsat apply --mode eqsat` that run them to saturation.
#
# mm_input N: the generic-form N-matrix chain of the shared corpus.
mm_input() {
  local c=../shared/corpus/expected/mlir/wild f
  f=$c/AzizZayed+DialEgg/test/nmm/$1mm.mlir.generic.mlir
  [ -f "$f" ] || f=$c/AzizZayed+dialegg-cgo-artifact/test/nmm/$1mm.mlir.generic.mlir
  echo "$f"
}
# The flags (associativity both ways, MatmulLike, the flops cost hook).
MM_FLAGS=(apply --mode eqsat --pure linalg.matmul --pure tensor.empty
  --cost-table examples/eqsat/matmul_flops.costs --benefit-weight 0
  --patterns examples/eqsat/matmul_assoc.pdll
  --iter-limit 1000 --node-limit 100000000 --time-limit 600 --memory-limit 12000
  --scheduler simple)

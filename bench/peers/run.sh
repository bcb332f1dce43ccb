#!/bin/sh
# Peers side by side: flashr (this tree), GNU R, numpy and a hand-fused C loop (when gcc is
# present), the same workloads on X = N x P doubles, and the read bandwidth measured in the run.
# Usage: bench/peers/run.sh [N=20000000] [P=8] [threads=2]. Each peer that is missing is skipped.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
n=${1:-20000000}; p=${2:-8}; threads=${3:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), X = $n x $p"
if command -v gcc >/dev/null; then
  gcc -O3 -march=native -fopenmp "$here/fused.c" -o "$out/fused" -lm
  OMP_NUM_THREADS=$threads "$out/fused" "$n" "$p" > "$out/c"
  grep bandwidth "$out/c"
fi
"$root/flashr" --threads="$threads" "$here/workloads.R" "$n" "$p" > "$out/flashr"
command -v Rscript >/dev/null && OPENBLAS_NUM_THREADS=$threads Rscript "$here/workloads.R" "$n" "$p" > "$out/R" || true
python3 -c 'import numpy' 2>/dev/null && OPENBLAS_NUM_THREADS=$threads OMP_NUM_THREADS=$threads python3 "$here/workloads.py" "$n" "$p" > "$out/numpy" || true
printf '%-10s %8s %8s %8s %8s\n' workload flashr GNU-R numpy C
for w in sum colSums crossprod kmeans logreg chain cumsum; do
  v() { [ -f "$out/$1" ] && awk -v w="$w" '$1 == w { print $2 }' "$out/$1" || true; }
  printf '%-10s %8s %8s %8s %8s\n' "$w" "$(v flashr)" "$(v R)" "$(v numpy)" "$(v c)"
done

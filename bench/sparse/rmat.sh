#!/usr/bin/env bash
# SpMM on an R-MAT graph in one command: writes the graph (bench/sparse/rmat.R, kept for later
# runs), then, one after the other, flashr with the matrix in the file store (each product reads
# it from disk: semi-external memory), scipy.sparse (CSR @ row-major dense, one thread) and GNU R
# with Matrix (dgCMatrix %*% matrix), each timed by /usr/bin/time. Prints each one's seconds and
# CPU seconds per product, edges per second, load time and peak memory.
# Usage: bench/sparse/rmat.sh SCALE EDGES [KS] [DIR]
#   2^SCALE vertices, EDGES edges (e.g. 20 16e6; the issue's size: 23 100e6, with HEAP=8g for k = 32), KS the
#   k to run (default 1,8,32), DIR for the graph, the file store and the logs (default
#   /tmp/flashr-rmat). Environment: HEAP (flashr's -Xmx, default 2g), BUDGET (its memory budget,
#   default 1g), STORE (files or heap, default files), THREADS (flashr's workers, default all
#   cores; 1 to compare CPU per core with scipy's one thread), PEERS (default "scipy matrix"; "" for none:
#   scipy needs ~40 bytes an edge, R ~60).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scale=$1 edges=$2 ks=${3:-1,8,32} dir=${4:-/tmp/flashr-rmat}
heap=${HEAP:-2g} budget=${BUDGET:-1g} threads=${THREADS:+--threads=$THREADS} store=${STORE:-files} peers=${PEERS-scipy matrix}
mkdir -p "$dir/store"
graph="$dir/rmat-$scale-$edges.txt"
if [ ! -s "$graph" ]; then
  echo "== writing the graph: 2^$scale vertices, $edges edges"
  /usr/bin/time -f "graph: %e s elapsed, %U+%S s CPU" Rscript "$root/bench/sparse/rmat.R" "$graph.part" "$scale" "$edges"
  mv "$graph.part" "$graph"
fi
echo "graph: $graph ($(du -hL "$graph" | cut -f1))"
timed() {
  local name=$1; shift
  echo "== $name"
  /usr/bin/time -f "$name: %e s elapsed, %U+%S s CPU, %M KB peak" "$@" 2>&1 \
    | grep -v '^Picked up JAVA_TOOL_OPTIONS' | tee "$dir/$name.log"
}
timed flashr env FLASHR_NO_REBUILD=1 JAVA_TOOL_OPTIONS="-Xmx$heap" "$root/flashr" --no-progress \
  --memory-budget="$budget" $threads --data-dir "$dir/store" "$root/bench/sparse/spmm.R" "$graph" "$store" "$ks"
for p in $peers; do
  case $p in
    scipy) timed scipy python3 "$root/bench/sparse/spmm-scipy.py" "$graph" "$ks" ;;
    matrix) timed matrix Rscript "$root/bench/sparse/spmm-matrix.R" "$graph" "$ks" ;;
    *) echo "unknown peer $p (scipy, matrix)" >&2; exit 2 ;;
  esac
done
echo "== summary (per product: seconds, CPU seconds; edges/s)"
for name in flashr $peers; do grep -E ' k = |load:|peak' "$dir/$name.log" | sed "/^$name:/!s|^|$name |"; done

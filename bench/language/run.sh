#!/usr/bin/env bash
# Times flashr against GNU R (Rscript) on the language benchmarks, side by side in one run.
# Usage: bench/language/run.sh [runs]      (median of `runs` runs, default 5)
# Prints one line per benchmark: seconds for flashr and Rscript and the ratio R/flashr.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-5}
flashr="$root/flashr"
"$flashr" -e 'invisible(1)' >/dev/null   # build if needed, outside the timings

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() {  # wall seconds of one run of "$@"
  local t0 t1
  t0=$(date +%s.%N); "$@" >/dev/null 2>&1; t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}'
}
bench() {  # name, then the two commands as strings
  local name=$1 f r
  f=$(for _ in $(seq "$runs"); do seconds bash -c "$2"; done | median)
  if command -v Rscript >/dev/null; then
    r=$(for _ in $(seq "$runs"); do seconds bash -c "$3"; done | median)
    printf '%-22s flashr %7.3f s   Rscript %7.3f s   R/flashr %5.2fx\n' "$name" "$f" "$r" "$(awk -v r="$r" -v f="$f" 'BEGIN {print r / f}')"
  else
    printf '%-22s flashr %7.3f s   (no Rscript on this machine)\n' "$name" "$f"
  fi
}
echo "# $(date -u +%F) $(nproc) cores; median of $runs runs; wall time including start-up"
bench "start-up (-e 1)" "'$flashr' -e 1" "Rscript -e 1"
for s in "$root"/bench/language/*.R; do
  bench "$(basename "$s" .R)" "'$flashr' '$s'" "Rscript '$s'"
done

#!/usr/bin/env bash
# Times flashr against GNU R (Rscript) on the language benchmarks, side by side in one run.
# Usage: bench/language/run.sh [runs]      (median of `runs` runs, default 5)
# Prints one line per benchmark: wall seconds (and CPU seconds) for flashr and Rscript and the
# ratio R/flashr of wall times.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-5}
flashr="$root/flashr"
"$flashr" -e 'invisible(1)' >/dev/null   # build if needed, outside the timings

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# One run of "$@": "wall cpu" seconds (cpu = user + system of the process and its children, when
# /usr/bin/time is there; on a machine shared with other work it moves far less than wall time).
measure() {
  local t0 t1 f
  if [ -x /usr/bin/time ]; then
    f=$(mktemp)
    /usr/bin/time -o "$f" -f '%e %U %S' "$@" >/dev/null 2>&1 || true
    awk 'END {print $1, $2 + $3}' "$f"; rm -f "$f"
  else
    t0=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; t1=$(date +%s.%N)
    awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a, "nan"}'
  fi
}
runs_of() {  # median wall and median cpu of $runs runs of the command string $1
  local out
  out=$(for _ in $(seq "$runs"); do measure bash -c "$1"; done)
  echo "$(echo "$out" | awk '{print $1}' | median) $(echo "$out" | awk '{print $2}' | median)"
}
bench() {  # name, then the two commands as strings
  local name=$1 fw fc rw rc
  read -r fw fc <<<"$(runs_of "$2")"
  if command -v Rscript >/dev/null; then
    read -r rw rc <<<"$(runs_of "$3")"
    printf '%-22s flashr %7.3f s (cpu %5.2f)   Rscript %7.3f s (cpu %5.2f)   R/flashr %5.2fx\n' \
      "$name" "$fw" "$fc" "$rw" "$rc" "$(awk -v r="$rw" -v f="$fw" 'BEGIN {print r / f}')"
  else
    printf '%-22s flashr %7.3f s (cpu %5.2f)   (no Rscript on this machine)\n' "$name" "$fw" "$fc"
  fi
}
echo "# $(date -u +%F) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null); median of $runs runs; wall time including start-up"
bench "start-up (-e 1)" "'$flashr' -e 1" "Rscript -e 1"
for s in "$root"/bench/language/*.R; do
  bench "$(basename "$s" .R)" "'$flashr' '$s'" "Rscript '$s'"
done

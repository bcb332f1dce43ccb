#!/usr/bin/env bash
# The peers of run.sh in rounds, one run of each operation per peer per round, the peers taking
# turns (C, the linalg module, flashr running R, GNU R, numpy), so that a busy machine's slow
# minutes fall on all of them alike; then each peer's best round per operation. OpenBLAS threads:
# THREADS (default: the cores) for every peer. BENCH_CPU=1: each peer reports its process's CPU
# time instead of elapsed time (on a busy machine the scheduler's share then counts less;
# meaningful with THREADS=1, where the BLAS runs on its caller's thread).
# RUNS=k: each peer times each operation k times in its process after a first call, which it
# reports apart ("what.1st"); the table keeps the best of those (default 1).
# Usage: bench/linalg/interleaved.sh [rounds (3)] [gemm sizes (2000,4000)] [lapack size (2000)]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3}
gemms=${2:-2000,4000}
nl=${3:-2000}
threads=${THREADS:-$(nproc)}
runs=${RUNS:-1}
here="$root/bench/linalg"
. "$root/bin/find-jdk.sh"; flashr_find_jdk
"$root/build" -q -DskipTests package -pl bench,repl -am >/dev/null
export OPENBLAS_NUM_THREADS=$threads
mhz=$(awk -F: '/cpu MHz/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)
echo "# $(date -u '+%F %H:%M UTC'), $(nproc) cores at ${mhz} MHz, load $(cut -d' ' -f1-3 /proc/loadavg), $threads OpenBLAS threads, $rounds rounds, $([ "${BENCH_CPU:-}" = 1 ] && echo "CPU time" || echo "elapsed time")"
cdrv=/tmp/flashr-openblas-c.$$
gcc -O2 -o "$cdrv" "$here/openblas-c.c" -lopenblas
java="$FLASHR_JAVA_HOME/bin/java -Dflashr.threads=$threads --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xmx4g -Xss16m"
cp="$root/linalg/target/classes:$root/bench/target/classes"
out=$(mktemp)
for r in $(seq "$rounds"); do
  echo "## round $r, $(date -u +%H:%M:%S), load $(cut -d' ' -f1 /proc/loadavg)"
  "$cdrv" "$gemms" "$nl" "$runs" | sed 's/^/C /' | tee -a "$out"
  $java -cp "$cp" flashr.bench.LinalgBench native "$gemms" "$nl" "$runs" 2>/dev/null | grep -v '^#' | sed 's/^/module /' | tee -a "$out"
  "$root/flashr" --threads="$threads" "$here/linalg.R" "$gemms" "$nl" "$runs" | sed 's/^/flashr /' | tee -a "$out"
  command -v Rscript >/dev/null && Rscript "$here/linalg.R" "$gemms" "$nl" "$runs" | sed 's/^/R /' | tee -a "$out"
  python3 -c 'import numpy' 2>/dev/null && python3 "$here/linalg.py" "$gemms" "$nl" "$runs" | sed 's/^/numpy /' | tee -a "$out"
done
echo "## best round per operation (s): C, module, flashr, R, numpy"
awk '{k = $2 " " $3; t = $4; if (!(k in seen)) { seen[k] = 1; order[++n] = k }
      if (!((k, $1) in best) || t < best[k, $1]) best[k, $1] = t }
     END { for (i = 1; i <= n; i++) { k = order[i]; line = sprintf("%-14s", k)
             split("C module flashr R numpy", p, " ")
             for (j = 1; j <= 5; j++) line = line sprintf(" %8s", ((k, p[j]) in best) ? best[k, p[j]] : "-")
             print line } }' "$out"
rm -f "$out" "$cdrv"

#!/usr/bin/env bash
# svd's dgesdd at n on one matrix, taking turns: from C (svd-c.c), from a JVM on native segments and
# on Java arrays staged or passed in place (flashr.bench.SvdPlacesBench), flashr's svd(A) with each
# call's CPU by thread (svd-threads.R), GNU R's svd(A), numpy's svd (dgesdd "S", its own OpenBLAS).
# One OpenBLAS thread, CPU seconds.
# Usage: bench/linalg/svd-places.sh [rounds (3)] [n (2000)]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3}
n=${2:-2000}
here="$root/bench/linalg"
. "$root/bin/find-jdk.sh"; flashr_find_jdk
"$root/build" -q -DskipTests package -pl bench,repl -am >/dev/null
export OPENBLAS_NUM_THREADS=1
tmp=$(mktemp -d)
gcc -O2 -o "$tmp/svd-c" "$here/svd-c.c" -lopenblas
Rscript -e "set.seed(1); n <- $n; writeBin(as.vector(matrix(runif(n * n) - 0.5, n, n)), '$tmp/a.bin')"
java="$FLASHR_JAVA_HOME/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xmx4g"
for r in $(seq "$rounds"); do
  echo "## round $r, $(date -u +%H:%M:%S), load $(cut -d' ' -f1 /proc/loadavg)"
  SVD_INPUT="$tmp/a.bin" "$tmp/svd-c" "$n" 2
  $java -cp "$root/linalg/target/classes:$root/bench/target/classes" flashr.bench.SvdPlacesBench "$n" 1 native,staged,inplace "$tmp/a.bin" 2>/dev/null
  "$root/flashr" --threads=1 "$here/svd-threads.R" "$n" 3 | sed 's/^/flashr /'
  Rscript "$here/svd-threads.R" "$n" 2 | sed 's/^/R /'
  python3 -c "import sys, time, numpy as np
n = $n; a = np.fromfile('$tmp/a.bin').reshape((n, n), order='F')
for _ in range(2):
    c0, t0 = time.process_time(), time.perf_counter(); s = np.linalg.svd(a, full_matrices=False)[1]
    print('numpy svd %d cpu %.3f wall %.3f d1 %.6f' % (n, time.process_time() - c0, time.perf_counter() - t0, s[0]))"
done
rm -rf "$tmp"

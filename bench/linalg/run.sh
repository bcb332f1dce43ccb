#!/usr/bin/env bash
# Dense linear algebra side by side in one run: OpenBLAS called from C (the reference), flashr's
# linalg module on native segments and on Java arrays, its Java fallback's dgemm, flashr running R
# code, GNU R, numpy; and the machine's peak (cores x 16 double FLOP/cycle x clock, AVX2 FMA).
# Usage: bench/linalg/run.sh [gemm sizes (2000,4000)] [lapack size (2000)]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
gemms=${1:-2000,4000}
nl=${2:-2000}
here="$root/bench/linalg"
. "$root/bin/find-jdk.sh"; flashr_find_jdk
"$root/build" -q -DskipTests package -pl bench,repl -am >/dev/null
mhz=$(awk -F: '/cpu MHz/ {gsub(/ /, "", $2); print $2; exit}' /proc/cpuinfo)
cores=$(nproc)
echo "# $(date -u '+%F %H:%M UTC'), $cores cores at ${mhz} MHz, load $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v c="$cores" -v m="$mhz" 'BEGIN {printf "# peak: %d cores x 16 FLOP/cycle x %.2f GHz = %.1f GFLOP/s\n", c, m / 1000, c * 16 * m / 1000}'
if command -v gcc >/dev/null && [ -e /usr/include/x86_64-linux-gnu/cblas.h -o -e /usr/include/cblas.h ]; then
  gcc -O2 -o /tmp/flashr-openblas-c "$here/openblas-c.c" -lopenblas
  echo "## OpenBLAS from C"; /tmp/flashr-openblas-c "$gemms" "$nl"
else
  echo "## OpenBLAS from C: no gcc or OpenBLAS headers (apt-get install gcc libopenblas-dev)"
fi
java="$FLASHR_JAVA_HOME/bin/java --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -Xmx4g -Xss16m"
cp="$root/linalg/target/classes:$root/bench/target/classes:$(ls "$HOME"/.m2/repository/org/bytedeco/openblas/*/openblas-*-linux-x86_64.jar | tail -1)"
echo "## flashr linalg, native segments"; $java -cp "$cp" flashr.bench.LinalgBench native "$gemms" "$nl" 2>/dev/null
echo "## flashr linalg, Java arrays"; $java -cp "$cp" flashr.bench.LinalgBench heap "$gemms" 0 2>/dev/null
echo "## flashr linalg, Java fallback (first size only)"; $java -cp "$cp" flashr.bench.LinalgBench java "${gemms%%,*}" 0 2>/dev/null
echo "## flashr linalg, OpenBLAS and the Java fallback taking turns (first size only)"; $java -cp "$cp" flashr.bench.LinalgBench versus "${gemms%%,*}" 0 2>/dev/null
echo "## flashr running R code"; "$root/flashr" "$here/linalg.R" "$gemms" "$nl"
if command -v Rscript >/dev/null; then
  echo "## GNU R ($(Rscript -e 'cat(basename(La_library()))' 2>/dev/null))"; Rscript "$here/linalg.R" "$gemms" "$nl"
fi
if python3 -c 'import numpy' 2>/dev/null; then
  echo "## numpy $(python3 -c 'import numpy; print(numpy.__version__)')"; python3 "$here/linalg.py" "$gemms" "$nl"
fi

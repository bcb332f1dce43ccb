#!/usr/bin/env bash
# The benchmark suite: `./flashr bench [small|large|tiny] [-o DIR] [--no-peers] [--spark] [--runs N]`.
# Measures the machine's limits, runs the workloads of workloads.R in flashr (plain R, FlashR's
# API in memory and on the file store) and in the peers that are installed (GNU R's Rscript,
# numpy, the hand-fused C loops of bench/peers/fused.c), the thread scaling of k-means and
# logistic regression, and writes DIR/README.md with PNG charts drawn by flashr (report.R).
#   small  X = 200000 x 8 doubles, A, B 500 x 500 (minutes: its report states how long it took)
#   large  X = 20M x 8 and 4M x 32 doubles, A, B 2000 x 2000 (many minutes; heaps of 8 GB)
#   tiny   X = 3000 x 4, A, B 40 x 40, one run, no thread scaling: the CI check of the harness
# DIR defaults to docs/benchmarks (small), docs/benchmarks/large, or a temporary folder (tiny).
# Peers that are not installed are skipped, and the report says so; --no-peers skips them all.
# --spark adds Spark MLlib (k-means, logistic regression in local mode; bench/suite/spark, which
# Maven resolves from Maven Central on first use: a few hundred MB).
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
root=$(cd "$here/../.." && pwd)
command_line="./flashr bench $*"
size=small out="" peers=1 runs="" spark=0
while [ $# -gt 0 ]; do
  case $1 in
    small|large|tiny) size=$1 ;;
    -o) out=${2:?-o needs a directory}; shift ;;
    --no-peers) peers=0 ;;
    --spark) spark=1 ;;
    --runs) runs=${2:?--runs needs a count}; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "flashr bench: unknown argument '$1' (try ./flashr bench --help)" >&2; exit 2 ;;
  esac
  shift
done
case $size in
  small) shapes="200000x8"; m=500; runs=${runs:-3}; heap=2g; membytes=268435456; diskbytes=268435456; scaling=1 ;;
  large) shapes="20000000x8 4000000x32"; m=2000; runs=${runs:-3}; heap=8g; membytes=1073741824; diskbytes=2147483648; scaling=1 ;;
  tiny)  shapes="3000x4"; m=40; runs=${runs:-1}; heap=1g; membytes=16777216; diskbytes=16777216; scaling=0 ;;
esac
case $size in small) out=${out:-$root/docs/benchmarks} ;; large) out=${out:-$root/docs/benchmarks/large} ;; esac
[ -n "$out" ] || out=$(mktemp -d)
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/bin/find-jdk.sh"
flashr_find_jdk
java="$FLASHR_JAVA_HOME/bin/java"
data_dir="${TMPDIR:-/tmp}/flashr-bench-$$"
mkdir -p "$data_dir"
trap 'rm -rf "$work" "$data_dir"' EXIT
cores=$(nproc)
flashr() { FLASHR_NO_REBUILD=1 JAVA_TOOL_OPTIONS="-Xmx$heap" "$root/flashr" --no-progress --data-dir "$data_dir" "$@" 2> >(grep -v '^Picked up JAVA_TOOL_OPTIONS' >&2); }
say() { echo "flashr bench: $*" >&2; }
# Spark on a modern JDK needs these packages opened, as its own launcher does
spark_java_options=(-Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true)
for pkg in java.lang java.lang.invoke java.lang.reflect java.io java.net java.nio java.util java.util.concurrent \
           java.util.concurrent.atomic sun.nio.ch sun.nio.cs sun.security.action sun.util.calendar; do
  spark_java_options+=("--add-opens=java.base/$pkg=ALL-UNNAMED")
done

# --- the machine and the versions, before any load of our own
env="$out/environment.tsv" limits="$out/limits.tsv" results="$out/results.tsv" skipped="$out/skipped.tsv"
: > "$results"; : > "$skipped"
{
  printf 'command\t%s\n' "$command_line"
  printf 'size\t%s\n' "$size"
  printf 'date\t%s\n' "$(date -u '+%Y-%m-%d %H:%M UTC')"
  printf 'load.start\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
  printf 'cpu\t%s\n' "$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)"
  printf 'cores\t%s\n' "$cores"
  printf 'memory\t%s GiB\n' "$(awk '/MemTotal/ {printf "%.1f", $2 / 1048576}' /proc/meminfo)"
  printf 'kernel\t%s\n' "$(uname -sr)"
  printf 'flashr\t%s (commit %s%s)\n' "$(flashr --version 2>/dev/null | head -1)" \
    "$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)" \
    "$(git -C "$root" diff --quiet HEAD -- . ':!docs/benchmarks' 2>/dev/null || echo ', with local changes')"
  printf 'java\t%s\n' "$("$java" -version 2>&1 | head -1)"
  printf 'shapes\t%s\n' "$shapes"
  printf 'square\t%s\n' "$m"
  printf 'runs\t%s\n' "$runs"
  printf 'heap\t%s\n' "$heap"
} > "$env"

have_r=0 have_numpy=0 have_gcc=0 have_cblas=0 have_spark=0
if [ $peers = 1 ]; then
  if command -v Rscript >/dev/null; then
    have_r=1
    printf 'GNU R\t%s, BLAS %s\n' "$(Rscript -e 'cat(R.version.string)' 2>/dev/null)" \
      "$(Rscript -e 'cat(basename(extSoftVersion()[["BLAS"]]))' 2>/dev/null)" >> "$env"
  else printf 'GNU R\tRscript is not installed\n' >> "$skipped"; fi
  if python3 -c 'import numpy' 2>/dev/null; then
    have_numpy=1
    printf 'numpy\t%s (Python %s)\n' "$(python3 -c 'import numpy; print(numpy.__version__)')" \
      "$(python3 -c 'import platform; print(platform.python_version())')" >> "$env"
  else printf 'numpy\tpython3 with numpy is not installed\n' >> "$skipped"; fi
  if command -v gcc >/dev/null; then
    have_gcc=1
    printf 'gcc\t%s\n' "$(gcc --version | head -1)" >> "$env"
    [ -e /usr/include/x86_64-linux-gnu/cblas.h ] || [ -e /usr/include/cblas.h ] || [ -e /usr/include/openblas/cblas.h ] && have_cblas=1
  else printf 'C (fused loops)\tgcc is not installed\n' >> "$skipped"; fi
  if [ $spark = 0 ]; then
    printf 'Spark MLlib\tnot asked for (--spark; Maven resolves Spark from Maven Central on first use)\n' >> "$skipped"
  elif say "building the Spark MLlib driver" && JAVA_HOME="$FLASHR_JAVA_HOME" "$root/mvnw" -B -q -f "$here/spark/pom.xml" \
         package dependency:build-classpath -Dmdep.outputFile=target/classpath.txt > "$work/spark-build.log" 2>&1; then
    have_spark=1
    printf 'Spark MLlib\t%s, local[%s]\n' "$(grep -o 'spark-core_[^/]*/[^/]*' "$here/spark/target/classpath.txt" | head -1 | cut -d/ -f2)" "$cores" >> "$env"
  else
    printf 'Spark MLlib\tthe driver did not build: %s\n' "$(grep -m1 ERROR "$work/spark-build.log" | cut -c1-200)" >> "$skipped"
  fi
else
  printf 'all peers\t--no-peers\n' >> "$skipped"
fi

# --- the limits: memory read bandwidth, disk direct-read bandwidth, vector width, dgemm
say "measuring the machine's limits"
: > "$limits"
printf 'cores\t%s\tcount\n' "$cores" >> "$limits"
if [ $have_gcc = 1 ] && gcc -O3 -march=native -fopenmp "$here/limits.c" -o "$work/limits" 2>/dev/null; then
  "$work/limits" mem "$membytes" 2>/dev/null | awk '{print $1 "\t" $2 "\tGB/s (C, OpenMP)"}' >> "$limits"
  "$work/limits" disk "$data_dir/probe.bin" "$diskbytes" | awk '{print $1 "\t" $2 "\tGB/s (C)"}' >> "$limits"
  java_limits=(vector)
else
  java_limits=(vector mem "$membytes")
  "$java" -Xmx1g "$root/bench/src/main/java/flashr/bench/DiskBandwidth.java" "$data_dir" "$diskbytes" \
    | awk '{print $1 "\t" $2 "\tGB/s (Java)"}' >> "$limits"
fi
"$java" -Xmx2g --add-modules jdk.incubator.vector "$here/Limits.java" "${java_limits[@]}" 2>/dev/null \
  | awk '{print $1 "\t" $2 "\t" ($1 == "vector.bits" ? "bits (Java Vector API, doubles)" : "GB/s (Java)")}' >> "$limits"
dgemm_n=$(( m > 1000 ? m : 1000 ))
[ $size = tiny ] && dgemm_n=200
if [ $have_cblas = 1 ] && gcc -O2 "$root/bench/linalg/openblas-c.c" -o "$work/openblas-c" -lopenblas 2>/dev/null; then
  "$work/openblas-c" "$dgemm_n" 64 | awk -v n="$dgemm_n" '$1 == "dgemm" {print "dgemm\t" $(NF-1) "\tGFLOP/s (OpenBLAS from C, n = " n ")"}' >> "$limits"
else
  # repeated so that one timing is ~2 GFLOP: a single small product can take less than the clock's 1 ms
  flashr -e "n <- $dgemm_n; A <- matrix(runif(n * n), n); B <- A %*% A; r <- max(1, ceiling(1e9 / n^3)); t <- min(sapply(1:3, function(i) max(system.time(for (j in 1:r) B <- A %*% A)[['elapsed']], 1e-3))) / r; cat(sprintf('dgemm\t%.2f\tGFLOP/s (flashr %%*%%, n = %d)\n', 2 * n^3 / t / 1e9, n))" >> "$limits"
fi

# --- the workloads, one process per peer and shape
for shape in $shapes; do
  n=${shape%x*} p=${shape#*x}
  if [ $size = tiny ]; then   # one process for the three (each start costs seconds)
    say "X = $n x $p: flashr (plain R, FlashR API in memory and on the file store)"
    flashr "$here/run.R" "$here" "flashr.R@$shape,flashr@$shape,flashr.ssd@$shape" R,fm-mem,fm-ssd "$n" "$p" "$m" "$runs" "$results"
  else
    say "X = $n x $p: flashr (plain R)"
    flashr "$here/run.R" "$here" "flashr.R@$shape" R "$n" "$p" "$m" "$runs" "$results"
    say "X = $n x $p: flashr (FlashR API, in memory)"
    flashr "$here/run.R" "$here" "flashr@$shape" fm-mem "$n" "$p" "$m" "$runs" "$results"
    say "X = $n x $p: flashr (FlashR API, on the file store)"
    flashr "$here/run.R" "$here" "flashr.ssd@$shape" fm-ssd "$n" "$p" "$m" "$runs" "$results"
  fi
  if [ $have_r = 1 ]; then
    say "X = $n x $p: GNU R"
    Rscript "$here/run.R" "$here" "GNU.R@$shape" R "$n" "$p" "$m" "$runs" "$results" || say "GNU R failed"
  fi
  if [ $have_numpy = 1 ]; then
    say "X = $n x $p: numpy"
    tmp="$work/numpy.tsv"; : > "$tmp"
    python3 "$here/workloads.py" "$n" "$p" "$m" "$runs" "$tmp" && sed "s/^numpy\t/numpy@$shape\t/" "$tmp" >> "$results" || say "numpy failed"
  fi
  if [ $have_gcc = 1 ] && gcc -O3 -march=native -fopenmp "$root/bench/peers/fused.c" -o "$work/fused" -lm 2>/dev/null; then
    say "X = $n x $p: fused C"
    # fused.c's kmeans is one step; its logreg one gradient (not the suite's Newton iterations)
    "$work/fused" "$n" "$p" | awk -v s="$shape" -v n="$n" -v p="$p" '
      $1 == "sum" || $1 == "colSums" || $1 == "crossprod" || $1 == "chain" || $1 == "cumsum" || $1 == "kmeans" {
        w = $1 == "kmeans" ? "kmeans.step" : $1; passes = $1 == "cumsum" ? 2 / p : 1
        printf "C@%s\t%s\t%s\t%s\t3\tNA\tbytes\t%.0f\tNA\tNA\n", s, w, $2, $2, passes * n * p * 8 }' >> "$results"
  fi
  if [ $have_spark = 1 ]; then
    say "X = $n x $p: Spark MLlib (local mode)"
    "$java" -Xmx$heap "${spark_java_options[@]}" -cp "$here/spark/target/classes:$(cat "$here/spark/target/classpath.txt")" \
      flashr.bench.spark.SparkWorkloads "$n" "$p" "$runs" "$results" "Spark@$shape" 2> "$work/spark.log" \
      || say "Spark failed: $(grep -m1 -i 'exception\|error' "$work/spark.log" | cut -c1-200)"
  fi
  if [ $scaling = 1 ] && [ "$shape" = "${shapes%% *}" ]; then
    for t in $(seq 1 "$cores"); do
      say "X = $n x $p: flashr with $t thread(s), k-means and logistic regression"
      flashr --threads="$t" "$here/run.R" "$here" "threads.$t@$shape" fm-mem "$n" "$p" "$m" "$runs" "$results" kmeans logreg
    done
  fi
done
printf 'load.end\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" >> "$env"
printf 'duration\t%s s\n' "$SECONDS" >> "$env"
say "writing the report"
flashr "$here/report.R" "$out"
say "report: $out/README.md"

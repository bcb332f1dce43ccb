#!/usr/bin/env bash
# A/B of the start-up caches on whole processes: no cache (the JDK's own archive), the launcher's
# class-data archive (CDS, static dump of a training run's classes) and JDK 25's AOT cache
# (-XX:AOTCacheOutput from the same training run: classes, and method profiles). Prints the median
# CPU seconds (user + system) and wall seconds of each script under each, alternating the variants.
# Usage: bench/startup/cache-ab.sh [RUNS] [SCRIPT [ARGS]]   (default 5 runs of bench/analyses/*.R)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-5}; shift || true
. "$root/bin/find-jdk.sh"; flashr_find_jdk
java="$FLASHR_JAVA_HOME/bin/java" jar="$root/repl/target/flashr.jar"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
flags=(-XX:+UseParallelGC -XX:MaxRAMPercentage=50 -Xss64m -XX:-UsePerfData --add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -cp "$jar")
"$java" "${flags[@]}" -XX:DumpLoadedClassList="$work/classes" flashr.cli.ArchiveTraining >/dev/null 2>&1
"$java" "${flags[@]}" -Xshare:dump -XX:SharedClassListFile="$work/classes" -XX:SharedArchiveFile="$work/cds.jsa" >/dev/null 2>&1
"$java" "${flags[@]}" -XX:AOTCacheOutput="$work/app.aot" flashr.cli.ArchiveTraining >/dev/null 2>&1
for f in cds.jsa app.aot; do echo "# $f $(( $(stat -c %s "$work/$f") / 1048576 )) MB"; done
declare -A variant=([none]="" [cds]="-XX:SharedArchiveFile=$work/cds.jsa" [aot]="-XX:AOTCache=$work/app.aot")
scripts=("$@"); [ ${#scripts[@]} -gt 0 ] || scripts=("$root"/bench/analyses/*.R)
one() {  # cpu and wall seconds of one run
  /usr/bin/time -o "$work/t" -f '%U %S %e' "$java" "${flags[@]}" $1 -Xlog:cds=off -Xlog:aot=off flashr.cli.Main "${@:2}" >/dev/null 2>&1 || true
  awk '{print $1 + $2, $3}' "$work/t"
}
echo "# $(date -u '+%F %H:%M') UTC, load $(cut -d' ' -f1-3 /proc/loadavg); median cpu s / wall s of $runs runs"
run_set() {
  local -A res=()
  for _ in $(seq "$runs"); do
    for v in none cds aot; do res[$v]+="$(one "${variant[$v]}" "$@")"$'\n'; done
  done
  printf "%-28s" "$(basename -- "$1") ${*:2}"
  for v in none cds aot; do
    printf '  %s %s' "$v" "$(printf '%s' "${res[$v]}" | sort -n | awk '{c[NR] = $1; w[NR] = $2} END {m = int((NR + 1) / 2); printf "%.2f / %.2f", c[m], w[m]}')"
  done
  echo
}
run_set -e 1
for s in "${scripts[@]}"; do run_set "$s"; done

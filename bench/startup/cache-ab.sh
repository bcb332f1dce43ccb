#!/usr/bin/env bash
# A/B of the start-up caches on whole processes, each run with the launcher's own JVM flags (read
# from ./flashr, so that they cannot drift apart): no cache (the JDK's own archive), the launcher's
# class-data archive (CDS: a static dump of the classes a training run loads), and JDK 25's AOT
# cache made by the same training run (-XX:AOTCacheOutput, JEP 483/514/515: classes, and method
# profiles that the JIT replays) with and without its profiles replayed. Prints the CPU seconds
# (user + system) of each run, the variants alternating (order reversed every other round), then
# the sum of every variant per size and round.
# Usage: bench/startup/cache-ab.sh [-r ROUNDS] [-s "2e4 2e5"] [-t TRAINING.R] [SCRIPT...]
#   (default: 2 rounds; the everyday analyses and examples of bench/analyses/run.sh)
#   -t   also an AOT cache trained on this script (run with the first size) instead of flashr.cli.ArchiveTraining
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=2 sizes="2e4 2e5" training=""
while getopts "r:s:t:" o; do
  case $o in r) rounds=$OPTARG ;; s) sizes=$OPTARG ;; t) training=$OPTARG ;; *) sed -n '2,11p' "$0"; exit 2 ;; esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- "$root"/bench/analyses/{cor,lm,glm,prcomp}.R "$root"/examples/{pca,correlation,linear-regression,logistic-regression}.R
. "$root/bin/find-jdk.sh"; flashr_find_jdk
java="$FLASHR_JAVA_HOME/bin/java" jar="$root/repl/target/flashr.jar"
"$root/flashr" -e 'invisible(1)' >/dev/null   # builds the jar and the launcher's archive
jsa="$root/repl/target/flashr-$(flashr_jdk_key "$FLASHR_JAVA_HOME").jsa"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# the launcher's flags=( ... ) array, evaluated as the launcher does
eval "$(sed -n '/^flags=(/,/)$/p' "$root/flashr")"
flags+=(-cp "$jar")
"$java" "${flags[@]}" -XX:AOTCacheOutput="$work/app.aot" flashr.cli.ArchiveTraining </dev/null >/dev/null 2>&1
variants=(none cds aot aot-noprofiles)
declare -A extra=([none]="" [cds]="-XX:SharedArchiveFile=$jsa" [aot]="-XX:AOTCache=$work/app.aot"
                  [aot-noprofiles]="-XX:AOTCache=$work/app.aot -XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining")
if [ -n "$training" ]; then
  "$java" "${flags[@]}" -XX:AOTCacheOutput="$work/script.aot" flashr.cli.Main "$training" "${sizes%% *}" </dev/null >/dev/null 2>&1
  variants+=(aot-script); extra[aot-script]="-XX:AOTCache=$work/script.aot"
fi
# an AOT cache that does not match (another jar, other flags) is dropped without a word: refuse to measure it
for f in "$work"/*.aot; do
  "$java" "${flags[@]}" -XX:AOTCache="$f" -XX:AOTMode=on flashr.cli.Main -e 'invisible(1)' </dev/null >/dev/null 2>&1 \
    || { echo "the AOT cache $f cannot be used" >&2; exit 1; }
done
for f in "$jsa" "$work"/*.aot; do echo "# $(basename "$f") $(( $(stat -c %s "$f") / 1048576 )) MB"; done
echo "# $(date -u '+%F %H:%M') UTC, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); CPU s (user + system) per run"
one() {  # CPU seconds of one run: variant, script, rows
  # shellcheck disable=SC2086
  /usr/bin/time -o "$work/t" -f '%U %S' "$java" "${flags[@]}" ${extra[$1]} -Xlog:cds=off -Xlog:aot=off \
    flashr.cli.Main "$2" "$3" </dev/null >/dev/null 2>&1 || true
  awk '{printf "%.2f", $1 + $2}' "$work/t"
}
declare -A sum
for r in $(seq "$rounds"); do
  order=("${variants[@]}"); [ $((r % 2)) = 1 ] || mapfile -t order < <(printf '%s\n' "${variants[@]}" | tac)
  for n in $sizes; do
    for v in "${variants[@]}"; do sum[$v]=0; done
    for s in "$@"; do
      line=$(printf '%-22s %5s' "$(basename "$s" .R)" "$n")
      for v in "${order[@]}"; do
        c=$(one "$v" "$s" "$n"); sum[$v]=$(awk -v a="${sum[$v]}" -v c="$c" 'BEGIN {print a + c}')
        line+="  $v $c"
      done
      echo "$line"
    done
    line=$(printf '%-22s %5s' "total, round $r" "$n")
    for v in "${variants[@]}"; do line+="  $v ${sum[$v]}"; done
    echo "$line   (load $(cut -d' ' -f1 /proc/loadavg))"
  done
done

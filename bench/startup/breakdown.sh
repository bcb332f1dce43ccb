#!/usr/bin/env bash
# Where a whole process's time goes, for each script given (default bench/analyses/*.R at 2e5
# rows): CPU and wall time of the run as the launcher makes it, the classes it loads (and how many
# came from the start-up archive), what the JIT compiled (C1/C2 methods and the compiler threads'
# time, -XX:+CITime), the collector's CPU (-Xlog:gc+cpu), the engine's passes (--engine-trace) and
# the hottest methods (JFR samples, and how many ran the Vector API's uncompiled fallback). The JVM
# runs with the launcher's flags and archive.
# Usage: bench/startup/breakdown.sh [-n ROWS] [-j "JVM OPTIONS"] [SCRIPT...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rows=2e5 jopts=""
while getopts "n:j:" o; do case $o in n) rows=$OPTARG ;; j) jopts=$OPTARG ;; *) exit 2 ;; esac; done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- "$root"/bench/analyses/*.R
"$root/flashr" -e 'invisible(1)' >/dev/null   # jar and archive made outside the measurements
. "$root/bin/find-jdk.sh"; flashr_find_jdk
jdk="$FLASHR_JAVA_HOME/bin"
jar="$root/repl/target/flashr.jar" jsa="$root/repl/target/flashr-$(flashr_jdk_key "$FLASHR_JAVA_HOME").jsa"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# the launcher's flags=( ... ) array, evaluated as the launcher does, so that the runs are the launcher's
eval "$(sed -n '/^flags=(/,/)$/p' "$root/flashr")"
# shellcheck disable=SC2206
java=("$jdk/java" "${flags[@]}" -XX:SharedArchiveFile="$jsa" -Xlog:cds=off $jopts -cp "$jar")
echo "# $(date -u '+%F %H:%M') UTC, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $rows rows; JVM options: ${jopts:-none}"
for s in "$@"; do
  name=$(basename "$s" .R)
  /usr/bin/time -o "$work/t" -f '%e %U %S %M' "${java[@]}" -Xlog:class+load=info:file="$work/cl" -Xlog:gc+cpu=info:file="$work/gc" \
    -XX:+UnlockDiagnosticVMOptions -XX:+CITime flashr.cli.Main --engine-trace "$s" "$rows" >"$work/out" 2>"$work/err" || true
  gc=$(grep -o 'User=[0-9.]*s Sys=[0-9.]*s' "$work/gc" | tr -d 'UserSys=s' | awk '{c += $1 + $2} END {printf "%.2f", c}')
  read -r wall user sys rss <"$work/t"
  classes=$(grep -c 'source:' "$work/cl" || true); shared=$(grep -c 'source: shared' "$work/cl" || true)
  c1=$(sed -n 's/^ *C1 {.*standard: *\([0-9.]*\) s, [0-9]* bytes, \([0-9]*\) methods; osr: *\([0-9.]*\) s.*/\2 methods \1+\3 s/p' "$work/out")
  c2=$(sed -n 's/^ *C2 {.*standard: *\([0-9.]*\) s, [0-9]* bytes, \([0-9]*\) methods; osr: *\([0-9.]*\) s.*/\2 methods \1+\3 s/p' "$work/out")
  passes=$(grep -c 'pass done' "$work/err" || true)
  ptime=$(sed -n 's/.*pass done in \([0-9.]*\) s.*/\1/p' "$work/err" | awk '{s += $1} END {printf "%.2f", s}')
  printf '%-10s wall %6.2f s  cpu %5.2f s  rss %4d MB | classes %5d (%d archived) | C1 %s | C2 %s | GC cpu %s s | engine passes %d (%s s)\n' \
    "$name" "$wall" "$(echo "$user $sys" | awk '{print $1 + $2}')" $((rss / 1024)) "$classes" "$shared" "${c1:-?}" "${c2:-?}" "${gc:-?}" "$passes" "$ptime"
  "${java[@]}" -XX:StartFlightRecording=filename="$work/r.jfr",settings=profile flashr.cli.Main "$s" "$rows" >/dev/null 2>&1 || true
  "$jdk/jfr" print --events jdk.ExecutionSample "$work/r.jfr" | grep -A1 'stackTrace = \[' | grep -v -e stackTrace -e '^--' \
    | sed -e 's/^ *//' -e 's/(.*//' >"$work/leaves"
  # the Vector API's Java fallback: vector operations run before C2 has compiled their loop
  awk '{n++} /^jdk\.(incubator|internal\.vm)\.vector/ {v++} END {printf "    %d samples, %d of them in the Vector API fallback\n", n, v}' "$work/leaves"
  sort "$work/leaves" | uniq -c | sort -rn | head -8 | awk '{printf "    %4d samples  %s\n", $1, $2}'
done

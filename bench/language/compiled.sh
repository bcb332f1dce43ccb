#!/usr/bin/env bash
# The compiled jar against the interpreter and GNU R on the language benchmarks.
# Usage: bench/language/compiled.sh [rounds]   (default 3)
# Warm: bench/language/compiled/warm.R (best of several runs of each benchmark in one process),
# compiled with `flashr compile`, interpreted by `flashr` and run by Rscript. Whole process:
# fib.R, scalar-loop.R, while-loop.R, vector-loop.R, string-loop.R, nested-loop.R, inner-loop-call.R,
# loop-call-reentry.R, vector-body.R, nested-helper.R, typed-apply.R, apply-literals.R, the three ways interleaved per round;
# wall and CPU (user + system) seconds of each process.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3}
flashr="$root/flashr"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# $(date -u '+%F %H:%M UTC') $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$flashr" compile "$root/bench/language/compiled/warm.R" -o "$work/warm.jar"
scripts="fib scalar-loop while-loop vector-loop string-loop nested-loop inner-loop-call loop-call-reentry vector-body nested-helper typed-apply apply-literals"
for s in $scripts; do
  "$flashr" compile "$root/bench/language/$s.R" -o "$work/$s.jar"
  java -jar "$work/$s.jar" >/dev/null   # the jar's first run makes its class-data archive
done
echo "## warm (seconds, best of the runs inside one process)"
echo "### compiled jar"; java -jar "$work/warm.jar"
echo "### interpreter"; "$flashr" "$root/bench/language/compiled/warm.R"
if command -v Rscript >/dev/null; then echo "### GNU R"; Rscript "$root/bench/language/compiled/warm.R"; fi
echo "## whole process (wall s, cpu s)"
for r in $(seq "$rounds"); do
  for s in $scripts; do
    for k in jar interpreter R; do
      case $k in
        jar) cmd=(java -jar "$work/$s.jar") ;;
        interpreter) cmd=("$flashr" "$root/bench/language/$s.R") ;;
        R) command -v Rscript >/dev/null || continue; cmd=(Rscript "$root/bench/language/$s.R") ;;
      esac
      /usr/bin/time -f "$s $k %e %U %S" "${cmd[@]}" >/dev/null 2>>"$work/times"
    done
  done
done
sort "$work/times" | awk '{printf "%-12s %-12s wall %6.2f  cpu %5.2f\n", $1, $2, $3, $4 + $5}'

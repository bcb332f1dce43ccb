#!/usr/bin/env bash
# Plain R on first use, as whole processes: each bench/language/plain/*.R run by flashr
# (FLASHR_NO_REBUILD=1 ./flashr) and by GNU R (Rscript), outputs compared, times reported
# (issue 27). Usage: bench/language/plain.sh [runs] [snippet-name ...]   (default 3 runs; median)
# Prints per snippet: wall and CPU (user + system) seconds and peak RSS (MB) of each, the CPU
# ratio flashr / R, and whether standard output was identical. The machine may be shared with
# other work: CPU seconds move far less with the load than wall seconds.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${1:-3}; shift || true
export FLASHR_NO_REBUILD=1
flashr="$root/flashr"
"$flashr" -e 'invisible(1)' >/dev/null   # the class-data archive is made outside the timings
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# runs_of TAG cmd...: "wall cpu rssMB" medians of $runs runs; the last run's stdout in $tmp/TAG.out
runs_of() {
  local tag=$1; shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -o "$tmp/t" -f '%e %U %S %M' "$@" >"$tmp/$tag.out" 2>"$tmp/$tag.err"
    awk '{print $1, $2 + $3, $4 / 1024}' "$tmp/t"
  done >"$tmp/$tag.times"
  echo "$(awk '{print $1}' "$tmp/$tag.times" | median) $(awk '{print $2}' "$tmp/$tag.times" | median)" \
       "$(awk '{print $3}' "$tmp/$tag.times" | median)"
}
snippets=("$@")
[ ${#snippets[@]} -gt 0 ] || snippets=($(cd "$root/bench/language/plain" && ls *.R | sed 's/\.R$//'))
echo "# $(date -u '+%F %H:%M') UTC, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); median of $runs runs"
printf '%-16s %21s %21s %8s %s\n' snippet "flashr wall/cpu/MB" "Rscript wall/cpu/MB" "cpu f/R" output
for s in "${snippets[@]}"; do
  f="$root/bench/language/plain/$s.R"
  read -r fw fc fm <<<"$(runs_of f "$flashr" "$f")"
  read -r rw rc rm <<<"$(runs_of r Rscript "$f")"
  if cmp -s "$tmp/f.out" "$tmp/r.out"; then same=identical; else same=DIFFERENT; fi
  printf '%-16s %6.2f %5.2f %6.0f    %6.2f %5.2f %6.0f   %6.2fx %s\n' "$s" "$fw" "$fc" "$fm" "$rw" "$rc" "$rm" \
    "$(awk -v f="$fc" -v r="$rc" 'BEGIN {print (r > 0 ? f / r : 0)}')" "$same"
  [ "$same" = identical ] || diff "$tmp/f.out" "$tmp/r.out" | head -8 | sed 's/^/    /'
done

#!/usr/bin/env bash
# Runs the everyday analyses (bench/analyses/*.R) and the examples as whole processes under
# flashr and GNU R (Rscript) side by side, at several sizes; checks that both print the same
# standard output and reports wall time, CPU time (user + system) and peak resident memory
# (/usr/bin/time). Timings of the examples go to standard error and are not compared.
#
# Usage: bench/analyses/run.sh [-r RUNS] [-s "2e4 2e5 2e6"] [-o DIR] [-f "FLASHR OPTIONS"] [SCRIPT...]
#   -r RUNS   runs of each command; the median wall time and its run's CPU and memory are shown (default 1)
#   -s SIZES  row counts passed to every script (default "2e4 2e5 2e6")
#   -o DIR    keeps every output there (default: a temporary folder, removed at the end)
#   -f OPTS   options for flashr before the script (e.g. "--engine-threshold 0")
#   SCRIPT    the scripts to run (default: bench/analyses/*.R and the examples that GNU R runs)
# One line per script and size (R/flashr: GNU R's time over flashr's, wall/CPU), then the totals
# per size; "diff" marks outputs that differ
# (kept in DIR as NAME.SIZE.flashr / NAME.SIZE.R).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=1 sizes="2e4 2e5 2e6" keep="" fopts=""
while getopts "r:s:o:f:" o; do
  case $o in
    r) runs=$OPTARG ;; s) sizes=$OPTARG ;; o) keep=$OPTARG ;; f) fopts=$OPTARG ;;
    *) sed -n '2,15p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
  set -- "$root"/bench/analyses/*.R
  for e in "$root"/examples/*.R; do
    # FlashR's own API is not for GNU R; the graphics gallery takes a folder, not a row count
    case $e in *-flashr.R|*/gallery.R) ;; *) set -- "$@" "$e" ;; esac
  done
fi
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (GNU time)" >&2; exit 2; }
have_r=1; command -v Rscript >/dev/null || have_r=0
out=${keep:-$(mktemp -d)}; mkdir -p "$out"
[ -n "$keep" ] || trap 'rm -rf "$out"' EXIT
flashr="$root/flashr"
"$flashr" -e 'invisible(1)' >/dev/null   # builds the jar and its start-up cache outside the timings

# One run: prints "wall cpu rss_mb exit" of the command, its standard output into $1.
measure() {
  local dest=$1 t; shift
  t=$(mktemp)
  /usr/bin/time -o "$t" -f '%e %U %S %M %x' "$@" >"$dest" 2>/dev/null || true
  awk 'END {printf "%.2f %.2f %.0f %s\n", $1, $2 + $3, $4 / 1024, $5}' "$t"; rm -f "$t"
}
# The run with the median wall time of $runs runs.
median_run() {
  local dest=$1; shift
  for _ in $(seq "$runs"); do measure "$dest" "$@"; done | sort -n | awk '{a[NR] = $0} END {print a[int((NR + 1) / 2)]}'
}
echo "# $(date -u '+%F %H:%M') UTC, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); wall s / cpu s / peak RSS MB; median of $runs"
printf '%-22s %5s  %-24s %-24s %11s  %s\n' script rows flashr "GNU R" "R/flashr" same
declare -A tf tr
for n in $sizes; do
  tf[$n]="0 0"; tr[$n]="0 0"
  for s in "$@"; do
    name=$(basename "$s" .R)
    # shellcheck disable=SC2086
    read -r fw fc fm fx <<<"$(median_run "$out/$name.$n.flashr" "$flashr" $fopts "$s" "$n")"
    f="$fw / $fc / $fm"; [ "$fx" = 0 ] || f="failed ($fx)"
    if [ $have_r = 1 ]; then
      read -r rw rc rm rx <<<"$(median_run "$out/$name.$n.R" Rscript "$s" "$n")"
      r="$rw / $rc / $rm"; [ "$rx" = 0 ] || r="failed ($rx)"
      same=diff; cmp -s "$out/$name.$n.flashr" "$out/$name.$n.R" && same=same
      ratio=$(awk -v r="$rw" -v f="$fw" -v rc="$rc" -v fc="$fc" 'BEGIN {printf "%.2fx/%.2fx", (f > 0 ? r / f : 0), (fc > 0 ? rc / fc : 0)}')
      tr[$n]=$(awk -v t="${tr[$n]}" -v w="$rw" -v c="$rc" 'BEGIN {split(t, a, " "); print a[1] + w, a[2] + c}')
    else
      r="(no Rscript)" same="" ratio=""
    fi
    tf[$n]=$(awk -v t="${tf[$n]}" -v w="$fw" -v c="$fc" 'BEGIN {split(t, a, " "); print a[1] + w, a[2] + c}')
    printf '%-22s %5s  %-24s %-24s %11s  %s\n' "$name" "$n" "$f" "$r" "$ratio" "$same"
  done
done
for n in $sizes; do
  read -r a b <<<"${tf[$n]}"; read -r c d <<<"${tr[$n]}"
  printf '%-22s %5s  %-24s %-24s %11s\n' total "$n" "$a / $b" "$c / $d" \
    "$(awk -v r="$c" -v f="$a" -v rc="$d" -v fc="$b" 'BEGIN {printf "%.2fx/%.2fx", (f > 0 ? r / f : 0), (fc > 0 ? rc / fc : 0)}')"
done

#!/usr/bin/env bash
# A/B of the start-up caches on whole processes, each run with the launcher's own JVM flags (read
# from ./flashr, so that they cannot drift apart): no cache (the JDK's own archive), the launcher's
# class-data archive (CDS: a static dump of the classes a training run loads), and JDK 25's AOT
# cache made by the same training run (-XX:AOTCacheOutput, JEP 483/514/515: classes, and method
# profiles that the JIT replays), and GNU R. Prints the CPU seconds (user + system) and wall
# seconds of each run, the variants alternating (order reversed every other round), the sum of
# every variant per size and round, and at the end the median of each.
# Usage: bench/startup/cache-ab.sh [-r ROUNDS] [-s "2e4 2e5"] [-v VARIANTS] [-t TRAINING.R] [SCRIPT...]
#   (default: 2 rounds; the everyday analyses and examples of bench/analyses/run.sh)
#   -v   of: none cds aot (the AOT cache) aot-noprofiles (its profiles not replayed) aot-nolink (made
#        with -XX:-AOTClassLinking; with the incubator module it spins as many lambdas as aot)
#        aot-self (trained on the measured script itself at each size: its best case)
#        R (Rscript on the same script); default "none cds aot aot-noprofiles"; and, for scripts that
#        never reach the Vector API (the engine's loops), without the incubator module: plain (no
#        cache), plain-aot (an AOT cache trained on the script itself: the JVM then archives the
#        module graph and links classes ahead of time)
#   -t   also an AOT cache trained on this script (run with the first size) instead of flashr.cli.ArchiveTraining
#   SCRIPT: a .R file (given the size as its argument); "e1" for `-e 1`; NAME.R:jar for the script
#   compiled by `flashr compile` (its JVM started directly with the jar's main class, as the jar's
#   boot class starts it; the cds variant is then the jar's own archive, the aot ones trained on the jar)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=2 sizes="2e4 2e5" training="" variants="none cds aot aot-noprofiles"
while getopts "r:s:t:v:" o; do
  case $o in
    r) rounds=$OPTARG ;; s) sizes=$OPTARG ;; t) training=$OPTARG ;; v) variants=$OPTARG ;;
    *) sed -n '2,21p' "$0"; exit 2 ;;
  esac
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

# What each script runs: its class path, main class and arguments before the size ($work/NAME.*)
for s in "$@"; do
  name=$(basename "${s%:jar}" .R); [ "$s" = e1 ] && name=e1
  case $s in
    e1) echo "$jar" >"$work/$name.cp"; printf '%s\n' flashr.cli.Main -e 1 >"$work/$name.main" ;;
    *:jar)
      name=$name.jar
      "$root/flashr" compile "${s%:jar}" -o "$work/$name" >/dev/null
      java -jar "$work/$name" 2e1 >/dev/null 2>&1 || true   # the jar's first run makes its archive
      echo "$work/$name" >"$work/$name.cp"
      unzip -p "$work/$name" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Flashr-Main: //p' >"$work/$name.main"
      ls "$work"/"${name%.jar}"-*.jsa >"$work/$name.jsa" ;;
    *) echo "$jar" >"$work/$name.cp"; printf '%s\n' flashr.cli.Main "$s" >"$work/$name.main" ;;
  esac
  echo "$s" >"$work/$name.src"; echo "$name" >>"$work/names"
done
cmdline() {  # the java command of a run without its cache flags: script name, size
  local cp main; cp=$(cat "$work/$1.cp"); mapfile -t main <"$work/$1.main"
  printf '%s\n' "$java" "${flags[@]}" -cp "$cp" "${main[@]}"; [ "$1" = e1 ] || echo "$2"
}
# AOT caches from the training run, for the launcher's jar and for each compiled jar
train() {  # class path, cache, training arguments...
  local cp=$1 out=$2; shift 2
  "$java" "${flags[@]}" -cp "$cp" -XX:AOTCacheOutput="$out" "$@" </dev/null >/dev/null 2>&1
}
read -r -a variants <<<"$variants"
[ -z "$training" ] || variants+=(aot-script)
has() { [[ " ${variants[*]} " = *" $1 "* ]]; }
if has aot || has aot-noprofiles || has aot-nolink; then
  train "$jar" "$work/app.aot" flashr.cli.ArchiveTraining
  ! has aot-nolink || train "$jar" "$work/app-nolink.aot" -XX:-AOTClassLinking flashr.cli.ArchiveTraining
  while read -r n; do
    case $n in *.jar)
      train "$(cat "$work/$n.cp")" "$work/$n.aot" flashr.cli.ArchiveTraining "$(cat "$work/$n.main")"
      ! has aot-nolink || train "$(cat "$work/$n.cp")" "$work/$n-nolink.aot" -XX:-AOTClassLinking flashr.cli.ArchiveTraining "$(cat "$work/$n.main")" ;;
    esac
  done <"$work/names"
fi
[ -z "$training" ] || train "$jar" "$work/script.aot" flashr.cli.Main "$training" "${sizes%% *}"
novector() {  # the arguments less the incubator module's --add-modules
  local a skip=0
  for a in "$@"; do
    if [ "$a" = --add-modules ]; then skip=1; elif [ $skip = 1 ]; then skip=0; else printf "%s\n" "$a"; fi
  done
}
for v in aot-self plain-aot; do
  has $v || continue
  while read -r n; do
    for z in $sizes; do
      mapfile -t c < <(cmdline "$n" "$z"); [ $v = aot-self ] || mapfile -t c < <(novector "${c[@]}")
      "${c[0]}" -XX:AOTCacheOutput="$work/$n.$z.$v.aot" "${c[@]:1}" </dev/null >/dev/null 2>&1
    done
  done <"$work/names"
done
cache() {  # the cache flags of a variant for a script and size
  local n=$2 aot="$work/app.aot" nolink="$work/app-nolink.aot" cds="$jsa"
  case $n in *.jar) aot="$work/$n.aot" nolink="$work/$n-nolink.aot" cds=$(cat "$work/$n.jsa") ;; esac
  case $1 in
    none) ;;
    cds) echo "-XX:SharedArchiveFile=$cds" ;;
    aot) echo "-XX:AOTCache=$aot" ;;
    aot-noprofiles) echo "-XX:AOTCache=$aot -XX:+UnlockDiagnosticVMOptions -XX:-AOTReplayTraining" ;;
    aot-nolink) echo "-XX:AOTCache=$nolink" ;;
    aot-script) echo "-XX:AOTCache=$work/script.aot" ;;
    aot-self | plain-aot) echo "-XX:AOTCache=$work/$n.$3.$1.aot" ;;
  esac
}
# an AOT cache that does not match (another jar, other flags) is dropped without a word: refuse to measure it
while read -r n; do
  for v in "${variants[@]}"; do
    case $v in aot* | plain-aot) ;; *) continue ;; esac
    # shellcheck disable=SC2046
    mapfile -t c < <(cmdline "$n" "${sizes%% *}"); [ "$v" != plain-aot ] || mapfile -t c < <(novector "${c[@]}")
    "${c[0]}" $(cache "$v" "$n" "${sizes%% *}") -XX:AOTMode=on "${c[@]:1}" </dev/null >/dev/null 2>&1 \
      || { echo "the AOT cache of $v for $n cannot be used" >&2; exit 1; }
  done
done <"$work/names"
for f in "$jsa" "$work"/*.aot; do echo "# $(basename "$f") $(( $(stat -c %s "$f") / 1048576 )) MB"; done
echo "# $(date -u '+%F %H:%M') UTC, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); CPU s (user + system) / wall s per run"
one() {  # "cpu wall" of one run: variant, script name, rows
  local c
  if [ "$1" = R ]; then
    local src; src=$(cat "$work/$2.src")
    case $2 in e1) c=(Rscript -e 1) ;; *) c=(Rscript "${src%:jar}" "$3") ;; esac
  else
    # shellcheck disable=SC2046
    mapfile -t c < <(cmdline "$2" "$3"); case $1 in plain*) mapfile -t c < <(novector "${c[@]}") ;; esac; c=("${c[0]}" $(cache "$1" "$2" "$3") -Xlog:cds=off -Xlog:aot=off "${c[@]:1}")
  fi
  /usr/bin/time -o "$work/t" -f '%U %S %e' "${c[@]}" </dev/null >/dev/null 2>&1 || true
  awk '{printf "%.2f %.2f\n", $1 + $2, $3}' "$work/t"
}
declare -A sum
for r in $(seq "$rounds"); do
  order=("${variants[@]}"); [ $((r % 2)) = 1 ] || mapfile -t order < <(printf '%s\n' "${variants[@]}" | tac)
  for z in $sizes; do
    for v in "${variants[@]}"; do sum[$v]=0; done
    while read -r n; do
      line=$(printf '%-22s %5s' "$n" "$z")
      for v in "${order[@]}"; do
        read -r c w < <(one "$v" "$n" "$z"); sum[$v]=$(awk -v a="${sum[$v]}" -v c="$c" 'BEGIN {print a + c}')
        echo "$n $z $v $c $w" >>"$work/runs"
        line+="  $v $c/$w"
      done
      echo "$line"
    done <"$work/names"
    line=$(printf '%-22s %5s' "total, round $r" "$z")
    for v in "${variants[@]}"; do line+="  $v ${sum[$v]}"; done
    echo "$line   (load $(cut -d' ' -f1 /proc/loadavg))"
  done
done
echo "# medians, CPU s / wall s"
while read -r n; do
  for z in $sizes; do
    line=$(printf '%-22s %5s' "$n" "$z")
    for v in "${variants[@]}"; do
      line+=$(awk -v n="$n" -v z="$z" -v v="$v" 'BEGIN {k = 0} $1 == n && $2 == z && $3 == v {c[k] = $4; w[k++] = $5}
        function med(a, k,   i, j, t) { for (i = 0; i < k; i++) for (j = i + 1; j < k; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
                                       return k % 2 ? a[int(k / 2)] : (a[k / 2 - 1] + a[k / 2]) / 2 }
        END {printf "  %s %.2f/%.2f", v, med(c, k), med(w, k)}' "$work/runs")
    done
    echo "$line"
  done
done <"$work/names"

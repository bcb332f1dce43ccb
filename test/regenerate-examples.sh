#!/usr/bin/env bash
# Regenerates the expected output of the examples (examples/NAME.R at their default size) with
# GNU R: test/src/test/resources/examples/NAME.out. Examples written with FlashR's API
# (NAME-flashr.R) run on the plain-R definitions of test/src/test/resources/flashr-reference.R.
# Timing lines go to standard error and are not kept.
# Usage: test/regenerate-examples.sh [examples/NAME.R ...]   (default: every example)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
command -v Rscript >/dev/null || { echo "regenerate-examples: needs GNU R (Rscript)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  mapfile -t scripts < <(find "$root/examples" -name '*.R' | sort)
else
  scripts=("$@")
fi
for s in "${scripts[@]}"; do
  s=$(cd "$(dirname "$s")" && pwd)/$(basename "$s")
  out="$here/src/test/resources/examples/$(basename "$s" .R).out"
  case "$s" in
    *-flashr.R) (cd "$root" && LANG=C.UTF-8 LC_ALL=C.UTF-8 Rscript --vanilla \
                   -e "source('test/src/test/resources/flashr-reference.R'); source('$s')" > "$out" 2>/dev/null) ;;
    *) (cd "$root" && LANG=C.UTF-8 LC_ALL=C.UTF-8 Rscript --vanilla "$s" > "$out" 2>/dev/null) ;;
  esac
done
echo "regenerated ${#scripts[@]} example output(s)"

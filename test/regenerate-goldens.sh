#!/usr/bin/env bash
# Regenerates the expected output of golden scripts with GNU R (apt-get install r-base-core).
# Usage: test/regenerate-goldens.sh [script.R ...]   (default: every golden script)
# Each NAME.R gets NAME.out (stdout) and NAME.err (stderr, removed when empty).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
command -v Rscript >/dev/null || { echo "regenerate-goldens: needs GNU R (Rscript)" >&2; exit 2; }
if [ $# -eq 0 ]; then
  mapfile -t scripts < <(find "$here/src/test/resources/golden" -name '*.R' | sort)
else
  scripts=("$@")
fi
for s in "${scripts[@]}"; do
  dir=$(dirname "$s"); base=$(basename "$s" .R)
  (cd "$dir" && LANG=C.UTF-8 LC_ALL=C.UTF-8 Rscript --vanilla "$base.R" > "$base.out" 2> "$base.err" || true)
  [ -s "$dir/$base.err" ] || rm -f "$dir/$base.err"
done
echo "regenerated ${#scripts[@]} golden script(s)"

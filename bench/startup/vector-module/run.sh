#!/usr/bin/env bash
# The incubator module defined at run time against the boot layer's (RuntimeVectorModule.java says why).
#   bench/startup/vector-module/run.sh [rounds]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
. "$root/bin/find-jdk.sh"; flashr_find_jdk
j="$FLASHR_JAVA_HOME/bin"; tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$j/javac" -nowarn --add-modules jdk.incubator.vector -d "$tmp" "$here"/*.java 2>/dev/null
printf 'Main-Class: RuntimeVectorModule\nAdd-Exports: java.base/jdk.internal.module java.base/jdk.internal.loader\n' > "$tmp/manifest"
"$j/jar" cfm "$tmp/vm.jar" "$tmp/manifest" -C "$tmp" .
vs=(-XX:+UnlockExperimentalVMOptions -XX:+EnableVectorSupport -XX:+EnableVectorReboxing -XX:+EnableVectorAggressiveReboxing)
for r in $(seq "${1:-3}"); do
  echo "== boot layer";   "$j/java" --add-modules jdk.incubator.vector -jar "$tmp/vm.jar" 2>/dev/null | grep -v '^[0-9.E]*$'
  echo "== run time";     "$j/java" "${vs[@]}" -jar "$tmp/vm.jar" | grep -v '^[0-9.E]*$'
  echo "== no intrinsics"; "$j/java" -jar "$tmp/vm.jar" | grep -v '^[0-9.E]*$' | tail -1
done

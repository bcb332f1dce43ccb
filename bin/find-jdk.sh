# Sourced by ./flashr and ./build: sets FLASHR_JAVA_HOME to a JDK >= 25.
# Looks at JAVA_HOME, then java on PATH, then the usual install folders, newest first.
flashr_java_major() {  # prints the feature version of the JDK at $1, or nothing
  # The JDK's release file answers without starting a JVM (start-up time matters here).
  if [ -f "$1/release" ]; then
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" | head -n 1
  else
    "$1/bin/java" -XshowSettings:properties -version 2>&1 |
      sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p' | head -n 1
  fi
}
flashr_find_jdk() {
  local candidates=() c home major
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if c=$(command -v java 2>/dev/null); then
    c=$(readlink -f "$c"); candidates+=("${c%/bin/java}")
  fi
  for c in $(ls -d /usr/lib/jvm/* /opt/java/* /opt/jdk* /usr/local/lib/jvm/* \
                 "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* 2>/dev/null | sort -rV); do
    candidates+=("$c")
  done
  for home in "${candidates[@]}"; do
    [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || continue
    major=$(flashr_java_major "$home")
    if [ -n "$major" ] && [ "$major" -ge 25 ]; then
      FLASHR_JAVA_HOME="$home"; return 0
    fi
  done
  echo "flashr: needs a JDK 25 or newer; none found in JAVA_HOME, on PATH or in /usr/lib/jvm. Install one (e.g. Temurin 25) or set JAVA_HOME." >&2
  return 1
}
# Prints a name for the JDK at $1 that changes when it is replaced or updated: its runtime version
# and the modification time of its module image (seconds), as flashr.boot.Boot computes it too.
# Start-up archives made by one JDK are of no use to another; this names them apart.
flashr_jdk_key() {
  local v t
  v=$(sed -n 's/^JAVA_RUNTIME_VERSION="\(.*\)"$/\1/p' "$1/release" 2>/dev/null | head -n 1)
  t=$(stat -c %Y "$1/lib/modules" 2>/dev/null || stat -f %m "$1/lib/modules" 2>/dev/null || echo 0)
  printf '%s-%s' "${v:-unknown}" "$t" | tr -c 'A-Za-z0-9.+-' '_'
}

# Sourced by ./flashr and ./build: sets FLASHR_JAVA_HOME to a JDK >= 25.
# Looks at JAVA_HOME, then java on PATH, then the usual install folders, newest first.
# Shell builtins where they do: every run of ./flashr passes here, and each program started
# (sed, head, tr, ls) cost 1-2 ms of a start-up that GNU R's takes 130 ms in all.

# Sets REPLY to the value of KEY="..." in the JDK release file $1 (empty when absent).
flashr_release_value() {
  local line
  REPLY=""
  [ -f "$1" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ $line == "$2="* ]]; then
      line=${line#"$2="}; line=${line#\"}; REPLY=${line%\"}; return 0
    fi
  done < "$1"
}
flashr_java_major() {  # prints the feature version of the JDK at $1, or nothing
  # The JDK's release file answers without starting a JVM (start-up time matters here).
  if [ -f "$1/release" ]; then
    flashr_release_value "$1/release" JAVA_VERSION
    [[ $REPLY =~ ^[0-9]+ ]] && printf '%s\n' "${BASH_REMATCH[0]}"
    return 0
  else
    "$1/bin/java" -XshowSettings:properties -version 2>&1 |
      sed -n 's/^ *java.specification.version = \([0-9]*\).*/\1/p' | head -n 1
  fi
}
# Whether the JDK at $1 is 25 or newer (no subshell when its release file answers).
flashr_jdk_usable() {
  local major
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 1
  if [ -f "$1/release" ]; then
    flashr_release_value "$1/release" JAVA_VERSION
    [[ $REPLY =~ ^[0-9]+ ]] && major=${BASH_REMATCH[0]} || major=""
  else
    major=$(flashr_java_major "$1")
  fi
  [ -n "$major" ] && [ "$major" -ge 25 ]
}
flashr_find_jdk() {
  local c home
  # JAVA_HOME and the java on PATH first; the install folders are listed only when neither will do
  if [ -n "${JAVA_HOME:-}" ] && flashr_jdk_usable "$JAVA_HOME"; then
    FLASHR_JAVA_HOME="$JAVA_HOME"; return 0
  fi
  if c=$(command -v java 2>/dev/null); then
    c=$(readlink -f "$c"); home=${c%/bin/java}
    if flashr_jdk_usable "$home"; then FLASHR_JAVA_HOME="$home"; return 0; fi
  fi
  for home in $(ls -d /usr/lib/jvm/* /opt/java/* /opt/jdk* /usr/local/lib/jvm/* \
                 "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* 2>/dev/null | sort -rV); do
    if flashr_jdk_usable "$home"; then FLASHR_JAVA_HOME="$home"; return 0; fi
  done
  echo "flashr: needs a JDK 25 or newer; none found in JAVA_HOME, on PATH or in /usr/lib/jvm. Install one (e.g. Temurin 25) or set JAVA_HOME." >&2
  return 1
}
# Prints a name for the JDK at $1 that changes when it is replaced or updated: its runtime version
# and the modification time of its module image (seconds), as flashr.boot.Boot computes it too.
# Start-up archives made by one JDK are of no use to another; this names them apart.
flashr_jdk_key() {
  local v t key
  flashr_release_value "$1/release" JAVA_RUNTIME_VERSION; v=$REPLY
  t=$(stat -c %Y "$1/lib/modules" 2>/dev/null || stat -f %m "$1/lib/modules" 2>/dev/null || echo 0)
  key="${v:-unknown}-$t"
  printf '%s' "${key//[^A-Za-z0-9.+-]/_}"
}

package flashr.base.system;

import flashr.eval.Interpreter;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.WeakHashMap;

/**
 * The environment variables an R session sees: the process environment overlaid with what
 * {@code Sys.setenv}/{@code Sys.unsetenv} changed in that session (the JVM cannot change its
 * own environment). Kept per interpreter, so sessions in one JVM do not see each other's changes.
 */
public final class SystemEnvironment {
    private static final Map<Interpreter, Map<String, String>> OVERLAYS = Collections.synchronizedMap(new WeakHashMap<>());
    /** Marks a variable unset in the overlay. */
    private static final String UNSET = new String("<unset>");

    private SystemEnvironment() {}

    private static Map<String, String> overlay(Interpreter interp) {
        return OVERLAYS.computeIfAbsent(interp, i -> Collections.synchronizedMap(new TreeMap<>()));
    }

    /** The value of {@code name}, or null when unset. */
    public static String get(Interpreter interp, String name) {
        String v = overlay(interp).get(name);
        if (v == UNSET) return null;
        return v != null ? v : System.getenv(name);
    }

    static void set(Interpreter interp, String name, String value) {
        overlay(interp).put(name, value == null ? UNSET : value);
    }

    /** All variables, sorted by name, as {@code Sys.getenv()} lists them. */
    public static Map<String, String> all(Interpreter interp) {
        Map<String, String> r = new TreeMap<>(System.getenv());
        synchronized (overlay(interp)) {
            overlay(interp).forEach((k, v) -> {
                if (v == UNSET) r.remove(k);
                else r.put(k, v);
            });
        }
        return r;
    }
}

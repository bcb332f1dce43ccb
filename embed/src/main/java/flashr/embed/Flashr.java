package flashr.embed;

/**
 * Where a Java program starts with flashr: {@code try (Session r = Flashr.session()) { ... }}.
 *
 * <p>The JVM must run with {@code --add-modules jdk.incubator.vector} (the engine's and the
 * arithmetic's vector loops) and should run with {@code --enable-native-access=ALL-UNNAMED}
 * (OpenBLAS through the foreign function API; without it the JVM warns once).
 */
public final class Flashr {
    /** The JVM options flashr needs, as a launcher's command line takes them. */
    public static final String JVM_OPTIONS = "--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED";

    private Flashr() {}

    /** A session with the default settings, printing to {@code System.out} and {@code System.err}. */
    public static Session session() {
        return session(SessionOptions.defaults());
    }

    /** A session with these settings. Close it when done: it holds a thread, and its engine memory and files. */
    public static Session session(SessionOptions options) {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            throw new IllegalStateException("flashr needs the JVM option --add-modules jdk.incubator.vector (all of them: " + JVM_OPTIONS + ")");
        }
        return new Session(options);
    }
}

package flashr.boot;

import java.io.File;

/**
 * Where the class-data archive of a jar lives and when it is stale, as the {@code flashr} script
 * decides it too ({@code flashr_jdk_key} in {@code bin/find-jdk.sh}): beside the jar, named after
 * the JDK that made it (its runtime version and the time of its module image), so that another
 * JDK, or the same one updated, makes and uses its own; an archive older than the jar is of no
 * use to any JDK. (The JVM checks an archive itself and ignores one that does not match; these
 * names only spare it archives it would ignore, and make a new one where one is missing.)
 * Written with {@code java.io.File} and no regular expressions, as {@link Boot} is: the nio file,
 * charset and regex classes it would load cost the boot JVM's start-up.
 */
final class StartupArchive {
    private StartupArchive() {}

    /** The archive for {@code jar} run by the JDK at {@code javaHome}. */
    static File beside(File jar, File javaHome) {
        return new File(jar.getAbsoluteFile().getParentFile(), baseName(jar) + "-" + jdkKey(javaHome) + ".jsa");
    }

    /** The JDK's runtime version and its module image's modification time in seconds, safe in a file name. */
    static String jdkKey(File javaHome) {
        String version = Boot.releaseValue(javaHome, "JAVA_RUNTIME_VERSION");
        if (version == null || version.isEmpty()) version = "unknown"; // no release file: the time alone names it
        long seconds = new File(javaHome, "lib/modules").lastModified() / 1000; // 0 without a module image, as the script writes it
        String key = version + "-" + seconds;
        StringBuilder safe = new StringBuilder(key.length());
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean kept = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '+' || c == '-';
            safe.append(kept ? c : '_');
        }
        return safe.toString();
    }

    /** Deletes the archives beside {@code jar} (of any JDK) that are not newer than it. */
    static void dropStale(File jar) {
        String base = baseName(jar);
        long built = jar.lastModified();
        File dir = jar.getAbsoluteFile().getParentFile();
        String[] names = dir.list();
        if (names == null) return; // unreadable folder: nothing to drop
        for (String name : names) {
            boolean ours = name.endsWith(".jsa") && (name.equals(base + ".jsa") || name.startsWith(base + "-"));
            File archive = new File(dir, name);
            if (ours && archive.lastModified() <= built) archive.delete();
        }
    }

    private static String baseName(File jar) {
        String name = jar.getName();
        return name.endsWith(".jar") ? name.substring(0, name.length() - 4) : name;
    }
}

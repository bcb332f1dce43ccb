package flashr.boot;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;

/**
 * Where the class-data archive of a jar lives and when it is stale, as the {@code flashr} script
 * decides it too ({@code flashr_jdk_key} in {@code bin/find-jdk.sh}): beside the jar, named after
 * the JDK that made it (its runtime version and the time of its module image), so that another
 * JDK, or the same one updated, makes and uses its own; an archive older than the jar is of no
 * use to any JDK. (The JVM checks an archive itself and ignores one that does not match; these
 * names only spare it archives it would ignore, and make a new one where one is missing.)
 */
final class StartupArchive {
    private StartupArchive() {}

    /** The archive for {@code jar} run by the JDK at {@code javaHome}. */
    static Path beside(Path jar, Path javaHome) {
        String base = jar.getFileName().toString().replaceFirst("\\.jar$", "");
        return jar.resolveSibling(base + "-" + jdkKey(javaHome) + ".jsa");
    }

    /** The JDK's runtime version and its module image's modification time in seconds, safe in a file name. */
    static String jdkKey(Path javaHome) {
        String version = "unknown";
        try {
            for (String line : Files.readAllLines(javaHome.resolve("release"))) {
                if (line.startsWith("JAVA_RUNTIME_VERSION=\"") && line.endsWith("\"") && line.length() > 23) {
                    version = line.substring(22, line.length() - 1);
                    break;
                }
            }
        } catch (IOException ignored) {
            // no release file: the time alone names it
        }
        long seconds = 0;
        try {
            seconds = Files.getLastModifiedTime(javaHome.resolve("lib/modules")).to(TimeUnit.SECONDS);
        } catch (IOException ignored) {
            // no module image: 0, as the script writes it
        }
        return (version + "-" + seconds).replaceAll("[^A-Za-z0-9.+-]", "_");
    }

    /** Deletes the archives beside {@code jar} (of any JDK) that are not newer than it. */
    static void dropStale(Path jar) throws IOException {
        String base = jar.getFileName().toString().replaceFirst("\\.jar$", "");
        FileTime built = Files.getLastModifiedTime(jar);
        Path dir = jar.toAbsolutePath().getParent();
        try (DirectoryStream<Path> archives = Files.newDirectoryStream(dir, base + "*.jsa")) {
            for (Path a : archives) {
                String name = a.getFileName().toString();
                boolean ours = name.equals(base + ".jsa") || name.startsWith(base + "-");
                if (ours && Files.getLastModifiedTime(a).compareTo(built) <= 0) Files.deleteIfExists(a);
            }
        }
    }
}

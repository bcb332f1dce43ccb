package flashr.base.io;

import flashr.lang.RError;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * R's working directory. A JVM cannot change its own, so flashr keeps one for the process
 * (setwd/getwd) and every file function resolves relative paths against it.
 */
public final class WorkingDirectory {
    private static volatile Path current = Path.of("").toAbsolutePath().normalize();

    private WorkingDirectory() {}

    public static Path get() {
        return current;
    }

    /** Changes it to {@code dir} (relative to the current one); R's error when that is no directory. */
    static Path set(String dir) {
        Path p = resolve(dir).normalize();
        if (!Files.isDirectory(p)) throw new RError("cannot change working directory");
        Path old = current;
        current = p;
        return old;
    }

    /** A path as R reads it: a leading {@code ~} is the home directory; a relative one starts here. */
    public static Path resolve(String path) {
        String expanded = path.equals("~") || path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path;
        Path p = Path.of(expanded);
        return p.isAbsolute() ? p : current.resolve(p);
    }
}

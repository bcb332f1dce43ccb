package flashr.linalg;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * The OpenBLAS shipped as resources of the {@code org.bytedeco:openblas} jar for linux-x86_64,
 * extracted once into a cache directory named by the jar's version ({@code flashr.linalg.cache},
 * else {@code $XDG_CACHE_HOME/flashr}, {@code ~/.cache/flashr} or the temporary directory).
 * Each file is written to a temporary name and moved into place, and a stamp written last
 * records the version and sizes, so a half-extracted or stale copy is never loaded.
 */
final class BundledOpenBlas {
    private BundledOpenBlas() {}

    private static final String RESOURCE_DIR = "org/bytedeco/openblas/linux-x86_64/";
    /** libopenblas.so.0 finds the others beside it (its run path is $ORIGIN). */
    private static final List<String> FILES = List.of("libgcc_s.so.1", "libquadmath.so.0", "libgfortran.so.5", "libopenblas.so.0");
    private static final String STAMP = "complete";

    static String version() {
        Properties p = new Properties();
        try (InputStream in = BundledOpenBlas.class.getResourceAsStream("linalg.properties")) {
            if (in != null) p.load(in);
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("openblas.jar.version", "unknown");
    }

    /** The path of the extracted libopenblas.so.0, extracting it first when the cache lacks this version. */
    static Path extract() throws IOException {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "");
        if (!os.contains("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            throw new IOException("no bundled OpenBLAS for " + os + "/" + arch);
        }
        if (BundledOpenBlas.class.getClassLoader().getResource(RESOURCE_DIR + "libopenblas.so.0") == null) {
            throw new IOException("the org.bytedeco:openblas jar is not on the class path");
        }
        Path dir = cacheRoot().resolve("openblas-" + version());
        String stamp = stamp();
        Path stampFile = dir.resolve(STAMP);
        if (Files.isRegularFile(stampFile) && Files.readString(stampFile).equals(stamp) && sizesMatch(dir)) {
            return dir.resolve("libopenblas.so.0");
        }
        Files.createDirectories(dir);
        for (String f : FILES) copyResource(f, dir.resolve(f));
        Path tmp = Files.createTempFile(dir, STAMP, ".tmp");
        Files.writeString(tmp, stamp);
        move(tmp, stampFile);
        return dir.resolve("libopenblas.so.0");
    }

    private static String stamp() throws IOException {
        StringBuilder sb = new StringBuilder("openblas.jar.version=" + version() + "\n");
        for (String f : FILES) sb.append(f).append('=').append(resourceSize(f)).append('\n');
        return sb.toString();
    }

    private static boolean sizesMatch(Path dir) throws IOException {
        for (String f : FILES) {
            Path p = dir.resolve(f);
            if (!Files.isRegularFile(p) || Files.size(p) != resourceSize(f)) return false;
        }
        return true;
    }

    private static long resourceSize(String f) throws IOException {
        var url = BundledOpenBlas.class.getClassLoader().getResource(RESOURCE_DIR + f);
        if (url == null) throw new IOException("missing resource " + f);
        var conn = url.openConnection();
        conn.setUseCaches(false);
        long n = conn.getContentLengthLong();
        if (n >= 0) return n;
        try (InputStream in = conn.getInputStream()) {
            return in.transferTo(java.io.OutputStream.nullOutputStream());
        }
    }

    private static void copyResource(String f, Path target) throws IOException {
        try (InputStream in = BundledOpenBlas.class.getClassLoader().getResourceAsStream(RESOURCE_DIR + f)) {
            if (in == null) throw new IOException("missing resource " + f);
            Path tmp = Files.createTempFile(target.getParent(), f, ".tmp");
            try {
                Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                move(tmp, target);
            } finally {
                Files.deleteIfExists(tmp);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    static Path cacheRoot() {
        String explicit = System.getProperty("flashr.linalg.cache");
        if (explicit != null && !explicit.isBlank()) return Path.of(explicit);
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home", "."), ".cache");
        Path root = base.resolve("flashr");
        try {
            Files.createDirectories(root);
            if (Files.isWritable(root)) return root;
        } catch (IOException | UncheckedIOException | SecurityException e) {
            // fall through to the temporary directory
        }
        return Path.of(System.getProperty("java.io.tmpdir"), "flashr-" + System.getProperty("user.name", "user"));
    }
}

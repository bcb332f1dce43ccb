package flashr.engine.storage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Settings of the file store. {@code dataDirs}: one directory per device, a matrix's blocks
 * striped over all of them. {@code ioDepth}: I/O partitions read ahead of each worker.
 * {@code directIo}: open files with O_DIRECT where the file system allows it (buffered
 * otherwise). {@code allOnFiles}: every tall matrix the engine stores goes to files (tests; the
 * system property {@code flashr.storage.files=true}). {@code stripeBytes}: the striping unit (so
 * many consecutive partitions stay in one file and are read together). {@code maxMerge}: most
 * adjacent partitions merged into one read. {@code bufferedBelowBytes}: a temporary matrix of fewer
 * bytes is written and read through the page cache even where O_DIRECT works: a direct write
 * waits for the device (about 3 ms per request on this project's virtual disk), so a small
 * result would cost milliseconds per file, while the page cache takes it in microseconds and a
 * result deleted soon may never reach the disk; large matrices stay direct, so a pass over data
 * larger than memory neither evicts the page cache nor copies twice (system property
 * {@code flashr.storage.buffered.below}, default 8 MB). {@code smallStoreBytes}: a temporary matrix
 * in the pack files of at most this many bytes of data is a small store: it lies in one pack file,
 * its partitions side by side, written with its header in one write and read back in one read on
 * the reader's thread (system property {@code flashr.storage.small.below}, default 128 KB; 0: none).
 */
public record StorageSettings(List<Path> dataDirs, int ioDepth, boolean directIo, boolean allOnFiles, long stripeBytes, int maxMerge,
                              long bufferedBelowBytes, long smallStoreBytes) {
    public StorageSettings {
        if (dataDirs.isEmpty()) throw new IllegalArgumentException("at least one data directory is needed");
        if (ioDepth < 1) throw new IllegalArgumentException("ioDepth must be >= 1");
        if (maxMerge < 1) throw new IllegalArgumentException("maxMerge must be >= 1");
        if (stripeBytes < 1) throw new IllegalArgumentException("stripeBytes must be >= 1");
        if (bufferedBelowBytes < 0) throw new IllegalArgumentException("bufferedBelowBytes must be >= 0");
        if (smallStoreBytes < 0) throw new IllegalArgumentException("smallStoreBytes must be >= 0");
        dataDirs = List.copyOf(dataDirs);
    }

    /**
     * Directories from {@code flashr.data.dirs} (separated by the path separator), else
     * {@code flashr} under the user's cache folder ({@code XDG_CACHE_HOME} or ~/.cache), else
     * under the temporary folder.
     */
    public static List<Path> defaultDirs() {
        String p = System.getProperty("flashr.data.dirs");
        List<Path> dirs = new ArrayList<>();
        if (p != null && !p.isBlank()) {
            for (String s : p.split(java.io.File.pathSeparator)) if (!s.isBlank()) dirs.add(Path.of(s.trim()));
            if (!dirs.isEmpty()) return dirs;
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        String home = System.getProperty("user.home");
        Path cache = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home != null ? Path.of(home, ".cache") : null;
        if (cache != null && java.nio.file.Files.isDirectory(cache) && java.nio.file.Files.isWritable(cache)) return List.of(cache.resolve("flashr"));
        return List.of(Path.of(System.getProperty("java.io.tmpdir"), "flashr-" + System.getProperty("user.name", "user")));
    }

    public static StorageSettings defaults() {
        return new StorageSettings(defaultDirs(), 4, !"false".equals(System.getProperty("flashr.storage.direct")),
                Boolean.getBoolean("flashr.storage.files"), 4L << 20, 8,
                Long.getLong("flashr.storage.buffered.below", 8L << 20), Long.getLong("flashr.storage.small.below", 128L << 10));
    }

    public StorageSettings withDataDirs(List<Path> v) { return new StorageSettings(v, ioDepth, directIo, allOnFiles, stripeBytes, maxMerge, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withIoDepth(int v) { return new StorageSettings(dataDirs, v, directIo, allOnFiles, stripeBytes, maxMerge, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withDirectIo(boolean v) { return new StorageSettings(dataDirs, ioDepth, v, allOnFiles, stripeBytes, maxMerge, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withAllOnFiles(boolean v) { return new StorageSettings(dataDirs, ioDepth, directIo, v, stripeBytes, maxMerge, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withStripeBytes(long v) { return new StorageSettings(dataDirs, ioDepth, directIo, allOnFiles, v, maxMerge, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withMaxMerge(int v) { return new StorageSettings(dataDirs, ioDepth, directIo, allOnFiles, stripeBytes, v, bufferedBelowBytes, smallStoreBytes); }

    public StorageSettings withBufferedBelowBytes(long v) { return new StorageSettings(dataDirs, ioDepth, directIo, allOnFiles, stripeBytes, maxMerge, v, smallStoreBytes); }

    public StorageSettings withSmallStoreBytes(long v) { return new StorageSettings(dataDirs, ioDepth, directIo, allOnFiles, stripeBytes, maxMerge, bufferedBelowBytes, v); }
}

package flashr.engine.storage;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folders of a data directory: {@code matrices/} holds named matrices, {@code sessions/ID/}
 * the temporary matrices of one running process (ID = its pid and start time), one subfolder per
 * engine. An engine deletes its subfolder when closed, the process its session folder when it
 * exits; a folder (or a named matrix's temporary file) whose process is no longer running was
 * left by a crash and is deleted by the next process that uses the directory.
 */
final class SessionDirs {
    static final String MATRICES = "matrices";
    static final String SESSIONS = "sessions";
    /** This process: pid and start time, so a reused pid is not taken for it. */
    static final String ID = id(ProcessHandle.current());
    private static final List<Path> TO_DELETE = new ArrayList<>();

    static {
        Thread hook = new Thread(() -> {
            synchronized (TO_DELETE) { for (Path p : TO_DELETE) deleteTree(p); }
        }, "flashr-storage-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private SessionDirs() { }

    private static String id(ProcessHandle ph) {
        long start = ph.info().startInstant().map(i -> i.toEpochMilli()).orElse(0L);
        return ph.pid() + "-" + start;
    }

    /** Whether the process that an ID names is still running. */
    static boolean alive(String id) {
        if (id.equals(ID)) return true;
        int dash = id.indexOf('-');
        if (dash <= 0) return false;
        try {
            long pid = Long.parseLong(id.substring(0, dash));
            return ProcessHandle.of(pid).map(ph -> id(ph).equals(id) || ph.info().startInstant().isEmpty()).orElse(false);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** This process's session folder in dir, created (and deleted at exit). */
    static Path session(Path dir) throws IOException {
        Path s = dir.resolve(SESSIONS).resolve(ID);
        Files.createDirectories(s);
        synchronized (TO_DELETE) { if (!TO_DELETE.contains(s)) TO_DELETE.add(s); }
        Files.createDirectories(dir.resolve(MATRICES));
        return s;
    }

    /** Deletes what crashed processes left in dir: their session folders and temporary files. */
    static void cleanStale(Path dir) {
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve(SESSIONS))) {
            for (Path s : ds) if (!alive(s.getFileName().toString())) deleteTree(s);
        } catch (IOException ignored) { }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve(MATRICES), "*.tmp-*")) {
            for (Path f : ds) {
                String n = f.getFileName().toString();
                if (!alive(n.substring(n.lastIndexOf(".tmp-") + 5))) FileStore.deleteQuietly(f);
            }
        } catch (IOException ignored) { }
    }

    static void deleteTree(Path p) {
        if (!Files.exists(p)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) FileStore.deleteQuietly(q);
        } catch (IOException | java.io.UncheckedIOException ignored) { }
    }
}

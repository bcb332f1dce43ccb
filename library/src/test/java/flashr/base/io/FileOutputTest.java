package flashr.base.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link FileOutput} against what R's fopen does with each kind of path: the file R would
 * write is the one written, with the mode R would leave, and a failure leaves the old file whole.
 */
class FileOutputTest {
    @TempDir
    Path dir;

    @AfterEach
    void noInjectedFaults() {
        System.clearProperty(FileOutput.DISK_FULL_AFTER);
    }

    private static void write(Path p, boolean append, String text) throws IOException {
        FileOutput.write(p, append, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    private void assertNoTemporaryFiles() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            assertEquals(java.util.List.of(), s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
        }
    }

    @Test
    void symbolicLinkIsFollowedAndKept() throws IOException {
        Path target = Files.writeString(dir.resolve("target.txt"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("target.txt"));
        write(link, false, "new\n");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new\n", Files.readString(target));
        write(link, true, "more\n");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new\nmore\n", Files.readString(target));
        assertNoTemporaryFiles();
    }

    @Test
    void danglingLinkCreatesItsTarget() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("sub/../made.txt"));
        write(link, false, "x");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("x", Files.readString(dir.resolve("made.txt")));
    }

    @Test
    void linkLoopIsRefusedAsTheSystemRefusesIt() throws IOException {
        Files.createSymbolicLink(dir.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(dir.resolve("b"), Path.of("a"));
        var e = assertThrows(FileOutput.CannotOpen.class, () -> write(dir.resolve("a"), false, "x"));
        assertEquals("Too many levels of symbolic links", e.reason);
    }

    @Test
    void fifoIsWrittenNotReplaced() throws Exception {
        Path fifo = dir.resolve("pipe");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        write(fifo, false, "through the pipe\n");
        assertEquals("through the pipe\n", reader.get(20, TimeUnit.SECONDS));
        assertTrue(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther());
        assertNoTemporaryFiles();
    }

    @Test
    void deviceIsWrittenNotReplaced() throws IOException {
        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull) && Files.isWritable(devNull));
        Object before = Files.getAttribute(devNull, "unix:rdev");
        write(devNull, false, "discarded");
        write(devNull, true, "discarded");
        assertFalse(Files.isRegularFile(devNull));
        assertEquals(before, Files.getAttribute(devNull, "unix:rdev"));
    }

    @Test
    void directoryIsRefused() {
        var e = assertThrows(FileOutput.CannotOpen.class, () -> write(dir, false, "x"));
        assertEquals("Is a directory", e.reason);
        assertThrows(FileOutput.CannotOpen.class, () -> write(dir, true, "x"));
    }

    @Test
    void missingDirectoryIsRefused() {
        var e = assertThrows(FileOutput.CannotOpen.class, () -> write(dir.resolve("no/such.txt"), false, "x"));
        assertEquals("No such file or directory", e.reason);
    }

    @Test
    void existingModeIsKept() throws IOException {
        for (String mode : new String[] {"rw-r-----", "rw-------", "rw-rw-rw-", "rwxr-x---"}) {
            Path f = Files.writeString(dir.resolve("m.txt"), "old");
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(mode));
            write(f, false, "new");
            assertEquals(mode, mode(f));
            assertEquals("new", Files.readString(f));
        }
    }

    @Test
    void newFileGetsTheUmasksMode() throws IOException {
        Integer umask = umask();
        assumeTrue(umask != null, "umask readable from /proc");
        Path f = dir.resolve("new.txt");
        write(f, false, "x");
        int expected = 0666 & ~umask;
        assertEquals(expected, Files.getAttribute(f, "unix:mode") instanceof Integer m ? m & 0777 : -1);
        Path g = dir.resolve("appended.txt");
        write(g, true, "x");
        assertEquals(expected, Files.getAttribute(g, "unix:mode") instanceof Integer m ? m & 0777 : -1);
    }

    /** The process's umask, from Linux's /proc (Java has no call for it). */
    static Integer umask() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) return null;
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("Umask:")) return Integer.parseInt(line.substring(6).trim(), 8);
        }
        return null;
    }

    @Test
    void readOnlyFileIsRefusedUnlessTheProcessMayWriteIt() throws IOException {
        Path f = Files.writeString(dir.resolve("ro.txt"), "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("r--r--r--"));
        if (Files.isWritable(f)) {
            // a superuser: fopen succeeds, the mode stays
            write(f, false, "new");
            assertEquals("new", Files.readString(f));
        } else {
            var e = assertThrows(FileOutput.CannotOpen.class, () -> write(f, false, "new"));
            assertEquals("Permission denied", e.reason);
            assertEquals("old", Files.readString(f));
        }
        assertEquals("r--r--r--", mode(f));
        assertNoTemporaryFiles();
    }

    @Test
    void writableFileInReadOnlyDirectoryIsWrittenInPlace() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("sub"));
        Path f = Files.writeString(sub.resolve("w.txt"), "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-rw-rw-"));
        Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            write(f, false, "new");
            assertEquals("new", Files.readString(f));
            assertEquals("rw-rw-rw-", mode(f));
            Path g = sub.resolve("new.txt");
            if (Files.isWritable(sub)) {
                write(g, false, "x");
                assertEquals("x", Files.readString(g));
            } else {
                assertEquals("Permission denied", assertThrows(FileOutput.CannotOpen.class, () -> write(g, false, "x")).reason);
                assertFalse(Files.exists(g));
            }
        } finally {
            Files.setPosixFilePermissions(sub, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        assertNoTemporaryFiles();
    }

    @Test
    void hardLinkedFileIsWrittenInPlace() throws IOException {
        Path f = Files.writeString(dir.resolve("one.txt"), "old");
        Path other = Files.createLink(dir.resolve("two.txt"), f);
        write(f, false, "new");
        assertEquals("new", Files.readString(other));
        assertEquals(2, ((Number) Files.getAttribute(f, "unix:nlink")).intValue());
    }

    @Test
    void diskFullLeavesTheOldFileWhole() throws IOException {
        Path f = Files.writeString(dir.resolve("k.txt"), "keep me\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        System.setProperty(FileOutput.DISK_FULL_AFTER, "100");
        String big = "x".repeat(100_000);
        var e = assertThrows(IOException.class, () -> write(f, false, big));
        assertFalse(e instanceof FileOutput.CannotOpen);
        assertEquals("No space left on device", FileOutput.reason(e));
        assertEquals("keep me\n", Files.readString(f));
        assertEquals("rw-r-----", mode(f));
        // appending: cut back to what was there
        assertThrows(IOException.class, () -> write(f, true, big));
        assertEquals("keep me\n", Files.readString(f));
        // a new file: none left behind
        Path g = dir.resolve("g.txt");
        assertThrows(IOException.class, () -> write(g, false, big));
        assertFalse(Files.exists(g));
        assertNoTemporaryFiles();
        // below the limit everything goes through
        write(f, false, "small\n");
        assertEquals("small\n", Files.readString(f));
    }

    @Test
    void failureWhileProducingTheContentLeavesTheOldFile() throws IOException {
        Path f = Files.writeString(dir.resolve("k.txt"), "keep me\n");
        assertThrows(IllegalStateException.class, () -> FileOutput.write(f, false, out -> {
            out.write(new byte[70_000]);
            throw new IllegalStateException("not serializable");
        }));
        assertEquals("keep me\n", Files.readString(f));
        assertNoTemporaryFiles();
    }

    @Test
    void streamingOpenTruncatesOrAppendsInPlace() throws IOException {
        Path target = Files.writeString(dir.resolve("t.txt"), "old\n");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Path link = Files.createSymbolicLink(dir.resolve("l.txt"), target);
        try (var out = FileOutput.open(link, true)) {
            out.write("more\n".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals("old\nmore\n", Files.readString(target));
        try (var out = FileOutput.open(link, false)) {
            out.write("new\n".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals("new\n", Files.readString(target));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("rw-r-----", mode(target));
    }
}

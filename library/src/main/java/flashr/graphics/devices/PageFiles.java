package flashr.graphics.devices;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.IllegalFormatException;

/** Where a device's pages go and how a file is written whole or not at all. */
final class PageFiles {
    private PageFiles() {}

    /** Writes to an output stream. */
    interface Writer {
        void write(OutputStream out) throws IOException;
    }

    /** The file of page {@code page}: R's file names hold a C integer format such as {@code Rplot%03d.png}. */
    static Path pageFile(String pattern, int page) {
        if (pattern.indexOf('%') < 0) return Path.of(pattern);
        try {
            return Path.of(String.format(pattern, page));
        } catch (IllegalFormatException e) {
            return Path.of(pattern);
        }
    }

    /** Writes beside the target first, then moves the whole file in place. */
    static void writeWhole(Path target, Writer writer) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Path tmp = dir.resolve("." + abs.getFileName() + "." + ProcessHandle.current().pid() + "." + System.nanoTime() + ".part");
        try {
            try (OutputStream out = Files.newOutputStream(tmp, java.nio.file.StandardOpenOption.CREATE_NEW,
                    java.nio.file.StandardOpenOption.WRITE)) {
                writer.write(out);
            }
            Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}

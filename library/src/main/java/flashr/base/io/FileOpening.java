package flashr.base.io;

import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.parse.RParser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * How R reports on a file that its writers and readers open: R's cat, writeLines, write.table,
 * sink, saveRDS, save, readRDS, load and read.table open a file() or gzfile() connection in R code, so their warnings and errors
 * name that call ({@code file(file, ifelse(append, "a", "w"))}, ...), and file() warns when what
 * it opens is not a regular file. Each constant is one such call of GNU R's.
 */
public enum FileOpening {
    CAT("file(file, ifelse(append, \"a\", \"w\"))", false),
    WRITE_LINES("file(con, \"w\")", false),
    SINK("file(file, if (append) \"a\" else \"w\")", false),
    CAPTURE_OUTPUT("file(file, if (append) \"a\" else \"w\")", false),
    SAVE_RDS("file(file, mode)", false),
    SAVE_RDS_GZIP("gzfile(file, mode)", true),
    SAVE("file(file, \"wb\")", false),
    SAVE_GZIP("gzfile(file, \"wb\")", true),
    READ_RDS("gzfile(file, \"rb\")", true),
    LOAD("readChar(con, 5L, useBytes = TRUE)", true),
    READ_TABLE("file(file, \"rt\")", false),
    READ_BIN("file(con, \"rb\")", false),
    WRITE_BIN("file(con, \"wb\")", false);

    private final String source;
    private final boolean gzip;
    private volatile RValue call;

    FileOpening(String source, boolean gzip) {
        this.source = source;
        this.gzip = gzip;
    }

    /** The R call GNU R reports in. */
    RValue call() {
        RValue c = call;
        if (c == null) call = c = RParser.parse(source, "<file opening>").get(0);
        return c;
    }

    /** Writes {@code content} to the file {@code name} as this opening does, with R's warnings and errors. */
    void write(Interpreter in, String name, boolean append, FileOutput.Content content) {
        Path path = WorkingDirectory.resolve(name);
        warnIfNotRegular(in, name, path, true, call(), gzip);
        try {
            FileOutput.write(path, append, content);
        } catch (FileOutput.CannotOpen e) {
            throw cannotOpen(in, name, e);
        } catch (IOException e) {
            throw writeFailed(e);
        }
    }

    /** Opens the file {@code name} for writing as text comes (sink), with R's warnings and errors. */
    java.io.OutputStream open(Interpreter in, String name, boolean append) {
        Path path = WorkingDirectory.resolve(name);
        warnIfNotRegular(in, name, path, true, call(), gzip);
        try {
            return FileOutput.open(path, append);
        } catch (IOException e) {
            throw cannotOpen(in, name, e);
        }
    }

    /** Stops with R's warning and error when the file {@code name} cannot be opened for reading. */
    public void checkReadable(Interpreter in, String name) {
        try (java.io.InputStream probe = Files.newInputStream(WorkingDirectory.resolve(name))) {
            // opened: readable
        } catch (IOException e) {
            throw cannotOpen(in, name, e);
        }
    }

    /** R's warning and error for a file that cannot be opened. */
    RError cannotOpen(Interpreter in, String name, IOException e) {
        String reason = FileOutput.reason(e);
        in.warning(call(), !gzip ? "cannot open file '" + name + "': " + reason
                : reason.equals("Is a directory") ? "cannot open file '" + name + "': it is a directory"
                : "cannot open compressed file '" + name + "', probable reason '" + reason + "'");
        return new RError("cannot open the connection", call());
    }

    /** The error for a write that failed after the file was opened (a full disk): nothing is half-written. */
    static RError writeFailed(IOException e) {
        return new RError("Error writing to connection:  " + FileOutput.reason(e));
    }

    /**
     * file()'s warnings on what is not a regular file (not for "/dev/null", as R): a FIFO is
     * written raw, anything else is opened with "'raw = FALSE' but ... is not a regular file".
     */
    static void warnIfNotRegular(Interpreter in, String name, Path path, boolean writing, RValue call, boolean gzip) {
        if (gzip || name.equals("/dev/null") || name.equals("stdin")) return;
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException | RuntimeException e) {
            return;
        }
        if (a.isRegularFile()) return;
        if (a.isOther() && isFifo(path)) {
            if (writing) in.warning(call, "using 'raw = TRUE' because '" + name + "' is a fifo or pipe");
        } else in.warning(call, "'raw = FALSE' but '" + name + "' is not a regular file");
    }

    private static boolean isFifo(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            return mode instanceof Integer m && (m & 0170000) == 0010000;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}

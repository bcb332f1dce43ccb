package flashr.base.io;

import java.io.IOException;

/**
 * One R connection: a source of lines (readLines, scan) or a sink of text (cat, writeLines,
 * sink), open or closed. Its summary is what {@code summary(con)} and {@code print(con)} show.
 * Subclasses say how bytes get in and out; this class keeps the state R reports.
 */
public abstract class Connection {
    /** R's class of the connection: "file", "gzfile", "textConnection" or "terminal". */
    final String kind;
    final String description;
    /** The mode as given to the constructor or to open(): "r", "w", "a" with an optional t or b. */
    String mode;
    private boolean open;
    /** The class of its R value: the function that made it (file() of gzip data is a "file" of kind "gzfile"). */
    String className;
    /** Whether the last line read ended without a newline (readLines warns on files). */
    boolean lastLineIncomplete;

    Connection(String kind, String description, String mode) {
        this.kind = kind;
        this.description = description;
        this.mode = mode;
        this.className = kind;
    }

    final boolean isOpen() {
        return open;
    }

    /** Opens in {@code mode} ("" keeps the mode given at creation, or reads). */
    final void open(String how) throws IOException {
        if (!how.isEmpty()) mode = how;
        if (mode.isEmpty()) mode = "r";
        openStreams();
        open = true;
    }

    final void close() throws IOException {
        if (!open) return;
        open = false;
        closeStreams();
    }

    boolean canRead() {
        return !open || mode.startsWith("r");
    }

    boolean canWrite() {
        return !open || !mode.startsWith("r");
    }

    /** "text" or "binary", as R's summary reports the mode's letter. */
    String textMode() {
        return mode.contains("b") ? "binary" : "text";
    }

    abstract void openStreams() throws IOException;

    abstract void closeStreams() throws IOException;

    /** The next line without its end, or null at the end of input. */
    abstract String readLine() throws IOException;

    /** Lines given back by pushBack(), read before the connection's own: the last pushed first. */
    final java.util.ArrayDeque<String> pushedBack = new java.util.ArrayDeque<>();

    /** The next line, pushed-back ones first, as readLines and scan read them. */
    final String nextLine() throws IOException {
        String pushed = pushedBack.pollFirst();
        return pushed != null ? pushed : readLine();
    }

    /** Writes text to the open connection. */
    abstract void write(String text) throws IOException;

    /** The bytes readBin reads, when the connection is open in a binary read mode; else null. */
    java.io.InputStream binaryInput() {
        return null;
    }

    /** Where writeBin writes, when the connection is open in a binary write mode; else null. */
    java.io.OutputStream binaryOutput() throws IOException {
        return null;
    }

    /** Whether the connection holds an unfinished line (text connections being written). */
    boolean isIncomplete() {
        return false;
    }

    /**
     * Splits off one line of {@code in} from {@code from}: ends at \n, \r\n or \r, as R's text
     * connections do. Returns the index after the line's end, or -1 at the end of the text; the
     * line itself goes to {@code line}.
     */
    static int nextLine(CharSequence in, int from, StringBuilder line) {
        int n = in.length();
        if (from >= n) return -1;
        line.setLength(0);
        int i = from;
        while (i < n) {
            char c = in.charAt(i);
            if (c == '\n') return i + 1;
            if (c == '\r') return i + 1 < n && in.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            line.append(c);
            i++;
        }
        return n;
    }
}

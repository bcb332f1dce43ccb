package flashr.fm.io;

import flashr.engine.sparse.SparseBuilder;
import flashr.engine.sparse.SparseMatrix;
import flashr.lang.RError;

import java.io.InputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * fm.load.sparse.matrix: a graph's edge list as text, one edge per line, "from to" or
 * "from to value" (FlashX's edge lists: vertex ids from 0), fields separated by the delimiter
 * (or, with "auto", by blanks, tabs or commas); empty lines and lines starting with '#' or '%' are
 * comments. The matrix is n x n for the largest id n - 1, entry (from + 1, to + 1) one edge (a
 * repeated edge sums). With {@code symmetric} each line is an undirected edge: both (from, to) and
 * (to, from). A malformed line is an R error naming the file and line, and leaves no matrix.
 */
public final class EdgeListLoader {
    /** Element type "B" (binary: no values), "D"/"F" (double values) or "I" (integer values). */
    private final boolean valued;
    private final boolean integer;
    private final boolean symmetric;
    private final String delim;
    private final int blockRows;

    private int[] from = new int[1024], to = new int[1024];
    private double[] vals;
    private int n;
    private int maxId = -1;

    public EdgeListLoader(String eleType, boolean symmetric, String delim, int blockRows) {
        switch (eleType) {
            case "B" -> { valued = false; integer = false; }
            case "D", "F" -> { valued = true; integer = false; }
            case "I" -> { valued = true; integer = true; }
            default -> throw new RError("'ele.type' must be \"B\", \"D\", \"F\" or \"I\"");
        }
        if (!delim.equals("auto") && delim.length() != 1) throw new RError("'delim' must be one character or \"auto\"");
        this.symmetric = symmetric;
        this.delim = delim;
        this.blockRows = blockRows;
        if (valued) vals = new double[1024];
    }

    public SparseMatrix load(Path file) {
        // lines are parsed from bytes: an edge list is ASCII digits, and a String per field would
        // cost more than the parse (ids of digits only take the fast path; others are parsed as text)
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buf = new byte[1 << 16], line = new byte[256];
            int pos = 0, lim = 0;
            int[] starts = new int[3], ends = new int[3];
            long lineNo = 0;
            boolean eof = false;
            while (!eof) {
                int len = 0;
                while (true) {
                    if (pos == lim) {
                        lim = in.read(buf, 0, buf.length);
                        pos = 0;
                        if (lim <= 0) {
                            eof = true;
                            lim = 0;
                            break;
                        }
                    }
                    byte c = buf[pos++];
                    if (c == '\n') break;
                    if (len == line.length) line = Arrays.copyOf(line, 2 * len);
                    line[len++] = c;
                }
                if (eof && len == 0) break;
                lineNo++;
                int k = split(line, len, starts, ends);
                if (k == 0) continue;
                if (k < (valued ? 3 : 2)) throw bad(file, lineNo, "has " + k + " field" + (k == 1 ? "" : "s"));
                int f = id(line, starts[0], ends[0], file, lineNo), t = id(line, starts[1], ends[1], file, lineNo);
                double v = valued ? value(text(line, starts[2], ends[2]), file, lineNo) : 1;
                add(f, t, v);
                if (symmetric && f != t) add(t, f, v);
            }
        } catch (NoSuchFileException e) {
            throw new RError("cannot open file '" + file + "': No such file or directory");
        } catch (IOException e) {
            throw new RError("cannot read file '" + file + "': " + e.getMessage());
        }
        long size = maxId + 1L;
        return SparseBuilder.fromTriplets(size, size, from, to, vals, n, blockRows);
    }

    /**
     * The bounds of the line's first three fields ({@code starts[i]} inclusive, {@code ends[i]}
     * exclusive); their count (0 for a comment or an empty line).
     */
    private int split(byte[] line, int len, int[] starts, int[] ends) {
        int i = 0, k = 0;
        boolean auto = delim.equals("auto");
        char d = auto ? 0 : delim.charAt(0);
        while (len > 0 && line[len - 1] == '\r') len--;
        while (i < len && (line[i] == ' ' || line[i] == '\t')) i++;
        if (i == len || line[i] == '#' || line[i] == '%') return 0;
        while (i < len && k < 3) {
            int start = i;
            while (i < len && !(auto ? isBlankOrComma((char) line[i]) : line[i] == d)) i++;
            starts[k] = start;
            ends[k++] = i;
            if (auto) {
                while (i < len && isBlankOrComma((char) line[i])) i++;
            } else if (i < len) {
                i++;
            }
        }
        return k;
    }

    private static String text(byte[] line, int from, int to) {
        return new String(line, from, to - from, StandardCharsets.UTF_8).trim();
    }

    /** A vertex id: digits alone the fast way, anything else as text. */
    private static int id(byte[] line, int from, int to, Path file, long lineNo) {
        if (to - from > 0 && to - from <= 9) {
            int v = 0;
            boolean digits = true;
            for (int i = from; i < to && digits; i++) {
                int c = line[i] - '0';
                digits = c >= 0 && c <= 9;
                v = v * 10 + c;
            }
            if (digits) return v;
        }
        return id(text(line, from, to), file, lineNo);
    }

    private static boolean isBlankOrComma(char c) {
        return c == ' ' || c == '\t' || c == ',' || c == '\r';
    }

    private static int id(String s, Path file, long line) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0 && v < Integer.MAX_VALUE) return v;
        } catch (NumberFormatException e) {
            // a whole number written as R writes large ones ("2e+05") is an id too
            try {
                double d = Double.parseDouble(s);
                if (d >= 0 && d < Integer.MAX_VALUE && d == Math.floor(d)) return (int) d;
            } catch (NumberFormatException notANumber) {
                // reported below
            }
        }
        throw bad(file, line, "has a vertex id that is not a whole number from 0: '" + s + "'");
    }

    private double value(String s, Path file, long line) {
        try {
            return integer ? Integer.parseInt(s) : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw bad(file, line, "has a value that is not a number: '" + s + "'");
        }
    }

    private void add(int f, int t, double v) {
        if (n == from.length) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 8, 2L * n);
            if (cap == n) throw new RError("an edge list of more than " + n + " edges is not supported");
            from = Arrays.copyOf(from, cap);
            to = Arrays.copyOf(to, cap);
            if (vals != null) vals = Arrays.copyOf(vals, cap);
        }
        from[n] = f;
        to[n] = t;
        if (vals != null) vals[n] = v;
        n++;
        maxId = Math.max(maxId, Math.max(f, t));
    }

    private static RError bad(Path file, long line, String what) {
        return new RError("line " + line + " of '" + file.getFileName() + "' " + what);
    }
}

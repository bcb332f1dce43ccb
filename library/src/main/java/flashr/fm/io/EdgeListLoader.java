package flashr.fm.io;

import flashr.engine.sparse.SparseBuilder;
import flashr.engine.sparse.SparseMatrix;
import flashr.lang.RError;

import java.io.BufferedReader;
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
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            long lineNo = 0;
            String[] fields = new String[3];
            while ((line = in.readLine()) != null) {
                lineNo++;
                int k = split(line, fields);
                if (k == 0) continue;
                if (k < (valued ? 3 : 2)) throw bad(file, lineNo, "has " + k + " field" + (k == 1 ? "" : "s"));
                int f = id(fields[0], file, lineNo), t = id(fields[1], file, lineNo);
                double v = valued ? value(fields[2], file, lineNo) : 1;
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

    /** The line's first three fields into {@code fields}; their count (0 for a comment or an empty line). */
    private int split(String line, String[] fields) {
        int len = line.length(), i = 0, k = 0;
        boolean auto = delim.equals("auto");
        char d = auto ? 0 : delim.charAt(0);
        while (i < len && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        if (i == len || line.charAt(i) == '#' || line.charAt(i) == '%') return 0;
        while (i < len && k < 3) {
            int start = i;
            while (i < len && !(auto ? isBlankOrComma(line.charAt(i)) : line.charAt(i) == d)) i++;
            fields[k++] = line.substring(start, i).trim();
            if (auto) {
                while (i < len && isBlankOrComma(line.charAt(i))) i++;
            } else if (i < len) {
                i++;
            }
        }
        return k;
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

package flashr.fm.io;

import flashr.lang.RError;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The header of a Matrix Market coordinate file: its banner ("%%MatrixMarket matrix coordinate
 * FIELD SYMMETRY"), comment lines, and the size line "nrow ncol entries"; where the entries start
 * and how many lines came before them.
 */
record MatrixMarketHeader(boolean valued, boolean integer, boolean symmetric, boolean skew, long nrow, long ncol,
                          long dataStart, long lines) {
    private static final String BANNER = "%%matrixmarket";

    static boolean isOne(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(BANNER.length());
        ch.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.US_ASCII).toLowerCase(Locale.ROOT).equals(BANNER);
    }

    static MatrixMarketHeader read(FileChannel ch, Path file) throws IOException {
        long pos = 0, lines = 0;
        String banner = null;
        while (true) {
            StringBuilder line = new StringBuilder();
            long next = readLine(ch, pos, line);
            if (next == pos) throw bad(file, "has no size line");
            pos = next;
            lines++;
            String t = line.toString().trim();
            if (banner == null) {
                banner = t;
                continue;
            }
            if (t.isEmpty() || t.startsWith("%")) continue;
            String[] w = banner.toLowerCase(Locale.ROOT).split("\\s+");
            if (w.length < 5 || !w[1].equals("matrix")) throw bad(file, "has a banner flashr does not read: '" + banner + "'");
            if (!w[2].equals("coordinate")) throw bad(file, "is a dense ('" + w[2] + "') Matrix Market file: load it as a dense matrix");
            boolean valued = switch (w[3]) {
                case "pattern" -> false;
                case "real", "double", "integer" -> true;
                default -> throw bad(file, "has '" + w[3] + "' entries, which flashr does not read");
            };
            boolean sym = w[4].equals("symmetric"), skew = w[4].equals("skew-symmetric");
            if (!sym && !skew && !w[4].equals("general")) throw bad(file, "is '" + w[4] + "', which flashr does not read");
            String[] size = t.split("\\s+");
            try {
                long nr = Long.parseLong(size[0]), nc = Long.parseLong(size[1]);
                if (size.length < 3 || nr < 0 || nc < 0 || nr >= Integer.MAX_VALUE || nc >= Integer.MAX_VALUE) throw new NumberFormatException();
                return new MatrixMarketHeader(valued, w[3].equals("integer"), sym, skew, nr, nc, pos, lines);
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw bad(file, "has a size line that is not 'rows columns entries': '" + t + "'");
            }
        }
    }

    /** Appends the line at pos (without its newline) to sb; the position after it (pos at the end). */
    private static long readLine(FileChannel ch, long pos, StringBuilder sb) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4096);
        while (true) {
            b.clear();
            int r = ch.read(b, pos);
            if (r <= 0) return pos;
            for (int i = 0; i < r; i++) {
                byte c = b.get(i);
                if (c == '\n') return pos + i + 1;
                sb.append((char) (c & 0xff));
            }
            pos += r;
        }
    }

    private static RError bad(Path file, String what) {
        return new RError("'" + file.getFileName() + "' " + what);
    }
}

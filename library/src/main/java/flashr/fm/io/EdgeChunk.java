package flashr.fm.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;

/**
 * The edges of the lines in bytes [start, end) of an edge list (whole lines: a chunk starts after
 * a newline), parsed by one thread into its own arrays. Errors are kept, not thrown, with the
 * line's number within the chunk: the loader makes it the file's line number once the chunks
 * before have counted theirs.
 */
final class EdgeChunk {
    private final EdgeLineParser parser;
    private final boolean symmetric;
    /** Matrix Market: indices from 1, and a skew-symmetric file's mirrored entries negated. */
    private final boolean oneBased;
    private final double mirror;
    int[] from = new int[1024];
    int[] to = new int[1024];
    double[] vals;
    int n;
    int maxFrom = -1;
    int maxTo = -1;
    long lines;
    String error;

    EdgeChunk(EdgeLineParser parser, boolean symmetric, boolean oneBased, double mirror) {
        this.parser = parser;
        this.symmetric = symmetric;
        this.oneBased = oneBased;
        this.mirror = mirror;
        if (parser.valued) vals = new double[1024];
    }

    void parse(FileChannel ch, long start, long end) throws IOException {
        byte[] buf = new byte[1 << 20];
        int have = 0;
        long pos = start;
        while (error == null) {
            boolean last = pos >= end;
            if (!last) {
                int want = (int) Math.min(buf.length - have, end - pos);
                ByteBuffer bb = ByteBuffer.wrap(buf, have, want);
                while (bb.hasRemaining()) {
                    int r = ch.read(bb, pos + (bb.position() - have));
                    if (r < 0) break;
                }
                int got = bb.position() - have;
                pos += got;
                have += got;
                last = pos >= end || got == 0;
            }
            int lineStart = 0;
            for (int i = 0; i < have && error == null; i++) {
                if (buf[i] != '\n') continue;
                line(buf, lineStart, i);
                lineStart = i + 1;
            }
            if (error != null) return;
            if (last) {
                if (lineStart < have) line(buf, lineStart, have);
                return;
            }
            // the partial line moves to the front; a line longer than the buffer grows it
            have -= lineStart;
            System.arraycopy(buf, lineStart, buf, 0, have);
            if (have == buf.length) buf = Arrays.copyOf(buf, 2 * buf.length);
        }
    }

    private void line(byte[] buf, int s, int e) {
        lines++;
        EdgeLineParser p = parser;
        int k = p.split(buf, s, e);
        if (k == 0) return;
        if (k < (p.valued ? 3 : 2)) {
            error = "has " + k + " field" + (k == 1 ? "" : "s");
            return;
        }
        int f = p.id(buf, p.starts[0], p.ends[0]);
        int t = f < 0 ? -1 : p.id(buf, p.starts[1], p.ends[1]);
        double v = p.valued && t >= 0 ? p.value(buf, p.starts[2], p.ends[2]) : 1;
        if (p.error != null) {
            error = p.error;
            return;
        }
        if (oneBased) {
            if (f == 0 || t == 0) {
                error = "has an index of 0 (Matrix Market indices start at 1)";
                return;
            }
            f--;
            t--;
        }
        add(f, t, v);
        if (symmetric && f != t) add(t, f, mirror * v);
    }

    private void add(int f, int t, double v) {
        if (n == from.length) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 8, 2L * n);
            if (cap == n) {
                error = "makes an edge list of more than " + n + " edges, which is not supported";
                return;
            }
            from = Arrays.copyOf(from, cap);
            to = Arrays.copyOf(to, cap);
            if (vals != null) vals = Arrays.copyOf(vals, cap);
        }
        from[n] = f;
        to[n] = t;
        if (vals != null) vals[n] = v;
        n++;
        maxFrom = Math.max(maxFrom, f);
        maxTo = Math.max(maxTo, t);
    }
}

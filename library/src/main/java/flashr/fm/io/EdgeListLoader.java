package flashr.fm.io;

import flashr.engine.sparse.BlockSink;
import flashr.engine.sparse.SparseBuilder;
import flashr.engine.sparse.SparseMatrix;
import flashr.engine.sparse.SpilledTriplets;
import flashr.engine.storage.Storage;
import flashr.lang.RError;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * fm.load.sparse.matrix: a graph's edge list as text, one edge per line, "from to" or
 * "from to value" (FlashX's edge lists: vertex ids from 0), fields separated by the delimiter
 * (or, with "auto", by blanks, tabs or commas); empty lines and lines starting with '#' or '%' are
 * comments. The matrix is n x n for the largest id n - 1, entry (from + 1, to + 1) one edge (a
 * repeated edge sums). With {@code symmetric} each line is an undirected edge: both (from, to) and
 * (to, from). A malformed line is an R error naming the file and line, and leaves no matrix.
 * A Matrix Market file (its first line "%%MatrixMarket matrix coordinate FIELD SYMMETRY") is read
 * as that format says instead: indices from 1, the size line's dimensions, values as FIELD says
 * (pattern: binary; real, double or integer: values; complex is refused), a symmetric or
 * skew-symmetric file's off-diagonal entries mirrored (negated for skew-symmetric).
 * The file is cut at newlines into chunks that threads parse at once ({@link EdgeChunk}); the
 * blocks go where the sink factory puts them (the heap or the file store).
 * When the triplets of a file may not fit in the memory budget ({@link #spillingOver}), the file
 * is parsed in pieces of bounded size and the triplets are spilled to the file store and built in
 * groups of row blocks ({@link SpilledTriplets}): the heap then holds a few pieces' triplets, one
 * group's and 4 bytes a row, however long the file.
 */
public final class EdgeListLoader {
    /** Bytes below which one thread parses the whole file (threads cost more than they save). */
    static final long PARALLEL_ABOVE = 1 << 20;

    private boolean valued;
    private boolean integer;
    private boolean symmetric;
    private boolean oneBased;
    private double mirror = 1;
    private long nrow = -1, ncol = -1;
    private final String delim;
    private final int blockRows;
    private final int threads;
    private final BlockSink.Factory sinks;
    private Storage spillTo;
    private long budget;
    private boolean spilled;
    private long peakEntries;

    public EdgeListLoader(String eleType, boolean symmetric, String delim, int blockRows, int threads, BlockSink.Factory sinks) {
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
        this.threads = Math.max(1, threads);
        this.sinks = sinks;
    }

    /**
     * Loads with bounded memory, through a spill in {@code storage}, a file whose triplets could
     * take more than half of {@code budget} bytes on the heap (as this loader estimates them
     * from the file's size: at most one edge in 4 bytes, 24 bytes an entry while building).
     */
    public EdgeListLoader spillingOver(Storage storage, long budget) {
        this.spillTo = storage;
        this.budget = budget;
        return this;
    }

    /** Whether the last load went through a spill. */
    public boolean spilled() { return spilled; }

    /** The most triplets the last spilled load held on the heap at once (a round of pieces, or a group). */
    public long peakEntries() { return peakEntries; }

    /** Whether the matrix loaded is symmetric (is.sym, or a symmetric Matrix Market file). */
    public boolean symmetric() { return symmetric && mirror == 1; }

    /** Reads the file; a loader reads one file. */
    public SparseMatrix load(Path file) {
        List<EdgeChunk> chunks;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long start = MatrixMarketHeader.isOne(ch) ? matrixMarket(ch, file) : 0;
            if (spillTo != null && 24 * maxEntries(ch.size() - start) > budget / 2) return loadSpilled(ch, start, file);
            chunks = parse(ch, boundaries(ch, start, parts(ch.size())));
        } catch (NoSuchFileException e) {
            throw new RError("cannot open file '" + file + "': No such file or directory");
        } catch (IOException e) {
            throw new RError("cannot read file '" + file + "': " + e.getMessage());
        }
        long linesBefore = headerLines;
        int n = 0, maxFrom = -1, maxTo = -1;
        for (EdgeChunk c : chunks) {
            if (c.error != null) throw new RError("line " + (linesBefore + c.lines) + " of '" + file.getFileName() + "' " + c.error);
            linesBefore += c.lines;
            if ((long) n + c.n > Integer.MAX_VALUE - 8) throw new RError("an edge list of more than " + n + " edges is not supported");
            n += c.n;
            maxFrom = Math.max(maxFrom, c.maxFrom);
            maxTo = Math.max(maxTo, c.maxTo);
        }
        int[] from, to;
        double[] vals;
        if (chunks.size() == 1) {
            from = chunks.get(0).from;
            to = chunks.get(0).to;
            vals = chunks.get(0).vals;
        } else {
            from = new int[n];
            to = new int[n];
            vals = valued ? new double[n] : null;
            int at = 0;
            for (int i = 0; i < chunks.size(); i++) {
                EdgeChunk c = chunks.get(i);
                System.arraycopy(c.from, 0, from, at, c.n);
                System.arraycopy(c.to, 0, to, at, c.n);
                if (vals != null) System.arraycopy(c.vals, 0, vals, at, c.n);
                at += c.n;
                chunks.set(i, null); // its arrays can go
            }
        }
        if (nrow >= 0) {
            if (maxFrom >= nrow || maxTo >= ncol) throw new RError("an entry of '" + file.getFileName() + "' lies outside its " + nrow + " x " + ncol + " matrix");
            return SparseBuilder.fromTriplets(nrow, ncol, from, to, vals, n, blockRows, sinks);
        }
        long size = Math.max(maxFrom, maxTo) + 1L;
        return SparseBuilder.fromTriplets(size, size, from, to, vals, n, blockRows, sinks);
    }

    private long headerLines;

    /** The most entries {@code bytes} of text can give: a line of an edge holds at least 4 bytes ("0 0" and a newline). */
    private long maxEntries(long bytes) {
        return (bytes / 4 + 1) * (symmetric ? 2 : 1);
    }

    /**
     * Parses the file in pieces, {@code threads} at a time, each piece's triplets spilled to the
     * file store before the next round; then builds the matrix from the spill in groups.
     */
    private SparseMatrix loadSpilled(FileChannel ch, long start, Path file) throws IOException {
        spilled = true;
        long size = ch.size();
        // a piece of B bytes gives at most B / 4 lines, entries of 16 bytes in arrays that grow by doubling
        long pieceBytes = Math.max(4096, budget / (32L * (symmetric ? 2 : 1) * threads));
        long[] b = boundaries(ch, start, (int) Math.min(Integer.MAX_VALUE - 1, Math.max(1, (size - start + pieceBytes - 1) / pieceBytes)));
        SpilledTriplets spill = new SpilledTriplets(spillTo, maxEntries(size - start), valued);
        try {
            long linesBefore = headerLines;
            int maxFrom = -1, maxTo = -1;
            for (int p = 0; p < b.length - 1; p += threads) {
                int q = Math.min(b.length - 1, p + threads);
                List<EdgeChunk> chunks = parse(ch, java.util.Arrays.copyOfRange(b, p, q + 1));
                long held = 0;
                for (EdgeChunk c : chunks) held += c.n;
                peakEntries = Math.max(peakEntries, held);
                for (EdgeChunk c : chunks) {
                    if (c.error != null) throw new RError("line " + (linesBefore + c.lines) + " of '" + file.getFileName() + "' " + c.error);
                    linesBefore += c.lines;
                    maxFrom = Math.max(maxFrom, c.maxFrom);
                    maxTo = Math.max(maxTo, c.maxTo);
                    spill.add(c.from, c.to, c.vals, c.n);
                }
            }
            long nr = nrow, nc = ncol;
            if (nrow >= 0) {
                if (maxFrom >= nrow || maxTo >= ncol) throw new RError("an entry of '" + file.getFileName() + "' lies outside its " + nrow + " x " + ncol + " matrix");
            } else {
                nr = nc = Math.max(maxFrom, maxTo) + 1L;
            }
            // a group's triplets take about 32 bytes an entry while its blocks are built
            SparseMatrix m = spill.build(nr, nc, blockRows, Math.max(1024, budget / 4 / 32), sinks);
            peakEntries = Math.max(peakEntries, spill.peakEntries());
            return m;
        } finally {
            spill.free();
        }
    }

    /** Takes the format from a Matrix Market header; where the entries start. */
    private long matrixMarket(FileChannel ch, Path file) throws IOException {
        MatrixMarketHeader h = MatrixMarketHeader.read(ch, file);
        valued = h.valued();
        integer = h.integer();
        symmetric = h.symmetric() || h.skew();
        mirror = h.skew() ? -1 : 1;
        oneBased = true;
        nrow = h.nrow();
        ncol = h.ncol();
        headerLines = h.lines();
        return h.dataStart();
    }

    /** Chunks a file of {@code size} bytes is parsed in when it is parsed whole. */
    private int parts(long size) {
        return size < PARALLEL_ABOVE ? 1 : (int) Math.min(4L * threads, size / (PARALLEL_ABOVE / 2));
    }

    /** Where the chunks start: {@code start}, then the byte after the first newline at or after each cut. */
    private long[] boundaries(FileChannel ch, long start, int parts) throws IOException {
        long size = ch.size();
        long[] b = new long[parts + 1];
        b[0] = start;
        b[parts] = size;
        ByteBuffer probe = ByteBuffer.allocate(4096);
        for (int i = 1; i < parts; i++) {
            long at = Math.max(b[i - 1], start + (size - start) * i / parts);
            b[i] = size;
            while (at < size) {
                probe.clear();
                int r = ch.read(probe, at);
                if (r <= 0) break;
                int nl = -1;
                for (int k = 0; k < r && nl < 0; k++) if (probe.get(k) == '\n') nl = k;
                if (nl >= 0) {
                    b[i] = at + nl + 1;
                    break;
                }
                at += r;
            }
        }
        return b;
    }

    private List<EdgeChunk> parse(FileChannel ch, long[] b) throws IOException {
        int parts = b.length - 1;
        List<EdgeChunk> chunks = new ArrayList<>();
        for (int i = 0; i < parts; i++) chunks.add(new EdgeChunk(new EdgeLineParser(valued, integer, oneBased ? "auto" : delim), symmetric, oneBased, mirror));
        if (parts == 1) {
            chunks.get(0).parse(ch, b[0], b[1]);
            return chunks;
        }
        try (ExecutorService pool = flashr.engine.EngineWork.pool(Math.min(threads, parts), r -> {
            Thread t = new Thread(r, "flashr-edge-list");
            t.setDaemon(true);
            return t;
        })) {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < parts; i++) {
                EdgeChunk c = chunks.get(i);
                long s = b[i], e = b[i + 1];
                done.add(pool.submit(() -> { c.parse(ch, s, e); return null; }));
            }
            for (Future<?> f : done) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RError("loading the edge list was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io;
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        }
        return chunks;
    }
}

package flashr.fm.io;

import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.StoreWriter;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.lang.RError;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * fm.load.dense.matrix: delimited text files (one matrix row per line, the files one after
 * another) streamed into a store in memory or on the file store. Two passes over the text: the
 * first counts the rows (the store's size), the second hands batches of one I/O partition's rows
 * to parsing threads, which write them straight to the store; at most threads + 1 batches are in
 * flight, so memory does not grow with the file. FastCSV splits the lines (quotes as in CSV); a
 * line with fewer fields than the first (or more, unless {@code maxCols} limits the columns) or a
 * field that is not a number is an R error naming the file and line, and leaves no matrix.
 */
public final class DenseTextLoader {
    private final Engine engine;
    private final ElementType type;
    private final String delim;
    private final int maxCols;

    /** {@code delim}: one character, or "auto" (a comma, else a tab, else a space, seen in the first line). */
    public DenseTextLoader(Engine engine, ElementType type, String delim, int maxCols) {
        if (!"auto".equals(delim) && delim.length() != 1) throw new RError("'delim' must be one character or \"auto\"");
        if (maxCols < 1) throw new RError("'ncol' must be a positive number");
        this.engine = engine;
        this.type = type;
        this.delim = delim;
        this.maxCols = maxCols;
    }

    /** The files as one matrix: in files when {@code inMem} is false or a name is given. */
    public Matrix load(List<Path> files, boolean inMem, String name) {
        char sep = separator(files.get(0));
        long rows = 0;
        int ncol = -1;
        for (Path f : files) {
            try (CsvReader<CsvRecord> r = reader(f, sep)) {
                for (CsvRecord rec : r) {
                    if (ncol < 0) ncol = Math.min(maxCols, rec.getFieldCount());
                    rows++;
                }
            } catch (IOException | UncheckedIOException | CsvParseException e) {
                throw unreadable(f, e);
            }
        }
        if (ncol < 0) ncol = 0;
        if (rows < ncol) return small(files, sep, (int) rows, ncol);
        StoreWriter w = engine.storeWriter(rows, ncol, type, inMem, name);
        try {
            new Parse(w, sep).run(files);
            return w.finish();
        } catch (RuntimeException e) {
            w.abort();
            throw e;
        }
    }

    private char separator(Path first) {
        if (!"auto".equals(delim)) return delim.charAt(0);
        try (var in = Files.newBufferedReader(first, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isEmpty()) continue;
                return line.indexOf(',') >= 0 ? ',' : line.indexOf('\t') >= 0 ? '\t' : ' ';
            }
            return ',';
        } catch (IOException e) {
            throw unreadable(first, e);
        }
    }

    private static CsvReader<CsvRecord> reader(Path f, char sep) throws IOException {
        return CsvReader.builder().fieldSeparator(sep).skipEmptyLines(true).ignoreDifferentFieldCount(true)
                .ofCsvRecord(f, StandardCharsets.UTF_8);
    }

    static RError unreadable(Path f, Exception e) {
        Throwable c = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (c instanceof NoSuchFileException) return new RError("cannot open file '" + f + "': No such file or directory");
        return new RError("cannot read file '" + f + "': " + c.getMessage());
    }

    /** A matrix with fewer rows than columns (stored as its transpose): read whole. */
    private Matrix small(List<Path> files, char sep, int rows, int ncol) {
        double[] d = type == ElementType.DOUBLE ? new double[rows * ncol] : null;
        int[] v = d == null ? new int[rows * ncol] : null;
        int r = 0;
        for (Path f : files) {
            try (CsvReader<CsvRecord> in = reader(f, sep)) {
                for (CsvRecord rec : in) {
                    parseRow(f, rec, ncol, d, v, rows, r++);
                }
            } catch (IOException | UncheckedIOException | CsvParseException e) {
                throw unreadable(f, e);
            }
        }
        return engine.fromArray(d, v, type, rows, ncol, Layout.COL_MAJOR);
    }

    /** Record rec as row k of a column-major block of {@code len} rows. */
    private void parseRow(Path f, CsvRecord rec, int ncol, double[] d, int[] v, int len, int k) {
        int n = rec.getFieldCount();
        if (n < ncol || (n > ncol && maxCols == Integer.MAX_VALUE))
            throw new RError("line " + rec.getStartingLineNumber() + " of '" + f + "' has " + n + " fields, not " + ncol);
        for (int c = 0; c < ncol; c++) {
            String s = rec.getField(c);
            try {
                if (d != null) d[k + c * len] = FieldText.toDouble(s);
                else v[k + c * len] = type == ElementType.INTEGER ? FieldText.toInt(s) : FieldText.toLogical(s);
            } catch (FieldText.NotANumber e) {
                throw new RError("line " + rec.getStartingLineNumber() + " of '" + f + "', field " + (c + 1) + ": '" + s.strip()
                        + "' is not " + (type == ElementType.LOGICAL ? "a logical value" : "a number"));
            }
        }
    }

    /** The second pass: batches of records parsed on a few threads and written to the store. */
    private final class Parse {
        private final StoreWriter w;
        private final char sep;
        private final int threads = Math.max(1, engine.config().threads());
        private final Semaphore slots = new Semaphore(threads + 1);
        /** The failure of the earliest batch that failed (so the first bad line is the one reported). */
        private final AtomicReference<Failure> failure = new AtomicReference<>();

        private record Failure(long r0, RuntimeException error) { }

        Parse(StoreWriter w, char sep) {
            this.w = w;
            this.sep = sep;
        }

        void run(List<Path> files) {
            AtomicInteger n = new AtomicInteger();
            ExecutorService pool = flashr.engine.EngineWork.pool(threads, r -> {
                Thread t = new Thread(r, "flashr-load-" + n.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
            int batchRows = w.partitionRows();
            long r0 = 0;
            try {
                for (Path f : files) {
                    if (failure.get() != null) break;
                    CsvRecord[] batch = new CsvRecord[batchRows];
                    int k = 0;
                    try (CsvReader<CsvRecord> in = reader(f, sep)) {
                        for (CsvRecord rec : in) {
                            batch[k++] = rec;
                            if (k == batchRows) {
                                if (!submit(pool, f, batch, k, r0)) break;
                                r0 += k;
                                batch = new CsvRecord[batchRows];
                                k = 0;
                            }
                        }
                    } catch (IOException | UncheckedIOException | CsvParseException e) {
                        throw unreadable(f, e);
                    }
                    if (k > 0 && submit(pool, f, batch, k, r0)) r0 += k;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new RError("loading was interrupted");
            } finally {
                pool.shutdown();
                try {
                    while (!pool.awaitTermination(1, TimeUnit.SECONDS)) { /* the batches in flight finish */ }
                } catch (InterruptedException e) {
                    pool.shutdownNow();
                    Thread.currentThread().interrupt();
                }
            }
            Failure e = failure.get();
            if (e != null) throw e.error();
            if (r0 != w.nrow()) throw new RError("the files changed while they were read (" + r0 + " rows, not " + w.nrow() + ")");
        }

        /** Hands a batch to a parsing thread once one of the slots is free; false after a failure. */
        private boolean submit(ExecutorService pool, Path f, CsvRecord[] batch, int len, long r0) throws InterruptedException {
            slots.acquire();
            if (failure.get() != null) { slots.release(); return false; }
            pool.execute(() -> {
                try {
                    int ncol = w.ncol();
                    double[] d = type == ElementType.DOUBLE ? new double[len * ncol] : null;
                    int[] v = d == null ? new int[len * ncol] : null;
                    for (int k = 0; k < len; k++) parseRow(f, batch[k], ncol, d, v, len, k);
                    w.write(r0, len, d, v);
                } catch (RuntimeException e) {
                    failure.accumulateAndGet(new Failure(r0, e), (a, b) -> a == null || b.r0() < a.r0() ? b : a);
                } finally {
                    slots.release();
                }
            });
            return true;
        }
    }
}

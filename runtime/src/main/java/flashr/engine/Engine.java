package flashr.engine;

import flashr.engine.dag.*;
import flashr.engine.exec.Cancellation;
import flashr.engine.exec.GroupResult;
import flashr.engine.exec.ProgressListener;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.linalg.Backend;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The engine: a worker pool, a memory pool, and the GenOps. Every GenOp returns a virtual matrix;
 * {@link #materialize} computes several targets in one pass over their shared inputs. GenOps take
 * matrices in the user's orientation and map them onto the tall forms (e.g. rowSums of a wide
 * matrix is agg.col of its tall form). Thread-safe for building DAGs; passes run one at a time.
 */
public final class Engine implements AutoCloseable {
    private final EngineConfig config;
    private final ChunkPool memory;
    private final ExecutorService pool;
    private final Materializer materializer = new Materializer(this);
    private final ValueRanges ranges = new ValueRanges(this);
    private final Transposer transposer = new Transposer(this);
    private final SharedCounts counts = new SharedCounts();
    private final StorePlacement placement = new StorePlacement(this);
    private final ArrayImports imports = new ArrayImports(this, placement, ranges);
    private final InnerProducts innerProducts = new InnerProducts(this, transposer);
    private final StoreConversions conversions = new StoreConversions(this, placement, ranges);
    private final Views views = new Views(this, transposer);
    private volatile Supplier<Cancellation> passCancellation = Cancellation::new;
    private volatile ProgressListener passProgress = ProgressListener.NONE;
    /** Whether this engine has described a matrix the warm-up {@linkplain Warmup#pays pays for}. */
    private volatile boolean large;

    public Engine(EngineConfig config) {
        this.config = config;
        this.memory = new ChunkPool(config.chunkBytes(), config.memoryBudget());
        AtomicInteger n = new AtomicInteger();
        // workers spread over the NUMA nodes, each bound (and pinned) to its node when it starts
        flashr.engine.numa.NumaTopology numa = flashr.engine.numa.NumaTopology.current();
        // one chunk pool per node: a partition's memory comes from (and returns to) its node's
        if (numa.nodes() > 1) memory.placeByNode(numa.nodes(), config.runLength());
        this.pool = EngineWork.pool(config.threads(), r -> {
            int w = n.getAndIncrement();
            Runnable run = numa.nodes() <= 1 ? r : () -> { flashr.engine.numa.WorkerNodes.bind(numa, w); r.run(); };
            Thread t = new Thread(run, WORKER + (w + 1));
            t.setDaemon(true);
            return t;
        });
    }

    public static Engine create() { return new Engine(EngineConfig.defaults()); }

    /** Whether the current thread is one of an engine's workers (which must not wait on the pool). */
    static boolean onWorker() { return Thread.currentThread().getName().startsWith(WORKER); }

    private static final String WORKER = "flashr-worker-";

    public EngineConfig config() { return config; }

    public ChunkPool memory() { return memory; }

    ExecutorService pool() { return pool; }

    Matrix wrap(Node n, boolean transposed) {
        if (n.isSink() && !n.isMaterialized()) materializer.remember(n);
        // a matrix this large means large data is coming: its passes will want compiled loops
        if (!large && Warmup.pays((double) n.nrow * n.ncol)) {
            large = true;
            Warmup.startInBackground();
        }
        return new Matrix(this, n, transposed);
    }

    /**
     * The same matrix without its DAG once its data is stored: a materialized node still refers to
     * its inputs, whose stores (an R vector copied in, a gathered matrix) would stay reachable as
     * long as the result is. Sinks keep their node (FlashR tells them apart).
     */
    public Matrix detached(Matrix m) {
        Node n = m.node();
        if (!n.isMaterialized() || n.isSink() || n instanceof SourceNode) return m;
        ranges.keepWithStore(n);
        SourceNode s = new SourceNode(n.data());
        s.setCached(n.isCached());
        counts.keepFor(n, s);
        return new Matrix(this, s, m.isTransposed());
    }

    @Override public void close() {
        pool.shutdownNow();
        placement.close();
        memory.close();
    }

    // ------------------------------------------------------------------ creation

    /** A double matrix from R's column-major array. */
    public Matrix fromArray(double[] data, long nrow, long ncol) { return fromArray(data, null, ElementType.DOUBLE, nrow, ncol, Layout.COL_MAJOR); }

    /** An integer or logical matrix (int storage, NA = Integer.MIN_VALUE) from a column-major array. */
    public Matrix fromArray(int[] data, ElementType type, long nrow, long ncol) { return fromArray(null, data, type, nrow, ncol, Layout.COL_MAJOR); }

    /** A vector (a one-column tall matrix). */
    public Matrix vector(double... data) { return fromArray(data, data.length, 1); }

    public Matrix vector(int[] data, ElementType type) { return fromArray(data, type, data.length, 1); }

    /**
     * A tall matrix that reads a column-major array in place, without copying it (an R vector
     * entering the engine): the caller must never change the array afterwards. A wide shape is
     * copied into a store of its transpose, as {@link #fromArray} does.
     */
    public Matrix viewOfArray(double[] d, int[] i, ElementType type, long nrow, long ncol) {
        return imports.view(d, i, type, nrow, ncol);
    }

    /**
     * A matrix from a column-major array, stored with the given layout (as seen in this shape).
     * Matrices with fewer rows than columns are stored as the transpose of a tall matrix.
     */
    public Matrix fromArray(double[] d, int[] i, ElementType type, long nrow, long ncol, Layout layout) {
        return imports.copy(d, i, type, nrow, ncol, layout);
    }

    /**
     * s %*% x for a sparse s and a dense x, which is computed and held in memory first: an engine
     * matrix of s.nrow() x x.ncol() computed on the workers (see {@link flashr.engine.sparse.SpMM}).
     */
    public Matrix sparseProduct(flashr.engine.sparse.SparseMatrix s, Matrix x) {
        if (x.nrow() != s.ncol()) throw new IllegalArgumentException("non-conformable arguments");
        if (x.ncol() > Integer.MAX_VALUE) throw new IllegalArgumentException("the dense operand has too many columns");
        int k = (int) x.ncol(), threads = onWorker() ? 1 : config.threads();
        materialize(x);
        Node n = x.node();
        double[] y;
        if (n.type == ElementType.DOUBLE && !x.isTransposed() && n.nrow > 0) {
            // X's rows straight from its store into the product's row layout (no copy of it whole)
            MatrixStore store = n.data();
            y = flashr.engine.sparse.SpMM.multiply(s, (r0, len, dst) -> store.read(r0, len, null, dst, null), k, pool, threads, memory);
        } else {
            y = flashr.engine.sparse.SpMM.multiply(s, toDoubleArray(x), k, pool, threads, memory);
        }
        return viewOfArray(y, null, ElementType.DOUBLE, s.nrow(), x.ncol());
    }

    /**
     * Bytes of matrices this engine could ever hold (memory budget and free space of the file
     * store's directories): a larger vector is one no pass could ever store.
     */
    public long capacityBytes() { return placement.capacityBytes(); }

    /** rep(value) as an nrow x ncol matrix of the given type. */
    public Matrix constant(long nrow, long ncol, double value, ElementType type) {
        return generator(GeneratorNode.Kind.CONST, nrow, ncol, type, value, 0, 0);
    }

    /** seq(from, by = by, length.out = n) as a vector (integer type keeps integer arithmetic). */
    public Matrix seq(double from, double by, long n, ElementType type) {
        return generator(GeneratorNode.Kind.SEQ, n, 1, type, from, by, 0);
    }

    /** Uniform random matrix in [min, max), reproducible from seed whatever threads or partitions. */
    public Matrix runif(long nrow, long ncol, double min, double max, long seed) {
        return generator(GeneratorNode.Kind.RUNIF, nrow, ncol, ElementType.DOUBLE, min, max, seed);
    }

    public Matrix rnorm(long nrow, long ncol, double mean, double sd, long seed) {
        return generator(GeneratorNode.Kind.RNORM, nrow, ncol, ElementType.DOUBLE, mean, sd, seed);
    }

    private Matrix generator(GeneratorNode.Kind k, long nrow, long ncol, ElementType type, double a, double b, long seed) {
        boolean wide = nrow < ncol;
        return wrap(new GeneratorNode(k, wide ? ncol : nrow, (int) (wide ? nrow : ncol), type, a, b, seed), wide);
    }

    /** A 1x1 in-memory matrix (how scalars enter mapply). */
    public Matrix scalar(double v) { return fromArray(new double[] {v}, 1, 1); }

    public Matrix scalar(int v, ElementType type) { return fromArray(new int[] {v}, type, 1, 1); }

    // ------------------------------------------------------------------ element-wise

    public Matrix sapply(Matrix x, UnaryOp op) { return wrap(new SapplyNode(op, x.node()), x.isTransposed()); }

    /** fn of every element of x (converted to double first). */
    public Matrix sapply(Matrix x, flashr.engine.fn.ScalarFn fn) { return wrap(new SapplyNode(fn, x.node()), x.isTransposed()); }

    /**
     * mapply on two matrices of the same shape; a 1x1 operand acts as a scalar. Of two NaNs, + - * /
     * keep the first operand's payload (NA + NaN is NA), except that + and * with a scalar keep the
     * other operand's, whichever side the scalar is on (NaN + NA is NA): GNU R's build compiles its
     * scalar loops {@code da[i] = tmp + dy[i]} with the vector's element as the first source.
     */
    public Matrix mapply(Matrix a, Matrix b, BinaryOp op) {
        return mapply(a, b, op, true);
    }

    /**
     * As {@link #mapply(Matrix, Matrix, BinaryOp)} with R's scalar arithmetic's NaN order: of two
     * NaNs always the first operand's, a scalar's too (what each call of an R closure over
     * single elements gives: sapply(x, function(v) NaN + v) is NaN where v is NA).
     */
    public Matrix mapplyElements(Matrix a, Matrix b, BinaryOp op) {
        return mapply(a, b, op, false);
    }

    private Matrix mapply(Matrix a, Matrix b, BinaryOp op, boolean vectorNaN) {
        boolean aScalar = a.nrow() == 1 && a.ncol() == 1, bScalar = b.nrow() == 1 && b.ncol() == 1;
        if (bScalar && !aScalar) return wrap(new MapplyNode(op, a.node(), b.node(), Broadcast.SCALAR, false), a.isTransposed());
        if (aScalar && !bScalar) {
            // + and * give the same values either way round but the NaN: the scalar goes right
            boolean left = !vectorNaN || op != BinaryOp.ADD && op != BinaryOp.MUL;
            return wrap(new MapplyNode(op, b.node(), a.node(), Broadcast.SCALAR, left), b.isTransposed());
        }
        if (a.nrow() != b.nrow() || a.ncol() != b.ncol()) throw new IllegalArgumentException("non-conformable matrices: " + a.nrow() + "x" + a.ncol() + " and " + b.nrow() + "x" + b.ncol());
        if (a.isTransposed() != b.isTransposed() && !(aScalar && bScalar)) {
            if (b.length() <= a.length()) b = transposer.physical(b, a.isTransposed());
            else a = transposer.physical(a, b.isTransposed());
        }
        return wrap(new MapplyNode(op, a.node(), b.node(), Broadcast.FULL, false), a.isTransposed());
    }

    /**
     * R's ifelse on a logical test: yes where TRUE, no where FALSE, NA where NA, as the given type
     * (the caller knows which branches R would use). A branch has the test's shape or is 1x1.
     */
    public Matrix ifelse(Matrix test, Matrix yes, Matrix no, ElementType type) {
        return wrap(new IfElseNode(test.node(), branch(test, yes), branch(test, no), type), test.isTransposed());
    }

    /** An ifelse branch in the test's orientation (a 1x1 branch of a larger test is a scalar). */
    private Node branch(Matrix test, Matrix b) {
        boolean scalar = b.nrow() == 1 && b.ncol() == 1;
        if (scalar && !(test.nrow() == 1 && test.ncol() == 1)) return b.node();
        if (b.nrow() != test.nrow() || b.ncol() != test.ncol()) throw new IllegalArgumentException("non-conformable ifelse: test "
                + test.nrow() + "x" + test.ncol() + ", branch " + b.nrow() + "x" + b.ncol());
        return b.isTransposed() == test.isTransposed() || scalar ? b.node() : transposer.physical(b, test.isTransposed()).node();
    }

    public Matrix mapply(Matrix a, double s, BinaryOp op) { return mapply(a, scalar(s), op); }

    public Matrix mapply(double s, Matrix b, BinaryOp op) { return mapply(scalar(s), b, op); }

    public Matrix mapply(Matrix a, int s, ElementType type, BinaryOp op) { return mapply(a, scalar(s, type), op); }

    /**
     * R's sweep: margin 1 combines v[i] with row i (v has nrow elements), margin 2 combines v[j]
     * with column j (v has ncol elements); {@code vLeft} puts v on the left of op.
     */
    public Matrix sweep(Matrix x, int margin, Matrix v, BinaryOp op, boolean vLeft) {
        if (margin != 1 && margin != 2) throw new IllegalArgumentException("margin must be 1 or 2");
        long need = margin == 1 ? x.nrow() : x.ncol();
        if (v.length() != need) throw new IllegalArgumentException("sweep: vector of " + v.length() + " elements, need " + need);
        boolean alongTallRows = (margin == 1) != x.isTransposed();
        Node vn = v.node();
        if (alongTallRows) {
            if (vn.ncol != 1) vn = transposer.physical(v, false).node();
            return wrap(new MapplyNode(op, x.node(), vn, Broadcast.ROW_VECTOR, vLeft), x.isTransposed());
        }
        return wrap(new MapplyNode(op, x.node(), vn, Broadcast.COL_VECTOR, vLeft), x.isTransposed());
    }

    // ------------------------------------------------------------------ aggregation

    /** agg: one value over all elements (a 1x1 sink). which.* positions are column-major in this shape. */
    public Matrix agg(Matrix x, AggOp op) {
        boolean rowMajor = x.isTransposed() && x.nrow() > 1 && x.ncol() > 1;
        return wrap(new AggNode(op, x.node(), rowMajor), false);
    }

    /**
     * mean(x): the long double sum divided by the element count in long double, rounded once (a
     * 1x1 double; R then adds a correction pass, which the caller may).
     */
    public Matrix mean(Matrix x) {
        return mean(x, false);
    }

    /**
     * mean(x), or with {@code naRm} the mean of the elements that are not NA or NaN: their long
     * double sum divided by their count in long double, rounded once (NaN when none is).
     */
    public Matrix mean(Matrix x, boolean naRm) {
        Matrix d = x.type() == ElementType.DOUBLE ? x : sapply(x, UnaryOp.AS_DOUBLE);   // doubles read in place
        return wrap(new AggNode(AggOp.SUM, d.node(), false, naRm ? 0 : (double) x.length(), naRm), false);
    }

    /** colMeans(x): each column's long double sum divided by nrow in long double, rounded once. */
    public Matrix colMeans(Matrix x) {
        return colMeans(x, false);
    }

    /** colMeans(x), or with {@code naRm} each column's mean of the elements that are not NA or NaN (R's rounding). */
    public Matrix colMeans(Matrix x, boolean naRm) {
        if (x.isTransposed()) return rowMeans(x.t(), naRm);
        Matrix d = x.type() == ElementType.DOUBLE ? x : sapply(x, UnaryOp.AS_DOUBLE);
        if (x.nrow() == 0) return mapply(aggCol(d, AggOp.SUM), 0.0, BinaryOp.DIV);   // NaN, as R
        return wrap(new AggColNode(AggOp.SUM, d.node(), naRm ? 0 : (double) x.nrow(), naRm, true), false);
    }

    /** rowMeans(x): as colMeans per row. */
    public Matrix rowMeans(Matrix x) {
        return rowMeans(x, false);
    }

    /** rowMeans(x), or with {@code naRm} each row's mean of the elements that are not NA or NaN (R's rounding). */
    public Matrix rowMeans(Matrix x, boolean naRm) {
        if (x.isTransposed()) return colMeans(x.t(), naRm);
        Matrix d = x.type() == ElementType.DOUBLE ? x : sapply(x, UnaryOp.AS_DOUBLE);
        if (x.ncol() == 0) return mapply(aggRow(d, AggOp.SUM), 0.0, BinaryOp.DIV);   // NaN, as R
        return wrap(new AggRowNode(AggOp.SUM, d.node(), naRm ? 0 : (double) x.ncol(), naRm, true), false);
    }

    /**
     * R's rowSums of doubles: agg.row's sum with the NaN R's margins leave (each element added
     * from memory in order: {@code rowSums(cbind(NaN, NA))} is NaN, {@link flashr.engine.fn.X87NaNs}),
     * where apply(x, 1, sum) ({@link #aggRow}) has sum's (NA).
     */
    public Matrix rowSums(Matrix x) {
        if (x.isTransposed()) return colSums(x.t());
        return wrap(new AggRowNode(AggOp.SUM, x.node(), 0, false, true), false);
    }

    /** R's colSums of doubles: as {@link #rowSums} per column. */
    public Matrix colSums(Matrix x) {
        if (x.isTransposed()) return rowSums(x.t());
        return wrap(new AggColNode(AggOp.SUM, x.node(), 0, false, true), false);
    }

    /** agg.row: one value per row (rowSums...), a vector of nrow elements. */
    public Matrix aggRow(Matrix x, AggOp op) {
        return wrap(x.isTransposed() ? new AggColNode(op, x.node()) : new AggRowNode(op, x.node()), false);
    }

    /** agg.col: one value per column (colSums...), a vector of ncol elements. */
    public Matrix aggCol(Matrix x, AggOp op) {
        return wrap(x.isTransposed() ? new AggRowNode(op, x.node()) : new AggColNode(op, x.node()), false);
    }

    /** groupby on element values: runs now (the result size depends on the data), as unique/table do. */
    public GroupResult groupby(Matrix x, AggOp op) { return groupby(x, op, null, null); }

    public GroupResult groupby(Matrix x, AggOp op, Cancellation cancel, ProgressListener progress) {
        return materializer.groupby(x.node(), op, cancel != null ? cancel : passCancellation.get(), progress != null ? progress : passProgress);
    }

    /** groupby.row: rows grouped by labels (integers 1..k, NA skipped), aggregated per column: k x ncol. */
    public Matrix groupbyRow(Matrix x, Matrix labels, int k, AggOp op) {
        if (!x.isTransposed()) {
            Node codes = vectorNode(labels, x.nrow());
            if (SharedCounts.isCount(op, x.node())) return counts.get(codes, k, () -> wrap(new GroupbyRowNode(op, x.node(), codes, k), false));
            return wrap(new GroupbyRowNode(op, x.node(), codes, k), false);
        }
        return wrap(new GroupbyColNode(op, x.node(), labels.node(), k), true);
    }

    /** groupby.col: columns grouped by labels (1..k), aggregated per row: nrow x k. */
    public Matrix groupbyCol(Matrix x, Matrix labels, int k, AggOp op) {
        if (!x.isTransposed()) return wrap(new GroupbyColNode(op, x.node(), labels.node(), k), false);
        return wrap(new GroupbyRowNode(op, x.node(), vectorNode(labels, x.ncol()), k), true);
    }

    private Node vectorNode(Matrix v, long n) {
        if (v.length() != n) throw new IllegalArgumentException("labels must have " + n + " elements, not " + v.length());
        return views.columnNode(v);
    }

    // ------------------------------------------------------------------ inner product, cumulative

    /**
     * inner.prod(a, b, f1, f2): C[i,j] = fold_f2 over k of f1(a[i,k], b[k,j]). A tall a with a
     * small b gives a tall virtual matrix; a wide a (t(X)) with a tall b gives a sink (crossprod).
     * A product of doubles (*, +) sums in R's reference BLAS order (the engine's own vector loops
     * for a sink).
     */
    public Matrix innerProd(Matrix a, Matrix b, BinaryOp f1, BinaryOp f2) {
        return innerProd(a, b, f1, f2, null);
    }

    /**
     * a %*% b for double matrices, each block multiplied by {@code blas}'s dgemm, dsyrk or dgemv
     * as R calls them (null: as {@link #innerProd} with * and +). Blocks holding NaN, NA or
     * infinite values, and every block of a product whose small operand holds some, take R's
     * plain loop instead, so NA stays NA as in R.
     */
    public Matrix matrixProduct(Matrix a, Matrix b, Backend blas) {
        return innerProd(a, b, BinaryOp.MUL, BinaryOp.ADD, blas);
    }

    private Matrix innerProd(Matrix a, Matrix b, BinaryOp f1, BinaryOp f2, Backend blas) {
        return innerProducts.of(a, b, f1, f2, blas);
    }

    /** cum.row: C[i,j] = f(A[i,j], C[i,j-1]). */
    public Matrix cumRow(Matrix x, BinaryOp op) {
        return wrap(x.isTransposed() ? new CumColNode(op, x.node()) : new CumRowNode(op, x.node()), x.isTransposed());
    }

    /** cum.col: C[i,j] = f(A[i,j], C[i-1,j]) (cumsum of a vector is cum.col with +). */
    public Matrix cumCol(Matrix x, BinaryOp op) {
        return cumCol(x, op, false);
    }

    /**
     * cum.col; with {@code doubleSums} a cumulative sum of doubles adds in double arithmetic
     * (numpy's sequential order) instead of R's long double (about 10 ns an element, in sequence).
     */
    public Matrix cumCol(Matrix x, BinaryOp op, boolean doubleSums) {
        return cumCol(x, op, doubleSums ? CumColNode.Sums.DOUBLE : CumColNode.Sums.LONG_DOUBLE);
    }

    /** cum.col with sums of doubles added as {@code sums} says ({@link CumColNode.Sums}). */
    public Matrix cumCol(Matrix x, BinaryOp op, CumColNode.Sums sums) {
        return wrap(x.isTransposed() ? new CumRowNode(op, x.node()) : new CumColNode(op, x.node(), sums), x.isTransposed());
    }

    // ------------------------------------------------------------------ views

    /** Columns by 0-based index (a view). */
    public Matrix selectCols(Matrix x, int[] cols) { return views.selectCols(x, cols); }

    /**
     * Rows by 0-based index, in any order (a view). A virtual base is not materialized: the
     * selection is gathered at its leaves within the pass ({@link RowGather}) unless an op on the
     * way needs other rows (cum.col, rbind), in which case the base is materialized first.
     */
    public Matrix selectRows(Matrix x, long[] rows) { return views.selectRows(x, rows); }

    /**
     * Rows of a small table picked by 1-based positions: R's {@code table[positions, ]}, a tall
     * virtual matrix of length(positions) rows that reads only the positions (NA gives a row of
     * NA). Every position must be NA or in 1..nrow(table) (R drops zeros and negative positions:
     * the caller checks); a pass that meets another fails.
     */
    public Matrix lookupRows(Matrix table, Matrix positions) { return views.lookupRows(table, positions); }

    public Matrix cbind(Matrix... ms) { return views.bind(ms, false); }

    public Matrix rbind(Matrix... ms) { return views.bind(ms, true); }

    /** Element assignment x[rows[k], cols[k]] <- values[k] (0-based) as a virtual matrix. */
    public Matrix setElements(Matrix x, long[] rows, int[] cols, double[] values, ElementType valueType) {
        return views.setElements(x, rows, cols, values, valueType);
    }

    // ------------------------------------------------------------------ materialization

    /**
     * Whether every element of x is provably a finite number (no NA, NaN or infinity), found from
     * the ranges of its stored inputs without computing x; false means "not proved". Stored data
     * larger than a few thousand elements are scanned by one pass the first time.
     */
    public boolean isProvablyFinite(Matrix x) { return ranges.finite(x.node()); }

    /** Whether every sum of x's elements provably fits in an integer (found as {@link #isProvablyFinite}). */
    public boolean sumsFitInteger(Matrix x) { return ranges.sumFitsInt(x.node()); }

    /**
     * Records what the caller proved about x: no element is NA/NaN and all lie in lo..hi (which.max
     * positions of rows checked for NA lie in 1..ncol). {@link #isProvablyFinite} and
     * {@link #provenBounds} answer from it, also for x detached once stored ({@link #detached}).
     */
    public void knowRange(Matrix x, double lo, double hi) { ranges.know(x.node(), lo, hi, false); }

    /** As {@link #knowRange(Matrix, double, double)}, where elements may also be NA/NaN when {@code mayBeNA}. */
    public void knowRange(Matrix x, double lo, double hi, boolean mayBeNA) { ranges.know(x.node(), lo, hi, mayBeNA); }

    /** Proved bounds {lo, hi} of x's elements that are not NA/NaN (found as {@link #isProvablyFinite}), or null. */
    public double[] provenBounds(Matrix x) {
        ValueRanges.Range r = ranges.of(x.node());
        return r == null ? null : new double[] {r.lo(), r.hi()};
    }

    /**
     * Whether the operations that made x after node {@code sinceNodeId} ({@link #lastNodeId()}
     * before them) may produce what R warns about (NaNs produced, integer overflow, coercion to
     * the integer range), judged from value ranges as {@link #isProvablyFinite}; true when unknown.
     */
    public boolean mayWarn(Matrix x, int sinceNodeId) { return ranges.mayWarn(x.node(), sinceNodeId); }

    /** What R would warn about in x's nodes made after node {@code sinceNodeId}, found by one pass now ({@link WarningChecks}); null where it cannot tell. */
    public java.util.Set<WarningChecks.Kind> warningsOf(Matrix x, int sinceNodeId) { return WarningChecks.of(this, ranges, x.node(), sinceNodeId); }

    /** The id of the latest node made (ids grow): marks where an operation's new nodes begin. */
    public static int lastNodeId() { return Node.lastId(); }

    /** Drops the sinks made after node {@code sinceNodeId} (an abandoned operation's) from those that join passes. */
    public void forgetSinksSince(int sinceNodeId) { materializer.forgetSince(sinceNodeId); }

    /** A cancellation token for a request made on the caller's behalf (see {@link #setPassDefaults}). */
    Cancellation newCancellation() { return passCancellation.get(); }

    /** Keeps the matrix's data in memory when a pass computes it, so later DAGs reuse it. */
    public void setCache(Matrix x, boolean cache) { x.node().setCached(cache); }

    /** As {@link #setCache}, keeping the data in memory or (inMemory false) in files. */
    public void setCache(Matrix x, boolean cache, boolean inMemory) {
        x.node().setCached(cache);
        if (!x.node().isMaterialized()) x.node().setOnFiles(!inMemory);
    }

    // ------------------------------------------------------------------ files (out of core)

    /** The store a pass writes a tall target to: memory, or files when asked or short of memory. */
    flashr.engine.memory.MatrixStore tallStore(Node root, int partRows) { return placement.tallStore(root, partRows); }

    /** The file store service (made now if it was not yet: data directories, I/O threads). */
    public flashr.engine.storage.Storage storage() { return placement.storage(); }

    /** Whether the file store was used (made) by this engine. */
    public boolean storageStarted() { return placement.started(); }

    /** One line on the file store for settings displays: its directories and I/O mode, or "not used yet". */
    public String storageDescription() { return placement.started() ? placement.storage().describe() : "not used yet"; }

    /** Results stored in files because they did not fit the memory budget. */
    public long spilledStores() { return placement.spilled(); }

    /** Whether x's data is (or, while virtual, will be) held in memory rather than in files. */
    public boolean inMemory(Matrix x) {
        Node n = x.node();
        if (n.isMaterialized()) return n.data().inMemory();
        return !n.onFiles() && !(config.storage().allOnFiles() && n.nrow > config.partitionRows());
    }

    /**
     * x with its data in memory or in files (FlashR's fm.conv.store): computed there if virtual,
     * else copied unless it is there already.
     */
    public Matrix convertStore(Matrix x, boolean inMemory) { return conversions.convert(x, inMemory); }

    /**
     * x stored as a named matrix that later runs reopen by {@link #openStored}: a virtual tall
     * matrix is computed straight into the named files, anything else is copied.
     */
    public Matrix saveAs(Matrix x, String name) { return conversions.saveAs(x, name); }

    /** A named matrix saved by this or an earlier run. */
    public Matrix openStored(String name) {
        flashr.engine.storage.Storage.Opened o = placement.storage().open(name);
        return wrap(new SourceNode(o.store()), o.transposed());
    }

    /**
     * A writer of an nrow x ncol tall matrix made outside a pass (loaders): in files when
     * {@code inMemory} is false, when named (a persistent matrix of that name) or when the
     * settings put every matrix in files; else in memory, or in files if it does not fit.
     */
    public StoreWriter storeWriter(long nrow, int ncol, ElementType type, boolean inMemory, String name) {
        return new StoreWriter(this, placement.loadStore(nrow, ncol, type, inMemory, name, config.partitionRows()));
    }

    /** Names of the saved matrices. */
    public List<String> storedNames() { return placement.storage().names(); }

    /** Deletes a saved matrix; false if there was none of that name. */
    public boolean deleteStored(String name) { return placement.storage().delete(name); }

    /** Computes all targets, in one pass per row count over shared inputs. */
    public void materialize(Matrix... targets) { materialize(null, null, targets); }

    /**
     * Computes all targets; {@code cancel} stops the passes from another thread (they then throw
     * {@link flashr.engine.exec.PassCancelledException} and leave the targets virtual), {@code progress}
     * follows them. Null for either takes the engine's default ({@link #setPassDefaults}).
     */
    public void materialize(Cancellation cancel, ProgressListener progress, Matrix... targets) {
        List<Node> nodes = new ArrayList<>();
        for (Matrix m : targets) nodes.add(m.node());
        materializer.materialize(nodes, cancel != null ? cancel : passCancellation.get(), progress != null ? progress : passProgress);
    }

    /**
     * What materializations requested without their own cancellation or progress listener use,
     * including the implicit ones (toDoubleArray, groupby on values, the bases of row views): a
     * session ties them to its interrupt key and its progress display. {@code cancellation} is asked
     * for a token once per request, on the requesting thread (a token, once set, stays set).
     */
    public void setPassDefaults(Supplier<Cancellation> cancellation, ProgressListener progress) {
        this.passCancellation = cancellation == null ? Cancellation::new : cancellation;
        this.passProgress = progress == null ? ProgressListener.NONE : progress;
    }

    public String explain(Matrix... ms) { return Explain.of(ms); }

    /**
     * How materializing ms would compute them: per pass, which nodes generated or hand-written
     * fused steps compute, which the interpreting kernel evaluates and why, how stored data are
     * read. Runs nothing (see {@code Materializer.kernelPlan}).
     */
    public String explainKernels(Matrix... ms) {
        return materializer.kernelPlan(java.util.Arrays.stream(ms).map(Matrix::node).toList());
    }

    /** Figures of the last pass this engine ran (null before the first). */
    public flashr.engine.exec.Pass.Stats lastPassStats() { return materializer.lastStats(); }

    /** How many passes over data this engine has run (tests check that work is fused into few). */
    public long passCount() { return materializer.passCount(); }

    double[] toDoubleArray(Matrix m) { return ArrayExports.doubles(this, m); }

    int[] toIntArray(Matrix m) { return ArrayExports.ints(this, m); }
}

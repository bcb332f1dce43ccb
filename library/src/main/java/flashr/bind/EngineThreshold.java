package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.eval.EngineStorage;
import flashr.eval.Interpreter;
import flashr.lang.Attributes;
import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Moves large numeric results into the engine: a numeric or logical vector or matrix (no
 * attribute but its dim) of at least {@code threshold} elements, returned by a builtin, becomes a
 * plain engine value, so the operations that follow run lazily in the engine. The threshold is
 * the system property {@code flashr.engine.threshold} (elements; default {@value #DEFAULT}; 0 puts
 * every such result in the engine, which the tests use to run R code through the engine).
 * Results of replacement functions stay: {@code x[i] <- v} in a loop must keep changing x in place.
 * So do the vectors of zeros that {@code numeric(n)}, {@code integer(n)}, {@code vector("list", n)}
 * ... allocate: R code allocates one to fill it in element by element, and the engine would only
 * have to hand it back (an operation on it moves its own large result into the engine as usual).
 * A result enters the engine's storage only when an engine operation first needs it, while the
 * heap has room to keep it until then ({@link FmMatrix#pending}).
 */
public final class EngineThreshold implements EngineStorage {
    /**
     * The default, from measured cost (docs/BENCHMARKS.md, "Engine threshold"): below it one core
     * on the heap does the work in less time than the engine's fixed and first-call costs (opening
     * it, its background warm-up, generating and compiling kernels, handing passes to threads). At
     * 200,000 rows x 8 (1.6e6 elements) scripts took more CPU in the engine than on the heap; at
     * 500,000 x 8 (4e6) the suite's workloads took a third of the heap's CPU, the whole process
     * less too. 2^21 lies between (about 262,000 rows x 8).
     */
    public static final long DEFAULT = 1L << 21;
    /**
     * Rows a matrix needs to enter the engine below {@link #WIDE} elements: two of its default
     * partitions (16384 rows), so that a pass has rows to share among threads. A wide matrix of
     * fewer rows is one partition walked a few rows at a time (a 2000 x 2000 matrix, 2 rows a
     * Pcache step): adding a diagonal took 0.95 s and its sum 0.5 s in the engine, milliseconds
     * on the heap; and its products are cubic work for the BLAS ({@code HeapProducts}).
     */
    static final long MIN_ROWS = 1L << 15;
    /** Elements from which a result enters the engine whatever its shape (the former default). */
    static final long WIDE = 1L << 25;
    /** The builtins that allocate a vector of zeros (FALSE, 0L, 0) to be filled in. */
    private static final Set<String> ALLOCATORS = Set.of("vector", "logical", "integer", "numeric", "double");

    private final Interpreter interp;
    private final long threshold;

    private EngineThreshold(Interpreter interp, long threshold) {
        this.interp = interp;
        this.threshold = threshold;
    }

    /** Puts builtin results of at least {@code threshold} elements in {@code interp}'s engine. */
    public static EngineThreshold of(Interpreter interp, long threshold) {
        return new EngineThreshold(interp, threshold);
    }

    public static EngineThreshold fromProperties(Interpreter interp) {
        return new EngineThreshold(interp, configured());
    }

    /** The threshold the system property {@code flashr.engine.threshold} sets, or the default. */
    public static long configured() {
        String p = System.getProperty("flashr.engine.threshold");
        long t = DEFAULT;
        if (p != null) {
            try {
                t = (long) Double.parseDouble(p.strip());
            } catch (NumberFormatException e) {
                throw new RError("invalid flashr.engine.threshold: " + p);
            }
        }
        return Math.max(t, 0);
    }

    /**
     * The size from which arguments take builtins' engine methods: the threshold, and at most one
     * more than a heap vector holds, since R's body could not take a longer value materialized
     * (under a lowered {@code flashr.vectors.max} a long vector may be below the threshold).
     */
    @Override
    public long threshold() {
        return Math.min(threshold, flashr.base.vectors.VectorSizes.MAX + 1);
    }

    @Override
    public void materializeTogether(List<EngineValue> values) {
        List<Matrix> pending = new ArrayList<>();
        for (EngineValue v : values) {
            if (v instanceof FmMatrix fm && !fm.isLocal() && fm.matrix().isVirtual()) pending.add(fm.matrix());
        }
        if (pending.size() > 1) FmEngines.of(interp).materialize(pending.toArray(Matrix[]::new));
    }

    @Override
    public int markOperation() {
        return Engine.lastNodeId();
    }

    @Override
    public boolean silentAsR(RValue result, int mark, flashr.eval.Args a) {
        // FlashR's objects follow FlashR, which does not warn
        if (!(result instanceof FmMatrix fm) || fm.isFlashR()) return true;
        if (fm.isPending()) return true; // computed by R's rules, not by a lazy operation
        Engine e = FmEngines.of(interp);
        if (!e.mayWarn(fm.matrix(), mark)) return true;
        if (LongWarnings.hasLongArgument(a)) {
            java.util.Set<flashr.engine.WarningChecks.Kind> found = e.warningsOf(fm.matrix(), mark);
            if (found != null) {
                LongWarnings.give(a, found);
                return true;
            }
        }
        e.forgetSinksSince(mark);
        return false;
    }

    @Override
    public RValue adopt(RBuiltin b, RValue result) {
        if (!(result instanceof RVector v) || !v.type().isNumeric() || v.length() < threshold) return result;
        if (b.name().endsWith("<-") || ALLOCATORS.contains(b.name())) return result;
        interp.prepareForEngineValues(); // which builtins take engine values as they are is known from then
        if (b.takesEngineValues()) return result;
        Attributes at = v.attributes();
        int[] dim = v.dim();
        if (at != null && !(at.size() == 1 && dim != null && dim.length == 2)) return result;
        if (!tallEnough(v.length(), dim)) return result;
        if (fitsOnHeap(v)) return FmMatrix.pending(FmEngines.of(interp), v);
        return FmMatrix.plain(FmConvert.toEngine(FmEngines.of(interp), v, "x"), v);
    }

    /**
     * Whether a result of {@code length} elements (a matrix of the given dim, or a vector) has rows
     * enough for the engine: it is not {@link #wide}, or the threshold is below {@link #MIN_ROWS}
     * (as the tests' 0 and 1, which put every result in the engine).
     */
    private boolean tallEnough(long length, int[] dim) {
        return threshold < MIN_ROWS || !wide(dim != null ? dim[0] : length, length);
    }

    /**
     * Whether a matrix of {@code rows} rows and {@code length} elements is too wide for the
     * engine to pay: fewer rows than {@link #MIN_ROWS}, and fewer elements than {@link #WIDE}.
     */
    public static boolean wide(long rows, long length) {
        return rows < MIN_ROWS && length < WIDE;
    }

    @Override
    public RValue longSequence(double from, double step, long n, boolean integer) {
        return FmMatrix.plain(FmEngines.of(interp).seq(from, step, n,
                integer ? ElementType.INTEGER : ElementType.DOUBLE), false);
    }

    @Override
    public RValue longConstant(long nrow, long ncol, boolean matrix, RType type, double value) {
        ElementType t = switch (type) {
            case LOGICAL -> ElementType.LOGICAL;
            case INTEGER -> ElementType.INTEGER;
            case DOUBLE -> ElementType.DOUBLE;
            default -> null;
        };
        Engine e = FmEngines.of(interp);
        if (t == null || !couldStore(e, nrow * ncol, t)) return null;
        return FmMatrix.plain(e.constant(nrow, ncol, value, t), matrix);
    }

    @Override
    public RValue longRandom(boolean normal, long n, double a, double b, java.util.function.LongSupplier seed) {
        Engine e = FmEngines.of(interp);
        if (!couldStore(e, n, ElementType.DOUBLE)) return null;
        long s = seed.getAsLong();
        return FmMatrix.plain(normal ? e.rnorm(n, 1, a, b, s) : e.runif(n, 1, a, b, s), false);
    }

    /**
     * Whether {@code n} elements of {@code type} fit what {@code e} could ever store (its memory
     * budget and its file store's free space): R's allocation of a vector fails beyond its memory,
     * and flashr's beyond where any pass could write the vector's elements.
     */
    private static boolean couldStore(Engine e, long n, ElementType type) {
        return n <= e.capacityBytes() / type.byteSize();
    }

    /**
     * Whether {@code v} may wait on the heap until an engine operation needs it (see
     * {@link FmMatrix#pending}): while it takes at most half of the heap still free, since a
     * pending value is its only copy and the collector cannot take it back.
     */
    private static boolean fitsOnHeap(RVector v) {
        return fitsOnHeap((long) v.length() * (v.type() == RType.DOUBLE ? 8 : 4));
    }

    /** Whether {@code bytes} of new arrays take at most half of the heap still free. */
    public static boolean fitsOnHeap(long bytes) {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        return bytes <= free / 2;
    }
}

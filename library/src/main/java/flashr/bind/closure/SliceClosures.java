package flashr.bind.closure;

import flashr.bind.closure.ClosureTranslator.Unsupported;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RMissing;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * {@code apply(X, 1 or 2, function(r) ...)} on an engine matrix with a closure whose body reduces
 * its slice to one value ({@link SliceTranslator}): {@code sum(r^2)}, {@code sqrt(sum((r - m)^2))},
 * {@code sum(abs(r)) / length(r)} become an element-wise chain over X and an agg.row (agg.col),
 * which the engine fuses into one pass. The values are lazy unless some slice may warn in R; then
 * one pass computes them with that check, and the slices that warn run again through the
 * evaluator for R's warnings ({@link ClosureChecks}). Anything else gives null: the caller runs
 * R's apply, which calls the closure slice by slice.
 */
public final class SliceClosures {
    /** As {@link ScalarClosures}: {@code -Dflashr.closures.compile=false} sends every closure to the evaluator. */
    private static final boolean ENABLED = !"false".equals(System.getProperty("flashr.closures.compile"));

    /** Closures compiled so far, in this process (tests tell the compiled path from the fallback by it). */
    static final AtomicLong COMPILED = new AtomicLong();

    private SliceClosures() {}

    /** The closure's value for each slice, in slice order (a vector of nrow or ncol elements), and its R type. */
    public record Result(Matrix values, ElementType type) {}

    /**
     * f of each slice of x (rows for margin 1, columns for margin 2), or null when f is outside
     * the subset or does not give one value per slice. {@code values} gives x's elements as an
     * R matrix, read only to replay slices that warn; {@code callerEnv} is where apply was called.
     */
    public static Result apply(Interpreter interp, Engine e, RClosure f, Matrix x, int margin, Supplier<RVector> values,
            REnvironment callerEnv) {
        String[] formals = f.formalNames();
        long slices = margin == 1 ? x.nrow() : x.ncol();
        if (!ENABLED || formals.length != 1 || f.dotsAt() >= 0 || x.length() == 0 || slices >= Integer.MAX_VALUE) return null;
        SliceTranslator tr = new SliceTranslator(e, interp, f.env(), margin, formals[0], x);
        SliceTerm t;
        try {
            t = tr.body(f.body());
        } catch (Unsupported | IllegalArgumentException unsupported) {
            return null;
        }
        Matrix m = switch (t.level()) {
            case RESULT -> t.m();
            // a slice of one element: each call gives one value (the element's)
            case ELEMENT -> (margin == 1 ? x.ncol() : x.nrow()) == 1 ? t.m() : null;
            // the same value, or vector, from every call: left to the evaluator (R's matrix of results)
            default -> null;
        };
        if (m == null) return null;
        Matrix result = m.ncol() != 1 ? m.t() : m;
        Matrix tag = t.tag() == null ? null : t.tag().ncol() != 1 ? t.tag().t() : t.tag();
        RVector[] matrix = new RVector[1];   // read once, at the first replay
        RCall call = sliceCall();
        ElementType type = ClosureChecks.run(e, result, t.type(), tag, tr.warnings(), null, i -> {
            if (matrix[0] == null) matrix[0] = values.get();
            interp.apply(f, new RValue[] {slice(matrix[0], x, margin, i)}, null, callerEnv, call);
        });
        // integer sums within the integer range: R's values are integers (apply's unlist makes them all doubles if one is)
        if (type != t.type()) {
            // computed now, as the doubles were: a lazy conversion to integers counts as one that may warn
            result = e.sapply(result, UnaryOp.AS_INTEGER);
            e.materialize(result);
        }
        COMPILED.incrementAndGet();
        return new Result(result, type);
    }

    /** Slice i of the R matrix v (x's shape), as apply hands it to FUN (its names do not reach a reduction's value). */
    private static RVector slice(RVector v, Matrix x, int margin, int i) {
        int n = (int) x.nrow(), p = (int) x.ncol();
        int k = margin == 1 ? p : n;
        RVector s = v.allocate(k);
        for (int j = 0; j < k; j++) v.copyElement(margin == 1 ? i + j * n : i * n + j, s, j);
        return s;
    }

    /** R's apply's call of FUN, {@code FUN(newX[, i], ...)}. */
    private static RCall sliceCall() {
        RCall slice = new RCall(RSymbol.of("["), new RValue[] {RSymbol.of("newX"), RMissing.MISSING, RSymbol.of("i")}, null, null);
        return new RCall(RSymbol.of("FUN"), new RValue[] {slice, RSymbol.of("...")}, null, null);
    }
}

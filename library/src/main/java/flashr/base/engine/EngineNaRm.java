package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RBuiltin;
import flashr.lang.RDouble;
import flashr.lang.RValue;

/**
 * {@code na.rm = TRUE} on engine values for sum, prod, max, min, mean and the row/column sums
 * and means: the aggregation runs over the value with NA and NaN replaced by the op's neutral
 * element (0, 1, -Inf/Inf or the integer extremes), means divide by the count of elements
 * kept. These methods run before the ones of {@link EngineMath} and {@link EngineMatrix},
 * which take the calls without na.rm. Types are R's: an integer sum is computed at once (its
 * type depends on its value), and so are max and min, which R gives as -Inf/Inf with a warning
 * when nothing is left (then the R body runs).
 */
final class EngineNaRm {
    private EngineNaRm() {}

    static void register(Registry r) {
        for (AggOp op : new AggOp[] {AggOp.SUM, AggOp.PROD, AggOp.MAX, AggOp.MIN}) {
            whenNaRm(r, op.rName(), 1, a -> summary(a, op));
        }
        whenNaRm(r, "mean", 2, EngineNaRm::mean);
        whenNaRm(r, "rowSums", 1, a -> margin(a, true, false));
        whenNaRm(r, "colSums", 1, a -> margin(a, false, false));
        whenNaRm(r, "rowMeans", 1, a -> margin(a, true, true));
        whenNaRm(r, "colMeans", 1, a -> margin(a, false, true));
    }

    /** Runs {@code method} for calls with na.rm = TRUE (formal {@code naRmIndex}), the builtin's other engine method for the rest. */
    private static void whenNaRm(Registry r, String name, int naRmIndex, RBuiltin.Body method) {
        r.engineMethodOf(name, b -> {
            RBuiltin.Body others = b.engineMethod();
            return a -> SummaryBuiltins.naRm(a, naRmIndex) ? method.apply(a) : others == null ? null : others.apply(a);
        });
    }

    private static RValue summary(Args a, AggOp op) {
        if (a.dots().length != 1) return null;
        EngineOperand x = EngineOperand.of(a.dots()[0]);
        if (x == null || !x.isEngine()) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        boolean doubles = x.type == ElementType.DOUBLE;
        return switch (op) {
            case SUM -> {
                Matrix kept = doubles ? EngineNA.replaceNA(e, m, 0.0)
                        : EngineNA.replaceNA(e, m, e.scalar(0, ElementType.INTEGER), ElementType.INTEGER);
                yield doubles || x.isFlashR() ? EngineOperand.result(e.agg(kept, AggOp.SUM), false, x.isFlashR())
                        : EngineMath.integerSum(e, kept);
            }
            case PROD -> EngineOperand.result(e.agg(EngineNA.replaceNA(e, m, 1.0), AggOp.PROD), false, x.isFlashR());
            default -> extreme(e, x, m, op == AggOp.MAX);
        };
    }

    /**
     * max/min without NA: the extreme of the value with NA replaced by the identity of the op
     * (any kept integer is at least -2^31 + 1 and at most 2^31 - 1), computed now together with
     * the count of elements kept; when none is left R warns and gives a double -Inf/Inf, so
     * the R body runs.
     */
    private static RValue extreme(Engine e, EngineOperand x, Matrix m, boolean max) {
        Matrix kept = x.type == ElementType.DOUBLE
                ? EngineNA.replaceNA(e, m, max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY)
                : EngineNA.replaceNA(e, m, e.scalar(max ? Integer.MIN_VALUE + 1 : Integer.MAX_VALUE, ElementType.INTEGER), ElementType.INTEGER);
        Matrix value = e.agg(kept, max ? AggOp.MAX : AggOp.MIN);
        Matrix count = EngineNA.presentCount(e, m);
        e.materialize(value, count);
        if (count.toDoubleArray()[0] == 0) return null;
        return EngineOperand.result(value, false, x.isFlashR());
    }

    /**
     * mean(x, na.rm = TRUE): the long double sum of the elements that are neither NA nor NaN divided
     * by their count in long double, rounded once (R's mean of x[!is.na(x)]; NaN when none is).
     * Lazy when the data's proved bounds rule out an overflow; else computed now, for R's fallback
     * when the sum overflows: the sum of each kept element over the count.
     */
    private static RValue mean(Args a) {
        if (a.has(1) || a.dots().length > 0) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine()) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        if (!x.isFlashR() && x.length > 0 && e.isProvablyFinite(m) && EngineMath.cannotOverflow(e, m, x.length)) {
            return EngineOperand.result(e.mean(m), false, false);
        }
        if (x.isFlashR() || EngineMath.cannotOverflow(e, m, x.length)) return EngineOperand.result(e.mean(m, true), false, x.isFlashR());
        double mean = e.mean(m, true).toDoubleArray()[0];
        if (Double.isInfinite(mean)) {
            Matrix count = EngineNA.presentCount(e, m);
            Matrix kept = EngineNA.replaceNA(e, m, 0.0);
            mean = e.agg(e.mapply(kept, count.toDoubleArray()[0], BinaryOp.DIV), AggOp.SUM).toDoubleArray()[0];
        }
        return RDouble.of(mean);
    }

    /**
     * rowSums and friends without NA: sums of the kept elements (double); means of them, each row's
     * or column's long double sum over its count in long double (R's rowMeans and colMeans).
     */
    private static RValue margin(Args a, boolean rows, boolean mean) {
        if (!(a.get(0) instanceof FmMatrix fm) || fm.dim() == null || a.has(2)) return null;
        Engine e = EngineOperand.engine(a);
        Matrix x = fm.matrix();
        Matrix m;
        if (mean) m = rows ? e.rowMeans(x, true) : e.colMeans(x, true);
        else {
            Matrix kept = EngineNA.replaceNA(e, x, 0.0);
            m = rows ? e.aggRow(kept, AggOp.SUM) : e.aggCol(kept, AggOp.SUM);
        }
        return EngineOperand.result(m, false, fm.isFlashR());
    }
}

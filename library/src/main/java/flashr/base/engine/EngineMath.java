package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.MathFunctions;
import flashr.base.math.SummaryBuiltins;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.stats.HeapStats;
import flashr.engine.dag.CumColNode;
import flashr.engine.dag.Node;
import flashr.engine.memory.MatrixStore;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Options;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.base.math.SummaryFunctions;

/**
 * R's Math group, Summary group and mean on engine values, as lazy sapply, cum.col and agg
 * nodes (an aggregation is a sink: it stays lazy until its value is needed, so several of them
 * can be computed in one pass). na.rm = TRUE is {@link EngineNaRm}'s. Cases the engine does not
 * compute as R does (several arguments, empty vectors for min/max, any/all of numbers,
 * cumulative sums of a matrix) go to the R body.
 */
final class EngineMath {
    private EngineMath() {}

    static void register(Registry r) {
        for (UnaryOp op : new UnaryOp[] {UnaryOp.SQRT, UnaryOp.ABS, UnaryOp.FLOOR, UnaryOp.CEILING, UnaryOp.EXP,
                UnaryOp.LOG2, UnaryOp.LOG10}) {
            r.engineMethod(op.rName(), a -> math(a, op));
        }
        r.engineMethod("log", a -> a.has(1) ? withNumber(a, "log", MathFunctions::log, 0, Double.POSITIVE_INFINITY) : math(a, UnaryOp.LOG));
        r.engineMethod("round", a -> !a.has(1) || isZero(a.get(1)) ? math(a, UnaryOp.ROUND)
                : withNumber(a, "round", MathFunctions::round, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
        r.engineMethod("signif", a -> withNumber(a, "signif", MathFunctions::signif, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY));
        r.engineMethod("cumsum", a -> cumulative(a, BinaryOp.ADD));
        r.engineMethod("cumprod", a -> cumulative(a, BinaryOp.MUL));
        r.engineMethod("cummax", a -> cumulative(a, BinaryOp.MAX));
        r.engineMethod("cummin", a -> cumulative(a, BinaryOp.MIN));
        r.engineMethod("sum", a -> summary(a, AggOp.SUM));
        r.engineMethod("prod", a -> summary(a, AggOp.PROD));
        r.engineMethod("max", a -> summary(a, AggOp.MAX));
        r.engineMethod("min", a -> summary(a, AggOp.MIN));
        r.engineMethod("any", a -> summary(a, AggOp.ANY));
        r.engineMethod("all", a -> summary(a, AggOp.ALL));
        r.engineMethod("mean", EngineMath::mean);
        r.engineMethod("range", EngineMath::range);
    }

    private static boolean isZero(RValue v) {
        return v instanceof RVector d && d.type().isNumeric() && d.length() == 1 && d.getDouble(0) == 0;
    }

    private static RValue math(Args a, UnaryOp op) {
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine()) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        return EngineOperand.result(e.sapply(m, op), x.dim != null, x.isFlashR());
    }

    /**
     * A Math function with a second argument (round's and signif's digits, log's base) that is
     * one number: f(x, that number) elementwise, lazily. R keeps integers by round and signif
     * (with digits), so a plain integer operand is left to the builtin; FlashR computes on
     * as.numeric(x). {@code lo}..{@code hi} is where f gives no NaN for numbers.
     */
    private static RValue withNumber(Args a, String name, java.util.function.DoubleBinaryOperator f, double lo, double hi) {
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine() || !(a.get(1) instanceof RVector d) || d.length() != 1 || !d.type().isNumeric()
                || d.hasAttributes()) {
            return null;
        }
        if (x.type != ElementType.DOUBLE && !x.isFlashR() && !name.equals("log")) return null;
        double y = d.getDouble(0);
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        if (x.type != ElementType.DOUBLE) m = e.sapply(m, UnaryOp.AS_DOUBLE);
        ScalarFn fn = name.equals("log") && !(y > 0) ? ScalarFn.total(name, v -> f.applyAsDouble(v, y))
                : new ScalarFn(name, v -> f.applyAsDouble(v, y), lo, hi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        if (name.equals("log") && !(y > 0) && !x.isFlashR()) return null; // a base of 0 or less: R's NaN warnings
        return EngineOperand.result(e.sapply(m, fn), x.dim != null, x.isFlashR());
    }

    /** cumsum and friends of a vector: cum.col over its one column; R's cumprod is always double. */
    private static RValue cumulative(Args a, BinaryOp op) {
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine() || x.dim != null) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        if (op == BinaryOp.MUL && x.type != ElementType.DOUBLE) m = e.sapply(m, UnaryOp.AS_DOUBLE);
        CumColNode.Sums sums = op == BinaryOp.ADD && x.type == ElementType.DOUBLE ? cumsumMode(a.interp()) : CumColNode.Sums.LONG_DOUBLE;
        if (op == BinaryOp.ADD && x.type != ElementType.DOUBLE && !x.isFlashR() && !e.sumsFitInteger(m)
                && flashr.base.vectors.LongVectors.isLong(x.length)) {
            return longIntegerCumsum(a, e, m);
        }
        return EngineOperand.result(e.cumCol(m, op, sums), false, x.isFlashR());
    }

    /**
     * cumsum of a long integer or logical vector whose sums the value ranges do not prove to fit
     * an integer (R's body cannot take it): the sums in doubles (exact while they fit), one pass
     * for their largest magnitude, and the integers lazily; as R's loop, which stops at the first
     * NA or at the first sum beyond the integer range (with its warning), every element from there
     * on is NA (a cumulative maximum of the overflow flag).
     */
    private static RValue longIntegerCumsum(Args a, Engine e, Matrix m) {
        Matrix sums = e.cumCol(e.sapply(m, UnaryOp.AS_DOUBLE), BinaryOp.ADD, true);
        Matrix known = e.ifelse(e.sapply(sums, UnaryOp.IS_NA), e.scalar(0), e.sapply(sums, UnaryOp.ABS), ElementType.DOUBLE);
        if (e.agg(known, AggOp.MAX).toDoubleArray()[0] > Integer.MAX_VALUE) {
            a.interp().warning(null, "integer overflow in 'cumsum'; use 'cumsum(as.numeric(.))'");
            Matrix over = e.sapply(e.mapply(known, (double) Integer.MAX_VALUE, BinaryOp.GT), UnaryOp.AS_INTEGER);
            Matrix after = e.cumCol(over, BinaryOp.MAX);
            sums = e.ifelse(e.sapply(after, UnaryOp.AS_LOGICAL), e.scalar(flashr.engine.type.NA.REAL), sums, ElementType.DOUBLE);
        }
        Matrix ints = e.sapply(sums, UnaryOp.AS_INTEGER);
        e.knowRange(ints, -Integer.MAX_VALUE, Integer.MAX_VALUE, true); // proved by the pass or the NAs: no NA from a cast
        return FmMatrix.plain(ints, false);
    }

    /**
     * {@code options(flashr.cumsum = ...)}: how cumsum of engine doubles adds. R's long double
     * order (R's bits) unless the option is "double" (numpy's sequential double sum) or
     * "parallel" (double sums per partition, computed side by side: {@link CumColNode.Sums#BLOCKED}).
     */
    private static CumColNode.Sums cumsumMode(flashr.eval.Interpreter in) {
        if (in == null || !(Options.get(in, "flashr.cumsum") instanceof RString s) || s.length() != 1) return CumColNode.Sums.LONG_DOUBLE;
        return switch (s.get(0)) {
            case "double" -> CumColNode.Sums.DOUBLE;
            case "parallel" -> CumColNode.Sums.BLOCKED;
            case null, default -> CumColNode.Sums.LONG_DOUBLE;
        };
    }

    private static RValue summary(Args a, AggOp op) {
        if (a.dots().length != 1 || SummaryBuiltins.naRm(a, 1)) return null;
        EngineOperand x = EngineOperand.of(a.dots()[0]);
        if (x == null || !x.isEngine()) return null;
        if ((op == AggOp.MAX || op == AggOp.MIN) && x.length == 0) return null;
        if ((op == AggOp.ANY || op == AggOp.ALL) && x.type != ElementType.LOGICAL) return null;
        Engine e = EngineOperand.engine(a);
        if (op == AggOp.SUM && x.type != ElementType.DOUBLE && !x.isFlashR()) return integerSum(e, x.matrix(e));
        if (op == AggOp.SUM && !x.isFlashR() && x.length <= HeapStats.MAX_COPY && !cannotOverflow(e, x.matrix(e), x.length)) return doubleSum(e, x.matrix(e));
        return EngineOperand.result(e.agg(x.matrix(e), op), false, x.isFlashR());
    }

    /**
     * A sum of doubles that may pass 2^1024: computed now, and where the engine's partial sums
     * went beyond the double's range (an infinity, or NaN from two of them), R's one long double
     * chain in order on a copy, whose exponent range holds any sum of doubles (it is finite when
     * the sum comes back, -Inf rather than NaN when it ends beyond).
     */
    private static RValue doubleSum(Engine e, Matrix m) {
        double v = e.agg(m, AggOp.SUM).toDoubleArray()[0];
        if (!Double.isInfinite(v) && !(Double.isNaN(v) && !RDouble.isNAValue(v))) return RDouble.of(v);
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        s.addAll(m.toDoubleArray(), false);
        return RDouble.of(s.value());
    }

    /**
     * range(x) of one numeric vector: R's range.default is c(min(x), max(x)), here both sinks in
     * one pass, computed now (the result is an R vector of two). Empty vectors (R's warnings),
     * na.rm, finite, logicals (R gives integers) and FlashR objects go to the R body.
     */
    private static RValue range(Args a) {
        if (a.dots().length != 1 || a.has(1) || a.has(2)) return null;
        EngineOperand x = EngineOperand.of(a.dots()[0]);
        if (x == null || !x.isEngine() || x.isFlashR() || x.length == 0 || x.type == ElementType.LOGICAL) return null;
        Engine e = EngineOperand.engine(a);
        Matrix lo = e.agg(x.matrix(e), AggOp.MIN);
        Matrix hi = e.agg(x.matrix(e), AggOp.MAX);
        e.materialize(lo, hi);
        if (x.type == ElementType.INTEGER) return new RInt(new int[] {lo.toIntArray()[0], hi.toIntArray()[0]});
        return new RDouble(new double[] {lo.toDoubleArray()[0], hi.toDoubleArray()[0]});
    }

    /**
     * R's sum of integers is an integer when it fits and a double when it does not, so its type
     * depends on the data: lazy when the elements' range proves it fits, else computed now,
     * exactly (in doubles, below 2^53).
     */
    static RValue integerSum(Engine e, Matrix x) {
        if (e.sumsFitInteger(x)) {
            return FmMatrix.plain(e.agg(x, AggOp.SUM), false);
        }
        double s = e.agg(e.sapply(x, UnaryOp.AS_DOUBLE), AggOp.SUM).toDoubleArray()[0];
        if (Double.isNaN(s)) return RInt.of(RInt.NA);
        return Math.abs(s) <= Integer.MAX_VALUE ? RInt.of((int) s) : RDouble.of(s);
    }

    private static RValue mean(Args a) {
        if (a.has(1) || SummaryBuiltins.naRm(a, 2) || a.dots().length > 0) return null;
        EngineOperand x = EngineOperand.of(a.get(0));
        if (x == null || !x.isEngine() || x.length == 0) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix(e);
        // R's mean of doubles is two sequential long double passes (the sum, then the residuals'),
        // whose roundings the engine's partitioned sums do not repeat: the heap's, on a copy
        if (!x.isFlashR() && m.type() == ElementType.DOUBLE && x.length <= HeapStats.MAX_COPY) return RDouble.of(sequentialMean(e, m));
        if (x.isFlashR() || cannotOverflow(e, m, x.length)) return EngineOperand.result(e.mean(m), false, x.isFlashR());
        // the sum may overflow: computed now, for R's fallback
        double mean = e.mean(m).toDoubleArray()[0];
        if (Double.isInfinite(mean)) {
            // R's fallback when the sum overflows: the sum of x / n (Inf again when x holds Inf)
            Matrix scaled = e.mapply(e.sapply(m, UnaryOp.AS_DOUBLE), (double) x.length, BinaryOp.DIV);
            mean = e.agg(scaled, AggOp.SUM).toDoubleArray()[0];
        }
        return RDouble.of(mean);
    }

    /**
     * R's mean of engine doubles by the heap's sequential passes, read from the store piece by
     * piece in R's order (a transposed matrix's order is not its store's: copied); NA, NaN and
     * infinities, whose rules read the whole vector, copy it too.
     */
    private static double sequentialMean(Engine e, Matrix m) {
        e.materialize(m);
        Node node = m.node();
        long rows = node.nrow, n = rows * node.ncol;
        Double mean = null;
        if (!m.isTransposed() || rows == 1 || node.ncol == 1) {
            MatrixStore store = node.data();
            int[] col = new int[1];
            mean = HeapStats.mean(n, (from, len, buf) -> {
                // a piece lies in one column or spans several
                for (int k = 0; k < len; ) {
                    long at = from + k, r = at % rows;
                    col[0] = (int) (at / rows);
                    int piece = (int) Math.min(len - k, rows - r);
                    store.readInto(r, piece, col, buf, null, k);
                    k += piece;
                }
            });
        }
        return mean != null ? mean : HeapStats.mean(m.toDoubleArray());
    }

    /** Whether the proved bounds of m's elements keep a sum of n of them finite (the mean can stay lazy). */
    static boolean cannotOverflow(Engine e, Matrix m, long n) {
        double[] b = e.provenBounds(m);
        return b != null && Math.max(Math.abs(b[0]), Math.abs(b[1])) * n < Double.MAX_VALUE / 2;
    }
}

package flashr.engine.fn;

import java.util.function.DoubleUnaryOperator;

/**
 * A function of one double applied element by element ({@link UnaryOp#FN}): any of the
 * language's own elementwise functions (trigonometry, gamma, the normal distribution's
 * functions, ...), so an engine value gets exactly the doubles the same call on an R vector
 * gives. A NaN operand (NA included) is returned as it is, as R's math functions do.
 *
 * @param name the R name, for plans and traces
 * @param f the function; pure and safe to call from several threads
 * @param domainLo,domainHi the operands (infinities included when these are) for which f gives
 *        no NaN, so for which R would not warn "NaNs produced"
 * @param rangeLo,rangeHi bounds of f's results on that domain (infinite when unknown)
 * @param block f over a whole array, bit for bit f on each element (a Vector API form), or null
 */
public record ScalarFn(String name, DoubleUnaryOperator f, double domainLo, double domainHi, double rangeLo, double rangeHi,
        Block block) {
    /** f of n elements of in (from inOff) to out (from outOff), NaN operands returned as they are. */
    @FunctionalInterface
    public interface Block {
        void apply(double[] in, int inOff, double[] out, int outOff, int n);
    }

    /** A function with no whole-array form. */
    public ScalarFn(String name, DoubleUnaryOperator f, double domainLo, double domainHi, double rangeLo, double rangeHi) {
        this(name, f, domainLo, domainHi, rangeLo, rangeHi, null);
    }

    /** A function that gives no NaN for any operand, with results anywhere. */
    public static ScalarFn total(String name, DoubleUnaryOperator f) {
        return new ScalarFn(name, f, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    public double apply(double x) {
        return x != x ? x : f.applyAsDouble(x);
    }

    /** n elements of in (from inOff) to out (from outOff). */
    public void apply(double[] in, int inOff, double[] out, int outOff, int n) {
        if (block != null) {
            block.apply(in, inOff, out, outOff, n);
            return;
        }
        for (int k = 0; k < n; k++) {
            double x = in[inOff + k];
            out[outOff + k] = x != x ? x : f.applyAsDouble(x);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}

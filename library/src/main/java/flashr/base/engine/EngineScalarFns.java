package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.Math1Functions;
import flashr.engine.Engine;
import flashr.engine.fn.ScalarFn;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Binomial;
import flashr.rng.Normal;

/**
 * Elementwise functions of one engine value run lazily with the very functions the builtins use
 * ({@link ScalarFn}): the Math group's trigonometric, hyperbolic and rounding functions of
 * {@link Math1Functions}, dnorm, pnorm and qnorm with one mean and one sd, and dbinom of one count
 * and one size (a function of the probabilities alone: glm's binomial AIC). Where an
 * operand's elements may leave the function's domain the engine computes the value at once,
 * and R's warning comes from the builtin (see {@code ValueRanges.mayWarn}).
 */
final class EngineScalarFns {
    private EngineScalarFns() {}

    private static final double INF = Double.POSITIVE_INFINITY;

    static void register(Registry r) {
        for (ScalarFn f : Math1Functions.ALL) r.engineMethod(f.name(), a -> apply(a, f));
        r.engineMethod("dnorm", a -> {
            double[] ms = meanAndSd(a);
            if (ms == null || a.has(3) && !flag(a.get(3))) return null;
            boolean log = a.has(3) && Coerce.flag(a.get(3), "log");
            double mu = ms[0], sigma = ms[1], peak = Normal.density(mu, mu, sigma, log);
            return apply(a, new ScalarFn("dnorm", x -> Normal.density(x, mu, sigma, log), -INF, INF, log ? -INF : 0, peak));
        });
        r.engineMethod("dbinom", a -> {
            double x = number(a.get(0)), size = a.has(1) ? number(a.get(1)) : Double.NaN;
            // a non-integer count or size is left to the builtin, which warns or gives NaN
            if (!isCount(x) || !isCount(size) || a.has(3) && !flag(a.get(3))) return null;
            boolean log = a.has(3) && Coerce.flag(a.get(3), "log");
            ScalarFn f = new ScalarFn("dbinom", p -> Binomial.density(x, size, p, log, v -> { }), 0, 1, log ? -INF : 0, log ? 0 : 1);
            return applyTo(a, 2, f);
        });
        r.engineMethod("pnorm", a -> {
            double[] ms = meanAndSd(a);
            if (ms == null || !flags(a)) return null;
            boolean lower = lowerTail(a), log = logP(a);
            double mu = ms[0], sigma = ms[1];
            return apply(a, new ScalarFn("pnorm", x -> Normal.cdf(x, mu, sigma, lower, log), -INF, INF, log ? -INF : 0, log ? 0 : 1));
        });
        r.engineMethod("qnorm", a -> {
            double[] ms = meanAndSd(a);
            if (ms == null || !flags(a)) return null;
            boolean lower = lowerTail(a), log = logP(a);
            double mu = ms[0], sigma = ms[1];
            return apply(a, new ScalarFn("qnorm", p -> Normal.quantile(p, mu, sigma, lower, log), log ? -INF : 0, log ? 0 : 1, -INF, INF));
        });
    }

    private static RValue apply(Args a, ScalarFn f) {
        return applyTo(a, 0, f);
    }

    /** f of argument i, an engine vector or matrix (with the dim of a matrix: the builtins' rule for one long operand). */
    private static RValue applyTo(Args a, int i, ScalarFn f) {
        if (!a.has(i)) return null;
        EngineOperand x = EngineOperand.of(a.get(i));
        if (x == null || !x.isEngine()) return null;
        Engine e = EngineOperand.engine(a);
        return EngineOperand.result(e.sapply(x.matrix(e), f), x.dim != null, x.isFlashR());
    }

    /** mean and sd (defaults 0 and 1) when both are single finite numbers and sd > 0, else null. */
    private static double[] meanAndSd(Args a) {
        double mu = a.has(1) ? number(a.get(1)) : 0, sigma = a.has(2) ? number(a.get(2)) : 1;
        return Double.isFinite(mu) && sigma > 0 && sigma < INF ? new double[] {mu, sigma} : null;
    }

    private static double number(RValue v) {
        return v instanceof RVector n && n.type().isNumeric() && n.length() == 1 && !n.hasAttributes() ? n.getDouble(0) : Double.NaN;
    }

    /** A whole number from 0 to 2^53, the only counts and sizes whose densities need no warning. */
    private static boolean isCount(double v) {
        return v >= 0 && v <= 0x1p53 && v == Math.rint(v);
    }

    /** A single TRUE or FALSE (anything else is left to the builtin and its errors). */
    private static boolean flag(RValue v) {
        return v instanceof RVector f && f.length() == 1 && f.type().isNumeric() && !Double.isNaN(f.getDouble(0));
    }

    private static boolean flags(Args a) {
        return (!a.has(3) || flag(a.get(3))) && (!a.has(4) || flag(a.get(4)));
    }

    private static boolean lowerTail(Args a) {
        return !a.has(3) || Coerce.flag(a.get(3), "lower.tail");
    }

    private static boolean logP(Args a) {
        return a.has(4) && Coerce.flag(a.get(4), "log.p");
    }
}

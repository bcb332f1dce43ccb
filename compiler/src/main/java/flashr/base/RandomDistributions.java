package flashr.base;

import flashr.eval.Args;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Normal;
import flashr.rng.Uniform;

/** Builtins: dnorm, pnorm, qnorm, dunif, punif, qunif (R's math3 vectorisation). */
final class RandomDistributions {
    private RandomDistributions() {}

    /** A distribution function of one value and two parameters, with its two flags. */
    @FunctionalInterface
    private interface Function3 {
        double apply(double x, double a, double b, boolean flag1, boolean flag2);
    }

    static void register(Registry r) {
        r.builtin("dnorm", "x, mean, sd, log", a -> math3(a, "x", 0, 1, (x, m, s, lg, unused) -> Normal.density(x, m, s, lg)));
        r.builtin("pnorm", "q, mean, sd, lower.tail, log.p", a -> math3(a, "q", 0, 1, Normal::cdf));
        r.builtin("qnorm", "p, mean, sd, lower.tail, log.p", a -> math3(a, "p", 0, 1, Normal::quantile));
        r.builtin("dunif", "x, min, max, log", a -> math3(a, "x", 0, 1, (x, lo, hi, lg, unused) -> Uniform.density(x, lo, hi, lg)));
        r.builtin("punif", "q, min, max, lower.tail, log.p", a -> math3(a, "q", 0, 1, Uniform::cdf));
        r.builtin("qunif", "p, min, max, lower.tail, log.p", a -> math3(a, "p", 0, 1, Uniform::quantile));
    }

    /**
     * R's {@code math3_1}/{@code math3_2}: recycles the three arguments, gives NA for NA input
     * and warns "NaNs produced" for other NaN results; the result takes the attributes of the
     * longest argument. The density's single flag is formal 3 ({@code log}), defaulting to FALSE;
     * the cumulative and quantile functions take {@code lower.tail} (TRUE) and {@code log.p} (FALSE).
     */
    private static RValue math3(Args a, String first, double defaultA, double defaultB, Function3 f) {
        if (a.get(0) == null) throw new RError("argument \"" + first + "\" is missing, with no default");
        RVector x = numeric(a.get(0));
        RVector pa = a.has(1) ? numeric(a.get(1)) : RDouble.of(defaultA);
        RVector pb = a.has(2) ? numeric(a.get(2)) : RDouble.of(defaultB);
        boolean flag1;
        boolean flag2;
        if (a.formalCount() == 4) {
            flag1 = a.has(3) && Coerce.flag(a.get(3), "log");
            flag2 = false;
        } else {
            flag1 = !a.has(3) || Coerce.flag(a.get(3), "lower.tail");
            flag2 = a.has(4) && Coerce.flag(a.get(4), "log.p");
        }
        int nx = x.length();
        int na = pa.length();
        int nb = pb.length();
        if (nx == 0 || na == 0 || nb == 0) return new RDouble(new double[0]);
        int n = Math.max(nx, Math.max(na, nb));
        double[] y = new double[n];
        boolean naflag = false;
        for (int i = 0; i < n; i++) {
            double xi = x.getDouble(i % nx);
            double ai = pa.getDouble(i % na);
            double bi = pb.getDouble(i % nb);
            if (RDouble.isNAValue(xi) || RDouble.isNAValue(ai) || RDouble.isNAValue(bi)) {
                y[i] = RDouble.NA;
            } else if (Double.isNaN(xi) || Double.isNaN(ai) || Double.isNaN(bi)) {
                y[i] = Double.NaN;
            } else {
                y[i] = f.apply(xi, ai, bi, flag1, flag2);
                if (Double.isNaN(y[i])) naflag = true;
            }
        }
        if (naflag) a.interp().warning(a.call(), "NaNs produced");
        RDouble r = new RDouble(y);
        RVector longest = n == nx ? x : n == na ? pa : pb;
        if (longest.hasAttributes()) r.setAttributes(longest.attributes());
        return r;
    }

    private static RVector numeric(RValue v) {
        if (v instanceof RVector vec && (vec.type() == RType.DOUBLE || vec.type() == RType.INTEGER
                || vec.type() == RType.LOGICAL) && !vec.inherits("factor")) {
            return vec;
        }
        throw new RError("Non-numeric argument to mathematical function");
    }
}

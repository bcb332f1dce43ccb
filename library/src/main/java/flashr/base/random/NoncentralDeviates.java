package flashr.base.random;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Gamma;
import flashr.rng.Poisson;
import flashr.rng.RandomState;

/**
 * Deviates of the noncentral chi-squared, t, F and beta distributions, and of the signed rank and
 * rank sum statistics, drawing what R draws in R's order: rchisq(ncp) is R's rnchisq (a Poisson
 * count of extra degrees of freedom); rt, rf and rbeta with ncp are R's closures' compositions
 * (all normals or noncentral chi-squares first, then the central chi-squares); rsignrank and
 * rwilcox are R's (uniforms rounded to signs; rank sums of a sample without replacement).
 */
final class NoncentralDeviates {
    private NoncentralDeviates() {}

    /** rsignrank and rwilcox (rchisq, rt, rf and rbeta call this class when ncp is supplied). */
    static void register(Registry r) {
        r.builtin("rsignrank", "nn, n", a -> Coerce.to(RandomBuiltins.random(a, required(a, 1, "n"), RDouble.of(0),
                (rng, n, unused) -> signrank(rng, n)), RType.INTEGER));
        r.builtin("rwilcox", "nn, m, n", a -> Coerce.to(RandomBuiltins.random(a, required(a, 1, "m"), required(a, 2, "n"),
                NoncentralDeviates::wilcox), RType.INTEGER));
    }

    /** R's rnchisq(df, lambda). */
    static double noncentralChisq(RandomState rng, double df, double lambda) {
        if (Double.isNaN(df) || !Double.isFinite(lambda) || df < 0. || lambda < 0.) return Double.NaN;
        if (lambda == 0.) return df == 0. ? 0. : Gamma.random(rng, df / 2., 2.);
        double r = Poisson.random(rng, lambda / 2.);
        if (r > 0.) r = Gamma.chisq(rng, 2. * r);
        if (df > 0.) r += Gamma.random(rng, df / 2., 2.);
        return r;
    }

    /** {@code rchisq(n, df, ncp)}: R's rnchisq. */
    static RDouble chisq(Args a) {
        return chisq(a, a.call(), required(a, 1, "df"), numeric(a.get(2)));
    }

    private static RDouble chisq(Args a, RValue call, RVector df, RVector ncp) {
        return RandomBuiltins.random(a, call, df, ncp, NoncentralDeviates::noncentralChisq);
    }

    private static RDouble centralChisq(Args a, RValue call, RVector df) {
        return RandomBuiltins.random(a, call, df, RDouble.of(0), (rng, d, unused) -> Gamma.chisq(rng, d));
    }

    /** {@code rchisq(n, df)} or {@code rchisq(n, df, ncp = ncp)} as R's closures write them, for their warnings. */
    private static RCall rchisqCall(RValue df, boolean ncp) {
        RValue[] args = ncp ? new RValue[] {RSymbol.of("n"), df, RSymbol.of("ncp")} : new RValue[] {RSymbol.of("n"), df};
        return new RCall(RSymbol.of("rchisq"), args, ncp ? new String[] {null, null, "ncp"} : null, null);
    }

    private static RValue twiceSymbol(String name) {
        return RCall.of("*", RDouble.of(2), RSymbol.of(name));
    }

    /** {@code rnorm(n, ncp) / sqrt(rchisq(n, df) / df)}. */
    static RValue t(Args a) {
        RVector df = required(a, 1, "df");
        double[] z = RandomBuiltins.random(a, RCall.of("rnorm", RSymbol.of("n"), RSymbol.of("ncp")), numeric(a.get(2)),
                RDouble.of(1), RandomBuiltins::normal).data();
        double[] chi = centralChisq(a, rchisqCall(RSymbol.of("df"), false), df).data();
        double[] x = new double[z.length];
        for (int i = 0; i < x.length; i++) x[i] = z[i] / Math.sqrt(chi[i] / at(df, i));
        return new RDouble(x);
    }

    /** {@code (rchisq(n, df1, ncp = ncp) / df1) / (rchisq(n, df2) / df2)}. */
    static RValue f(Args a) {
        RVector df1 = required(a, 1, "df1");
        RVector df2 = required(a, 2, "df2");
        double[] num = chisq(a, rchisqCall(RSymbol.of("df1"), true), df1, numeric(a.get(3))).data();
        double[] den = centralChisq(a, rchisqCall(RSymbol.of("df2"), false), df2).data();
        double[] x = new double[num.length];
        for (int i = 0; i < x.length; i++) x[i] = (num[i] / at(df1, i)) / (den[i] / at(df2, i));
        return new RDouble(x);
    }

    /** {@code X <- rchisq(n, 2 * shape1, ncp = ncp); X / (X + rchisq(n, 2 * shape2))}. */
    static RValue beta(Args a) {
        double[] x = chisq(a, rchisqCall(twiceSymbol("shape1"), true), twice(required(a, 1, "shape1")), numeric(a.get(3))).data();
        double[] y = centralChisq(a, rchisqCall(twiceSymbol("shape2"), false), twice(required(a, 2, "shape2"))).data();
        double[] b = new double[x.length];
        for (int i = 0; i < b.length; i++) b[i] = x[i] / (x[i] + y[i]);
        return new RDouble(b);
    }

    private static RVector twice(RVector v) {
        double[] d = new double[v.length()];
        for (int i = 0; i < d.length; i++) d[i] = v.isNA(i) ? RDouble.NA : 2 * v.getDouble(i);
        return new RDouble(d);
    }

    private static double at(RVector v, int i) {
        return v.length() == 0 ? RDouble.NA : v.getDouble(i % v.length());
    }

    /** R's rsignrank(n): each rank enters with a fair sign. */
    static double signrank(RandomState rng, double n) {
        if (Double.isNaN(n)) return n;
        n = Math.rint(n);
        if (n < 0) return Double.NaN;
        if (n == 0) return 0;
        double r = 0.0;
        int k = (int) n;
        for (int i = 0; i < k; ) r += (++i) * Math.floor(rng.unifRand() + 0.5);
        return r;
    }

    /** R's rwilcox(m, n): the rank sum of n of m + n ranks drawn without replacement, less its minimum. */
    static double wilcox(RandomState rng, double m, double n) {
        if (Double.isNaN(m) || Double.isNaN(n)) return m + n;
        m = Math.rint(m);
        n = Math.rint(n);
        if (m < 0 || n < 0) return Double.NaN;
        if (m == 0 || n == 0) return 0;
        double r = 0.0;
        int k = (int) (m + n);
        int[] x = new int[k];
        for (int i = 0; i < k; i++) x[i] = i;
        for (int i = 0; i < n; i++) {
            int j = (int) rng.unifIndex(k);
            r += x[j];
            x[j] = x[--k];
        }
        return r - n * (n - 1) / 2;
    }

    private static RVector required(Args a, int i, String name) {
        return RandomBuiltins.required(a, i, name);
    }

    private static RVector numeric(RValue v) {
        return RandomBuiltins.numeric(v);
    }
}

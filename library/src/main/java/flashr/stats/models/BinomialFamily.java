package flashr.stats.models;

import flashr.base.Registry;
import flashr.engine.fn.math.ExpLog;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.Binomial;

/**
 * The binomial family's logit link, validmu and AIC terms, each one loop over heap doubles, for a
 * first glm: as R code they were 5-10 passes each (comparisons, ifelse, round, dbinom), each pass a
 * loop run cold in the bytecode interpreter at 2e5 rows (docs/BENCHMARKS.md, "glm and lm from the
 * first call"). Each answers NULL where R's code would signal, warn or recycle, and the family's R
 * code (stats/glm-family.R) then runs as before, so errors and warnings stay R's.
 */
final class BinomialFamily {
    private BinomialFamily() {}

    static void register(Registry r) {
        r.builtin(".logit_link", "mu", a -> logitLink(a.get(0)));
        r.builtin(".binomial_validmu", "mu", a -> validMu(a.get(0)));
        r.builtin(".binomial_initialize", "y, weights", a -> initialize(a.get(0), a.get(1)));
        r.builtin(".binomial_aic_terms", "y, n, mu, wt", a -> aicTerms(a.get(0), a.get(1), a.get(2), a.get(3)));
    }

    /** A double vector whose values are all its data (no engine value, no view). */
    private static double[] plain(RValue v) {
        return v instanceof RDouble d && d.data().length == d.length() ? d.data() : null;
    }

    /** R's logit_link (family.c): log(mu / (1 - mu)); NULL when a value is out of [0, 1] (R's error). */
    private static RValue logitLink(RValue v) {
        double[] mu = plain(v);
        if (mu == null || mu.length == 0) return RNull.NULL;
        double[] out = new double[mu.length];
        for (int i = 0; i < mu.length; i++) {
            double x = mu[i];
            if (x < 0 || x > 1) return RNull.NULL;
            out[i] = ExpLog.log(x / (1 - x));
        }
        RDouble r = new RDouble(out);
        r.setAttributes(((RDouble) v).attributes());
        return r;
    }

    /** all(is.finite(mu)) && all(mu > 0 & mu < 1): NaN and the infinities fail the comparisons. */
    private static RValue validMu(RValue v) {
        double[] mu = plain(v);
        if (mu == null) return RNull.NULL;
        for (double x : mu) if (!(x > 0 && x < 1)) return RLogical.of(false);
        return RLogical.of(true);
    }

    /**
     * The terms that binomial()$aic sums: ifelse(m > 0, wt / m, 0) * dbinom(round(m * y), round(m),
     * mu, log = TRUE) with m n where any n > 1, else wt. NULL unless all four have one length and no
     * NA, and each density is a number (R's dbinom warns of NaNs for a probability out of [0, 1]).
     */
    private static RValue aicTerms(RValue yv, RValue nv, RValue muv, RValue wtv) {
        double[] y = plain(yv), n = plain(nv), mu = plain(muv), wt = plain(wtv);
        if (y == null || n == null || mu == null || wt == null) return RNull.NULL;
        int len = y.length;
        if (len == 0 || n.length != len || mu.length != len || wt.length != len) return RNull.NULL;
        boolean useN = false;
        for (double x : n) {
            if (x != x) return RNull.NULL;
            if (x > 1) useN = true;
        }
        double[] m = useN ? n : wt;
        double[] out = new double[len];
        for (int i = 0; i < len; i++) {
            double mi = m[i], yi = y[i], p = mu[i], w = wt[i];
            if (mi != mi || yi != yi || p != p || w != w) return RNull.NULL;
            double d = Binomial.density(Math.rint(mi * yi), Math.rint(mi), p, true, x -> { });
            if (d != d) return RNull.NULL;
            out[i] = (mi > 0 ? w / mi : 0) * d;
        }
        return new RDouble(out);
    }

    /**
     * binomial()$initialize for a response vector of proportions: list(y, mustart) with y double
     * (0 where the weight is 0) and mustart (weights y + 0.5) / (weights + 1), y's names on both, as
     * R's code leaves them. NULL for a classed or dimensioned y, NAs, a y out of [0, 1] (R's error) or
     * non-integer successes (R's warning): the family's code then runs.
     */
    private static RValue initialize(RValue yv, RValue wv) {
        double[] w = plain(wv);
        if (!(yv instanceof RVector yvec) || w == null || yvec.length() != w.length || w.length == 0) return RNull.NULL;
        if (!(yv instanceof RDouble || yv instanceof RInt || yv instanceof RLogical)) return RNull.NULL;
        if (yvec.attributes() != null) {
            for (int i = 0; i < yvec.attributes().size(); i++) {
                if (!yvec.attributes().name(i).equals("names")) return RNull.NULL;
            }
        }
        int n = w.length;
        double[] y = new double[n];
        double[] mustart = new double[n];
        for (int i = 0; i < n; i++) {
            double wi = w[i];
            if (wi != wi || yvec.isNA(i)) return RNull.NULL;
            double yi = wi == 0 ? 0 : yvec.getDouble(i);
            if (yi != yi || yi < 0 || yi > 1) return RNull.NULL;
            double m = wi * yi;
            if (Math.abs(m - Math.rint(m)) > 0.001) return RNull.NULL;
            y[i] = yi;
            mustart[i] = (m + 0.5) / (wi + 1);
        }
        RDouble ry = new RDouble(y);
        RDouble rm = new RDouble(mustart);
        if (yvec.getAttr("names") != null) {
            ry.setAttr("names", yvec.getAttr("names"));
            rm.setAttr("names", yvec.getAttr("names"));
        }
        return new RList(new RValue[] {ry, rm});
    }
}

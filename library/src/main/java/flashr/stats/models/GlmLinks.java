package flashr.stats.models;

import flashr.base.Registry;
import flashr.engine.fn.math.ExpLog;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The logit link's inverse and derivative and the binomial deviance residuals as R computes them
 * in C (family.c): one loop per vector. As R code (nested ifelse over whole vectors) each took 5-10 passes and as many
 * vectors, a third of a binomial glm's time at 2e5 rows. The family objects call these for heap
 * double vectors and keep their R code for the engine's lazy values and other arguments
 * (stats/glm-family.R), so that these never see an engine value or an integer.
 */
public final class GlmLinks {
    private static final double THRESH = 30;
    private static final double EPS = Math.ulp(1.0);
    private static final double INVEPS = 1 / EPS;

    private GlmLinks() {}

    public static void register(Registry r) {
        r.builtin(".logit_linkinv", "eta", a -> map(a.get(0), "eta", true));
        r.builtin(".logit_mu_eta", "eta", a -> map(a.get(0), "eta", false));
        r.builtin(".binomial_dev_resids", "y, mu, wt", a -> binomialDeviance(a.get(0), a.get(1), a.get(2)));
        BinomialFamily.register(r);
        IrlsWorking.register(r);
    }

    static double logitInverse(double eta) {
        double tmp = eta < -THRESH ? EPS : eta > THRESH ? INVEPS : ExpLog.exp(eta);
        return tmp / (1 + tmp);
    }

    static double logitDerivative(double eta) {
        double opexp = 1 + ExpLog.exp(eta);
        return eta > THRESH || eta < -THRESH ? EPS : ExpLog.exp(eta) / (opexp * opexp);
    }

    /** y log(y / mu), 0 for y = 0 (R's y_log_y). */
    private static double yLogY(double y, double mu) {
        return y != 0 ? y * ExpLog.log(y / mu) : 0;
    }

    /**
     * The inverse link (or its derivative) of each element. One loop for each function: one loop
     * calling either through an interface was compiled on stack and whole again for each new
     * function it met (six C2 compiles in a 2e5-row glm).
     */
    private static RValue map(RValue v, String what, boolean inverse) {
        if (!(v instanceof RDouble x) || x.length() == 0) throw new RError("Argument " + what + " must be a nonempty numeric vector");
        double[] in = x.data();
        double[] out = new double[x.length()];
        if (inverse) inverses(in, out); else derivatives(in, out);
        return withAttributes(out, x);
    }

    private static void inverses(double[] in, double[] out) {
        for (int i = 0; i < out.length; i++) out[i] = logitInverse(in[i]);
    }

    private static void derivatives(double[] in, double[] out) {
        for (int i = 0; i < out.length; i++) out[i] = logitDerivative(in[i]);
    }

    private static RValue binomialDeviance(RValue yv, RValue muv, RValue wtv) {
        double[] y = doubles(yv);
        double[] mu = doubles(muv);
        double[] wt = doubles(wtv);
        int n = y.length;
        if (mu.length != n && mu.length != 1) {
            throw new RError("argument mu must be a numeric vector of length 1 or length " + n);
        }
        if (wt.length != n && wt.length != 1) {
            throw new RError("argument wt must be a numeric vector of length 1 or length " + n);
        }
        double[] out = new double[n];
        // a length-one mu (glm.fit's null deviance) or wt, spread: one loop with one shape, as a
        // branch that had not been taken before cost the compiled loop a deoptimization
        mu = spread(mu, n);
        wt = spread(wt, n);
        for (int i = 0; i < n; i++) {
            double m = mu[i];
            double yi = y[i];
            out[i] = 2 * wt[i] * (yLogY(yi, m) + yLogY(1 - yi, 1 - m));
        }
        return withAttributes(out, (RVector) yv);
    }

    private static double[] spread(double[] x, int n) {
        if (x.length == n) return x;
        double[] out = new double[n];
        java.util.Arrays.fill(out, x[0]);
        return out;
    }

    private static double[] doubles(RValue v) {
        if (v instanceof RDouble d && d.data().length == d.length()) return d.data();
        if (!(v instanceof RVector x) || !x.type().isNumeric()) throw new RError("REAL() can only be applied to a 'numeric', not a '" + v.typeName() + "'");
        double[] out = new double[x.length()];
        for (int i = 0; i < out.length; i++) out[i] = x.getDouble(i);
        return out;
    }

    private static RDouble withAttributes(double[] values, RVector like) {
        RDouble r = new RDouble(values);
        r.setAttributes(like.attributes());
        return r;
    }
}

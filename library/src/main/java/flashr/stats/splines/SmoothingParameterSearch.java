package flashr.stats.splines;

import flashr.engine.fn.RMath;

/**
 * R's choice of the smoothing parameter for smooth.spline: lambda = ratio * 256^(3 spar - 1) with
 * {@link PenalizedSpline#traceRatio()}, and Brent's golden-section/parabolic minimization of the
 * criterion over spar in [low, high] with R's peculiar stop rule and its iteration count. As in R,
 * the fitted values, coefficients, leverages and lambda returned are those of the last spar tried,
 * the spar and criterion those of the best.
 */
final class SmoothingParameterSearch {
    private static final double GOLD = 0.381966011250105151795413165634;
    private static final double BIG = 1e100;

    double spar, lambda, crit, ratio = 1;
    int iterations;

    private final PenalizedSpline spline;
    private final int icrit;
    private final double penalty, dofoff;
    private final boolean sparIsLambda;

    SmoothingParameterSearch(PenalizedSpline spline, int icrit, double penalty, double dofoff, boolean sparIsLambda) {
        this.spline = spline;
        this.icrit = icrit;
        this.penalty = penalty;
        this.dofoff = dofoff;
        this.sparIsLambda = sparIsLambda;
        if (!sparIsLambda) ratio = spline.traceRatio();
    }

    private double evaluate(double s) {
        lambda = sparIsLambda ? s : ratio * RMath.pow(16.0, s * 6.0 - 2.0);
        spline.fit(lambda, icrit, penalty, dofoff);
        return spline.crit;
    }

    /** Fits at the given spar (or lambda). */
    void fixed(double s) {
        spar = s;
        crit = evaluate(s);
    }

    /** Minimizes the criterion over [low, high]; stops after maxit iterations or a failed factorization. */
    void search(double low, double high, double tol, double eps, int maxit) {
        double a = low, b = high;
        double v = a + GOLD * (b - a), w = v, x = v;
        double d = 0, e = 0, u;
        double fx = evaluate(x), fv = fx, fw = fx;
        iterations = 0;
        while (spline.info == 0) {
            double xm = (a + b) * .5;
            double tol1 = eps * Math.abs(x) + tol / 3.0;
            double tol2 = tol1 * 2.0;
            iterations++;
            if (Math.abs(x - xm) <= tol2 - (b - a) * .5 || iterations > maxit) break;
            boolean golden = true;
            if (!(Math.abs(e) <= tol1 || fx >= BIG || fv >= BIG || fw >= BIG)) {
                double r = (x - w) * (fx - fv);
                double q = (x - v) * (fx - fw);
                double p = (x - v) * q - (x - w) * r;
                q = (q - r) * 2.0;
                if (q > 0.0) p = -p;
                q = Math.abs(q);
                r = e;
                e = d;
                if (!(Math.abs(p) >= Math.abs(.5 * q * r) || q == 0.0) && !(p <= q * (a - x) || p >= q * (b - x))) {
                    d = p / q;
                    u = x + d;
                    if (u - a < tol2 || b - u < tol2) d = sign(tol1, xm - x);
                    golden = false;
                }
            }
            if (golden) {
                e = x >= xm ? a - x : b - x;
                d = GOLD * e;
            }
            u = x + (Math.abs(d) >= tol1 ? d : sign(tol1, d));
            double fu = evaluate(u);
            if (!Double.isFinite(fu)) fu = 2.0 * BIG;
            if (fu <= fx) {
                if (u >= x) a = x;
                else b = x;
                v = w;
                fv = fw;
                w = x;
                fw = fx;
                x = u;
                fx = fu;
            } else {
                if (u < x) a = u;
                else b = u;
                if (fu <= fw || w == x) {
                    v = w;
                    fv = fw;
                    w = u;
                    fw = fu;
                } else if (fu <= fv || v == x || v == w) {
                    v = u;
                    fv = fu;
                }
            }
        }
        spar = x;
        crit = fx;
    }

    /** Fortran's SIGN as R's C code has it: |a| unless b < 0 (so -0 counts as positive). */
    private static double sign(double a, double b) {
        return b >= 0 ? Math.abs(a) : -Math.abs(a);
    }
}

package flashr.stats.distributions;

import flashr.base.math.LogGammaCorrection;
import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;
import flashr.rng.Normal;

/**
 * The studentized range distribution (ptukey, qtukey) as R's nmath computes it after Copenhaver &amp;
 * Holland (1988): the range of normal means by Gauss-Legendre quadrature of Hartley's form, mixed
 * over the chi distribution of the standard error by a second quadrature; the quantile by the
 * secant method from the Odeh-Evans starting value. Same nodes, cut-offs and operation order as
 * R, so Tukey intervals match R's digits.
 */
final class DistTukey {
    private DistTukey() {}

    private static final double[] RANGE_NODES = {
        0.981560634246719250690549090149, 0.904117256370474856678465866119, 0.769902674194304687036893833213,
        0.587317954286617447296702418941, 0.367831498998180193752691536644, 0.125233408511468915472441369464};
    private static final double[] RANGE_WEIGHTS = {
        0.047175336386511827194615961485, 0.106939325995318430960254718194, 0.160078328543346226334652529543,
        0.203167426723065921749064455810, 0.233492536538354808760849898925, 0.249147045813402785000562436043};
    private static final double[] MIX_NODES = {
        0.989400934991649932596154173450, 0.944575023073232576077988415535, 0.865631202387831743880467897712,
        0.755404408355003033895101194847, 0.617876244402643748446671764049, 0.458016777657227386342419442984,
        0.281603550779258913230460501460, 0.950125098376374401853193354250e-1};
    private static final double[] MIX_WEIGHTS = {
        0.271524594117540948517805724560e-1, 0.622535239386478928628438369944e-1, 0.951585116824927848099251076022e-1,
        0.124628971255533872052476282192, 0.149595988816576732081501730547, 0.169156519395002538189312079030,
        0.182603415044923588866763667969, 0.189450610455068496285396723208};
    private static final double ONE_OVER_SQRT_2PI = 0.398942280401432677939946059934;

    /** P[range of cc normal means, maximised over rr groups, &lt; w] with known variance (R's wprob). */
    private static double rangeProbability(double w, double rr, double cc) {
        double half = w * 0.5;
        if (half >= 8) return 1.0;
        double pr = 2 * Normal.cdf(half, 0, 1, true, false) - 1;
        pr = pr >= ExpLog.exp(-50 / cc) ? RMath.pow(pr, cc) : 0.0;
        double intervals = w > 3 ? 2 : 3;
        // R keeps these sums in long double
        LongDoubleSum lo = new LongDoubleSum(half);
        double step = (8 - half) / intervals;
        LongDoubleSum hi = new LongDoubleSum(half);
        hi.add(step);
        LongDoubleSum total = new LongDoubleSum(0);
        double cc1 = cc - 1.0;
        for (double wi = 1; wi <= intervals; wi++) {
            LongDoubleSum sum = new LongDoubleSum(0);
            LongDoubleSum mid = new LongDoubleSum(hi);
            mid.add(lo);
            LongDoubleSum radius = new LongDoubleSum(hi);
            radius.add(negated(lo));
            double center = 0.5 * mid.value();
            double halfWidth = 0.5 * radius.value();
            for (int jj = 1; jj <= 12; jj++) {
                int j;
                double node;
                if (6 < jj) {
                    j = 12 - jj + 1;
                    node = RANGE_NODES[j - 1];
                } else {
                    j = jj;
                    node = -RANGE_NODES[j - 1];
                }
                double ac = center + halfWidth * node;
                double qexpo = ac * ac;
                // beyond here exp(-qexpo/2) is below 1e-13: the remaining nodes add nothing
                if (qexpo > 60) break;
                double pplus = 2 * Normal.cdf(ac, 0, 1, true, false);
                double pminus = 2 * Normal.cdf(ac, w, 1, true, false);
                double inner = pplus * 0.5 - pminus * 0.5;
                if (inner >= ExpLog.exp(-30 / cc1)) sum.add(RANGE_WEIGHTS[j - 1] * ExpLog.exp(-(0.5 * qexpo)) * RMath.pow(inner, cc1));
            }
            sum.multiply(2.0 * halfWidth * cc * ONE_OVER_SQRT_2PI);
            total.add(sum);
            lo = new LongDoubleSum(hi);
            hi.add(step);
        }
        pr += total.value();
        if (pr <= ExpLog.exp(-30 / rr)) return 0.0;
        pr = RMath.pow(pr, rr);
        return pr >= 1 ? 1.0 : pr;
    }

    static double ptukey(double q, double rr, double cc, double df, boolean lower, boolean log) {
        if (Double.isNaN(q) || Double.isNaN(rr) || Double.isNaN(cc) || Double.isNaN(df)) return Double.NaN;
        if (q <= 0) return bound(lower ? 0 : 1, log);
        if (df < 2 || rr < 1 || cc < 2) return Double.NaN;
        if (Double.isInfinite(q)) return bound(lower ? 1 : 0, log);
        if (df > 25000) return value(rangeProbability(q, rr, cc), lower, log);
        double f2 = df * 0.5;
        double f2lf = f2 * ExpLog.log(df) - df * ExpLog.log(2) - logGamma(f2);
        double f21 = f2 - 1.0;
        double ff4 = df * 0.25;
        double ulen = df <= 100 ? 1.0 : df <= 800 ? 0.5 : df <= 5000 ? 0.25 : 0.125;
        f2lf += ExpLog.log(ulen);
        double ans = 0.0;
        double otsum = 0.0;
        for (int i = 1; i <= 50; i++) {
            otsum = 0.0;
            double twa1 = (2 * i - 1) * ulen;
            for (int jj = 1; jj <= 16; jj++) {
                int j;
                double t1;
                if (8 < jj) {
                    j = jj - 8 - 1;
                    t1 = f2lf + f21 * ExpLog.log(twa1 + MIX_NODES[j] * ulen) - (MIX_NODES[j] * ulen + twa1) * ff4;
                } else {
                    j = jj - 1;
                    t1 = f2lf + f21 * ExpLog.log(twa1 - MIX_NODES[j] * ulen) + (MIX_NODES[j] * ulen - twa1) * ff4;
                }
                if (t1 >= -30) {
                    double qsqz = 8 < jj ? q * Math.sqrt((MIX_NODES[j] * ulen + twa1) * 0.5)
                            : q * Math.sqrt((-(MIX_NODES[j] * ulen) + twa1) * 0.5);
                    otsum += rangeProbability(qsqz, rr, cc) * MIX_WEIGHTS[j] * ExpLog.exp(t1);
                }
            }
            // at least 1/ulen intervals, so that a small left tail is not missed
            if (i * ulen >= 1.0 && otsum <= 1e-14) break;
            ans += otsum;
        }
        if (otsum > 1e-14) MathWarnings.precision("ptukey");
        if (ans > 1.) ans = 1.;
        return value(ans, lower, log);
    }

    /** log gamma as R's lgammafn forms it above 10 (Stirling plus its correction), so large df match R's digits. */
    private static double logGamma(double x) {
        if (x <= 10) return MathGamma.lgamma(x);
        return 0.918938533204672741780329736406 + (x - 0.5) * ExpLog.log(x) - x + LogGammaCorrection.lgammacor(x);
    }

    /** The Odeh-Evans (AS 70) approximation that starts the secant search. */
    private static double start(double p, double c, double v) {
        double ps = 0.5 - 0.5 * p;
        double yi = Math.sqrt(ExpLog.log(1.0 / (ps * ps)));
        double t = yi + ((((yi * -0.453642210148e-04 + -0.204231210125) * yi + -0.342242088547) * yi + -1.0) * yi + 0.322232421088)
                / ((((yi * 0.38560700634e-02 + 0.103537752850) * yi + 0.531103462366) * yi + 0.588581570495) * yi + 0.993484626060e-01);
        if (v < 120) t += (t * t * t + t) / v / 4.0;
        double q = 0.8832 - 0.2368 * t;
        if (v < 120) q += -1.214 / v + 1.208 * t / v;
        return t * (q * ExpLog.log(c - 1.0) + 1.4142);
    }

    static double qtukey(double p, double rr, double cc, double df, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(rr) || Double.isNaN(cc) || Double.isNaN(df)) return p + rr + cc + df;
        if (df < 2 || rr < 1 || cc < 2) return Double.NaN;
        if (DistTails.invalid(p, log)) return Double.NaN;
        if (DistTails.isLowerEnd(p, lower, log)) return 0;
        if (DistTails.isUpperEnd(p, lower, log)) return Double.POSITIVE_INFINITY;
        double pl = log ? (lower ? ExpLog.exp(p) : -Expm1.expm1(p)) : (lower ? p : 0.5 - p + 0.5);
        double x0 = start(pl, cc, df);
        double valx0 = ptukey(x0, rr, cc, df, true, false) - pl;
        double x1 = valx0 > 0.0 ? Math.max(0.0, x0 - 1.0) : x0 + 1.0;
        double valx1 = ptukey(x1, rr, cc, df, true, false) - pl;
        double ans = 0.0;
        for (int iter = 1; iter < 50; iter++) {
            ans = x1 - valx1 * (x1 - x0) / (valx1 - valx0);
            valx0 = valx1;
            x0 = x1;
            if (ans < 0.0) ans = 0.0;
            valx1 = ptukey(ans, rr, cc, df, true, false) - pl;
            x1 = ans;
            if (Math.abs(x1 - x0) < 0.0001) return ans;
        }
        MathWarnings.noConvergence("qtukey");
        return ans;
    }

    private static LongDoubleSum negated(LongDoubleSum x) {
        LongDoubleSum n = new LongDoubleSum(x);
        n.multiply(-1);
        return n;
    }

    private static double value(double p, boolean lower, boolean log) {
        if (lower) return log ? ExpLog.log(p) : p;
        return log ? Log1p.log1p(-p) : 0.5 - p + 0.5;
    }

    private static double bound(double p, boolean log) {
        return log ? ExpLog.log(p) : p;
    }
}

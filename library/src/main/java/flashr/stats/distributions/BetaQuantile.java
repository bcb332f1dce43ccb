package flashr.stats.distributions;

import flashr.base.math.MathGamma;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Expm1;
import flashr.engine.fn.math.Log1p;

/**
 * R's qbeta (qbeta.c, R 4.2): AS 109's initial approximations (Carter's, or Wilson-Hilferty's
 * and AS 65's, or a one-step correction in the extreme left tail), a choice of tail and of the
 * x or log x scale, then a safeguarded Newton iteration on R's pbeta_raw. Written as R's C is
 * (its gotos as loops and flags), so that qbeta and qf give R's bits. R's warnings for
 * non-convergence are not given.
 */
final class BetaQuantile {
    private BetaQuantile() {}

    private static final double LN2 = 0.693147180559945309417232121458;
    private static final double ONE_MINUS_EPS = 0x1.fffffffffffffp-1;
    private static final double DBL_VERY_MIN = Double.MIN_NORMAL / 4., DBL_LOG_V_MIN = LN2 * (-1021 - 2);
    private static final double DBL_1_EPS = 0x1.fffffffffffffp-1;
    private static final double FPU = 3e-308, ACU_MIN = 1e-300, P_LO = FPU, P_HI = 1 - 2.22e-16;
    private static final double CONST1 = 2.30753, CONST2 = 0.27061, CONST3 = 0.99229, CONST4 = 0.04481;
    private static final double LOG_Q_CUT = -5., LOG_EPS_C = LN2 * (1. - 53);
    private static final int N_NEWTON_FREE = 4;

    /** R's {@code qbeta(alpha, p, q, lower.tail, log.p)}. */
    static double qbeta(double alpha, double p, double q, boolean lower, boolean log) {
        if (Double.isNaN(p) || Double.isNaN(q) || Double.isNaN(alpha)) return p + q + alpha;
        if (p < 0. || q < 0.) return Double.NaN;
        if (alpha == DistTails.zero(lower, log)) return 0;
        if (alpha == DistTails.one(lower, log)) return 1;
        if ((log && alpha > 0) || (!log && (alpha < 0 || alpha > 1))) return Double.NaN;
        if (p == 0 || q == 0 || !Double.isFinite(p) || !Double.isFinite(q)) {
            double half = log ? -LN2 : 0.5;
            if (p == 0 && q == 0) return alpha < half ? 0 : alpha > half ? 1 : 0.5;
            if (p == 0 || p / q == 0) return 0;
            if (q == 0 || q / p == 0) return 1;
            return 0.5;
        }
        return new BetaQuantile.Solver(alpha, p, q, lower, log).solve();
    }

    /** One qbeta_raw call: its many locals, shared by the steps that R's gotos join. */
    private static final class Solver {
        final double alpha, p, q, pLower, logbeta;
        final boolean lower, log;
        boolean swapTail, useLogX, addNewtonStep = true, warned;
        double a, la, pp, qq, r, t, u, xinbta, tx, y = -1., w, uN = 1., acu;

        Solver(double alpha, double p, double q, boolean lower, boolean log) {
            this.alpha = alpha;
            this.p = p;
            this.q = q;
            this.lower = lower;
            this.log = log;
            pLower = DistTails.lowerValue(alpha, lower, log);
            logbeta = MathGamma.lbeta(p, q);
            swapTail = pLower > 0.5;
        }

        /** log(p) of the lower tail (R_DT_log). */
        double dtLog() {
            return lower ? (log ? alpha : ExpLog.log(alpha)) : dLExp();
        }

        /** log(1 - p) of the lower tail (R_DT_Clog). */
        double dtClog() {
            return lower ? dLExp() : (log ? alpha : ExpLog.log(alpha));
        }

        private double dLExp() {
            return log ? DistTails.log1mExp(alpha) : Log1p.log1p(-alpha);
        }

        /** 1 - p of the lower tail (R_DT_CIv). */
        double dtCIv() {
            if (log) return lower ? -Expm1.expm1(alpha) : ExpLog.exp(alpha);
            return lower ? 0.5 - alpha + 0.5 : alpha;
        }

        /** The tail and shapes that {@code swapTail} says (qbeta's maybe_swap). */
        private void applySwap() {
            if (swapTail) {
                a = dtCIv();
                la = dtClog();
                pp = q;
                qq = p;
            } else {
                a = pLower;
                la = dtLog();
                pp = p;
                qq = q;
            }
        }

        double solve() {
            int nMaybeSwaps = 0;
            newton:
            while (true) {
                // maybe_swap: change tail, swapping p and q
                applySwap();
                nMaybeSwaps++;
                if (initialApproximation()) return finish();
                // Newton, on the log x or the x scale; false: its step was not finite
                if (!(useLogX ? newtonLogScale() : newtonLinearScale())) {
                    if (useLogX) {
                        if (nMaybeSwaps <= 1) continue newton;
                        return Double.NaN;
                    }
                    if (nMaybeSwaps <= 2) {
                        if (!log && nMaybeSwaps == 2) useLogX = true;
                        if (!log || nMaybeSwaps <= 1) continue newton;
                    }
                    return Double.NaN;
                }
                return converged();
            }
        }

        /**
         * The initial approximation, with the left-border check; true when that check already
         * settled the answer (R's goto L_return).
         */
        boolean initialApproximation() {
            acu = Math.max(ACU_MIN, RMath.pow(10., -13. - 2.5 / (pp * pp) - 0.5 / (a * a)));
            double u0 = (la + ExpLog.log(pp) + logbeta) / pp, rp = pp * (1. - qq) / (pp + 1.);
            t = 0.2;
            boolean u0Maybe = LN2 * -1021 < u0 && u0 < -0.01;
            if (u0Maybe && u0 < (t * LOG_EPS_C - ExpLog.log(Math.abs(pp * (1. - qq) * (2. - qq) / (2. * (pp + 2.))))) / 2.) {
                // the extreme left tail: MM's one-step correction
                rp = rp * ExpLog.exp(u0);
                u = rp > -1. ? u0 - Log1p.log1p(rp) / pp : u0;
                tx = xinbta = ExpLog.exp(u);
                useLogX = true;
                return false;
            }
            double r = Math.sqrt(-2 * la);
            double yy = r - (CONST1 + CONST2 * r) / (1. + (CONST3 + CONST4 * r) * r);
            y = yy;
            if (pp > 1 && qq > 1) {
                r = (yy * yy - 3.) / 6.;
                double s = 1. / (pp + pp - 1.);
                t = 1. / (qq + qq - 1.);
                double h = 2. / (s + t);
                double ww = yy * Math.sqrt(h + r) / h - (t - s) * (r + 5. / 6. - 2. / (3. * h));
                if (ww > 300) {
                    t = ww + ww + ExpLog.log(qq) - ExpLog.log(pp);
                    u = t <= 18 ? -Log1p.log1p(ExpLog.exp(t)) : -t - ExpLog.exp(-t);
                    xinbta = ExpLog.exp(u);
                } else {
                    xinbta = pp / (pp + qq * ExpLog.exp(ww + ww));
                    u = -Log1p.log1p(qq / pp * ExpLog.exp(ww + ww));
                }
            } else {
                r = qq + qq;
                t = 1. / (3. * Math.sqrt(qq));
                double c = 1. + t * (-t + yy);
                t = r * (c * (c * c));
                double s = 4. * pp + r - 2.;
                if (t == 0 || (t < 0. && s >= t)) {
                    double l1ma = swapTail ? dtLog() : dtClog();
                    double xx = (l1ma + ExpLog.log(qq) + logbeta) / qq;
                    if (xx <= 0.) {
                        xinbta = -Expm1.expm1(xx);
                        u = DistTails.log1mExp(xx);
                    } else {
                        double r1 = rp * ExpLog.exp(u0);
                        u = r1 > -1. ? u0 - Log1p.log1p(r1) / pp : u0;
                        xinbta = ExpLog.exp(u);
                    }
                } else {
                    t = s / t;
                    if (t <= 1.) {
                        u = u0;
                        xinbta = ExpLog.exp(u);
                    } else {
                        xinbta = 1. - 2. / (t + 1.);
                        u = Log1p.log1p(-2. / (t + 1.));
                    }
                }
            }
            if ((swapTail && u >= -ExpLog.exp(LOG_Q_CUT)) || (!swapTail && u >= -ExpLog.exp(4 * LOG_Q_CUT) && pp / qq < 1000.)) {
                // reverse the swap (and typically use log x)
                swapTail = !swapTail;
                applySwap();
                u = DistTails.log1mExp(u);
                xinbta = ExpLog.exp(u);
            }
            if (!useLogX) useLogX = u < LOG_Q_CUT;
            boolean badU = !Double.isFinite(u), badInit = badU || xinbta > P_HI;
            tx = xinbta;
            if (badU || u < LOG_Q_CUT) {
                // try the left border: the smallest positive number
                double wb = IncompleteBeta.pbetaRaw(DBL_VERY_MIN, pp, qq, true, log);
                if (wb > (log ? la : a)) {
                    if (log || Math.abs(wb - a) < Math.abs(0 - a)) {
                        tx = DBL_VERY_MIN;
                        uN = DBL_LOG_V_MIN;
                    } else {
                        tx = 0.;
                        uN = Double.NEGATIVE_INFINITY;
                    }
                    useLogX = log;
                    addNewtonStep = false;
                    return true;
                }
                if (u < DBL_LOG_V_MIN) {
                    u = DBL_LOG_V_MIN;
                    xinbta = DBL_VERY_MIN;
                }
            }
            if (badInit && !(useLogX && tx > 0)) {
                if (u == Double.NEGATIVE_INFINITY) {
                    u = LN2 * -1021;
                    xinbta = Double.MIN_NORMAL;
                } else {
                    xinbta = xinbta > 1.1 ? 0.5 : (xinbta < P_LO ? ExpLog.exp(u) : P_HI);
                    if (badU) u = ExpLog.log(xinbta);
                }
            }
            return false;
        }

        /** Newton on u = log x; false if a step is not finite; sets warned if it did not converge. */
        boolean newtonLogScale() {
            r = 1 - pp;
            t = 1 - qq;
            double wprev = 0., prev = 1., adj = 1.;
            for (int ipb = 0; ipb < 1000; ipb++) {
                y = IncompleteBeta.pbetaRaw(xinbta, pp, qq, true, true);
                w = y == Double.NEGATIVE_INFINITY ? 0.
                        : (y - la) * ExpLog.exp(y - u + logbeta + r * u + t * DistTails.log1mExp(u));
                if (!Double.isFinite(w)) return false;
                if (ipb >= N_NEWTON_FREE && w * wprev <= 0.) prev = Math.max(Math.abs(adj), FPU);
                double g = 1;
                for (int inn = 0; inn < 1000; inn++) {
                    adj = g * w;
                    if (Math.abs(adj) < prev) {
                        uN = u - adj;
                        if (uN <= 0.) {
                            if (prev <= acu || Math.abs(w) <= acu) return true;
                            break;
                        }
                    }
                    g /= 3;
                }
                double d = Math.min(Math.abs(adj), Math.abs(uN - u));
                if (d <= 4e-16 * Math.abs(uN + u)) return true;
                u = uN;
                xinbta = ExpLog.exp(u);
                wprev = w;
            }
            warned = true;
            MathWarnings.precision("qbeta");
            return true;
        }

        /** Newton on x itself; false if a step is not finite; sets warned if it did not converge. */
        boolean newtonLinearScale() {
            r = 1 - pp;
            t = 1 - qq;
            double wprev = 0., prev = 1., adj = 1.;
            for (int ipb = 0; ipb < 1000; ipb++) {
                y = IncompleteBeta.pbetaRaw(xinbta, pp, qq, true, log);
                w = newtonStep();
                if (!Double.isFinite(w)) return false;
                if (ipb >= N_NEWTON_FREE && w * wprev <= 0.) prev = Math.max(Math.abs(adj), FPU);
                double g = 1;
                for (int inn = 0; inn < 1000; inn++) {
                    adj = g * w;
                    if (ipb < N_NEWTON_FREE || Math.abs(adj) < prev) {
                        tx = xinbta - adj;
                        if (0. <= tx && tx <= 1.) {
                            if (prev <= acu || Math.abs(w) <= acu) return true;
                            if (tx != 0. && tx != 1) break;
                        }
                    }
                    g /= 3;
                }
                if (Math.abs(tx - xinbta) <= 4e-16 * (tx + xinbta)) return true;
                xinbta = tx;
                if (tx == 0) break;
                wprev = w;
            }
            warned = true;
            MathWarnings.precision("qbeta");
            return true;
        }

        /** (F(x) - a) / F'(x), or its log-scale form. */
        private double newtonStep() {
            return log ? (y - la) * ExpLog.exp(y + logbeta + r * ExpLog.log(xinbta) + t * Log1p.log1p(-xinbta))
                    : (y - a) * ExpLog.exp(logbeta + r * ExpLog.log(xinbta) + t * Log1p.log1p(-xinbta));
        }

        /** R's L_converged: a stuck-at-zero check, then L_return. */
        double converged() {
            boolean logScale = log || useLogX;
            if ((logScale && y == Double.NEGATIVE_INFINITY) || (!logScale && y == 0)) {
                double wb = IncompleteBeta.pbetaRaw(DBL_VERY_MIN, pp, qq, true, logScale);
                if (logScale || Math.abs(wb - a) <= Math.abs(y - a)) {
                    tx = DBL_VERY_MIN;
                    uN = DBL_LOG_V_MIN;
                }
                addNewtonStep = false;
            } else if (!warned && (logScale ? Math.abs(y - la) > 3 : Math.abs(y - a) > 1e-4)) {
                // e.g. qbeta(-1e-10, .2, .03, log = TRUE) cannot be accurate: no warning there
                if (!(logScale && y == Double.NEGATIVE_INFINITY && IncompleteBeta.pbetaRaw(ONE_MINUS_EPS, pp, qq, true, true) > la + 2)) {
                    MathWarnings.warn("qbeta(a, *) =: x0 with |pbeta(x0,*" + (logScale ? ", log_" : "") + ") - alpha| = "
                            + flashr.format.DecimalText.general(Math.abs(y - (logScale ? la : a)), 5, false, false) + " is not accurate");
                }
            }
            return finish();
        }

        /** R's L_return, for give_log_q = FALSE. */
        double finish() {
            if (useLogX) {
                if (addNewtonStep) {
                    // one last Newton step on the x scale
                    if (uN != 1.) xinbta = ExpLog.exp(uN);
                    y = IncompleteBeta.pbetaRaw(xinbta, pp, qq, true, log);
                    w = newtonStep();
                    tx = Double.isFinite(w) ? xinbta - w : xinbta;
                } else {
                    return swapTail ? -Expm1.expm1(uN) : ExpLog.exp(uN);
                }
            }
            return swapTail ? 1 - tx : tx;
        }
    }
}

package flashr.base.complex;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.Hypot;

/**
 * The zeros of a complex polynomial by Jenkins and Traub's three-stage algorithm (TOMS 419,
 * Comm. ACM 15 (1972) 97-99), in the form GNU R runs it (Ross Ihaka's C translation, now
 * R_cpolyroot in R's complex.c), so that polyroot gives R's roots in R's order to the last bit:
 * the same operations in the same order, plain double arithmetic (R's C is built for baseline
 * x86-64, so nothing is fused), the C library's hypot, exp and log where R calls them.
 *
 * <p>The algorithm finds one zero at a time, the smallest in modulus first in practice: a few
 * unshifted H-polynomial steps (stage 1), fixed shifts of modulus the Cauchy lower bound rotated
 * by 94 degrees each try (stage 2), then a variable shift (stage 3); each zero found deflates
 * the polynomial. Every stage has a fixed step limit, so the search always ends (in failure after
 * two passes of nine shifts).
 *
 * <p>One instance runs one polynomial; the fields are the C code's file-scope variables.
 */
final class Cpoly {
    private static final double ETA = 0x1p-52;                  // DBL_EPSILON
    private static final double ARE = ETA;                      // error bound on complex addition
    private static final double MRE = 2.0 * 1.41421356237309504880 * ETA; // ... on multiplication
    private static final double INFIN = Double.MAX_VALUE;
    private static final double SMALNO = Double.MIN_NORMAL;     // DBL_MIN
    private static final double BASE = 2.0;                     // FLT_RADIX
    // the rotation of the shift: cos and sin of 94 degrees, as R's literals
    private static final double COSR = -0.06975647374412529990, SINR = 0.99756405025982424767;

    /**
     * The relative step of the last stage-3 iteration. C keeps it in a function-scope static
     * that survives between calls (and between polyroot calls of one R session); stage 3 reads
     * it on its second step even when its first step set no new value, so it is kept the same
     * way here (guarded by the class lock in {@link #roots}).
     */
    private static double relstp;

    private int nn;
    private final double[] pr, pi, hr, hi, qpr, qpi, qhr, qhi, shr, shi;
    private double sr, si, tr, ti, pvr, pvi;

    private Cpoly(int n) {
        pr = new double[n]; pi = new double[n]; hr = new double[n]; hi = new double[n];
        qpr = new double[n]; qpi = new double[n]; qhr = new double[n]; qhi = new double[n];
        shr = new double[n]; shi = new double[n];
    }

    /**
     * R_cpolyroot: the {@code degree} zeros of the polynomial with coefficients {@code opr + i opi}
     * in order of decreasing powers ({@code opr[0]} the leading one) into {@code zeror, zeroi};
     * false where the algorithm fails (a zero leading coefficient, or no convergence).
     */
    static synchronized boolean roots(double[] opr, double[] opi, int degree, double[] zeror, double[] zeroi) {
        if (opr[0] == 0 && opi[0] == 0) return false;
        int nn = degree, d1 = nn - 1;
        // the zeros at the origin come first
        while (opr[nn] == 0 && opi[nn] == 0) {
            int dn = d1 - nn + 1;
            zeror[dn] = 0;
            zeroi[dn] = 0;
            nn--;
        }
        nn++; // now the number of coefficients left
        if (nn == 1) return true;
        return new Cpoly(nn).run(opr, opi, nn, d1, zeror, zeroi);
    }

    private boolean run(double[] opr, double[] opi, int count, int d1, double[] zeror, double[] zeroi) {
        nn = count;
        for (int i = 0; i < nn; i++) {
            pr[i] = opr[i];
            pi[i] = opi[i];
            shr[i] = Hypot.hypot(pr[i], pi[i]);
        }
        double bnd = scale(nn, shr);
        if (bnd != 1.0) {
            for (int i = 0; i < nn; i++) {
                pr[i] *= bnd;
                pi[i] *= bnd;
            }
        }
        // the shift's direction: starts at -45 degrees, rotated by 94 degrees before every try
        double xx = 0.70710678118654752440, yy = -xx;
        double[] z = new double[2];
        while (nn > 2) {
            for (int i = 0; i < nn; i++) shr[i] = Hypot.hypot(pr[i], pi[i]);
            bnd = cauchy(nn, shr, shi);
            if (Double.isNaN(bnd)) return false; // overflowed coefficients (R would loop forever)
            boolean conv = false;
            // two major passes, each with nine shifts
            for (int pass = 1; pass <= 2 && !conv; pass++) {
                noshft(5);
                for (int shift = 1; shift <= 9; shift++) {
                    double xxx = COSR * xx - SINR * yy;
                    yy = SINR * xx + COSR * yy;
                    xx = xxx;
                    sr = bnd * xx;
                    si = bnd * yy;
                    if (fxshft(shift * 10, z)) {
                        conv = true;
                        break;
                    }
                }
            }
            if (!conv) return false;
            // store the zero and deflate: the quotient is left in qp by the last evaluation at it
            int dn = d1 + 2 - nn;
            zeror[dn] = z[0];
            zeroi[dn] = z[1];
            --nn;
            for (int i = 0; i < nn; i++) {
                pr[i] = qpr[i];
                pi[i] = qpi[i];
            }
        }
        cdivid(-pr[1], -pi[1], pr[0], pi[0], z);
        zeror[d1] = z[0];
        zeroi[d1] = z[1];
        return true;
    }

    /** Stage 1: h = p' / degree, then {@code l1} unshifted steps. */
    private void noshft(int l1) {
        int n = nn - 1, nm1 = n - 1;
        for (int i = 0; i < n; i++) {
            double xni = nn - i - 1;
            hr[i] = xni * pr[i] / n;
            hi[i] = xni * pi[i] / n;
        }
        double[] t = new double[2];
        for (int jj = 1; jj <= l1; jj++) {
            if (Hypot.hypot(hr[n - 1], hi[n - 1]) <= ETA * 10.0 * Hypot.hypot(pr[n - 1], pi[n - 1])) {
                // h's constant term is essentially zero: shift h's coefficients
                for (int i = 1; i <= nm1; i++) {
                    int j = nn - i;
                    hr[j - 1] = hr[j - 2];
                    hi[j - 1] = hi[j - 2];
                }
                hr[0] = 0;
                hi[0] = 0;
            } else {
                cdivid(-pr[nn - 1], -pi[nn - 1], hr[n - 1], hi[n - 1], t);
                tr = t[0];
                ti = t[1];
                for (int i = 1; i <= nm1; i++) {
                    int j = nn - i;
                    double t1 = hr[j - 2], t2 = hi[j - 2];
                    hr[j - 1] = tr * t1 - ti * t2 + pr[j - 1];
                    hi[j - 1] = tr * t2 + ti * t1 + pi[j - 1];
                }
                hr[0] = pr[0];
                hi[0] = pi[0];
            }
        }
    }

    /**
     * Stage 2: up to {@code l2} fixed-shift steps at s; when t = -p(s)/h(s) has twice passed the
     * weak convergence test, stage 3 from there (once; on its failure the steps go on without the
     * test), and stage 3 from the final iterate at the end. True with the zero in z on success.
     */
    private boolean fxshft(int l2, double[] z) {
        int n = nn - 1;
        polyev(nn, sr, si, pr, pi, qpr, qpi);
        pvr = evr;
        pvi = evi;
        boolean test = true, pasd = false;
        boolean hs0 = calct();
        for (int j = 1; j <= l2; j++) {
            double otr = tr, oti = ti;
            nexth(hs0);
            hs0 = calct();
            z[0] = sr + tr;
            z[1] = si + ti;
            // the convergence test, unless stage 3 failed once or this is the last step
            if (!hs0 && test && j != l2) {
                if (Hypot.hypot(tr - otr, ti - oti) >= Hypot.hypot(z[0], z[1]) * 0.5) {
                    pasd = false;
                } else if (!pasd) {
                    pasd = true;
                } else {
                    // passed twice: try stage 3, keeping h and s to come back to
                    for (int i = 0; i < n; i++) {
                        shr[i] = hr[i];
                        shi[i] = hi[i];
                    }
                    double svsr = sr, svsi = si;
                    if (vrshft(10, z)) return true;
                    test = false;
                    for (int i = 1; i <= n; i++) {
                        hr[i - 1] = shr[i - 1];
                        hi[i - 1] = shi[i - 1];
                    }
                    sr = svsr;
                    si = svsi;
                    polyev(nn, sr, si, pr, pi, qpr, qpi);
                    pvr = evr;
                    pvi = evi;
                    hs0 = calct();
                }
            }
        }
        return vrshft(10, z);
    }

    /** Stage 3: up to {@code l3} variable-shift steps from z; true with the zero in z when p(s) is within rounding. */
    private boolean vrshft(int l3, double[] z) {
        boolean b = false;
        double omp = 0;
        sr = z[0];
        si = z[1];
        for (int i = 1; i <= l3; i++) {
            polyev(nn, sr, si, pr, pi, qpr, qpi);
            pvr = evr;
            pvi = evi;
            double mp = Hypot.hypot(pvr, pvi), ms = Hypot.hypot(sr, si);
            if (mp <= 20.0 * errev(nn, qpr, qpi, ms, mp, ETA, MRE)) {
                z[0] = sr;
                z[1] = si;
                return true;
            }
            boolean stalled = false;
            if (i != 1) {
                if (!b && mp >= omp && relstp < 0.05) {
                    // stalled, probably in a cluster of zeros: five fixed-shift steps into it
                    // so that one zero dominates
                    double tp = relstp;
                    b = true;
                    if (relstp < ETA) tp = ETA;
                    double r1 = Math.sqrt(tp);
                    double r2 = sr * (r1 + 1.0) - si * r1;
                    si = sr * r1 + si * (r1 + 1.0);
                    sr = r2;
                    polyev(nn, sr, si, pr, pi, qpr, qpi);
                    pvr = evr;
                    pvi = evi;
                    for (int j = 1; j <= 5; ++j) nexth(calct());
                    omp = INFIN;
                    stalled = true;
                } else if (mp * 0.1 > omp) {
                    return false; // |p(s)| grew markedly
                }
            }
            if (!stalled) omp = mp;
            nexth(calct());
            if (!calct()) {
                relstp = Hypot.hypot(tr, ti) / Hypot.hypot(sr, si);
                sr += tr;
                si += ti;
            }
        }
        return false;
    }

    /** t = -p(s)/h(s), h(s)'s partial sums into qh; true (and t = 0) when h(s) is essentially zero. */
    private boolean calct() {
        int n = nn - 1;
        polyev(n, sr, si, hr, hi, qhr, qhi);
        double hvr = evr, hvi = evi;
        boolean hs0 = Hypot.hypot(hvr, hvi) <= ARE * 10.0 * Hypot.hypot(hr[n - 1], hi[n - 1]);
        if (!hs0) {
            double[] t = new double[2];
            cdivid(-pvr, -pvi, hvr, hvi, t);
            tr = t[0];
            ti = t[1];
        } else {
            tr = 0;
            ti = 0;
        }
        return hs0;
    }

    /** The next shifted h polynomial (qh shifted when h(s) is essentially zero). */
    private void nexth(boolean hs0) {
        int n = nn - 1;
        if (!hs0) {
            for (int j = 1; j < n; j++) {
                double t1 = qhr[j - 1], t2 = qhi[j - 1];
                hr[j] = tr * t1 - ti * t2 + qpr[j];
                hi[j] = tr * t2 + ti * t1 + qpi[j];
            }
            hr[0] = qpr[0];
            hi[0] = qpi[0];
        } else {
            for (int j = 1; j < n; j++) {
                hr[j] = qhr[j - 1];
                hi[j] = qhi[j - 1];
            }
            hr[0] = 0;
            hi[0] = 0;
        }
    }

    /** The value of the last {@link #polyev}. */
    private double evr, evi;

    /** p(s) by Horner's recurrence on its first n coefficients, the partial sums into q. */
    private void polyev(int n, double sr, double si, double[] pr, double[] pi, double[] qr, double[] qi) {
        qr[0] = pr[0];
        qi[0] = pi[0];
        double vr = qr[0], vi = qi[0];
        for (int i = 1; i < n; i++) {
            double t = vr * sr - vi * si + pr[i];
            qi[i] = vi = vr * si + vi * sr + pi[i];
            qr[i] = vr = t;
        }
        evr = vr;
        evi = vi;
    }

    /** A bound on the rounding error of Horner's recurrence, from its partial sums. */
    private static double errev(int n, double[] qr, double[] qi, double ms, double mp, double aRe, double mRe) {
        double e = Hypot.hypot(qr[0], qi[0]) * mRe / (aRe + mRe);
        for (int i = 0; i < n; i++) e = e * ms + Hypot.hypot(qr[i], qi[i]);
        return e * (aRe + mRe) - mp * mRe;
    }

    /**
     * A lower bound on the moduli of the zeros: the positive root of |p_0| x^m + ... - |p_m|
     * (pot holds the coefficients' moduli; its last entry is negated in place), to two digits
     * by Newton's method. NaN where the moduli overflowed, which would make R's loops endless.
     */
    private static double cauchy(int n, double[] pot, double[] q) {
        int n1 = n - 1;
        pot[n1] = -pot[n1];
        double x = ExpLog.exp((ExpLog.log(-pot[n1]) - ExpLog.log(pot[0])) / n1);
        if (pot[n1 - 1] != 0) { // a Newton step from the origin, if it is better
            double xm = -pot[n1] / pot[n1 - 1];
            if (xm < x) x = xm;
        }
        for (;;) { // chop (0, x) until f <= 0
            double xm = x * 0.1, f = pot[0];
            for (int i = 1; i < n; i++) f = f * xm + pot[i];
            if (f <= 0.0) break;
            if (f != f) return Double.NaN;
            x = xm;
        }
        double dx = x;
        for (int iter = 0; Math.abs(dx / x) > 0.005; iter++) {
            if (iter == 10_000) return Double.NaN;
            q[0] = pot[0];
            for (int i = 1; i < n; i++) q[i] = q[i - 1] * x + pot[i];
            double f = q[n1], delf = q[0];
            for (int i = 1; i < n1; i++) delf = delf * x + q[i];
            dx = f / delf;
            x -= dx;
        }
        return x;
    }

    /**
     * A power of the base to multiply the coefficients by (their moduli in pot), against overflow
     * and against underflow that would spoil the convergence test; 1 unless needed.
     */
    private static double scale(int n, double[] pot) {
        double high = Math.sqrt(INFIN), lo = SMALNO / ETA, max = 0, min = INFIN;
        for (int i = 0; i < n; i++) {
            double x = pot[i];
            if (x > max) max = x;
            if (x != 0 && x < min) min = x;
        }
        if (!(min < lo || max > high)) return 1.0;
        double x = lo / min, sc;
        if (x <= 1.0) {
            sc = 1.0 / (Math.sqrt(max) * Math.sqrt(min));
        } else {
            sc = x;
            if (INFIN / sc > max) sc = 1.0;
        }
        int ell = (int) (ExpLog.log(sc) / ExpLog.log(BASE) + 0.5);
        return powDi(BASE, ell);
    }

    /** R_pow_di: x^n by repeated squaring, a negative power as 1 / x^-n. */
    private static double powDi(double x, int n) {
        double xn = 1.0;
        if (n != 0) {
            boolean neg = n < 0;
            if (neg) n = -n;
            for (;;) {
                if ((n & 1) != 0) xn *= x;
                if ((n >>= 1) != 0) x *= x;
                else break;
            }
            if (neg) xn = 1.0 / xn;
        }
        return xn;
    }

    /** c = a / b by Smith's method; +Inf in both parts for a zero b. */
    private static void cdivid(double ar, double ai, double br, double bi, double[] c) {
        if (br == 0 && bi == 0) {
            c[0] = c[1] = Double.POSITIVE_INFINITY;
        } else if (Math.abs(br) >= Math.abs(bi)) {
            double r = bi / br, d = br + r * bi;
            c[0] = (ar + ai * r) / d;
            c[1] = (ai - ar * r) / d;
        } else {
            double r = br / bi, d = bi + r * br;
            c[0] = (ar * r + ai) / d;
            c[1] = (ai * r - ar) / d;
        }
    }
}

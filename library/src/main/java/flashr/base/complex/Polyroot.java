package flashr.base.complex;

import flashr.lang.RComplex;
import flashr.lang.RError;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * R's {@code polyroot(z)}: the roots of z[1] + z[2] x + ... + z[n] x^(n-1). Zero highest
 * coefficients are dropped and roots at the origin come first, as in R; the others are found
 * together by the Aberth-Ehrlich iteration (R uses Jenkins and Traub's cpoly, which finds them
 * one by one, smallest modulus first), polished by Newton's method on the full polynomial and
 * listed by increasing modulus.
 */
final class Polyroot {
    private Polyroot() {}

    static RComplex polyroot(RValue x) {
        if (!(x instanceof RVector v) || !(v.type().isNumeric() || v.type() == RType.COMPLEX)) {
            throw new RError("invalid argument type");
        }
        RComplex z = RComplex.from(v);
        for (int i = 0; i < z.length(); i++) {
            if (!Double.isFinite(z.re(i)) || !Double.isFinite(z.im(i))) throw new RError("invalid polynomial coefficient");
        }
        int degree = z.length() - 1;
        while (degree >= 0 && z.re(degree) == 0 && z.im(degree) == 0) degree--;
        if (degree < 1) return new RComplex(new double[0], new double[0]);
        int zeros = 0;
        while (z.re(zeros) == 0 && z.im(zeros) == 0) zeros++;
        int m = degree - zeros;
        double[] cr = new double[m + 1], ci = new double[m + 1];
        for (int k = 0; k <= m; k++) {
            cr[k] = z.re(k + zeros);
            ci[k] = z.im(k + zeros);
        }
        double[][] roots = aberth(cr, ci, m);
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> Double.compare(Math.hypot(roots[0][a], roots[1][a]), Math.hypot(roots[0][b], roots[1][b])));
        double[] re = new double[degree], im = new double[degree];
        for (int i = 0; i < m; i++) {
            re[zeros + i] = roots[0][order[i]];
            im[zeros + i] = roots[1][order[i]];
        }
        return new RComplex(re, im);
    }

    /** The m roots of sum c[k] x^k (c[m] != 0, c[0] != 0). */
    private static double[][] aberth(double[] cr, double[] ci, int m) {
        double[] xr = new double[m], xi = new double[m];
        // start on a circle of the Cauchy bound's radius, off the real axis
        double lead = Math.hypot(cr[m], ci[m]), radius = 0;
        for (int k = 0; k < m; k++) radius = Math.max(radius, Math.pow(Math.hypot(cr[k], ci[k]) / lead, 1.0 / (m - k)));
        for (int i = 0; i < m; i++) {
            double t = 2 * Math.PI * i / m + 0.4;
            xr[i] = radius * Math.cos(t);
            xi[i] = radius * Math.sin(t);
        }
        double[] p = new double[2], d = new double[2], q = new double[2];
        for (int iter = 0; iter < 500; iter++) {
            double change = 0;
            for (int i = 0; i < m; i++) {
                eval(cr, ci, m, xr[i], xi[i], p, d);
                if (p[0] == 0 && p[1] == 0) continue;
                Cplx.div(p[0], p[1], d[0], d[1], q); // Newton step p/p'
                double sr = 0, si = 0;
                for (int j = 0; j < m; j++) {
                    if (j == i) continue;
                    double[] w = new double[2];
                    Cplx.div(1, 0, xr[i] - xr[j], xi[i] - xi[j], w);
                    sr += w[0];
                    si += w[1];
                }
                // w = q / (1 - q * s)
                double[] qs = new double[2];
                Cplx.mul(q[0], q[1], sr, si, qs);
                double[] w = new double[2];
                Cplx.div(q[0], q[1], 1 - qs[0], -qs[1], w);
                if (!Double.isFinite(w[0]) || !Double.isFinite(w[1])) continue;
                xr[i] -= w[0];
                xi[i] -= w[1];
                change = Math.max(change, Math.hypot(w[0], w[1]) / Math.max(1, Math.hypot(xr[i], xi[i])));
            }
            if (change < 1e-16) break;
        }
        for (int i = 0; i < m; i++) { // Newton polish
            for (int k = 0; k < 3; k++) {
                eval(cr, ci, m, xr[i], xi[i], p, d);
                if (d[0] == 0 && d[1] == 0) break;
                Cplx.div(p[0], p[1], d[0], d[1], q);
                if (!Double.isFinite(q[0]) || !Double.isFinite(q[1])) break;
                xr[i] -= q[0];
                xi[i] -= q[1];
            }
        }
        return new double[][] {xr, xi};
    }

    /** p(x) and p'(x) by Horner's scheme. */
    private static void eval(double[] cr, double[] ci, int m, double xr, double xi, double[] p, double[] d) {
        double pr = cr[m], pi = ci[m], dr = 0, di = 0;
        double[] t = new double[2];
        for (int k = m - 1; k >= 0; k--) {
            Cplx.mul(dr, di, xr, xi, t);
            dr = t[0] + pr;
            di = t[1] + pi;
            Cplx.mul(pr, pi, xr, xi, t);
            pr = t[0] + cr[k];
            pi = t[1] + ci[k];
        }
        p[0] = pr;
        p[1] = pi;
        d[0] = dr;
        d[1] = di;
    }
}

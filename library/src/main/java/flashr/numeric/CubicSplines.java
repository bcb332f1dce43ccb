package flashr.numeric;

/**
 * Interpolating cubic splines as R's C code computes them for {@code spline} and
 * {@code splinefun}: coefficients b, c, d of y + b dx + c dx^2 + d dx^3 on each interval, for
 * periodic end conditions (a Cholesky solve of the cyclic system), natural ones (zero second
 * derivative at the ends) and Forsythe, Malcolm and Moler's (third derivatives matched to cubics
 * through the four end points). Arithmetic is in R's order, including its quirks (the natural
 * spline's first slope uses d[1] where the text would suggest the loop's last index).
 */
public final class CubicSplines {
    public static final int PERIODIC = 1, NATURAL = 2, FMM = 3;

    private CubicSplines() {}

    /**
     * Fills b, c, d (length n, zero on entry) for the nodes x (sorted) and values y. Leaves them
     * zero where R's C code sets errno and returns (fewer than two points, a periodic spline whose
     * ends differ).
     */
    public static void coefficients(int method, double[] x, double[] y, double[] b, double[] c, double[] d) {
        int n = x.length;
        switch (method) {
            case PERIODIC -> periodic(n, x, y, b, c, d);
            case NATURAL -> natural(n, x, y, b, c, d);
            case FMM -> fmm(n, x, y, b, c, d);
            default -> { }
        }
    }

    /** 1-based views of the C code's arrays. */
    private static final class V {
        final double[] a;

        V(double[] a) {
            this.a = a;
        }

        double g(int i) {
            return a[i - 1];
        }

        void s(int i, double v) {
            a[i - 1] = v;
        }
    }

    /** Two points: the line through them (natural and fmm alike, as R's spline_coef). */
    private static void line(V x, V y, V b, V c, V d) {
        double t = y.g(2) - y.g(1);
        b.s(1, t / (x.g(2) - x.g(1)));
        b.s(2, b.g(1));
        c.s(1, 0); c.s(2, 0); d.s(1, 0); d.s(2, 0);
    }

    private static void natural(int n, double[] xa, double[] ya, double[] ba, double[] ca, double[] da) {
        if (n < 2) return;
        V x = new V(xa), y = new V(ya), b = new V(ba), c = new V(ca), d = new V(da);
        if (n < 3) {
            line(x, y, b, c, d);
            return;
        }
        int nm1 = n - 1;
        int i;
        d.s(1, x.g(2) - x.g(1));
        c.s(2, (y.g(2) - y.g(1)) / d.g(1));
        for (i = 2; i < n; i++) {
            d.s(i, x.g(i + 1) - x.g(i));
            b.s(i, 2.0 * (d.g(i - 1) + d.g(i)));
            c.s(i + 1, (y.g(i + 1) - y.g(i)) / d.g(i));
            c.s(i, c.g(i + 1) - c.g(i));
        }
        for (i = 3; i < n; i++) {
            double t = d.g(i - 1) / b.g(i - 1);
            b.s(i, b.g(i) - t * d.g(i - 1));
            c.s(i, c.g(i) - t * c.g(i - 1));
        }
        c.s(nm1, c.g(nm1) / b.g(nm1));
        for (i = n - 2; i > 1; i--) c.s(i, (c.g(i) - d.g(i) * c.g(i + 1)) / b.g(i));
        c.s(1, 0.0);
        c.s(n, 0.0);
        b.s(1, (y.g(2) - y.g(1)) / d.g(1) - d.g(i) * c.g(2));   // i is 1 here, as in R
        c.s(1, 0.0);
        d.s(1, c.g(2) / d.g(1));
        b.s(n, (y.g(n) - y.g(nm1)) / d.g(nm1) + d.g(nm1) * c.g(nm1));
        for (i = 2; i < n; i++) {
            b.s(i, (y.g(i + 1) - y.g(i)) / d.g(i) - d.g(i) * (c.g(i + 1) + 2.0 * c.g(i)));
            d.s(i, (c.g(i + 1) - c.g(i)) / d.g(i));
            c.s(i, 3.0 * c.g(i));
        }
        c.s(n, 0.0);
        d.s(n, 0.0);
    }

    private static void fmm(int n, double[] xa, double[] ya, double[] ba, double[] ca, double[] da) {
        if (n < 2) return;
        V x = new V(xa), y = new V(ya), b = new V(ba), c = new V(ca), d = new V(da);
        if (n < 3) {
            line(x, y, b, c, d);
            return;
        }
        int nm1 = n - 1;
        d.s(1, x.g(2) - x.g(1));
        c.s(2, (y.g(2) - y.g(1)) / d.g(1));
        for (int i = 2; i < n; i++) {
            d.s(i, x.g(i + 1) - x.g(i));
            b.s(i, 2.0 * (d.g(i - 1) + d.g(i)));
            c.s(i + 1, (y.g(i + 1) - y.g(i)) / d.g(i));
            c.s(i, c.g(i + 1) - c.g(i));
        }
        b.s(1, -d.g(1));
        b.s(n, -d.g(nm1));
        c.s(1, 0.0);
        c.s(n, 0.0);
        if (n > 3) {   // third derivatives at the ends from divided differences
            c.s(1, c.g(3) / (x.g(4) - x.g(2)) - c.g(2) / (x.g(3) - x.g(1)));
            c.s(n, c.g(nm1) / (x.g(n) - x.g(n - 2)) - c.g(n - 2) / (x.g(nm1) - x.g(n - 3)));
            c.s(1, c.g(1) * d.g(1) * d.g(1) / (x.g(4) - x.g(1)));
            c.s(n, -c.g(n) * d.g(nm1) * d.g(nm1) / (x.g(n) - x.g(n - 3)));
        }
        for (int i = 2; i <= n; i++) {
            double t = d.g(i - 1) / b.g(i - 1);
            b.s(i, b.g(i) - t * d.g(i - 1));
            c.s(i, c.g(i) - t * c.g(i - 1));
        }
        c.s(n, c.g(n) / b.g(n));
        for (int i = nm1; i >= 1; i--) c.s(i, (c.g(i) - d.g(i) * c.g(i + 1)) / b.g(i));
        b.s(n, (y.g(n) - y.g(n - 1)) / d.g(n - 1) + d.g(n - 1) * (c.g(n - 1) + 2.0 * c.g(n)));
        for (int i = 1; i <= nm1; i++) {
            b.s(i, (y.g(i + 1) - y.g(i)) / d.g(i) - d.g(i) * (c.g(i + 1) + 2.0 * c.g(i)));
            d.s(i, (c.g(i + 1) - c.g(i)) / d.g(i));
            c.s(i, 3.0 * c.g(i));
        }
        c.s(n, 3.0 * c.g(n));
        d.s(n, d.g(nm1));
    }

    private static void periodic(int n, double[] xa, double[] ya, double[] ba, double[] ca, double[] da) {
        V x = new V(xa), y = new V(ya), b = new V(ba), c = new V(ca), d = new V(da);
        if (n < 2 || y.g(1) != y.g(n)) return;
        if (n == 2) return;   // all zero
        if (n == 3) {
            double v = -(y.g(1) - y.g(2)) * (x.g(1) - 2 * x.g(2) + x.g(3)) / (x.g(3) - x.g(2)) / (x.g(2) - x.g(1));
            b.s(1, v); b.s(2, v); b.s(3, v);
            c.s(1, -3 * (y.g(1) - y.g(2)) / (x.g(3) - x.g(2)) / (x.g(2) - x.g(1)));
            c.s(2, -c.g(1));
            c.s(3, c.g(1));
            d.s(1, -2 * c.g(1) / 3 / (x.g(2) - x.g(1)));
            d.s(2, -d.g(1) * (x.g(2) - x.g(1)) / (x.g(3) - x.g(2)));
            d.s(3, d.g(1));
            return;
        }
        V e = new V(new double[n]);
        int nm1 = n - 1;
        // b holds the diagonal (then L), d the off-diagonal (then M), c the right-hand side (then Y, X)
        d.s(1, x.g(2) - x.g(1));
        d.s(nm1, x.g(n) - x.g(nm1));
        b.s(1, 2.0 * (d.g(1) + d.g(nm1)));
        c.s(1, (y.g(2) - y.g(1)) / d.g(1) - (y.g(n) - y.g(nm1)) / d.g(nm1));
        for (int i = 2; i < n; i++) {
            d.s(i, x.g(i + 1) - x.g(i));
            b.s(i, 2.0 * (d.g(i) + d.g(i - 1)));
            c.s(i, (y.g(i + 1) - y.g(i)) / d.g(i) - (y.g(i) - y.g(i - 1)) / d.g(i - 1));
        }
        b.s(1, Math.sqrt(b.g(1)));
        e.s(1, (x.g(n) - x.g(nm1)) / b.g(1));
        double s = 0.0;
        for (int i = 1; i <= nm1 - 2; i++) {
            d.s(i, d.g(i) / b.g(i));
            if (i != 1) e.s(i, -e.g(i - 1) * d.g(i - 1) / b.g(i));
            b.s(i + 1, Math.sqrt(b.g(i + 1) - d.g(i) * d.g(i)));
            s = s + e.g(i) * e.g(i);
        }
        d.s(nm1 - 1, (d.g(nm1 - 1) - e.g(nm1 - 2) * d.g(nm1 - 2)) / b.g(nm1 - 1));
        b.s(nm1, Math.sqrt(b.g(nm1) - d.g(nm1 - 1) * d.g(nm1 - 1) - s));
        c.s(1, c.g(1) / b.g(1));
        s = 0.0;
        for (int i = 2; i <= nm1 - 1; i++) {
            c.s(i, (c.g(i) - d.g(i - 1) * c.g(i - 1)) / b.g(i));
            s = s + e.g(i - 1) * c.g(i - 1);
        }
        c.s(nm1, (c.g(nm1) - d.g(nm1 - 1) * c.g(nm1 - 1) - s) / b.g(nm1));
        c.s(nm1, c.g(nm1) / b.g(nm1));
        c.s(nm1 - 1, (c.g(nm1 - 1) - d.g(nm1 - 1) * c.g(nm1)) / b.g(nm1 - 1));
        for (int i = nm1 - 2; i >= 1; i--) c.s(i, (c.g(i) - d.g(i) * c.g(i + 1) - e.g(i) * c.g(nm1)) / b.g(i));
        c.s(n, c.g(1));
        for (int i = 1; i <= nm1; i++) {
            s = x.g(i + 1) - x.g(i);
            b.s(i, (y.g(i + 1) - y.g(i)) / s - s * (c.g(i + 1) + 2.0 * c.g(i)));
            d.s(i, (c.g(i + 1) - c.g(i)) / s);
            c.s(i, 3.0 * c.g(i));
        }
        b.s(n, b.g(1));
        c.s(n, c.g(1));
        d.s(n, d.g(1));
    }

    /** The spline's values at u (R's spline_eval): periodic splines wrap u into the period, natural ones extrapolate linearly on the left. */
    public static double[] evaluate(int method, double[] u, double[] x, double[] y, double[] b, double[] c, double[] d) {
        int n = x.length, nu = u.length, n1 = n - 1;
        double[] v = new double[nu];
        if (method == PERIODIC && n > 1) {
            double dx = x[n1] - x[0];
            for (int l = 0; l < nu; l++) {
                v[l] = (u[l] - x[0]) % dx;
                if (v[l] < 0.0) v[l] += dx;
                v[l] += x[0];
            }
        } else System.arraycopy(u, 0, v, 0, nu);
        for (int l = 0, i = 0; l < nu; l++) {
            double ul = v[l];
            if (ul < x[i] || (i < n1 && x[i + 1] < ul)) {   // find i with x[i] <= ul <= x[i+1]
                i = 0;
                int j = n;
                do {
                    int k = (i + j) / 2;
                    if (ul < x[k]) j = k;
                    else i = k;
                } while (j > i + 1);
            }
            double dx = ul - x[i];
            double tmp = (method == NATURAL && ul < x[0]) ? 0.0 : d[i];
            v[l] = y[i] + dx * (b[i] + dx * (c[i] + dx * tmp));
        }
        return v;
    }

    /**
     * Fritsch and Carlson's monotone slopes (R's monoFC_mod), in place of m: where the slopes
     * m[k], m[k+1] leave the monotonicity region of the interval's divided difference s[k], both
     * are scaled back onto its boundary; a flat interval gets flat ends.
     */
    public static void monotoneSlopes(double[] m, double[] s) {
        int n = m.length;
        for (int k = 0; k < n - 1; k++) {
            double sk = s[k];
            int k1 = k + 1;
            if (sk == 0.) {
                m[k] = m[k1] = 0.;
            } else {
                double alpha = m[k] / sk, beta = m[k1] / sk, a2b3, ab23;
                if ((a2b3 = 2 * alpha + beta - 3) > 0 && (ab23 = alpha + 2 * beta - 3) > 0
                        && alpha * (a2b3 + ab23) < a2b3 * a2b3) {
                    double tauS = 3 * sk / Math.sqrt(alpha * alpha + beta * beta);
                    m[k] = tauS * alpha;
                    m[k1] = tauS * beta;
                }
            }
        }
    }
}

package flashr.base.math;

import flashr.engine.fn.math.ExpLog;

import java.util.function.Consumer;

/**
 * R's Bessel functions of real order: its nmath wrappers (negative x, negative orders by reflection,
 * R's range limits and warnings) around W. J. Cody's routines, ported in {@link CodyBesselJ},
 * {@link CodyBesselY}, {@link CodyBesselI} and {@link CodyBesselK}. Each routine computes the orders
 * alpha, alpha + 1, ..., nu (alpha = nu - floor(nu)) and says how many are accurate (its ncalc); R warns
 * where that falls short of them all.
 */
final class Bessel {
    private Bessel() {}

    /** Beyond these R's J and scaled I give 0 (J with a warning); past NU_MAX_JY R's J and Y refuse. */
    private static final double EXPARG = 709, XLRG_IJ = 1e5, NU_MAX_JY = 1e7;

    /** R's besselJ for one x and nu. */
    static double j(double x, double nu, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_j", warn);
        double na = Math.floor(nu);
        if (nu < 0) {
            return (nu - na == 0.5 ? 0 : j(x, -nu, warn) * Math1Functions.cospi(nu))
                    + (nu == na ? 0 : y(x, -nu, warn) * Math1Functions.sinpi(nu));
        }
        if (nu > NU_MAX_JY) {
            warn.accept(String.format(java.util.Locale.ROOT, "besselJ(x, nu): nu=%s too large for bessel_j() algorithm", g(nu)));
            return Double.NaN;
        }
        if (x > XLRG_IJ) {
            warn.accept("value out of range in 'J_bessel'");
            return 0;
        }
        int nb = orders(nu);
        double alpha = nu - (nb - 1);
        return checked(CodyBesselJ.compute(x, alpha, nb), "bessel_j", x, alpha, nb, warn);
    }

    /** R's besselY for one x and nu. */
    static double y(double x, double nu, Consumer<String> warn) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_y", warn);
        double na = Math.floor(nu);
        if (nu < 0) {
            return (nu - na == 0.5 ? 0 : y(x, -nu, warn) * Math1Functions.cospi(nu))
                    - (nu == na ? 0 : j(x, -nu, warn) * Math1Functions.sinpi(nu));
        }
        if (nu > NU_MAX_JY) {
            warn.accept(String.format(java.util.Locale.ROOT, "besselY(x, nu): nu=%s too large for bessel_y() algorithm", g(nu)));
            return Double.NaN;
        }
        int nb = orders(nu);
        double alpha = nu - (nb - 1);
        CodyBesselI.Result r = CodyBesselY.compute(x, alpha, nb);
        if (r.calculated() == -1) return Double.POSITIVE_INFINITY;
        return checked(r, "bessel_y", x, alpha, nb, warn);
    }

    /**
     * R's work array, shared by the elements of one call (R allocates it once, for the largest order): where
     * K_bessel gives up (ncalc < 0) R returns what the array held, from an earlier element or (here) 0.
     */
    static final class Work {
        private double[] a = new double[1];

        double[] get(int n) {
            if (a.length < n) a = java.util.Arrays.copyOf(a, Math.max(n, Math.min(2 * a.length, (int) NU_MAX_JY + 1)));
            return a;
        }
    }

    /** R's besselI; {@code scaled} gives exp(-x) I. */
    static double i(double x, double nu, boolean scaled, Consumer<String> warn) {
        return i(x, nu, scaled, warn, new Work());
    }

    static double i(double x, double nu, boolean scaled, Consumer<String> warn, Work work) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_i", warn);
        if (nu < 0) {
            return i(x, -nu, scaled, warn, work) + (nu == Math.floor(nu) ? 0
                    : k(x, -nu, scaled, warn, work) * (scaled ? 2 * ExpLog.exp(-2 * x) : 2) / Math.PI * Math1Functions.sinpi(-nu));
        }
        if (x == 0) return nu == 0 ? 1 : 0;
        if (scaled && x > XLRG_IJ) return 0;
        if (!scaled && x > EXPARG) return Double.POSITIVE_INFINITY;
        // orders past 1e7 with x <= 1e5: I_nu(x) < (x/2)^nu / nu! underflows (R allocates nu doubles)
        if (nu > NU_MAX_JY) return lost(0, true, "bessel_i", x, nu, warn);
        int nb = orders(nu);
        double alpha = nu - (nb - 1);
        return checked(CodyBesselI.compute(x, alpha, nb, scaled), "bessel_i", x, alpha, nb, warn);
    }

    /** R's besselK; {@code scaled} gives exp(x) K. */
    static double k(double x, double nu, boolean scaled, Consumer<String> warn) {
        return k(x, nu, scaled, warn, new Work());
    }

    static double k(double x, double nu, boolean scaled, Consumer<String> warn, Work work) {
        if (Double.isNaN(x) || Double.isNaN(nu)) return x + nu;
        if (x < 0) return outOfRange("bessel_k", warn);
        if (nu < 0) nu = -nu;
        // K_nu(x) overflows for such orders (R would recur through nu doubles to find that)
        if (nu > NU_MAX_JY) return Double.isInfinite(x) || !scaled && x > 705.342 ? 0 : Double.POSITIVE_INFINITY;
        int nb = orders(nu);
        double alpha = nu - (nb - 1);
        double[] bk = work.get(nb);
        return checked(new CodyBesselI.Result(bk, CodyBesselK.compute(x, alpha, nb, scaled, bk)), "bessel_k", x, alpha, nb, warn);
    }

    /** The order asked for, with R's warning where Cody's routine stopped short of it (ncalc != nb). */
    private static double checked(CodyBesselI.Result r, String where, double x, double alpha, int nb, Consumer<String> warn) {
        int ncalc = r.calculated();
        if (ncalc < 0) {
            warn.accept(where + "(" + g(x) + "): ncalc (=" + ncalc + ") != nb (=" + nb + "); alpha=" + g(alpha)
                    + ". Arg. out of range?");
        } else {
            lost(0, ncalc != nb, where, x, alpha + nb - 1, warn);
        }
        return r.values()[nb - 1];
    }

    /**
     * R's "precision lost" warning, where Cody's routine computed some orders (ncalc >= 0) but not all.
     */
    private static double lost(double v, boolean lost, String where, double x, double nu, Consumer<String> warn) {
        if (lost) warn.accept(where + "(" + g(x) + ",nu=" + g(nu) + "): precision lost in result");
        return v;
    }

    /** Cody's nb: the orders alpha, alpha + 1, ..., nu R asks for. */
    private static int orders(double nu) {
        return 1 + (int) Math.floor(nu);
    }

    private static double outOfRange(String where, Consumer<String> warn) {
        warn.accept("value out of range in '" + where + "'");
        return Double.NaN;
    }

    /** A number in C's %g, as R's warnings print it. */
    private static String g(double v) {
        return flashr.format.DecimalText.general(v, 6, false, false);
    }
}

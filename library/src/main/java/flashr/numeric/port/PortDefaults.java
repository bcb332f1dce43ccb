package flashr.numeric.port;

import flashr.engine.fn.RMath;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * The defaults R sets before nlminb runs: R's Rf_divset (port.c) for the general optimizers
 * (algorithm 2) and PORT's dv7dfl for the tolerances in v, with dr7mdc's machine constants.
 */
public final class PortDefaults {
    /** dr7mdc(3): the unit roundoff as D1MACH(4) gives it, 2⁻⁵². */
    static final double MACHEP = Math.ulp(1.0);
    /** dr7mdc(1) and dr7mdc(6): the smallest normal and the largest double. */
    static final double TINY = Double.MIN_NORMAL, BIG = Double.MAX_VALUE;
    /** dr7mdc(5): sqrt(BIG / 256) * 16. */
    static final double RLIMIT_MAX = Math.sqrt(BIG / 256.0) * 16.0;

    /** The minimal lengths of iv and v for algorithm 2 (general optimization). */
    static final int MINIV = 59, MINV = 71;

    private PortDefaults() {}

    /** The length of iv for n parameters, as R's nlminb allocates it. */
    public static int ivLength(int n) {
        return 78 + 3 * n;
    }

    /** The length of v for n parameters, as R's nlminb allocates it. */
    public static int vLength(int n) {
        return 130 + (n * (n + 27)) / 2;
    }

    /** Rf_divset(2, ...): iv and v are 1-based (element 0 unused), of lengths liv + 1 and lv + 1. */
    public static void set(int[] iv, int liv, double[] v, int lv) {
        if (PRUNIT <= liv) iv[PRUNIT] = 0;
        if (ALGSAV <= liv) iv[ALGSAV] = 2;
        if (liv < MINIV) {
            iv[1] = 15;
            return;
        }
        if (lv < MINV) {
            iv[1] = 16;
            return;
        }
        tolerances(v);
        iv[1] = 12;
        iv[IVNEED] = 0;
        iv[LASTIV] = MINIV;
        iv[LASTV] = MINV;
        iv[LMAT] = MINV + 1;
        iv[MXFCAL] = 200;
        iv[MXITER] = 150;
        iv[OUTLEV] = 0;
        iv[PARPRT] = 1;
        iv[PERM] = MINIV + 1;
        iv[SOLPRT] = 0;
        iv[STATPR] = 0;
        iv[VNEED] = 0;
        iv[X0PRT] = 1;
        iv[DTYPE] = 0;
        iv[INITS] = 1;
        iv[NFCOV] = 0;
        iv[NGCOV] = 0;
        iv[NVDFLT] = 25;
        iv[PARSAV] = 47;
        v[AFCTOL] = 0.0;   // R skips the |f(x)| test unless abs.tol is given
    }

    /** dv7dfl(2, ...): the tolerances of the general optimizers, from v[1]. */
    static void tolerances(double[] v) {
        tolerances(v, 0);
    }

    /** dv7dfl(2, ...) into the section of v that starts after vb. */
    static void tolerances(double[] v, int vb) {
        double mepcrt = RMath.pow(MACHEP, 1.0 / 3.0);
        double sqteps = Math.sqrt(MACHEP);
        v[vb + AFCTOL] = MACHEP > 1e-10 ? MACHEP * MACHEP : 1e-20;
        v[vb + DECFAC] = 0.5;
        v[vb + DFAC] = 0.6;
        v[vb + DTINIT] = 1e-6;
        v[vb + D0INIT] = 1.0;
        v[vb + EPSLON] = 0.1;
        v[vb + INCFAC] = 2.0;
        v[vb + LMAX0] = 1.0;
        v[vb + LMAXS] = 1.0;
        v[vb + PHMNFC] = -0.1;
        v[vb + PHMXFC] = 0.1;
        v[vb + RDFCMN] = 0.1;
        v[vb + RDFCMX] = 4.0;
        v[vb + RFCTOL] = Math.max(1e-10, mepcrt * mepcrt);
        v[vb + SCTOL] = v[vb + RFCTOL];
        v[vb + TUNER1] = 0.1;
        v[vb + TUNER2] = 1e-4;
        v[vb + TUNER3] = 0.75;
        v[vb + TUNER4] = 0.5;
        v[vb + TUNER5] = 0.75;
        v[vb + XCTOL] = sqteps;
        v[vb + XFTOL] = 1e2 * MACHEP;
        v[vb + BIAS] = 0.8;
        v[vb + DINIT] = -1.0;
        v[vb + ETA0] = 1.0e3 * MACHEP;
    }
}

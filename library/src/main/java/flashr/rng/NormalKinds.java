package flashr.rng;

import flashr.engine.fn.math.ExpLog;
import flashr.engine.fn.math.SinCos;

/**
 * R's {@code norm_rand} for the normal kinds other than inversion ({@code RNGkind(normal.kind =)}):
 * Ahrens and Dieter (1973), Kinderman and Ramage (1976) as corrected by Leydold, the "Buggy"
 * original R kept for old results, and Box-Muller, which draws pairs and keeps the second
 * deviate for the next call. Each draws from the session's uniform generator as R does, so the
 * streams are R's.
 */
final class NormalKinds {
    private NormalKinds() {}

    /** R's N01type numbers. */
    static final int BUGGY_KINDERMAN_RAMAGE = 0;
    static final int AHRENS_DIETER = 1;
    static final int BOX_MULLER = 2;
    static final int INVERSION = 4;
    static final int KINDERMAN_RAMAGE = 5;

    // Ahrens-Dieter's tables (their article's a, d, t, h)
    private static final double[] A = {
        0.0000000, 0.03917609, 0.07841241, 0.1177699, 0.1573107, 0.19709910, 0.23720210, 0.2776904,
        0.3186394, 0.36012990, 0.40225010, 0.4450965, 0.4887764, 0.53340970, 0.57913220, 0.6260990,
        0.6744898, 0.72451440, 0.77642180, 0.8305109, 0.8871466, 0.94678180, 1.00999000, 1.0775160,
        1.1503490, 1.22985900, 1.31801100, 1.4177970, 1.5341210, 1.67594000, 1.86273200, 2.1538750};
    private static final double[] D = {
        0.0000000, 0.0000000, 0.0000000, 0.0000000, 0.0000000, 0.2636843, 0.2425085, 0.2255674,
        0.2116342, 0.1999243, 0.1899108, 0.1812252, 0.1736014, 0.1668419, 0.1607967, 0.1553497,
        0.1504094, 0.1459026, 0.1417700, 0.1379632, 0.1344418, 0.1311722, 0.1281260, 0.1252791,
        0.1226109, 0.1201036, 0.1177417, 0.1155119, 0.1134023, 0.1114027, 0.1095039};
    private static final double[] T = {
        7.673828e-4, 0.002306870, 0.003860618, 0.005438454, 0.007050699, 0.008708396, 0.010423570, 0.012209530,
        0.014081250, 0.016055790, 0.018152900, 0.020395730, 0.022811770, 0.025434070, 0.028302960, 0.031468220,
        0.034992330, 0.038954830, 0.043458780, 0.048640350, 0.054683340, 0.061842220, 0.070479830, 0.081131950,
        0.094624440, 0.112300100, 0.136498000, 0.171688600, 0.227624100, 0.330498000, 0.584703100};
    private static final double[] H = {
        0.03920617, 0.03932705, 0.03950999, 0.03975703, 0.04007093, 0.04045533, 0.04091481, 0.04145507,
        0.04208311, 0.04280748, 0.04363863, 0.04458932, 0.04567523, 0.04691571, 0.04833487, 0.04996298,
        0.05183859, 0.05401138, 0.05654656, 0.05953130, 0.06308489, 0.06737503, 0.07264544, 0.07926471,
        0.08781922, 0.09930398, 0.11555990, 0.14043440, 0.18361420, 0.27900160, 0.70104740};

    // Kinderman-Ramage's constants
    private static final double C1 = 0.398942280401433;
    private static final double C2 = 0.180025191068563;
    private static final double KR_A = 2.216035867166471;
    private static final double DBL_MIN = Double.MIN_NORMAL;

    private static double g(double x) {
        return C1 * ExpLog.exp(-x * x / 2.0) - C2 * (KR_A - Math.abs(x));
    }

    static double ahrensDieter(RandomState rng) {
        double u1 = rng.unifRand();
        double s = u1 > 0.5 ? 1.0 : 0.0;
        u1 = u1 + u1 - s;
        u1 *= 32.0;
        int i = (int) u1;
        if (i == 32) i = 31;
        double aa;
        double w;
        if (i != 0) {
            double u2 = u1 - i;
            aa = A[i - 1];
            while (u2 <= T[i - 1]) {
                u1 = rng.unifRand();
                w = u1 * (A[i] - aa);
                double tt = (w * 0.5 + aa) * w;
                for (;;) {
                    if (u2 > tt) return deliver(aa + w, s);
                    u1 = rng.unifRand();
                    if (u2 < u1) break;
                    tt = u1;
                    u2 = rng.unifRand();
                }
                u2 = rng.unifRand();
            }
            w = (u2 - T[i - 1]) * H[i - 1];
        } else {
            i = 6;
            aa = A[31];
            for (;;) {
                u1 = u1 + u1;
                if (u1 >= 1.0) break;
                aa = aa + D[i - 1];
                i = i + 1;
            }
            u1 = u1 - 1.0;
            jump:
            for (;;) {
                w = u1 * D[i - 1];
                double tt = (w * 0.5 + aa) * w;
                for (;;) {
                    double u2 = rng.unifRand();
                    if (u2 > tt) break jump;
                    u1 = rng.unifRand();
                    if (u2 < u1) break;
                    tt = u1;
                }
                u1 = rng.unifRand();
            }
        }
        return deliver(aa + w, s);
    }

    private static double deliver(double y, double s) {
        return s == 1.0 ? -y : y;
    }

    /** Kinderman-Ramage; {@code buggy}: R's original version (a wrong constant, region 1 without its test). */
    static double kindermanRamage(RandomState rng, boolean buggy) {
        double u1 = rng.unifRand();
        double u2;
        double u3;
        double tt;
        if (u1 < 0.884070402298758) {
            u2 = rng.unifRand();
            return KR_A * ((buggy ? 1.13113163544180 : 1.131131635444180) * u1 + u2 - 1);
        }
        if (u1 >= 0.973310954173898) { // tail
            for (;;) {
                u2 = rng.unifRand();
                u3 = rng.unifRand();
                tt = KR_A * KR_A - 2 * ExpLog.log(u3);
                if (u2 * u2 < (KR_A * KR_A) / tt) return u1 < 0.986655477086949 ? Math.sqrt(tt) : -Math.sqrt(tt);
            }
        }
        if (u1 >= 0.958720824790463) { // region 3
            for (;;) {
                u2 = rng.unifRand();
                u3 = rng.unifRand();
                tt = KR_A - 0.630834801921960 * Math.min(u2, u3);
                if (Math.max(u2, u3) <= 0.755591531667601) return u2 < u3 ? tt : -tt;
                if (0.034240503750111 * Math.abs(u2 - u3) <= g(tt)) return u2 < u3 ? tt : -tt;
            }
        }
        if (u1 >= 0.911312780288703) { // region 2
            for (;;) {
                u2 = rng.unifRand();
                u3 = rng.unifRand();
                tt = 0.479727404222441 + 1.105473661022070 * Math.min(u2, u3);
                if (Math.max(u2, u3) <= 0.872834976671790) return u2 < u3 ? tt : -tt;
                if (0.049264496373128 * Math.abs(u2 - u3) <= g(tt)) return u2 < u3 ? tt : -tt;
            }
        }
        for (;;) { // region 1
            u2 = rng.unifRand();
            u3 = rng.unifRand();
            tt = 0.479727404222441 - 0.595507138015940 * Math.min(u2, u3);
            if (buggy) {
                if (Math.max(u2, u3) <= 0.805577924423817) return u2 < u3 ? tt : -tt;
                continue;
            }
            if (tt < 0.) continue;
            if (Math.max(u2, u3) <= 0.805577924423817) return u2 < u3 ? tt : -tt;
            if (0.053377549506886 * Math.abs(u2 - u3) <= g(tt)) return u2 < u3 ? tt : -tt;
        }
    }

    /** One Box-Muller pair: returns the first deviate, the second kept in {@code keep[0]}. */
    static double boxMuller(RandomState rng, double[] keep) {
        double theta = 2 * Math.PI * rng.unifRand();
        double r = Math.sqrt(-2 * ExpLog.log(rng.unifRand())) + 10 * DBL_MIN; // never zero
        keep[0] = r * SinCos.sin(theta);   // the C library's sin and cos, as R's
        return r * SinCos.cos(theta);
    }
}

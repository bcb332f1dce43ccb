package flashr.rng;

/** R's {@code exp_rand}: Ahrens and Dieter (1972), algorithm SA, for standard exponential deviates. */
final class Exponential {
    private Exponential() {}

    /** {@code Q[k-1] = sum(log(2)^i / i!, i = 1..k)}: R's table, literals as R writes them. */
    private static final double[] Q = {
        0.6931471805599453,
        0.9333736875190459,
        0.9888777961838675,
        0.9984959252914960040,
        0.9998292811061389,
        0.9999833164100727,
        0.9999985691438767,
        0.9999998906925558,
        0.9999999924734159,
        0.9999999995283275,
        0.9999999999728814,
        0.9999999999985598,
        0.9999999999999289,
        0.9999999999999968,
        0.9999999999999999,
        1.0000000000000000,
    };

    static double standard(RandomState rng) {
        double a = 0.0;
        double u = rng.unifRand();
        while (u <= 0.0 || u >= 1.0) u = rng.unifRand();
        for (;;) {
            u += u;
            if (u > 1.0) break;
            a += Q[0];
        }
        u -= 1.0;
        if (u <= Q[0]) return a + u;
        int i = 0;
        double ustar = rng.unifRand();
        double umin = ustar;
        do {
            ustar = rng.unifRand();
            if (umin > ustar) umin = ustar;
            i++;
        } while (u > Q[i]);
        return a + umin * Q[0];
    }
}

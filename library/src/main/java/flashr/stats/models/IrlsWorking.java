package flashr.stats.models;

import flashr.base.Registry;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RValue;

/**
 * glm.fit's working weights and weighted working response of one IRLS step in one loop: as R code
 * they were a dozen passes over the observations (the tests of d(mu)/d(eta), z, w and z * w), each
 * a loop run cold in the bytecode interpreter on a first glm. The arithmetic is R's, operation by
 * operation (mu.eta^2 is R's x * x), so w and z * w are R's doubles. NULL, for glm.fit's R code to
 * take over with its own errors and subsetting, unless every observation is informative: all of one
 * length, no NA in d(mu)/d(eta) and none 0, all weights positive.
 */
final class IrlsWorking {
    private IrlsWorking() {}

    static void register(Registry r) {
        r.builtin(".glm_working", "eta, offset, y, mu, mu.eta.val, varmu, weights",
                a -> working(a.get(0), a.get(1), a.get(2), a.get(3), a.get(4), a.get(5), a.get(6)));
    }

    private static double[] plain(RValue v, int n) {
        return v instanceof RDouble d && d.data().length == d.length() && d.length() == n ? d.data() : null;
    }

    /** list(w, z * w) with z = (eta - offset) + (y - mu) / mu.eta.val and w = sqrt(weights mu.eta.val^2 / varmu). */
    private static RValue working(RValue etaV, RValue offV, RValue yV, RValue muV, RValue dV, RValue varV, RValue wtV) {
        if (!(etaV instanceof RDouble e0)) return RNull.NULL;
        int n = e0.length();
        double[] eta = plain(etaV, n), off = plain(offV, n), y = plain(yV, n), mu = plain(muV, n);
        double[] d = plain(dV, n), var = plain(varV, n), wt = plain(wtV, n);
        if (n == 0 || eta == null || off == null || y == null || mu == null || d == null || var == null || wt == null) {
            return RNull.NULL;
        }
        for (int i = 0; i < n; i++) {
            double di = d[i];
            if (di != di || di == 0 || !(wt[i] > 0)) return RNull.NULL;
        }
        double[] w = new double[n];
        double[] zw = new double[n];
        for (int i = 0; i < n; i++) {
            double di = d[i];
            double z = (eta[i] - off[i]) + (y[i] - mu[i]) / di;
            double wi = Math.sqrt((wt[i] * (di * di)) / var[i]);
            w[i] = wi;
            zw[i] = z * wi;
        }
        return new RList(new RValue[] {new RDouble(w), new RDouble(zw)});
    }
}

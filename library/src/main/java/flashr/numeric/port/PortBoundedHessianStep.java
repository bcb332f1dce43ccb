package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's trust-region step with a Hessian and simple bounds (dg7qsb): {@link PortHessianStep} on the
 * free variables, then a projected search along that step (ds7bqn) that fixes the variables it
 * drives onto a bound and repeats on the rest. Vectors are (array, base) as in {@link PortVectors};
 * b holds the bounds interleaved (b[2(j-1)] lower, b[2(j-1)+1] upper).
 */
final class PortBoundedHessianStep {
    private static final double MEPS2 = 2 * PortDefaults.MACHEP;

    private PortBoundedHessianStep() {}

    /** The in-out integers of dg7qsb: ka and p0. */
    static final class Counters {
        int ka, p0;
    }

    /** dg7qsb; step has room for 2p (its second half is ds7bqn's scaled step). */
    static void step(double[] b, double[] d, int db, double[] dihdi, int hb, double[] g, int gb, int[] ipiv, int ipb,
                     int[] ipiv1, int ip1b, int[] ipiv2, int ip2b, Counters c, double[] l, int lb, int p, int pc,
                     double[] step, int sb, double[] td, int tdb, double[] tg, int tgb, double[] v, double[] w, int wb,
                     double[] x, int xb, double[] x0, int x0b) {
        int p1 = pc;
        double nred = 0, ds0 = 0;
        if (c.ka >= 0) {
            nred = v[NREDUC];
            ds0 = v[DST0];
        } else {
            c.p0 = 0;
            c.ka = -1;
        }
        int kinit = -1;
        if (c.p0 == p1) kinit = c.ka;
        PortVectors.copy(p, x, xb, x0, x0b);
        double pred = 0;
        double rad = v[RADIUS];
        int[] search = {-1, 0, 0};   // kb, ns, p1 of ds7bqn
        v[DSTNRM] = 0;
        if (p1 <= 0) {
            nred = 0;
            ds0 = 0;
            PortVectors.fill(p, step, sb, 0);
        } else {
            PortVectors.copy(p, td, tdb, d, db);
            PortPermutation.permute(p, ipiv, ipb, td, tdb);
            PortVectors.multiply(p, tg, tgb, g, gb, d, db, -1);
            PortPermutation.permute(p, ipiv, ipb, tg, tgb);
            do {
                int k = kinit;
                kinit = -1;
                v[RADIUS] = rad - v[DSTNRM];
                k = PortHessianStep.step(td, tdb, tg, tgb, dihdi, hb, k, l, lb, p1, step, sb, v, w, wb);
                c.p0 = p1;
                if (c.ka < 0) {
                    nred = v[NREDUC];
                    ds0 = v[DST0];
                }
                c.ka = k;
                v[RADIUS] = rad;
                int p10 = p1;
                search[2] = p1;
                projectedSearch(b, d, db, step, sb + p, ipiv, ipb, ipiv1, ip1b, ipiv2, ip2b, search, l, lb, v, p, step,
                        sb, td, tdb, tg, tgb, w, wb, x, xb, x0, x0b);
                p1 = search[2];
                if (search[1] > 0) PortPermutation.permuteSymmetric(p10, ipiv1, ip1b, dihdi, hb);
                pred += v[PREDUC];
                if (search[1] != 0) c.p0 = 0;
            } while (search[0] <= 0);
        }
        v[DST0] = ds0;
        v[NREDUC] = nred;
        v[PREDUC] = pred;
        v[GTSTEP] = PortVectors.dot(p, g, gb, step, sb);
    }

    /**
     * ds7bqn: moves x0 along the step until a bound, fixing the variable met (its column shifted
     * out of L) and continuing with the remaining reduced step; state = {kb, ns, p1} in and out.
     */
    private static void projectedSearch(double[] b, double[] d, int db, double[] dst, int dstb, int[] ipiv, int ipb,
                                         int[] ipiv1, int ip1b, int[] ipiv2, int ip2b, int[] state, double[] l, int lb,
                                         double[] v, int p, double[] step, int sb, double[] td, int tdb, double[] tg,
                                         int tgb, double[] w, int wb, double[] x, int xb, double[] x0, int x0b) {
        int kb = state[0];
        int p1 = state[2];
        double dstmax = 1.0001 * (1 + v[PHMXFC]) * v[RADIUS];
        double dstmin = (1 + v[PHMNFC]) * v[RADIUS];
        double dst1 = 0;
        int p0 = p1;
        int ns = 0;
        for (int i = 1; i <= p; i++) {
            ipiv1[ip1b + i] = i;
            ipiv2[ip2b + i] = i;
        }
        for (int i = 1; i <= p1; i++) w[wb + i] = -step[sb + i] * td[tdb + i];
        double alpha = Math.abs(v[STPPAR]);
        v[PREDUC] = 0;
        double gts = -v[GTSTEP];
        if (kb < 0) PortVectors.fill(p, dst, dstb, 0);
        kb = 1;
        while (true) {
            // label 30: the longest step along w within the bounds
            double t = 1;
            int k = 0;
            for (int i = 1; i <= p1; i++) {
                int j = ipiv[ipb + i];
                double dx = w[wb + i] / d[db + j];
                double xi = x[xb + j] - dx;
                double ti;
                if (xi < b[2 * (j - 1)]) {
                    ti = (x[xb + j] - b[2 * (j - 1)]) / dx;
                    k = -i;
                } else if (xi <= b[2 * (j - 1) + 1]) {
                    continue;
                } else {
                    ti = (x[xb + j] - b[2 * (j - 1) + 1]) / dx;
                    k = i;
                }
                if (t > ti) t = ti;
            }
            if (p > p1) PortVectors.copy(p - p1, step, sb + p1, dst, dstb + p1);
            PortVectors.axpy(p1, step, sb, -t, w, wb, dst, dstb);
            double dst0 = dst1;
            dst1 = PortVectors.norm2(p, step, sb);
            if (dst1 > dstmax) {
                if (p1 < p0) {
                    if (dst0 < dstmin) kb = 0;
                    break;
                }
                k = 0;
            }
            v[DSTNRM] = dst1;
            PortVectors.copy(p1, dst, dstb, step, sb);
            double t1 = 1 - t;
            for (int i = 1; i <= p1; i++) tg[tgb + i] = t1 * tg[tgb + i];
            if (alpha > 0) PortVectors.axpy(p1, tg, tgb, t * alpha, w, wb, tg, tgb);
            v[PREDUC] = v[PREDUC] + t * ((1 - 0.5 * t) * gts + 0.5 * alpha * t * PortVectors.dot(p1, w, wb, w, wb));
            if (k == 0) break;
            int p1m1 = p1 - 1;
            int j = Math.abs(k);
            if (j != p1) {
                ns++;
                ipiv2[ip2b + p1] = j;
                PortCholeskyShift.shift(j, p1, false, tg, tgb, l, lb, w, wb);
                PortPermutation.shift(p1, j, ipiv, ipb);
                PortPermutation.shift(p1, j, ipiv1, ip1b);
                PortPermutation.shift(p1, j, tg, tgb);
                PortPermutation.shift(p1, j, dst, dstb);
            }
            if (k < 0) ipiv[ipb + p1] = -ipiv[ipb + p1];
            p1 = p1m1;
            if (p1 <= 0) break;
            PortTriangular.solve(p1, w, wb, l, lb, tg, tgb);
            gts = PortVectors.dot(p1, w, wb, w, wb);
            PortTriangular.solveTransposed(p1, w, wb, l, lb, w, wb);
        }
        // label 110: the unscaled step; nudge the variables that hit a bound onto it
        for (int i = 1; i <= p; i++) {
            int j = Math.abs(ipiv[ipb + i]);
            step[sb + j] = dst[dstb + i] / d[db + j];
        }
        if (p1 < p0) {
            for (int i = p1 + 1; i <= p0; i++) {
                int j = ipiv[ipb + i];
                double t = MEPS2;
                if (j <= 0) {
                    t = -t;
                    j = -j;
                    ipiv[ipb + i] = j;
                }
                t = t * Math.max(Math.abs(x[xb + j]), Math.abs(x0[x0b + j]));
                step[sb + j] += t;
            }
        }
        PortVectors.axpy(p, x, xb, 1, step, sb, x0, x0b);
        if (ns > 0) PortPermutation.permute(p0, ipiv1, ip1b, td, tdb);
        state[0] = kb;
        state[1] = ns;
        state[2] = p1;
    }
}

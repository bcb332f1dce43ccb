package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's double-dogleg step with simple bounds (dd7dgb): dogleg steps ({@link PortDogleg}) on the
 * free variables, each cut where it first meets a bound; the variable that hit its bound is moved
 * out of the free set (its column shifted to the end of L by {@link PortCholeskyShift}) and the
 * rest of the radius is spent on the remaining ones. Vectors are (array, base) as in
 * {@link PortVectors}; b holds the bounds interleaved (b[2(j-1)] lower, b[2(j-1)+1] upper).
 */
final class PortBoundedDogleg {
    private static final double MEPS2 = 2 * PortDefaults.MACHEP;

    private PortBoundedDogleg() {}

    /** Returns the new ka (iv[KAGQT]); ipiv (the permutation), l and the vectors are updated. */
    static int step(double[] b, double[] d, int db, double[] dig, int digb, double[] dst, int dstb, double[] g, int gb,
                    int[] ipiv, int ipb, int ka, double[] l, int lb, double[] v, int p, int pc, double[] nwtst,
                    int nwb, double[] step, int sb, double[] td, int tdb, double[] tg, int tgb, double[] w, int wb,
                    double[] x0, int x0b) {
        double gnorm0 = v[DGNORM];
        v[DSTNRM] = 0;
        double dnwtst = 0, nred = 0;
        if (ka >= 0) {
            dnwtst = v[DST0];
            nred = v[NREDUC];
        }
        double pred = 0;
        v[STPPAR] = 0;
        double rad = v[RADIUS];
        int p1 = 0;
        if (pc <= 0) {
            dnwtst = 0;
            PortVectors.fill(p, step, sb, 0);
        } else {
            p1 = pc;
            PortVectors.copy(p, td, tdb, d, db);
            PortPermutation.permute(p, ipiv, ipb, td, tdb);
            PortVectors.fill(pc, dst, dstb, 0);
            PortVectors.copy(p, tg, tgb, g, gb);
            PortPermutation.permute(p, ipiv, ipb, tg, tgb);
            while (true) {
                // label 30: the Newton step on the p1 free variables
                PortTriangular.solve(p1, nwtst, nwb, l, lb, tg, tgb);
                double ghinvg = PortVectors.dot(p1, nwtst, nwb, nwtst, nwb);
                v[NREDUC] = 0.5 * ghinvg;
                PortTriangular.solveTransposed(p1, nwtst, nwb, l, lb, nwtst, nwb);
                PortVectors.multiply(p1, step, sb, nwtst, nwb, td, tdb, 1);
                v[DST0] = PortVectors.norm2(pc, step, sb);
                if (ka < 0) {
                    ka = 0;
                    dnwtst = v[DST0];
                    nred = v[NREDUC];
                }
                v[RADIUS] = rad - v[DSTNRM];
                if (v[RADIUS] <= 0) break;
                PortVectors.multiply(p1, dig, digb, tg, tgb, td, tdb, -1);
                double gnorm = PortVectors.norm2(p1, dig, digb);
                if (gnorm <= 0) break;
                v[DGNORM] = gnorm;
                PortVectors.multiply(p1, dig, digb, dig, digb, td, tdb, -1);
                PortTriangular.timesTransposed(p1, w, wb, l, lb, dig, digb);
                v[GTHG] = PortVectors.norm2(p1, w, wb);
                ka++;
                PortDogleg.step(dig, digb, p1, nwtst, nwb, step, sb, v);
                // how far along the step before the first bound
                double t = 1;
                int k = 0;
                for (int i = 1; i <= p1; i++) {
                    int j = ipiv[ipb + i];
                    double x0i = x0[x0b + j] + dst[dstb + i] / td[tdb + i];
                    double xi = x0i + step[sb + i];
                    double ti;
                    if (xi < b[2 * (j - 1)]) {
                        ti = (b[2 * (j - 1)] - x0i) / step[sb + i];
                        j = -i;
                    } else if (xi <= b[2 * (j - 1) + 1]) {
                        continue;
                    } else {
                        ti = (b[2 * (j - 1) + 1] - x0i) / step[sb + i];
                        j = i;
                    }
                    if (t > ti) {
                        k = j;
                        t = ti;
                    }
                }
                PortVectors.multiply(p1, step, sb, step, sb, td, tdb, 1);
                PortVectors.axpy(p1, dst, dstb, t, step, sb, dst, dstb);
                v[DSTNRM] = PortVectors.norm2(pc, dst, dstb);
                double t1 = t * v[GRDFAC];
                double t2 = t * v[NWTFAC];
                double gt = v[GTHG] * t1;
                pred = pred - t1 * gnorm * ((t2 + 1) * gnorm) - t2 * (1 + 0.5 * t2) * ghinvg - 0.5 * (gt * gt);
                if (k == 0) break;
                // a bound is met: the gradient of the model there, and drop that variable
                PortTriangular.times(p1, w, wb, l, lb, w, wb);
                t2 = 1 - t2;
                for (int i = 1; i <= p1; i++) tg[tgb + i] = t2 * tg[tgb + i] - t1 * w[wb + i];
                int p1m1 = p1 - 1;
                int j = Math.abs(k);
                if (j != p1) {
                    PortCholeskyShift.shift(j, p1, false, tg, tgb, l, lb, w, wb);
                    PortPermutation.shift(p1, j, ipiv, ipb);
                    PortPermutation.shift(p1, j, tg, tgb);
                    PortPermutation.shift(p1, j, td, tdb);
                    PortPermutation.shift(p1, j, dst, dstb);
                }
                if (k < 0) ipiv[ipb + p1] = -ipiv[ipb + p1];
                p1 = p1m1;
                if (p1 <= 0) break;
            }
            // label 100: unscale the step; nudge the variables that hit a bound onto it
            PortVectors.fill(p, step, sb, 0);
            for (int i = 1; i <= pc; i++) {
                int j = Math.abs(ipiv[ipb + i]);
                step[sb + j] = dst[dstb + i] / td[tdb + i];
            }
            if (p1 < pc) {
                PortVectors.axpy(p, td, tdb, 1, step, sb, x0, x0b);
                for (int i = p1 + 1; i <= pc; i++) {
                    int j = ipiv[ipb + i];
                    double t = MEPS2;
                    if (j <= 0) {
                        t = -t;
                        j = -j;
                        ipiv[ipb + i] = j;
                    }
                    t = t * Math.max(Math.abs(td[tdb + j]), Math.abs(x0[x0b + j]));
                    step[sb + j] += t;
                }
            }
        }
        v[DGNORM] = gnorm0;
        v[NREDUC] = nred;
        v[PREDUC] = pred;
        v[RADIUS] = rad;
        v[DST0] = dnwtst;
        v[GTSTEP] = PortVectors.dot(p, step, sb, g, gb);
        return ka;
    }
}

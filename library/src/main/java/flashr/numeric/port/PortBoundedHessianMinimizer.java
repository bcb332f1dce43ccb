package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's minimizer with gradient, Hessian and simple bounds (drmnhb): the free variables (those not
 * at a bound the gradient pushes against) first by the permutation iv[PERM..], steps by
 * {@link PortBoundedHessianStep}, x kept within the bounds. Reverse communication as in
 * {@link PortHessianMinimizer}; iv[1] = 82 when a lower bound exceeds its upper bound. b holds the
 * bounds interleaved (b[2(j-1)] lower, b[2(j-1)+1] upper).
 */
final class PortBoundedHessianMinimizer {
    /** drmnhb's labels for the steps it shares with drmng ({@link PortIterationSteps}). */
    private static final PortLabels LABELS = new PortLabels(
            20, 30, 150, 190, 250,   // storage, init, iterate, resume, restart
            180, 220, 260, 340, 370, // countF, step, assess, accepted, gradient
            380, 430, 440);          // updated, converged, stop

    private PortBoundedHessianMinimizer() {}

    static void iterate(double[] b, double[] d, int db, double fx, double[] g, int gb, double[] h, int hb, int lh,
                        int[] iv, int liv, int lv, int n, double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 50;
        else if (i == 2) label = 60;
        else {
            i = PortIterationSteps.checkEntry(d, db, iv, liv, lv, n, v, n * (n + 27) / 2 + 7, 3 * n);
            if (i > 12) return;
            if (lh < n * (n + 1) / 2) {
                iv[1] = 81;
                label = 440;
            } else {
                label = PortIterationSteps.entryLabel(i, LABELS);
                if (label < 0) return;
            }
        }
        while (true) {
            switch (label) {
                case 20 -> {
                    iv[DTOL] = iv[LMAT] + n * (n + 1) / 2;
                    iv[X0] = iv[DTOL] + 2 * n;
                    iv[STEP] = iv[X0] + 2 * n;
                    iv[DG] = iv[STEP] + 3 * n;
                    iv[W] = iv[DG] + 2 * n;
                    iv[NEXTV] = iv[W] + 4 * n + 7;
                    iv[NEXTIV] = iv[PERM] + 3 * n;
                    if (iv[1] != 13) { label = 30; continue; }
                    iv[1] = 14;
                    return;
                }
                case 30 -> {
                    PortIterationSteps.resetCounters(iv, v);
                    iv[NC] = n;
                    v[STPPAR] = 0;
                    PortIterationSteps.initialScales(n, d, db, iv, v);
                    int ipi = iv[PERM];
                    for (int j = 1; j <= n; j++) {
                        iv[ipi] = j;
                        ipi++;
                        if (b[2 * (j - 1)] > b[2 * (j - 1) + 1]) {
                            iv[1] = 82;
                            trace.summary(iv, v, x, xb, n);
                            return;
                        }
                    }
                    iv[1] = 1;
                    PortIterationSteps.clamp(b, n, x, xb);
                    return;
                }
                case 50 -> {
                    label = PortIterationSteps.receiveF(fx, iv, v, LABELS);
                    if (label < 0) return;
                }
                case 60 -> {
                    if (iv[TOOBIG] != 0) {
                        iv[1] = 65;
                        label = 440;
                        continue;
                    }
                    label = freeVariables(b, d, db, g, gb, h, hb, iv, v, n, x, xb);
                }
                case 140 -> {
                    trace.summary(iv, v, x, xb, n);
                    label = 150;
                }
                case 150 -> {
                    int k = iv[NITER];
                    if (k >= iv[MXITER]) {
                        iv[1] = 10;
                        label = 440;
                        continue;
                    }
                    label = newIteration(k, n, d, db, iv, v, x, xb);
                }
                case 180, 200 -> label = PortIterationSteps.countF(iv, v, LABELS);
                case 190 -> {
                    if (v[F] >= v[F0]) { label = 200; continue; }
                    v[RADFAC] = 1;
                    label = newIteration(iv[NITER], n, d, db, iv, v, x, xb);
                }
                case 220 -> {
                    int step1 = iv[STEP], l = iv[LMAT], w1 = iv[W], ipi = iv[PERM];
                    int ipn = ipi + n, ipiv2 = ipn + n, tg1 = iv[DG], td1 = tg1 + n, x01 = iv[X0], x11 = x01 + n;
                    PortBoundedHessianStep.Counters c = new PortBoundedHessianStep.Counters();
                    c.ka = iv[KAGQT];
                    c.p0 = iv[N0];
                    PortBoundedHessianStep.step(b, d, db, h, hb, g, gb, iv, ipi - 1, iv, ipn - 1, iv, ipiv2 - 1, c, v,
                            l - 1, n, iv[NC], v, step1 - 1, v, td1 - 1, v, tg1 - 1, v, v, w1 - 1, v, x11 - 1, v, x01 - 1);
                    iv[KAGQT] = c.ka;
                    iv[N0] = c.p0;
                    rstrst = PortIterationSteps.restartInsteadOfStep(iv, v);
                    if (rstrst >= 0) { label = 260; continue; }
                    // x = x0 + step, within the bounds, and ask for f there
                    PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, x01 - 1);
                    iv[NFCALL] = iv[NFCALL] + 1;
                    iv[1] = 1;
                    PortIterationSteps.clamp(b, n, x, xb);
                    return;
                }
                case 250 -> {
                    rstrst = 3;
                    label = 260;
                }
                case 260 -> label = PortIterationSteps.assess(n, d, db, x, xb, iv, v, iv[STEP] + 2 * n, true, rstrst,
                        LABELS);
                case 340 -> {
                    if (iv[IRC] == 3) {
                        // H step + g(x0) in the original order, for the gradient tests
                        int step0 = iv[STEP] - 1, temp1 = iv[STEP] + 2 * n, x01 = iv[X0];
                        int k = temp1;
                        int ipi = iv[PERM];
                        for (int j = 1; j <= n; j++) {
                            int jj = iv[ipi];
                            ipi++;
                            v[k] = d[db + jj] * v[step0 + jj];
                            k++;
                        }
                        PortSymmetric.times(n, v, x01 - 1, h, hb, v, temp1 - 1);
                        int temp0 = temp1 - 1;
                        ipi = iv[PERM];
                        for (int j = 1; j <= n; j++) {
                            int jj = iv[ipi];
                            ipi++;
                            v[temp0 + jj] = d[db + jj] * v[x01] + g[gb + jj];
                            x01++;
                        }
                    }
                    label = 370;
                }
                case 370 -> {
                    iv[NGCALL] = iv[NGCALL] + 1;
                    iv[TOOBIG] = 0;
                    iv[1] = 2;
                    PortIterationSteps.clamp(b, n, x, xb);
                    return;
                }
                case 380 -> {
                    iv[1] = 2;
                    if (iv[IRC] == 3) {
                        int step1 = iv[STEP], temp1 = step1 + 2 * n;
                        int k = temp1;
                        for (int j = 1; j <= n; j++) {
                            v[k] = (v[k] - g[gb + j]) / d[db + j];
                            k++;
                        }
                        PortIterationSteps.widenIfModelFits(n, g, gb, v, temp1, step1);
                    }
                    label = 140;
                }
                case 430 -> {
                    iv[1] = iv[CNVCOD];
                    iv[CNVCOD] = 0;
                    label = 440;
                }
                case 440 -> {
                    trace.summary(iv, v, x, xb, n);
                    return;
                }
                default -> throw new IllegalStateException("drmnhb label " + label);
            }
        }
    }

    /**
     * Labels 70-130: the scaled gradient and Hessian, the free variables first (H permuted
     * symmetrically with them), and the scaled gradient norm of the free ones. Returns the next label.
     */
    private static int freeVariables(double[] b, double[] d, int db, double[] g, int gb, double[] h, int hb, int[] iv,
                                     double[] v, int n, double[] x, int xb) {
        int dg1 = iv[DG];
        PortVectors.multiply(n, v, dg1 - 1, g, gb, d, db, -1);
        PortIterationSteps.scaleHessian(n, d, db, h, hb);
        int ipi = iv[PERM];
        int ipn = ipi + n;
        int ipiv2 = ipn - 1;
        PortPermutation.invert(n, iv, ipn - 1, iv, ipi - 1);
        int k = iv[NC];
        for (int i = 1; i <= n; i++) {
            boolean held = b[2 * (i - 1)] >= b[2 * (i - 1) + 1];
            if (!held) {
                double xi = x[xb + i], gi = g[gb + i];
                held = xi <= b[2 * (i - 1)] && gi > 0 || xi >= b[2 * (i - 1) + 1] && gi < 0;
            }
            if (held) {
                ipn--;
                iv[ipn] = i;
            } else {
                iv[ipi] = i;
                ipi++;
                if (iv[ipiv2 + i] > k) iv[CNVCOD] = 0;
            }
        }
        iv[NC] = ipn - iv[PERM];
        ipi = iv[PERM];
        PortPermutation.permuteSymmetric(n, iv, ipi - 1, h, hb);
        PortPermutation.permute(n, iv, ipi - 1, v, dg1 - 1);
        v[DGNORM] = 0;
        if (iv[NC] > 0) v[DGNORM] = PortVectors.norm2(iv[NC], v, dg1 - 1);
        if (iv[CNVCOD] != 0) return 430;
        if (iv[MODE] == 0) return 380;
        v[RADIUS] = v[LMAX0] / (1 + v[PHMXFC]);
        iv[MODE] = 0;
        return 140;
    }

    /** Labels 160-170: start iteration k + 1; the radius from the last (unscaled) step. */
    private static int newIteration(int k, int n, double[] d, int db, int[] iv, double[] v, double[] x, int xb) {
        PortIterationSteps.beginIteration(k, n, iv, v, x, xb);
        if (k != 0) {
            int step1 = iv[STEP];
            int kk = step1;
            for (int i = 1; i <= n; i++) {
                v[kk] = d[db + i] * v[kk];
                kk++;
            }
            double t = v[RADFAC] * PortVectors.norm2(n, v, step1 - 1);
            if (v[RADFAC] < 1 || t > v[RADIUS]) v[RADIUS] = t;
        }
        return 180;
    }
}

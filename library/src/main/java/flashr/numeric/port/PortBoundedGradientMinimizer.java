package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's minimizer with a gradient and simple bounds (drmngb): {@link PortGradientMinimizer}'s BFGS
 * and trust region on the variables not held at a bound, kept first by the permutation
 * iv[PERM..]; steps by {@link PortBoundedDogleg}; x is kept within the bounds. Reverse
 * communication as in {@link PortGradientMinimizer}; iv[1] = 82 when a lower bound exceeds its
 * upper bound. b holds the bounds interleaved (b[2(j-1)] lower, b[2(j-1)+1] upper).
 */
final class PortBoundedGradientMinimizer {
    /** drmngb's labels for the steps it shares with drmng ({@link PortIterationSteps}). */
    private static final PortLabels LABELS = new PortLabels(
            20, 30, 150, 190, 250,   // storage, init, iterate, resume, restart
            180, 220, 260, 340, 360, // countF, step, assess, accepted, gradient
            370, 420, 430);          // updated, converged, stop

    private PortBoundedGradientMinimizer() {}

    static void iterate(double[] b, double[] d, int db, double fx, double[] g, int gb, int[] iv, int liv, int lv,
                        int n, double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 70;
        else if (i == 2) label = 80;
        else {
            i = PortIterationSteps.checkEntry(d, db, iv, liv, lv, n, v, n * (n + 19) / 2, n);
            if (i > 12) return;
            label = PortIterationSteps.entryLabel(i, LABELS);
            if (label < 0) return;
        }
        while (true) {
            switch (label) {
                case 20 -> {
                    int l = iv[LMAT];
                    iv[X0] = l + n * (n + 1) / 2;
                    iv[STEP] = iv[X0] + 2 * n;
                    iv[STLSTG] = iv[STEP] + 2 * n;
                    iv[NWTSTP] = iv[STLSTG] + n;
                    iv[DG] = iv[NWTSTP] + 2 * n;
                    iv[NEXTV] = iv[DG] + 2 * n;
                    iv[NEXTIV] = iv[PERM] + n;
                    if (iv[1] != 13) { label = 30; continue; }
                    iv[1] = 14;
                    return;
                }
                case 30 -> {
                    PortIterationSteps.resetCounters(iv, v);
                    iv[NC] = n;
                    int ipi = iv[PERM];
                    boolean crossed = false;
                    for (int j = 1; j <= n; j++) {
                        iv[ipi] = j;
                        ipi++;
                        if (b[2 * (j - 1)] > b[2 * (j - 1) + 1]) { crossed = true; break; }
                    }
                    if (crossed) {
                        iv[1] = 82;
                        label = 430;
                        continue;
                    }
                    PortIterationSteps.initialScaleAndFactor(n, d, db, iv, v);
                    iv[1] = 1;
                    PortIterationSteps.clamp(b, n, x, xb);
                    return;
                }
                case 70 -> {
                    label = PortIterationSteps.receiveF(fx, iv, v, LABELS);
                    if (label < 0) return;
                }
                case 80 -> {
                    if (iv[TOOBIG] != 0) {
                        iv[1] = 65;
                        label = 430;
                        continue;
                    }
                    label = freeVariables(b, d, db, g, gb, iv, v, n, x, xb);
                }
                case 140 -> {
                    trace.summary(iv, v, x, xb, n);
                    label = 150;
                }
                case 150 -> {
                    int k = iv[NITER];
                    if (k >= iv[MXITER]) {
                        iv[1] = 10;
                        label = 430;
                        continue;
                    }
                    label = newIteration(k, n, iv, v, x, xb);
                }
                case 180, 200 -> label = PortIterationSteps.countF(iv, v, LABELS);
                case 190 -> {
                    if (v[F] >= v[F0]) { label = 200; continue; }
                    v[RADFAC] = 1;
                    label = newIteration(iv[NITER], n, iv, v, x, xb);
                }
                case 220 -> {
                    // compute the candidate step
                    int step1 = iv[STEP], dg1 = iv[DG], nwtst1 = iv[NWTSTP];
                    int w1 = nwtst1 + n, dstep1 = step1 + n, ipi = iv[PERM], l = iv[LMAT];
                    int tg1 = dg1 + n, x01 = iv[X0], td1 = x01 + n;
                    iv[KAGQT] = PortBoundedDogleg.step(b, d, db, v, dg1 - 1, v, dstep1 - 1, g, gb, iv, ipi - 1,
                            iv[KAGQT], v, l - 1, v, n, iv[NC], v, nwtst1 - 1, v, step1 - 1, v, td1 - 1, v, tg1 - 1, v,
                            w1 - 1, v, x01 - 1);
                    rstrst = PortIterationSteps.restartInsteadOfStep(iv, v);
                    if (rstrst >= 0) { label = 260; continue; }
                    // label 240: x = x0 + step, within the bounds, and ask for f there
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
                case 260 -> label = PortIterationSteps.assess(n, d, db, x, xb, iv, v, iv[STLSTG], true, rstrst,
                        LABELS);
                case 340 -> {
                    // an accepted step
                    int x01 = iv[X0], step1 = iv[STEP];
                    PortVectors.axpy(n, v, step1 - 1, -1, v, x01 - 1, x, xb);
                    if (iv[IRC] == 3) {
                        int ipi = iv[PERM];
                        PortVectors.copy(n, v, x01 - 1, v, step1 - 1);
                        PortPermutation.permute(n, iv, ipi - 1, v, x01 - 1);
                        int l = iv[LMAT];
                        PortTriangular.timesTransposedInPlace(n, v, x01 - 1, v, l - 1);
                        PortTriangular.times(n, v, x01 - 1, v, l - 1, v, x01 - 1);
                        int temp0 = iv[STLSTG] - 1;
                        for (int j = 1; j <= n; j++) {
                            int jj = iv[ipi];
                            ipi++;
                            v[temp0 + jj] = v[x01];
                            x01++;
                        }
                    }
                    label = 360;
                }
                case 360 -> {
                    int g01 = iv[NWTSTP] + n;
                    PortVectors.copy(n, v, g01 - 1, g, gb);
                    iv[NGCALL] = iv[NGCALL] + 1;
                    iv[TOOBIG] = 0;
                    iv[1] = 2;
                    return;
                }
                case 370 -> {
                    // the gradient at the new point: update the secant approximation
                    int g01 = iv[NWTSTP] + n;
                    PortIterationSteps.gradientChange(n, d, db, g, gb, iv, v, g01);
                    // L is in the order of the free variables
                    int ipi = iv[PERM];
                    PortPermutation.permute(n, iv, ipi - 1, v, iv[STEP] - 1);
                    PortPermutation.permute(n, iv, ipi - 1, v, g01 - 1);
                    PortIterationSteps.secantUpdate(n, iv, v, g01);
                    iv[1] = 2;
                    label = 140;
                }
                case 420 -> {
                    iv[1] = iv[CNVCOD];
                    iv[CNVCOD] = 0;
                    label = 430;
                }
                case 430 -> {
                    trace.summary(iv, v, x, xb, n);
                    return;
                }
                default -> throw new IllegalStateException("drmngb label " + label);
            }
        }
    }

    /**
     * Labels 90-130: the free variables at the new gradient (those not at a bound the gradient
     * pushes against) are moved first, with L's columns; the scaled gradient of the free ones.
     * Returns the next label.
     */
    private static int freeVariables(double[] b, double[] d, int db, double[] g, int gb, int[] iv, double[] v, int n,
                                     double[] x, int xb) {
        int ipi = iv[PERM];
        int ipn = ipi + n;
        int n1 = n;
        int l = iv[LMAT];
        int w1 = iv[NWTSTP] + n;
        int k = n - iv[NC];
        for (int i = 1; i <= n; i++) {
            ipn--;
            int j = iv[ipn];
            boolean held = b[2 * (j - 1)] >= b[2 * (j - 1) + 1];
            if (!held) {
                double xi = x[xb + j], gi = g[gb + j];
                held = xi <= b[2 * (j - 1)] && gi > 0 || xi >= b[2 * (j - 1) + 1] && gi < 0;
            }
            if (!held) {
                if (i <= k) iv[CNVCOD] = 0;
                continue;
            }
            int i1 = n + 1 - i;
            if (i1 < n1) {
                PortPermutation.shift(n1, i1, iv, ipi - 1);
                PortCholeskyShift.shift(i1, n1, false, g, gb, v, l - 1, v, w1 - 1);
            }
            n1--;
        }
        iv[NC] = n1;
        v[DGNORM] = 0;
        if (n1 > 0) {
            int dg1 = iv[DG];
            PortVectors.multiply(n, v, dg1 - 1, g, gb, d, db, -1);
            PortPermutation.permute(n, iv, ipi - 1, v, dg1 - 1);
            v[DGNORM] = PortVectors.norm2(n1, v, dg1 - 1);
        }
        if (iv[CNVCOD] != 0) return 420;
        if (iv[MODE] == 0) return 370;
        v[RADIUS] = v[LMAX0];
        iv[MODE] = 0;
        return 140;
    }

    /** Labels 160-170: start iteration k + 1 from the current point. */
    private static int newIteration(int k, int n, int[] iv, double[] v, double[] x, int xb) {
        if (k != 0) {
            double t = v[RADFAC] * v[DSTNRM];
            if (v[RADFAC] < 1 || t > v[RADIUS]) v[RADIUS] = t;
        }
        PortIterationSteps.beginIteration(k, n, iv, v, x, xb);
        return 180;
    }
}

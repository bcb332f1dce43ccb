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
    private PortBoundedGradientMinimizer() {}

    static void iterate(double[] b, double[] d, int db, double fx, double[] g, int gb, int[] iv, int liv, int lv,
                        int n, double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 70;
        else if (i == 2) label = 80;
        else {
            if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
            if (iv[1] >= 12 && iv[1] <= 13) {
                iv[VNEED] += n * (n + 19) / 2;
                iv[IVNEED] += n;
            }
            PortCheck.check(d, db, iv, liv, lv, n, v);
            i = iv[1] - 2;
            if (i > 12) return;
            switch (i) {
                case 1, 2, 3, 4, 5, 6 -> label = 250;
                case 7, 9 -> label = 190;
                case 8 -> label = 150;
                case 10, 11 -> label = 20;
                case 12 -> label = 30;
                default -> { return; }
            }
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
                    iv[NITER] = 0;
                    iv[NFCALL] = 1;
                    iv[NGCALL] = 1;
                    iv[NFGCAL] = 1;
                    iv[MODE] = -1;
                    iv[MODEL] = 1;
                    iv[STGLIM] = 1;
                    iv[TOOBIG] = 0;
                    iv[CNVCOD] = 0;
                    iv[RADINC] = 0;
                    iv[NC] = n;
                    v[RAD0] = 0;
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
                    if (v[DINIT] >= 0) PortVectors.fill(n, d, db, v[DINIT]);
                    if (iv[INITH] == 1) {
                        int l = iv[LMAT];
                        PortVectors.fill(n * (n + 1) / 2, v, l - 1, 0);
                        int k = l - 1;
                        for (int j = 1; j <= n; j++) {
                            k += j;
                            double t = d[db + j];
                            if (t <= 0) t = 1;
                            v[k] = t;
                        }
                    }
                    iv[1] = 1;
                    clamp(b, n, x, xb);
                    return;
                }
                case 70 -> {
                    v[F] = fx;
                    if (iv[MODE] >= 0) { label = 250; continue; }
                    v[F0] = fx;
                    iv[1] = 2;
                    if (iv[TOOBIG] == 0) return;
                    iv[1] = 63;
                    label = 430;
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
                case 180, 200 -> {
                    if (iv[NFCALL] < iv[MXFCAL]) { label = 220; continue; }
                    iv[1] = 9;
                    if (v[F] >= v[F0]) { label = 430; continue; }
                    iv[CNVCOD] = iv[1];
                    label = 360;
                }
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
                    if (iv[IRC] == 6) {
                        if (iv[RESTOR] != 2) { label = 250; continue; }
                        rstrst = 2;
                        label = 260;
                        continue;
                    }
                    iv[TOOBIG] = 0;
                    if (v[DSTNRM] <= 0) { label = 250; continue; }
                    if (iv[IRC] == 5 && v[RADFAC] > 1 && v[PREDUC] <= 1.2 * v[FDIF]) {
                        if (iv[RESTOR] != 2) { label = 250; continue; }
                        rstrst = 0;
                        label = 260;
                        continue;
                    }
                    // label 240
                    PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, x01 - 1);
                    iv[NFCALL] = iv[NFCALL] + 1;
                    iv[1] = 1;
                    clamp(b, n, x, xb);
                    return;
                }
                case 250 -> {
                    rstrst = 3;
                    label = 260;
                }
                case 260 -> {
                    int x01 = iv[X0];
                    v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
                    PortStepAssessment.assess(iv, v);
                    int step1 = iv[STEP], lstgst = iv[STLSTG];
                    switch (iv[RESTOR]) {
                        case 1 -> PortVectors.copy(n, x, xb, v, x01 - 1);
                        case 2 -> PortVectors.copy(n, v, lstgst - 1, x, xb);
                        case 3 -> {
                            PortVectors.copy(n, x, xb, v, lstgst - 1);
                            PortVectors.axpy(n, v, step1 - 1, -1, v, x01 - 1, x, xb);
                            v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
                            iv[RESTOR] = rstrst;
                        }
                        default -> { }
                    }
                    int k = iv[IRC];
                    switch (k) {
                        case 6 -> {
                            v[RADIUS] = v[LMAXS];
                            label = 220;
                        }
                        case 2, 3, 4 -> label = 340;
                        case 7, 8, 9, 10, 11, 12 -> {
                            iv[CNVCOD] = k - 4;
                            if (v[F] >= v[F0] || iv[XIRC] == 14) { label = 420; continue; }
                            iv[XIRC] = 14;
                            label = 340;
                        }
                        case 13 -> {
                            iv[1] = 64;
                            label = 430;
                        }
                        case 14 -> label = 370;
                        default -> {
                            v[RADIUS] = v[RADFAC] * v[DSTNRM];
                            label = 180;
                        }
                    }
                }
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
                    PortVectors.axpy(n, v, g01 - 1, -1, v, g01 - 1, g, gb);
                    int step1 = iv[STEP], temp1 = iv[STLSTG];
                    if (iv[IRC] == 3) {
                        PortVectors.axpy(n, v, temp1 - 1, -1, v, g01 - 1, v, temp1 - 1);
                        PortVectors.multiply(n, v, temp1 - 1, v, temp1 - 1, d, db, -1);
                        if (PortVectors.norm2(n, v, temp1 - 1) <= v[DGNORM] * v[TUNER4]
                                || PortVectors.dot(n, g, gb, v, step1 - 1) < v[GTSTEP] * v[TUNER5]) {
                            v[RADFAC] = v[INCFAC];
                        }
                    }
                    int w1 = iv[NWTSTP], z = iv[X0], l = iv[LMAT], ipi = iv[PERM];
                    PortPermutation.permute(n, iv, ipi - 1, v, step1 - 1);
                    PortPermutation.permute(n, iv, ipi - 1, v, g01 - 1);
                    PortSecantUpdate.vectors(v, l - 1, n, v, step1 - 1, v, w1 - 1, v, g01 - 1, v, z - 1);
                    PortSecantUpdate.factor(v, temp1 - 1, v, step1 - 1, v, l - 1, v, g01 - 1, v, l - 1, n, v, w1 - 1,
                            v, z - 1);
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
        iv[NITER] = k + 1;
        if (k != 0) {
            double t = v[RADFAC] * v[DSTNRM];
            if (v[RADFAC] < 1 || t > v[RADIUS]) v[RADIUS] = t;
        }
        int x01 = iv[X0];
        v[F0] = v[F];
        iv[IRC] = 4;
        iv[KAGQT] = -1;
        PortVectors.copy(n, v, x01 - 1, x, xb);
        return 180;
    }

    /** Label 440: x within the bounds before f is evaluated there. */
    private static void clamp(double[] b, int n, double[] x, int xb) {
        for (int i = 1; i <= n; i++) {
            if (x[xb + i] < b[2 * (i - 1)]) x[xb + i] = b[2 * (i - 1)];
            if (x[xb + i] > b[2 * (i - 1) + 1]) x[xb + i] = b[2 * (i - 1) + 1];
        }
    }
}

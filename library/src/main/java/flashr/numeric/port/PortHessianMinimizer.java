package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's unconstrained minimizer with gradient and Hessian (drmnh): trust-region steps of
 * {@link PortHessianStep} on the Hessian scaled by D, assessed by {@link PortStepAssessment}.
 * h is the Hessian's lower triangle by rows (lh elements), overwritten by its scaled form. Reverse
 * communication as in {@link PortGradientMinimizer}: iv[1] = 2 asks for g and H together.
 */
final class PortHessianMinimizer {
    private PortHessianMinimizer() {}

    static void iterate(double[] d, int db, double fx, double[] g, int gb, double[] h, int hb, int lh, int[] iv, int liv,
                        int lv, int n, double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 30;
        else if (i == 2) label = 40;
        else {
            if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
            if (iv[1] == 12 || iv[1] == 13) iv[VNEED] += n * (n + 21) / 2 + 7;
            PortCheck.check(d, db, iv, liv, lv, n, v);
            i = iv[1] - 2;
            if (i > 12) return;
            if (lh < n * (n + 1) / 2) {
                iv[1] = 66;
                label = 400;
            } else {
                switch (i) {
                    case 1, 2, 3, 4, 5, 6 -> label = 220;
                    case 7, 9 -> label = 160;
                    case 8 -> label = 120;
                    case 10, 11 -> label = 10;
                    case 12 -> label = 20;
                    default -> { return; }
                }
            }
        }
        while (true) {
            switch (label) {
                case 10 -> {
                    iv[DTOL] = iv[LMAT] + n * (n + 1) / 2;
                    iv[X0] = iv[DTOL] + 2 * n;
                    iv[STEP] = iv[X0] + n;
                    iv[STLSTG] = iv[STEP] + n;
                    iv[DG] = iv[STLSTG] + n;
                    iv[W] = iv[DG] + n;
                    iv[NEXTV] = iv[W] + 4 * n + 7;
                    if (iv[1] != 13) { label = 20; continue; }
                    iv[1] = 14;
                    return;
                }
                case 20 -> {
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
                    v[RAD0] = 0;
                    v[STPPAR] = 0;
                    if (v[DINIT] >= 0) PortVectors.fill(n, d, db, v[DINIT]);
                    int k = iv[DTOL];
                    if (v[DTINIT] > 0) PortVectors.fill(n, v, k - 1, v[DTINIT]);
                    k += n;
                    if (v[D0INIT] > 0) PortVectors.fill(n, v, k - 1, v[D0INIT]);
                    iv[1] = 1;
                    return;
                }
                case 30 -> {
                    v[F] = fx;
                    if (iv[MODE] >= 0) { label = 220; continue; }
                    v[F0] = fx;
                    iv[1] = 2;
                    if (iv[TOOBIG] == 0) return;
                    iv[1] = 63;
                    label = 400;
                }
                case 40 -> {
                    if (iv[TOOBIG] != 0) {
                        iv[1] = 65;
                        label = 400;
                        continue;
                    }
                    // (R's nlminb has iv[DTYPE] = 0: D is not updated from H)
                    int k = iv[DG];
                    for (int j = 1; j <= n; j++) v[k++] = g[gb + j] / d[db + j];
                    v[DGNORM] = PortVectors.norm2(n, v, iv[DG] - 1);
                    k = 1;
                    for (int ii = 1; ii <= n; ii++) {
                        double t = 1 / d[db + ii];
                        for (int j = 1; j <= ii; j++) {
                            h[hb + k] = t * h[hb + k] / d[db + j];
                            k++;
                        }
                    }
                    if (iv[CNVCOD] != 0) { label = 390; continue; }
                    if (iv[MODE] == 0) { label = 350; continue; }
                    v[RADIUS] = v[LMAX0] / (1 + v[PHMXFC]);
                    iv[MODE] = 0;
                    label = 110;
                }
                case 110 -> {
                    trace.summary(iv, v, x, xb, n);
                    label = 120;
                }
                case 120 -> {
                    int k = iv[NITER];
                    if (k >= iv[MXITER]) {
                        iv[1] = 10;
                        label = 400;
                        continue;
                    }
                    label = newIteration(k, n, d, db, iv, v, x, xb);
                }
                case 150, 170 -> {
                    if (iv[NFCALL] < iv[MXFCAL]) { label = 190; continue; }
                    iv[1] = 9;
                    if (v[F] >= v[F0]) { label = 400; continue; }
                    iv[CNVCOD] = iv[1];
                    label = 340;
                }
                case 160 -> {
                    if (v[F] >= v[F0]) { label = 170; continue; }
                    v[RADFAC] = 1;
                    label = newIteration(iv[NITER], n, d, db, iv, v, x, xb);
                }
                case 190 -> {
                    int step1 = iv[STEP], dg1 = iv[DG], l = iv[LMAT], w1 = iv[W];
                    iv[KAGQT] = PortHessianStep.step(d, db, v, dg1 - 1, h, hb, iv[KAGQT], v, l - 1, n, v, step1 - 1, v,
                            v, w1 - 1);
                    if (iv[IRC] == 6) {
                        if (iv[RESTOR] != 2) { label = 220; continue; }
                        rstrst = 2;
                        label = 230;
                        continue;
                    }
                    iv[TOOBIG] = 0;
                    if (v[DSTNRM] <= 0) { label = 220; continue; }
                    if (iv[IRC] == 5 && v[RADFAC] > 1 && v[PREDUC] <= 1.2 * v[FDIF]) {
                        if (iv[RESTOR] != 2) { label = 220; continue; }
                        rstrst = 0;
                        label = 230;
                        continue;
                    }
                    PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, iv[X0] - 1);
                    iv[NFCALL] = iv[NFCALL] + 1;
                    iv[1] = 1;
                    return;
                }
                case 220 -> {
                    rstrst = 3;
                    label = 230;
                }
                case 230 -> {
                    int x01 = iv[X0];
                    v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
                    PortStepAssessment.assess(iv, v);
                    int step1 = iv[STEP], lstgst = iv[STLSTG];
                    switch (iv[RESTOR]) {
                        case 1 -> PortVectors.copy(n, x, xb, v, x01 - 1);
                        case 2 -> PortVectors.copy(n, v, lstgst - 1, v, step1 - 1);
                        case 3 -> {
                            PortVectors.copy(n, v, step1 - 1, v, lstgst - 1);
                            PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, x01 - 1);
                            v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
                            iv[RESTOR] = rstrst;
                        }
                        default -> { }
                    }
                    int k = iv[IRC];
                    switch (k) {
                        case 2, 3, 4 -> label = 310;
                        case 6 -> {
                            v[RADIUS] = v[LMAXS];
                            label = 190;
                        }
                        case 7, 8, 9, 10, 11, 12 -> {
                            iv[CNVCOD] = k - 4;
                            if (v[F] >= v[F0] || iv[XIRC] == 14) { label = 390; continue; }
                            iv[XIRC] = 14;
                            label = 310;
                        }
                        case 13 -> {
                            iv[1] = 64;
                            label = 400;
                        }
                        case 14 -> label = 350;
                        default -> {
                            v[RADIUS] = v[RADFAC] * v[DSTNRM];
                            label = 150;
                        }
                    }
                }
                case 310 -> {
                    if (iv[IRC] == 3) {
                        // temp1 = H step + g(x0), for the gradient tests
                        int temp1 = iv[STLSTG], step1 = iv[STEP], x01 = iv[X0];
                        int k = x01;
                        for (int j = 1; j <= n; j++) {
                            v[k] = d[db + j] * v[step1];
                            k++;
                            step1++;
                        }
                        PortSymmetric.times(n, v, temp1 - 1, h, hb, v, x01 - 1);
                        for (int j = 1; j <= n; j++) {
                            v[temp1] = d[db + j] * v[temp1] + g[gb + j];
                            temp1++;
                        }
                    }
                    label = 340;
                }
                case 340 -> {
                    iv[NGCALL] = iv[NGCALL] + 1;
                    iv[TOOBIG] = 0;
                    iv[1] = 2;
                    return;
                }
                case 350 -> {
                    iv[1] = 2;
                    if (iv[IRC] == 3) {
                        int temp1 = iv[STLSTG], step1 = iv[STEP];
                        int k = temp1;
                        for (int j = 1; j <= n; j++) {
                            v[k] = (v[k] - g[gb + j]) / d[db + j];
                            k++;
                        }
                        if (PortVectors.norm2(n, v, temp1 - 1) <= v[DGNORM] * v[TUNER4]
                                || PortVectors.dot(n, g, gb, v, step1 - 1) < v[GTSTEP] * v[TUNER5]) {
                            v[RADFAC] = v[INCFAC];
                        }
                    }
                    label = 110;
                }
                case 390 -> {
                    iv[1] = iv[CNVCOD];
                    iv[CNVCOD] = 0;
                    label = 400;
                }
                case 400 -> {
                    trace.summary(iv, v, x, xb, n);
                    return;
                }
                default -> throw new IllegalStateException("drmnh label " + label);
            }
        }
    }

    /** Labels 130-140: start iteration k + 1; the radius from the last (unscaled) step. */
    private static int newIteration(int k, int n, double[] d, int db, int[] iv, double[] v, double[] x, int xb) {
        iv[NITER] = k + 1;
        int x01 = iv[X0];
        v[F0] = v[F];
        iv[IRC] = 4;
        iv[KAGQT] = -1;
        PortVectors.copy(n, v, x01 - 1, x, xb);
        if (k != 0) {
            int step1 = iv[STEP];
            int kk = step1;
            for (int i = 1; i <= n; i++) {
                v[kk] = d[db + i] * v[kk];
                kk++;
            }
            v[RADIUS] = v[RADFAC] * PortVectors.norm2(n, v, step1 - 1);
        }
        return 150;
    }
}

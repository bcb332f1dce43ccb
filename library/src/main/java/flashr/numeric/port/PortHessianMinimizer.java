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
    /** drmnh's labels for the steps it shares with drmng ({@link PortIterationSteps}). */
    private static final PortLabels LABELS = new PortLabels(
            10, 20, 120, 160, 220,   // storage, init, iterate, resume, restart
            150, 190, 230, 310, 340, // countF, step, assess, accepted, gradient
            350, 390, 400);          // updated, converged, stop

    private PortHessianMinimizer() {}

    static void iterate(double[] d, int db, double fx, double[] g, int gb, double[] h, int hb, int lh, int[] iv, int liv,
                        int lv, int n, double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 30;
        else if (i == 2) label = 40;
        else {
            i = PortIterationSteps.checkEntry(d, db, iv, liv, lv, n, v, n * (n + 21) / 2 + 7, 0);
            if (i > 12) return;
            if (lh < n * (n + 1) / 2) {
                iv[1] = 66;
                label = 400;
            } else {
                label = PortIterationSteps.entryLabel(i, LABELS);
                if (label < 0) return;
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
                    PortIterationSteps.resetCounters(iv, v);
                    v[STPPAR] = 0;
                    PortIterationSteps.initialScales(n, d, db, iv, v);
                    iv[1] = 1;
                    return;
                }
                case 30 -> {
                    label = PortIterationSteps.receiveF(fx, iv, v, LABELS);
                    if (label < 0) return;
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
                    PortIterationSteps.scaleHessian(n, d, db, h, hb);
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
                case 150, 170 -> label = PortIterationSteps.countF(iv, v, LABELS);
                case 160 -> {
                    if (v[F] >= v[F0]) { label = 170; continue; }
                    v[RADFAC] = 1;
                    label = newIteration(iv[NITER], n, d, db, iv, v, x, xb);
                }
                case 190 -> {
                    int step1 = iv[STEP], dg1 = iv[DG], l = iv[LMAT], w1 = iv[W];
                    iv[KAGQT] = PortHessianStep.step(d, db, v, dg1 - 1, h, hb, iv[KAGQT], v, l - 1, n, v, step1 - 1, v,
                            v, w1 - 1);
                    rstrst = PortIterationSteps.restartInsteadOfStep(iv, v);
                    if (rstrst >= 0) { label = 230; continue; }
                    // x = x0 + step, and ask for f there
                    PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, iv[X0] - 1);
                    iv[NFCALL] = iv[NFCALL] + 1;
                    iv[1] = 1;
                    return;
                }
                case 220 -> {
                    rstrst = 3;
                    label = 230;
                }
                case 230 -> label = PortIterationSteps.assess(n, d, db, x, xb, iv, v, iv[STLSTG], false, rstrst,
                        LABELS);
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
                        PortIterationSteps.widenIfModelFits(n, g, gb, v, temp1, step1);
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
        PortIterationSteps.beginIteration(k, n, iv, v, x, xb);
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

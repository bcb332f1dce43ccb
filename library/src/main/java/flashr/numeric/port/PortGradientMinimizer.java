package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's unconstrained minimizer with a gradient (drmng): a BFGS secant approximation of the
 * Hessian kept as its Cholesky factor L in v, double-dogleg trust-region steps
 * ({@link PortDogleg}) assessed by {@link PortStepAssessment}. One call does the work up to the next
 * request: iv[1] = 1 asks for f(x), 2 for g(x); 3 and above mean it has stopped (the codes R's
 * nlminb reports). The Fortran's numbered branches are the states of the loop.
 */
final class PortGradientMinimizer {
    /** drmng's labels for the steps its relatives share with it ({@link PortIterationSteps}). */
    private static final PortLabels LABELS = new PortLabels(
            10, 20, 90, 120, 190,    // storage, init, iterate, resume, restart
            110, 150, 200, 280, 290, // countF, step, assess, accepted, gradient
            300, 340, 350);          // updated, converged, stop

    private PortGradientMinimizer() {}

    static void iterate(double[] d, int db, double fx, double[] g, int gb, int[] iv, int liv, int lv, int n,
                        double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 50;
        else if (i == 2) label = 60;
        else {
            i = PortIterationSteps.checkEntry(d, db, iv, liv, lv, n, v, n * (n + 13) / 2, 0);
            if (i > 12) return;
            label = PortIterationSteps.entryLabel(i, LABELS);
            if (label < 0) return;
        }
        while (true) {
            switch (label) {
                case 10 -> {
                    // storage allocation
                    int l = iv[LMAT];
                    iv[X0] = l + n * (n + 1) / 2;
                    iv[STEP] = iv[X0] + n;
                    iv[STLSTG] = iv[STEP] + n;
                    iv[G0] = iv[STLSTG] + n;
                    iv[NWTSTP] = iv[G0] + n;
                    iv[DG] = iv[NWTSTP] + n;
                    iv[NEXTV] = iv[DG] + n;
                    if (iv[1] != 13) { label = 20; continue; }
                    iv[1] = 14;
                    return;
                }
                case 20 -> {
                    // initialization
                    PortIterationSteps.resetCounters(iv, v);
                    PortIterationSteps.initialScaleAndFactor(n, d, db, iv, v);
                    iv[1] = 1;
                    return;
                }
                case 50 -> {
                    label = PortIterationSteps.receiveF(fx, iv, v, LABELS);
                    if (label < 0) return;
                }
                case 60 -> {
                    if (iv[TOOBIG] != 0) {
                        iv[1] = 65;
                        label = 350;
                        continue;
                    }
                    int dg1 = iv[DG];
                    PortVectors.multiply(n, v, dg1 - 1, g, gb, d, db, -1);
                    v[DGNORM] = PortVectors.norm2(n, v, dg1 - 1);
                    if (iv[CNVCOD] != 0) { label = 340; continue; }
                    if (iv[MODE] == 0) { label = 300; continue; }
                    v[RADIUS] = v[LMAX0];
                    iv[MODE] = 0;
                    label = 80;
                }
                case 80 -> {
                    trace.summary(iv, v, x, xb, n);
                    label = 90;
                }
                case 90 -> {
                    int k = iv[NITER];
                    if (k >= iv[MXITER]) {
                        iv[1] = 10;
                        label = 350;
                        continue;
                    }
                    label = newIteration(k, n, iv, v, g, gb, x, xb);
                }
                case 110, 130 -> label = PortIterationSteps.countF(iv, v, LABELS);
                case 120 -> {
                    if (v[F] >= v[F0]) { label = 130; continue; }
                    v[RADFAC] = 1;
                    label = newIteration(iv[NITER], n, iv, v, g, gb, x, xb);
                }
                case 150 -> {
                    // compute the candidate step
                    int step1 = iv[STEP], dg1 = iv[DG], nwtst1 = iv[NWTSTP];
                    if (iv[KAGQT] < 0) {
                        int l = iv[LMAT];
                        PortTriangular.solve(n, v, nwtst1 - 1, v, l - 1, g, gb);
                        v[NREDUC] = 0.5 * PortVectors.dot(n, v, nwtst1 - 1, v, nwtst1 - 1);
                        PortTriangular.solveTransposed(n, v, nwtst1 - 1, v, l - 1, v, nwtst1 - 1);
                        PortVectors.multiply(n, v, step1 - 1, v, nwtst1 - 1, d, db, 1);
                        v[DST0] = PortVectors.norm2(n, v, step1 - 1);
                        PortVectors.multiply(n, v, dg1 - 1, v, dg1 - 1, d, db, -1);
                        PortTriangular.timesTransposed(n, v, step1 - 1, v, l - 1, v, dg1 - 1);
                        v[GTHG] = PortVectors.norm2(n, v, step1 - 1);
                        iv[KAGQT] = 0;
                    }
                    PortDogleg.step(v, dg1 - 1, n, v, nwtst1 - 1, v, step1 - 1, v);
                    rstrst = PortIterationSteps.restartInsteadOfStep(iv, v);
                    if (rstrst >= 0) { label = 200; continue; }
                    // label 180: x = x0 + step, and ask for f there
                    PortVectors.axpy(n, x, xb, 1, v, iv[STEP] - 1, v, iv[X0] - 1);
                    iv[NFCALL] = iv[NFCALL] + 1;
                    iv[1] = 1;
                    return;
                }
                case 190 -> {
                    rstrst = 3;
                    label = 200;
                }
                case 200 -> label = PortIterationSteps.assess(n, d, db, x, xb, iv, v, iv[STLSTG], false, rstrst,
                        LABELS);
                case 280 -> {
                    // an accepted step: ask for the gradient
                    if (iv[IRC] == 3) {
                        int step1 = iv[STEP], temp1 = iv[STLSTG], l = iv[LMAT];
                        PortTriangular.timesTransposed(n, v, temp1 - 1, v, l - 1, v, step1 - 1);
                        PortTriangular.times(n, v, temp1 - 1, v, l - 1, v, temp1 - 1);
                    }
                    label = 290;
                }
                case 290 -> {
                    iv[NGCALL] = iv[NGCALL] + 1;
                    iv[1] = 2;
                    return;
                }
                case 300 -> {
                    // the gradient at the new point: update the secant approximation
                    PortIterationSteps.gradientChange(n, d, db, g, gb, iv, v, iv[G0]);
                    PortIterationSteps.secantUpdate(n, iv, v, iv[G0]);
                    iv[1] = 2;
                    label = 80;
                }
                case 340 -> {
                    iv[1] = iv[CNVCOD];
                    iv[CNVCOD] = 0;
                    label = 350;
                }
                case 350 -> {
                    trace.summary(iv, v, x, xb, n);
                    return;
                }
                default -> throw new IllegalStateException("drmng label " + label);
            }
        }
    }

    /** Label 100: start iteration k + 1 from the current point. */
    private static int newIteration(int k, int n, int[] iv, double[] v, double[] g, int gb, double[] x, int xb) {
        PortIterationSteps.beginIteration(k, n, iv, v, x, xb);
        if (k > 0) v[RADIUS] = v[RADFAC] * v[DSTNRM];
        PortVectors.copy(n, v, iv[G0] - 1, g, gb);
        return 110;
    }
}

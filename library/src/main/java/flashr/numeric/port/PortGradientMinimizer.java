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
    private PortGradientMinimizer() {}

    static void iterate(double[] d, int db, double fx, double[] g, int gb, int[] iv, int liv, int lv, int n,
                        double[] v, double[] x, int xb, PortTrace trace) {
        int label;
        int rstrst = 0;
        int i = iv[1];
        if (i == 1) label = 50;
        else if (i == 2) label = 60;
        else {
            if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
            if (iv[1] == 12 || iv[1] == 13) iv[VNEED] += n * (n + 13) / 2;
            PortCheck.check(d, db, iv, liv, lv, n, v);
            i = iv[1] - 2;
            if (i > 12) return;
            switch (i) {
                case 1, 2, 3, 4, 5, 6 -> label = 190;
                case 7, 9 -> label = 120;
                case 8 -> label = 90;
                case 10, 11 -> label = 10;
                case 12 -> label = 20;
                default -> { return; }
            }
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
                    return;
                }
                case 50 -> {
                    v[F] = fx;
                    if (iv[MODE] >= 0) { label = 190; continue; }
                    v[F0] = fx;
                    iv[1] = 2;
                    if (iv[TOOBIG] == 0) return;
                    iv[1] = 63;
                    label = 350;
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
                case 110, 130 -> {
                    // stopx() is never true in R: interrupts are caught elsewhere
                    if (iv[NFCALL] < iv[MXFCAL]) { label = 150; continue; }
                    iv[1] = 9;
                    if (v[F] >= v[F0]) { label = 350; continue; }
                    iv[CNVCOD] = iv[1];
                    label = 290;
                }
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
                    if (iv[IRC] == 6) {
                        if (iv[RESTOR] != 2) { label = 190; continue; }
                        rstrst = 2;
                        label = 200;
                        continue;
                    }
                    iv[TOOBIG] = 0;
                    if (v[DSTNRM] <= 0) { label = 190; continue; }
                    if (iv[IRC] == 5 && v[RADFAC] > 1 && v[PREDUC] <= 1.2 * v[FDIF]) {
                        if (iv[RESTOR] != 2) { label = 190; continue; }
                        rstrst = 0;
                        label = 200;
                        continue;
                    }
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
                case 200 -> {
                    // assess the step
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
                        case 1, 5 -> {
                            v[RADIUS] = v[RADFAC] * v[DSTNRM];
                            label = 110;
                        }
                        case 2, 3, 4 -> label = 280;
                        case 6 -> {
                            v[RADIUS] = v[LMAXS];
                            label = 150;
                        }
                        case 7, 8, 9, 10, 11, 12 -> {
                            iv[CNVCOD] = k - 4;
                            if (v[F] >= v[F0] || iv[XIRC] == 14) { label = 340; continue; }
                            iv[XIRC] = 14;
                            label = 280;
                        }
                        case 13 -> {
                            iv[1] = 64;
                            label = 350;
                        }
                        case 14 -> label = 300;
                        default -> label = 250;
                    }
                }
                case 250 -> {
                    v[RADIUS] = v[RADFAC] * v[DSTNRM];
                    label = 110;
                }
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
                    int g01 = iv[G0];
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
                    int w = iv[NWTSTP], z = iv[X0], l = iv[LMAT];
                    PortSecantUpdate.vectors(v, l - 1, n, v, step1 - 1, v, w - 1, v, g01 - 1, v, z - 1);
                    PortSecantUpdate.factor(v, temp1 - 1, v, step1 - 1, v, l - 1, v, g01 - 1, v, l - 1, n, v, w - 1,
                            v, z - 1);
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
        iv[NITER] = k + 1;
        if (k > 0) v[RADIUS] = v[RADFAC] * v[DSTNRM];
        int g01 = iv[G0], x01 = iv[X0];
        v[F0] = v[F];
        iv[IRC] = 4;
        iv[KAGQT] = -1;
        PortVectors.copy(n, v, x01 - 1, x, xb);
        PortVectors.copy(n, v, g01 - 1, g, gb);
        return 110;
    }
}

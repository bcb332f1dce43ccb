package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * The steps PORT's four trust-region minimizers (drmng, drmngb, drmnh, drmnhb) share word for word
 * in portsrc.f: the entry checks, the counters' start, the receipt of f, the evaluation limit, the
 * test of a candidate step, its assessment and the restoring of a saved point or step. Each goes
 * on at the label its caller's {@link PortLabels} names; comments use drmng's label numbers.
 */
final class PortIterationSteps {
    private PortIterationSteps() {}

    /**
     * The entry on iv[1] other than 1 and 2: PORT's defaults when iv[1] = 0, the storage asked for
     * (vneed, ivneed more) when iv[1] = 12 or 13, and the checks of iv, v and d. Returns iv[1] - 2,
     * the case of the computed goto; above 12 (an error) the caller returns.
     */
    static int checkEntry(double[] d, int db, int[] iv, int liv, int lv, int n, double[] v, int vneed, int ivneed) {
        if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
        if (iv[1] == 12 || iv[1] == 13) {
            iv[VNEED] += vneed;
            iv[IVNEED] += ivneed;
        }
        PortCheck.check(d, db, iv, liv, lv, n, v);
        return iv[1] - 2;
    }

    /** The computed goto on iv[1] - 2 (1-12) after {@link #checkEntry}; -1 to return. */
    static int entryLabel(int i, PortLabels at) {
        return switch (i) {
            case 1, 2, 3, 4, 5, 6 -> at.restart();
            case 7, 9 -> at.resume();
            case 8 -> at.iterate();
            case 10, 11 -> at.storage();
            case 12 -> at.init();
            default -> -1;
        };
    }

    /** Drmng 20: the counters and switches of a fresh start. */
    static void resetCounters(int[] iv, double[] v) {
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
    }

    /** Drmng 20-40: d from v[DINIT], and L = diag(d) (1 where d(i) &lt;= 0) when iv[INITH] = 1. */
    static void initialScaleAndFactor(int n, double[] d, int db, int[] iv, double[] v) {
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
    }

    /** Drmnh 20: d, and the two scale-update tolerance vectors at iv[DTOL], from their initial values. */
    static void initialScales(int n, double[] d, int db, int[] iv, double[] v) {
        if (v[DINIT] >= 0) PortVectors.fill(n, d, db, v[DINIT]);
        int k = iv[DTOL];
        if (v[DTINIT] > 0) PortVectors.fill(n, v, k - 1, v[DTINIT]);
        k += n;
        if (v[D0INIT] > 0) PortVectors.fill(n, v, k - 1, v[D0INIT]);
    }

    /**
     * Drmng 50: f at x has come. Before the first iteration it is f(x0), and the gradient is asked
     * for (-1 to return), unless f could not be computed there (iv[1] = 63).
     */
    static int receiveF(double fx, int[] iv, double[] v, PortLabels at) {
        v[F] = fx;
        if (iv[MODE] >= 0) return at.restart();
        v[F0] = fx;
        iv[1] = 2;
        if (iv[TOOBIG] == 0) return -1;
        iv[1] = 63;
        return at.stop();
    }

    /** Drmng 100: the common part of starting iteration k + 1 from x. */
    static void beginIteration(int k, int n, int[] iv, double[] v, double[] x, int xb) {
        iv[NITER] = k + 1;
        v[F0] = v[F];
        iv[IRC] = 4;
        iv[KAGQT] = -1;
        PortVectors.copy(n, v, iv[X0] - 1, x, xb);
    }

    /**
     * Drmng 110-140: the function-evaluation limit (iv[1] = 9), checked before each step; a point
     * better than x0 still gets its gradient. (stopx() is never true in R: interrupts are caught
     * elsewhere.)
     */
    static int countF(int[] iv, double[] v, PortLabels at) {
        if (iv[NFCALL] < iv[MXFCAL]) return at.step();
        iv[1] = 9;
        if (v[F] >= v[F0]) return at.stop();
        iv[CNVCOD] = iv[1];
        return at.gradient();
    }

    /**
     * Drmng 160-170, after the step is computed: the value of rstrst with which to assess it
     * instead of trying it (the restart 190 gives 3), or -1 to try x0 + step (180).
     */
    static int restartInsteadOfStep(int[] iv, double[] v) {
        if (iv[IRC] == 6) return iv[RESTOR] != 2 ? 3 : 2;
        iv[TOOBIG] = 0;
        if (v[DSTNRM] <= 0) return 3;
        if (iv[IRC] == 5 && v[RADFAC] > 1 && v[PREDUC] <= 1.2 * v[FDIF]) return iv[RESTOR] != 2 ? 3 : 0;
        return -1;
    }

    /**
     * Drmng 200-270: assess the step (da7sst), restore what it says (the bounded forms keep the
     * last good x at lstgst, the others the last good step), and go where its verdict iv[IRC] leads.
     */
    static int assess(int n, double[] d, int db, double[] x, int xb, int[] iv, double[] v, int lstgst, boolean bounded,
                      int rstrst, PortLabels at) {
        int x01 = iv[X0];
        v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
        PortStepAssessment.assess(iv, v);
        int step1 = iv[STEP];
        switch (iv[RESTOR]) {
            case 1 -> PortVectors.copy(n, x, xb, v, x01 - 1);
            case 2 -> {
                if (bounded) PortVectors.copy(n, v, lstgst - 1, x, xb);
                else PortVectors.copy(n, v, lstgst - 1, v, step1 - 1);
            }
            case 3 -> {
                if (bounded) {
                    PortVectors.copy(n, x, xb, v, lstgst - 1);
                    PortVectors.axpy(n, v, step1 - 1, -1, v, x01 - 1, x, xb);
                } else {
                    PortVectors.copy(n, v, step1 - 1, v, lstgst - 1);
                    PortVectors.axpy(n, x, xb, 1, v, step1 - 1, v, x01 - 1);
                }
                v[RELDX] = PortVectors.relativeDistance(n, d, db, x, xb, v, x01 - 1);
                iv[RESTOR] = rstrst;
            }
            default -> { }
        }
        int k = iv[IRC];
        switch (k) {
            case 2, 3, 4 -> {
                return at.accepted();
            }
            case 6 -> {
                v[RADIUS] = v[LMAXS];
                return at.step();
            }
            case 7, 8, 9, 10, 11, 12 -> {
                iv[CNVCOD] = k - 4;
                if (v[F] >= v[F0] || iv[XIRC] == 14) return at.converged();
                iv[XIRC] = 14;
                return at.accepted();
            }
            case 13 -> {
                iv[1] = 64;
                return at.stop();
            }
            case 14 -> {
                return at.updated();
            }
            default -> {
                // 1 and 5: a smaller (or larger) trust region
                v[RADIUS] = v[RADFAC] * v[DSTNRM];
                return at.countF();
            }
        }
    }

    /**
     * Drmng 300: with the gradient change less its prediction at temp1 (scaled), a larger radius
     * next time (v[RADFAC] = v[INCFAC]) when the model predicted the gradient well or the new
     * gradient still points downhill along the step.
     */
    static void widenIfModelFits(int n, double[] g, int gb, double[] v, int temp1, int step1) {
        if (PortVectors.norm2(n, v, temp1 - 1) <= v[DGNORM] * v[TUNER4]
                || PortVectors.dot(n, g, gb, v, step1 - 1) < v[GTSTEP] * v[TUNER5]) {
            v[RADFAC] = v[INCFAC];
        }
    }

    /**
     * Drmng 300-310, the gradient at the new point: g0 becomes the gradient change g - g0 and, after
     * a step of a new iteration (iv[IRC] = 3), {@link #widenIfModelFits} on that change less its
     * prediction L L' step (left at iv[STLSTG]).
     */
    static void gradientChange(int n, double[] d, int db, double[] g, int gb, int[] iv, double[] v, int g01) {
        PortVectors.axpy(n, v, g01 - 1, -1, v, g01 - 1, g, gb);
        int step1 = iv[STEP], temp1 = iv[STLSTG];
        if (iv[IRC] == 3) {
            PortVectors.axpy(n, v, temp1 - 1, -1, v, g01 - 1, v, temp1 - 1);
            PortVectors.multiply(n, v, temp1 - 1, v, temp1 - 1, d, db, -1);
            widenIfModelFits(n, g, gb, v, temp1, step1);
        }
    }

    /** Drmng 320: the BFGS update of the factor L (dw7zbf, dl7upd) by the step and the gradient change at g01. */
    static void secantUpdate(int n, int[] iv, double[] v, int g01) {
        int step1 = iv[STEP], temp1 = iv[STLSTG], w = iv[NWTSTP], z = iv[X0], l = iv[LMAT];
        PortSecantUpdate.vectors(v, l - 1, n, v, step1 - 1, v, w - 1, v, g01 - 1, v, z - 1);
        PortSecantUpdate.factor(v, temp1 - 1, v, step1 - 1, v, l - 1, v, g01 - 1, v, l - 1, n, v, w - 1, v, z - 1);
    }

    /** Drmnh 40: the Hessian's lower triangle (by rows) scaled by D on both sides. */
    static void scaleHessian(int n, double[] d, int db, double[] h, int hb) {
        int k = 1;
        for (int i = 1; i <= n; i++) {
            double t = 1 / d[db + i];
            for (int j = 1; j <= i; j++) {
                h[hb + k] = t * h[hb + k] / d[db + j];
                k++;
            }
        }
    }

    /** Drmngb 440, drmnhb 450: x within the bounds b before f or g is evaluated there. */
    static void clamp(double[] b, int n, double[] x, int xb) {
        for (int i = 1; i <= n; i++) {
            if (x[xb + i] < b[2 * (i - 1)]) x[xb + i] = b[2 * (i - 1)];
            if (x[xb + i] > b[2 * (i - 1) + 1]) x[xb + i] = b[2 * (i - 1) + 1];
        }
    }
}

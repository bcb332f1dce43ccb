package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's step assessment (da7sst): after a trial step, decides from the actual and predicted
 * reductions whether to accept it, how to change the trust radius (v[RADFAC]), whether to try
 * another model, and which convergence test, if any, holds; the verdict is iv[IRC] (1-14, as
 * documented in portsrc.f) and iv[RESTOR] says which saved point or step to restore. The
 * Fortran's numbered branches are the states of the loop below.
 */
final class PortStepAssessment {
    private PortStepAssessment() {}

    static void assess(int[] iv, double[] v) {
        int nfc = iv[NFCALL];
        iv[SWITCH] = 0;
        iv[RESTOR] = 0;
        double rfac1 = 1;
        boolean goodx = true;
        int i = iv[IRC];
        int label;
        switch (i) {
            case 1 -> label = 20;
            case 2 -> label = 30;
            case 3, 4 -> label = 10;
            case 5 -> label = 40;
            case 6 -> label = 280;
            case 7, 8, 9, 10, 11 -> label = 220;
            case 12 -> label = 170;
            default -> {
                iv[IRC] = 13;
                return;
            }
        }
        while (true) {
            switch (label) {
                case 10 -> {
                    // first call of a new iteration
                    iv[STAGE] = 1;
                    iv[RADINC] = 0;
                    v[FLSTGD] = v[F0];
                    if (iv[TOOBIG] == 0) { label = 110; continue; }
                    iv[STAGE] = -1;
                    iv[XIRC] = i;
                    label = 60;
                }
                case 20 -> {
                    if (iv[MODEL] != iv[MLSTGD]) { label = 30; continue; }
                    iv[STAGE] = iv[STGLIM];
                    iv[RADINC] = -1;
                    label = 110;
                }
                case 30 -> {
                    iv[STAGE] = iv[STAGE] + 1;
                    label = 40;
                }
                case 40 -> {
                    if (iv[STAGE] > 0) { label = 50; continue; }
                    if (iv[TOOBIG] != 0) { label = 60; continue; }
                    iv[STAGE] = -iv[STAGE];
                    i = iv[XIRC];
                    switch (i) {
                        case 1 -> label = 20;
                        case 2 -> label = 30;
                        case 3, 4 -> label = 110;
                        case 5 -> label = 70;
                        default -> label = 50;
                    }
                }
                case 50 -> {
                    if (iv[TOOBIG] == 0) { label = 70; continue; }
                    iv[TOOBIG] = 0;
                    if (iv[RADINC] > 0) { label = 80; continue; }
                    iv[STAGE] = -iv[STAGE];
                    iv[XIRC] = iv[IRC];
                    label = 60;
                }
                case 60 -> {
                    // the function could not be computed: shrink the radius and retry
                    iv[TOOBIG] = 0;
                    v[RADFAC] = v[DECFAC];
                    iv[RADINC] = iv[RADINC] - 1;
                    iv[IRC] = 5;
                    iv[RESTOR] = 1;
                    v[F] = v[FLSTGD];
                    return;
                }
                case 70 -> {
                    if (v[F] < v[FLSTGD]) { label = 110; continue; }
                    if (iv[MODEL] != iv[MLSTGD]) {
                        iv[MODEL] = iv[MLSTGD];
                        iv[SWITCH] = 1;
                    }
                    label = 80;
                }
                case 80 -> {
                    // restore the last good step
                    if (v[FLSTGD] >= v[F0]) { label = 110; continue; }
                    if (iv[STAGE] < iv[STGLIM]) goodx = false;
                    else if (nfc < iv[NFGCAL] + iv[STGLIM] + 2) goodx = false;
                    else if (iv[SWITCH] != 0) goodx = false;
                    iv[RESTOR] = 3;
                    v[F] = v[FLSTGD];
                    v[PREDUC] = v[PLSTGD];
                    v[GTSTEP] = v[GTSLST];
                    if (iv[SWITCH] == 0) rfac1 = v[DSTNRM] / v[DSTSAV];
                    v[DSTNRM] = v[DSTSAV];
                    if (goodx) {
                        v[FDIF] = v[F0] - v[F];
                        iv[IRC] = 4;
                        v[RADFAC] = rfac1;
                        return;
                    }
                    nfc = iv[NFGCAL];
                    label = 110;
                }
                case 110 -> {
                    // compare the actual with the predicted reduction
                    v[FDIF] = v[F0] - v[F];
                    if (v[FDIF] > v[TUNER2] * v[PREDUC] || iv[RADINC] > 0) { label = 140; continue; }
                    if (v[F] < v[F0]) {
                        iv[NFGCAL] = nfc;
                    } else {
                        iv[MLSTGD] = iv[MODEL];
                        v[FLSTGD] = v[F];
                        v[F] = v[F0];
                        iv[RESTOR] = 1;
                    }
                    iv[IRC] = 1;
                    if (iv[STAGE] >= iv[STGLIM]) {
                        iv[IRC] = 5;
                        iv[RADINC] = iv[RADINC] - 1;
                    }
                    label = 160;
                }
                case 140 -> {
                    iv[NFGCAL] = nfc;
                    rfac1 = 1;
                    v[DSTSAV] = v[DSTNRM];
                    if (v[FDIF] > v[PREDUC] * v[TUNER1]) { label = 190; continue; }
                    iv[IRC] = iv[STAGE] >= iv[STGLIM] ? 4 : 2;
                    label = 160;
                }
                case 160 -> {
                    iv[XIRC] = iv[IRC];
                    double emax = v[GTSTEP] + v[FDIF];
                    v[RADFAC] = 0.5 * rfac1;
                    if (emax < v[GTSTEP]) v[RADFAC] = rfac1 * Math.max(v[RDFCMN], 0.5 * v[GTSTEP] / emax);
                    label = 170;
                }
                case 170 -> {
                    if (v[RELDX] <= v[XFTOL]) {
                        iv[IRC] = 12;
                        label = 240;
                        continue;
                    }
                    iv[IRC] = iv[XIRC];
                    label = v[F] < v[F0] ? 200 : 230;
                }
                case 190 -> {
                    // a good step: perhaps enlarge the radius
                    if (v[FDIF] < -v[TUNER3] * v[GTSTEP] || iv[RADINC] < 0 || iv[RESTOR] == 1 || iv[RESTOR] == 3) {
                        label = 210;
                        continue;
                    }
                    v[RADFAC] = v[RDFCMX];
                    double gts = v[GTSTEP];
                    if (v[FDIF] < (0.5 / v[RADFAC] - 1) * gts) v[RADFAC] = Math.max(v[INCFAC], 0.5 * gts / (gts + v[FDIF]));
                    iv[IRC] = 4;
                    if (v[STPPAR] == 0) { label = 230; continue; }
                    if (v[DST0] >= 0 && (v[DST0] < 2 * v[DSTNRM] || v[NREDUC] < 1.2 * v[FDIF])) { label = 230; continue; }
                    iv[IRC] = 5;
                    iv[RADINC] = iv[RADINC] + 1;
                    label = 200;
                }
                case 200 -> {
                    // save this step as the last good one
                    v[FLSTGD] = v[F];
                    iv[MLSTGD] = iv[MODEL];
                    if (iv[RESTOR] == 0) iv[RESTOR] = 2;
                    v[DSTSAV] = v[DSTNRM];
                    iv[NFGCAL] = nfc;
                    v[PLSTGD] = v[PREDUC];
                    v[GTSLST] = v[GTSTEP];
                    label = 230;
                }
                case 210 -> {
                    v[RADFAC] = 1;
                    iv[IRC] = 3;
                    label = 230;
                }
                case 220 -> {
                    // a convergence test held before: recheck it
                    iv[IRC] = iv[XIRC];
                    if (v[DSTSAV] < 0) iv[IRC] = 12;
                    label = 240;
                }
                case 230 -> {
                    iv[XIRC] = iv[IRC];
                    label = 240;
                }
                case 240 -> {
                    convergenceTests(iv, v, goodx);
                    return;
                }
                case 280 -> {
                    // back from a singular-convergence test step
                    v[GTSTEP] = v[GTSLST];
                    v[DSTNRM] = Math.abs(v[DSTSAV]);
                    iv[IRC] = iv[XIRC];
                    if (v[DSTSAV] <= 0) iv[IRC] = 12;
                    v[NREDUC] = -v[PREDUC];
                    v[PREDUC] = v[PLSTGD];
                    iv[RESTOR] = 3;
                    if (-v[NREDUC] <= v[SCTOL] * Math.abs(v[F0])) iv[IRC] = 11;
                    return;
                }
                default -> throw new IllegalStateException("da7sst label " + label);
            }
        }
    }

    /** Labels 240-290: the absolute, relative, X- and singular convergence tests. */
    private static void convergenceTests(int[] iv, double[] v, boolean goodx) {
        if (iv[RESTOR] == 1 && v[FLSTGD] < v[F0]) iv[RESTOR] = 3;
        if (Math.abs(v[F]) < v[AFCTOL]) iv[IRC] = 10;
        if (0.5 * v[FDIF] > v[PREDUC]) return;
        double emax = v[RFCTOL] * Math.abs(v[F0]);
        double emaxs = v[SCTOL] * Math.abs(v[F0]);
        if (v[PREDUC] <= emaxs && (v[DSTNRM] > v[LMAXS] || v[STPPAR] == 0)) iv[IRC] = 11;
        if (v[DST0] >= 0) {
            int i = 0;
            if ((v[NREDUC] > 0 && v[NREDUC] <= emax) || (v[NREDUC] == 0 && v[PREDUC] == 0)) i = 2;
            if (v[STPPAR] == 0 && v[RELDX] <= v[XCTOL] && goodx) i++;
            if (i > 0) iv[IRC] = i + 6;
        }
        if (iv[IRC] > 5 && iv[IRC] != 12) return;
        if (v[STPPAR] == 0) return;
        if (v[DSTNRM] > v[LMAXS]) {
            if (0.5 * v[DSTNRM] <= v[LMAXS]) return;
            double xmax = v[LMAXS] / v[DSTNRM];
            if (xmax * (2 - xmax) * v[PREDUC] >= emaxs) return;
        } else {
            if (v[PREDUC] >= emaxs) return;
            if (v[DST0] > 0 && 0.5 * v[DST0] <= v[LMAXS]) return;
        }
        // label 270: a singular-convergence test step of length LMAXS
        if (v[NREDUC] < 0) {
            if (-v[NREDUC] <= v[SCTOL] * Math.abs(v[F0])) iv[IRC] = 11;
            return;
        }
        v[GTSLST] = v[GTSTEP];
        v[DSTSAV] = v[DSTNRM];
        if (iv[IRC] == 12) v[DSTSAV] = -v[DSTSAV];
        v[PLSTGD] = v[PREDUC];
        int i = iv[RESTOR];
        iv[RESTOR] = 2;
        if (i == 3) iv[RESTOR] = 0;
        iv[IRC] = 6;
    }
}

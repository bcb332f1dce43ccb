package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's trust-region step with a given Hessian (dg7qts, Moré-Hebden with Gay's refinements): the
 * Levenberg-Marquardt parameter alpha found so that the step of (D⁻¹HD⁻¹ + alpha I) is about the
 * trust radius, with Gerschgorin and singular-value bounds on alpha and a near-singular step
 * along the smallest singular vector. dihdi is D⁻¹HD⁻¹ packed by rows (restored on return); w is
 * work of length 4p + 7, whose saved entries carry alpha's bounds to the next call. Returns the
 * new ka. Vectors are (array, base) as in {@link PortVectors}.
 */
final class PortHessianStep {
    private static final double EPSFAC = 50.0, KAPPA = 2.0, P001 = 1.0e-3;
    private static final double BIG = PortDefaults.BIG;

    private PortHessianStep() {}

    static int step(double[] d, int db, double[] dig, int digb, double[] dihdi, int hb, int ka, double[] l, int lb, int p,
                    double[] step, int sb, double[] v, double[] w, int wb) {
        final int dggdmx = p + 1, emax = dggdmx + 1, emin = emax + 1, lk0 = emin + 1, phipin = lk0 + 1,
                uk0 = phipin + 1, dstsav = uk0 + 1, diag0 = dstsav, diag = diag0 + 1, q0 = diag0 + p, q = q0 + 1,
                x = q + p;
        double rad = v[RADIUS];
        double radsq = rad * rad;
        double phimax = v[PHMXFC] * rad;
        double phimin = v[PHMNFC] * rad;
        double psifac = BIG;
        double t1 = 2 * v[EPSLON] / (3 * (4 * (v[PHMNFC] + 1) * (KAPPA + 1) + KAPPA + 2) * rad);
        if (t1 < BIG * Math.min(rad, 1)) psifac = t1 / rad;
        double oldphi = 0;
        double eps = v[EPSLON];
        int irc = 0;
        boolean restrt = false;
        int kalim = ka + 50;
        double t = 0, phi = 0, gtsta = 0, dst = 0, lk = 0, uk = 0, alphak = 0, delta = 0, twopsi = 0, si = 0, sw = 0;
        int k, kamin = 0;
        int label;
        if (ka >= 0) label = 290;
        else {
            uk = -1;
            ka = 0;
            kalim = 50;
            v[DGNORM] = PortVectors.norm2(p, dig, digb);
            v[NREDUC] = 0;
            v[DST0] = 0;
            kamin = 3;
            if (v[DGNORM] == 0) kamin = 0;
            int j = 0;
            for (int i = 1; i <= p; i++) {
                j += i;
                w[wb + diag0 + i] = dihdi[hb + j];
            }
            t1 = 0;
            j = p * (p + 1) / 2;
            for (int i = 1; i <= j; i++) {
                t = Math.abs(dihdi[hb + i]);
                if (t1 < t) t1 = t;
            }
            w[wb + dggdmx] = t1;
            label = 30;
        }
        while (true) {
            switch (label) {
                case 30 -> {
                    irc = PortSymmetric.cholesky(1, p, l, lb, dihdi, hb);
                    if (irc == 0) { label = 50; continue; }
                    // not positive definite: a lower bound on alpha from the failing row
                    int j = irc * (irc + 1) / 2;
                    t = l[lb + j];
                    l[lb + j] = 1;
                    for (int i = 1; i <= irc; i++) w[wb + i] = 0;
                    w[wb + irc] = 1;
                    PortTriangular.solveTransposed(irc, w, wb, l, lb, w, wb);
                    t1 = PortVectors.norm2(irc, w, wb);
                    lk = -t / t1 / t1;
                    v[DST0] = -lk;
                    label = restrt ? 210 : 70;
                }
                case 50 -> {
                    lk = 0;
                    t = PortSymmetric.smallestSingularValue(p, l, lb, w, wb + q - 1, w, wb + q - 1);
                    if (t < 1 && v[DGNORM] >= t * t * BIG) { label = 70; continue; }
                    // the Newton step
                    PortTriangular.solve(p, w, wb + q - 1, l, lb, dig, digb);
                    gtsta = PortVectors.dot(p, w, wb + q - 1, w, wb + q - 1);
                    v[NREDUC] = 0.5 * gtsta;
                    PortTriangular.solveTransposed(p, w, wb + q - 1, l, lb, w, wb + q - 1);
                    dst = PortVectors.norm2(p, w, wb + q - 1);
                    v[DST0] = dst;
                    phi = dst - rad;
                    if (phi <= phimax) { label = 260; continue; }
                    label = restrt ? 210 : 70;
                }
                case 70 -> {
                    // Gerschgorin bounds on alpha
                    k = 0;
                    for (int i = 1; i <= p; i++) {
                        double wi = 0;
                        for (int j = 1; j <= i - 1; j++) {
                            k++;
                            t = Math.abs(dihdi[hb + k]);
                            wi += t;
                            w[wb + j] += t;
                        }
                        w[wb + i] = wi;
                        k++;
                    }
                    k = 1;
                    t1 = w[wb + diag] - w[wb + 1];
                    for (int i = 2; i <= p; i++) {
                        t = w[wb + diag0 + i] - w[wb + i];
                        if (t < t1) {
                            t1 = t;
                            k = i;
                        }
                    }
                    double sk = w[wb + k];
                    double akk = w[wb + diag0 + k];
                    int k1 = k * (k - 1) / 2 + 1;
                    int inc = 1;
                    t = 0;
                    for (int i = 1; i <= p; i++) {
                        if (i != k) {
                            double aki = Math.abs(dihdi[hb + k1]);
                            double sii = w[wb + i];
                            t1 = 0.5 * (akk - w[wb + diag0 + i] + sii - aki);
                            t1 = t1 + Math.sqrt(t1 * t1 + sk * aki);
                            if (t < t1) t = t1;
                            if (i < k) { k1 += inc; continue; }
                        }
                        inc = i;
                        k1 += inc;
                    }
                    w[wb + emin] = akk - t;
                    uk = v[DGNORM] / rad - w[wb + emin];
                    if (v[DGNORM] == 0) uk = uk + P001 + P001 * uk;
                    if (uk <= 0) uk = P001;
                    k = 1;
                    t1 = w[wb + diag] + w[wb + 1];
                    for (int i = 2; i <= p; i++) {
                        t = w[wb + diag0 + i] + w[wb + i];
                        if (t > t1) {
                            t1 = t;
                            k = i;
                        }
                    }
                    sk = w[wb + k];
                    akk = w[wb + diag0 + k];
                    k1 = k * (k - 1) / 2 + 1;
                    inc = 1;
                    t = 0;
                    for (int i = 1; i <= p; i++) {
                        if (i != k) {
                            double aki = Math.abs(dihdi[hb + k1]);
                            double sii = w[wb + i];
                            t1 = 0.5 * (w[wb + diag0 + i] + sii - aki - akk);
                            t1 = t1 + Math.sqrt(t1 * t1 + sk * aki);
                            if (t < t1) t = t1;
                            if (i < k) { k1 += inc; continue; }
                        }
                        inc = i;
                        k1 += inc;
                    }
                    w[wb + emax] = akk + t;
                    lk = Math.max(lk, v[DGNORM] / rad - w[wb + emax]);
                    alphak = Math.abs(v[STPPAR]) * v[RAD0] / rad;
                    alphak = Math.min(uk, Math.max(alphak, lk));
                    if (irc == 0) {
                        PortTriangular.solve(p, w, wb, l, lb, w, wb + q - 1);
                        t = PortVectors.norm2(p, w, wb);
                        w[wb + phipin] = rad / t / t;
                        lk = Math.max(lk, phi * w[wb + phipin]);
                    }
                    label = 210;
                }
                case 210 -> {
                    // try alpha
                    ka++;
                    if (-v[DST0] >= alphak || alphak < lk || alphak >= uk) alphak = uk * Math.max(P001, Math.sqrt(lk / uk));
                    if (alphak <= 0) alphak = 0.5 * uk;
                    if (alphak <= 0) alphak = uk;
                    k = 0;
                    for (int i = 1; i <= p; i++) {
                        k += i;
                        dihdi[hb + k] = w[wb + diag0 + i] + alphak;
                    }
                    irc = PortSymmetric.cholesky(1, p, l, lb, dihdi, hb);
                    if (irc == 0) { label = 240; continue; }
                    int j = (irc * (irc + 1)) / 2;
                    t = l[lb + j];
                    l[lb + j] = 1;
                    for (int i = 1; i <= irc; i++) w[wb + i] = 0;
                    w[wb + irc] = 1;
                    PortTriangular.solveTransposed(irc, w, wb, l, lb, w, wb);
                    t1 = PortVectors.norm2(irc, w, wb);
                    lk = alphak - t / t1 / t1;
                    v[DST0] = -lk;
                    if (uk < lk) uk = lk;
                    if (alphak < lk) continue;
                    t = P001 * alphak;
                    if (t <= 0) t = P001;
                    lk = alphak + t;
                    if (uk <= lk) uk = lk + t;
                }
                case 240 -> {
                    PortTriangular.solve(p, w, wb + q - 1, l, lb, dig, digb);
                    gtsta = PortVectors.dot(p, w, wb + q - 1, w, wb + q - 1);
                    PortTriangular.solveTransposed(p, w, wb + q - 1, l, lb, w, wb + q - 1);
                    dst = PortVectors.norm2(p, w, wb + q - 1);
                    phi = dst - rad;
                    if (phi <= phimax && phi >= phimin || phi == oldphi) { label = 270; continue; }
                    oldphi = phi;
                    label = phi < 0 ? 330 : 250;
                }
                case 250 -> {
                    if (ka >= kalim) { label = 270; continue; }
                    if (phi < 0) uk = Math.min(uk, alphak);
                    if (kamin == 0) { label = 210; continue; }
                    PortTriangular.solve(p, w, wb, l, lb, w, wb + q - 1);
                    t1 = PortVectors.norm2(p, w, wb);
                    alphak = alphak + (phi / t1) * (dst / t1) * (dst / rad);
                    lk = Math.max(lk, alphak);
                    alphak = lk;
                    label = 210;
                }
                case 260 -> {
                    alphak = 0;
                    label = 270;
                }
                case 270 -> {
                    for (int i = 1; i <= p; i++) step[sb + i] = -w[wb + q0 + i] / d[db + i];
                    v[GTSTEP] = -gtsta;
                    v[PREDUC] = 0.5 * (Math.abs(alphak) * dst * dst + gtsta);
                    label = 410;
                }
                case 290 -> {
                    // a later call: restart from the saved bounds
                    if (!(v[DST0] <= 0 || v[DST0] - rad > phimax)) {
                        restrt = true;
                        ka++;
                        k = 0;
                        for (int i = 1; i <= p; i++) {
                            k += i;
                            dihdi[hb + k] = w[wb + diag0 + i];
                        }
                        uk = -1;
                        label = 30;
                        continue;
                    }
                    kamin = ka + 3;
                    if (v[DGNORM] == 0) kamin = 0;
                    if (ka == 0) { label = 50; continue; }
                    dst = w[wb + dstsav];
                    alphak = Math.abs(v[STPPAR]);
                    phi = dst - rad;
                    t = v[DGNORM] / rad;
                    uk = t - w[wb + emin];
                    if (v[DGNORM] == 0) uk = uk + P001 + P001 * uk;
                    if (uk <= 0) uk = P001;
                    if (rad <= v[RAD0]) {
                        lk = 0;
                        if (alphak > 0) lk = w[wb + lk0];
                        lk = Math.max(lk, t - w[wb + emax]);
                        if (v[DST0] > 0) lk = Math.max(lk, (v[DST0] - rad) * w[wb + phipin]);
                    } else {
                        if (alphak > 0) uk = Math.min(uk, w[wb + uk0]);
                        lk = Math.max(Math.max(0, -v[DST0]), t - w[wb + emax]);
                        if (v[DST0] > 0) lk = Math.max(lk, (v[DST0] - rad) * w[wb + phipin]);
                    }
                    label = 250;
                }
                case 330 -> {
                    // the step is too short: perhaps a step along the smallest singular vector
                    delta = alphak + Math.min(0, v[DST0]);
                    twopsi = alphak * dst * dst + gtsta;
                    if (ka < kamin && psifac < BIG && delta >= psifac * twopsi) { label = 370; continue; }
                    t = PortSymmetric.smallestSingularValue(p, l, lb, w, wb + x - 1, w, wb);
                    for (int i = 1; i <= p; i++) w[wb + i] = t * w[wb + i];
                    PortTriangular.solveTransposed(p, w, wb, l, lb, w, wb);
                    double t2 = 1 / PortVectors.norm2(p, w, wb);
                    for (int i = 1; i <= p; i++) w[wb + i] = t2 * w[wb + i];
                    t = t2 * t;
                    sw = PortVectors.dot(p, w, wb + q - 1, w, wb);
                    t1 = (rad + dst) * (rad - dst);
                    double root = Math.sqrt(sw * sw + t1);
                    if (sw < 0) root = -root;
                    si = t1 / (sw + root);
                    double ts = t2 * si;
                    if (ts * ts <= eps * (dst * dst + alphak * radsq)) {
                        // label 380
                        alphak = -alphak;
                        v[PREDUC] = 0.5 * twopsi;
                        t1 = 0;
                        t = si * (alphak * sw - 0.5 * si * (alphak + t * PortVectors.dot(p, w, wb + x - 1, w, wb)));
                        if (t >= eps * twopsi / 6) {
                            v[PREDUC] = v[PREDUC] + t;
                            dst = rad;
                            t1 = -si;
                        }
                        for (int i = 1; i <= p; i++) {
                            int j = q0 + i;
                            w[wb + j] = t1 * w[wb + i] - w[wb + j];
                            step[sb + i] = w[wb + j] / d[db + i];
                        }
                        v[GTSTEP] = PortVectors.dot(p, dig, digb, w, wb + q - 1);
                        label = 410;
                        continue;
                    }
                    if (v[DST0] <= 0) v[DST0] = Math.min(v[DST0], t2 * t2 - alphak);
                    lk = Math.max(lk, -v[DST0]);
                    label = 370;
                }
                case 370 -> {
                    double dgxfac = EPSFAC * PortDefaults.MACHEP;
                    label = delta > dgxfac * w[wb + dggdmx] ? 250 : 270;
                }
                case 410 -> {
                    v[DSTNRM] = dst;
                    v[STPPAR] = alphak;
                    w[wb + lk0] = lk;
                    w[wb + uk0] = uk;
                    v[RAD0] = rad;
                    w[wb + dstsav] = dst;
                    int j = 0;
                    for (int i = 1; i <= p; i++) {
                        j += i;
                        dihdi[hb + j] = w[wb + diag0 + i];
                    }
                    return ka;
                }
                default -> throw new IllegalStateException("dg7qts label " + label);
            }
        }
    }
}

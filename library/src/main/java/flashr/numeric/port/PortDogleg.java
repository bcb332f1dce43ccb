package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's double-dogleg step (dd7dog): within the trust radius v[RADIUS], a step on the path from the
 * scaled Cauchy step to the (relaxed) Newton step, with the predicted reduction and the quantities
 * the step assessment needs stored in v. The step is in the scaled variables.
 */
final class PortDogleg {
    private PortDogleg() {}

    /** dig: the scaled gradient D⁻¹g; nwtstp: the scaled Newton step; step: the result. */
    static void step(double[] dig, int db, int n, double[] nwtstp, int nb, double[] step, int sb, double[] v) {
        double nwtnrm = v[DST0];
        double rlambd = 1;
        if (nwtnrm > 0) rlambd = v[RADIUS] / nwtnrm;
        double gnorm = v[DGNORM];
        double ghinvg = 2 * v[NREDUC];
        v[GRDFAC] = 0;
        v[NWTFAC] = 0;
        if (rlambd >= 1) {
            // the Newton step is inside the trust region
            v[STPPAR] = 0;
            v[DSTNRM] = nwtnrm;
            v[GTSTEP] = -ghinvg;
            v[PREDUC] = v[NREDUC];
            v[NWTFAC] = -1;
            for (int i = 1; i <= n; i++) step[sb + i] = -nwtstp[nb + i];
            return;
        }
        v[DSTNRM] = v[RADIUS];
        double cfact = sq(gnorm / v[GTHG]);
        double cnorm = gnorm * cfact;
        double relax = 1 - v[BIAS] * (1 - gnorm * cnorm / ghinvg);
        if (rlambd >= relax) {
            // a shortened (relaxed) Newton step
            v[STPPAR] = 1 - (rlambd - relax) / (1 - relax);
            double t = -rlambd;
            v[GTSTEP] = t * ghinvg;
            v[PREDUC] = rlambd * (1 - 0.5 * rlambd) * ghinvg;
            v[NWTFAC] = t;
            for (int i = 1; i <= n; i++) step[sb + i] = t * nwtstp[nb + i];
            return;
        }
        if (cnorm >= v[RADIUS]) {
            // the Cauchy step is outside: a steepest-descent step to the boundary
            double t = -v[RADIUS] / gnorm;
            v[GRDFAC] = t;
            v[STPPAR] = 1 + cnorm / v[RADIUS];
            v[GTSTEP] = -v[RADIUS] * gnorm;
            v[PREDUC] = v[RADIUS] * (gnorm - 0.5 * v[RADIUS] * sq(v[GTHG] / gnorm));
            for (int i = 1; i <= n; i++) step[sb + i] = t * dig[db + i];
            return;
        }
        // on the dogleg between the Cauchy point and the relaxed Newton point
        double ctrnwt = cfact * relax * ghinvg / gnorm;
        double t1 = ctrnwt - gnorm * sq(cfact);
        double t2 = v[RADIUS] * (v[RADIUS] / gnorm) - gnorm * sq(cfact);
        double t = relax * nwtnrm;
        double femnsq = (t / gnorm) * t - ctrnwt - t1;
        t = t2 / (t1 + Math.sqrt(sq(t1) + femnsq * t2));
        t1 = (t - 1) * cfact;
        v[GRDFAC] = t1;
        t2 = -t * relax;
        v[NWTFAC] = t2;
        v[STPPAR] = 2 - t;
        v[GTSTEP] = t1 * sq(gnorm) + t2 * ghinvg;
        v[PREDUC] = -t1 * gnorm * ((t2 + 1) * gnorm) - t2 * (1 + 0.5 * t2) * ghinvg - 0.5 * sq(v[GTHG] * t1);
        for (int i = 1; i <= n; i++) step[sb + i] = t1 * dig[db + i] + t2 * nwtstp[nb + i];
    }

    private static double sq(double x) {
        return x * x;
    }
}

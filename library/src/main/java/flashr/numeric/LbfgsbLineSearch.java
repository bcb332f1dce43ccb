package flashr.numeric;

/**
 * Moré and Thuente's line search (MINPACK-2's dcsrch and dcstep, as L-BFGS-B 2.3 in R has it):
 * a step satisfying the sufficient decrease and curvature conditions, found by safeguarded cubic
 * and quadratic interpolation within an interval of uncertainty. Reverse communication as in the
 * original: {@link #search} is called with task "START", then again with f and g at each step it
 * asks for ("FG"), until the task begins "CONV", "WARN" or "ERROR". The state between calls lives
 * in the fields.
 */
final class LbfgsbLineSearch {
    private int stage;
    private boolean brackt;
    private double ginit, gtest, gx, gy, finit, fx, fy, stx, sty, stmin, stmax, width, width1;

    /** The step to try next (in {@code stp[0]}) and the new task. */
    String search(double f, double g, double[] stp, double ftol, double gtol, double xtol,
                  double stpmin, double stpmax, String task) {
        if (task.startsWith("START")) {
            if (stp[0] < stpmin) task = "ERROR: STP .LT. STPMIN";
            if (stp[0] > stpmax) task = "ERROR: STP .GT. STPMAX";
            if (g >= 0.) task = "ERROR: INITIAL G .GE. ZERO";
            if (ftol < 0.) task = "ERROR: FTOL .LT. ZERO";
            if (gtol < 0.) task = "ERROR: GTOL .LT. ZERO";
            if (xtol < 0.) task = "ERROR: XTOL .LT. ZERO";
            if (stpmin < 0.) task = "ERROR: STPMIN .LT. ZERO";
            if (stpmax < stpmin) task = "ERROR: STPMAX .LT. STPMIN";
            if (task.startsWith("ERROR")) return task;
            brackt = false;
            stage = 1;
            finit = f;
            ginit = g;
            gtest = ftol * ginit;
            width = stpmax - stpmin;
            width1 = width / .5;
            stx = 0.;
            fx = finit;
            gx = ginit;
            sty = 0.;
            fy = finit;
            gy = ginit;
            stmin = 0.;
            stmax = stp[0] + stp[0] * 4.;
            return "FG";
        }
        double ftest = finit + stp[0] * gtest;
        if (stage == 1 && f <= ftest && g >= 0.) stage = 2;
        if (brackt && (stp[0] <= stmin || stp[0] >= stmax)) task = "WARNING: ROUNDING ERRORS PREVENT PROGRESS";
        if (brackt && stmax - stmin <= xtol * stmax) task = "WARNING: XTOL TEST SATISFIED";
        if (stp[0] == stpmax && f <= ftest && g <= gtest) task = "WARNING: STP = STPMAX";
        if (stp[0] == stpmin && (f > ftest || g >= gtest)) task = "WARNING: STP = STPMIN";
        if (f <= ftest && Math.abs(g) <= gtol * (-ginit)) task = "CONVERGENCE";
        if (task.startsWith("WARN") || task.startsWith("CONV")) return task;
        double[] s = new double[3];
        if (stage == 1 && f <= fx && f > ftest) {
            // a modified function (f less the sufficient decrease line) until a step does better
            double fm = f - stp[0] * gtest;
            double[] xs = {stx, fx - stx * gtest, gx - gtest};
            double[] ys = {sty, fy - sty * gtest, gy - gtest};
            step(xs, ys, stp, fm, g - gtest);
            stx = xs[0];
            sty = ys[0];
            fx = xs[1] + stx * gtest;
            fy = ys[1] + sty * gtest;
            gx = xs[2] + gtest;
            gy = ys[2] + gtest;
        } else {
            double[] xs = {stx, fx, gx};
            double[] ys = {sty, fy, gy};
            step(xs, ys, stp, f, g);
            stx = xs[0];
            fx = xs[1];
            gx = xs[2];
            sty = ys[0];
            fy = ys[1];
            gy = ys[2];
        }
        if (brackt) {   // bisect when the interval does not shrink enough
            if (Math.abs(sty - stx) >= width1 * .66) stp[0] = stx + (sty - stx) * .5;
            width1 = width;
            width = Math.abs(sty - stx);
        }
        if (brackt) {
            stmin = stx > sty ? sty : stx;
            stmax = stx < sty ? sty : stx;
        } else {
            stmin = stp[0] + (stp[0] - stx) * 1.1;
            stmax = stp[0] + (stp[0] - stx) * 4.;
        }
        if (stp[0] < stpmin) stp[0] = stpmin;
        if (stp[0] > stpmax) stp[0] = stpmax;
        if ((brackt && (stp[0] <= stmin || stp[0] >= stmax)) || (brackt && (stmax - stmin <= xtol * stmax))) stp[0] = stx;
        return "FG";
    }

    /**
     * dcstep: the next trial step from the best step x (xs = {stx, fx, dx}), the other end y of the
     * interval and the trial step stp with value fp and derivative dp; updates the interval.
     */
    private void step(double[] xs, double[] ys, double[] stpRef, double fp, double dp) {
        double stx = xs[0], fx = xs[1], dx = xs[2];
        double sty = ys[0], fy = ys[1], dy = ys[2];
        double stp = stpRef[0];
        double sgnd = dp * (dx / Math.abs(dx));
        double stpf, stpc, stpq, theta, s, gamm, p, q, r;
        if (fp > fx) {   // higher value: the minimum is bracketed
            theta = (fx - fp) * 3. / (stp - stx) + dx + dp;
            s = max(max(Math.abs(theta), Math.abs(dx)), Math.abs(dp));
            double t = theta / s;
            gamm = s * Math.sqrt(t * t - dx / s * (dp / s));
            if (stp < stx) gamm = -gamm;
            p = gamm - dx + theta;
            q = gamm - dx + gamm + dp;
            r = p / q;
            stpc = stx + r * (stp - stx);
            stpq = stx + dx / ((fx - fp) / (stp - stx) + dx) / 2. * (stp - stx);
            stpf = Math.abs(stpc - stx) < Math.abs(stpq - stx) ? stpc : stpc + (stpq - stpc) / 2.;
            brackt = true;
        } else if (sgnd < 0.) {   // derivatives of opposite sign: bracketed
            theta = (fx - fp) * 3. / (stp - stx) + dx + dp;
            s = max(max(Math.abs(theta), Math.abs(dx)), Math.abs(dp));
            double t = theta / s;
            gamm = s * Math.sqrt(t * t - dx / s * (dp / s));
            if (stp > stx) gamm = -gamm;
            p = gamm - dp + theta;
            q = gamm - dp + gamm + dx;
            r = p / q;
            stpc = stp + r * (stx - stp);
            stpq = stp + dp / (dp - dx) * (stx - stp);
            stpf = Math.abs(stpc - stp) > Math.abs(stpq - stp) ? stpc : stpq;
            brackt = true;
        } else if (Math.abs(dp) < Math.abs(dx)) {   // derivative decreases in size
            theta = (fx - fp) * 3. / (stp - stx) + dx + dp;
            s = max(max(Math.abs(theta), Math.abs(dx)), Math.abs(dp));
            double t = theta / s;
            t = t * t - dx / s * (dp / s);
            gamm = t < 0 ? 0. : s * Math.sqrt(t);
            if (stp > stx) gamm = -gamm;
            p = gamm - dp + theta;
            q = gamm + (dx - dp) + gamm;
            r = p / q;
            if (r < 0. && gamm != 0.) stpc = stp + r * (stx - stp);
            else if (stp > stx) stpc = stpMaxOf();
            else stpc = stpMinOf();
            stpq = stp + dp / (dp - dx) * (stx - stp);
            if (brackt) {
                stpf = Math.abs(stpc - stp) < Math.abs(stpq - stp) ? stpc : stpq;
                double bound = stp + (sty - stp) * .66;
                stpf = stp > stx ? min(bound, stpf) : max(bound, stpf);
            } else {
                stpf = Math.abs(stpc - stp) > Math.abs(stpq - stp) ? stpc : stpq;
                stpf = min(stpMaxOf(), stpf);
                stpf = max(stpMinOf(), stpf);
            }
        } else {   // derivative does not decrease
            if (brackt) {
                theta = (fp - fy) * 3. / (sty - stp) + dy + dp;
                s = max(max(Math.abs(theta), Math.abs(dy)), Math.abs(dp));
                double t = theta / s;
                gamm = s * Math.sqrt(t * t - dy / s * (dp / s));
                if (stp > sty) gamm = -gamm;
                p = gamm - dp + theta;
                q = gamm - dp + gamm + dy;
                r = p / q;
                stpc = stp + r * (sty - stp);
                stpf = stpc;
            } else if (stp > stx) {
                stpf = stpMaxOf();
            } else {
                stpf = stpMinOf();
            }
        }
        if (fp > fx) {
            sty = stp;
            fy = fp;
            dy = dp;
        } else {
            if (sgnd < 0.) {
                sty = stx;
                fy = fx;
                dy = dx;
            }
            stx = stp;
            fx = fp;
            dx = dp;
        }
        xs[0] = stx;
        xs[1] = fx;
        xs[2] = dx;
        ys[0] = sty;
        ys[1] = fy;
        ys[2] = dy;
        stpRef[0] = stpf;
    }

    // dcstep's bounds on the step are dcsrch's stmin and stmax at the time of the call
    private double stpMinOf() {
        return stmin;
    }

    private double stpMaxOf() {
        return stmax;
    }

    /** C's macro max(a, b): (a < b) ? b : a. */
    private static double max(double a, double b) {
        return a < b ? b : a;
    }

    /** C's macro min(a, b): (a > b) ? b : a. */
    private static double min(double a, double b) {
        return a > b ? b : a;
    }
}

package flashr.numeric;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;

/**
 * {@code nlm}'s minimizer: Dennis and Schnabel's UNCMIN as R runs it (R's optif9 with method 1,
 * line search): a Newton step from the Cholesky factor of the Hessian (a BFGS factored secant
 * update unless an analytic Hessian is supplied, then that Hessian made safely positive
 * definite), backtracking by quadratic then cubic fits, gradients analytic or by forward
 * differences (central ones once a step fails), and R's stopping tests (codes 1 to 5).
 * Arithmetic is in R's order, so iterates, counts and codes are R's.
 */
public final class Uncmin {
    /** The objective as R's nlm hands it to the optimizer (values cached by the caller). */
    public interface Problem {
        double value(double[] x);

        /** The analytic gradient at x (its value computed first if it is not at hand). */
        void gradient(double[] x, double[] g);

        /** The analytic Hessian's lower triangle and diagonal into the n x n column-major a. */
        void hessian(double[] x, double[] a);
    }

    /** Receives R's prt_result reports (print.level 1 and 2). */
    public interface Monitor {
        void report(double[] x, double f, double[] g, double[] p, int iteration, boolean withStep);
    }

    /** msg: 0, or R's negative error code (opterror); code: the termination code 1..5. */
    public record Outcome(double[] estimate, double minimum, double[] gradient, int code, int iterations, int msg) {}

    private final Problem fn;
    private final int n;
    private final double[] sx;
    private final double rnf;

    private Uncmin(Problem fn, int n, double[] sx, double rnf) {
        this.fn = fn;
        this.n = n;
        this.sx = sx;
        this.rnf = rnf;
    }

    /**
     * Minimizes from x (overwritten) with R's nlm settings: msg is its bit set (1 no 1-d check,
     * 2 no gradient check, 4 no Hessian check, 8 no start and end report, 16 report each iteration).
     */
    public static Outcome minimize(Problem fn, double[] x, double[] typsiz, double fscale, int msg, int ndigit,
                                   int itnlim, boolean analyticGradient, boolean analyticHessian,
                                   double gradtl, double stepmx, double steptl, Monitor monitor) {
        int n = x.length;
        int iagflg = analyticGradient ? 1 : 0;
        boolean iahflg = analyticHessian;
        boolean iexp = !analyticHessian;
        double epsm = 0x1p-52;
        // optchk
        if (msg / 2 % 2 == 1 && iagflg == 0) return failed(n, -6);
        if (msg / 4 % 2 == 1 && !iahflg) return failed(n, -7);
        if (n <= 0) return failed(n, -1);
        if (n == 1 && msg % 2 == 0) return failed(n, -2);
        double[] sx = new double[n];
        for (int i = 0; i < n; i++) {
            if (typsiz[i] == 0.) typsiz[i] = 1.;
            else if (typsiz[i] < 0.) typsiz[i] = -typsiz[i];
            sx[i] = 1. / typsiz[i];
        }
        if (stepmx <= 0.) {
            double stpsiz = 0.;
            for (int i = 0; i < n; i++) stpsiz += x[i] * x[i] * sx[i] * sx[i];
            stepmx = 1000. * UncminHessian.fmax2(Math.sqrt(stpsiz), 1.);
        }
        if (fscale == 0.) fscale = 1.;
        else if (fscale < 0.) fscale = -fscale;
        if (gradtl < 0.) return failed(n, -3);
        if (itnlim <= 0) return failed(n, -4);
        if (ndigit == 0) return failed(n, -5);
        else if (ndigit < 0) ndigit = (int) (-ExpLog.log10(epsm));
        double rnf = UncminHessian.fmax2(RMath.pow(10., -(double) ndigit), epsm);
        double analtl = UncminHessian.fmax2(0.1, Math.sqrt(rnf));
        Uncmin u = new Uncmin(fn, n, sx, rnf);
        return u.drive(x, typsiz, fscale, msg, itnlim, iagflg, iahflg, iexp, gradtl, stepmx, steptl, analtl, epsm, monitor);
    }

    private static Outcome failed(int n, int msg) {
        return new Outcome(new double[n], 0, new double[n], 0, 0, msg);
    }

    private Outcome drive(double[] x, double[] typsiz, double fscale, int msg, int itnlim, int iagflg, boolean iahflg,
                          boolean iexp, double gradtl, double stepmx, double steptl, double analtl, double epsm,
                          Monitor monitor) {
        double[] a = new double[n * n], udiag = new double[n], g = new double[n], p = new double[n];
        double[] xpls = new double[n], gpls = new double[n], wrk1 = new double[n], wrk2 = new double[n];
        double[] wrk0 = new double[n], wrk3 = new double[n];
        int itncnt = 0;
        int[] icscmx = {0};
        double f = fn.value(x);
        if (iagflg == 0) {
            forwardGradient(x, f, g);
        } else {
            fn.gradient(x, g);
            if (msg / 2 % 2 == 0) {
                double[] fd = new double[n];
                forwardGradient(x, f, fd);
                for (int i = 0; i < n; i++) {   // grdchk
                    double gs = UncminHessian.fmax2(Math.abs(f), fscale) / UncminHessian.fmax2(Math.abs(x[i]), typsiz[i]);
                    if (Math.abs(g[i] - fd[i]) > UncminHessian.fmax2(Math.abs(g[i]), gs) * analtl) return failed(n, -21);
                }
            }
        }
        int itrmcd = stop(x, f, g, wrk1, itncnt, icscmx, gradtl, steptl, fscale, itnlim, -1, false);
        double fpls;
        if (itrmcd != 0) {
            if (msg / 8 % 2 == 0) monitor.report(x, f, g, p, itncnt, false);
            return new Outcome(x.clone(), f, g.clone(), itrmcd, itncnt, 0);
        }
        if (iexp) {
            UncminHessian.initial(n, a, sx);
        } else if (msg / 4 % 2 == 1) {
            fn.hessian(x, a);
        } else if (!hessianAgrees(x, f, g, a, typsiz, analtl, iagflg, udiag)) {
            return failed(n, -22);
        }
        if (msg / 8 % 2 == 0) monitor.report(x, f, g, p, itncnt, true);
        boolean[] mxtake = {false};
        int[] iretcd = {0};
        double[] fout = new double[1];
        while (true) {
            itncnt++;
            if (!iexp) UncminHessian.perturbedCholesky(n, a, epsm, sx, udiag);
            while (true) {
                for (int i = 0; i < n; i++) wrk1[i] = -g[i];
                UncminHessian.cholSolve(n, a, p, wrk1);
                lineSearch(x, f, g, p, xpls, fout, mxtake, iretcd, stepmx, steptl);
                if (iretcd[0] == 1 && iagflg == 0) {   // retry with central differences
                    iagflg = -1;
                    centralGradient(x, g);
                    continue;
                }
                break;
            }
            fpls = fout[0];
            for (int i = 0; i < n; i++) p[i] = xpls[i] - x[i];
            if (iagflg == -1) centralGradient(xpls, gpls);
            else if (iagflg == 0) forwardGradient(xpls, fpls, gpls);
            else fn.gradient(xpls, gpls);
            itrmcd = stop(xpls, fpls, gpls, x, itncnt, icscmx, gradtl, steptl, fscale, itnlim, iretcd[0], mxtake[0]);
            if (itrmcd != 0) break;
            if (iexp) {
                UncminHessian.secantUpdate(n, x, g, a, xpls, gpls, epsm, itncnt, rnf, iagflg, wrk0, wrk1, wrk2, wrk3);
            } else if (!iahflg) {
                if (iagflg == 1) gradientDifferences(xpls, gpls, a);
                else secondDifferences(xpls, fpls, a);
            } else {
                fn.hessian(xpls, a);
            }
            if (msg / 16 % 2 == 1) monitor.report(xpls, fpls, gpls, p, itncnt, true);
            f = fpls;
            System.arraycopy(xpls, 0, x, 0, n);
            System.arraycopy(gpls, 0, g, 0, n);
        }
        if (itrmcd == 3) {   // the last step failed: the previous iterate is the answer
            fpls = f;
            System.arraycopy(x, 0, xpls, 0, n);
            System.arraycopy(g, 0, gpls, 0, n);
        }
        if (msg / 8 % 2 == 0) monitor.report(xpls, fpls, gpls, p, itncnt, false);
        return new Outcome(xpls.clone(), fpls, gpls.clone(), itrmcd, itncnt, 0);
    }

    /** heschk: the analytic Hessian against finite differences; a holds the analytic one after. */
    private boolean hessianAgrees(double[] x, double f, double[] g, double[] a, double[] typsiz, double analtl,
                                  int iagflg, double[] udiag) {
        if (iagflg == 1) gradientDifferences(x, g, a);
        else secondDifferences(x, f, a);
        for (int j = 0; j < n; j++) {
            udiag[j] = a[j + j * n];
            for (int i = j + 1; i < n; i++) a[j + i * n] = a[i + j * n];
        }
        fn.hessian(x, a);
        for (int j = 0; j < n; j++) {
            double hs = UncminHessian.fmax2(Math.abs(g[j]), 1.0) / UncminHessian.fmax2(Math.abs(x[j]), typsiz[j]);
            if (Math.abs(a[j + j * n] - udiag[j]) > UncminHessian.fmax2(Math.abs(udiag[j]), hs) * analtl) return false;
            for (int i = j + 1; i < n; i++) {
                double t1 = a[i + j * n];
                double t2 = Math.abs(t1 - a[j + i * n]);
                t1 = Math.abs(t1);
                if (t2 > UncminHessian.fmax2(t1, hs) * analtl) return false;
            }
        }
        return true;
    }

    /** lnsrch: backtrack along p from x until the value decreases enough (iretcd 0) or the step is too small (1). */
    private void lineSearch(double[] x, double f, double[] g, double[] p, double[] xpls, double[] fpls,
                            boolean[] mxtake, int[] iretcd, double stepmx, double steptl) {
        boolean firstback = true;
        double pfpls = 0., plmbda = 0.;
        double temp1 = 0.;
        for (int i = 0; i < n; i++) temp1 += sx[i] * sx[i] * p[i] * p[i];
        double sln = Math.sqrt(temp1);
        if (sln > stepmx) {   // the Newton step is longer than allowed
            double scl = stepmx / sln;
            for (int i = 0; i < n; i++) p[i] = scl * p[i];
            sln = stepmx;
        }
        double slp = UncminHessian.ddot(n, g, p);
        double rln = 0.;
        for (int i = 0; i < n; i++) {
            temp1 = Math.abs(p[i]) / UncminHessian.fmax2(Math.abs(x[i]), 1. / sx[i]);
            if (rln < temp1) rln = temp1;
        }
        double rmnlmb = steptl / rln;
        double lambda = 1.0;
        mxtake[0] = false;
        iretcd[0] = 2;
        do {
            for (int i = 0; i < n; i++) xpls[i] = x[i] + lambda * p[i];
            fpls[0] = fn.value(xpls);
            if (fpls[0] <= f + slp * 1e-4 * lambda) {
                iretcd[0] = 0;
                if (lambda == 1. && sln > stepmx * .99) mxtake[0] = true;
                return;
            }
            if (lambda < rmnlmb) {
                iretcd[0] = 1;
                return;
            }
            if (fpls[0] >= Double.MAX_VALUE) {   // not finite there: a much shorter step
                lambda *= 0.1;
                firstback = true;
            } else {
                double tlmbda;
                if (firstback) {   // quadratic fit
                    tlmbda = -lambda * slp / ((fpls[0] - f - slp) * 2.);
                    firstback = false;
                } else {   // cubic fit
                    double t1 = fpls[0] - f - lambda * slp;
                    double t2 = pfpls - f - plmbda * slp;
                    double t3 = 1. / (lambda - plmbda);
                    double a3 = 3. * t3 * (t1 / (lambda * lambda) - t2 / (plmbda * plmbda));
                    double b = t3 * (t2 * lambda / (plmbda * plmbda) - t1 * plmbda / (lambda * lambda));
                    double disc = b * b - a3 * slp;
                    if (disc > b * b) tlmbda = (-b + ((a3 < 0) ? -Math.sqrt(disc) : Math.sqrt(disc))) / a3;
                    else tlmbda = (-b + ((a3 < 0) ? Math.sqrt(disc) : -Math.sqrt(disc))) / a3;
                    if (tlmbda > lambda * .5) tlmbda = lambda * .5;
                }
                plmbda = lambda;
                pfpls = fpls[0];
                if (tlmbda < lambda * .1) lambda *= .1;
                else lambda = tlmbda;
            }
        } while (iretcd[0] > 1);
    }

    /** opt_stop: 0 to go on, else R's termination code. */
    private int stop(double[] xpls, double fpls, double[] gpls, double[] x, int itncnt, int[] icscmx, double gradtl,
                     double steptl, double fscale, int itnlim, int iretcd, boolean mxtake) {
        if (iretcd == 1) return 3;
        double d = UncminHessian.fmax2(Math.abs(fpls), fscale);
        double rgx = 0.;
        for (int i = 0; i < n; i++) {
            double relgrd = Math.abs(gpls[i]) * UncminHessian.fmax2(Math.abs(xpls[i]), 1. / sx[i]) / d;
            if (rgx < relgrd) rgx = relgrd;
        }
        int jtrmcd = 1;
        if (rgx > gradtl) {
            if (itncnt == 0) return 0;
            double rsx = 0.;
            for (int i = 0; i < n; i++) {
                double relstp = Math.abs(xpls[i] - x[i]) / UncminHessian.fmax2(Math.abs(xpls[i]), 1. / sx[i]);
                if (rsx < relstp) rsx = relstp;
            }
            jtrmcd = 2;
            if (rsx > steptl) {
                jtrmcd = 4;
                if (itncnt < itnlim) {
                    if (!mxtake) {
                        icscmx[0] = 0;
                        return 0;
                    }
                    ++icscmx[0];
                    if (icscmx[0] < 5) return 0;
                    jtrmcd = 5;
                }
            }
        }
        return jtrmcd;
    }

    /** fstofd for a gradient: forward differences of the value. */
    private void forwardGradient(double[] xpls, double fpls, double[] g) {
        for (int j = 0; j < n; j++) {
            double stepsz = Math.sqrt(rnf) * UncminHessian.fmax2(Math.abs(xpls[j]), 1.0 / sx[j]);
            double xtmpj = xpls[j];
            xpls[j] = xtmpj + stepsz;
            double fhat = fn.value(xpls);
            xpls[j] = xtmpj;
            g[j] = (fhat - fpls) / stepsz;
        }
    }

    /** fstofd for a Hessian: forward differences of the analytic gradient, symmetrized. */
    private void gradientDifferences(double[] xpls, double[] gpls, double[] a) {
        double[] fhat = new double[n];
        for (int j = 0; j < n; j++) {
            double stepsz = Math.sqrt(rnf) * UncminHessian.fmax2(Math.abs(xpls[j]), 1.0 / sx[j]);
            double xtmpj = xpls[j];
            xpls[j] = xtmpj + stepsz;
            fn.gradient(xpls, fhat);
            xpls[j] = xtmpj;
            for (int i = 0; i < n; i++) a[i + j * n] = (fhat[i] - gpls[i]) / stepsz;
        }
        if (n > 1) {
            for (int i = 1; i < n; i++) for (int j = 0; j < i; j++) a[i + j * n] = (a[i + j * n] + a[j + i * n]) / 2.0;
        }
    }

    /** fstocd: central differences of the value. */
    private void centralGradient(double[] x, double[] g) {
        for (int i = 0; i < n; i++) {
            double xtempi = x[i];
            double stepi = RMath.pow(rnf, 1.0 / 3.0) * UncminHessian.fmax2(Math.abs(xtempi), 1.0 / sx[i]);
            x[i] = xtempi + stepi;
            double fplus = fn.value(x);
            x[i] = xtempi - stepi;
            double fminus = fn.value(x);
            x[i] = xtempi;
            g[i] = (fplus - fminus) / (stepi * 2.);
        }
    }

    /** sndofd: second-order forward differences of the value (lower triangle and diagonal). */
    private void secondDifferences(double[] xpls, double fpls, double[] a) {
        double[] stepsz = new double[n], anbr = new double[n];
        for (int i = 0; i < n; i++) {
            double xtmpi = xpls[i];
            stepsz[i] = RMath.pow(rnf, 1.0 / 3.0) * UncminHessian.fmax2(Math.abs(xtmpi), 1. / sx[i]);
            xpls[i] = xtmpi + stepsz[i];
            anbr[i] = fn.value(xpls);
            xpls[i] = xtmpi;
        }
        for (int i = 0; i < n; i++) {
            double xtmpi = xpls[i];
            xpls[i] = xtmpi + stepsz[i] * 2.;
            double fhat = fn.value(xpls);
            a[i + i * n] = ((fpls - anbr[i]) + (fhat - anbr[i])) / (stepsz[i] * stepsz[i]);
            if (i == 0) {
                xpls[i] = xtmpi;
                continue;
            }
            xpls[i] = xtmpi + stepsz[i];
            for (int j = 0; j < i; j++) {
                double xtmpj = xpls[j];
                xpls[j] = xtmpj + stepsz[j];
                fhat = fn.value(xpls);
                a[i + j * n] = ((fpls - anbr[i]) + (fhat - anbr[j])) / (stepsz[i] * stepsz[j]);
                xpls[j] = xtmpj;
            }
            xpls[i] = xtmpi;
        }
    }

    /**
     * fdhess: the finite-difference Hessian nlm returns for hessian = TRUE (upper triangle and
     * diagonal of the n x n h), steps from ndigit and typsiz.
     */
    public static void finiteDifferenceHessian(Problem fn, double[] x, double fval, double[] h, int ndigit, double[] typx) {
        int n = x.length;
        double[] step = new double[n], f = new double[n];
        double eta = RMath.pow(10.0, -ndigit / 3.0);
        for (int i = 0; i < n; i++) {
            step[i] = eta * UncminHessian.fmax2(x[i], typx[i]);
            if (typx[i] < 0.) step[i] = -step[i];
            double tempi = x[i];
            x[i] += step[i];
            step[i] = x[i] - tempi;
            f[i] = fn.value(x);
            x[i] = tempi;
        }
        for (int i = 0; i < n; i++) {
            double tempi = x[i];
            x[i] += step[i] * 2.;
            double fii = fn.value(x);
            h[i + i * n] = (fval - f[i] + (fii - f[i])) / (step[i] * step[i]);
            x[i] = tempi + step[i];
            for (int j = i + 1; j < n; j++) {
                double tempj = x[j];
                x[j] += step[j];
                double fij = fn.value(x);
                h[i + j * n] = (fval - f[i] + (fij - f[j])) / (step[i] * step[j]);
                x[j] = tempj;
            }
            x[i] = tempi;
        }
    }
}

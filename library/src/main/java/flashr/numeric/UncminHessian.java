package flashr.numeric;

import flashr.engine.fn.math.Hypot;

/**
 * The Hessian side of {@link Uncmin}, as R's uncmin.c has it: the Cholesky factor L of the model
 * Hessian kept in the lower triangle of a column-major n x n array, the BFGS factored secant
 * update (secfac, with the QR update by Jacobi rotations), the perturbed Cholesky decomposition
 * of an analytic or finite-difference Hessian (chlhsn, choldc) and the solve L L' p = -g.
 */
final class UncminHessian {
    private UncminHessian() {}

    /** R's fmax2: NaN when either is. */
    static double fmax2(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        return a < b ? b : a;
    }

    static double fmin2(double a, double b) {
        if (Double.isNaN(a) || Double.isNaN(b)) return a + b;
        return a < b ? a : b;
    }

    static double ddot(int n, double[] x, double[] y) {
        return LbfgsbLinalg.ddot(n, x, 0, y, 0);
    }

    /** The reference BLAS dnrm2 for values in the unscaled range: the root of the plain sum of squares. */
    static double dnrm2(int n, double[] x) {
        double s = 0;
        for (int i = 0; i < n; i++) s += x[i] * x[i];
        return Math.sqrt(s);
    }

    /** hsnint (line search): the initial Hessian's factor is diag(sx). */
    static void initial(int n, double[] a, double[] sx) {
        for (int i = 0; i < n; i++) {
            a[i + i * n] = sx[i];
            for (int j = 0; j < i; j++) a[i + j * n] = 0.;
        }
    }

    /** lltslv: x with L L' x = b, L in the lower triangle of a. */
    static void cholSolve(int n, double[] a, double[] x, double[] b) {
        System.arraycopy(b, 0, x, 0, n);
        LbfgsbLinalg.dtrsl(a, 0, n, n, x, 0, 0);
        LbfgsbLinalg.dtrsl(a, 0, n, n, x, 0, 10);
    }

    /** y = L' x. */
    private static void lowerTransposeTimes(int n, double[] a, double[] x, double[] y) {
        for (int i = 0; i < n; i++) {
            double sum = 0.;
            for (int k = i; k < n; k++) sum += a[k + i * n] * x[k];
            y[i] = sum;
        }
    }

    /** y = L x. */
    private static void lowerTimes(int n, double[] a, double[] x, double[] y) {
        for (int i = 0; i < n; i++) {
            double sum = 0.;
            for (int j = 0; j <= i; j++) sum += a[i + j * n] * x[j];
            y[i] = sum;
        }
    }

    /** secfac: the BFGS update of the factor for the step x -> xpls; skipped when the curvature is too small. */
    static void secantUpdate(int n, double[] x, double[] g, double[] a, double[] xpls, double[] gpls, double epsm,
                             int itncnt, double rnf, int iagflg, double[] s, double[] y, double[] u, double[] w) {
        boolean noupdt = itncnt == 1;
        for (int i = 0; i < n; i++) {
            s[i] = xpls[i] - x[i];
            y[i] = gpls[i] - g[i];
        }
        double den1 = ddot(n, s, y);
        double snorm2 = dnrm2(n, s), ynrm2 = dnrm2(n, y);
        if (den1 < Math.sqrt(epsm) * snorm2 * ynrm2) return;
        lowerTransposeTimes(n, a, s, u);
        double den2 = ddot(n, u, u);
        double alp = Math.sqrt(den1 / den2);
        if (noupdt) {   // first update: scale L so that it matches the curvature seen
            for (int j = 0; j < n; j++) {
                u[j] = alp * u[j];
                for (int i = j; i < n; i++) a[i + j * n] *= alp;
            }
            den2 = den1;
            alp = 1.;
        }
        lowerTimes(n, a, u, w);
        double reltol = iagflg == 0 ? Math.sqrt(rnf) : rnf;
        boolean skpupd = true;
        for (int i = 0; i < n; i++) {
            skpupd = Math.abs(y[i] - w[i]) < reltol * fmax2(Math.abs(g[i]), Math.abs(gpls[i]));
            if (!skpupd) break;
        }
        if (skpupd) return;
        for (int i = 0; i < n; i++) w[i] = y[i] - alp * w[i];
        alp /= den1;
        for (int i = 0; i < n; i++) u[i] *= alp;
        for (int i = 1; i < n; i++) {   // L' into the upper triangle, lower zeroed
            for (int j = 0; j < i; j++) {
                a[j + i * n] = a[i + j * n];
                a[i + j * n] = 0.;
            }
        }
        qrUpdate(n, a, u, w);
        for (int i = 1; i < n; i++) for (int j = 0; j < i; j++) a[i + j * n] = a[j + i * n];
    }

    /** qrupdt: R* upper triangular with Q* R* = R + u v'. */
    private static void qrUpdate(int n, double[] a, double[] u, double[] v) {
        int k;
        for (k = n - 1; k > 0 && u[k] == 0.0; k--) { }
        if (k > 0) {
            int ii = k;
            while (ii > 0) {
                int i = ii - 1;
                if (u[i] == 0.0) {
                    swapRows(n, a, i);
                    u[i] = u[ii];
                } else {
                    rotate(n, a, i, u[i], -u[ii]);
                    u[i] = Hypot.hypot(u[i], u[ii]);
                }
                ii = i;
            }
        }
        for (int j = 0; j < n; j++) a[j * n] += u[0] * v[j];
        for (int i = 0; i < k; i++) {
            if (a[i + i * n] == 0.) swapRows(n, a, i);
            else rotate(n, a, i, a[i + i * n], -a[i + 1 + i * n]);
        }
    }

    /** qraux1: rows i and i + 1 exchanged from column i on. */
    private static void swapRows(int n, double[] r, int i) {
        for (int col = i; col < n; col++) {
            int r1 = i + col * n;
            double tmp = r[r1];
            r[r1] = r[r1 + 1];
            r[r1 + 1] = tmp;
        }
    }

    /** qraux2: rows i and i + 1 premultiplied by the Jacobi rotation of (a, b), from column i on. */
    private static void rotate(int n, double[] r, int i, double a, double b) {
        double den = Hypot.hypot(a, b);
        double c = a / den, s = b / den;
        for (int col = i; col < n; col++) {
            int r1 = i + col * n;
            double y = r[r1], z = r[r1 + 1];
            r[r1] = c * y - s * z;
            r[r1 + 1] = s * y + c * z;
        }
    }

    /** chlhsn: the L L' decomposition of the Hessian plus the least diagonal that makes it safely positive definite. */
    static void perturbedCholesky(int n, double[] a, double epsm, double[] sx, double[] udiag) {
        for (int j = 0; j < n; j++) for (int i = j; i < n; i++) a[i + j * n] /= sx[i] * sx[j];
        double tol = Math.sqrt(epsm);
        double diagmx = a[0], diagmn = a[0];
        for (int i = 1; i < n; i++) {
            double tmp = a[i + i * n];
            if (diagmn > tmp) diagmn = tmp;
            if (diagmx < tmp) diagmx = tmp;
        }
        double posmax = fmax2(diagmx, 0.0);
        if (diagmn <= posmax * tol) {
            double amu = tol * (posmax - diagmn) - diagmn;
            if (amu == 0.) {
                double offmax = 0.;
                for (int i = 1; i < n; i++) {
                    for (int j = 0; j < i; j++) {
                        double tmp = Math.abs(a[i + j * n]);
                        if (offmax < tmp) offmax = tmp;
                    }
                }
                amu = offmax == 0. ? 1. : offmax * (tol + 1.);
            }
            for (int i = 0; i < n; i++) a[i + i * n] += amu;
            diagmx += amu;
        }
        for (int i = 0; i < n; i++) {
            udiag[i] = a[i + i * n];
            for (int j = 0; j < i; j++) a[j + i * n] = a[i + j * n];
        }
        double addmax = choleskyWithTolerance(n, a, diagmx, tol);
        if (addmax > 0.0) {   // not positive definite: shift by a Gershgorin bound and factor again
            for (int i = 0; i < n; i++) {
                a[i + i * n] = udiag[i];
                for (int j = 0; j < i; j++) a[i + j * n] = a[j + i * n];
            }
            double evmin = 0., evmax = a[0];
            for (int i = 0; i < n; i++) {
                double offrow = 0.;
                for (int j = 0; j < i; j++) offrow += Math.abs(a[i + j * n]);
                for (int j = i + 1; j < n; j++) offrow += Math.abs(a[j + i * n]);
                double tmp = a[i + i * n] - offrow;
                if (evmin > tmp) evmin = tmp;
                tmp = a[i + i * n] + offrow;
                if (evmax < tmp) evmax = tmp;
            }
            double sdd = tol * (evmax - evmin) - evmin;
            double amu = fmin2(sdd, addmax);
            for (int i = 0; i < n; i++) {
                a[i + i * n] += amu;
                udiag[i] = a[i + i * n];
            }
            choleskyWithTolerance(n, a, 0.0, tol);
        }
        for (int j = 0; j < n; j++) {
            for (int i = j; i < n; i++) a[i + j * n] *= sx[i];
            for (int i = 0; i < j; i++) a[i + j * n] *= sx[i] * sx[j];
            udiag[j] *= sx[j] * sx[j];
        }
    }

    /** choldc: Cholesky with diagonal elements of L kept at least sqrt(tol * diagmx); the most added. */
    private static double choleskyWithTolerance(int n, double[] a, double diagmx, double tol) {
        double addmax = 0.0;
        double aminl = Math.sqrt(diagmx * tol);
        double amnlsq = aminl * aminl;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {   // row i of L left of the diagonal
                double sum = 0.;
                for (int k = 0; k < j; k++) sum += a[i + k * n] * a[j + k * n];
                a[i + j * n] = (a[i + j * n] - sum) / a[j + j * n];
            }
            double sum = 0.;
            for (int k = 0; k < i; k++) sum += a[i + k * n] * a[i + k * n];
            double tmp1 = a[i + i * n] - sum;
            if (tmp1 >= amnlsq) {
                a[i + i * n] = Math.sqrt(tmp1);
            } else {   // the diagonal of L raised so that the decomposition can go on
                double offmax = 0.;
                for (int j = 0; j < i; j++) {
                    double tmp2 = Math.abs(a[i + j * n]);
                    if (offmax < tmp2) offmax = tmp2;
                }
                if (offmax <= amnlsq) offmax = amnlsq;
                a[i + i * n] = Math.sqrt(offmax);
                double tmp2 = offmax - tmp1;
                if (addmax < tmp2) addmax = tmp2;
            }
        }
        return addmax;
    }
}

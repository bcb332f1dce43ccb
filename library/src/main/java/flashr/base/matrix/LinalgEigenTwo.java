package flashr.base.matrix;

import flashr.lang.RError;

/**
 * eigen() of a non-symmetric 2 x 2 matrix along LAPACK dgeev's path, so that the eigenvectors
 * have R's signs: dgebal's permutations (which isolate an eigenvalue when an off-diagonal
 * element is zero), the standardised Schur factorisation of dlanv2, the triangular back
 * substitution of dtrevc (the eigenvector's own component set to one), and dgeev's scaling to
 * unit length. dgebal's diagonal scaling is left out: it changes rounding, not signs.
 */
final class LinalgEigenTwo {
    private LinalgEigenTwo() {}

    /** {values, vectors} in LAPACK's order (R then sorts by decreasing modulus). */
    static double[][] eigen(double a11, double a21, double a12, double a22) {
        boolean permuted = false;
        double t11;
        double t12;
        double t22;
        double cs = 1;
        double sn = 0;
        if (a21 == 0) {
            t11 = a11;
            t12 = a12;
            t22 = a22;
        } else if (a12 == 0) {
            permuted = true; // rows and columns 1 and 2 exchanged: upper triangular
            t11 = a22;
            t12 = a21;
            t22 = a11;
        } else {
            double[] s = lanv2(a11, a12, a21, a22);
            t11 = s[0];
            t12 = s[1];
            t22 = s[3];
            cs = s[4];
            sn = s[5];
            if (s[2] != 0) throw new RError("eigen() of a matrix with complex eigenvalues is not supported");
        }
        // Schur vectors Z = [[cs, -sn], [sn, cs]]
        double[] v1 = {cs, sn};
        double smin = Math.max(Math.ulp(1.0) * Math.abs(t22), Double.MIN_NORMAL * (2 / Math.ulp(1.0)));
        double den = t11 - t22;
        if (Math.abs(den) < smin) den = smin;
        double x1 = -t12 / den;
        double[] v2 = {-sn + x1 * cs, cs + x1 * sn};
        normalize(v1);
        normalize(v2);
        if (permuted) {
            swap(v1);
            swap(v2);
        }
        return new double[][] {{t11, t22}, {v1[0], v1[1], v2[0], v2[1]}};
    }

    private static void swap(double[] v) {
        double t = v[0];
        v[0] = v[1];
        v[1] = t;
    }

    /** dtrevc's scaling by the largest component, then dgeev's to unit length. */
    private static void normalize(double[] v) {
        double remax = 1 / Math.max(Math.abs(v[0]), Math.abs(v[1]));
        v[0] *= remax;
        v[1] *= remax;
        double scl = 1 / LinalgQR.nrm2(v, 0, 2);
        v[0] *= scl;
        v[1] *= scl;
    }

    /**
     * LAPACK dlanv2: the Schur factorisation of [[a, b], [c, d]] in standard form, as
     * {a', b', c', d', cs, sn} with [[a', b'], [c', d']] = [[cs, sn], [-sn, cs]] M [[cs, -sn], [sn, cs]].
     */
    static double[] lanv2(double a, double b, double c, double d) {
        double eps = Math.ulp(1.0);
        double cs;
        double sn;
        if (c == 0) {
            cs = 1;
            sn = 0;
        } else if (b == 0) {
            cs = 0;
            sn = 1;
            double temp = d;
            d = a;
            a = temp;
            b = -c;
            c = 0;
        } else if (a - d == 0 && Math.signum(b) != Math.signum(c)) {
            cs = 1;
            sn = 0;
        } else {
            double temp = a - d;
            double p = 0.5 * temp;
            double bcmax = Math.max(Math.abs(b), Math.abs(c));
            double bcmis = Math.min(Math.abs(b), Math.abs(c)) * Math.copySign(1, b) * Math.copySign(1, c);
            double scale = Math.max(Math.abs(p), bcmax);
            double z = (p / scale) * p + (bcmax / scale) * bcmis;
            if (z >= 4 * eps) {
                z = p + Math.copySign(Math.sqrt(scale) * Math.sqrt(z), p);
                a = d + z;
                d = d - (bcmax / z) * bcmis;
                double tau = LinalgEigen.lapy2(c, z);
                cs = z / tau;
                sn = c / tau;
                b = b - c;
                c = 0;
            } else {
                double sigma = b + c;
                double tau = LinalgEigen.lapy2(sigma, temp);
                cs = Math.sqrt(0.5 * (1 + Math.abs(sigma) / tau));
                sn = -(p / (tau * cs)) * Math.copySign(1, sigma);
                double aa = a * cs + b * sn;
                double bb = -a * sn + b * cs;
                double cc = c * cs + d * sn;
                double dd = -c * sn + d * cs;
                a = aa * cs + cc * sn;
                b = bb * cs + dd * sn;
                c = -aa * sn + cc * cs;
                d = -bb * sn + dd * cs;
                temp = 0.5 * (a + d);
                a = temp;
                d = temp;
                if (c != 0) {
                    if (b != 0) {
                        if (Math.copySign(1, b) == Math.copySign(1, c)) {
                            double sab = Math.sqrt(Math.abs(b));
                            double sac = Math.sqrt(Math.abs(c));
                            p = Math.copySign(sab * sac, c);
                            tau = 1 / Math.sqrt(Math.abs(b + c));
                            a = temp + p;
                            d = temp - p;
                            b = b - c;
                            c = 0;
                            double cs1 = sab * tau;
                            double sn1 = sac * tau;
                            temp = cs * cs1 - sn * sn1;
                            sn = cs * sn1 + sn * cs1;
                            cs = temp;
                        }
                    } else {
                        b = -c;
                        c = 0;
                        temp = cs;
                        cs = -sn;
                        sn = temp;
                    }
                }
            }
        }
        return new double[] {a, b, c, d, cs, sn};
    }
}

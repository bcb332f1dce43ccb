package flashr.numeric.port;

/**
 * PORT's BFGS update of the Cholesky factor L of the Hessian approximation: dw7zbf computes the
 * vectors w and z with L⁺L⁺ᵀ = (I + z wᵀ) L Lᵀ (I + w zᵀ) (Powell's damping when yᵀs is small) and
 * dl7upd forms L⁺ (Goldfarb's recurrence 3). Vectors are (array, base) as in {@link PortVectors}.
 */
final class PortSecantUpdate {
    private PortSecantUpdate() {}

    /** dw7zbf: w and z for the update with step s and gradient change y. */
    static void vectors(double[] l, int lb, int n, double[] s, int sb, double[] w, int wb, double[] y, int yb,
                        double[] z, int zb) {
        final double eps = 0.1;
        PortTriangular.timesTransposed(n, w, wb, l, lb, s, sb);
        double shs = PortVectors.dot(n, w, wb, w, wb);
        double ys = PortVectors.dot(n, y, yb, s, sb);
        double cy, cs;
        if (ys >= eps * shs) {
            cy = 1 / (Math.sqrt(ys) * Math.sqrt(shs));
            cs = 1 / shs;
        } else {
            double theta = (1 - eps) * shs / (shs - ys);
            double epsrt = Math.sqrt(eps);
            cy = theta / (shs * epsrt);
            cs = (1 + (theta - 1) / epsrt) / shs;
        }
        PortTriangular.solve(n, z, zb, l, lb, y, yb);
        for (int i = 1; i <= n; i++) z[zb + i] = cy * z[zb + i] - cs * w[wb + i];
    }

    /** dl7upd: lplus = the updated factor (it may be l itself); beta, gamma, lambda are scratch; w, z are overwritten. */
    static void factor(double[] beta, int bb, double[] gamma, int gb, double[] l, int lb, double[] lambda, int lab,
                       double[] lplus, int lpb, int n, double[] w, int wb, double[] z, int zb) {
        double nu = 1, eta = 0;
        if (n > 1) {
            double s = 0;
            for (int i = 1; i <= n - 1; i++) {
                int j = n - i;
                double wj1 = w[wb + j + 1];
                s += wj1 * wj1;
                lambda[lab + j] = s;
            }
            for (int j = 1; j <= n - 1; j++) {
                double wj = w[wb + j];
                double a = nu * z[zb + j] - eta * wj;
                double theta = 1 + a * wj;
                s = a * lambda[lab + j];
                double lj = Math.sqrt(theta * theta + a * s);
                if (theta > 0) lj = -lj;
                lambda[lab + j] = lj;
                double b = theta * wj + s;
                gamma[gb + j] = b * nu / lj;
                beta[bb + j] = (a - b * eta) / lj;
                nu = -nu / lj;
                eta = -(eta + (a * a) / (theta - lj)) / lj;
            }
        }
        lambda[lab + n] = 1 + (nu * z[zb + n] - eta * w[wb + n]) * w[wb + n];
        int jj = n * (n + 1) / 2;
        for (int k = 1; k <= n; k++) {
            int j = n + 1 - k;
            double lj = lambda[lab + j];
            double ljj = l[lb + jj];
            lplus[lpb + jj] = lj * ljj;
            double wj = w[wb + j];
            w[wb + j] = ljj * wj;
            double zj = z[zb + j];
            z[zb + j] = ljj * zj;
            if (k != 1) {
                double bj = beta[bb + j], gj = gamma[gb + j];
                int ij = jj + j;
                for (int i = j + 1; i <= n; i++) {
                    double lij = l[lb + ij];
                    lplus[lpb + ij] = lj * lij + bj * w[wb + i] + gj * z[zb + i];
                    w[wb + i] += lij * wj;
                    z[zb + i] += lij * zj;
                    ij += i;
                }
            }
            jj -= j;
        }
    }
}

package flashr.stats.loess;

/**
 * One local regression (dloess's ehg127): the {@code nf} points nearest to q (by distance on the first
 * {@code dd} coordinates), tricube weights on their distance relative to the farthest of them, a
 * polynomial design in all d coordinates centred at q (intercept, linear terms, then for degree 2 each
 * coordinate's square unless dropped and the cross products), columns scaled to unit length, and its least
 * squares solution by pseudo-inverse (singular values below 100 machine epsilons of the largest count as
 * zero). The result is the operator: row j maps the neighbours' responses to coefficient j (the fitted
 * value, then the slopes), weights included.
 */
final class LocalFit {
    private static final double EPS = Math.ulp(1.0);

    private final double[] x;
    private final int n, d, dd, degree;
    private final int[] squareDegree;
    final int nf;
    private final double span;
    /** Neighbour order: after a fit, {@code psi[0..nf-1]} are the neighbours (kept between fits, as R). */
    final int[] psi;
    private final double[] dist;
    private final Warnings warnings;
    private double rcond = 1;
    private int singular;

    LocalFit(double[] x, int n, int d, int dd, int degree, int[] squareDegree, double span, int nf, Warnings warnings) {
        this.x = x;
        this.n = n;
        this.d = d;
        this.dd = dd;
        this.degree = degree;
        this.squareDegree = squareDegree;
        this.span = span;
        this.nf = nf;
        this.warnings = warnings;
        this.psi = new int[n];
        for (int i = 0; i < n; i++) psi[i] = i;
        this.dist = new double[n];
    }

    /** Number of design columns. */
    int columns() {
        if (degree == 0) return 1;
        int k = 1 + d;
        if (degree == 2) {
            for (int j = 0; j < d; j++) k += (squareDegree[j] >= 2 ? 1 : 0) + (d - 1 - j);
        }
        return k;
    }

    /** The operator rows 0..rows-1 (nf columns, neighbour i being point {@code psi[i]}) of the fit at q. */
    double[][] fit(double[] q, double[] rw, int rows) {
        for (int i = 0; i < n; i++) dist[i] = 0;
        for (int j = 0; j < dd; j++) {
            double qj = q[j];
            for (int i = 0; i < n; i++) {
                double e = x[i + n * j] - qj;
                dist[i] += e * e;
            }
        }
        PartialSort.select(dist, 0, psi, 0, n - 1, nf - 1);
        double rho = dist[psi[nf - 1]] * Math.max(1.0, span);
        if (rho <= 0) warnings.add("zero-width neighborhood. make span bigger");
        double[] w = new double[nf];
        double wmax = 0;
        for (int i = 0; i < nf; i++) {
            double r = Math.sqrt(dist[psi[i]] / rho);
            double t = 1 - r * r * r;
            w[i] = Math.sqrt(rw[psi[i]] * (t * t * t));
            wmax = Math.max(wmax, Math.abs(w[i]));
        }
        if (wmax == 0) {
            warnings.add(Warnings.values("at ", q, dd));
            warnings.add(Warnings.values("radius ", new double[] {rho}, 1));
            warnings.add("all data on boundary of neighborhood. make span bigger");
        }
        int k = columns();
        double[] b = design(q, w, k);
        double[] colnorm = new double[k];
        for (int j = 0; j < k; j++) {
            double s = 0;
            for (int i = 0; i < nf; i++) s += b[j * nf + i] * b[j * nf + i];
            s = Math.sqrt(s);
            if (0 < s) {
                for (int i = 0; i < nf; i++) b[j * nf + i] /= s;
                colnorm[j] = s;
            } else {
                colnorm[j] = 1;
            }
        }
        JacobiSvd svd = JacobiSvd.of(b, nf, k);
        double tol = svd.sigma[0] * (100 * EPS);
        double ratio = svd.sigma[k - 1] / svd.sigma[0];
        if (ratio < rcond) rcond = ratio; // a 0/0 ratio leaves it, as Fortran's min

        if (svd.sigma[k - 1] <= tol) noteSingular(q, rho);
        double[][] op = new double[rows][nf];
        for (int c = 0; c < k; c++) {
            if (!(tol < svd.sigma[c])) continue;
            double s2 = svd.sigma[c] * svd.sigma[c];
            for (int j = 0; j < rows && j < k; j++) {
                double coef = svd.v[j * k + c] / colnorm[j] / s2;
                double[] row = op[j];
                for (int i = 0; i < nf; i++) row[i] += coef * svd.us[c * nf + i] * w[i];
            }
        }
        return op; // all zero when no singular value passes (NaN weights of a zero-width neighbourhood too)
    }

    private void noteSingular(double[] q, double rho) {
        singular++;
        if (singular == 1) {
            warnings.add(Warnings.values("pseudoinverse used at", q, d));
            warnings.add(Warnings.values("neighborhood radius", new double[] {Math.sqrt(rho)}, 1));
            warnings.add(Warnings.values("reciprocal condition number ", new double[] {rcond}, 1));
        } else if (singular == 2) {
            warnings.add(Warnings.values("There are other near singularities as well.", new double[] {rho}, 1));
        }
    }

    /** Weighted design columns (column-major nf x k) centred at q. */
    private double[] design(double[] q, double[] w, int k) {
        double[] b = new double[nf * k];
        for (int i = 0; i < nf; i++) b[i] = w[i];
        int col = 1;
        if (degree >= 1) {
            for (int j = 0; j < d; j++, col++) {
                for (int i = 0; i < nf; i++) b[col * nf + i] = w[i] * (x[psi[i] + n * j] - q[j]);
            }
        }
        if (degree >= 2) {
            for (int j = 0; j < d; j++) {
                if (squareDegree[j] >= 2) {
                    for (int i = 0; i < nf; i++) {
                        double e = x[psi[i] + n * j] - q[j];
                        b[col * nf + i] = w[i] * (e * e);
                    }
                    col++;
                }
                for (int jj = j + 1; jj < d; jj++, col++) {
                    for (int i = 0; i < nf; i++) {
                        b[col * nf + i] = w[i] * (x[psi[i] + n * j] - q[j]) * (x[psi[i] + n * jj] - q[jj]);
                    }
                }
            }
        }
        return b;
    }

    /** The operator row applied to a response: sum over neighbours of row[i] * y[psi[i]]. */
    double apply(double[] row, double[] y) {
        double s = 0;
        for (int i = 0; i < nf; i++) s += row[i] * y[psi[i]];
        return s;
    }
}

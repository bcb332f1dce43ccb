package flashr.stats.splines;

/**
 * The cubic smoothing spline of R's smooth.spline on nk B-splines: X'WX and X'Wy from the data, the
 * Gram matrix SIGMA of the splines' second derivatives, the banded Cholesky factor of
 * X'WX + lambda SIGMA, the fit, its leverages and one criterion (GCV, leave-one-out CV or squared
 * distance to a wanted df) for a lambda. {@link SmoothingParameterSearch} chooses lambda.
 * Banded matrices are 4 x nk column-major with the diagonal in row 4 (LINPACK's upper band form).
 */
final class PenalizedSpline {
    /** Which criterion a fit computes. */
    static final int NONE = 0, GCV = 1, CV = 2, DF_MATCH = 3;

    final double[] x, y, w;       // data on [0, 1]; w are square roots of the weights
    final double ssw;             // weighted sum of squares within tied x, added to GCV's RSS
    final double[] knot;
    final int n, nk;
    final double[] xwy, hs0, hs1, hs2, hs3, sg0, sg1, sg2, sg3;
    final double[] abd, p1ip;
    final double[] coef, sz, lev;
    double crit;
    int info;

    PenalizedSpline(double[] x, double[] y, double[] weights, double ssw, double[] knot, int nk, boolean leverages) {
        this.x = x;
        this.y = y;
        this.n = x.length;
        this.w = new double[n];
        for (int i = 0; i < n; i++) w[i] = weights[i] > 0 ? Math.sqrt(weights[i]) : weights[i];
        this.ssw = ssw;
        this.knot = knot;
        this.nk = nk;
        xwy = new double[nk];
        hs0 = new double[nk];
        hs1 = new double[nk];
        hs2 = new double[nk];
        hs3 = new double[nk];
        sg0 = new double[nk];
        sg1 = new double[nk];
        sg2 = new double[nk];
        sg3 = new double[nk];
        abd = new double[4 * nk];
        p1ip = new double[4 * nk];
        coef = new double[nk];
        sz = new double[n];
        lev = new double[leverages ? n : 1];
        gram();
        crossProducts();
    }

    /** tr(X'WX) / tr(SIGMA) over the inner splines: the scale that makes spar independent of the data. */
    double traceRatio() {
        double t1 = 0, t2 = 0;
        for (int i = 2; i < nk - 3; i++) {
            t1 += hs0[i];
            t2 += sg0[i];
        }
        return t1 / t2;
    }

    /** SIGMA's upper four diagonals: B'' linear on each knot interval, integrated exactly but for 1/3 as 0.3330. */
    private void gram() {
        BSplines b = new BSplines();
        double[] work = new double[16], vnikx = new double[12], yw1 = new double[4], yw2 = new double[4];
        double[][] sg = {sg0, sg1, sg2, sg3};
        for (int i = 1; i <= nk; i++) {
            int ileft = BSplines.interval(knot, nk + 1, knot[i - 1]);
            b.valuesAndDerivatives(knot, 4, knot[i - 1], ileft, work, vnikx, 3);
            for (int ii = 0; ii < 4; ii++) yw1[ii] = vnikx[ii + 8];
            b.valuesAndDerivatives(knot, 4, knot[i], ileft, work, vnikx, 3);
            for (int ii = 0; ii < 4; ii++) yw2[ii] = vnikx[ii + 8] - yw1[ii];
            double wpt = knot[i] - knot[i - 1];
            int m = Math.min(ileft, 4);
            for (int ii = 1; ii <= m; ii++) {
                for (int off = 0; off < 4 && ii + off <= m; off++) {
                    int jj = ii + off;
                    double term = yw1[ii - 1] * yw1[jj - 1] + (yw2[ii - 1] * yw1[jj - 1] + yw2[jj - 1] * yw1[ii - 1]) * 0.5
                            + yw2[ii - 1] * yw2[jj - 1] * 0.3330;
                    sg[off][ileft - m + ii - 1] += wpt * term;
                }
            }
        }
    }

    /** X'W^2X (four diagonals) and X'W^2y. */
    private void crossProducts() {
        BSplines b = new BSplines();
        double[] work = new double[16], v = new double[4];
        for (int i = 0; i < n; i++) {
            int ileft = BSplines.interval(knot, nk + 1, x[i]);
            if (ileft == nk + 1) {
                if (x[i] <= knot[ileft - 1] + 1e-10) ileft--;
                else return;
            }
            b.valuesAndDerivatives(knot, 4, x[i], ileft, work, v, 1);
            double ww = w[i] * w[i];
            int j = ileft - 4;
            xwy[j] += ww * y[i] * v[0];
            hs0[j] += ww * (v[0] * v[0]);
            hs1[j] += ww * v[0] * v[1];
            hs2[j] += ww * v[0] * v[2];
            hs3[j] += ww * v[0] * v[3];
            j++;
            xwy[j] += ww * y[i] * v[1];
            hs0[j] += ww * (v[1] * v[1]);
            hs1[j] += ww * v[1] * v[2];
            hs2[j] += ww * v[1] * v[3];
            j++;
            xwy[j] += ww * y[i] * v[2];
            hs0[j] += ww * (v[2] * v[2]);
            hs1[j] += ww * v[2] * v[3];
            j++;
            xwy[j] += ww * y[i] * v[3];
            hs0[j] += ww * (v[3] * v[3]);
        }
    }

    /** Fits for lambda: coef, sz and (for a criterion) lev and crit; info != 0 when the band is not positive definite. */
    void fit(double lambda, int icrit, double penalty, double dofoff) {
        for (int i = 0; i < nk; i++) {
            coef[i] = xwy[i];
            abd[3 + 4 * i] = hs0[i] + lambda * sg0[i];
        }
        for (int i = 0; i < nk - 1; i++) abd[2 + 4 * (i + 1)] = hs1[i] + lambda * sg1[i];
        for (int i = 0; i < nk - 2; i++) abd[1 + 4 * (i + 2)] = hs2[i] + lambda * sg2[i];
        for (int i = 0; i < nk - 3; i++) abd[4 * (i + 3)] = hs3[i] + lambda * sg3[i];
        info = BandedCholesky.factor(abd, nk, 3);
        if (info != 0) return;
        BandedCholesky.solve(abd, nk, 3, coef);
        boolean[] outside = new boolean[1];
        for (int i = 0; i < n; i++) sz[i] = BSplines.value(knot, coef, nk, 4, x[i], 0, outside);
        if (icrit < 1) return;
        leverages();
        double df = 0;
        if (icrit == GCV) {
            double rss = ssw, sumw = 0;
            for (int i = 0; i < n; i++) {
                double r = (y[i] - sz[i]) * w[i];
                rss += r * r;
                df += lev[i];
                sumw += w[i] * w[i];
            }
            double q = 1 - (dofoff + penalty * df) / sumw;
            crit = (rss / sumw) / (q * q);
        } else if (icrit == CV) {
            crit = 0;
            for (int i = 0; i < n; i++) {
                double r = ((y[i] - sz[i]) * w[i]) / (1 - lev[i]);
                crit += r * r;
            }
            crit = crit / n;
        } else {
            for (int i = 0; i < n; i++) df += lev[i];
            crit = 3 + (dofoff - df) * (dofoff - df);
        }
    }

    /** Diagonal of the hat matrix from the band of (X'WX + lambda SIGMA)^-1 (Elden's trick). */
    private void leverages() {
        bandOfInverse();
        BSplines b = new BSplines();
        double[] work = new double[16], v = new double[4];
        double eps = 1e-11;
        for (int i = 0; i < n; i++) {
            double xv = x[i];
            int ileft = BSplines.interval(knot, nk + 1, xv);
            if (ileft == 0) {
                ileft = 4;
                xv = knot[3] + eps;
            } else if (ileft == nk + 1) {
                ileft = nk;
                xv = knot[nk] - eps;
            }
            int j = ileft - 3;
            b.valuesAndDerivatives(knot, 4, xv, ileft, work, v, 1);
            double b0 = v[0], b1 = v[1], b2 = v[2], b3 = v[3];
            lev[i] = (p(4, j) * (b0 * b0) + 2.0 * p(3, j) * b0 * b1 + 2.0 * p(2, j) * b0 * b2 + 2.0 * p(1, j) * b0 * b3
                    + p(4, j + 1) * (b1 * b1) + 2.0 * p(3, j + 1) * b1 * b2 + 2.0 * p(2, j + 1) * b1 * b3
                    + p(4, j + 2) * (b2 * b2) + 2.0 * p(3, j + 2) * b2 * b3 + p(4, j + 3) * (b3 * b3)) * (w[i] * w[i]);
        }
    }

    private double p(int row, int col) {
        return p1ip[(row - 1) + 4 * (col - 1)];
    }

    private double r(int row, int col) {
        return abd[(row - 1) + 4 * (col - 1)];
    }

    /** Inner products of the columns of R^-1 within the band (the first pass of R's sinerp). */
    private void bandOfInverse() {
        double w31 = 0, w32 = 0, w33 = 0, w21 = 0, w22 = 0, w11 = 0;
        for (int i = 1; i <= nk; i++) {
            int j = nk - i + 1;
            double c0 = 1.0 / r(4, j);
            double c1 = j <= nk - 3 ? r(1, j + 3) * c0 : 0;
            double c2 = j <= nk - 2 ? r(2, j + 2) * c0 : 0;
            double c3 = j <= nk - 1 ? r(3, j + 1) * c0 : 0;
            int at = 4 * (j - 1);
            p1ip[at] = 0.0 - (c1 * w31 + c2 * w32 + c3 * w33);
            p1ip[at + 1] = 0.0 - (c1 * w32 + c2 * w21 + c3 * w22);
            p1ip[at + 2] = 0.0 - (c1 * w33 + c2 * w22 + c3 * w11);
            p1ip[at + 3] = c0 * c0 + c1 * c1 * w31 + 2.0 * c1 * c2 * w32 + 2.0 * c1 * c3 * w33 + c2 * c2 * w21
                    + 2.0 * c2 * c3 * w22 + c3 * c3 * w11;
            w31 = w21;
            w32 = w22;
            w33 = p1ip[at + 1];
            w21 = w11;
            w22 = p1ip[at + 2];
            w11 = p1ip[at + 3];
        }
    }
}

package flashr.numeric;

import static flashr.numeric.QuadpackRules.EPMACH;
import static flashr.numeric.QuadpackRules.fmax2;

/**
 * Wynn's epsilon algorithm as QUADPACK's qelg runs it for {@code integrate}: the limit of the
 * sequence of integral estimates, keeping only the two lower diagonals of the epsilon table
 * (at most 50 elements), with an error estimate from the last three results. Indices are
 * 1-based as in QUADPACK, so the arithmetic and the table's shifts read as the original.
 */
final class EpsilonTable {
    private static final double OFLOW = Double.MAX_VALUE;
    private static final int LIMEXP = 50;

    /** The table, 1-based: tab[1..n] the current elements (two slots more are used while shifting). */
    final double[] tab = new double[LIMEXP + 3];
    /** The number of elements in the table. */
    int n;
    /** The extrapolated value and its error estimate after {@link #extrapolate()}. */
    double result, abserr;
    private final double[] last3 = new double[4];   // 1-based: the last three results
    private int calls;

    /** Appends an estimate as element n + 1 and extrapolates. */
    void add(double value) {
        n++;
        tab[n] = value;
        extrapolate();
    }

    private void extrapolate() {
        calls++;
        abserr = OFLOW;
        result = tab[n];
        if (n < 3) {
            abserr = fmax2(abserr, EPMACH * 5. * Math.abs(result));
            return;
        }
        tab[n + 2] = tab[n];
        int newelm = (n - 1) / 2;
        tab[n] = OFLOW;
        int num = n, k1 = n;
        for (int i = 1; i <= newelm; i++) {
            int k2 = k1 - 1, k3 = k1 - 2;
            double res = tab[k1 + 2], e0 = tab[k3], e1 = tab[k2], e2 = res;
            double e1abs = Math.abs(e1);
            double delta2 = e2 - e1, err2 = Math.abs(delta2), tol2 = fmax2(Math.abs(e2), e1abs) * EPMACH;
            double delta3 = e1 - e0, err3 = Math.abs(delta3), tol3 = fmax2(e1abs, Math.abs(e0)) * EPMACH;
            if (err2 <= tol2 && err3 <= tol3) {
                // e0, e1 and e2 equal to machine accuracy: converged
                result = res;
                abserr = err2 + err3;
                abserr = fmax2(abserr, EPMACH * 5. * Math.abs(result));
                return;
            }
            double e3 = tab[k1];
            tab[k1] = e1;
            double delta1 = e1 - e3, err1 = Math.abs(delta1), tol1 = fmax2(e1abs, Math.abs(e3)) * EPMACH;
            double ss = 0;
            boolean regular = false;
            if (err1 > tol1 && err2 > tol2 && err3 > tol3) {
                ss = 1. / delta1 + 1. / delta2 - 1. / delta3;
                regular = Math.abs(ss * e1) > 1e-4;
            }
            if (!regular) {
                // two elements too close, or irregular behaviour: drop the rest of the table
                n = i + i - 1;
                break;
            }
            res = e1 + 1. / ss;   // a new element of the diagonal
            tab[k1] = res;
            k1 -= 2;
            double err = err2 + Math.abs(res - e2) + err3;
            if (err <= abserr) {
                abserr = err;
                result = res;
            }
        }
        if (n == LIMEXP) n = (LIMEXP / 2 << 1) - 1;   // full: drop the upper diagonal
        // shift the table
        int ib = (num / 2 << 1) == num ? 2 : 1;
        for (int i = 1; i <= newelm + 1; i++) {
            tab[ib] = tab[ib + 2];
            ib += 2;
        }
        if (num != n) {
            int indx = num - n + 1;
            for (int i = 1; i <= n; i++) tab[i] = tab[indx++];
        }
        if (calls >= 4) {
            abserr = Math.abs(result - last3[3]) + Math.abs(result - last3[2]) + Math.abs(result - last3[1]);
            last3[1] = last3[2];
            last3[2] = last3[3];
            last3[3] = result;
        } else {
            last3[calls] = result;
            abserr = OFLOW;
        }
        abserr = fmax2(abserr, EPMACH * 5. * Math.abs(result));
    }
}

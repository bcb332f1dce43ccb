package flashr.numeric;

/**
 * {@code optim}'s default method, Nelder and Mead's simplex search as R runs it (Nash's Pascal
 * code, "Compact Numerical Methods for Computers", as R's nmmin has it): a simplex of n + 1
 * vertices built around the start, then reflection of the worst vertex through the centroid of
 * the others, extension past a new best, contraction toward the centroid, and shrinking toward
 * the best vertex when contraction fails. Stops when the spread of values is within the relative
 * tolerance of the start's value (or the best is below abstol), after maxit evaluations (code 1),
 * or when a shrink fails to make the simplex smaller (code 10). Arithmetic is in R's order, so
 * the points and counts are R's.
 */
public final class NelderMead {
    /** The value standing in for one that is not finite: such a vertex is never the best. */
    private static final double BIG = 1.0e+35;

    private NelderMead() {}

    public static OptimOutcome minimize(OptimFunction fn, double[] start, double abstol, double reltol,
                                 double alpha, double beta, double gamma, int maxit, OptimTrace trace) {
        int n = start.length;
        double[] b = start.clone();
        if (maxit <= 0) return new OptimOutcome(start.clone(), fn.value(b), 0, flashr.lang.RInt.NA, 0);
        trace.print("  Nelder-Mead direct search function minimizer\n");
        int n1 = n + 1, c = n + 2;   // n1: the row of values and count of vertices; c: the centroid's column
        double[][] p = new double[n1][c];
        double f = fn.value(b);
        if (!Double.isFinite(f)) throw fn.error("function cannot be evaluated at initial parameters");
        trace.print("function value for initial parameters = " + OptimTrace.f(f) + "\n");
        int funcount = 1;
        double convtol = reltol * (Math.abs(f) + reltol);
        trace.print("  Scaled convergence tolerance is " + OptimTrace.g(convtol) + "\n");
        p[n1 - 1][0] = f;
        for (int i = 0; i < n; i++) p[i][0] = b[i];
        int best = 1;   // 1-based vertex numbers, as in R
        double size = 0.0;
        double step = 0.0;
        for (int i = 0; i < n; i++) if (0.1 * Math.abs(b[i]) > step) step = 0.1 * Math.abs(b[i]);
        if (step == 0.0) step = 0.1;
        trace.print("Stepsize computed as " + OptimTrace.f(step) + "\n");
        String action = "BUILD          ";
        for (int j = 2; j <= n1; j++) {   // vertex j moves coordinate j - 1 until it differs
            for (int i = 0; i < n; i++) p[i][j - 1] = b[i];
            double trystep = step;
            while (p[j - 2][j - 1] == b[j - 2]) {
                p[j - 2][j - 1] = b[j - 2] + trystep;
                trystep *= 10;
            }
            size += trystep;
        }
        double oldsize = size;
        boolean calcvert = true;
        int fail = 0;
        do {
            if (calcvert) {
                for (int j = 0; j < n1; j++) {
                    if (j + 1 == best) continue;
                    for (int i = 0; i < n; i++) b[i] = p[i][j];
                    f = finiteOrBig(fn.value(b));
                    funcount++;
                    p[n1 - 1][j] = f;
                }
                calcvert = false;
            }
            double vl = p[n1 - 1][best - 1], vh = vl;
            int worst = best;
            for (int j = 1; j <= n1; j++) {
                if (j == best) continue;
                f = p[n1 - 1][j - 1];
                if (f < vl) {
                    best = j;
                    vl = f;
                }
                if (f > vh) {
                    worst = j;
                    vh = f;
                }
            }
            if (vh <= vl + convtol || vl <= abstol) break;
            if (trace.on()) trace.print(action + String.format("%5d", funcount) + " " + OptimTrace.f(vh) + " " + OptimTrace.f(vl) + "\n");
            for (int i = 0; i < n; i++) {
                double temp = -p[i][worst - 1];
                for (int j = 0; j < n1; j++) temp += p[i][j];
                p[i][c - 1] = temp / n;
            }
            for (int i = 0; i < n; i++) b[i] = (1.0 + alpha) * p[i][c - 1] - alpha * p[i][worst - 1];
            f = finiteOrBig(fn.value(b));
            funcount++;
            action = "REFLECTION     ";
            double vr = f;
            if (vr < vl) {   // try going further the same way
                p[n1 - 1][c - 1] = f;
                for (int i = 0; i < n; i++) {
                    f = gamma * b[i] + (1 - gamma) * p[i][c - 1];
                    p[i][c - 1] = b[i];
                    b[i] = f;
                }
                f = finiteOrBig(fn.value(b));
                funcount++;
                if (f < vr) {
                    for (int i = 0; i < n; i++) p[i][worst - 1] = b[i];
                    p[n1 - 1][worst - 1] = f;
                    action = "EXTENSION      ";
                } else {
                    for (int i = 0; i < n; i++) p[i][worst - 1] = p[i][c - 1];
                    p[n1 - 1][worst - 1] = vr;
                }
            } else {   // contract toward the centroid
                action = "HI-REDUCTION   ";
                if (vr < vh) {
                    for (int i = 0; i < n; i++) p[i][worst - 1] = b[i];
                    p[n1 - 1][worst - 1] = vr;
                    action = "LO-REDUCTION   ";
                }
                for (int i = 0; i < n; i++) b[i] = (1 - beta) * p[i][worst - 1] + beta * p[i][c - 1];
                f = finiteOrBig(fn.value(b));
                funcount++;
                if (f < p[n1 - 1][worst - 1]) {
                    for (int i = 0; i < n; i++) p[i][worst - 1] = b[i];
                    p[n1 - 1][worst - 1] = f;
                } else if (vr >= vh) {   // shrink every vertex toward the best
                    action = "SHRINK         ";
                    calcvert = true;
                    size = 0.0;
                    for (int j = 0; j < n1; j++) {
                        if (j + 1 == best) continue;
                        for (int i = 0; i < n; i++) {
                            p[i][j] = beta * (p[i][j] - p[i][best - 1]) + p[i][best - 1];
                            size += Math.abs(p[i][j] - p[i][best - 1]);
                        }
                    }
                    if (size < oldsize) {
                        oldsize = size;
                    } else {
                        trace.print("Polytope size measure not decreased in shrink\n");
                        fail = 10;
                        break;
                    }
                }
            }
        } while (funcount <= maxit);
        trace.print("Exiting from Nelder Mead minimizer\n");
        trace.print("    " + funcount + " function evaluations used\n");
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = p[i][best - 1];
        if (funcount > maxit) fail = 1;
        return new OptimOutcome(x, p[n1 - 1][best - 1], funcount, flashr.lang.RInt.NA, fail);
    }

    private static double finiteOrBig(double f) {
        return Double.isFinite(f) ? f : BIG;
    }
}

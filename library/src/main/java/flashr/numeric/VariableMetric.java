package flashr.numeric;

/**
 * {@code optim(method = "BFGS")}: the variable metric method as R's vmmin runs it (Nash's Pascal
 * code). An approximation B of the inverse Hessian (lower triangle kept) gives the search
 * direction -B g; a backtracking line search (steps shrunk by 0.2) accepts the first point with
 * enough decrease, then B gets the BFGS update from the step and the change of gradient. B is
 * reset to the identity when a direction is not downhill, when the update would lose positive
 * definiteness, and every 2n gradients without a reset. Stops when the search cannot move the
 * point, when the decrease is within the relative tolerance, or after maxit iterations (code 1).
 */
public final class VariableMetric {
    private static final double STEP_REDUCTION = 0.2;
    private static final double ACCEPTANCE = 0.0001;
    /** A coordinate "did not change" when adding it to this makes no difference. */
    private static final double REL_TEST = 10.0;

    private VariableMetric() {}

    public static OptimOutcome minimize(OptimFunction fn, double[] b, int maxit, double abstol, double reltol,
                                 int nReport, OptimTrace trace) {
        if (maxit <= 0) return new OptimOutcome(b, fn.value(b), 0, 0, 0);
        if (nReport <= 0) throw fn.error("REPORT must be > 0 (method = \"BFGS\")");
        int n = b.length;
        double[] g = new double[n], t = new double[n], x = new double[n], c = new double[n];
        double[][] bm = new double[n][];
        for (int i = 0; i < n; i++) bm[i] = new double[i + 1];
        double f = fn.value(b);
        if (!Double.isFinite(f)) throw fn.error("initial value in 'vmmin' is not finite");
        if (trace.on()) trace.print("initial  value " + OptimTrace.f(f) + " \n");
        double fmin = f;
        int funcount = 1, gradcount = 1;
        fn.gradient(b, g);
        int iter = 1;
        int ilast = gradcount;   // the gradient count at the last reset of B
        int count;
        do {
            if (ilast == gradcount) {
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < i; j++) bm[i][j] = 0.0;
                    bm[i][i] = 1.0;
                }
            }
            for (int i = 0; i < n; i++) {
                x[i] = b[i];
                c[i] = g[i];
            }
            double gradproj = 0.0;
            for (int i = 0; i < n; i++) {   // t = -B g
                double s = 0.0;
                for (int j = 0; j <= i; j++) s -= bm[i][j] * g[j];
                for (int j = i + 1; j < n; j++) s -= bm[j][i] * g[j];
                t[i] = s;
                gradproj += s * g[i];
            }
            if (gradproj < 0.0) {   // downhill
                double steplength = 1.0;
                boolean accpoint = false;
                do {
                    count = 0;
                    for (int i = 0; i < n; i++) {
                        b[i] = x[i] + steplength * t[i];
                        if (REL_TEST + x[i] == REL_TEST + b[i]) count++;
                    }
                    if (count < n) {
                        f = fn.value(b);
                        funcount++;
                        accpoint = Double.isFinite(f) && f <= fmin + gradproj * steplength * ACCEPTANCE;
                        if (!accpoint) steplength *= STEP_REDUCTION;
                    }
                } while (!(count == n || accpoint));
                boolean enough = f > abstol && Math.abs(f - fmin) > reltol * (Math.abs(fmin) + reltol);
                if (!enough) {   // small value or small relative change: stop
                    count = n;
                    fmin = f;
                }
                if (count < n) {   // progress: update B
                    fmin = f;
                    fn.gradient(b, g);
                    gradcount++;
                    iter++;
                    double d1 = 0.0;
                    for (int i = 0; i < n; i++) {
                        t[i] = steplength * t[i];
                        c[i] = g[i] - c[i];
                        d1 += t[i] * c[i];
                    }
                    if (d1 > 0) {
                        double d2 = 0.0;
                        for (int i = 0; i < n; i++) {
                            double s = 0.0;
                            for (int j = 0; j <= i; j++) s += bm[i][j] * c[j];
                            for (int j = i + 1; j < n; j++) s += bm[j][i] * c[j];
                            x[i] = s;
                            d2 += s * c[i];
                        }
                        d2 = 1.0 + d2 / d1;
                        for (int i = 0; i < n; i++) {
                            for (int j = 0; j <= i; j++) bm[i][j] += (d2 * t[i] * t[j] - x[i] * t[j] - t[i] * x[j]) / d1;
                        }
                    } else {
                        ilast = gradcount;
                    }
                } else if (ilast < gradcount) {   // no progress: retry once from a reset B
                    count = 0;
                    ilast = gradcount;
                }
            } else {   // uphill: reset B unless it was just reset
                count = 0;
                if (ilast == gradcount) count = n;
                else ilast = gradcount;
            }
            if (trace.on() && iter % nReport == 0) trace.print("iter" + String.format("%4d", iter) + " value " + OptimTrace.f(f) + "\n");
            if (iter >= maxit) break;
            if (gradcount - ilast > 2 * n) ilast = gradcount;   // periodic restart
        } while (count != n || ilast != gradcount);
        if (trace.on()) {
            trace.print("final  value " + OptimTrace.f(fmin) + " \n");
            trace.print(iter < maxit ? "converged\n" : "stopped after " + iter + " iterations\n");
        }
        return new OptimOutcome(b, fmin, funcount, gradcount, iter < maxit ? 0 : 1);
    }
}

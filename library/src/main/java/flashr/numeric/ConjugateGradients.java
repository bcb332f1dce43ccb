package flashr.numeric;

/**
 * {@code optim(method = "CG")}: conjugate gradients as R's cgmin runs them (Nash's Pascal code),
 * with the update of type 1 Fletcher-Reeves, 2 Polak-Ribiere or 3 Beale-Sorenson. Each cycle of
 * at most n directions starts from steepest descent; along a direction a backtracking search
 * (steps shrunk by 0.2) finds an acceptable point, then one quadratic interpolation step is
 * tried. Stops when the squared gradient measure is within tolerance, when a cycle cannot move
 * the point, or when the gradient count passes maxit (code 1; the point returned is then the
 * start of the last search, as in R).
 */
public final class ConjugateGradients {
    private static final double STEP_REDUCTION = 0.2;
    private static final double ACCEPTANCE = 0.0001;
    private static final double REL_TEST = 10.0;
    /** How much a successful step grows for the next search. */
    private static final double SET_STEP = 1.7;

    private ConjugateGradients() {}

    public static OptimOutcome minimize(OptimFunction fn, double[] bvec, double abstol, double intol, int type, int maxit,
                                 OptimTrace trace) {
        int n = bvec.length;
        double[] x = bvec.clone();
        if (maxit <= 0) return new OptimOutcome(x, fn.value(bvec), 0, 0, 0);
        if (trace.on()) {
            trace.print("  Conjugate gradients function minimizer\n");
            switch (type) {
                case 1 -> trace.print("Method: Fletcher Reeves\n");
                case 2 -> trace.print("Method: Polak Ribiere\n");
                case 3 -> trace.print("Method: Beale Sorenson\n");
                default -> throw fn.error("unknown 'type' in \"CG\" method of 'optim'");
            }
        }
        double[] c = new double[n], g = new double[n], t = new double[n];
        double tol = intol * n * Math.sqrt(intol);
        if (trace.on()) trace.print("tolerance used in gradient test=" + OptimTrace.g(tol) + "\n");
        double f = fn.value(bvec);
        if (!Double.isFinite(f)) throw fn.error("Function cannot be evaluated at initial parameters");
        double fmin = f;
        int funcount = 1, gradcount = 0;
        int cycle, count;
        double g1;
        double steplength = 1.0;   // kept across searches: a search skipped still sets the next start from it
        do {
            for (int i = 0; i < n; i++) {
                t[i] = 0.0;
                c[i] = 0.0;
            }
            cycle = 0;
            double oldstep = 1.0;
            count = 0;
            do {
                cycle++;
                if (trace.on()) traceCycle(trace, gradcount, funcount, fmin, bvec);
                gradcount++;
                if (gradcount > maxit) return new OptimOutcome(x, fmin, funcount, gradcount, 1);
                fn.gradient(bvec, g);
                g1 = 0.0;
                double g2 = 0.0;
                for (int i = 0; i < n; i++) {
                    x[i] = bvec[i];
                    switch (type) {
                        case 1 -> {   // Fletcher-Reeves
                            g1 += g[i] * g[i];
                            g2 += c[i] * c[i];
                        }
                        case 2 -> {   // Polak-Ribiere
                            g1 += g[i] * (g[i] - c[i]);
                            g2 += c[i] * c[i];
                        }
                        case 3 -> {   // Beale-Sorenson
                            g1 += g[i] * (g[i] - c[i]);
                            g2 += t[i] * (g[i] - c[i]);
                        }
                        default -> throw fn.error("unknown type in \"CG\" method of 'optim'");
                    }
                    c[i] = g[i];
                }
                if (g1 > tol) {
                    double g3 = g2 > 0.0 ? g1 / g2 : 1.0;
                    double gradproj = 0.0;
                    for (int i = 0; i < n; i++) {
                        t[i] = t[i] * g3 - g[i];
                        gradproj += t[i] * g[i];
                    }
                    steplength = oldstep;
                    boolean accpoint = false;
                    do {
                        count = 0;
                        for (int i = 0; i < n; i++) {
                            bvec[i] = x[i] + steplength * t[i];
                            if (REL_TEST + x[i] == REL_TEST + bvec[i]) count++;
                        }
                        if (count < n) {
                            f = fn.value(bvec);
                            funcount++;
                            accpoint = Double.isFinite(f) && f <= fmin + gradproj * steplength * ACCEPTANCE;
                            if (!accpoint) {
                                steplength *= STEP_REDUCTION;
                                trace.print("*");
                            } else {
                                fmin = f;
                            }
                        }
                    } while (!(count == n || accpoint));
                    if (count < n) {   // one step to the minimum of the interpolating quadratic
                        double newstep = 2 * (f - fmin - gradproj * steplength);
                        if (newstep > 0) {
                            newstep = -(gradproj * steplength * steplength / newstep);
                            for (int i = 0; i < n; i++) bvec[i] = x[i] + newstep * t[i];
                            fmin = f;
                            f = fn.value(bvec);
                            funcount++;
                            if (f < fmin) {
                                fmin = f;
                                trace.print(" i< ");
                            } else {   // back to the better point
                                trace.print(" i> ");
                                for (int i = 0; i < n; i++) bvec[i] = x[i] + steplength * t[i];
                            }
                        }
                    }
                }
                oldstep = SET_STEP * steplength;
                if (oldstep > 1.0) oldstep = 1.0;
            } while (count != n && g1 > tol && cycle != n);
        } while (cycle != 1 || (count != n && g1 > tol && fmin > abstol));
        if (trace.on()) {
            trace.print("Exiting from conjugate gradients minimizer\n");
            trace.print("    " + funcount + " function evaluations used\n");
            trace.print("    " + gradcount + " gradient evaluations used\n");
        }
        return new OptimOutcome(x, fmin, funcount, gradcount, 0);
    }

    private static void traceCycle(OptimTrace trace, int gradcount, int funcount, double fmin, double[] b) {
        StringBuilder sb = new StringBuilder();
        sb.append(gradcount).append(' ').append(funcount).append(' ').append(OptimTrace.f(fmin)).append('\n');
        sb.append("parameters ");
        for (int i = 1; i <= b.length; i++) {
            sb.append(String.format("%10s ", OptimTrace.f5(b[i - 1])));
            if (i % 7 == 0 && i < b.length) sb.append('\n');
        }
        sb.append('\n');
        trace.print(sb.toString());
    }
}

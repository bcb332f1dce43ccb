package flashr.stats.optim;

import flashr.engine.fn.math.ExpLog;
import flashr.numeric.OptimTrace;
import flashr.rng.RandomState;

/**
 * {@code optim(method = "SANN")}: simulated annealing as R's samin runs it (Trapletti's code).
 * The temperature falls as temp / log(k + e - 1) over blocks of tmax candidates; a candidate is
 * the current point plus Gaussian noise scaled by the temperature (or the user's gr applied to
 * the current point) and is accepted when better, or with the Metropolis probability. Exactly
 * maxit function evaluations; draws come from R's generator in R's order, so a seed gives R's path.
 */
final class SimulatedAnnealing {
    private static final double BIG = 1.0e+35;
    /** exp(1) - 1, as R writes it. */
    private static final double E1 = 1.7182818;

    private SimulatedAnnealing() {}

    /** Minimizes from pb (overwritten with the best point); the best value found. */
    static double minimize(OptimObjective fn, double[] pb, int maxit, int tmax, double ti, int report,
                           RandomState rng, OptimTrace trace) {
        if (report < 0) throw fn.error("trace, REPORT must be >= 0 (method = \"SANN\")");
        int n = pb.length;
        if (n == 0) return fn.value(pb);
        double[] p = new double[n], ptry = new double[n];
        double yb = fn.value(pb);
        if (!Double.isFinite(yb)) yb = BIG;
        System.arraycopy(pb, 0, p, 0, n);
        double y = yb;
        if (report != 0) {
            trace.print("sann objective function values\n");
            trace.print("initial       value " + OptimTrace.f(yb) + "\n");
        }
        double scale = 1.0 / ti;
        int its = 1, itdoc = 1;
        while (its < maxit) {
            double t = ti / ExpLog.log((double) its + E1);
            int k = 1;
            while (k <= tmax && its < maxit) {
                if (fn.hasGradient()) {
                    fn.candidate(p, ptry);
                } else {
                    for (int i = 0; i < n; i++) ptry[i] = p[i] + scale * t * rng.normRand();
                }
                double ytry = fn.value(ptry);
                if (!Double.isFinite(ytry)) ytry = BIG;
                double dy = ytry - y;
                if (dy <= 0.0 || rng.unifRand() < ExpLog.exp(-dy / t)) {
                    System.arraycopy(ptry, 0, p, 0, n);
                    y = ytry;
                    if (y <= yb) {
                        System.arraycopy(p, 0, pb, 0, n);
                        yb = y;
                    }
                }
                its++;
                k++;
            }
            if (report != 0 && itdoc % report == 0) trace.print("iter " + String.format("%8d", its - 1) + " value " + OptimTrace.f(yb) + "\n");
            itdoc++;
        }
        if (report != 0) {
            trace.print("final         value " + OptimTrace.f(yb) + "\n");
            trace.print("sann stopped after " + (its - 1) + " iterations\n");
        }
        return yb;
    }
}

package flashr.numeric;

/**
 * What a minimizer of {@code optim} reports, as R's C routines leave it: the point (scaled), the
 * least value found, how many times fn and gr were evaluated (gradient count {@code NA} for the
 * methods that use none) and the convergence code (0 converged, 1 maxit reached, 10 Nelder-Mead's
 * simplex degenerated, 51 and 52 L-BFGS-B's warning and error).
 */
public record OptimOutcome(double[] par, double value, int fnCount, int grCount, int fail) {}

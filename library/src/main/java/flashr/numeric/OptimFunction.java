package flashr.numeric;

/**
 * What {@code optim}'s minimizers ask of an objective: its value at a point and its gradient
 * there (written into {@code df}). Both work in the minimizers' scaled coordinates.
 */
public interface OptimFunction {
    double value(double[] p);

    void gradient(double[] p, double[] df);

    /** An error to raise, naming the R call that runs the minimizer. */
    RuntimeException error(String message);
}

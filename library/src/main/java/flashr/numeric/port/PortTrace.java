package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.NITER;
import static flashr.numeric.port.PortSlots.Iv.OUTLEV;
import static flashr.numeric.port.PortSlots.V.F;

/**
 * Where the minimizers report their progress (R's ditsum, which replaces PORT's printed summary):
 * every iv[OUTLEV]-th iteration (nlminb's control trace), the iteration number, f and x.
 */
@FunctionalInterface
public interface PortTrace {
    /** One line of the trace. */
    void line(int iteration, double f, double[] x);

    /** ditsum: a line when tracing is on and the iteration count is a multiple of it. */
    default void summary(int[] iv, double[] v, double[] x, int xb, int n) {
        if (iv[OUTLEV] == 0 || iv[NITER] % iv[OUTLEV] != 0) return;
        double[] at = new double[n];
        System.arraycopy(x, xb + 1, at, 0, n);
        line(iv[NITER], v[F], at);
    }
}

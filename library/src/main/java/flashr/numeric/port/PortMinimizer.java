package flashr.numeric.port;

/**
 * The entry to PORT's general optimizers, as R's nlminb_iterate (port.c) chooses among them:
 * with or without bounds, gradient and Hessian. Arrays of the problem are 0-based Java arrays; iv
 * and v are PORT's 1-based work arrays (element 0 unused). The caller loops while iv[1] &lt; 3:
 * iv[1] = 1 asks for f at x, 2 for the gradient (and Hessian) there.
 */
public final class PortMinimizer {
    private PortMinimizer() {}

    /**
     * One call of the optimizer. bounds: lower and upper bounds interleaved (b[2i], b[2i+1]) or null;
     * g: the gradient at x or null to difference; h: the Hessian's lower triangle by rows or null.
     */
    public static void iterate(double[] bounds, double[] d, double fx, double[] g, double[] h, int[] iv, double[] v,
                               double[] x, PortTrace trace) {
        int n = x.length;
        int liv = iv.length - 1, lv = v.length - 1;
        if (bounds != null && h != null) {
            PortBoundedHessianMinimizer.iterate(bounds, d, -1, fx, g, -1, h, -1, h.length, iv, liv, lv, n, v, x, -1, trace);
        } else if (bounds != null && g != null) {
            PortBoundedGradientMinimizer.iterate(bounds, d, -1, fx, g, -1, iv, liv, lv, n, v, x, -1, trace);
        } else if (bounds != null) {
            PortBoundedFiniteDifferenceMinimizer.iterate(bounds, d, -1, fx, iv, liv, lv, n, v, x, -1, trace);
        } else if (h != null) {
            PortHessianMinimizer.iterate(d, -1, fx, g, -1, h, -1, h.length, iv, liv, lv, n, v, x, -1, trace);
        } else if (g != null) {
            PortGradientMinimizer.iterate(d, -1, fx, g, -1, iv, liv, lv, n, v, x, -1, trace);
        } else {
            PortFiniteDifferenceMinimizer.iterate(d, -1, fx, iv, liv, lv, n, v, x, -1, trace);
        }
    }
}

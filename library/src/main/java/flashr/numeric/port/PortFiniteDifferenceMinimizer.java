package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.SGIRC;
import static flashr.numeric.port.PortSlots.V.ETA0;

/**
 * PORT's unconstrained minimizer without a gradient (drmnf): {@link PortGradientMinimizer} with the
 * gradient estimated by {@link PortFiniteGradient}, whose steps use the diagonal of the current
 * Hessian approximation; the loop is {@link PortFiniteDifferenceLoop}'s.
 */
final class PortFiniteDifferenceMinimizer {
    private PortFiniteDifferenceMinimizer() {}

    static void iterate(double[] d, int db, double fx0, int[] iv, int liv, int lv, int n, double[] v, double[] x,
                        int xb, PortTrace trace) {
        PortFiniteDifferenceLoop.iterate(fx0, iv, liv, lv, n, v, new PortFiniteDifferenceLoop.Variant() {
            @Override
            public void minimize(double fx, int g1) {
                PortGradientMinimizer.iterate(d, db, fx, v, g1 - 1, iv, liv, lv, n, v, x, xb, trace);
            }

            @Override
            public int variable(int i) {
                return i;
            }

            @Override
            public int difference(int alpha, int w, double[] fx, int g1) {
                return PortFiniteGradient.step(v, alpha - 1, d, db, v[ETA0], fx, v, g1 - 1, iv[SGIRC], n, v, w - 1,
                        x, xb);
            }
        });
    }
}

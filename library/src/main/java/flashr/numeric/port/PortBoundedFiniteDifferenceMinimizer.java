package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.PERM;
import static flashr.numeric.port.PortSlots.Iv.SGIRC;
import static flashr.numeric.port.PortSlots.V.ETA0;

/**
 * PORT's minimizer with simple bounds and no gradient (drmnfb): {@link PortBoundedGradientMinimizer}
 * with the gradient estimated by {@link PortBoundedFiniteGradient}; the loop is
 * {@link PortFiniteDifferenceLoop}'s, as drmnf's. L's rows follow drmngb's permutation iv[PERM..].
 */
final class PortBoundedFiniteDifferenceMinimizer {
    private PortBoundedFiniteDifferenceMinimizer() {}

    static void iterate(double[] b, double[] d, int db, double fx0, int[] iv, int liv, int lv, int p, double[] v,
                        double[] x, int xb, PortTrace trace) {
        PortFiniteDifferenceLoop.iterate(fx0, iv, liv, lv, p, v, new PortFiniteDifferenceLoop.Variant() {
            @Override
            public void minimize(double fx, int g1) {
                PortBoundedGradientMinimizer.iterate(b, d, db, fx, v, g1 - 1, iv, liv, lv, p, v, x, xb, trace);
            }

            @Override
            public int variable(int i) {
                return iv[iv[PERM] + i - 1];
            }

            @Override
            public int difference(int alpha, int w, double[] fx, int g1) {
                return PortBoundedFiniteGradient.step(v, alpha - 1, b, d, db, v[ETA0], fx, v, g1 - 1, iv[SGIRC], p, v,
                        w - 1, x, xb);
            }
        });
    }
}

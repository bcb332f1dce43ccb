package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's minimizer with simple bounds and no gradient (drmnfb): {@link PortBoundedGradientMinimizer}
 * with the gradient estimated by {@link PortBoundedFiniteGradient}. Only iv[1] = 1 (f at x) is
 * asked of the caller, as in {@link PortFiniteDifferenceMinimizer}.
 */
final class PortBoundedFiniteDifferenceMinimizer {
    private PortBoundedFiniteDifferenceMinimizer() {}

    static void iterate(double[] b, double[] d, int db, double fx0, int[] iv, int liv, int lv, int p, double[] v,
                        double[] x, int xb, PortTrace trace) {
        double[] fx = {fx0};
        int iv1 = iv[1];
        int g1 = 1;
        int label;
        if (iv1 == 1) label = 10;
        else if (iv1 == 2) label = 50;
        else {
            if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
            iv1 = iv[1];
            if (iv1 == 12 || iv1 == 13) iv[VNEED] += 2 * p + 6;
            if (iv1 == 14 || (iv1 > 2 && iv1 < 12)) label = 10;
            else {
                if (iv1 == 12) iv[1] = 13;
                label = 20;
            }
        }
        while (true) {
            switch (label) {
                case 10 -> {
                    g1 = iv[G];
                    label = 20;
                }
                case 20 -> {
                    PortBoundedGradientMinimizer.iterate(b, d, db, fx[0], v, g1 - 1, iv, liv, lv, p, v, x, xb, trace);
                    if (iv[1] < 2) return;
                    if (iv[1] > 2) {
                        if (iv[1] != 14) return;
                        iv[G] = iv[NEXTV] + p + 6;
                        iv[NEXTV] = iv[G] + p;
                        if (iv1 != 13) { label = 10; continue; }
                        return;
                    }
                    if (iv[NITER] == 0) PortVectors.fill(p, v, g1 - 1, 0);
                    int j = iv[LMAT];
                    int alpha0 = g1 - p - 1;
                    int ipi = iv[PERM];
                    for (int i = 1; i <= p; i++) {
                        int k = alpha0 + iv[ipi];
                        v[k] = PortVectors.dot(i, v, j - 1, v, j - 1);
                        ipi++;
                        j += i;
                    }
                    iv[NGCALL] = iv[NGCALL] - 1;
                    iv[SGIRC] = 0;
                    fx[0] = v[F];
                    label = 60;
                }
                case 50 -> label = iv[TOOBIG] != 0 ? 10 : 60;
                case 60 -> {
                    g1 = iv[G];
                    int alpha = g1 - p;
                    int w = alpha - 6;
                    iv[SGIRC] = PortBoundedFiniteGradient.step(v, alpha - 1, b, d, db, v[ETA0], fx, v, g1 - 1,
                            iv[SGIRC], p, v, w - 1, x, xb);
                    int i = iv[SGIRC];
                    if (i == 0) { label = 10; continue; }
                    if (i > p) {
                        iv[TOOBIG] = 1;
                        label = 10;
                        continue;
                    }
                    iv[NGCALL] = iv[NGCALL] + 1;
                    return;
                }
                default -> throw new IllegalStateException("drmnfb label " + label);
            }
        }
    }
}

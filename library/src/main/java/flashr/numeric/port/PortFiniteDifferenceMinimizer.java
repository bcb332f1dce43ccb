package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * PORT's unconstrained minimizer without a gradient (drmnf): {@link PortGradientMinimizer} with the
 * gradient estimated by {@link PortFiniteGradient}, whose steps use the diagonal of the current
 * Hessian approximation. Only iv[1] = 1 (evaluate f at x) is asked of the caller; the gradient
 * evaluations it spends are counted in iv[NGCALL] as R reports them.
 */
final class PortFiniteDifferenceMinimizer {
    private PortFiniteDifferenceMinimizer() {}

    static void iterate(double[] d, int db, double fx0, int[] iv, int liv, int lv, int n, double[] v, double[] x,
                        int xb, PortTrace trace) {
        double[] fx = {fx0};
        int iv1 = iv[1];
        int g1;
        int label;
        if (iv1 == 1) label = 10;
        else if (iv1 == 2) label = 50;
        else {
            if (iv[1] == 0) PortDefaults.set(iv, liv, v, lv);
            iv1 = iv[1];
            if (iv1 == 12 || iv1 == 13) iv[VNEED] += 2 * n + 6;
            if (iv1 == 14 || (iv1 > 2 && iv1 < 12)) label = 10;
            else {
                if (iv1 == 12) iv[1] = 13;
                label = 20;
            }
        }
        g1 = 1;
        while (true) {
            switch (label) {
                case 10 -> {
                    g1 = iv[G];
                    label = 20;
                }
                case 20 -> {
                    PortGradientMinimizer.iterate(d, db, fx[0], v, g1 - 1, iv, liv, lv, n, v, x, xb, trace);
                    if (iv[1] < 2) return;
                    if (iv[1] > 2) {
                        // label 70: storage allocation after drmng's
                        if (iv[1] != 14) return;
                        iv[G] = iv[NEXTV] + n + 6;
                        iv[NEXTV] = iv[G] + n;
                        if (iv1 != 13) { label = 10; continue; }
                        return;
                    }
                    // a new gradient is wanted: start the differences
                    if (iv[NITER] == 0) PortVectors.fill(n, v, g1 - 1, 0);
                    int j = iv[LMAT];
                    int k = g1 - n;
                    for (int i = 1; i <= n; i++) {
                        v[k] = PortVectors.dot(i, v, j - 1, v, j - 1);
                        k++;
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
                    int alpha = g1 - n;
                    int w = alpha - 6;
                    iv[SGIRC] = PortFiniteGradient.step(v, alpha - 1, d, db, v[ETA0], fx, v, g1 - 1, iv[SGIRC], n, v,
                            w - 1, x, xb);
                    if (iv[SGIRC] == 0) { label = 10; continue; }
                    iv[NGCALL] = iv[NGCALL] + 1;
                    return;
                }
                default -> throw new IllegalStateException("drmnf label " + label);
            }
        }
    }
}

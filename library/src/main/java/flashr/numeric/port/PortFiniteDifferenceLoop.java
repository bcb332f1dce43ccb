package flashr.numeric.port;

import static flashr.numeric.port.PortSlots.Iv.*;
import static flashr.numeric.port.PortSlots.V.*;

/**
 * The loop drmnf and drmnfb share (same labels in portsrc.f): a gradient minimizer (drmng or
 * drmngb) whose gradient requests are answered by finite differences (ds7grd or ds3grd), stepped
 * by the curvature alpha = the diagonal of the current Hessian approximation L L'. Only iv[1] = 1
 * (f at x) is asked of the caller; the gradient evaluations it spends are counted in iv[NGCALL] as
 * R reports them. The gradient lives in v from iv[G], alpha in the n slots before it and the
 * differences' six saved values before alpha.
 */
final class PortFiniteDifferenceLoop {
    private PortFiniteDifferenceLoop() {}

    /** What drmnf and drmnfb do differently. */
    interface Variant {
        /** Label 20: one call of the gradient minimizer with f = fx and the gradient at v[g1..]. */
        void minimize(double fx, int g1);

        /** The variable whose alpha is row i of L (rows follow the free variables in drmngb). */
        int variable(int i);

        /** Label 60: one step of the differences with alpha at v[alpha..] and w at v[w..]; the new irc. */
        int difference(int alpha, int w, double[] fx, int g1);
    }

    static void iterate(double fx0, int[] iv, int liv, int lv, int n, double[] v, Variant variant) {
        double[] fx = {fx0};
        int iv1 = iv[1];
        int g1 = 1;
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
        while (true) {
            switch (label) {
                case 10 -> {
                    g1 = iv[G];
                    label = 20;
                }
                case 20 -> {
                    variant.minimize(fx[0], g1);
                    if (iv[1] < 2) return;
                    if (iv[1] > 2) {
                        // label 70: storage allocation after the minimizer's
                        if (iv[1] != 14) return;
                        iv[G] = iv[NEXTV] + n + 6;
                        iv[NEXTV] = iv[G] + n;
                        if (iv1 != 13) { label = 10; continue; }
                        return;
                    }
                    // a new gradient is wanted: alpha(j) = the squared norm of L's row for j
                    if (iv[NITER] == 0) PortVectors.fill(n, v, g1 - 1, 0);
                    int j = iv[LMAT];
                    int alpha0 = g1 - n - 1;
                    for (int i = 1; i <= n; i++) {
                        v[alpha0 + variant.variable(i)] = PortVectors.dot(i, v, j - 1, v, j - 1);
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
                    iv[SGIRC] = variant.difference(alpha, w, fx, g1);
                    int i = iv[SGIRC];
                    if (i == 0) { label = 10; continue; }
                    if (i > n) {
                        // (only ds3grd, within bounds, returns irc > n: no difference fits)
                        iv[TOOBIG] = 1;
                        label = 10;
                        continue;
                    }
                    iv[NGCALL] = iv[NGCALL] + 1;
                    return;
                }
                default -> throw new IllegalStateException("drmnf label " + label);
            }
        }
    }
}

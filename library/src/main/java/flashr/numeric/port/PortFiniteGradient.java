package flashr.numeric.port;

import flashr.engine.fn.RMath;

/**
 * PORT's finite-difference gradient (ds7grd, Stewart's scheme): for each component a forward
 * difference whose step comes from the curvature estimate alpha (the diagonal of the Hessian
 * approximation), or a central difference where forward would be too inaccurate. Reverse
 * communication through irc: 0 on the first call; while it is nonzero the caller evaluates f at
 * x and calls again. w holds six saved values: machine epsilon, its root, f(x) at the first and
 * forward points, the step and the saved x(i).
 */
final class PortFiniteGradient {
    private static final double C2000 = 2.0e3, HMAX0 = 0.02, HMIN0 = 5.0e1, P002 = 0.002;
    private static final int FH = 3, FX0 = 4, HSAVE = 5, XISAVE = 6;

    private PortFiniteGradient() {}

    /** One step; fx[0] is f at the current x (restored to f(x0) at the end); returns the new irc. */
    static int step(double[] alpha, int ab, double[] d, int db, double eta0, double[] fx, double[] g, int gb, int irc,
                    int n, double[] w, int wb, double[] x, int xb) {
        int i;
        double h;
        if (irc < 0) {
            h = -w[wb + HSAVE];
            i = Math.abs(irc);
            if (h > 0) {
                g[gb + i] = (w[wb + FH] - fx[0]) / (2 * h);
                x[xb + i] = w[wb + XISAVE];
            } else {
                // the forward half of a central difference is done: now the backward half
                w[wb + FH] = fx[0];
                x[xb + i] = w[wb + XISAVE] + h;
                w[wb + HSAVE] = h;
                return irc;
            }
        } else if (irc > 0) {
            g[gb + irc] = (fx[0] - w[wb + FX0]) / w[wb + HSAVE];
            x[xb + irc] = w[wb + XISAVE];
        } else {
            w[wb + 1] = PortDefaults.MACHEP;
            w[wb + 2] = Math.sqrt(w[wb + 1]);
            w[wb + FX0] = fx[0];
        }
        // label 110: the next component
        i = Math.abs(irc) + 1;
        if (i > n) {
            fx[0] = w[wb + FX0];
            return 0;
        }
        irc = i;
        double afx = Math.abs(w[wb + FX0]);
        double machep = w[wb + 1];
        double h0 = w[wb + 2];
        double hmin = HMIN0 * machep;
        w[wb + XISAVE] = x[xb + i];
        double axi = Math.abs(x[xb + i]);
        double axibar = Math.max(axi, 1 / d[db + i]);
        double gi = g[gb + i];
        double agi = Math.abs(gi);
        double eta = Math.abs(eta0);
        if (afx > 0) eta = Math.max(eta, agi * axi * machep / afx);
        double alphai = alpha[ab + i];
        if (alphai == 0) {
            h = axibar;
        } else if (gi == 0 || fx[0] == 0) {
            h = h0 * axibar;
        } else {
            double afxeta = afx * eta;
            double aai = Math.abs(alphai);
            if (gi * gi <= afxeta * aai) {
                h = 2 * RMath.pow(afxeta * agi, 1.0 / 3.0) * RMath.pow(aai, -2.0 / 3.0);
                h = h * (1 - 2 * agi / (3 * aai * h + 4 * agi));
            } else {
                h = 2 * Math.sqrt(afxeta / aai);
                h = h * (1 - aai * h / (3 * aai * h + 4 * agi));
            }
            h = Math.max(h, hmin * axibar);
            if (aai * h <= P002 * agi) {
                // forward difference
                if (h >= HMAX0 * axibar) h = h0 * axibar;
                if (alphai * gi < 0) h = -h;
            } else {
                // central difference
                double discon = C2000 * afxeta;
                h = discon / (agi + Math.sqrt(gi * gi + aai * discon));
                h = Math.max(h, hmin * axibar);
                if (h >= HMAX0 * axibar) h = axibar * RMath.pow(h0, 2.0 / 3.0);
                irc = -i;
            }
        }
        x[xb + i] = w[wb + XISAVE] + h;
        w[wb + HSAVE] = h;
        return irc;
    }
}

package flashr.numeric.port;

import flashr.engine.fn.RMath;

/**
 * {@link PortFiniteGradient} within simple bounds (ds3grd): the same steps, reflected or turned
 * into one-sided three-point differences where x(i) ± h would leave the bounds; components held
 * fixed by equal bounds get a zero gradient. irc as in ds7grd, with |irc| &gt; p for the second point
 * of a one-sided difference; irc &gt; p on return means no difference fits within the bounds.
 * b holds the bounds interleaved (b[2(j-1)] lower, b[2(j-1)+1] upper).
 */
final class PortBoundedFiniteGradient {
    private static final double C2000 = 2.0e3, HMAX0 = 0.02, HMIN0 = 5.0e1, P002 = 0.002;
    private static final int FH = 3, FX0 = 4, HSAVE = 5, XISAVE = 6;

    private PortBoundedFiniteGradient() {}

    static int step(double[] alpha, int ab, double[] b, double[] d, int db, double eta0, double[] fx, double[] g,
                    int gb, int irc, int p, double[] w, int wb, double[] x, int xb) {
        int label;
        double h = 0, xih = 0;
        int i = 0;
        if (irc < 0) label = 80;
        else if (irc > 0) label = 210;
        else {
            w[wb + 1] = PortDefaults.MACHEP;
            w[wb + 2] = Math.sqrt(w[wb + 1]);
            w[wb + FX0] = fx[0];
            label = 20;
        }
        while (true) {
            switch (label) {
                case 20 -> {
                    i = Math.abs(irc) + 1;
                    if (i > p) {
                        fx[0] = w[wb + FX0];
                        return 0;
                    }
                    irc = i;
                    if (!(lower(b, i) < upper(b, i))) {
                        g[gb + i] = 0;
                        continue;
                    }
                    label = step(alpha[ab + i], b, d[db + i], eta0, fx[0], g[gb + i], p, i, w, wb, x[xb + i]);
                    h = w[wb + HSAVE];
                    if (label == 190) {
                        fx[0] = w[wb + FX0];
                        return i + p;
                    }
                    if (label == 70) {
                        label = 200;
                        irc = -(i + p);
                    } else if (label == -200) {
                        label = 200;
                        irc = -i;
                    }
                    xih = x[xb + i] + h;
                }
                case 80 -> {
                    i = -irc;
                    if (i <= p) {
                        h = -w[wb + HSAVE];
                        if (h > 0) {
                            g[gb + i] = (w[wb + FH] - fx[0]) / (2 * h);
                            x[xb + i] = w[wb + XISAVE];
                            label = 20;
                            continue;
                        }
                        w[wb + FH] = fx[0];
                        xih = w[wb + XISAVE] + h;
                        label = 200;
                        continue;
                    }
                    i -= p;
                    if (i <= p) {
                        w[wb + FH] = fx[0];
                        h = 2 * w[wb + HSAVE];
                        xih = w[wb + XISAVE] + h;
                        irc -= p;
                        label = 200;
                        continue;
                    }
                    i -= p;
                    g[gb + i] = (4 * w[wb + FH] - fx[0] - 3 * w[wb + FX0]) / w[wb + HSAVE];
                    irc = i;
                    x[xb + i] = w[wb + XISAVE];
                    label = 20;
                }
                case 200 -> {
                    x[xb + i] = xih;
                    w[wb + HSAVE] = h;
                    return irc;
                }
                case 210 -> {
                    g[gb + irc] = (fx[0] - w[wb + FX0]) / w[wb + HSAVE];
                    x[xb + irc] = w[wb + XISAVE];
                    label = 20;
                }
                default -> throw new IllegalStateException("ds3grd label " + label);
            }
        }
    }

    /**
     * Labels 30-190 for component i: the step h (left in w[HSAVE]) and the kind of difference:
     * 200 forward, -200 central, 70 one-sided three-point, 190 none fits.
     */
    private static int step(double alphai, double[] b, double di, double eta0, double fx, double gi, int p, int i,
                            double[] w, int wb, double xi) {
        double afx = Math.abs(w[wb + FX0]);
        double machep = w[wb + 1];
        double h0 = w[wb + 2];
        double hmin = HMIN0 * machep;
        w[wb + XISAVE] = xi;
        double axi = Math.abs(xi);
        double axibar = Math.max(axi, 1 / di);
        double agi = Math.abs(gi);
        double eta = Math.abs(eta0);
        if (afx > 0) eta = Math.max(eta, agi * axi * machep / afx);
        double h;
        if (alphai == 0) {
            h = axibar;
        } else if (gi == 0 || fx == 0) {
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
                if (h >= HMAX0 * axibar) h = h0 * axibar;
                if (alphai * gi < 0) h = -h;
            } else {
                // a central difference, if both points are within the bounds
                double discon = C2000 * afxeta;
                h = discon / (agi + Math.sqrt(gi * gi + aai * discon));
                h = Math.max(h, hmin * axibar);
                if (h >= HMAX0 * axibar) h = axibar * RMath.pow(h0, 2.0 / 3.0);
                double xih = xi + h;
                if (xi - h < lower(b, i)) {
                    w[wb + HSAVE] = h;
                    return xi + 2 * h > upper(b, i) ? 190 : 70;
                }
                if (xih <= upper(b, i)) {
                    w[wb + HSAVE] = h;
                    return -200;
                }
                h = -h;
                w[wb + HSAVE] = h;
                return xi + 2 * h < lower(b, i) ? 190 : 70;
            }
        }
        // labels 150-180: a forward difference, reflected once if it leaves the bounds
        boolean hit = false;
        while (true) {
            double xih = xi + h;
            boolean inside = h > 0 ? xih <= upper(b, i) : xih >= lower(b, i);
            if (inside) {
                w[wb + HSAVE] = h;
                return 200;
            }
            if (hit) return 190;
            hit = true;
            h = -h;
        }
    }

    private static double lower(double[] b, int i) {
        return b[2 * (i - 1)];
    }

    private static double upper(double[] b, int i) {
        return b[2 * (i - 1) + 1];
    }
}

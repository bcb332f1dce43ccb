package flashr.stats.smoothing;

import flashr.engine.fn.RMath;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * The step of "pretty" breakpoints for a range, as R's {@code pretty} chooses it: about n cells
 * of a width 1, 2 or 5 times a power of ten (larger steps favoured by {@code high.u.bias}, 5
 * over 2 by {@code u5.bias}), widened so the breaks cover the range and span at least
 * {@code min.n} cells; a range too narrow to divide is widened around its value first.
 * {@code .pretty(lo, up, n, min.n, shrink.sml, c(high.u.bias, u5.bias, f.min), eps.correct)}
 * returns {@code list(l, u, n)}: the first and last break and the number of cells.
 */
public final class PrettyBreaks {
    private PrettyBreaks() {}

    private static final double ROUNDING_EPS = 1e-10, EPS = Math.ulp(1.0);

    static RValue pretty(Args a) {
        double lo = Coerce.doubleScalar(a.get(0)), up = Coerce.doubleScalar(a.get(1));
        int ndiv = Coerce.intScalar(a.get(2)), minN = Coerce.intScalar(a.get(3));
        double shrink = Coerce.doubleScalar(a.get(4));
        flashr.lang.RVector bias = Coerce.vector(a.get(5), "high.u.fact");
        int epsCorrection = Coerce.intScalar(a.get(6));
        if (ndiv < 0) throw new flashr.lang.RError("invalid 'n' argument");
        if (minN < 0 || minN > ndiv) throw new flashr.lang.RError("invalid 'min.n' argument");
        if (!(shrink > 0)) throw new flashr.lang.RError("invalid 'shrink.sml' argument");
        double[] r = cells(lo, up, ndiv, minN, shrink, bias.getDouble(0), bias.getDouble(1), bias.getDouble(2),
                epsCorrection, true, w -> a.interp().warning(a.call(), w));
        lo = r[0];
        up = r[1];
        ndiv = (int) r[2];
        RList out = new RList(new RValue[] {RDouble.of(lo), RDouble.of(up), RInt.of(ndiv)});
        out.setAttr("names", RString.of("l", "u", "n"));
        return out;
    }

    /**
     * R's {@code R_pretty}: {lo, up, ndiv, unit, ns, nu}, the cells ns..nu of width unit covering the
     * range; with {@code returnBounds} lo and up widened to the outer breaks (as {@code pretty}), else
     * as given (as the graphics engine's axis ticks use it).
     */
    public static double[] cells(double lo, double up, int ndiv, int minN, double shrink, double h, double h5,
                                 double fMin, int epsCorrection, boolean returnBounds,
                                 java.util.function.Consumer<String> warn) {
        double dx = up - lo, cell;
        boolean small;
        if (dx == 0 && up == 0) {
            cell = 1;
            small = true;
        } else {
            cell = Math.max(Math.abs(lo), Math.abs(up));
            double u = 1 + (h5 >= 1.5 * h + 0.5 ? 1 / (1 + h) : 1.5 / (1 + h5));
            u *= Math.max(1, ndiv) * EPS;
            small = dx < cell * u * 3;
        }
        if (small) {
            if (cell > 10) cell = 9 + cell / 10;
            cell *= shrink;
            if (minN > 1) cell /= minN;
        } else {
            cell = dx;
            if (ndiv > 1) cell /= ndiv;
        }
        double subsmall = fMin * Double.MIN_NORMAL;
        if (subsmall == 0) subsmall = Double.MIN_NORMAL;
        if (cell < subsmall) {
            warn.accept("very small range 'cell'=" + cell + ", corrected to " + subsmall);
            cell = subsmall;
        } else if (cell > Double.MAX_VALUE / 1.25) {
            warn.accept("very large range 'cell'=" + cell + ", corrected to " + 0.1 * Double.MAX_VALUE);
            cell = 0.1 * Double.MAX_VALUE;
        }
        double base = RMath.pow(10, Math.floor(ExpLog.log10(cell)));
        double unit = base, ns;
        if ((ns = 2 * base) - cell < h * (cell - unit)) {
            unit = ns;
            if ((ns = 5 * base) - cell < h5 * (cell - unit)) {
                unit = ns;
                if ((ns = 10 * base) - cell < h * (cell - unit)) unit = ns;
            }
        }
        ns = Math.floor(lo / unit + ROUNDING_EPS);
        double nu = Math.ceil(up / unit - ROUNDING_EPS);
        if (epsCorrection != 0 && (epsCorrection > 1 || !small)) {
            lo = lo != 0 ? lo * (1 - EPS) : -Double.MIN_NORMAL;
            up = up != 0 ? up * (1 + EPS) : Double.MIN_NORMAL;
        }
        while (ns * unit > lo + ROUNDING_EPS * unit) ns--;
        while (nu * unit < up - ROUNDING_EPS * unit) nu++;
        int k = (int) (0.5 + nu - ns);
        if (k < minN) {
            k = minN - k;
            if (ns >= 0) {
                nu += k / 2;
                ns -= k / 2 + k % 2;
            } else {
                ns -= k / 2;
                nu += k / 2 + k % 2;
            }
            ndiv = minN;
        } else {
            ndiv = k;
        }
        if (returnBounds) {
            // the breaks cover the range given (a bound within rounding of a break stays as given)
            lo = Math.min(lo, ns * unit);
            up = Math.max(up, nu * unit);
        }
        return new double[] {lo, up, ndiv, unit, ns, nu};
    }
}

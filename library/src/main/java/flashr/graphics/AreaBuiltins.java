package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.devices.Pen;
import flashr.graphics.model.Plot;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Graphics primitives that fill areas: {@code .gr_filled_contour} (R's C_filledcontour, which
 * .filled.contour calls), {@code .gr_raster} (rasterImage), {@code .gr_polypath} (polypath) and the
 * split-screen state's environment.
 */
final class AreaBuiltins {
    private AreaBuiltins() {}

    static void register(Registry r) {
        r.builtin(".gr_filled_contour", "x, y, z, levels, col", DisplayList.recorded(AreaBuiltins::filledContour));
        r.builtin(".gr_raster", "colours, nrow, ncol, xleft, ybottom, xright, ytop, angle, interpolate, xpd",
                DisplayList.recorded(AreaBuiltins::raster));
        r.builtin(".gr_polypath", "x, y, lengths, winding, col, border, lty, lwd, xpd", DisplayList.recorded(AreaBuiltins::polypath));
        r.builtin(".gr_split_env", "", a -> GraphicsSession.of(a.interp()).splitScreens(r.baseEnv()));
    }

    /** rasterImage: one image (colours by row from the top) drawn into each rectangle, recycled. */
    private static RValue raster(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        int rows = (int) GArgs.num(a, 1), cols = (int) GArgs.num(a, 2);
        int[] argb = GArgs.colours(a.get(0), gs, p);
        if (argb.length != rows * cols || rows < 1 || cols < 1) throw new RError("invalid raster");
        double[] xl = GArgs.doubles(a.get(3)), yb = GArgs.doubles(a.get(4)), xr = GArgs.doubles(a.get(5)), yt = GArgs.doubles(a.get(6));
        double[] angle = GArgs.doubles(a.get(7));
        boolean interpolate = GArgs.flag(a, 8);
        p.clip(GArgs.xpd(a, 9));
        int n = Math.max(Math.max(xl.length, yb.length), Math.max(xr.length, yt.length));
        if (xl.length == 0 || yb.length == 0 || xr.length == 0 || yt.length == 0) return RNull.NULL;
        for (int i = 0; i < n; i++) {
            double x0 = p.x(xl[i % xl.length]), y0 = p.y(yb[i % yb.length]);
            double x1 = p.x(xr[i % xr.length]), y1 = p.y(yt[i % yt.length]);
            if (!Double.isFinite(x0) || !Double.isFinite(y0) || !Double.isFinite(x1) || !Double.isFinite(y1)) continue;
            double rot = angle.length == 0 ? 0 : angle[i % angle.length];
            p.device().raster(argb, cols, rows, x0, y0, x1 - x0, y0 - y1, Double.isFinite(rot) ? rot : 0, interpolate);
        }
        return RNull.NULL;
    }

    /** polypath: the sub-paths (consecutive runs of the given lengths) filled together by the rule. */
    private static RValue polypath(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1)), lengths = GArgs.doubles(a.get(2));
        boolean winding = GArgs.flag(a, 3);
        int[] col = GArgs.colours(a.get(4), gs, p), border = GArgs.colours(a.get(5), gs, p);
        String[] lty = GArgs.lineTypes(a.get(6));
        double[] lwd = GArgs.doubles(a.get(7));
        p.clip(GArgs.xpd(a, 8));
        double[][] xs = new double[lengths.length][], ys = new double[lengths.length][];
        int at = 0;
        for (int k = 0; k < lengths.length; k++) {
            int m = Math.max(0, (int) lengths[k]);
            xs[k] = new double[m];
            ys[k] = new double[m];
            for (int j = 0; j < m && at + j < x.length; j++) {
                xs[k][j] = p.x(x[at + j]);
                ys[k][j] = p.y(y[at + j]);
            }
            at += m;
        }
        Pen pen = p.pen(GArgs.at(border, 0, 0), GArgs.at(lty, 0), GArgs.at(lwd, 0));
        p.device().path(xs, ys, winding, GArgs.at(col, 0, 0), pen);
        return RNull.NULL;
    }

    /**
     * R's filledcontour (Ross Ihaka's): each grid cell cut into the polygon between every pair of
     * consecutive levels, filled with that band's colour, clipped to the plot region whatever xpd is.
     */
    private static RValue filledContour(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = DrawingBuiltins.current(a);
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1));
        int nx = x.length, ny = y.length;
        if (nx < 2 || ny < 2) throw new RError("insufficient 'x' or 'y' values");
        RValue zv = a.get(2);
        int[] dim = zv instanceof RVector v ? v.dim() : null;
        if (dim == null || dim.length != 2 || dim[0] != nx || dim[1] != ny) throw new RError("dimension mismatch");
        double[] z = GArgs.doubles(zv), c = GArgs.doubles(a.get(3));
        if (c.length < 1) throw new RError("no contour values");
        int[] col = GArgs.colours(a.get(4), gs, p);
        for (int i = 0; i < nx; i++)
            if (!Double.isFinite(x[i]) || (i > 0 && x[i] <= x[i - 1])) throw new RError("invalid x / y values or limits");
        for (int j = 0; j < ny; j++)
            if (!Double.isFinite(y[j]) || (j > 0 && y[j] <= y[j - 1])) throw new RError("invalid x / y values or limits");
        for (int k = 0; k < c.length; k++)
            if (!Double.isFinite(c[k]) || (k > 0 && c[k] <= c[k - 1]))
                throw new RError("invalid contour levels: must be strictly increasing");
        if (col.length == 0) return RNull.NULL;
        p.clip(0);
        double[] px = new double[8], py = new double[8], dx = new double[8], dy = new double[8];
        int[] npt = new int[1];
        for (int i = 1; i < nx; i++) {
            for (int j = 1; j < ny; j++) {
                for (int k = 1; k < c.length; k++) {
                    npt[0] = 0;
                    double x1 = x[i - 1], x2 = x[i], y1 = y[j - 1], y2 = y[j];
                    double z11 = z[i - 1 + (j - 1) * nx], z21 = z[i + (j - 1) * nx], z12 = z[i - 1 + j * nx], z22 = z[i + j * nx];
                    cut(c[k - 1], c[k], x1, y1, z11, x2, z21, px, py, npt);
                    cut(c[k - 1], c[k], y1, x2, z21, y2, z22, py, px, npt);
                    cut(c[k - 1], c[k], x2, y2, z22, x1, z12, px, py, npt);
                    cut(c[k - 1], c[k], y2, x1, z12, y1, z11, py, px, npt);
                    if (npt[0] > 2) {
                        for (int m = 0; m < npt[0]; m++) {
                            dx[m] = p.x(px[m]);
                            dy[m] = p.y(py[m]);
                        }
                        p.device().polygon(dx, dy, npt[0], col[(k - 1) % col.length], Pen.NONE);
                    }
                }
            }
        }
        return RNull.NULL;
    }

    /**
     * R's FindCutPoints: the points of the edge from (x1, y) to (x2, y) whose z lies in [low, high],
     * appended to (x, y); the caller swaps the coordinate arrays for vertical edges. NaN z's compare
     * false everywhere, so a cell with NA draws nothing there, as in R.
     */
    private static void cut(double low, double high, double x1, double y1, double z1, double x2, double z2,
                            double[] x, double[] y, int[] npt) {
        if (z1 > z2) {
            if (z2 > high || z1 < low) return;
            if (z1 < high) add(x, y, npt, x1, y1);
            else if (z1 == Double.POSITIVE_INFINITY) add(x, y, npt, x2, y1);
            else add(x, y, npt, x1 + (z1 - high) / (z1 - z2) * (x2 - x1), y1);
            if (z2 == Double.NEGATIVE_INFINITY) add(x, y, npt, x1, y1);
            else if (z2 <= low) add(x, y, npt, x2 - (z2 - low) / (z2 - z1) * (x2 - x1), y1);
        } else if (z1 < z2) {
            if (z2 < low || z1 > high) return;
            if (z1 > low) add(x, y, npt, x1, y1);
            else if (z1 == Double.NEGATIVE_INFINITY) add(x, y, npt, x2, y1);
            else add(x, y, npt, x1 + (z1 - low) / (z1 - z2) * (x2 - x1), y1);
            if (z2 < high) {
                // the corner is the next edge's first point
            } else if (z2 == Double.POSITIVE_INFINITY) add(x, y, npt, x1, y1);
            else add(x, y, npt, x2 - (z2 - high) / (z2 - z1) * (x2 - x1), y1);
        } else if (low <= z1 && z1 <= high) {
            add(x, y, npt, x1, y1);
        }
    }

    private static void add(double[] x, double[] y, int[] npt, double px, double py) {
        x[npt[0]] = px;
        y[npt[0]] = py;
        npt[0]++;
    }
}

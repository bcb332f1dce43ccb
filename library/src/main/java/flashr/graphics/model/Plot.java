package flashr.graphics.model;

import flashr.graphics.devices.Device;
import flashr.lang.RError;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * One device's graphics state, as R's graphics engine keeps it: the parameters, the layout of
 * figures on the page, the current figure, its figure and plot regions (points on the device) and
 * the user coordinates of the plot region. Margins are lines of text: one line is
 * {@code mex * cex} times 1.2 times the device's point size.
 */
public final class Plot {
    private final Device device;
    private final Par par;
    private final double pointsize;
    private Layout layout = Layout.grid(1, 1, true);
    private int figure;
    private boolean pageOpen;
    private int pages;
    private Box figureBox, plotBox;
    private double[] usr = {0, 1, 0, 1};
    private double[] xaxp = {0, 1, 5}, yaxp = {0, 1, 5};
    private boolean xlog, ylog;

    /** Points per unit of R's lwd: 1/96 inch on every device (R's cairo png draws lwd 1 as 0.75 pixel at 72 dpi). */
    private static final double LWD_POINTS = 0.75;

    /** A pen of colour col, line type code (null: blank; see {@link LineTypes}) and R's line width, with par's line ends and joins. */
    public flashr.graphics.devices.Pen pen(int col, String ltyCode, double lwd) {
        if (ltyCode == null || !(lwd > 0)) return flashr.graphics.devices.Pen.NONE;
        flashr.graphics.devices.Pen.End end = switch (par.str("lend")) {
            case "butt", "1" -> flashr.graphics.devices.Pen.End.BUTT;
            case "square", "2" -> flashr.graphics.devices.Pen.End.SQUARE;
            default -> flashr.graphics.devices.Pen.End.ROUND;
        };
        flashr.graphics.devices.Pen.Join join = switch (par.str("ljoin")) {
            case "mitre", "1" -> flashr.graphics.devices.Pen.Join.MITRE;
            case "bevel", "2" -> flashr.graphics.devices.Pen.Join.BEVEL;
            default -> flashr.graphics.devices.Pen.Join.ROUND;
        };
        return new flashr.graphics.devices.Pen(col, lwd * LWD_POINTS, LineTypes.dashes(ltyCode, lwd, LWD_POINTS), end, join);
    }

    public Plot(Device device, double pointsize, String background) {
        this.device = device;
        this.pointsize = pointsize;
        this.par = new Par(background);
        par.set("ps", flashr.lang.RInt.of((int) Math.round(pointsize)));
        Box whole = deviceBox();
        figureBox = whole;
        plotBox = whole;
        try {
            plotBox = regionsOf(whole);
        } catch (RError e) {
            // a device too small for the margins: R reports it when a plot is started
        }
    }

    /**
     * This plot's state on another device (R's display list restores the state its page started from
     * before replaying it): the parameters, layout, current figure and coordinates; the regions are laid
     * out again for the device's size.
     */
    public Plot copyOn(Device target) {
        return copyOn(target, pointsize);
    }

    /** {@link #copyOn(Device)} for a device of another point size (its margin lines follow it). */
    public Plot copyOn(Device target, double targetPointsize) {
        Plot c = new Plot(target, targetPointsize, par.str("bg"));
        c.par.putAll(par);
        c.layout = layout;
        c.fig = fig;
        c.figure = figure;
        c.pageOpen = pageOpen;
        c.pages = pages;
        c.newPlotInPlace = newPlotInPlace;
        c.backgroundColour = backgroundColour;
        c.usr = usr.clone();
        c.xaxp = xaxp.clone();
        c.yaxp = yaxp.clone();
        c.xlog = xlog;
        c.ylog = ylog;
        try {
            c.computeRegions();
        } catch (RError e) {
            // margins too large for the device: R reports it when the replayed plot is started
        }
        return c;
    }

    /** How many pages this plot has started. */
    public int pages() { return pages; }

    public Device device() { return device; }

    public Par par() { return par; }

    public Layout layout() { return layout; }

    public int figure() { return figure; }

    public Box figureBox() { return figureBox; }

    public Box plotBox() { return plotBox; }

    public double[] usr() { return usr.clone(); }

    public double[] axp(boolean x) { return (x ? xaxp : yaxp).clone(); }

    public boolean log(boolean x) { return x ? xlog : ylog; }

    public boolean pageOpen() { return pageOpen; }

    public Box deviceBox() {
        return new Box(0, 0, device.width(), device.height());
    }

    /** The region inside the outer margins. */
    public Box innerBox() {
        double[] oma = par.nums("oma");
        double l = lineHeight();
        return deviceBox().inset(oma[0] * l, oma[1] * l, oma[2] * l, oma[3] * l);
    }

    /** The height of a margin line in points: mex * cex * 1.2 * pointsize. */
    public double lineHeight() {
        return par.num("mex") * par.num("cex") * 1.2 * pointsize;
    }

    /** The size in points of text at character expansion {@code cex} (relative to par's cex). */
    public double fontSize(double cex) {
        return cex * par.num("cex") * par.num("ps");
    }

    public double pointsize() {
        return pointsize;
    }

    /** A new layout ({@code mfrow}, {@code mfcol}, {@code layout()}): the next plot starts a new page. */
    public void setLayout(Layout l) {
        layout = l;
        figure = l.figures();
        fig = null;
    }

    /** par(fig)'s figure region (fractions of the inner region: x1, x2, y1, y2), null for the layout's. */
    private double[] fig;

    /**
     * {@code par(fig = f)}: the figure region as fractions of the inner region, a one-figure layout
     * (so the next plot starts a new page unless par(new = TRUE)), as R's par does.
     */
    public void setFigure(double[] f) {
        if (f.length != 4) throw new RError("parameter \"fig\" has the wrong length");
        if (!(f[0] < f[1] && f[2] < f[3])) throw new RError("invalid value specified for graphical parameter \"fig\"");
        layout = Layout.grid(1, 1, true);
        figure = 1;
        fig = f.clone();
        figureBox = figBox(innerBox());
    }

    private Box figBox(Box inner) {
        return new Box(inner.left() + fig[0] * inner.width(), inner.bottom() - fig[3] * inner.height(),
                inner.left() + fig[1] * inner.width(), inner.bottom() - fig[2] * inner.height());
    }

    /** {@code par(mfg = c(i, j))}: the next plot draws in figure (i, j) without a new page. */
    public void setNextFigure(int row, int col) {
        int k = layout.figureAt(row, col);
        figure = k - 1;
        par.set("new", flashr.lang.RLogical.of(true));
        newPlotInPlace = true;
    }

    private boolean newPlotInPlace;

    /** R's plot.new: the next figure (a new page after the last), regions computed, usr reset to [0,1] as R's
     *  GNewPlot does it: through GScale, so the "r" axis styles extend it by 4% (-0.04, 1.04). */
    public void plotNew() {
        boolean sameFigure = par.get("new") instanceof flashr.lang.RVector v && v.getLogical(0) == 1 && pageOpen;
        par.set("new", flashr.lang.RLogical.of(false));
        if (newPlotInPlace) {
            newPlotInPlace = false;
            figure++;
        } else if (!sameFigure) {
            figure++;
            if (!pageOpen || figure > layout.figures()) {
                newPage();
                figure = 1;
            }
        }
        if (figure < 1) figure = 1;
        computeRegions();
        double[] xs = scale(0, 1, par.str("xaxs")), ys = scale(0, 1, par.str("yaxs"));
        usr = new double[] {xs[0], xs[1], ys[0], ys[1]};
        xlog = ylog = false;
        xaxp = new double[] {0, 1, 5};
        yaxp = new double[] {0, 1, 5};
    }

    private void newPage() {
        try {
            device.newPage(background());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        pageOpen = true;
        pages++;
    }

    /** The page's background: par's bg (a colour, transparent for "transparent"). */
    private int background() {
        return backgroundColour;
    }

    private int backgroundColour = 0xFFFFFFFF;

    public void setBackground(int argb) {
        backgroundColour = argb;
    }

    /** Recomputes the figure and plot regions from the layout and margins (after par changes them). */
    public void computeRegions() {
        figureBox = fig != null ? figBox(innerBox()) : layout.figureBox(Math.max(1, figure), innerBox());
        plotBox = regionsOf(figureBox);
    }

    private Box regionsOf(Box fig) {
        double[] mar = par.nums("mar");
        double l = lineHeight();
        Box p = fig.inset(mar[0] * l, mar[1] * l, mar[2] * l, mar[3] * l);
        if (p.width() <= 0 || p.height() <= 0) throw new RError("figure margins too large");
        if (par.str("pty").equals("s")) {
            double side = Math.min(p.width(), p.height());
            double cx = (p.left() + p.right()) / 2, cy = (p.top() + p.bottom()) / 2;
            p = new Box(cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2);
        }
        return p;
    }

    /** R's plot.window: user coordinates from the limits, with the axis styles, log scales and aspect ratio. */
    public void plotWindow(double[] xlim, double[] ylim, boolean logX, boolean logY, double asp) {
        double x0 = xlim[0], x1 = xlim[1], y0 = ylim[0], y1 = ylim[1];
        for (double d : new double[] {x0, x1, y0, y1})
            if (!Double.isFinite(d)) throw new RError("need finite '" + (d == x0 || d == x1 ? "xlim" : "ylim") + "' values");
        if (logX) {
            if (x0 <= 0 || x1 <= 0) throw new RError("Logarithmic axis must have positive limits");
            x0 = Math.log10(x0);
            x1 = Math.log10(x1);
        }
        if (logY) {
            if (y0 <= 0 || y1 <= 0) throw new RError("Logarithmic axis must have positive limits");
            y0 = Math.log10(y0);
            y1 = Math.log10(y1);
        }
        if (Double.isFinite(asp) && asp > 0) {
            // R's plot.window: one x unit is asp y units on the device, the limits centred
            double pin1 = plotBox.width(), pin2 = plotBox.height();
            double xdelta = Math.abs(x1 - x0) / asp, ydelta = Math.abs(y1 - y0), xadd, yadd;
            if (xdelta == 0 && ydelta == 0) {
                xadd = yadd = (x0 == 0 ? 1 : 0.4) * asp;
                xadd *= asp;
            } else {
                double scale = Math.min(pin1 / xdelta, pin2 / ydelta);
                xadd = .5 * (pin1 / scale - xdelta) * asp;
                yadd = .5 * (pin2 / scale - ydelta);
            }
            if (x1 < x0) xadd = -xadd;
            if (y1 < y0) yadd = -yadd;
            x0 -= xadd;
            x1 += xadd;
            y0 -= yadd;
            y1 += yadd;
        }
        double[] xs = scale(x0, x1, par.str("xaxs")), ys = scale(y0, y1, par.str("yaxs"));
        usr = new double[] {xs[0], xs[1], ys[0], ys[1]};
        xlog = logX;
        ylog = logY;
        int[] lab = {(int) par.nums("lab")[0], (int) par.nums("lab")[1]};
        xaxp = AxisTicks.axp(Math.min(usr[0], usr[1]), Math.max(usr[0], usr[1]), lab[0], xlog);
        yaxp = AxisTicks.axp(Math.min(usr[2], usr[3]), Math.max(usr[2], usr[3]), lab[1], ylog);
    }

    /** R's GScale: a zero-width range widened, then extended by 4% at each end for style "r". */
    private static double[] scale(double min, double max, String style) {
        if (min == max) {
            if (min == 0) {
                min = -1;
                max = 1;
            } else {
                double t = 0.4 * Math.abs(min);
                min -= t;
                max += t;
            }
        }
        if (style.equals("r")) {
            double t = 0.04 * (max - min);
            min -= t;
            max += t;
        }
        return new double[] {min, max};
    }

    /** {@code par(usr = )}: user coordinates set directly (log10 values on a log axis). */
    public void setUsr(double[] u) {
        usr = u.clone();
        xaxp = AxisTicks.axp(Math.min(usr[0], usr[1]), Math.max(usr[0], usr[1]), (int) par.nums("lab")[0], xlog);
        yaxp = AxisTicks.axp(Math.min(usr[2], usr[3]), Math.max(usr[2], usr[3]), (int) par.nums("lab")[1], ylog);
    }

    public void setLog(boolean x, boolean value) {
        if (x) xlog = value;
        else ylog = value;
    }

    /** A user x coordinate on the device. */
    public double x(double ux) {
        if (xlog) ux = Math.log10(ux);
        return plotBox.left() + (ux - usr[0]) / (usr[1] - usr[0]) * plotBox.width();
    }

    /** A user y coordinate on the device. */
    public double y(double uy) {
        if (ylog) uy = Math.log10(uy);
        return plotBox.bottom() - (uy - usr[2]) / (usr[3] - usr[2]) * plotBox.height();
    }

    /** A device x position in user coordinates. */
    public double userX(double dx) {
        double u = usr[0] + (dx - plotBox.left()) / plotBox.width() * (usr[1] - usr[0]);
        return xlog ? Math.pow(10, u) : u;
    }

    /** A device y position in user coordinates. */
    public double userY(double dy) {
        double u = usr[2] + (plotBox.bottom() - dy) / plotBox.height() * (usr[3] - usr[2]);
        return ylog ? Math.pow(10, u) : u;
    }

    /** Clips drawing as {@code xpd} says: 0 the plot region, 1 the figure region, 2 the device. */
    public void clip(int xpd) {
        Box b = xpd == 0 ? plotBox : xpd == 1 ? figureBox : deviceBox();
        device.clip(b.left(), b.top(), b.right(), b.bottom());
    }

    /** Fails as R does when drawing before plot.new. */
    public void requirePlot() {
        if (!pageOpen) throw new RError("plot.new has not been called yet");
    }
}

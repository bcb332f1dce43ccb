package flashr.graphics;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.colours.ColourBuiltins;
import flashr.graphics.colours.Palette;
import flashr.graphics.model.ContourLines;
import flashr.graphics.model.Plot;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The graphics domain of base: the builtins (devices, par and layout, drawing, margins, colours)
 * and R's graphics and grDevices functions written in R ({@code flashr/R/graphics/*.R}, one file per topic), bound lazily.
 */
public final class GraphicsBuiltins {
    /** The R sources, in flashr/graphics. */
    private static final String[] SOURCES = {"devices.R", "colours.R", "lowlevel.R", "plot.R", "barplot.R",
        "boxplot.R", "engine-plots.R", "hatching.R", "charts.R", "matrices.R", "models.R", "legend.R",
        "grdevices.R", "graphics-utils.R", "sunflowers.R", "convertColor.R",
        "smoothScatter.R", "mosaic.R", "fourfold.R", "coplot.R", "spineplot.R", "stars.R", "screens.R", "datetime-axes.R",
        "raster-path.R", "devices-more.R", "postscript.R", "postscript-fonts.R", "grdevices-misc.R", "xspline.R", "locator.R"};

    private GraphicsBuiltins() {}

    public static void register(Registry r) {
        DeviceBuiltins.register(r);
        PostScriptBuiltins.register(r);
        DisplayListBuiltins.register(r);
        DrawingBuiltins.register(r);
        AreaBuiltins.register(r);
        MarginBuiltins.register(r);
        ParBuiltins.register(r);
        flashr.graphics.engine.EnginePlotData.register(r);
        r.builtin(".gr_contour_lines", "x, y, z, levels", GraphicsBuiltins::contourLines);
        r.define("blues9", new RString(new String[] {"#F7FBFF", "#DEEBF7", "#C6DBEF", "#9ECAE1", "#6BAED6",
            "#4292C6", "#2171B5", "#08519C", "#08306B"}));
        // R builds grDevices' colorspaces when its namespace loads; a promise builds it on first use
        r.define("colorspaces", new flashr.lang.RPromise(flashr.lang.RCall.of(".gr_colorspaces"), r.baseEnv()));
        r.builtin(".gr_axis_pars", "usr, log, nintLog", GraphicsBuiltins::axisPars);
        ColourBuiltins.register(r, new ColourBuiltins.Context() {
            @Override
            public Palette palette(Args a) {
                return GraphicsSession.of(a).palette();
            }

            @Override
            public int background(Args a) {
                GraphicsSession gs = GraphicsSession.of(a);
                Plot p = gs.current();
                return p == null ? 0xFFFFFFFF : GArgs.background(p, gs);
            }
        });
        for (String file : SOURCES) RSource.define(r, "graphics/" + file);
    }

    /** .axisPars(usr, log, nintLog): R's GAxisPars, list(axp = c(first, last), n = intervals). */
    private static RValue axisPars(Args a) {
        double[] usr = GArgs.doubles(a.get(0));
        boolean log = GArgs.flag(a, 1);
        int n = (int) GArgs.doubles(a.get(2))[0];
        boolean swap = usr[0] > usr[1]; // R takes xlim = c(100, 0) as it comes
        double lo = Math.min(usr[0], usr[1]), hi = Math.max(usr[0], usr[1]);
        if (log) { // R keeps 10^usr finite
            hi = Math.min(hi, 308);
            lo = Math.max(lo, -307);
        }
        double[] axp = flashr.graphics.model.AxisTicks.axp(lo, hi, n, log);
        double[] ends = swap ? new double[] {axp[1], axp[0]} : new double[] {axp[0], axp[1]};
        RList l = new RList(new RValue[] {new RDouble(ends), flashr.lang.RInt.of((int) axp[2])});
        l.setAttr("names", new RString(new String[] {"axp", "n"}));
        return l;
    }

    /** contourLines() of a z whose finite values span a range: a list of lines, each a list of level, x and y. */
    private static RValue contourLines(Args a) {
        double[] x = GArgs.doubles(a.get(0)), y = GArgs.doubles(a.get(1)), z = GArgs.doubles(a.get(2));
        double[] levels = GArgs.doubles(a.get(3));
        double atom = ContourLines.atom(z);
        if (Double.isNaN(atom)) throw new flashr.lang.RError("all z values are equal or NA");
        ContourLines tracer = new ContourLines(x, y, z, atom);
        List<RValue> lines = new ArrayList<>();
        for (double level : levels) {
            for (ContourLines.Line line : tracer.lines(level)) {
                RList l = new RList(new RValue[] {RDouble.of(line.level()), new RDouble(line.x()), new RDouble(line.y())});
                l.setAttr("names", new RString(new String[] {"level", "x", "y"}));
                lines.add(l);
            }
        }
        return new RList(lines.toArray(new RValue[0]));
    }
}

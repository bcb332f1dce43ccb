package flashr.graphics;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.colours.ColourBuiltins;
import flashr.graphics.colours.Palette;
import flashr.graphics.model.Plot;

/**
 * The graphics domain of base: the builtins (devices, par and layout, drawing, margins, colours)
 * and R's graphics and grDevices functions written in R ({@code flashr/R/graphics/*.R}, one file per topic), bound lazily.
 */
public final class GraphicsBuiltins {
    /** The R sources, in flashr/graphics. */
    private static final String[] SOURCES = {"devices.R", "colours.R", "lowlevel.R", "plot.R", "barplot.R",
        "boxplot.R", "engine-plots.R", "hatching.R", "charts.R", "matrices.R", "models.R", "legend.R"};

    private GraphicsBuiltins() {}

    public static void register(Registry r) {
        DeviceBuiltins.register(r);
        DrawingBuiltins.register(r);
        MarginBuiltins.register(r);
        ParBuiltins.register(r);
        flashr.graphics.engine.EnginePlotData.register(r);
        ColourBuiltins.register(r, new ColourBuiltins.Context() {
            @Override
            public Palette palette(Args a) {
                return GraphicsSession.of(a.interp()).palette();
            }

            @Override
            public int background(Args a) {
                GraphicsSession gs = GraphicsSession.of(a.interp());
                Plot p = gs.current();
                return p == null ? 0xFFFFFFFF : GArgs.background(p, gs);
            }
        });
        for (String file : SOURCES) RSource.define(r, "graphics/" + file);
    }
}

package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.colours.Colours;
import flashr.graphics.devices.PostScriptDevice;
import flashr.lang.RError;
import flashr.lang.RInt;

/**
 * {@code .gr_open_ps} behind grDevices' postscript(): the R code works out the paper and the drawing
 * region as devPS.c does (postscript.R), this opens the device that writes them. Also the values
 * grDevices keeps ({@code .PSenv}, {@code Hershey}) and {@code .gr_has_plot} for locator and identify.
 */
final class PostScriptBuiltins {
    private PostScriptBuiltins() {}

    static void register(Registry r) {
        r.builtin(".gr_open_ps", "file, paper, pw, ph, landscape, special, left, bottom, width, height, title, onefile, "
                + "family, prolog, pointsize, bg, name", PostScriptBuiltins::open);
        r.builtin(".gr_open_pictex", "file, width, height, bg", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            String file = GArgs.str(a, 0);
            if (file == null || file.isEmpty()) throw new RError("invalid 'file' argument");
            java.nio.file.Path path = flashr.base.io.WorkingDirectory.resolve(file);
            java.nio.file.Path parent = path.toAbsolutePath().getParent();
            if (parent != null && !java.nio.file.Files.isDirectory(parent))
                throw new RError("unable to start device PicTeX");
            String bgName = GArgs.str(a, 3);
            int bg = Colours.parse(bgName, gs.palette(), Colours.TRANSPARENT_WHITE);
            int n = gs.open(new flashr.graphics.devices.PicTeXDevice(path, GArgs.num(a, 1), GArgs.num(a, 2)), "pictex", 10,
                    bg, bgName == null ? "white" : bgName);
            a.interp().setVisible(false);
            return RInt.of(n);
        });
        r.builtin(".gr_open_xfig", "file, paper, landscape, onefile, left, bottom, width, height, ymax, fontbase, pw, ph, "
                + "pointsize, bg", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            String file = GArgs.str(a, 0);
            if (file == null || file.isEmpty()) throw new RError("empty file name");
            String resolved = flashr.base.io.WorkingDirectory.resolve(file).toString();
            java.nio.file.Path parent = java.nio.file.Path.of(resolved).toAbsolutePath().getParent();
            if (parent != null && !java.nio.file.Files.isDirectory(parent)) throw new RError("cannot open file '" + file + "'");
            var layout = new flashr.graphics.devices.XFigDevice.Layout(GArgs.str(a, 1), GArgs.flag(a, 2), GArgs.flag(a, 3),
                    GArgs.num(a, 4), GArgs.num(a, 5), GArgs.num(a, 6), GArgs.num(a, 7), (int) GArgs.num(a, 8),
                    (int) GArgs.num(a, 9), GArgs.num(a, 10), GArgs.num(a, 11));
            String bgName = GArgs.str(a, 13);
            int bg = Colours.parse(bgName, gs.palette(), Colours.TRANSPARENT_WHITE);
            int n = gs.open(new flashr.graphics.devices.XFigDevice(resolved, layout), "xfig", GArgs.num(a, 12), bg,
                    bgName == null ? "transparent" : bgName);
            a.interp().setVisible(false);
            return RInt.of(n);
        });
        // whether the current device has a plot (R's GCheckState, for locator and identify)
        r.builtin(".gr_has_plot", "", a -> {
            var p = GraphicsSession.of(a).current();
            return flashr.lang.RLogical.of(p != null && p.pageOpen());
        });
        // grDevices' environment of PostScript and PDF options and fonts (postscript.R)
        r.define(".PSenv", new flashr.lang.RPromise(flashr.lang.RCall.of(".gr_psenv"), r.baseEnv()));
        // grDevices' Hershey table, built by R code (grdevices-misc.R) on first use
        r.define("Hershey", new flashr.lang.RPromise(flashr.lang.RCall.of(".gr_hershey"), r.baseEnv()));
    }

    private static flashr.lang.RValue open(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        String file = GArgs.str(a, 0);
        if (file == null || file.isEmpty()) throw new RError("invalid 'file' argument");
        String resolved = flashr.base.io.WorkingDirectory.resolve(file).toString();
        java.nio.file.Path parent = java.nio.file.Path.of(resolved).toAbsolutePath().getParent();
        if (parent != null && !java.nio.file.Files.isDirectory(parent))
            throw new RError("cannot open file '" + file + "'");
        var layout = new PostScriptDevice.Layout(GArgs.str(a, 1), (int) GArgs.num(a, 2), (int) GArgs.num(a, 3),
                GArgs.flag(a, 4), GArgs.flag(a, 5), GArgs.num(a, 6), GArgs.num(a, 7), GArgs.num(a, 8), GArgs.num(a, 9),
                GArgs.str(a, 10), GArgs.flag(a, 11), GArgs.str(a, 12));
        String[] prolog = GArgs.strings(a.get(13));
        String bgName = GArgs.str(a, 15);
        int bg = Colours.parse(bgName, gs.palette(), Colours.TRANSPARENT_WHITE);
        String name = a.get(16) instanceof flashr.lang.RNull ? "postscript" : GArgs.str(a, 16);
        int n = gs.open(new PostScriptDevice(resolved, layout, prolog), name, GArgs.num(a, 14), bg,
                bgName == null ? "transparent" : bgName);
        a.interp().setVisible(false);
        return RInt.of(n);
    }
}

package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.colours.Colours;
import flashr.graphics.devices.Device;
import flashr.graphics.devices.ImageFileDevice;
import flashr.graphics.devices.JpegDevice;
import flashr.graphics.devices.PdfDevice;
import flashr.graphics.devices.PngDevice;
import flashr.graphics.devices.ScreenWindow;
import flashr.graphics.devices.SvgDevice;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opening, choosing and closing devices: {@code .gr_open} behind png, jpeg, svg, pdf and x11
 * ({@code devices.R} gives R's defaults and units), {@code dev.cur}, {@code dev.list},
 * {@code .gr_close} behind dev.off and graphics.off, {@code .gr_select} behind dev.set.
 */
final class DeviceBuiltins {
    private DeviceBuiltins() {}

    static void register(Registry r) {
        r.builtin(".gr_open", "kind, file, width, height, pointsize, bg, res, quality", DeviceBuiltins::open);
        r.builtin(".gr_screen", "", a -> flashr.lang.RLogical.of(ScreenWindow.available()));
        r.builtin("dev.cur", "", a -> numbered(GraphicsSession.of(a), GraphicsSession.of(a).currentNumber()));
        r.builtin("dev.list", "", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            int[] open = gs.open();
            if (open.length == 0) return RNull.NULL;
            RInt v = new RInt(open);
            String[] names = new String[open.length];
            for (int i = 0; i < open.length; i++) names[i] = gs.name(open[i]);
            v.setAttr("names", new RString(names));
            return v;
        });
        r.builtin(".gr_close", "which", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            int which = (int) GArgs.num(a, 0);
            if (which == 1) throw new RError("cannot shut down device 1 (the null device)");
            if (which < 2 || which >= GraphicsSession.MAX_DEVICES || gs.open().length == 0
                    || java.util.Arrays.stream(gs.open()).noneMatch(i -> i == which)) return numbered(gs, gs.currentNumber());
            gs.close(which);
            return numbered(gs, gs.currentNumber());
        });
        r.builtin(".gr_close_all", "", a -> {
            GraphicsSession.of(a).closeAll();
            return RNull.NULL;
        });
        r.builtin(".gr_select", "which", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            return numbered(gs, gs.select((int) GArgs.num(a, 0)));
        });
        r.builtin(".gr_next", "which", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            return numbered(gs, gs.next((int) GArgs.num(a, 0)));
        });
    }

    /** A device number named by its device, as dev.cur() prints it. */
    static RValue numbered(GraphicsSession gs, int i) {
        RInt v = RInt.of(i);
        v.setAttr("names", RString.of(gs.name(i)));
        return v;
    }

    /**
     * Opens a device of the kind ("png", "jpeg", "tiff", "bmp", "svg", "pdf"); width and height in pixels for the
     * raster kinds, in inches for the others. Returns the device number, invisibly.
     */
    private static RValue open(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        String kind = GArgs.str(a, 0), file = GArgs.str(a, 1);
        double w = GArgs.num(a, 2), h = GArgs.num(a, 3), pointsize = GArgs.num(a, 4);
        String bgName = GArgs.str(a, 5);
        double res = GArgs.num(a, 6);
        if (kind.equals("x11")) return openScreen(a, gs, w, h, pointsize, bgName);
        // pdf(NULL): R's device that writes no file, for what plots compute and text's size
        boolean noFile = kind.equals("pdf") && a.get(1) instanceof RNull;
        if (!noFile && (file == null || file.isEmpty())) throw new RError("invalid 'filename' argument");
        if (!(w > 0) || !(h > 0)) throw new RError("invalid 'width' or 'height'");
        if (!(pointsize > 0)) throw new RError("invalid 'pointsize' argument");
        if (!noFile) {
            file = flashr.base.io.WorkingDirectory.resolve(file).toString(); // relative to R's working directory
            checkDirectory(file);
        }
        int bg = Colours.parse(bgName, gs.palette(), Colours.TRANSPARENT_WHITE);
        double scale = Double.isFinite(res) && res > 0 ? res : 72;
        // R scales text with the resolution: the point size is in points of 1/72 inch of the image
        Device d = switch (kind) {
            case "png" -> new PngDevice(file, (int) Math.round(w), (int) Math.round(h), scale);
            case "jpeg" -> new JpegDevice(file, (int) Math.round(w), (int) Math.round(h), scale, (int) GArgs.num(a, 7));
            case "tiff", "bmp" -> new ImageFileDevice(kind, file, (int) Math.round(w), (int) Math.round(h), scale);
            case "svg" -> new SvgDevice(file, w * 72, h * 72);
            case "pdf", "cairo_pdf" -> new PdfDevice(noFile ? null : Path.of(file), w * 72, h * 72);
            default -> throw new RError("unknown device '" + kind + "'");
        };
        int n = gs.open(d, kind, pointsize, bg, bgName == null ? "white" : bgName);
        a.interp().setVisible(false);
        return RInt.of(n);
    }

    /** x11(): a window of width by height inches (72 pixels each); R's error where no display can show one. */
    private static RValue openScreen(Args a, GraphicsSession gs, double w, double h, double pointsize, String bgName) {
        if (!(w > 0) || !(h > 0)) throw new RError("invalid 'width' or 'height'");
        if (!(pointsize > 0)) throw new RError("invalid 'pointsize' argument");
        if (!ScreenWindow.available()) throw new RError("unable to start device " + GraphicsSession.SCREEN);
        int bg = Colours.parse(bgName, gs.palette(), Colours.TRANSPARENT_WHITE);
        int n = gs.openScreen(w * 72, h * 72, pointsize, bg, bgName == null ? "white" : bgName);
        a.interp().setVisible(false);
        return RInt.of(n);
    }

    /** R fails at once when the file's directory does not exist. */
    private static void checkDirectory(String file) {
        Path parent = Path.of(file).toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) throw new RError("unable to start device: cannot open file '" + file + "'");
    }
}

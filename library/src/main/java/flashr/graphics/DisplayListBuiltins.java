package flashr.graphics;

import flashr.base.Registry;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RValue;

/**
 * The builtins behind R's use of the display list ({@code devices.R}): {@code .gr_control}
 * (dev.control), {@code .gr_displaylist} (whether the current device records), {@code .gr_snapshot}
 * (recordPlot's page: a function that replays it on the current device) and {@code .gr_devcopy}
 * (dev.copy: another device's page replayed on the current one).
 */
final class DisplayListBuiltins {
    private DisplayListBuiltins() {}

    static void register(Registry r) {
        r.builtin(".gr_control", "enable", a -> {
            list(GraphicsSession.of(a), "dev.control()").setEnabled(GArgs.flag(a, 0));
            return RNull.NULL;
        });
        r.builtin(".gr_displaylist", "", a -> RLogical.of(list(GraphicsSession.of(a), "dev.displaylist()").enabled()));
        r.builtin(".gr_snapshot", "", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            DisplayList.Page page = list(gs, "recordPlot()").snapshot();
            if (page == null) return RNull.NULL;   // nothing recorded: R's snapshot holds no list either
            return new RBuiltin("replayPlot", RBuiltin.Kind.BUILTIN, new String[0], b -> {
                GraphicsSession.of(b).currentOrDefault();   // R replays on the current device, opening one if none is
                GraphicsSession.of(b).replayHere(page);
                return RNull.NULL;
            });
        });
        r.builtin(".gr_devcopy", "from", a -> {
            GraphicsSession gs = GraphicsSession.of(a);
            int from = (int) GArgs.num(a, 0);
            DisplayList source = gs.displayList(from);
            DisplayList.Page page = source == null ? null : source.snapshot();
            if (page != null) gs.replayHere(page);
            else if (source != null) gs.copyStateHere(from);   // R: nothing to replay, the parameters copied
            return RNull.NULL;
        });
    }

    private static DisplayList list(GraphicsSession gs, String caller) {
        DisplayList l = gs.displayList(gs.currentNumber());
        if (l == null) throw new RError(caller + " called without an open graphics device");
        return l;
    }
}

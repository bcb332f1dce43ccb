package flashr.graphics;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.graphics.colours.Colours;
import flashr.graphics.model.Box;
import flashr.graphics.model.Layout;
import flashr.graphics.model.Par;
import flashr.graphics.model.Plot;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * {@code par} and {@code .gr_layout} (behind layout). par reads and sets the current device's
 * parameters (opening the default device when none is open, as R does): a name gives its value,
 * several names or none a list, named values set them and return the old ones (invisibly).
 */
final class ParBuiltins {
    /** Parameters that describe regions, answered from the plot's state. */
    private static final List<String> REGIONS = List.of("cin", "cra", "csi", "cxy", "din", "fig", "fin", "mai", "mfcol",
            "mfg", "mfrow", "omd", "omi", "page", "pin", "plt", "usr", "xaxp", "xlog", "yaxp", "ylog");

    private ParBuiltins() {}

    static void register(Registry r) {
        r.builtin("par", "..., no.readonly", ParBuiltins::par);
        r.builtin(".gr_layout", "cells, nrow, ncol, widths, heights", DisplayList.recorded(a -> {
            Plot p = GraphicsSession.of(a).currentOrDefault();
            int rows = (int) GArgs.num(a, 1), cols = (int) GArgs.num(a, 2);
            double[] c = GArgs.doubles(a.get(0));
            int[] cells = new int[c.length];
            for (int i = 0; i < c.length; i++) cells[i] = (int) c[i];
            Layout l = Layout.matrix(rows, cols, cells, GArgs.doubles(a.get(3)), GArgs.doubles(a.get(4)));
            p.setLayout(l);
            p.par().set("cex", RDouble.of(rows == 2 && cols == 2 ? 0.83 : rows > 2 || cols > 2 ? 0.66 : 1));
            p.par().set("mex", RDouble.of(1));
            return RInt.of(l.figures());
        }));
    }

    private static RValue par(Args a) {
        GraphicsSession gs = GraphicsSession.of(a);
        Plot p = gs.currentOrDefault();
        RValue[] dots = a.dots();
        String[] names = a.dotNames();
        boolean noReadOnly = GArgs.flag(a, 1);
        if (dots.length == 1 && (names == null || names[0] == null || names[0].isEmpty())) {
            RValue only = dots[0];
            if (only instanceof RList list) {
                GArgs.invisible(a);
                RValue old = set(gs, p, list, list.names() == null ? null : list.names().data());
                gs.record(ParBuiltins::par, a);   // settings are on the display list, queries not
                return old;
            }
            if (only instanceof RString s) {
                if (s.length() == 1) return get(p, s.get(0));
                RValue[] vals = new RValue[s.length()];
                for (int i = 0; i < vals.length; i++) vals[i] = get(p, s.get(i));
                RList out = new RList(vals);
                out.setAttr("names", new RString(s.data().clone()));
                return out;
            }
            if (only == RNull.NULL) return all(p, noReadOnly);
        }
        if (dots.length == 0) return all(p, noReadOnly);
        boolean setting = false;
        for (String n : names == null ? new String[0] : names) setting |= n != null && !n.isEmpty();
        if (!setting) return set(gs, p, new RList(dots), names);
        GArgs.invisible(a);
        RValue old = set(gs, p, new RList(dots), names);
        gs.record(ParBuiltins::par, a);
        return old;
    }

    private static RValue all(Plot p, boolean noReadOnly) {
        TreeSet<String> names = new TreeSet<>(p.par().names());
        names.addAll(REGIONS);
        List<String> keep = new ArrayList<>(List.of("xlog", "ylog")); // R lists these two first
        names.removeAll(keep);
        for (String n : names) if (!noReadOnly || !Par.READ_ONLY.contains(n)) keep.add(n);
        RValue[] vals = new RValue[keep.size()];
        for (int i = 0; i < vals.length; i++) vals[i] = get(p, keep.get(i));
        RList out = new RList(vals);
        out.setAttr("names", new RString(keep.toArray(new String[0])));
        return out;
    }

    /** Sets each named value; the old values, invisibly. */
    private static RValue set(GraphicsSession gs, Plot p, RList values, String[] names) {
        RValue[] old = new RValue[values.length()];
        String[] oldNames = new String[values.length()];
        for (int i = 0; i < old.length; i++) {
            String name = names == null ? null : names[i];
            if (name == null || name.isEmpty()) {
                RValue v = values.get(i);
                if (v instanceof RString s && s.length() == 1) {
                    old[i] = get(p, s.get(0));
                    oldNames[i] = s.get(0);
                    continue;
                }
                throw new RError("invalid argument passed to par()");
            }
            oldNames[i] = name;
            old[i] = get(p, name);
            setOne(gs, p, name, values.get(i));
        }
        RList out = new RList(old);
        out.setAttr("names", new RString(oldNames));
        return out;
    }

    private static void setOne(GraphicsSession gs, Plot p, String name, RValue v) {
        if (Par.READ_ONLY.contains(name)) {
            throw new RError("graphical parameter \"" + name + "\" cannot be set");
        }
        RVector vec = v instanceof RVector x ? x : null;
        switch (name) {
            case "mfrow", "mfcol" -> {
                if (vec == null || vec.length() != 2) throw new RError("parameter \"" + name + "\" has the wrong length");
                int rows = vec.getInt(0), cols = vec.getInt(1);
                p.setLayout(Layout.grid(rows, cols, name.equals("mfrow")));
                p.par().set("cex", RDouble.of(rows == 2 && cols == 2 ? 0.83 : rows > 2 || cols > 2 ? 0.66 : 1));
                p.par().set("mex", RDouble.of(1));
            }
            case "mfg" -> {
                if (vec == null || vec.length() < 2) throw new RError("parameter \"mfg\" has the wrong length");
                int[] now = p.layout().position(Math.max(1, p.figure()));
                boolean same = now[0] == vec.getInt(0) && now[1] == vec.getInt(1);
                if (!same && vec.getInt(0) <= p.layout().rows() && vec.getInt(1) <= p.layout().cols())
                    p.setNextFigure(vec.getInt(0), vec.getInt(1));
            }
            case "usr" -> {
                double[] u = GArgs.doubles(v);
                if (u.length != 4) throw new RError("parameter \"usr\" has the wrong length");
                p.setUsr(u);
            }
            case "xlog", "ylog" -> p.setLog(name.equals("xlog"), vec != null && vec.getLogical(0) == 1);
            case "mai", "omi" -> {
                double[] m = GArgs.doubles(v);
                if (m.length != 4) throw new RError("parameter \"" + name + "\" has the wrong length");
                double l = p.lineHeight();
                for (int i = 0; i < 4; i++) m[i] = m[i] * 72 / l;
                p.par().set(name.equals("mai") ? "mar" : "oma", new RDouble(m));
            }
            case "fig" -> p.setFigure(GArgs.doubles(v));
            case "fin", "pin", "plt", "omd", "xaxp", "yaxp" -> { } // these follow from the layout, margins and usr here
            case "bg", "col", "fg", "col.axis", "col.lab", "col.main", "col.sub" -> {
                if (vec == null || vec.length() == 0) throw new RError("graphical parameter \"" + name + "\" has the wrong length");
                int c = Colours.of(vec, 0, gs.palette(), GArgs.background(p, gs));
                p.par().set(name, RString.of(Colours.name(c)));
                if (name.equals("bg")) p.setBackground(c);
                if (name.equals("fg")) p.par().set("col", RString.of(Colours.name(c)));
            }
            case "lty" -> {
                String code = GArgs.lineTypes(v)[0];
                p.par().set("lty", vec instanceof RString s ? RString.of(s.get(0)) : RString.of(ltyName(code)));
            }
            default -> {
                if (!p.par().holds(name)) {
                    throw new RError("\"" + name + "\" is not a graphical parameter");
                }
                p.par().set(name, v);
            }
        }
        if (p.pageOpen()) {
            try {
                p.computeRegions();
            } catch (RError e) {
                // R reports margins too large when the next plot is started
            }
        }
    }

    private static String ltyName(String code) {
        if (code == null) return "blank";
        return switch (code) {
            case "" -> "solid";
            case "44" -> "dashed";
            case "13" -> "dotted";
            case "1343" -> "dotdash";
            case "73" -> "longdash";
            case "2262" -> "twodash";
            default -> code;
        };
    }

    /** One parameter's value. */
    static RValue get(Plot p, String name) {
        Par par = p.par();
        if (par.holds(name) && !REGIONS.contains(name)) return par.get(name);
        double ps = p.pointsize();
        Box dev = p.deviceBox(), fig = p.figureBox(), plot = p.plotBox(), inner = p.innerBox();
        double cex = par.num("cex");
        return switch (name) {
            case "cin" -> RDouble.of(0.9 * ps / 72, 1.2 * ps / 72);
            case "cra" -> RDouble.of(0.9 * ps, 1.2 * ps);
            case "csi" -> RDouble.of(1.2 * ps / 72 * cex);
            case "cxy" -> {
                double[] u = p.usr();
                yield RDouble.of(0.9 * ps * cex / plot.width() * (u[1] - u[0]), 1.2 * ps * cex / plot.height() * (u[3] - u[2]));
            }
            case "din" -> RDouble.of(dev.width() / 72, dev.height() / 72);
            case "fin" -> RDouble.of(fig.width() / 72, fig.height() / 72);
            case "pin" -> RDouble.of(plot.width() / 72, plot.height() / 72);
            case "fig" -> fractions(fig, inner);
            case "plt" -> fractions(plot, fig);
            case "omd" -> fractions(inner, dev);
            case "mai" -> inches(par.nums("mar"), p.lineHeight());
            case "omi" -> inches(par.nums("oma"), p.lineHeight());
            case "mfrow", "mfcol" -> RInt.of(p.layout().rows(), p.layout().cols());
            case "mfg" -> {
                int[] pos = p.layout().position(Math.max(1, p.figure()));
                yield RInt.of(pos[0], pos[1], p.layout().rows(), p.layout().cols());
            }
            case "page" -> RLogical.of(!p.pageOpen() || p.figure() >= p.layout().figures());
            case "usr" -> new RDouble(p.usr());
            case "xaxp" -> new RDouble(p.axp(true));
            case "yaxp" -> new RDouble(p.axp(false));
            case "xlog" -> RLogical.of(p.log(true));
            case "ylog" -> RLogical.of(p.log(false));
            default -> throw new RError("\"" + name + "\" is not a graphical parameter");
        };
    }

    private static RValue fractions(Box b, Box of) {
        return RDouble.of((b.left() - of.left()) / of.width(), (b.right() - of.left()) / of.width(),
                (of.bottom() - b.bottom()) / of.height(), (of.bottom() - b.top()) / of.height());
    }

    private static RValue inches(double[] lines, double lineHeight) {
        double[] d = new double[lines.length];
        for (int i = 0; i < d.length; i++) d[i] = lines[i] * lineHeight / 72;
        return new RDouble(d);
    }
}

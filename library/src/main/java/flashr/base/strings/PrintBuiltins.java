package flashr.base.strings;

import flashr.base.Registry;
import flashr.base.io.FileOpening;
import flashr.base.io.TextOutput;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Conditions;
import flashr.eval.Interpreter;
import flashr.eval.Options;
import flashr.format.PrintOptions;
import flashr.format.Printer;
import flashr.format.RealFormat;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Builtins: print, cat, message, writeLines, noquote. */
public final class PrintBuiltins {
    private PrintBuiltins() {}

    /** print.default's formals before its dots. */
    private static final String[] DEFAULT_FORMALS = {"x", "digits", "quote", "na.print", "print.gap", "right", "max", "width", "useSource"};

    public static void register(Registry r) {
        // the evaluator has already dispatched print to a user method for x when there is one
        r.builtin("print", "x, ...", flashr.base.DefaultMethodCalls.reportedAsDefault("print", a -> {
            String[] names = defaultFormalNames(a.dotNames());
            Printer.printDefault(a.get(0), a.interp(), a.env(), options(a.interp(), a.dots(), names), a.dots(), names);
            a.interp().setVisible(false);
            return a.get(0);
        }));
        r.builtin("print.default", String.join(", ", DEFAULT_FORMALS) + ", ...", a -> {
            PrintOptions o = Options.printOptions(a.interp());
            if (a.has(1) && a.get(1) != RNull.NULL) o = o.withDigits(digits(a.get(1)));
            if (a.has(2)) o = o.withQuote(Coerce.flag(a.get(2), "quote"));
            if (a.has(5)) o = o.withRight(Coerce.flag(a.get(5), "right"));
            if (a.has(4) && a.get(4) != RNull.NULL) o = o.withGap(printGap(a.get(4)));
            Printer.printDefault(a.get(0), a.interp(), a.env(), o, suppliedAfterX(a), suppliedNamesAfterX(a));
            a.interp().setVisible(false);
            return a.get(0);
        });
        r.builtin("cat", "..., file, sep, fill, labels, append", a -> {
            RString sep = a.has(2) ? (RString) Coerce.to(Coerce.vector(a.get(2), "sep"), flashr.lang.RType.CHARACTER)
                    : RString.of(" ");
            int fill = 0;
            if (a.has(3)) {
                RVector f = Coerce.vector(a.get(3), "fill");
                if (f.type() == flashr.lang.RType.LOGICAL) fill = f.getLogical(0) == 1 ? Options.printOptions(a.interp()).width() : 0;
                else fill = f.getInt(0);
            }
            boolean append = a.has(5) && Coerce.flag(a.get(5), "append");
            TextOutput.write(a, a.has(1) ? a.get(1) : null, cat(a.dots(), sep, fill, Options.printOptions(a.interp())), append, FileOpening.CAT);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("message", "..., domain, appendLF", a -> {
            RValue[] dots = a.dots();
            boolean lf = !a.has(2) || Coerce.flag(a.get(2), "appendLF");
            flashr.lang.RCall outer = a.interp().conditions().signalledBy(a.call());
            try {
                if (dots.length > 0 && dots[0].inherits("condition")) {
                    // message(cond): signalled with message's muffle restart, printed unless a handler muffled it
                    if (!a.interp().conditions().signalMessage(dots[0])) a.interp().err().print(Conditions.messageOf(dots[0]));
                } else {
                    StringBuilder sb = new StringBuilder();
                    for (RValue v : dots) {
                        for (String s : StringArgs.strings(v)) sb.append(s == null ? "NA" : s);
                    }
                    if (lf) sb.append('\n');
                    a.interp().conditions().message(a.call(), sb.toString());
                }
            } finally {
                a.interp().conditions().restoreSignaller(outer);
            }
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("writeLines", "text, con, sep, useBytes", a -> {
            RVector text = a.has(0) ? Coerce.vector(a.get(0), "text") : RString.of();
            if (!(text instanceof RString t)) throw new RError("can only write character objects");
            String sep = a.has(2) ? Coerce.stringScalar(a.get(2)) : "\n";
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < t.length(); i++) sb.append(t.get(i) == null ? "NA" : t.get(i)).append(sep);
            TextOutput.write(a, a.has(1) ? a.get(1) : null, sb.toString(), false, FileOpening.WRITE_LINES);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("noquote", "obj, right", a -> {
            RValue x = a.get(0);
            if (!(x instanceof RVector v)) return x;
            RVector c = v.copy();
            RString cls = v.classAttr();
            if (cls == null || !v.inherits("noquote")) {
                int n = cls == null ? 0 : cls.length();
                String[] s = new String[n + 1];
                s[0] = "noquote";
                for (int i = 0; i < n; i++) s[i + 1] = cls.get(i);
                c.setAttr("class", new RString(s));
            }
            return c;
        });
    }

    /**
     * The names print.default gives to the further arguments of {@code print(x, ...)}: those named keep
     * their names, the unnamed take its formals left over in order ({@code print(l, 3)} is digits = 3).
     */
    private static String[] defaultFormalNames(String[] given) {
        String[] names = given.clone();
        List<String> free = new ArrayList<>(Arrays.asList(DEFAULT_FORMALS).subList(1, DEFAULT_FORMALS.length));
        for (String n : names) free.remove(n);
        for (int i = 0; i < names.length && !free.isEmpty(); i++) if (names[i] == null) names[i] = free.removeFirst();
        return names;
    }

    /** The print options given to {@code print(x, digits=, quote=, right=)}. */
    private static PrintOptions options(Interpreter interp, RValue[] dots, String[] names) {
        PrintOptions o = Options.printOptions(interp);
        for (int i = 0; i < dots.length; i++) {
            if (names[i] == null) continue;
            switch (names[i]) {
                case "digits" -> o = dots[i] == RNull.NULL ? o : o.withDigits(digits(dots[i]));
                case "quote" -> o = o.withQuote(Coerce.flag(dots[i], "quote"));
                case "right" -> o = o.withRight(Coerce.flag(dots[i], "right"));
                case "print.gap" -> o = dots[i] == RNull.NULL ? o : o.withGap(printGap(dots[i]));
                default -> { }
            }
        }
        return o;
    }

    /** The arguments of a print.default call other than x that were supplied: named formals, then the dots. */
    private static RValue[] suppliedAfterX(Args a) {
        List<RValue> v = new ArrayList<>();
        for (int i = 1; i < DEFAULT_FORMALS.length; i++) if (a.has(i)) v.add(a.get(i));
        v.addAll(Arrays.asList(a.dots()));
        return v.toArray(RValue[]::new);
    }

    private static String[] suppliedNamesAfterX(Args a) {
        List<String> v = new ArrayList<>();
        for (int i = 1; i < DEFAULT_FORMALS.length; i++) if (a.has(i)) v.add(DEFAULT_FORMALS[i]);
        v.addAll(Arrays.asList(a.dotNames()));
        return v.toArray(String[]::new);
    }

    private static int digits(RValue v) {
        int d = Coerce.intScalar(v);
        // R's message shows NA as C's INT_MIN
        if (d == flashr.lang.RInt.NA || d < 1 || d > 22) throw new RError("invalid printing digits " + d);
        return d;
    }

    private static int printGap(RValue v) {
        int g = Coerce.intScalar(v);
        if (g == flashr.lang.RInt.NA || g < 0) throw new RError("'gap' must be non-negative integer");
        return g;
    }

    /** The stream a {@code file}/{@code con} argument names: standard error for {@code stderr()}, else standard output. */
    /** R's {@code cat}: every element written on its own, separators cycling, lines filled to {@code fill} columns. */
    private static String cat(RValue[] objects, RString sep, int fill, PrintOptions o) {
        StringBuilder sb = new StringBuilder();
        int nsep = 0;
        int width = 0;
        for (int k = 0; k < objects.length; k++) {
            RValue s = objects[k];
            if (k > 0 && s != RNull.NULL) sb.append(separator(sep, nsep++));
            if (s == RNull.NULL) continue;
            if (!(s instanceof RVector v) || s instanceof RList) {
                throw new RError("argument " + (k + 1) + " (type '" + s.typeName() + "') cannot be handled by 'cat'");
            }
            int n = v.length();
            for (int i = 0; i < n; i++) {
                String p = element(v, i, o);
                int sepw = separator(sep, nsep).length();
                if (fill > 0 && width + p.length() + sepw > fill && width > 0) {
                    sb.append('\n');
                    width = 0;
                }
                sb.append(p);
                width += p.length() + sepw;
                if (i < n - 1) sb.append(separator(sep, nsep++));
            }
        }
        boolean newlineSep = false;
        for (int i = 0; i < sep.length(); i++) newlineSep |= sep.get(i) != null && sep.get(i).contains("\n");
        if ((fill > 0 && width > 0) || newlineSep) sb.append('\n');
        return sb.toString();
    }

    private static String separator(RString sep, int i) {
        if (sep.length() == 0) return "";
        String s = sep.get(i % sep.length());
        return s == null ? "NA" : s;
    }

    /** One element as cat writes it: numbers to options(digits) significant digits, strings as they are. */
    private static String element(RVector v, int i, PrintOptions o) {
        if (v instanceof RDouble d) {
            double[] one = {d.get(i)};
            return RealFormat.of(one, 0, 1, o.digits(), 0, o.scipen(), 2).encodeBare(one[0], "NA");
        }
        String s = v.getString(i);
        return s == null ? "NA" : s;
    }
}

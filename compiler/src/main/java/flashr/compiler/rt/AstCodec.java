package flashr.compiler.rt;

import flashr.lang.RCall;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.SourcePos;
import flashr.parse.RParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The parsed program of a compiled script, written at compile time as a string constant of its
 * main class and read back when the jar starts, so that a compiled jar does not run the parser
 * (whose first parse, cold, cost a third of a short script's process). It holds what the parser
 * makes: calls with their source positions, symbols, constants, formals, each expression's text
 * and parse warnings. Anything else makes {@link #encode} give null, and a text that does not
 * start with this format's version makes {@link #decode} give null: the script's text is then
 * parsed, as before.
 */
public final class AstCodec {
    /** Changes whenever the format does: a jar's runtime reads only what its own compiler wrote. */
    private static final String VERSION = "flashr-ast-1;";

    private AstCodec() {}

    /** The program as a string, or null when it holds a node this format does not write. */
    public static String encode(List<RParser.Parsed> exprs, String fileName) {
        Writer w = new Writer(fileName);
        w.out.append(VERSION);
        w.integer(exprs.size());
        try {
            for (RParser.Parsed p : exprs) {
                w.string(p.text());
                w.integer(p.warnings().size());
                for (String s : p.warnings()) w.string(s);
                w.node(p.expr());
            }
        } catch (Unsupported e) {
            return null;
        }
        return w.out.toString();
    }

    /** The program {@link #encode} wrote, or null when {@code text} is of another format or damaged. */
    public static List<RParser.Parsed> decode(String text, String fileName) {
        if (text == null || !text.startsWith(VERSION)) return null;
        try {
            Reader r = new Reader(text, VERSION.length(), fileName);
            int n = r.integer();
            List<RParser.Parsed> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                String src = r.string();
                int nw = r.integer();
                List<String> warnings = new ArrayList<>(nw);
                for (int k = 0; k < nw; k++) warnings.add(r.string());
                out.add(new RParser.Parsed(r.node(), src, List.copyOf(warnings)));
            }
            return r.at == text.length() ? out : null;
        } catch (RuntimeException e) {
            return null; // damaged: the caller parses the text
        }
    }

    private static final class Unsupported extends RuntimeException {
        Unsupported() {
            super(null, null, false, false);
        }
    }

    private static final class Writer {
        final StringBuilder out = new StringBuilder();
        final String fileName;

        Writer(String fileName) {
            this.fileName = fileName;
        }

        void integer(int v) {
            out.append((char) (v >>> 16)).append((char) v);
        }

        void dbl(double d) {
            long b = Double.doubleToRawLongBits(d);
            integer((int) (b >>> 32));
            integer((int) b);
        }

        void string(String s) {
            if (s == null) {
                integer(-1);
                return;
            }
            integer(s.length());
            out.append(s);
        }

        void node(RValue v) {
            switch (v) {
                case RCall c -> call(c);
                case RSymbol s -> {
                    out.append('S');
                    string(s.name());
                }
                case RMissing m -> out.append('M');
                case RNull n -> out.append('N');
                case RList l -> list(l);
                default -> constant(v);
            }
        }

        private void call(RCall c) {
            out.append('C');
            node(c.function());
            integer(c.argCount());
            out.append(c.names() == null ? '0' : '1');
            for (int i = 0; i < c.argCount(); i++) {
                if (c.names() != null) string(c.names()[i]);
                node(c.arg(i));
            }
            SourcePos p = c.pos();
            if (p == null) {
                out.append('0');
            } else {
                if (Objects.equals(p.file(), fileName)) {
                    out.append('1');
                } else {
                    out.append('2');
                    string(p.file());
                }
                integer(p.line());
                integer(p.column());
            }
        }

        /** The formals of {@code function}: defaults named by parameter, nothing else. */
        private void list(RList l) {
            if (l.isPairlist() || l.isExpression() || !onlyNames(l) || !(l.getAttr("names") instanceof RString names)
                    || names.length() != l.length()) {
                throw new Unsupported();
            }
            out.append('F');
            integer(l.length());
            for (int i = 0; i < l.length(); i++) {
                string(names.get(i));
                node(l.get(i));
            }
        }

        private void constant(RValue v) {
            if (v.attributes() != null && v.attributes().size() > 0) throw new Unsupported();
            switch (v) {
                case RDouble d when d.getClass() == RDouble.class -> {
                    out.append('D');
                    integer(d.length());
                    for (int i = 0; i < d.length(); i++) dbl(d.get(i));
                }
                case RInt d when d.getClass() == RInt.class -> {
                    out.append('I');
                    integer(d.length());
                    for (int i = 0; i < d.length(); i++) integer(d.get(i));
                }
                case RLogical d when d.getClass() == RLogical.class -> {
                    out.append('L');
                    integer(d.length());
                    for (int i = 0; i < d.length(); i++) integer(d.get(i));
                }
                case RString d when d.getClass() == RString.class -> {
                    out.append('T');
                    integer(d.length());
                    for (int i = 0; i < d.length(); i++) string(d.get(i));
                }
                case RComplex d -> {
                    out.append('X');
                    integer(d.length());
                    for (int i = 0; i < d.length(); i++) {
                        dbl(d.re(i));
                        dbl(d.im(i));
                    }
                }
                default -> throw new Unsupported();
            }
        }

        private static boolean onlyNames(RValue v) {
            return v.attributes() != null && v.attributes().size() == 1;
        }
    }

    private static final class Reader {
        final String text;
        final String fileName;
        int at;

        Reader(String text, int at, String fileName) {
            this.text = text;
            this.at = at;
            this.fileName = fileName;
        }

        int integer() {
            int v = (text.charAt(at) << 16) | text.charAt(at + 1);
            at += 2;
            return v;
        }

        double dbl() {
            long hi = integer() & 0xffffffffL;
            long lo = integer() & 0xffffffffL;
            return Double.longBitsToDouble(hi << 32 | lo);
        }

        String string() {
            int n = integer();
            if (n < 0) return null;
            String s = text.substring(at, at + n);
            at += n;
            return s;
        }

        RValue node() {
            char tag = text.charAt(at++);
            return switch (tag) {
                case 'C' -> call();
                case 'S' -> RSymbol.of(string());
                case 'M' -> RMissing.MISSING;
                case 'N' -> RNull.NULL;
                case 'F' -> list();
                case 'D' -> {
                    double[] d = new double[integer()];
                    for (int i = 0; i < d.length; i++) d[i] = dbl();
                    yield shared(new RDouble(d));
                }
                case 'I' -> shared(new RInt(ints()));
                case 'L' -> shared(new RLogical(ints()));
                case 'T' -> {
                    String[] s = new String[integer()];
                    for (int i = 0; i < s.length; i++) s[i] = string();
                    yield shared(RString.of(s));
                }
                case 'X' -> {
                    int n = integer();
                    double[] re = new double[n];
                    double[] im = new double[n];
                    for (int i = 0; i < n; i++) {
                        re[i] = dbl();
                        im[i] = dbl();
                    }
                    yield shared(new RComplex(re, im));
                }
                default -> throw new IllegalStateException("unknown node tag " + tag);
            };
        }

        private int[] ints() {
            int[] v = new int[integer()];
            for (int i = 0; i < v.length; i++) v[i] = integer();
            return v;
        }

        private RCall call() {
            RValue f = node();
            int n = integer();
            boolean named = text.charAt(at++) == '1';
            RValue[] args = new RValue[n];
            String[] names = named ? new String[n] : null;
            for (int i = 0; i < n; i++) {
                if (named) names[i] = string();
                args[i] = node();
            }
            char pos = text.charAt(at++);
            SourcePos p = null;
            if (pos != '0') {
                String file = pos == '1' ? fileName : string();
                int line = integer();
                p = new SourcePos(file, line, integer());
            }
            return new RCall(f, args, names, p);
        }

        private RList list() {
            int n = integer();
            String[] names = new String[n];
            RValue[] values = new RValue[n];
            for (int i = 0; i < n; i++) {
                names[i] = string();
                values[i] = node();
            }
            RList l = new RList(values);
            l.setAttr("names", RString.of(names));
            return shared(l);
        }

        private static <T extends RValue> T shared(T v) {
            v.markShared();
            return v;
        }
    }
}

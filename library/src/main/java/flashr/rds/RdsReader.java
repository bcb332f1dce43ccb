package flashr.rds;

import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Reads R's serialization format (versions 2 and 3, big-endian "XDR"), as readRDS and load do:
 * vectors with their attributes, lists, symbols, calls, closures (a byte-compiled one by the
 * source expression its code keeps), environments, and R's compact ALTREP forms (sequences,
 * deferred strings, wrappers). Namespaces and package environments become the base and global
 * environments (flashr has one library). Pairlists become named lists, as {@code as.list} makes.
 */
public final class RdsReader {
    private static final int BCREPREF = 243, BCREPDEF = 244;

    private final DataInputStream in;
    private final RdsWriter.Environments envs;
    private final UnaryOperator<RValue> asCharacter;
    private final List<Object> refs = new ArrayList<>();

    /** A cons cell of a pairlist or call while it is read (byte code shares them before they are values). */
    private static final class Cell {
        final boolean call;
        Object attributes, tag, car, cdr;

        Cell(boolean call) { this.call = call; }
    }

    private RdsReader(InputStream in, RdsWriter.Environments envs, UnaryOperator<RValue> asCharacter) {
        this.in = new DataInputStream(in);
        this.envs = envs;
        this.asCharacter = asCharacter;
    }

    /** The value serialized in {@code in} (after its header); {@code asCharacter} turns deferred strings into strings. */
    public static RValue read(InputStream in, RdsWriter.Environments envs, UnaryOperator<RValue> asCharacter) throws IOException {
        RdsReader r = new RdsReader(in, envs, asCharacter);
        r.header();
        return r.value(r.item());
    }

    private void header() throws IOException {
        byte[] format = in.readNBytes(2);
        if (format.length < 2 || format[1] != '\n') throw new RError("unknown input format");
        if (format[0] != 'X') throw new RError("only R's binary (XDR) serialization format can be read, not '" + (char) format[0] + "'");
        int version = in.readInt();
        in.readInt();   // the writer's R version
        in.readInt();   // the oldest R that reads it
        if (version == 3) in.readNBytes(in.readInt());   // the native encoding
        else if (version != 2) throw new RError("cannot read workspace version " + version);
    }

    /** The next item: an R value, or a Cell for a pairlist or call. */
    private Object item() throws IOException {
        int flags = in.readInt();
        int type = flags & 0xFF;
        boolean hasAttr = (flags & SexpType.HAS_ATTR) != 0, hasTag = (flags & SexpType.HAS_TAG) != 0;
        switch (type) {
            case SexpType.NILVALUE: return RNull.NULL;
            case SexpType.EMPTYENV: return envs.empty();
            case SexpType.BASEENV: case SexpType.BASENAMESPACE: return envs.base();
            case SexpType.GLOBALENV: return envs.global();
            case SexpType.MISSINGARG: return RMissing.MISSING;
            case SexpType.UNBOUNDVALUE: return RNull.NULL;
            case SexpType.REF: {
                int index = flags >>> 8;
                return refs.get((index == 0 ? in.readInt() : index) - 1);
            }
            case SexpType.SYM: {
                RSymbol s = RSymbol.of(string(in.readInt(), in.readInt()));
                refs.add(s);
                return s;
            }
            case SexpType.NAMESPACE: case SexpType.PACKAGE: {
                stringVector();
                REnvironment e = type == SexpType.NAMESPACE ? envs.base() : envs.global();
                refs.add(e);
                return e;
            }
            case SexpType.PERSIST: throw new RError("cannot read persistent references");
            case SexpType.ENV: return environment();
            case SexpType.LIST: case SexpType.LANG: case SexpType.PROM: case SexpType.DOT: case SexpType.CLOS:
                return pairs(type, hasAttr, hasTag);
            case SexpType.ALTREP: return altrep();
            case SexpType.BCODE: return byteCode();
            case SexpType.SPECIAL: case SexpType.BUILTIN: {
                String name = new String(in.readNBytes(in.readInt()), StandardCharsets.UTF_8);
                return RSymbol.of(name);   // looked up by name when called
            }
            case SexpType.CHAR: return RString.of(string(flags, in.readInt()));
            default: return vector(type, hasAttr);
        }
    }

    private RValue vector(int type, boolean hasAttr) throws IOException {
        int n = length();
        RValue v = switch (type) {
            case SexpType.LGL -> new RLogical(ints(n));
            case SexpType.INT -> new RInt(ints(n));
            case SexpType.REAL -> {
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = Double.longBitsToDouble(in.readLong());
                yield new RDouble(d);
            }
            case SexpType.CPLX -> {
                double[] re = new double[n], im = new double[n];
                for (int i = 0; i < n; i++) {
                    re[i] = Double.longBitsToDouble(in.readLong());
                    im[i] = Double.longBitsToDouble(in.readLong());
                }
                yield new flashr.lang.RComplex(re, im);
            }
            case SexpType.RAW -> {
                byte[] b = new byte[n];
                in.readFully(b);
                yield new flashr.lang.RRaw(b);
            }
            case SexpType.STR -> {
                String[] s = new String[n];
                for (int i = 0; i < n; i++) s[i] = string(in.readInt(), in.readInt());
                yield new RString(s);
            }
            case SexpType.VEC, SexpType.EXPR -> {
                RValue[] items = new RValue[n];
                for (int i = 0; i < n; i++) items[i] = value(item());
                yield new RList(items, type == SexpType.EXPR);
            }
            default -> throw new RError("cannot read an R object of type " + type);
        };
        if (hasAttr) setAttributes(v, item());
        return v;
    }

    private int length() throws IOException {
        int n = in.readInt();
        if (n != -1) return n;
        long big = ((long) in.readInt() << 32) | (in.readInt() & 0xFFFFFFFFL);
        throw new RError("cannot read a vector of " + big + " elements (more than an R vector holds here)");
    }

    private int[] ints(int n) throws IOException {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = in.readInt();
        return a;
    }

    /** A CHARSXP's text (its flags and length already read): null for NA; Latin-1 when so marked. */
    private String string(int flags, int length) throws IOException {
        if (length == -1) return null;
        byte[] b = in.readNBytes(length);
        boolean latin1 = ((flags >>> 12) & SexpType.LATIN1) != 0;
        return new String(b, latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    }

    private void stringVector() throws IOException {
        if (in.readInt() != 0) throw new RError("names in persistent strings are not supported yet");
        int n = in.readInt();
        for (int i = 0; i < n; i++) item();
    }

    /** A pairlist, call, promise or closure: attributes and tag first, then the car, then the rest. */
    private Object pairs(int type, boolean hasAttr, boolean hasTag) throws IOException {
        Cell c = new Cell(type == SexpType.LANG);
        if (hasAttr) c.attributes = item();
        if (hasTag) c.tag = item();
        c.car = item();
        c.cdr = item();
        return switch (type) {
            case SexpType.CLOS -> closure(c);
            case SexpType.PROM -> value(c.cdr);   // a promise saved unforced: its expression
            default -> c;
        };
    }

    private RClosure closure(Cell c) {
        REnvironment env = c.tag instanceof REnvironment e ? e : envs.global();
        List<String> names = new ArrayList<>();
        List<RValue> defaults = new ArrayList<>();
        for (Object f = c.car; f instanceof Cell cell; f = cell.cdr) {
            names.add(cell.tag instanceof RSymbol s ? s.name() : "");
            defaults.add(value(cell.car));
        }
        RClosure f = new RClosure(names.toArray(String[]::new), defaults.toArray(RValue[]::new), value(c.cdr), env, null);
        if (c.attributes != null) setAttributes(f, c.attributes);
        return f;
    }

    private REnvironment environment() throws IOException {
        int slot = refs.size();
        refs.add(RNull.NULL);   // numbered before its parent is read, as R numbers it
        in.readInt();   // locked
        Object parent = item();
        REnvironment made = new REnvironment(parent instanceof REnvironment pe ? pe : envs.global());
        refs.set(slot, made);   // before the bindings, which may refer to the environment itself
        Object frame = item(), hashtab = item(), attributes = item();
        bind(made, frame);
        if (hashtab instanceof RList buckets) for (RValue b : buckets.data()) bind(made, b);
        else bind(made, hashtab);
        if (attributes != RNull.NULL) setAttributes(made, attributes);
        return made;
    }

    private void bind(REnvironment env, Object pairs) {
        for (Object f = pairs; f instanceof Cell cell; f = cell.cdr) {
            if (cell.tag instanceof RSymbol s) env.define(s.name(), value(cell.car));
        }
    }

    /** An ALTREP object by its class: compact sequences, deferred strings and wrappers are read as what they stand for. */
    private RValue altrep() throws IOException {
        Object info = item(), state = item(), attributes = item();
        String cls = info instanceof Cell c && c.car instanceof RSymbol s ? s.name() : "?";
        RValue v = switch (cls) {
            case "compact_intseq", "compact_realseq" -> {
                RVector st = (RVector) value(state);
                int n = (int) st.getDouble(0);
                double start = st.getDouble(1), step = st.getDouble(2);
                if (cls.equals("compact_intseq")) {
                    int[] a = new int[n];
                    for (int i = 0; i < n; i++) a[i] = (int) (start + i * step);
                    yield new RInt(a);
                }
                double[] a = new double[n];
                for (int i = 0; i < n; i++) a[i] = start + i * step;
                yield new RDouble(a);
            }
            case "deferred_string" -> asCharacter.apply(first(state));
            case "wrap_integer", "wrap_logical", "wrap_real", "wrap_string", "wrap_list", "wrap_complex", "wrap_raw" -> {
                RValue w = first(state);
                yield w instanceof RVector vec ? vec.copy() : w;
            }
            default -> throw new RError("cannot read an ALTREP object of class '" + cls + "'");
        };
        if (attributes != RNull.NULL) setAttributes(v, attributes);
        return v;
    }

    private RValue first(Object pairs) {
        if (pairs instanceof Cell c) return value(c.car);
        RValue v = value(pairs);
        return v instanceof RList l && l.length() > 0 ? l.get(0) : v;
    }

    /** Byte code: the constant pool's first entry is the expression it was compiled from. */
    private Object byteCode() throws IOException {
        Object[] reps = new Object[in.readInt()];
        return byteCodeBody(reps);
    }

    private Object byteCodeBody(Object[] reps) throws IOException {
        item();   // the code
        int n = in.readInt();
        Object first = RNull.NULL;
        for (int i = 0; i < n; i++) {
            int type = in.readInt();
            Object c = switch (type) {
                case SexpType.BCODE -> byteCodeBody(reps);
                case SexpType.LANG, SexpType.LIST, BCREPDEF, BCREPREF, SexpType.ATTRLANG, SexpType.ATTRLIST -> byteCodeLang(type, reps);
                default -> item();
            };
            if (i == 0) first = c;
        }
        return first;
    }

    private Object byteCodeLang(int type, Object[] reps) throws IOException {
        if (type == BCREPREF) return reps[in.readInt()];
        if (type != SexpType.LANG && type != SexpType.LIST && type != BCREPDEF && type != SexpType.ATTRLANG && type != SexpType.ATTRLIST) {
            return item();
        }
        int pos = -1;
        if (type == BCREPDEF) {
            pos = in.readInt();
            type = in.readInt();
        }
        boolean hasAttr = type == SexpType.ATTRLANG || type == SexpType.ATTRLIST;
        Cell c = new Cell(type == SexpType.LANG || type == SexpType.ATTRLANG);
        if (pos >= 0) reps[pos] = c;
        if (hasAttr) c.attributes = item();
        c.tag = item();
        c.car = byteCodeLang(in.readInt(), reps);
        c.cdr = byteCodeLang(in.readInt(), reps);
        return c;
    }

    /** An item as an R value: a call from a call's cells, a named list from a pairlist's. */
    private RValue value(Object o) {
        if (!(o instanceof Cell c)) return (RValue) o;
        List<RValue> items = new ArrayList<>();
        List<String> tags = new ArrayList<>();
        boolean tagged = false;
        for (Object f = c.call ? c.cdr : c; f instanceof Cell cell; f = cell.cdr) {
            items.add(value(cell.car));
            String t = cell.tag instanceof RSymbol s ? s.name() : null;
            tagged |= t != null;
            tags.add(t);
        }
        RValue v;
        if (c.call) {
            v = new RCall(value(c.car), items.toArray(RValue[]::new), tagged ? tags.toArray(String[]::new) : null, null);
        } else {
            RList l = new RList(items.toArray(RValue[]::new));
            if (tagged) l.setAttr("names", new RString(tags.stream().map(t -> t == null ? "" : t).toArray(String[]::new)));
            v = l;
        }
        if (c.attributes != null) setAttributes(v, c.attributes);
        return v;
    }

    private void setAttributes(RValue v, Object pairs) {
        for (Object f = pairs; f instanceof Cell cell; f = cell.cdr) {
            if (cell.tag instanceof RSymbol s) v.setAttr(s.name(), value(cell.car));
        }
    }
}

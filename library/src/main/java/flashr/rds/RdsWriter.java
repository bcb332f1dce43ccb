package flashr.rds;

import flashr.lang.Attributes;
import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
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
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Writes R values in R's serialization format, version 3, big-endian ("XDR"), as saveRDS and
 * save do: what GNU R reads with readRDS and load. Symbols and environments are written once and
 * referred to by number afterwards; engine values are written as the R vectors they stand for.
 */
public final class RdsWriter {
    private final DataOutputStream out;
    private final Environments envs;
    private final Map<String, Integer> symbolRefs = new HashMap<>();
    private final Map<REnvironment, Integer> envRefs = new IdentityHashMap<>();
    private int nextRef = 1;

    /** The environments written by name rather than by content. */
    public record Environments(REnvironment global, REnvironment base, REnvironment empty) {}

    private RdsWriter(OutputStream out, Environments envs) {
        this.out = new DataOutputStream(out);
        this.envs = envs;
    }

    /** The header and {@code value}. */
    public static void write(RValue value, OutputStream out, Environments envs) throws IOException {
        RdsWriter w = new RdsWriter(out, envs);
        w.header();
        w.item(value);
        w.out.flush();
    }

    /** The header and {@code value} as an .RData file's content: "RDX3" and a tagged pairlist of bindings. */
    public static void writeBindings(String[] names, RValue[] values, OutputStream out, Environments envs) throws IOException {
        out.write("RDX3\n".getBytes(StandardCharsets.US_ASCII));
        RdsWriter w = new RdsWriter(out, envs);
        w.header();
        for (int i = 0; i < names.length; i++) {
            w.out.writeInt(SexpType.LIST | SexpType.HAS_TAG);
            w.symbol(names[i]);
            w.item(values[i]);
        }
        w.out.writeInt(SexpType.NILVALUE);
        w.out.flush();
    }

    private void header() throws IOException {
        out.writeBytes("X\n");
        out.writeInt(3);
        out.writeInt(SexpType.WRITER_VERSION);
        out.writeInt(SexpType.MIN_READER_VERSION);
        out.writeInt(5);
        out.writeBytes("UTF-8");
    }

    private void item(RValue v) throws IOException {
        if (v instanceof EngineValue ev) v = withAttributes(ev.materialize(), v.attributes());
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : p.expr();
        switch (v) {
            case RNull n -> out.writeInt(SexpType.NILVALUE);
            case RMissing m -> out.writeInt(SexpType.MISSINGARG);
            case RSymbol s -> symbol(s.name());
            case REnvironment e -> environment(e);
            case RString s -> {
                flags(SexpType.STR, s);
                out.writeInt(s.length());
                for (String e : s.data()) charsxp(e);
                attributes(s.attributes());
            }
            case RList l -> {
                flags(l.isExpression() ? SexpType.EXPR : SexpType.VEC, l);
                out.writeInt(l.length());
                for (int i = 0; i < l.length(); i++) item(l.get(i));
                attributes(l.attributes());
            }
            case RLogical l -> ints(SexpType.LGL, l, l.data());
            case RInt i -> ints(SexpType.INT, i, i.data());
            case RDouble d -> {
                flags(SexpType.REAL, d);
                out.writeInt(d.length());
                // NA and NaN keep their bits: R's NA_real_ is the NaN with payload 1954, as here
                for (double x : d.data()) out.writeLong(Double.doubleToRawLongBits(x));
                attributes(d.attributes());
            }
            case flashr.lang.RComplex z -> {
                flags(SexpType.CPLX, z);
                out.writeInt(z.length());
                for (int i = 0; i < z.length(); i++) {
                    out.writeLong(Double.doubleToRawLongBits(z.re(i)));
                    out.writeLong(Double.doubleToRawLongBits(z.im(i)));
                }
                attributes(z.attributes());
            }
            case flashr.lang.RRaw r -> {
                flags(SexpType.RAW, r);
                out.writeInt(r.length());
                out.write(r.data());
                attributes(r.attributes());
            }
            case RCall c -> call(c);
            case RClosure f -> closure(f);
            case RBuiltin b -> {
                out.writeInt(b.kind() == RBuiltin.Kind.SPECIAL ? SexpType.SPECIAL : SexpType.BUILTIN);
                byte[] name = b.name().getBytes(StandardCharsets.UTF_8);
                out.writeInt(name.length);
                out.write(name);
            }
            default -> throw new RError("cannot serialize a value of type '" + v.typeName() + "'");
        }
    }

    private static RValue withAttributes(RVector r, Attributes extra) {
        if (extra == null || extra.isEmpty()) return r;
        RVector copy = r.copy();
        for (int i = 0; i < extra.size(); i++) if (!"dim".equals(extra.name(i))) copy.setAttr(extra.name(i), extra.value(i));
        return copy;
    }

    private void ints(int type, RVector v, int[] data) throws IOException {
        flags(type, v);
        out.writeInt(data.length);
        for (int x : data) out.writeInt(x);
        attributes(v.attributes());
    }

    private void flags(int type, RValue v) throws IOException {
        boolean attrs = v.hasAttributes();
        out.writeInt(type | (attrs ? SexpType.HAS_ATTR : 0) | (v.classAttr() != null ? SexpType.IS_OBJECT : 0));
    }

    private void charsxp(String s) throws IOException {
        if (s == null) {
            out.writeInt(SexpType.CHAR);
            out.writeInt(-1);
            return;
        }
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        boolean ascii = b.length == s.length();
        out.writeInt(SexpType.CHAR | ((ascii ? SexpType.ASCII : SexpType.UTF8) << 12));
        out.writeInt(b.length);
        out.write(b);
    }

    private void symbol(String name) throws IOException {
        if (writtenBefore(symbolRefs, name)) return;
        out.writeInt(SexpType.SYM);
        charsxp(name);
    }

    /** A reference to an object written before (true), or false after numbering it for later references. */
    private <K> boolean writtenBefore(Map<K, Integer> refs, K key) throws IOException {
        Integer ref = refs.get(key);
        if (ref != null) {
            out.writeInt((ref << 8) | SexpType.REF);
            return true;
        }
        refs.put(key, nextRef++);
        return false;
    }

    /** Attributes as a pairlist tagged with their names, ending the item that has them. */
    private void attributes(Attributes a) throws IOException {
        if (a == null || a.isEmpty()) return;
        for (int i = 0; i < a.size(); i++) {
            out.writeInt(SexpType.LIST | SexpType.HAS_TAG);
            symbol(a.name(i));
            item(a.value(i));
        }
        out.writeInt(SexpType.NILVALUE);
    }

    private void call(RCall c) throws IOException {
        boolean attrs = c.hasAttributes();
        out.writeInt(SexpType.LANG | (attrs ? SexpType.HAS_ATTR : 0) | (c.classAttr() != null ? SexpType.IS_OBJECT : 0));
        if (attrs) attributes(c.attributes());
        item(c.function());
        for (int i = 0; i < c.argCount(); i++) {
            String tag = c.argName(i);
            out.writeInt(SexpType.LIST | (tag != null ? SexpType.HAS_TAG : 0));
            if (tag != null) symbol(tag);
            item(c.arg(i) == null ? RMissing.MISSING : c.arg(i));
        }
        out.writeInt(SexpType.NILVALUE);
    }

    private void closure(RClosure f) throws IOException {
        boolean attrs = f.hasAttributes();
        // a closure's environment is its tag; formals and body follow as a pair
        out.writeInt(SexpType.CLOS | SexpType.HAS_TAG | (attrs ? SexpType.HAS_ATTR : 0) | (f.classAttr() != null ? SexpType.IS_OBJECT : 0));
        if (attrs) attributes(f.attributes());
        item(f.env());
        String[] names = f.formalNames();
        RValue[] defaults = f.defaults();
        for (int i = 0; i < names.length; i++) {
            out.writeInt(SexpType.LIST | SexpType.HAS_TAG);
            symbol(names[i]);
            item(defaults[i] == null ? RMissing.MISSING : defaults[i]);
        }
        out.writeInt(SexpType.NILVALUE);
        item(f.body());
    }

    /** The global, base and empty environments by name; any other once, with its bindings. */
    private void environment(REnvironment e) throws IOException {
        if (e == envs.global()) { out.writeInt(SexpType.GLOBALENV); return; }
        if (e == envs.base()) { out.writeInt(SexpType.BASEENV); return; }
        if (e == envs.empty()) { out.writeInt(SexpType.EMPTYENV); return; }
        if (writtenBefore(envRefs, e)) return;
        out.writeInt(SexpType.ENV);
        out.writeInt(0);   // not locked
        item(e.parent() == null ? envs.empty() : e.parent());
        for (String name : e.names()) {
            out.writeInt(SexpType.LIST | SexpType.HAS_TAG);
            symbol(name);
            item(e.getLocal(name));
        }
        out.writeInt(SexpType.NILVALUE);
        out.writeInt(SexpType.NILVALUE);   // no hash table: the frame holds the bindings
        if (e.hasAttributes()) attributes(e.attributes());
        else out.writeInt(SexpType.NILVALUE);
    }
}

package flashr.embed;

import flashr.lang.Attributes;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.List;
import java.util.Map;

/** Conversions between Java values and R values, both ways (the table is in docs/EMBEDDING.md). */
final class Values {
    private Values() {}

    /**
     * The R value for a Java one, new and unshared, for {@code target} (null: for no session yet).
     * An {@link RObject} of {@code target} is its own value; one of another session is copied (an
     * engine matrix computed by its session first): values never cross sessions.
     */
    static RValue toR(Object o, Session target) {
        return switch (o) {
            case null -> RNull.NULL;
            case RObject r when r.owner != null && r.owner == target -> r.value;
            case RObject r -> copyDeep(r.value instanceof EngineValue ? r.local() : r.value);
            case double[] a -> new RDouble(a.clone());
            case int[] a -> new RInt(a.clone());
            case String[] a -> new RString(a.clone());
            case boolean[] a -> logical(a);
            case Boolean[] a -> logical(a);
            case double[][] rows -> matrix(rows);
            case Double d -> RDouble.of(d);
            case Float f -> RDouble.of(f);
            case Long l -> RDouble.of(l);   // R has no 64-bit integers: a double, as R's packages do
            case Integer i -> RInt.of(i);
            case Short i -> RInt.of(i);
            case Byte i -> RInt.of(i);
            case Number n -> RDouble.of(n.doubleValue());
            case String s -> RString.of(s);
            case Character c -> RString.of(c.toString());
            case Boolean b -> RLogical.of(b);
            case List<?> l -> list(l);
            case Map<?, ?> m -> namedList(m);
            default -> throw new IllegalArgumentException("flashr cannot convert a " + o.getClass().getName() + " to an R value");
        };
    }

    static RLogical logical(boolean[] a) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] ? 1 : 0;
        return new RLogical(r);
    }

    private static RLogical logical(Boolean[] a) {
        int[] r = new int[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] == null ? RLogical.NA : a[i] ? 1 : 0;
        return new RLogical(r);
    }

    /** Rows of equal length as an R matrix (R stores it by columns). */
    private static RDouble matrix(double[][] rows) {
        int nrow = rows.length;
        int ncol = nrow == 0 ? 0 : rows[0].length;
        double[] data = new double[Math.multiplyExact(nrow, ncol)];
        for (int i = 0; i < nrow; i++) {
            if (rows[i].length != ncol) throw new IllegalArgumentException("row " + i + " has " + rows[i].length + " elements, not " + ncol);
            for (int j = 0; j < ncol; j++) data[i + j * nrow] = rows[i][j];
        }
        RDouble m = new RDouble(data);
        m.setAttr("dim", RInt.of(nrow, ncol));
        return m;
    }

    private static RList list(List<?> l) {
        RValue[] r = new RValue[l.size()];
        for (int i = 0; i < r.length; i++) r[i] = toR(l.get(i), null);
        return new RList(r);
    }

    private static RList namedList(Map<?, ?> m) {
        RValue[] r = new RValue[m.size()];
        String[] names = new String[m.size()];
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getKey() instanceof String k)) throw new IllegalArgumentException("an R list's names are strings, not " + e.getKey());
            names[i] = k;
            r[i++] = toR(e.getValue(), null);
        }
        RList l = new RList(r);
        l.setAttr("names", new RString(names));
        return l;
    }

    /** A copy that shares nothing changeable with {@code v}: vectors, their attributes and list elements copied. */
    static RValue copyDeep(RValue v) {
        if (!(v instanceof RVector vec)) return v;
        RVector c = vec.copy();
        if (c instanceof RList l) {
            for (int i = 0; i < l.length(); i++) l.set(i, copyDeep(l.get(i)));
        }
        Attributes at = vec.attributes();
        if (at != null) {
            for (int i = 0; i < at.size(); i++) c.setAttr(at.name(i), copyDeep(at.value(i)));
        }
        return c;
    }

    /** Marks {@code v}, its attributes and list elements shared: R code copies them before any change. */
    static void shareDeep(RValue v) {
        v.markShared();
        Attributes at = v.attributes();
        if (at != null) {
            for (int i = 0; i < at.size(); i++) shareDeep(at.value(i));
        }
        if (v instanceof RList l) {
            for (int i = 0; i < l.length(); i++) shareDeep(l.get(i));
        }
    }

    static Object toJava(RObject o) {
        RValue v = o.value;
        if (v == RNull.NULL) return null;
        if (!(v instanceof RVector vec) || v instanceof RList || v.hasAttributes()) return o;
        int n = vec.length();
        if (n == 1) {
            if (vec.isNA(0)) return null;
            return switch (vec) {
                case RDouble d -> d.get(0);
                case RInt i -> i.get(0);
                case RString s -> s.get(0);
                case RLogical b -> b.get(0) != 0;
                default -> o;
            };
        }
        return switch (vec) {
            case RDouble d -> d.data().clone();
            case RInt i -> i.data().clone();
            case RString s -> s.data().clone();
            case RLogical b -> {
                Boolean[] r = new Boolean[n];
                for (int i = 0; i < n; i++) r[i] = b.isNA(i) ? null : b.get(i) != 0;
                yield r;
            }
            default -> o;
        };
    }
}

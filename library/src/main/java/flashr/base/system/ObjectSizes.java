package flashr.base.system;

import flashr.bind.FmMatrix;
import flashr.lang.Attributes;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The bytes GNU R (64-bit) would use to hold a value, as its {@code object.size} counts them, so
 * scripts that print or compare sizes see R's figures: a 48-byte vector header plus the data in
 * R's small-vector size classes (8, 16, 32, 48, 64, 128 bytes) or whole 8-byte words beyond;
 * 56 bytes per pairlist node, symbol, environment or builtin; each distinct string of a character
 * vector once (a 48-byte header and its bytes with the terminating NUL); attributes as a
 * pairlist of tagged nodes. An engine value counts as the R vector of its elements.
 */
final class ObjectSizes {
    private ObjectSizes() {}

    private static final long HEADER = 48, NODE = 56;
    private static final long[] SMALL_CLASSES = {8, 16, 32, 48, 64, 128};

    static long of(RValue v) {
        return switch (v) {
            case RNull n -> 0;
            case FmMatrix fm -> vector(fm.length() * (fm.type() == flashr.lang.RType.DOUBLE ? 8 : 4)) + attributes(fm.attributes())
                    + (fm.dim() != null ? NODE + NODE + vector(8) : 0);
            case RString s -> vector(8L * s.length()) + strings(s) + attributes(s.attributes());
            case RList l -> {
                long n = vector(8L * l.length());
                for (int i = 0; i < l.length(); i++) n += of(l.get(i));
                yield n + attributes(l.attributes());
            }
            case RVector x -> vector((long) x.length() * elementBytes(x)) + attributes(x.attributes());
            case RCall c -> call(c) + attributes(c.attributes());
            case RClosure f -> NODE + formals(f) + of(f.body()) + attributes(f.attributes());
            case RBuiltin b -> NODE;
            default -> NODE + attributes(v.attributes());
        };
    }

    /** A vector header and {@code bytes} of data rounded up to R's allocation class. */
    private static long vector(long bytes) {
        if (bytes == 0) return HEADER;
        for (long c : SMALL_CLASSES) if (bytes <= c) return HEADER + c;
        return HEADER + (bytes + 7) / 8 * 8;
    }

    private static int elementBytes(RVector x) {
        return switch (x.type()) {
            case DOUBLE -> 8;
            case INTEGER, LOGICAL -> 4;
            default -> 8;
        };
    }

    private static long strings(RString s) {
        Set<String> seen = new HashSet<>();
        long n = 0;
        for (String e : s.data()) if (e != null && seen.add(e)) n += vector(e.getBytes(StandardCharsets.UTF_8).length + 1);
        return n;
    }

    private static long attributes(Attributes a) {
        if (a == null) return 0;
        long n = 0;
        for (int i = 0; i < a.size(); i++) n += NODE + NODE + of(a.value(i));
        return n;
    }

    /** A call is a pairlist: a node for the function and one per argument, each with its value (and tag). */
    private static long call(RCall c) {
        long n = NODE + of(c.function());
        for (int i = 0; i < c.argCount(); i++) {
            n += NODE + (c.argName(i) != null ? NODE : 0);
            RValue arg = c.arg(i);
            if (arg != null) n += of(arg);
        }
        return n;
    }

    private static long formals(RClosure f) {
        long n = 0;
        RValue[] defaults = f.defaults();
        for (int i = 0; i < f.formalNames().length; i++) n += NODE + NODE + (defaults[i] != null ? of(defaults[i]) : NODE);
        return n;
    }
}

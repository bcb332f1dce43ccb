package flashr.parse;

import flashr.lang.Attributes;
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
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Whether two parses are the same language objects in every respect the evaluator can see:
 * classes, symbols (by identity), call shapes, names and positions, constants bit for bit (NA
 * payloads included), attributes, and the shared/bound marks that decide copy on modify.
 */
final class AstEquality {
    private AstEquality() {}

    /** Null when equal, else where they first differ. */
    static String difference(List<RValue> expected, List<RValue> actual) {
        if (expected.size() != actual.size()) return "expression counts " + expected.size() + " / " + actual.size();
        for (int i = 0; i < expected.size(); i++) {
            String d = difference(expected.get(i), actual.get(i), "[" + i + "]");
            if (d != null) return d;
        }
        return null;
    }

    private static String difference(RValue e, RValue a, String at) {
        if (e == null || a == null) return e == a ? null : at + ": null";
        if (e.getClass() != a.getClass()) return at + ": " + e.getClass().getSimpleName() + " / " + a.getClass().getSimpleName();
        if (e instanceof RSymbol || e instanceof RNull || e instanceof RMissing) return e == a ? null : at + ": " + e + " / " + a;
        if (e.isShared() != a.isShared() || e.isTemporary() != a.isTemporary()) return at + ": reference marks differ";
        String d = attributes(e.attributes(), a.attributes(), at);
        if (d != null) return d;
        return switch (e) {
            case RCall c -> call(c, (RCall) a, at);
            case RList l -> list(l, (RList) a, at);
            case RDouble x -> Arrays.equals(bits(x.data()), bits(((RDouble) a).data())) ? null : at + ": " + e + " / " + a;
            case RInt x -> Arrays.equals(x.data(), ((RInt) a).data()) ? null : at + ": " + e + " / " + a;
            case RLogical x -> Arrays.equals(x.data(), ((RLogical) a).data()) ? null : at + ": " + e + " / " + a;
            case RString x -> Arrays.equals(x.data(), ((RString) a).data()) ? null : at + ": " + e + " / " + a;
            case RComplex x -> Arrays.equals(bits(x.re()), bits(((RComplex) a).re()))
                    && Arrays.equals(bits(x.im()), bits(((RComplex) a).im())) ? null : at + ": " + e + " / " + a;
            default -> at + ": unexpected " + e.getClass().getSimpleName();
        };
    }

    private static String call(RCall e, RCall a, String at) {
        if (!Objects.equals(e.pos(), a.pos())) return at + ": position " + e.pos() + " / " + a.pos();
        if ((e.names() == null) != (a.names() == null) || e.names() != null && !Arrays.equals(e.names(), a.names())) {
            return at + ": names " + Arrays.toString(e.names()) + " / " + Arrays.toString(a.names());
        }
        if (e.argCount() != a.argCount()) return at + ": argument counts";
        String d = difference(e.function(), a.function(), at + ".fn");
        for (int i = 0; d == null && i < e.argCount(); i++) d = difference(e.arg(i), a.arg(i), at + "." + i);
        return d;
    }

    private static String list(RList e, RList a, String at) {
        if (e.length() != a.length() || e.isExpression() != a.isExpression() || e.isPairlist() != a.isPairlist()) {
            return at + ": list shapes";
        }
        String d = null;
        for (int i = 0; d == null && i < e.length(); i++) d = difference(e.get(i), a.get(i), at + "[[" + i + "]]");
        return d;
    }

    private static String attributes(Attributes e, Attributes a, String at) {
        int n = e == null ? 0 : e.size();
        if (n != (a == null ? 0 : a.size())) return at + ": attribute counts";
        for (int i = 0; i < n; i++) {
            if (!e.name(i).equals(a.name(i))) return at + ": attribute names";
            String d = difference(e.value(i), a.value(i), at + "@" + e.name(i));
            if (d != null) return d;
        }
        return null;
    }

    private static long[] bits(double[] d) {
        long[] b = new long[d.length];
        for (int i = 0; i < d.length; i++) b[i] = Double.doubleToRawLongBits(d[i]);
        return b;
    }
}

package flashr.base.vectors;

import flashr.lang.Attributes;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;
import java.util.Objects;

/** R's {@code identical}: same type, same elements (NA and NaN distinguished, 0 and -0 equal) and the same set of attributes. */
final class TypeIdentical {
    private TypeIdentical() {}

    static boolean identical(RValue x, RValue y, boolean attributes) {
        if (x == y) return true;
        if (x == null || y == null || x.type() != y.type()) return false;
        if (attributes && !sameAttributes(x.attributes(), y.attributes())) return false;
        if (x instanceof RVector a && y instanceof RVector b) return sameElements(a, b, attributes);
        if (x instanceof RCall a && y instanceof RCall b) {
            return identical(a.function(), b.function(), true) && a.argCount() == b.argCount()
                    && sameArgs(a, b);
        }
        if (x instanceof RClosure a && y instanceof RClosure b) {
            return a.env() == b.env() && Arrays.equals(a.formalNames(), b.formalNames())
                    && identical(a.body(), b.body(), true) && sameValues(a.defaults(), b.defaults());
        }
        if (x instanceof flashr.lang.RS4Object) return attributes; // an S4 object is its attributes (its slots)
        return false; // symbols are interned; environments and builtins compare by reference
    }

    private static boolean sameArgs(RCall a, RCall b) {
        for (int i = 0; i < a.argCount(); i++) {
            if (!Objects.equals(a.argName(i), b.argName(i)) || !identical(a.arg(i), b.arg(i), true)) return false;
        }
        return true;
    }

    private static boolean sameValues(RValue[] a, RValue[] b) {
        if (a.length != b.length) return false;
        for (int i = 0; i < a.length; i++) {
            if (!identical(a[i], b[i], true)) return false;
        }
        return true;
    }

    private static boolean sameElements(RVector a, RVector b, boolean attributes) {
        int n = a.length();
        if (n != b.length()) return false;
        switch (a.type()) {
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    double u = a.getDouble(i);
                    double v = b.getDouble(i);
                    if (Double.isNaN(u) || Double.isNaN(v)) {
                        if (!(Double.isNaN(u) && Double.isNaN(v) && RDouble.isNAValue(u) == RDouble.isNAValue(v))) return false;
                    } else if (u != v) {
                        return false;
                    }
                }
            }
            case CHARACTER -> {
                for (int i = 0; i < n; i++) {
                    if (!Objects.equals(((RString) a).get(i), ((RString) b).get(i))) return false;
                }
            }
            case COMPLEX -> {
                flashr.lang.RComplex p = (flashr.lang.RComplex) a, q = (flashr.lang.RComplex) b;
                return java.util.Arrays.equals(p.re(), q.re()) && java.util.Arrays.equals(p.im(), q.im());
            }
            case LIST, EXPRESSION -> {
                if (((RList) a).isPairlist() != ((RList) b).isPairlist()) return false;
                for (int i = 0; i < n; i++) {
                    if (!identical(((RList) a).get(i), ((RList) b).get(i), attributes)) return false;
                }
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    if (a.getInt(i) != b.getInt(i)) return false;
                }
            }
        }
        return true;
    }

    private static boolean sameAttributes(Attributes a, Attributes b) {
        int na = a == null ? 0 : a.size();
        int nb = b == null ? 0 : b.size();
        if (na != nb) return false;
        for (int i = 0; i < na; i++) {
            RValue other = b.get(a.name(i));
            if (other == null || !identical(a.value(i), other, true)) return false;
        }
        return true;
    }
}

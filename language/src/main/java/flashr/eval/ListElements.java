package flashr.eval;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.List;

/**
 * The element that {@code l$name} or {@code l[[i]]} gives of a plain list, found directly for a
 * nested replacement's target (flashr.eval.Assignment): only the cases whose answer is certain
 * (no class to dispatch on, an exact name or an in-range position); null for anything else,
 * which the getter itself then answers.
 */
final class ListElements {
    private ListElements() {}

    /** args: the list and one subscript, unnamed; the getter's name is "$" or "[[". */
    static RValue plain(RList l, String getter, List<RValue> args, List<String> names) {
        boolean dollar = "$".equals(getter);
        if (!dollar && !"[[".equals(getter)) return null;
        if (args.size() != 2 || names.get(1) != null || l.classAttr() != null || l.isPairlist()) return null;
        int i = position(l, args.get(1), dollar);
        if (i < 0) return null;
        RValue v = l.data()[i];
        return l.get(i) == v ? v : null; // an engine value's element is given as a local copy
    }

    private static int position(RList l, RValue sub, boolean dollar) {
        if (!(sub instanceof RVector v) || v.length() != 1 || v.hasAttributes()) return -1;
        if (sub instanceof RString s) {
            String name = s.get(0);
            RString nm = l.names();
            if (name == null || nm == null) return -1;
            for (int k = 0; k < l.length(); k++) {
                if (name.equals(nm.get(k))) return k; // R takes the first exact match
            }
            return -1; // a partial match ($) or a new element: the getter decides
        }
        if (dollar) return -1;
        double p = sub instanceof RInt n ? (n.get(0) == RInt.NA ? -1 : n.get(0))
                : sub instanceof RDouble d ? d.get(0) : -1;
        return p >= 1 && p <= l.length() && p == Math.floor(p) ? (int) p - 1 : -1;
    }
}

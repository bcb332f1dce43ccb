package flashr.base.vectors;

import flashr.base.Registry;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * Builtins: pairlist, as.pairlist, is.pairlist. A pairlist is a list marked as one ({@link RList#isPairlist});
 * an empty one is NULL, as in R.
 */
final class Pairlists {
    private Pairlists() {}

    static void register(Registry r) {
        r.builtin("pairlist", null, a -> {
            RValue[] values = a.dots().clone();
            if (values.length == 0) return RNull.NULL;
            RList l = RList.pairlist(values);
            var names = VectorBuiltins.tags(a.dotNames());
            if (names != null) l.setAttr("names", names);
            return l;
        });
        r.builtin("as.pairlist", "x", a -> asPairlist(a.get(0)));
        r.builtin("is.pairlist", "x", a -> {
            if (!a.has(0)) throw new flashr.lang.RError("0 arguments passed to 'is.pairlist' which requires 1");
            return RLogical.of(a.get(0) == RNull.NULL || a.get(0) instanceof RList l && l.isPairlist());
        });
    }

    /** R's as.pairlist: NULL and empty vectors give NULL; a list or vector gives its elements, names and attributes kept. */
    static RValue asPairlist(RValue x) {
        if (x == RNull.NULL || x instanceof RVector v && v.length() == 0) return RNull.NULL;
        if (x instanceof RList l && l.isPairlist()) return l;
        if (!(x instanceof RVector v)) return RNull.NULL;
        RList elements = v instanceof RList l ? l : (RList) TypeConversion.asList(v);
        RList p = RList.pairlist(elements.elements());
        p.setAttributes(elements.attributes());
        return p;
    }
}

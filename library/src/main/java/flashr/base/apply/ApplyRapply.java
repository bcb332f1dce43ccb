package flashr.base.apply;

import flashr.eval.Args;
import flashr.lang.RCall;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The recursion of rapply, R's .Internal(rapply(object, f, classes, deflt, how)) called from the
 * rapply closure: lists (classed ones too) are walked, each other element whose class() is in
 * classes (or any, for "ANY") becomes f(X, ...), called as R calls it, by its value (an error
 * in it reads {@code Error in (function (x) ...} and Rscript's Calls: line {@code rapply ->
 * <Anonymous>}); one that is not becomes itself (how = "replace") or deflt. "replace" keeps a
 * list's attributes, the other ways its names alone.
 */
final class ApplyRapply {
    private ApplyRapply() {}

    /** {@code .rapply(..., object, f, classes, deflt, how)}: the dots are f's further arguments. */
    static RValue rapply(Args a) {
        if (!(a.get(2) instanceof RFunction f)) throw a.interp().errorHere("invalid 'f' argument");
        RVector classes = (RVector) a.get(3);
        boolean any = classes.length() > 0 && "ANY".equals(classes.getString(0));
        boolean replace = "replace".equals(((RVector) a.get(5)).getString(0));
        RCall call = new RCall(f, new RValue[] {RSymbol.of("X"), ApplyCalls.DOTS}, null, null);
        return walk(a, a.get(1), f, call, classes, any, a.get(4), replace);
    }

    private static RValue walk(Args a, RValue x, RFunction f, RCall call, RVector classes, boolean any, RValue deflt, boolean replace) {
        if (x == RNull.NULL || x instanceof RVector v && (v.type() == RType.LIST || v.type() == RType.EXPRESSION)) {
            if (x == RNull.NULL) return replace ? x : new RList(new RValue[0]);
            RVector v = (RVector) x;
            RValue[] out = new RValue[v.length()];
            for (int i = 0; i < out.length; i++) out[i] = walk(a, v.getElement(i), f, call, classes, any, deflt, replace);
            RList r = new RList(out);
            if (replace) {
                r.setAttributes(v.attributes());
            } else if (v.names() != null) {
                r.setAttr("names", v.names());
            }
            return r;
        }
        if (any || matches(a, x, classes)) return ApplyCalls.call(a, f, call, x);
        return replace ? x : deflt;
    }

    /** Whether class(x) has one of classes. */
    private static boolean matches(Args a, RValue x, RVector classes) {
        RValue cls = a.interp().apply((RFunction) a.interp().baseEnv().getLocal("class"), new RValue[] {x}, null, a.env(),
                RCall.of("class", RSymbol.of("x")));
        if (!(cls instanceof RString k)) return false;
        for (int i = 0; i < k.length(); i++) {
            for (int j = 0; j < classes.length(); j++) {
                if (k.get(i) != null && k.get(i).equals(classes.getString(j))) return true;
            }
        }
        return false;
    }
}

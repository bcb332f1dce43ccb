package flashr.base.apply;

import flashr.base.data.DataFrames;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** The functional-programming helpers: Reduce, Filter, Position, Find. */
final class ApplyReduce {
    private ApplyReduce() {}

    private static final RCall LEFT_CALL = RCall.of("f", RSymbol.of("init"), RCall.of("[[", RSymbol.of("x"), RSymbol.of("i")));
    private static final RCall RIGHT_CALL = RCall.of("f", RCall.of("[[", RSymbol.of("x"), RSymbol.of("i")), RSymbol.of("init"));

    static RValue reduce(Args a) {
        RVector x = ApplyCalls.listLike(a.get(1));
        boolean missingInit = !a.has(2);
        boolean right = a.has(3) && Coerce.flag(a.get(3), "right");
        boolean accumulate = a.has(4) && Coerce.flag(a.get(4), "accumulate");
        int len = x.length();
        if (len == 0) return missingInit ? RNull.NULL : a.get(2);
        RFunction f = ApplyCalls.matchFun(a, a.get(0));
        // the indices still to fold in, in folding order
        int from = missingInit && !right ? 1 : 0;
        int to = missingInit && right ? len - 1 : len;
        RValue init = missingInit ? ApplyCalls.element(x, right ? len - 1 : 0) : a.get(2);
        int count = to - from;
        if (!accumulate) {
            for (int k = 0; k < count; k++) {
                int i = right ? to - 1 - k : from + k;
                init = step(a, f, init, ApplyCalls.element(x, i), right);
            }
            return init;
        }
        RValue[] out = new RValue[count + 1];
        if (right) {
            out[count] = init;
            for (int k = count - 1; k >= 0; k--) {
                init = step(a, f, init, ApplyCalls.element(x, from + k), true);
                out[k] = init;
            }
        } else {
            out[0] = init;
            for (int k = 0; k < count; k++) {
                init = step(a, f, init, ApplyCalls.element(x, from + k), false);
                out[k + 1] = init;
            }
        }
        RList list = new RList(out);
        for (RValue v : out) {
            if (ApplyCalls.length(v) != 1) return list;
        }
        return ApplySimplify.unlist(list, true);
    }

    private static RValue step(Args a, RFunction f, RValue init, RValue element, boolean right) {
        return right ? ApplyCalls.callExactly(a, f, RIGHT_CALL, element, init)
                : ApplyCalls.callExactly(a, f, LEFT_CALL, init, element);
    }

    static RValue filter(Args a) {
        RFunction f = ApplyCalls.matchFun(a, a.get(0));
        if (a.get(1) == RNull.NULL) return RNull.NULL;
        RVector x = ApplyCalls.listLike(a.get(1));
        RVector mapped = ApplyCalls.typedMap(a, f, x); // a typed f of the elements of a numeric x: its values in one loop
        RVector results = mapped != null ? mapped : ApplySimplify.unlist(ApplyBuiltins.lapply(a, x, f), false);
        int n = results.length();
        int kept = 0;
        int[] keep = new int[n];
        for (int i = 0; i < n; i++) {
            if (results.getLogical(i) == 1) keep[kept++] = i;
        }
        if (DataFrames.is(x)) {
            // as R's Filter, x[ind]: a data frame keeps its class through [.data.frame
            int[] pos = new int[kept];
            for (int k = 0; k < kept; k++) pos[k] = keep[k] + 1;
            RFunction sub = a.interp().findFunction(flashr.lang.RSymbol.of("["), a.interp().baseEnv(), a.call());
            return a.interp().apply(sub, new RValue[] {x, new flashr.lang.RInt(pos)}, null, a.env(), null);
        }
        RVector r = x.allocate(kept);
        RString names = x.names();
        String[] newNames = names == null ? null : new String[kept];
        for (int k = 0; k < kept; k++) {
            int i = keep[k];
            if (i < x.length()) {
                x.copyElement(i, r, k);
                if (newNames != null) newNames[k] = names.get(i);
            } else if (newNames != null) {
                newNames[k] = x.type().isAtomic() ? null : "<NA>";
            }
        }
        if (newNames != null) r.setAttr("names", new RString(newNames));
        if (x.inherits("factor")) {
            r.setAttr("levels", x.getAttr("levels"));
            r.setAttr("class", x.getAttr("class"));
        }
        return r;
    }

    /** Position (the index) or Find (the element) of the first element, from the right when asked, for which f is TRUE. */
    static RValue position(Args a, boolean find) {
        RFunction f = ApplyCalls.matchFun(a, a.get(0));
        RVector x = ApplyCalls.listLike(a.get(1));
        boolean right = a.has(2) && Coerce.flag(a.get(2), "right");
        RCall call = RCall.of("f", RCall.of("[[", RSymbol.of("x"), RSymbol.of("i")));
        int n = x.length();
        for (int k = 0; k < n; k++) {
            int i = right ? n - 1 - k : k;
            RValue e = ApplyCalls.element(x, i);
            if (ApplyBuiltins.condition(ApplyCalls.callExactly(a, f, call, e))) return find ? e : RInt.of(i + 1);
        }
        if (a.has(3)) return a.get(3);
        return find ? RNull.NULL : RInt.of(RInt.NA);
    }
}

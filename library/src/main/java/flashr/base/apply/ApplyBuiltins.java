package flashr.base.apply;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: lapply, sapply, eapply, vapply, mapply, Map, Reduce, Filter, Position, Find, match.fun, apply, tapply, Vectorize. */
public final class ApplyBuiltins {
    private ApplyBuiltins() {}

    public static void register(Registry r) {
        r.builtin("match.fun", "FUN, descend", a -> ApplyCalls.matchFun(a, a.get(0)));
        r.builtin("lapply", "X, FUN, ...", a -> lapply(a, ApplyCalls.elementsOf(a, a.get(0)), ApplyCalls.matchFun(a, a.get(1))));
        r.builtin("sapply", "X, FUN, ..., simplify, USE.NAMES", ApplyBuiltins::sapply);
        r.builtin("vapply", "X, FUN, FUN.VALUE, ..., USE.NAMES", ApplyVapply::vapply);
        r.builtin("mapply", "FUN, ..., MoreArgs, SIMPLIFY, USE.NAMES", a -> ApplyMapply.mapply(a, a.get(0), a.get(2), a.get(3), a.get(4)));
        r.builtin("Map", "f, ...", ApplyMapply::map);
        r.builtin("Reduce", "f, x, init, right, accumulate", ApplyReduce::reduce);
        r.builtin("Filter", "f, x", ApplyReduce::filter);
        r.builtin("Position", "f, x, right, nomatch", a -> ApplyReduce.position(a, false));
        r.builtin("Find", "f, x, right, nomatch", a -> ApplyReduce.position(a, true));
        r.builtin("apply", "X, MARGIN, FUN, ..., simplify", ApplyArray::apply);
        r.builtin("tapply", "X, INDEX, FUN, ..., default, simplify", ApplyTapply::tapply);
        r.builtin("eapply", "env, FUN, ..., all.names, USE.NAMES", ApplyEapply::eapply);
        r.builtin(".rapply", "..., object, f, classes, deflt, how", ApplyRapply::rapply);
        flashr.base.RSource.define(r, "base/vectorize.R");
    }

    /** The results of FUN(X[[i]], ...) as a list named as X. */
    static RList lapply(Args a, RVector x, RFunction f) {
        int n = x.length();
        RValue[] out = new RValue[n];
        RVector mapped = ApplyCalls.typedMap(a, f, x);
        if (mapped != null) { // the typed body's values, one plain number each
            for (int i = 0; i < n; i++) out[i] = mapped.getElement(i);
        } else {
            RCall call = ApplyCalls.elementCall("FUN", "X");
            for (int i = 0; i < n; i++) out[i] = ApplyCalls.callKeepingEngineValues(a, f, call, ApplyCalls.element(x, i));
            computeTogether(a, out);
        }
        for (int i = 0; i < n; i++) out[i] = flashr.lang.EngineValue.localUnlessObject(out[i]);
        RList r = new RList(out);
        RString names = x.names();
        if (names != null) r.setAttr("names", names);
        return r;
    }

    /**
     * The plain engine values among FUN's results (sapply(1:p, function(j) sum(X[, j]))) are
     * computed in one pass: a list's elements are read as R values, and one at a time each would
     * take a pass of its own.
     */
    static void computeTogether(Args a, RValue[] results) {
        java.util.List<flashr.lang.EngineValue> lazy = new java.util.ArrayList<>();
        for (RValue v : results) if (v instanceof flashr.lang.EngineValue e && v.classAttr() == null && !e.isComputed()) lazy.add(e);
        if (lazy.size() > 1) a.interp().materializeTogether(lazy);
    }

    private static RValue sapply(Args a) {
        RVector x = ApplyCalls.elementsOf(a, a.get(0));
        RFunction f = ApplyCalls.matchFun(a, a.get(1));
        RValue simplify = a.get(3);
        if (simplify == null || simplify instanceof RLogical l && l.length() == 1 && l.get(0) == 1 && !l.hasAttributes()) {
            // numbers in, numbers out: the vector simplify makes of the plain values, named as X (not a string: USE.NAMES has nothing to add)
            RVector mapped = ApplyCalls.typedMap(a, f, x);
            if (mapped != null) {
                RString names = x.names();
                if (names != null) mapped.setAttr("names", names);
                return mapped;
            }
        }
        RList answer = lapply(a, x, f);
        boolean useNames = !a.has(4) || Coerce.flag(a.get(4), "USE.NAMES");
        if (useNames && x.type() == RType.CHARACTER && answer.names() == null) {
            answer.setAttr("names", Coerce.to(x, RType.CHARACTER));
        }
        return simplifyOption(a.get(3), answer);
    }

    /** sapply's and mapply's {@code simplify}: FALSE keeps the list, "array" builds higher arrays. */
    static RVector simplifyOption(RValue simplify, RList answer) {
        if (simplify == null) return ApplySimplify.simplify(answer, false);
        if (simplify instanceof RLogical l && l.length() == 1 && l.get(0) == 0) return answer;
        boolean higher = simplify instanceof RString s && s.length() == 1 && "array".equals(s.get(0));
        return ApplySimplify.simplify(answer, higher);
    }

    /** Names for results keyed by a character X (USE.NAMES): X's names, else X itself when it is character. */
    static RString useNames(RVector x) {
        RString names = x.names();
        if (names == null && x.type() == RType.CHARACTER) return (RString) Coerce.to(x, RType.CHARACTER);
        return names;
    }

    /** A logical condition as {@code if} requires it. */
    static boolean condition(RValue v) {
        if (!(v instanceof RVector vec) || vec.length() == 0) throw new RError("argument is of length zero", ifCall());
        int b = vec.getLogical(0);
        if (b == RLogical.NA) {
            throw new RError(vec.type() == RType.CHARACTER ? "argument is not interpretable as logical"
                    : "missing value where TRUE/FALSE needed", ifCall());
        }
        return b != 0;
    }

    private static RCall ifCall() {
        return RCall.of("if", RCall.of("f", RCall.of("[[", RSymbol.of("x"), RSymbol.of("i"))),
                RCall.of("return", RSymbol.of("i")));
    }
}

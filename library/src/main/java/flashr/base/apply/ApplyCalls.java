package flashr.base.apply;

import flashr.base.vectors.SubsetLanguage;
import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.eval.ValueEntry;
import flashr.lang.EngineValue;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** What the apply family shares: {@code match.fun}, calling FUN with the extra {@code ...} values, element access. */
public final class ApplyCalls {
    private ApplyCalls() {}

    public static final RSymbol DOTS = RSymbol.of("...");

    /** R's {@code match.fun(FUN)}: a function, or the function a name (string or symbol) denotes from the caller. */
    public static RFunction matchFun(Args a, RValue fun) {
        if (fun instanceof RFunction f) return f;
        String name = null;
        if (fun instanceof RSymbol s) {
            name = s.name();
        } else if (fun instanceof RString s && s.length() == 1) {
            name = s.get(0);
        }
        if (name == null) {
            String shown = fun instanceof RVector v && v.length() == 1 && v.type().isAtomic() ? v.getString(0) : fun.typeName();
            throw new RError("'" + shown + "' is not a function, character or symbol", RCall.of("match.fun", RSymbol.of("FUN")));
        }
        for (REnvironment e = a.env(); e != null; e = e.parent()) {
            RValue v = e.getLocal(name);
            if (v instanceof RPromise p) v = p.isForced() ? p.value() : a.interp().eval(RSymbol.of(name), e);
            if (v instanceof RFunction f) return f;
        }
        RCall get = new RCall(RSymbol.of("get"),
                new RValue[] {RCall.of("as.character", RSymbol.of("FUN")), RString.of("function"), RSymbol.of("envir")},
                new String[] {null, "mode", "envir"}, null);
        throw new RError("object '" + name + "' of mode 'function' was not found", get);
    }

    /** Calls {@code f} with {@code leading} arguments followed by the {@code ...} values of the builtin call. */
    public static RValue call(Args a, RFunction f, RCall call, RValue... leading) {
        return EngineValue.localUnlessObject(callKeepingEngineValues(a, f, call, leading));
    }

    /** As {@link #call}, leaving an engine value as it is (see ApplyBuiltins.computeTogether). */
    static RValue callKeepingEngineValues(Args a, RFunction f, RCall call, RValue... leading) {
        RValue[] dots = a.dots();
        String[] dotNames = a.dotNames();
        RValue[] args = new RValue[leading.length + dots.length];
        String[] names = new String[args.length];
        System.arraycopy(leading, 0, args, 0, leading.length);
        System.arraycopy(dots, 0, args, leading.length, dots.length);
        if (dotNames != null) System.arraycopy(dotNames, 0, names, leading.length, dots.length);
        RValue typed = typed(a.interp(), f, args, names);
        return typed != null ? typed : a.interp().apply(f, args, names, a.env(), call);
    }

    /** Calls {@code f} with exactly {@code args} (no extra dots). */
    static RValue callExactly(Args a, RFunction f, RCall call, RValue... args) {
        RValue typed = typed(a.interp(), f, args, null);
        return typed != null ? typed : EngineValue.localUnlessObject(a.interp().apply(f, args, null, a.env(), call));
    }

    /**
     * FUN's value computed by its compiled typed body straight from the values
     * ({@link ValueEntry}: no frame, no promises, no call stack entry), where FUN is such a closure
     * taking exactly these arguments and R's nesting limit leaves room; null where the general call
     * must run (other arguments, a guard failing, the typed body giving up where R would warn or
     * fail: the general call then does what R does, errors naming R's call). Named arguments
     * ({@code sapply(x, f, k = 2)}, {@code MoreArgs = list(k = 2)}) are put in the formals' order.
     */
    static RValue typed(Interpreter in, RFunction f, RValue[] args, String[] names) {
        if (!(f instanceof RClosure k) || !(k.compiledBody() instanceof ValueEntry entry)) return null;
        if (k.dotsAt() >= 0 || k.formalNames().length != args.length || in.callDepthLeft() <= 1) return null;
        RValue[] values = inFormalsOrder(k.formalNames(), args, names);
        return values == null ? null : entry.typedCall(in, k.env(), values);
    }

    /**
     * FUN applied to every element of {@code x} by its compiled typed body in one JVM loop
     * ({@link ValueEntry#typedMap}: no value made per element, no frame), where {@code x} is a
     * non-empty double or integer vector without attributes but names and the call's extra
     * arguments (by position or by exact name, {@code sapply(x, f, k = 3)}) fill FUN's other
     * formals, the element its first: a vector of FUN's values without names (one type: double,
     * integer or logical); null where the elements must be applied one by one (the element matched
     * to another formal, an extra argument not one plain number, a guard failing, an element
     * giving up: nothing was done).
     */
    static RVector typedMap(Args a, RFunction f, RVector x) {
        if (!(f instanceof RClosure k) || !(k.compiledBody() instanceof ValueEntry entry)) return null;
        RValue[] dots = a.dots();
        String[] formals = k.formalNames();
        if (k.dotsAt() >= 0 || formals.length != 1 + dots.length || a.interp().callDepthLeft() <= 1) return null;
        if (!plainNumbers(x)) return null;
        RValue[] extra = new RValue[dots.length];
        if (dots.length > 0) {
            RValue[] args = new RValue[formals.length];
            String[] names = new String[formals.length];
            args[0] = x; // stands for the element: where it lands
            System.arraycopy(dots, 0, args, 1, dots.length);
            if (a.dotNames() != null) System.arraycopy(a.dotNames(), 0, names, 1, dots.length);
            RValue[] values = inFormalsOrder(formals, args, names);
            if (values == null || values[0] != x) return null;
            System.arraycopy(values, 1, extra, 0, extra.length);
        }
        return entry.typedMap(a.interp(), k.env(), x, extra);
    }

    /**
     * FUN applied to the parallel elements of {@code x} and {@code y} by its compiled typed body in
     * one JVM loop ({@link ValueEntry#typedMap2}; {@code Map}, {@code mapply}), where both are
     * non-empty double or integer vectors of one length (R's recycling is not needed) and they
     * land on FUN's first and second formals, {@code more} (MoreArgs, or null) filling the others:
     * FUN's values in a vector without names; null where the elements must be applied one by one.
     */
    static RVector typedMap2(Interpreter in, RFunction f, RVector x, RVector y, String[] dotNames, RList more) {
        if (!(f instanceof RClosure k) || !(k.compiledBody() instanceof ValueEntry entry)) return null;
        int extra = more == null ? 0 : more.length();
        String[] formals = k.formalNames();
        if (k.dotsAt() >= 0 || formals.length != 2 + extra || in.callDepthLeft() <= 1) return null;
        if (!plainNumbers(x) || !plainNumbers(y) || x.length() != y.length()) return null;
        RValue[] args = new RValue[formals.length];
        String[] names = new String[formals.length];
        args[0] = x;
        args[1] = y;
        if (dotNames != null) {
            names[0] = dotNames[0];
            names[1] = dotNames[1];
        }
        RString mn = more == null ? null : more.names();
        for (int j = 0; j < extra; j++) {
            args[2 + j] = more.get(j);
            names[2 + j] = mn == null ? null : mn.get(j);
        }
        RValue[] values = inFormalsOrder(formals, args, names);
        if (values == null || values[0] != x || values[1] != y) return null;
        RValue[] rest = new RValue[extra];
        System.arraycopy(values, 2, rest, 0, extra);
        return entry.typedMap2(in, k.env(), x, y, rest);
    }

    private static boolean plainNumbers(RVector v) {
        return (v.type() == RType.DOUBLE || v.type() == RType.INTEGER) && v.length() > 0;
    }

    /**
     * The arguments in the order of {@code formals} as R matches them, where every named one
     * matches a formal exactly (then partial matching never runs) and the positional ones fill
     * the formals left in order; null otherwise (a partial name, a name given twice or no formal's:
     * the general call matches, or raises R's error). As many arguments as formals, no {@code ...}.
     */
    static RValue[] inFormalsOrder(String[] formals, RValue[] args, String[] names) {
        if (names == null) return args;
        RValue[] out = null;
        for (int j = 0; j < args.length; j++) {
            String n = names[j];
            if (n == null || n.isEmpty()) continue;
            if (out == null) out = new RValue[formals.length];
            int at = java.util.Arrays.asList(formals).indexOf(n);
            if (at < 0 || out[at] != null) return null;
            out[at] = args[j];
        }
        if (out == null) return args; // all positional
        int next = 0;
        for (int j = 0; j < args.length; j++) {
            if (names[j] != null && !names[j].isEmpty()) continue;
            while (out[next] != null) next++; // as many arguments as formals: a formal is left for each
            out[next] = args[j];
        }
        return out;
    }

    /** The call R reports for FUN applied to an element: {@code FUN(X[[i]], ...)}. */
    static RCall elementCall(String fun, String x) {
        return new RCall(RSymbol.of(fun), new RValue[] {RCall.of("[[", RSymbol.of(x), RSymbol.of("i")), DOTS}, null, null);
    }

    /** {@code FUN(newX[, i], ...)}, as apply reports it. */
    static RCall sliceCall() {
        RCall slice = new RCall(RSymbol.of("["), new RValue[] {RSymbol.of("newX"), RMissing.MISSING, RSymbol.of("i")}, null, null);
        return new RCall(RSymbol.of("FUN"), new RValue[] {slice, DOTS}, null, null);
    }

    /**
     * X as lapply sees it: a list or atomic vector; NULL is an empty list; a call is the list of its parts; other values are an error.
     */
    static RVector listLike(RValue x) {
        if (x == RNull.NULL) return new RList(new RValue[0]);
        if (x instanceof RVector v) return v;
        if (x instanceof flashr.lang.RCall c) return SubsetLanguage.asList(c);
        throw new RError("'X' must be a vector");
    }

    /**
     * X as lapply, sapply, vapply and mapply walk it: R's take as.list(X) of a classed atomic
     * vector, so a Date's elements stay Dates and a class's own as.list method is called. A
     * factor's elements are made by {@link #element} without the call.
     */
    static RVector elementsOf(Args a, RValue x) {
        RVector v = listLike(x);
        if (v.type() == RType.LIST || v.type() == RType.EXPRESSION || v.classAttr() == null || v.inherits("factor")
                || v instanceof EngineValue) {
            return v;
        }
        RFunction asList = a.interp().findFunction(RSymbol.of("as.list"), a.interp().baseEnv(), a.call());
        return listLike(a.interp().apply(asList, new RValue[] {v}, null, a.env(), null));
    }

    /** {@code X[[i]]}: the list element, or an atomic element without names (a factor element keeps its levels). */
    static RValue element(RVector x, int i) {
        RValue e = x.getElement(i);
        if (x.type() != RType.LIST && x.type() != RType.EXPRESSION && x.inherits("factor")) {
            e.setAttr("levels", x.getAttr("levels"));
            e.setAttr("class", x.getAttr("class"));
        }
        return e;
    }

    public static int length(RValue v) {
        return v instanceof RVector vec ? vec.length() : v == RNull.NULL ? 0 : 1;
    }
}

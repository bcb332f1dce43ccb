package flashr.base.apply;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RBuiltin;
import flashr.lang.RClosure;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code Vectorize(FUN, vectorize.args, SIMPLIFY, USE.NAMES)}: a function that calls mapply
 * over the arguments named in vectorize.args (by default all of FUN's formals except ...),
 * passing the others as MoreArgs.
 */
final class ApplyVectorize {
    private ApplyVectorize() {}

    static RValue vectorize(Args a) {
        RFunction fun = ApplyCalls.matchFun(a, a.get(0));
        String[] formals = formalsOf(fun);
        List<String> vectorized = new ArrayList<>();
        if (a.has(1)) {
            RVector va = Coerce.vector(a.get(1), "vectorize.args");
            for (int i = 0; i < va.length(); i++) vectorized.add(va.getString(i));
        } else if (formals != null) {
            for (String f : formals) {
                if (!"...".equals(f)) vectorized.add(f);
            }
        }
        RValue simplify = a.has(2) ? a.get(2) : RLogical.of(true);
        RValue useNames = a.has(3) ? a.get(3) : RLogical.of(true);
        if (vectorized.isEmpty()) return fun;
        return new RBuiltin("FUNV", RBuiltin.Kind.BUILTIN, null, call -> {
            RValue[] values = call.dots();
            String[] names = matchedNames(formals, values.length, call.dotNames());
            List<RValue> vec = new ArrayList<>();
            List<String> vecNames = new ArrayList<>();
            List<RValue> more = new ArrayList<>();
            List<String> moreNames = new ArrayList<>();
            for (int i = 0; i < values.length; i++) {
                if (names[i] != null && vectorized.contains(names[i])) {
                    vec.add(values[i]);
                    vecNames.add(names[i]);
                } else {
                    more.add(values[i]);
                    moreNames.add(names[i]);
                }
            }
            RList moreArgs = new RList(more.toArray(RValue[]::new));
            moreArgs.setAttr("names", new RString(moreNames.stream().map(n -> n == null ? "" : n).toArray(String[]::new)));
            Args margs = new Args(call.interp(), call.call(), call.env(), new RValue[5],
                    vec.toArray(RValue[]::new), vecNames.toArray(String[]::new));
            return ApplyMapply.mapply(margs, fun, more.isEmpty() ? RNull.NULL : moreArgs, simplify, useNames);
        });
    }

    private static String[] formalsOf(RFunction f) {
        if (f instanceof RClosure c) return c.formalNames();
        if (f instanceof RBuiltin b) return b.formals();
        return null;
    }

    /** The formal each supplied argument binds to: exact names first, then positions in order. */
    private static String[] matchedNames(String[] formals, int n, String[] given) {
        String[] out = new String[n];
        List<String> free = formals == null ? new ArrayList<>() : new ArrayList<>(Arrays.asList(formals));
        for (int i = 0; i < n; i++) {
            String g = given == null ? null : given[i];
            if (g != null && !g.isEmpty()) {
                out[i] = g;
                free.remove(g);
            }
        }
        for (int i = 0; i < n; i++) {
            if (out[i] == null && !free.isEmpty() && !"...".equals(free.get(0))) out[i] = free.remove(0);
        }
        return out;
    }
}

package flashr.base.apply;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.util.Arrays;

/**
 * {@code eapply(env, FUN, ..., all.names = FALSE, USE.NAMES = TRUE)}: FUN applied to the value of
 * each binding of env (promises forced), as R's do_eapply calls it ({@code FUN(X[[i]], ...)}),
 * names starting with "." only with all.names. The bindings come in the order as.list(env) gives
 * them in flashr (sorted, as ls sorts); R's follows its hash table's buckets.
 */
final class ApplyEapply {
    private ApplyEapply() {}

    static RValue eapply(Args a) {
        RFunction f = ApplyCalls.matchFun(a, a.get(1));
        if (!(a.get(0) instanceof REnvironment env)) throw new RError("argument must be an environment");
        boolean all = a.has(3) && Coerce.flag(a.get(3), "all.names");
        boolean useNames = !a.has(4) || Coerce.flag(a.get(4), "USE.NAMES");
        String[] names = flashr.lang.EnvironmentOrder.of(env).stream().filter(n -> all || !n.startsWith(".")).toArray(String[]::new);
        RValue[] values = new RValue[names.length];
        for (int i = 0; i < names.length; i++) {
            RValue v = env.getLocal(names[i]);
            values[i] = v instanceof RPromise p ? a.interp().force(p) : v;
        }
        RCall call = ApplyCalls.elementCall("FUN", "X");
        RValue[] out = new RValue[names.length];
        for (int i = 0; i < names.length; i++) out[i] = ApplyCalls.call(a, f, call, values[i]);
        RList r = new RList(out);
        if (useNames) r.setAttr("names", new RString(Arrays.copyOf(names, names.length)));
        return r;
    }
}

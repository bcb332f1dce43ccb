package flashr.base.meta;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RList;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/** substitute(expr, env): replaces the arguments of a function frame by the expressions they were given. */
final class LanguageSubstitute {
    private LanguageSubstitute() {}

    static RValue substitute(Interpreter in, RCall c, REnvironment env) {
        if (c.argCount() == 0) return flashr.lang.RNull.NULL;
        REnvironment where = env;
        if (c.argCount() > 1) {
            RValue e = in.eval(c.arg(1), env);
            if (e instanceof REnvironment re) where = re;
            else if (e instanceof RList l) where = EnvironmentBuiltins.fromList(in, l, in.emptyEnv());
        }
        if (where == in.globalEnv()) return c.arg(0);
        RValue r = replace(c.arg(0), where);
        r.markShared();
        return r;
    }

    private static RValue replace(RValue e, REnvironment env) {
        if (e instanceof RSymbol s) {
            RValue v = env.getLocal(s.name());
            if (v == null || v instanceof flashr.eval.RDots) return e;
            if (v instanceof RPromise p) return p.expr();
            return v;   // a missing formal is bound to the empty symbol, which R substitutes too
        }
        if (e instanceof RCall call) {
            RValue f = replace(call.function(), env);
            java.util.List<RValue> args = new java.util.ArrayList<>();
            java.util.List<String> names = new java.util.ArrayList<>();
            for (int i = 0; i < call.argCount(); i++) {
                if (call.arg(i) instanceof RSymbol s && s.name().equals("...") && env.getLocal("...") instanceof flashr.eval.RDots) {
                    names.addAll(LanguageCalls.dotsExpressions(env, args));
                } else {
                    args.add(replace(call.arg(i), env));
                    names.add(call.argName(i));
                }
            }
            boolean named = names.stream().anyMatch(java.util.Objects::nonNull);
            return new RCall(f, args.toArray(new RValue[0]), named ? names.toArray(new String[0]) : null, call.pos());
        }
        return e;
    }
}

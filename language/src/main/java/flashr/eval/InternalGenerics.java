package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * S3 dispatch of the internal generics that are specials (their arguments arrive unevaluated):
 * {@code x$name} calls a method {@code $.cls(x, "name")} when x has a class with one. Eager
 * builtins dispatch through {@link S3Dispatch#dispatchBuiltin} on their evaluated arguments.
 * Methods are found like UseMethod's (closures, and builtins such as {@code [<-.factor} in base).
 */
final class InternalGenerics {
    private InternalGenerics() {}

    /**
     * The result of a method for the special {@code b} called as {@code call}, or null to run the special.
     * Only a variable is looked at as the object (reading it twice is harmless), so nothing is evaluated twice.
     */
    static RValue dispatchSpecial(Interpreter in, RBuiltin b, RCall call, REnvironment env) {
        if (!"$".equals(b.name()) || call.argCount() != 2 || !(call.arg(0) instanceof RSymbol s)) return null;
        RValue x = env.lookup(s.name());
        if (x instanceof RPromise p) x = in.force(p);
        if (x == null || x.classAttr() == null) return null;
        RValue member = call.arg(1);
        String name = member instanceof RSymbol m ? m.name()
                : member instanceof RString m && m.length() == 1 ? m.get(0) : null;
        if (name == null) return null;
        return S3Dispatch.dispatchBuiltin(in, "$", new RValue[] {x, RString.of(name)}, BuiltinCalls.unnamed(2), call, env);
    }
}

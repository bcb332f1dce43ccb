package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * Builtins: active bindings (makeActiveBinding, bindingIsActive, activeBindingFunction). Reading
 * such a binding calls its function with no argument; assigning calls it with the value, as R's
 * {@code fun(base::quote(value))}, whatever the function returns being ignored.
 */
final class ActiveBindings {
    private ActiveBindings() {}

    static void register(Registry r) {
        r.builtin("makeActiveBinding", "sym, fun, env", a -> {
            String name = EnvironmentLocks.symbol(a.get(0));
            if (!(a.get(1) instanceof RFunction f)) throw new RError("not a function");
            EnvironmentLocks.env(a.get(2)).defineActive(name, new Call(a.interp(), f, a.env()));
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("bindingIsActive", "sym, env", a -> RLogical.of(binding(a.get(0), a.get(1)).isActive()));
        r.builtin("activeBindingFunction", "sym, env", a -> {
            REnvironment.Binding b = binding(a.get(0), a.get(1));
            if (!b.isActive()) throw new RError("no active binding for \"" + EnvironmentLocks.symbol(a.get(0)) + "\"");
            return ((Call) activeOf(a.get(0), a.get(1))).fn;
        });
    }

    /** The function behind a binding, called by the interpreter that made it. */
    private record Call(Interpreter in, RFunction fn, REnvironment caller) implements REnvironment.Active {
        @Override
        public RValue get() {
            return in.apply(fn, new RValue[0], null, caller, new RCall(fn, new RValue[0], null, null));
        }

        @Override
        public void set(RValue value) {
            RCall quoted = new RCall(RCall.of("::", RSymbol.of("base"), RSymbol.of("quote")), new RValue[] {value}, null, null);
            in.apply(fn, new RValue[] {RPromise.forced(quoted, value)}, null, caller, new RCall(fn, new RValue[] {quoted}, null, null));
        }

        @Override
        public RValue function() {
            return fn;
        }
    }

    private static REnvironment.Active activeOf(RValue sym, RValue env) {
        return EnvironmentLocks.env(env).activeBinding(EnvironmentLocks.symbol(sym));
    }

    private static REnvironment.Binding binding(RValue sym, RValue env) {
        String name = EnvironmentLocks.symbol(sym);
        REnvironment.Binding b = EnvironmentLocks.env(env).binding(name);
        if (b == null) throw new RError("no binding for \"" + name + "\"");
        return b;
    }
}

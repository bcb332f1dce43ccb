package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/** Builtins: locked bindings and environments (lockBinding, unlockBinding, bindingIsLocked, lockEnvironment, environmentIsLocked). */
final class EnvironmentLocks {
    private EnvironmentLocks() {}

    static void register(Registry r) {
        r.builtin("lockBinding", "sym, env", a -> {
            lock(a.get(0), a.get(1), true);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("unlockBinding", "sym, env", a -> {
            lock(a.get(0), a.get(1), false);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("bindingIsLocked", "sym, env", a -> {
            String name = symbol(a.get(0));
            Boolean locked = env(a.get(1)).bindingLocked(name);
            if (locked == null) throw noBinding(name);
            return RLogical.of(locked);
        });
        r.builtin("lockEnvironment", "env, bindings", a -> {
            env(a.get(0)).lock(a.has(1) && Coerce.flag(a.get(1), "bindings"));
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("environmentIsLocked", "env", a -> RLogical.of(env(a.get(0)).isLocked()));
    }

    private static void lock(RValue sym, RValue env, boolean lock) {
        String name = symbol(sym);
        if (!env(env).lockBinding(name, lock)) throw noBinding(name);
    }

    /** R takes a symbol or a string (as.name's reading of it). */
    static String symbol(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v instanceof RString s && s.length() >= 1 && s.get(0) != null) return s.get(0);
        throw new RError("not a symbol");
    }

    /** R's reading of an environment argument (ActiveBindings shares it). */
    static REnvironment env(RValue v) {
        if (v instanceof REnvironment e) return e;
        if (v == RNull.NULL) throw new RError("use of NULL environment is defunct");
        throw new RError("not an environment");
    }

    private static RError noBinding(String name) {
        return new RError("no binding for \"" + name + "\"");
    }
}

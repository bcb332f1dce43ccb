package flashr.base;

import flashr.lang.RBuiltin;
import flashr.lang.REnvironment;

/** Defines builtins in the base environment; each domain class of the base library registers through this. */
public final class Registry {
    private final REnvironment base;

    Registry(REnvironment base) {
        this.base = base;
    }

    /**
     * An eager builtin.
     * @param formals comma-separated formal names, e.g. {@code "x, ..., na.rm"}; null to take
     *                all arguments positionally (every value is a dot)
     */
    public void builtin(String name, String formals, RBuiltin.Body body) {
        base.defineRaw(name, new RBuiltin(name, RBuiltin.Kind.BUILTIN, split(formals), body));
    }

    /** A special: gets the unevaluated call and the calling environment. */
    public void special(String name, RBuiltin.Body body) {
        base.defineRaw(name, new RBuiltin(name, RBuiltin.Kind.SPECIAL, null, body));
    }

    /** Makes {@code alias} name the same function as {@code name} (already registered). */
    public void alias(String alias, String name) {
        base.defineRaw(alias, base.getLocal(name));
    }

    /** Lets engine values reach these builtins' bodies unmaterialized (containers, FlashR's API). */
    public void takesEngineValues(String... names) {
        for (String n : names) builtinNamed(n).setTakesEngineValues();
    }

    /** Gives builtin {@code name} an engine method (see {@link RBuiltin#engineMethod()}). */
    public void engineMethod(String name, RBuiltin.Body method) {
        builtinNamed(name).setEngineMethod(method);
    }

    private RBuiltin builtinNamed(String name) {
        if (base.getLocal(name) instanceof RBuiltin b && b.kind() == RBuiltin.Kind.BUILTIN) return b;
        throw new IllegalStateException("no eager builtin named " + name);
    }

    public REnvironment baseEnv() {
        return base;
    }

    private static String[] split(String formals) {
        if (formals == null) return null;
        if (formals.isBlank()) return new String[0];
        String[] parts = formals.split(",");
        for (int i = 0; i < parts.length; i++) parts[i] = parts[i].strip();
        return parts;
    }
}

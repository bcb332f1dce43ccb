package flashr.lang;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An environment: a frame of bindings and an enclosing environment. A binding may hold an
 * {@link RPromise} until it is forced. Function frames are small, so a LinkedHashMap
 * (keeping definition order for {@code ls} with sorting done by the caller) is enough.
 */
public final class REnvironment extends RValue {
    private final REnvironment parent;
    private final Map<String, RValue> frame = new LinkedHashMap<>();
    private final String name;

    public REnvironment(REnvironment parent) {
        this(parent, null);
    }

    public REnvironment(REnvironment parent, String name) {
        this.parent = parent;
        this.name = name;
    }

    public REnvironment parent() {
        return parent;
    }

    /** A display name such as "R_GlobalEnv" or "base"; null for anonymous environments. */
    public String name() {
        return name;
    }

    /** The binding in this frame only (possibly a promise), or null. */
    public RValue getLocal(String name) {
        return frame.get(name);
    }

    /** The first binding along the enclosing chain (possibly a promise), or null. */
    public RValue lookup(String name) {
        for (REnvironment e = this; e != null; e = e.parent) {
            RValue v = e.frame.get(name);
            if (v != null) return v;
        }
        return null;
    }

    /** The environment along the chain that binds {@code name}, or null. */
    public REnvironment whereDefined(String name) {
        for (REnvironment e = this; e != null; e = e.parent) {
            if (e.frame.containsKey(name)) return e;
        }
        return null;
    }

    /** Binds {@code name} in this frame. The value becomes bound (shared if it already was). */
    public void define(String name, RValue value) {
        value.markBound();
        frame.put(name, value);
    }

    /** Binds without marking the value (for promises and values that are fresh by construction). */
    public void defineRaw(String name, RValue value) {
        frame.put(name, value);
    }

    public boolean remove(String name) {
        return frame.remove(name) != null;
    }

    public boolean hasLocal(String name) {
        return frame.containsKey(name);
    }

    /** The bound names of this frame, in definition order. */
    public java.util.Set<String> names() {
        return frame.keySet();
    }

    @Override
    public RType type() {
        return RType.ENVIRONMENT;
    }
}

package flashr.lang;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An environment: a frame of bindings and an enclosing environment. A binding may hold an
 * {@link RPromise} until it is forced. Function frames are small, so a LinkedHashMap
 * (keeping definition order for {@code ls} with sorting done by the caller) is enough.
 * Each name maps to a {@link Binding} cell that rebinding updates in place, so the evaluator
 * may remember a cell at a call site and read or write it without hashing the name again.
 */
public final class REnvironment extends RValue {
    private final REnvironment parent;
    private final Map<String, Binding> frame = new LinkedHashMap<>();
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

    /**
     * One name's binding in one frame. A cell stays the binding of its name until the name is
     * removed, which empties it ({@code value} null): a remembered cell is current while it holds a value.
     */
    public static final class Binding {
        RValue value;

        Binding(RValue value) {
            this.value = value;
        }

        /** The bound value (possibly a promise), or null once the name was removed. */
        public RValue value() {
            return value;
        }

        /** Rebinds as {@link REnvironment#define} does. */
        public void set(RValue v) {
            v.markBound();
            value = v;
        }
    }

    /** The binding cell of {@code name} in this frame only, or null. */
    public Binding binding(String name) {
        return frame.get(name);
    }

    /** The binding in this frame only (possibly a promise), or null. */
    public RValue getLocal(String name) {
        Binding b = frame.get(name);
        return b == null ? null : b.value;
    }

    /** The first binding along the enclosing chain (possibly a promise), or null. */
    public RValue lookup(String name) {
        for (REnvironment e = this; e != null; e = e.parent) {
            Binding b = e.frame.get(name);
            if (b != null) return b.value;
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
        defineRaw(name, value);
    }

    /** Binds without marking the value (for promises and values that are fresh by construction). */
    public void defineRaw(String name, RValue value) {
        Binding b = frame.get(name);
        if (b == null) frame.put(name, new Binding(value));
        else b.value = value;
    }

    public boolean remove(String name) {
        Binding b = frame.remove(name);
        if (b == null) return false;
        b.value = null;
        return true;
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

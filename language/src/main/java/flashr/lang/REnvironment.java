package flashr.lang;

/**
 * An environment: a frame of bindings and an enclosing environment. A binding may hold an
 * {@link RPromise} until it is forced. The frame ({@link BindingTable}) keeps definition order
 * for {@code ls} (sorting is done by the caller).
 * Each name maps to a {@link Binding} cell that rebinding updates in place, so the evaluator
 * may remember a cell at a call site and read or write it without hashing the name again.
 * A binding may also be lazy ({@link #defineLazy}): its value is made by a loader the first time
 * the name is read, so base functions written in R cost nothing until a program uses them.
 */
public final class REnvironment extends RValue {
    private REnvironment parent;
    private final BindingTable frame;
    private final String name;
    /** lockEnvironment's: no binding may be added or removed. */
    private boolean locked;
    /** R's hash table size for this frame (29, R's HASHMINSIZE); 0 for an unhashed frame (a call's). */
    private int hashSize = EnvironmentOrder.MIN_HASH_SIZE;
    /** How many of the first bindings are a call's arguments (an unhashed frame's leading part). */
    private int frameArgs;
    /**
     * A hashed frame's definitions and removals (a removal as NUL + name), kept from its first
     * removal on, so that {@link EnvironmentOrder} can replay R's table; null before.
     */
    private java.util.List<String> history;

    public REnvironment(REnvironment parent) {
        this(parent, (String) null);
    }

    public REnvironment(REnvironment parent, String name) {
        this.parent = held(parent);
        this.name = name;
        this.frame = new BindingTable(2);
    }

    /** An anonymous environment made for about {@code size} bindings (a call's frame, sized to its formals). */
    public static REnvironment sized(REnvironment parent, int size) {
        REnvironment e = new REnvironment(parent, new BindingTable(size));
        e.hashSize = 0;
        return e;
    }

    /** R's hash table size for this frame, 0 when it is unhashed (see {@link EnvironmentOrder}). */
    public int hashSize() {
        return hashSize;
    }

    /** Makes the frame hashed with R's table of {@code size}, or unhashed when 0. */
    public void setHashSize(int size) {
        hashSize = Math.max(size, 0);
    }

    /** Records that the first {@code n} bindings are a call's matched arguments. */
    public void setFrameArgs(int n) {
        frameArgs = n;
    }

    /** Marks a removal in {@link #history}. */
    public static final char REMOVED = '\0';

    /** The definitions and removals since the first removal ({@link #history}), or null. */
    public java.util.List<String> history() {
        return history;
    }

    public int frameArgs() {
        return frameArgs;
    }

    private REnvironment(REnvironment parent, BindingTable frame) {
        this.parent = held(parent);
        this.name = null;
        this.frame = frame;
    }

    /**
     * An environment with the bindings of {@code same} (one frame, shared) under another parent:
     * R's base namespace, which holds base's bindings but is enclosed by the global environment,
     * so that base functions written in R see the user's global definitions after base's own.
     */
    public REnvironment(REnvironment parent, String name, REnvironment same) {
        this.parent = held(parent);
        this.name = name;
        this.frame = same.frame;
    }

    /**
     * Records that one more place holds {@code env}. An environment that nothing holds (a call's
     * frame no closure, promise, child environment or binding took) dies with its call, and with
     * it its forced arguments' hold on their values (see {@code flashr.eval.ArgumentRelease}).
     */
    public static REnvironment held(REnvironment env) {
        if (env != null) env.markBound();
        return env;
    }

    public REnvironment parent() {
        return parent;
    }

    /** Changes the enclosing environment (R's {@code parent.env<-}; attach and detach splice the search path). */
    public void setParent(REnvironment parent) {
        this.parent = held(parent);
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
        /** While the binding is lazy: what defines it (value is null meanwhile); null once it holds a value. */
        Loader loader;
        /** The name while lockBinding holds it: rebinding is an error naming it. */
        String lockedName;
        /** makeActiveBinding's function behind this binding (value then holds that function), or null. */
        Active active;

        Binding(RValue value) {
            this.value = value;
        }

        /** The bound value (possibly a promise), or null once the name was removed; an active binding's function's value. */
        public RValue value() {
            return active != null && value != null ? active.get() : value;
        }

        /** Whether makeActiveBinding made this binding: reading and assigning call its function. */
        public boolean isActive() {
            return active != null;
        }

        /** Rebinds as {@link REnvironment#define} does. */
        public void set(RValue v) {
            if (lockedName != null) throw lockedError(lockedName);
            if (active != null) {
                active.set(v);
                return;
            }
            v.markBound();
            value = v;
            loader = null;
        }
    }

    /**
     * An active binding's function (R's makeActiveBinding), called with no argument to read the
     * binding and with the value to assign it; the library makes it, knowing the interpreter.
     */
    public interface Active {
        RValue get();

        void set(RValue value);

        /** The function (activeBindingFunction). */
        RValue function();
    }

    /**
     * Makes {@code name} an active binding (R's makeActiveBinding): an error when it is bound
     * to a value already, when this environment is locked and the name new, or when it is a
     * locked active binding; an active binding is replaced.
     */
    public void defineActive(String name, Active active) {
        Binding b = loaded(this, frame.get(name));
        if (b == null) {
            if (locked) throw new RError("cannot add bindings to a locked environment");
            frame.add(name, b = new Binding(active.function()));
            if (history != null) history.add(name);
        } else if (b.active == null) {
            throw new RError("symbol already has a regular binding");
        } else if (b.lockedName != null) {
            throw new RError("cannot change active binding if binding is locked");
        }
        active.function().markBound();
        b.value = active.function();
        b.active = active;
    }

    /** The active binding's function object of {@code name} in this frame, or null when it is not active. */
    public Active activeBinding(String name) {
        Binding b = loaded(this, frame.get(name));
        return b == null ? null : b.active;
    }

    /**
     * Defines a group of lazy bindings on first use. {@link #load} must bind (with {@link #defineRaw},
     * {@link #resolveLazy}, or lazily again with another loader) every name that {@link #defineLazy}
     * gave it; it runs at most once per binding.
     */
    public interface Loader {
        void load(REnvironment env);

        /** Whether {@code name}, which it defines, is a function (what Tab completion shows without loading it). */
        default boolean definesFunction(String name) {
            return true;
        }
    }

    /**
     * Binds {@code name} lazily: the first read of it (by {@link #getLocal}, {@link #lookup} or
     * {@link #binding}) runs {@code loader}. Until then the name is listed ({@link #names}) and
     * bound ({@link #hasLocal}) like any other. Defining the name again replaces the lazy binding.
     */
    public void defineLazy(String name, Loader loader) {
        Binding b = frame.get(name);
        if (b == null) frame.add(name, b = new Binding(null));
        b.value = null;
        b.loader = loader;
    }

    /** Binds {@code name} to {@code value} if it is still lazy with {@code loader} (no later definition replaced it). */
    public void resolveLazy(String name, Loader loader, RValue value) {
        Binding b = frame.get(name);
        if (b != null && b.loader == loader) {
            b.loader = null;
            b.value = value;
        }
    }

    /** Whether {@code name} is bound in this frame lazily, its loader not yet run. */
    public boolean isLazy(String name) {
        Binding b = frame.get(name);
        return b != null && b.loader != null;
    }

    /** The loader that will define {@code name} in this frame when it is first read, or null when it is not lazy. */
    public Loader lazyLoader(String name) {
        Binding b = frame.get(name);
        return b == null ? null : b.loader;
    }

    /** Runs the loader of a lazy binding; a loader may hand the name on to another loader (a group that defines it lazily). */
    private static Binding loaded(REnvironment env, Binding b) {
        while (b != null && b.loader != null) {
            Loader l = b.loader;
            l.load(env);
            if (b.loader == l) throw new IllegalStateException("lazy binding left unbound by its loader");
        }
        return b;
    }

    /**
     * Whether {@code name} is bound to a function in this frame, without running a lazy binding's
     * loader (its {@link Loader#definesFunction} answers): asking must not load a whole domain or
     * source of the base library that the program never calls.
     */
    public boolean bindsFunction(String name) {
        Binding b = frame.get(name);
        if (b == null) return false;
        return b.loader != null ? b.loader.definesFunction(name) : b.value() instanceof RFunction;
    }

    /** The binding cell of {@code name} in this frame only, or null. */
    public Binding binding(String name) {
        return loaded(this, frame.get(name));
    }

    /** The binding in this frame only (possibly a promise), or null. */
    public RValue getLocal(String name) {
        Binding b = loaded(this, frame.get(name));
        return b == null ? null : b.value();
    }

    /** The first binding along the enclosing chain (possibly a promise), or null. */
    public RValue lookup(String name) {
        for (REnvironment e = this; e != null; e = e.parent) {
            Binding b = e.frame.get(name);
            if (b != null) return loaded(e, b).value();
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
        if (b == null) {
            if (locked) throw new BindingError("cannot add bindings to a locked environment");
            frame.add(name, new Binding(value));
            if (history != null) history.add(name);
        } else {
            if (b.lockedName != null) throw lockedError(name);
            if (b.active != null) {
                b.active.set(value);
                return;
            }
            b.value = value;
            b.loader = null;
        }
    }

    public boolean remove(String name) {
        if (locked && frame.containsKey(name)) throw new RError("cannot remove bindings from a locked environment");
        if (hashSize > 0 && history == null && frame.containsKey(name)) history = new java.util.ArrayList<>(frame.keySet());
        if (frameArgs > 0 && frame.containsKey(name)) dropFrameArg(name);
        Binding b = frame.remove(name);
        if (b == null) return false;
        if (history != null) history.add(REMOVED + name);
        b.value = null;
        b.loader = null;
        b.active = null;
        return true;
    }

    /** An unhashed frame's leading part (its arguments) shrinks when one of them is removed (R unlinks it from the list). */
    private void dropFrameArg(String name) {
        int i = 0;
        for (String n : frame.keySet()) {
            if (i >= frameArgs) return;
            if (n.equals(name)) {
                frameArgs--;
                return;
            }
            i++;
        }
    }

    private static RError lockedError(String name) {
        return new BindingError("cannot change value of locked binding for '" + name + "'");
    }

    /** A locked binding's or environment's error: R reports a plain {@code x <- v}'s in the function's call, not the assignment's. */
    public static final class BindingError extends RError {
        BindingError(String message) {
            super(message);
        }
    }

    /**
     * Locks or unlocks the binding of {@code name} (R's lockBinding): its value is marked shared so
     * that no in-place update changes it; a rebinding is an error. False when there is no binding.
     */
    public boolean lockBinding(String name, boolean lock) {
        Binding b = loaded(this, frame.get(name));
        if (b == null) return false;
        b.lockedName = lock ? name : null;
        if (lock && b.value != null && b.active == null) b.value.markShared();
        return true;
    }

    /** Whether {@code name}'s binding here is locked; null when there is none. */
    public Boolean bindingLocked(String name) {
        Binding b = frame.get(name);
        return b == null ? null : b.lockedName != null;
    }

    /** R's lockEnvironment: no binding added or removed from now on; with {@code bindings}, every binding locked too. */
    public void lock(boolean bindings) {
        locked = true;
        if (bindings) for (String n : java.util.List.copyOf(frame.keySet())) lockBinding(n, true);
    }

    public boolean isLocked() {
        return locked;
    }

    public boolean hasLocal(String name) {
        return frame.containsKey(name);
    }

    /** The bound names of this frame, in definition order. */
    public java.util.Set<String> names() {
        return frame.keySet(); // read-only: removal must go through remove(), which empties the cell
    }

    @Override
    public RType type() {
        return RType.ENVIRONMENT;
    }
}

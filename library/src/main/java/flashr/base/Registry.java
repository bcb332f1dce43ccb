package flashr.base;

import flashr.lang.RBuiltin;
import flashr.lang.REnvironment;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Defines builtins in the base environment; each domain class of the base library registers through this.
 * <p>
 * Domains register on first use ({@link DomainLoader}): until then their names are lazy bindings, so a
 * domain that runs defines only the names that are its own, and what other domains attach to a builtin
 * (engine methods, markings) waits, by name, until the builtin is defined.
 */
public final class Registry {
    private final REnvironment base;
    /** The environment of base functions written in R (R's base namespace: base's bindings, enclosed by the global environment). */
    private final REnvironment namespace;
    /** Attachments to builtins not defined yet, by name, in the order they were made. */
    private final Map<String, List<Consumer<RBuiltin>>> pending = new HashMap<>();
    /** The domain whose registration runs now, on first use; null while registering eagerly. */
    private DomainLoader loading;
    /** The names that {@link #loading} has bound so far. */
    private Set<String> boundByLoading = Set.of();
    /** When recording which domain defines each name ({@link BaseIndex}): the domain registering now. */
    private BaseDomain recordingAs;
    private Map<String, BaseDomain> recorded;
    private final List<String> definedTwice = new ArrayList<>();
    private boolean engineAttached;
    /** R's packages and search path of this session, made on first use. */
    private Namespaces namespaces;
    private SearchPath searchPath;

    Registry(REnvironment base) {
        this(base, base);
    }

    Registry(REnvironment base, REnvironment namespace) {
        this.base = base;
        this.namespace = namespace;
    }

    /** This session's package namespaces. */
    public synchronized Namespaces namespaces() {
        if (namespaces == null) namespaces = new Namespaces(base, namespace);
        return namespaces;
    }

    /** This session's search path. */
    synchronized SearchPath searchPath(flashr.eval.Interpreter interp) {
        if (searchPath == null) searchPath = new SearchPath(interp);
        return searchPath;
    }

    /** Where base functions written in R are defined (see {@link #namespace}). */
    public REnvironment namespace() {
        return namespace;
    }

    /**
     * An eager builtin.
     * @param formals comma-separated formal names, e.g. {@code "x, ..., na.rm"}; null to take
     *                all arguments positionally (every value is a dot)
     */
    public void builtin(String name, String formals, RBuiltin.Body body) {
        bind(name, new RBuiltin(name, RBuiltin.Kind.BUILTIN, split(formals), body));
    }

    /** A special: gets the unevaluated call and the calling environment. */
    public void special(String name, RBuiltin.Body body) {
        bind(name, new RBuiltin(name, RBuiltin.Kind.SPECIAL, null, body));
    }

    /** Makes {@code alias} name the same function as {@code name} (of this domain or another). */
    public void alias(String alias, String name) {
        bind(alias, base.getLocal(name));
    }

    /** Binds a value (marked bound, as {@link REnvironment#define} does). */
    public void define(String name, RValue value) {
        value.markBound();
        bind(name, value);
    }

    /** Binds a value as it is (see {@link REnvironment#defineRaw}). */
    public void defineRaw(String name, RValue value) {
        bind(name, value);
    }

    /** Binds {@code name} to be made by {@code loader} on first read (base functions written in R). */
    public void defineLazy(String name, REnvironment.Loader loader) {
        if (!ownsName(name)) return;
        base.defineLazy(name, loader);
        bound(name);
    }

    /** Whether a domain other than the one registering now defines {@code name} (eagerly: whether it is bound). */
    public boolean definedElsewhere(String name) {
        return base.hasLocal(name) && !ownsName(name);
    }

    /** Lets engine values reach these builtins' bodies unmaterialized (containers, FlashR's API). */
    public void takesEngineValues(String... names) {
        for (String n : names) attach(n, RBuiltin::setTakesEngineValues);
    }

    /** Marks these builtins as giving small results whatever their engine arguments' size (see {@link RBuiltin#reduces()}). */
    public void reduces(String... names) {
        for (String n : names) attach(n, RBuiltin::setReduces);
    }

    /** Marks these builtins' engine methods as giving R's names for engine values that carry dimnames (see {@link RBuiltin#seesEngineNames()}). */
    public void seesEngineNames(String... names) {
        for (String n : names) attach(n, RBuiltin::setSeesEngineNames);
    }

    /** Gives builtin {@code name} an engine method (see {@link RBuiltin#engineMethod()}). */
    public void engineMethod(String name, RBuiltin.Body method) {
        attach(name, b -> b.setEngineMethod(method));
    }

    /** Gives builtin {@code name} the engine method that {@code method} makes of it (its body, its engine method so far). */
    public void engineMethodOf(String name, Function<RBuiltin, RBuiltin.Body> method) {
        attach(name, b -> b.setEngineMethod(method.apply(b)));
    }

    public REnvironment baseEnv() {
        return base;
    }

    /** Runs {@code attachment} on builtin {@code name} now, or when its domain defines it. */
    private void attach(String name, Consumer<RBuiltin> attachment) {
        if (base.lazyLoader(name) != null) {
            pending.computeIfAbsent(name, k -> new ArrayList<>()).add(attachment);
        } else {
            attachment.accept(builtinNamed(name));
        }
    }

    private RBuiltin builtinNamed(String name) {
        if (base.getLocal(name) instanceof RBuiltin b && b.kind() == RBuiltin.Kind.BUILTIN) return b;
        throw new IllegalStateException("no eager builtin named " + name);
    }

    private void bind(String name, RValue value) {
        if (!ownsName(name)) return;
        base.defineRaw(name, value);
        bound(name);
        List<Consumer<RBuiltin>> waiting = pending.remove(name);
        if (waiting != null) for (Consumer<RBuiltin> a : waiting) a.accept(builtinNamed(name));
        if (value instanceof RBuiltin b && name.equals(b.name())) {
            for (String method : MethodAliases.of(name)) bind(method, new RBuiltin(method, b.kind(), b.formals(), b.body()));
        }
    }

    /**
     * Whether the registration running now defines {@code name}: always when eager; on first use,
     * when the name is still the domain's lazy binding or the domain bound it already (a name of no
     * domain, which a stale index would leave out, is bound too).
     */
    private boolean ownsName(String name) {
        return loading == null || base.lazyLoader(name) == loading || boundByLoading.contains(name)
                || !base.hasLocal(name);
    }

    private void bound(String name) {
        if (loading != null) boundByLoading.add(name);
        if (recorded == null) return;
        BaseDomain before = recorded.put(name, recordingAs);
        if (before != null && before != recordingAs) definedTwice.add(name);
    }

    /** Registers {@code d}'s domain on first use of one of its names: it binds them all (once, whichever thread asks). */
    synchronized void load(DomainLoader d) {
        DomainLoader outer = loading;
        Set<String> outerBound = boundByLoading;
        loading = d;
        boundByLoading = new HashSet<>();
        try {
            d.domain().register(this);
        } finally {
            loading = outer;
            boundByLoading = outerBound;
        }
        for (String name : d.names()) {
            if (base.lazyLoader(name) == d) {
                throw new IllegalStateException("base domain " + d.domain() + " did not define " + name
                        + ": the index of base names is stale; " + BaseIndex.REGENERATE);
            }
        }
    }

    /**
     * Attaches the engine methods ({@link BaseDomain#ENGINE}), once: before a session's first engine
     * value, as only calls with engine values use them. Those to builtins not defined yet wait for them.
     */
    synchronized void attachEngineMethods() {
        if (engineAttached) return;
        engineAttached = true;
        BaseDomain.ENGINE.register(this);
    }

    /** Registers every domain now, in order, and returns which domain defined each name (in definition order). */
    Map<String, BaseDomain> registerAllRecording() {
        recorded = new LinkedHashMap<>();
        for (BaseDomain d : BaseDomain.values()) {
            recordingAs = d;
            d.register(this);
        }
        if (!definedTwice.isEmpty()) throw new IllegalStateException("names defined by two domains: " + definedTwice);
        return recorded;
    }

    private static String[] split(String formals) {
        if (formals == null) return null;
        if (formals.isBlank()) return new String[0];
        String[] parts = formals.split(",");
        for (int i = 0; i < parts.length; i++) parts[i] = parts[i].strip();
        return parts;
    }
}

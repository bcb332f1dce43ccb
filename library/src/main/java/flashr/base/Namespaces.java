package flashr.base;

import flashr.lang.REnvironment;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * R's packages as flashr provides them. Every function flashr has lives in the one base environment;
 * a package is a view of it. Its namespace is an environment that shares base's bindings and is
 * enclosed by the global environment (as R's base namespace is), named for the package; the
 * functions written in R that R defines in a package have it as their environment, so
 * {@code environmentName(environment(sd))} is "stats" as in R. Which package a name belongs to is
 * what R's packages export ({@link PackageNames}), FlashR's API (the FLASHR domain) and testthat's
 * functions; every other name is base's. One per session (see {@link Registry#namespaces}).
 */
public final class Namespaces {
    /** The packages R attaches at start-up, in search order, as {@code search()} names them after the global environment. */
    static final List<String> DEFAULT_SEARCH = List.of("package:stats", "package:graphics", "package:grDevices",
            "package:utils", "package:datasets", "package:methods", "Autoloads", "package:base");
    /** The packages whose functions flashr provides: loading or attaching them always succeeds. */
    static final Set<String> PROVIDED = Set.of("base", "stats", "graphics", "grDevices", "utils", "datasets", "methods",
            "tools", "FlashR", "FlashRLearn", "testthat");

    /** Name to package, for names that a package other than base exports (read on first use). */
    private static Map<String, String> exportedBy;

    private final REnvironment base;
    private final REnvironment baseNamespace;
    private final Map<String, REnvironment> namespaces = new HashMap<>();
    /** The package environments ("package:stats"), views of base like the namespaces. */
    private final Map<String, REnvironment> packageEnvs = new HashMap<>();

    Namespaces(REnvironment base, REnvironment baseNamespace) {
        this.base = base;
        this.baseNamespace = baseNamespace;
        namespaces.put("base", baseNamespace);
    }

    /** The global environment (the base namespace's enclosure), or base itself where there is none. */
    REnvironment global() {
        return baseNamespace.parent() != null && baseNamespace != base ? baseNamespace.parent() : base;
    }

    /** The namespace of package {@code pkg}, or null when flashr does not provide it. */
    synchronized REnvironment namespace(String pkg) {
        if (!PROVIDED.contains(pkg)) return null;
        return namespaces.computeIfAbsent(pkg, p -> new REnvironment(global(), "namespace:" + p, base));
    }

    /**
     * The environment {@code package:pkg} of the search path (what {@code as.environment("package:stats")}
     * gives), or null when flashr does not provide the package: base's bindings under the package's name.
     */
    synchronized REnvironment packageEnv(String pkg) {
        if (!PROVIDED.contains(pkg)) return null;
        return packageEnvs.computeIfAbsent(pkg, p -> {
            REnvironment e = new REnvironment(base, "package:" + p, base);
            e.setAttr("name", flashr.lang.RString.of("package:" + p));
            return e;
        });
    }

    /**
     * The names that {@code ls} lists in {@code env}: for a package's environment, or the namespace of
     * a package other than base, those of that package alone (all share base's one frame); null for
     * any other environment (its own names are its own).
     */
    public synchronized List<String> ownNames(REnvironment env) {
        String pkg = null;
        for (Map.Entry<String, REnvironment> e : packageEnvs.entrySet()) if (e.getValue() == env) pkg = e.getKey();
        if (pkg == null) {
            String ns = packageNamed(env);
            if (ns == null || ns.equals("base")) return null;
            pkg = ns;
        }
        List<String> out = new java.util.ArrayList<>();
        for (String n : env.names()) if (packageOf(n).equals(pkg)) out.add(n);
        return out;
    }

    /**
     * Whether {@code name}, bound in base, is not in {@code env} itself when {@code env} is a package's
     * environment ("package:stats" shares base's frame but holds only the package's names): what
     * {@code exists(name, env, inherits = FALSE)} must not find.
     */
    public synchronized boolean hiddenIn(REnvironment env, String name) {
        for (Map.Entry<String, REnvironment> e : packageEnvs.entrySet()) {
            if (e.getValue() == env) return !packageOf(name).equals(e.getKey());
        }
        return false;
    }

    /** The environment of base's function {@code name} as R has it: its package's namespace. */
    public REnvironment environmentOf(String name) {
        return namespace(packageOf(name));
    }

    /** Whether {@code env} is one of the namespaces. */
    synchronized boolean isNamespace(REnvironment env) {
        return namespaces.containsValue(env);
    }

    /** The package whose namespace {@code env} is, or null. */
    synchronized String packageNamed(REnvironment env) {
        for (Map.Entry<String, REnvironment> e : namespaces.entrySet()) if (e.getValue() == env) return e.getKey();
        return null;
    }

    /** The package that R (or FlashR, or testthat) defines {@code name} in: "base" for all others. */
    static String packageOf(String name) {
        String p = exports().get(name);
        if (p != null) return p;
        if (DomainNames.FLASHR.contains(name) || name.startsWith("fm.")) return "FlashR";
        if (DomainNames.TESTTHAT.contains(name)) return "testthat";
        return "base";
    }

    /** Whether some R package other than base exports {@code name} (flashr may not have it). */
    static boolean exportedByR(String name, String pkg) {
        return pkg.equals(exports().get(name));
    }

    private static synchronized Map<String, String> exports() {
        if (exportedBy == null) {
            Map<String, String> m = new HashMap<>(2048);
            for (String line : PackageNames.EXPORTS.split("\n")) {
                String[] parts = line.strip().split(" ");
                for (int i = 1; i < parts.length; i++) m.putIfAbsent(parts[i], parts[0]);
            }
            exportedBy = m;
        }
        return exportedBy;
    }

    /** The names of two domains of the base index, read when first needed. */
    private static final class DomainNames {
        static final Set<String> FLASHR = Set.copyOf(BaseIndex.read().getOrDefault(BaseDomain.FLASHR, List.of()));
        static final Set<String> TESTTHAT = Set.copyOf(BaseIndex.read().getOrDefault(BaseDomain.TESTTHAT, List.of()));
    }
}

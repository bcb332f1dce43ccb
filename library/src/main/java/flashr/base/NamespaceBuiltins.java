package flashr.base;

import flashr.base.meta.EnvironmentBuiltins;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Builtins: packages, namespaces and the search path ({@code ::}, {@code :::}, {@code getNamespace},
 * {@code asNamespace}, {@code loadNamespace}, {@code search}, {@code as.environment}, ...) and the
 * primitives under the R code of {@code library}, {@code require}, {@code requireNamespace},
 * {@code attach} and {@code detach} (namespaces.R), after R's own. See {@link Namespaces} and {@link SearchPath}.
 */
final class NamespaceBuiltins {
    private static final RCall LOAD_NAMESPACE_X = new RCall(RSymbol.of("loadNamespace"), new RValue[] {RSymbol.of("x")}, null, null);

    private NamespaceBuiltins() {}

    static void register(Registry r) {
        r.special("::", a -> colons(r, a, true));
        r.special(":::", a -> colons(r, a, false));
        r.builtin("getNamespace", "name", a -> namespace(r, a.get(0), "name"));
        r.builtin("asNamespace", "ns, base.OK", a -> a.get(0) instanceof REnvironment e ? e : namespace(r, a.get(0), "name"));
        r.builtin("loadNamespace", "package, lib.loc, keep.source, partial, versionCheck, keep.parse.data", a -> {
            String p = packageName(a.get(0));
            REnvironment ns = r.namespaces().namespace(p);
            if (ns == null) throw new RError(noPackage(p));
            return ns;
        });
        r.builtin("isNamespace", "ns", a -> RLogical.of(a.get(0) instanceof REnvironment e
                && (r.namespaces().isNamespace(e) || userNamespaceName(e) != null)));
        r.builtin("isNamespaceLoaded", "name", a -> RLogical.of(Namespaces.PROVIDED.contains(packageName(a.get(0)))
                && loaded(r, a.interp()).contains(packageName(a.get(0)))));
        r.builtin("loadedNamespaces", "", a -> new RString(loaded(r, a.interp()).toArray(String[]::new)));
        r.builtin("getNamespaceName", "ns", a -> {
            String p = a.get(0) instanceof REnvironment e ? r.namespaces().packageNamed(e) : packageName(a.get(0));
            if (p == null && a.get(0) instanceof REnvironment e) p = userNamespaceName(e);
            if (p == null) throw new RError("not a namespace");
            RString s = RString.of(p);
            s.setAttr("names", RString.of("name"));
            return s;
        });
        r.builtin("search", "", a -> new RString(r.searchPath(a.interp()).names().toArray(String[]::new)));
        r.builtin(".packages", "all.available, lib.loc", a -> {
            a.interp().setVisible(false);
            return new RString(attachedPackages(r, a.interp()).toArray(String[]::new));
        });
        r.builtin("as.environment", "x", a -> asEnvironment(r, a.interp(), a.get(0)));
        // the primitives of namespaces.R
        r.builtin(".package_provided", "package", a -> RLogical.of(Namespaces.PROVIDED.contains(packageName(a.get(0)))));
        r.builtin(".package_attach", "package", a -> {
            r.searchPath(a.interp()).attachPackage(packageName(a.get(0)));
            return RNull.NULL;
        });
        r.builtin(".search_attach", "what, pos, name", a -> attach(r, a.interp(), a.get(0), Coerce.intScalar(a.get(1)),
                Coerce.stringScalar(a.get(2))));
        r.builtin(".search_detach", "pos", a -> {
            SearchPath sp = r.searchPath(a.interp());
            int pos = Coerce.intScalar(a.get(0));
            String name = pos >= 2 && pos <= sp.names().size() ? sp.nameAt(pos) : null;
            REnvironment env = sp.detach(pos);
            return env != null ? env : r.namespaces().packageEnv(name.substring("package:".length()));
        });
        r.builtin(".search_names", "pos", a -> new RString(namesAt(r, a.interp(), Coerce.intScalar(a.get(0))).toArray(String[]::new)));
    }

    /** {@code pkg::name} and {@code pkg:::name}: base's binding of a name of that package. */
    private static RValue colons(Registry r, flashr.eval.Args a, boolean exported) {
        RCall c = a.call();
        String op = exported ? "::" : ":::";
        if (c.argCount() != 2) throw new RError(c.argCount() + " arguments passed to '" + op + "' which requires 2");
        String pkg = symbolText(c.arg(0)), name = symbolText(c.arg(1));
        Interpreter in = a.interp();
        if (!Namespaces.PROVIDED.contains(pkg)) throw new RError(noPackage(pkg), LOAD_NAMESPACE_X);
        String owner = Namespaces.packageOf(name);
        boolean ours = owner.equals(pkg) || (!exported && name.startsWith("."));
        RValue v = ours ? r.baseEnv().getLocal(name) : null;
        if (v == null) {
            if (exported && !pkg.equals("base") && !Namespaces.exportedByR(name, pkg)) {
                throw new RError("'" + name + "' is not an exported object from 'namespace:" + pkg + "'").withoutCall();
            }
            throw in.errorHere("object '" + name + "' not found");
        }
        in.setVisible(true);
        return v instanceof RPromise p ? in.force(p) : v;
    }

    /**
     * The name of a namespace that R code made (its {@code .__NAMESPACE__.} environment holds a
     * character {@code spec}, as R's isNamespaceEnv asks), else null.
     */
    private static String userNamespaceName(REnvironment e) {
        if (e.getLocal(".__NAMESPACE__.") instanceof REnvironment info
                && info.getLocal("spec") instanceof RString spec && spec.length() > 0) {
            return spec.get(0);
        }
        return null;
    }

    private static String symbolText(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v instanceof RString s && s.length() == 1 && s.get(0) != null) return s.get(0);
        throw new RError("bad namespace name");
    }

    static String noPackage(String p) {
        return "there is no package called \u2018" + p + "\u2019";
    }

    private static String packageName(RValue v) {
        if (v instanceof RSymbol s) return s.name();
        if (v instanceof RString s && s.length() >= 1 && s.get(0) != null) return s.get(0);
        throw new RError("invalid package name");
    }

    private static REnvironment namespace(Registry r, RValue name, String argName) {
        String p = packageName(name);
        REnvironment ns = r.namespaces().namespace(p);
        if (ns == null) {
            throw new RError(noPackage(p), new RCall(RSymbol.of("loadNamespace"), new RValue[] {RSymbol.of(argName)}, null, null));
        }
        return ns;
    }

    /** The packages attached, as {@code .packages()} lists them. */
    private static List<String> attachedPackages(Registry r, Interpreter in) {
        List<String> out = new ArrayList<>();
        for (String s : r.searchPath(in).names()) if (s.startsWith("package:")) out.add(s.substring("package:".length()));
        return out;
    }

    /** The namespaces loaded: R's at start-up ("compiler" among them), then those of packages attached since. */
    private static List<String> loaded(Registry r, Interpreter in) {
        List<String> out = new ArrayList<>(List.of("compiler", "graphics", "utils", "grDevices", "stats", "datasets", "methods", "base"));
        for (String p : attachedPackages(r, in)) if (!out.contains(p)) out.add(p);
        return out;
    }

    /** {@code as.environment}: an environment, a search position, a search name, or a list. */
    private static RValue asEnvironment(Registry r, Interpreter in, RValue x) {
        if (x instanceof REnvironment e) return e;
        SearchPath sp = r.searchPath(in);
        int pos;
        if (x instanceof RString s && s.length() == 1) {
            pos = ".GlobalEnv".equals(s.get(0)) ? 1 : sp.position(s.get(0));
            if (pos == 0) throw new RError("no item called \"" + s.get(0) + "\" on the search list");
        } else if (x instanceof RList l && !l.isExpression()) {
            return EnvironmentBuiltins.list2env(in, l, in.emptyEnv());
        } else if (x instanceof flashr.lang.RVector v && v.type().isNumeric() && v.length() >= 1) {
            pos = v.getInt(0);
            if (pos == -1) throw new RError("using 'as.environment(NULL)' is defunct");
            if (pos < 1 || pos > sp.names().size()) throw new RError("invalid 'pos' argument");
        } else {
            throw new RError("invalid object for 'as.environment'");
        }
        REnvironment e = sp.envAt(pos);
        if (e != null) return e;
        String name = sp.nameAt(pos);
        if (name.equals("Autoloads")) return in.emptyEnv();
        return r.namespaces().packageEnv(name.substring("package:".length()));
    }

    /** {@code attach}'s work: a new environment holding {@code what}'s elements, put on the search path. */
    private static RValue attach(Registry r, Interpreter in, RValue what, int pos, String name) {
        REnvironment env = new REnvironment(in.baseEnv(), name);
        if (what instanceof RList l && !l.isExpression()) {
            RString n = l.names();
            for (int i = 0; i < l.length(); i++) {
                String key = n == null ? null : n.get(i);
                if (key != null && !key.isEmpty()) env.define(key, l.get(i));
            }
        } else if (what instanceof REnvironment e) {
            for (String key : e.names()) {
                RValue v = e.getLocal(key);
                if (v instanceof RPromise p) v = in.force(p);
                env.define(key, v);
            }
        } else if (what != RNull.NULL) {
            throw in.errorHere("'attach' only works for lists, data frames and environments"); // in attach's call
        }
        env.setAttr("name", RString.of(name));
        r.searchPath(in).attach(env, name, pos);
        return env;
    }

    /** The names bound at search position {@code pos} (a package's: those flashr has of it). */
    private static List<String> namesAt(Registry r, Interpreter in, int pos) {
        SearchPath sp = r.searchPath(in);
        REnvironment e = sp.envAt(pos);
        if (e != null) return new ArrayList<>(e.names());
        String entry = sp.nameAt(pos);
        if (!entry.startsWith("package:")) return List.of();
        String pkg = entry.substring("package:".length());
        TreeSet<String> out = new TreeSet<>();
        for (String n : r.baseEnv().names()) if (Namespaces.packageOf(n).equals(pkg)) out.add(n);
        return new ArrayList<>(out);
    }
}

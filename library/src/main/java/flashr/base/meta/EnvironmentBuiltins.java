package flashr.base.meta;

import flashr.base.Registry;
import flashr.base.strings.RegexPattern;
import flashr.base.vectors.AttributeSetters;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.EnvironmentOrder;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/** Builtins: environment, new.env, globalenv, emptyenv, exists, get, assign, rm, ls, eval, local, sys.call, sys.function. */
public final class EnvironmentBuiltins {
    private EnvironmentBuiltins() {}

    public static void register(Registry r) {
        r.builtin("environment", "fun", a -> {
            RValue f = a.get(0);
            if (f == null || f == RNull.NULL) return a.env();
            if (f instanceof RClosure c) return c.env();
            // base functions that R writes in R have their package's namespace; primitives have none
            if (f instanceof flashr.lang.RBuiltin b) {
                return flashr.eval.RPrimitives.isPrimitive(b.name()) ? RNull.NULL : r.namespaces().environmentOf(b.name());
            }
            // a formula (or any other object) keeps the environment it was made in as an attribute
            RValue env = f.getAttr(".Environment");
            return env == null ? RNull.NULL : env;
        });
        r.builtin("environment<-", "fun, value", a -> {
            if (!(a.get(0) instanceof RClosure c)) {
                // any other object (a formula) keeps its environment as an attribute, as R does
                if (!(a.get(1) instanceof REnvironment) && a.get(1) != RNull.NULL)
                    throw new RError("replacement object is not an environment");
                return AttributeSetters.set(a.get(0), ".Environment", a.get(1));
            }
            if (!(a.get(1) instanceof REnvironment e)) throw new RError("replacement object is not an environment");
            return new RClosure(c.formalNames(), c.defaults(), c.body(), e, c.source());
        });
        r.builtin("new.env", "hash, parent, size", a -> {
            REnvironment e = new REnvironment(a.get(1) instanceof REnvironment p ? p : a.env());
            // R's do_newenv: hashed unless hash = FALSE, its table of size (NA or less than 29: 29)
            boolean hash = !a.has(0) || Coerce.flag(a.get(0), "hash");
            int size = a.has(2) ? Coerce.intScalar(a.get(2)) : EnvironmentOrder.MIN_HASH_SIZE;
            e.setHashSize(!hash ? 0 : size == flashr.lang.RInt.NA || size <= 0 ? EnvironmentOrder.MIN_HASH_SIZE : size);
            return e;
        });
        r.builtin("globalenv", "", a -> a.interp().globalEnv());
        r.builtin("emptyenv", "", a -> a.interp().emptyEnv());
        r.builtin("baseenv", "", a -> a.interp().baseEnv());
        r.builtin("topenv", "envir, matchThisEnv", EnvironmentBuiltins::topenv);
        r.builtin("parent.frame", "n", a -> Calls.parentFrame(a.interp(), a.env(), a.has(0) ? Coerce.intScalar(a.get(0)) : 1));
        r.builtin("parent.env", "env", a -> {
            if (!(a.get(0) instanceof REnvironment e)) throw new RError("argument is not an environment");
            return e.parent() == null ? a.interp().emptyEnv() : e.parent();
        });
        r.builtin("parent.env<-", "env, value", a -> {
            if (!(a.get(0) instanceof REnvironment e)) throw new RError("argument is not an environment");
            if (e == a.interp().emptyEnv()) throw new RError("can not set parent of the empty environment");
            if (!(a.get(1) instanceof REnvironment p)) throw new RError("'parent' is not an environment");
            e.setParent(p);
            return e;
        });
        r.builtin("sys.call", "which", a -> Calls.sysCall(a.interp(), a.env(), a.has(0) ? Coerce.intScalar(a.get(0)) : 0));
        r.builtin("sys.calls", "", a -> Calls.sysCalls(a.interp(), a.env()));
        r.builtin("sys.frames", "", a -> Calls.sysFrames(a.interp(), a.env()));
        r.builtin("sys.frame", "which", a -> Calls.sysFrame(a.interp(), a.env(), a.has(0) ? Coerce.intScalar(a.get(0)) : 0));
        r.builtin("sys.nframe", "", a -> flashr.lang.RInt.of(Calls.depth(a.interp(), a.env())));
        r.builtin("sys.parent", "n", a -> flashr.lang.RInt.of(Calls.sysParent(a.interp(), a.env(), a.has(0) ? Coerce.intScalar(a.get(0)) : 1)));
        r.builtin("sys.parents", "", a -> Calls.sysParents(a.interp(), a.env()));
        r.builtin("sys.on.exit", "", a -> Calls.sysOnExit(a.interp(), a.env()));
        r.builtin("sys.function", "which", a -> Calls.sysFunction(a.interp(), a.env(), a.has(0) ? Coerce.intScalar(a.get(0)) : 0));
        r.builtin("environmentName", "env", a -> {
            if (!(a.get(0) instanceof REnvironment e)) return RString.of("");
            String n = e.name() == null ? "" : e.name();
            return RString.of(n.startsWith("namespace:") ? n.substring("namespace:".length()) : n);
        });
        r.builtin("exists", "x, where, envir, frame, mode, inherits", a -> {
            String name = lookupName(a.get(0));
            REnvironment env = envArg(a, a.has(2) ? a.get(2) : a.get(1));
            boolean inherits = !a.has(5) || Coerce.flag(a.get(5), "inherits");
            String mode = mode(a.get(4));
            return RLogical.of(!(!inherits && r.namespaces().hiddenIn(env, name))
                    && ("any".equals(mode) && activeFirst(env, name, inherits) || find(a.interp(), env, name, mode, inherits) != null));
        });
        r.builtin("get", "x, pos, envir, mode, inherits", a -> {
            String name = lookupName(a.get(0));
            REnvironment env = envArg(a, a.has(2) ? a.get(2) : a.get(1));
            String mode = mode(a.get(3));
            boolean inherits = !a.has(4) || Coerce.flag(a.get(4), "inherits");
            // package:stats holds only stats' names, though it shares base's bindings
            RValue v = !inherits && r.namespaces().hiddenIn(env, name) ? null : find(a.interp(), env, name, mode, inherits);
            if (v == null) throw notFound(name, mode);
            return v;
        });
        r.builtin("get0", "x, envir, mode, inherits, ifnotfound", a -> {
            REnvironment env = envArg(a, a.get(1));
            boolean inherits = !a.has(3) || Coerce.flag(a.get(3), "inherits");
            RValue v = !inherits && r.namespaces().hiddenIn(env, name(a.get(0))) ? null
                    : find(a.interp(), env, lookupName(a.get(0)), mode(a.get(2)), inherits);
            return v != null ? v : a.has(4) ? a.get(4) : RNull.NULL;
        });
        r.builtin("assign", "x, value, pos, envir, inherits, immediate", a -> {
            String name = name(a.get(0));
            REnvironment env = envArg(a, a.has(3) ? a.get(3) : a.get(2));
            if (a.has(4) && Coerce.flag(a.get(4), "inherits")) {
                REnvironment where = env.whereDefined(name);
                if (where != null) env = where;
            }
            RValue v = a.get(1);
            a.interp().assignVariable(env, name, v);
            a.interp().setVisible(false);
            return v;
        });
        r.special("rm", EnvironmentBuiltins::rm);
        r.builtin("ls", "name, pos, envir, all.names, pattern, sorted", a -> {
            // ls(pos = 2): a search position, as as.environment reads it
            REnvironment env = !a.has(0) && !a.has(2) && a.has(1) ? asEnvironment(a, a.get(1)) : envArg(a, a.has(2) ? a.get(2) : a.get(0));
            boolean all = a.has(3) && Coerce.flag(a.get(3), "all.names");
            RegexPattern p = a.has(4) ? lsPattern(a) : null;
            List<String> names = new ArrayList<>();
            List<String> own = r.namespaces().ownNames(env);   // a package's environment lists its names alone
            for (String n : own != null ? own : EnvironmentOrder.of(env)) {
                if ((all || !n.startsWith(".")) && (p == null || p.find(n))) names.add(n);
            }
            // as R's sort() orders strings; sorted = FALSE: R's internal order
            if (!a.has(5) || Coerce.flag(a.get(5), "sorted")) names.sort(flashr.base.arith.CompareOps::collate);
            return new RString(names.toArray(new String[0]));
        });
        // R's ls is a closure that asks missing(name) and missing(pattern): an argument passed on from a caller's missing one is absent
        if (r.baseEnv().getLocal("ls") instanceof RBuiltin ls) ls.setMissingArgsAbsent();
        r.alias("remove", "rm");   // the same functions in R
        r.alias("objects", "ls");
        r.special("local", a -> {
            RCall c = a.call();
            REnvironment env = c.argCount() > 1 && a.interp().eval(c.arg(1), a.env()) instanceof REnvironment e
                    ? e : new REnvironment(a.env());
            return c.argCount() == 0 ? RNull.NULL : Calls.evalReturning(a.interp(), c.arg(0), env);
        });
        r.builtin("eval", "expr, envir, enclos", a -> {
            REnvironment enclos = a.get(2) instanceof REnvironment e ? e : a.env();
            REnvironment env = evalEnv(a.interp(), a.get(1), a.env(), enclos);
            return evalIn(a.interp(), a.get(0), env);
        });
        r.special("evalq", a -> {
            RCall c = a.call();
            if (c.argCount() == 0) throw new RError("argument is missing, with no default");
            RValue e = c.argCount() > 1 ? a.interp().eval(c.arg(1), a.env()) : null;
            return evalIn(a.interp(), c.arg(0), evalEnv(a.interp(), e, a.env(), a.env()));
        });
    }

    /**
     * ls's pattern as R's ls reads it: an R regular expression for grep, a lone "[" or a "[<-" with
     * unbalanced brackets escaped with R's warnings.
     */
    private static RegexPattern lsPattern(flashr.eval.Args a) {
        String pattern = Coerce.stringScalar(a.get(4));
        if (pattern != null && pattern.indexOf('[') >= 0 && pattern.indexOf(']') < 0) {
            if (pattern.equals("[")) {
                pattern = "\\[";
                a.interp().warning(a.call(), "replaced regular expression pattern '[' by  '\\\\['");
            } else if (java.util.regex.Pattern.compile("[^\\\\]\\[<-").matcher(pattern).find()) {
                pattern = pattern.replaceFirst("\\[<-", "\\\\[<-");
                a.interp().warning(a.call(), "replaced '[<-' by '\\\\[<-' in regular expression pattern");
            }
        }
        return RegexPattern.compile(pattern, false, false, false);
    }

    private static RValue evalIn(Interpreter in, RValue expr, REnvironment env) {
        if (expr instanceof RList l && l.isExpression()) {
            RValue r = RNull.NULL;
            for (int i = 0; i < l.length(); i++) r = Calls.evalReturning(in, l.get(i), env);
            return r;
        }
        return Calls.evalReturning(in, expr, env);
    }

    private static REnvironment evalEnv(Interpreter in, RValue e, REnvironment dflt, REnvironment enclos) {
        if (e == null) return dflt;
        if (e instanceof REnvironment env) return env;
        if (e instanceof RList l) return fromList(in, l, enclos);
        if (e == RNull.NULL) return new REnvironment(enclos);
        throw new RError("invalid 'envir' argument of type '" + e.typeName() + "'");
    }

    /** A new environment holding the named elements of a list: eval's, R's unhashed frame in the list's order. */
    public static REnvironment fromList(Interpreter in, RList l, REnvironment parent) {
        REnvironment env = new REnvironment(parent);
        env.setHashSize(0);
        RString n = l.names();
        for (int i = 0; i < l.length(); i++) {
            if (n != null && n.get(i) != null && !n.get(i).isEmpty()) in.assignVariable(env, n.get(i), l.get(i));
        }
        env.setFrameArgs(env.names().size());
        return env;
    }

    /**
     * A new environment as R's list2env(x, NULL, parent) makes it (as.environment of a list too):
     * hashed only for more than 100 elements, with a table for all of them.
     */
    public static REnvironment list2env(Interpreter in, RList l, REnvironment parent) {
        REnvironment env = new REnvironment(parent);
        env.setHashSize(l.length() > 100 ? l.length() : 0);
        RString n = l.names();
        for (int i = 0; i < l.length(); i++) {
            if (n != null && n.get(i) != null && !n.get(i).isEmpty()) in.assignVariable(env, n.get(i), l.get(i));
        }
        return env;
    }

    /** assign's name: the first string; NA is the name "NA", as R reads it. */
    private static String name(RValue v) {
        if (v instanceof RString s && s.length() >= 1) return s.get(0) == null ? "NA" : s.get(0);
        throw new RError("invalid first argument");
    }

    /** The name get, get0 and exists look up: one string, not empty; NA is the name "NA", as R reads it. */
    private static String lookupName(RValue v) {
        if (!(v instanceof RString s) || s.length() == 0 || "".equals(s.get(0))) throw new RError("invalid first argument");
        if (s.length() > 1) throw new RError("first argument has length > 1");
        return s.get(0) == null ? "NA" : s.get(0);
    }

    private static RError notFound(String name, String mode) {
        return new RError("function".equals(mode) ? "object '" + name + "' of mode 'function' was not found"
                : "object '" + name + "' not found");
    }

    /** {@code get(x, envir = envir, mode = "function")}: how body and formals take a function named by a string. */
    static RValue namedFunction(flashr.eval.Args a, RValue x, RValue envir) {
        String name = lookupName(x);
        RValue v = find(a.interp(), envArg(a, envir), name, "function", true);
        if (v == null) throw notFound(name, "function");
        return v;
    }

    private static String mode(RValue v) {
        return v instanceof RString s && s.length() == 1 ? s.get(0) : "any";
    }

    private static REnvironment envArg(flashr.eval.Args a, RValue v) {
        if (v == null) return a.env();
        if (v instanceof REnvironment e) return e;
        if (v == RNull.NULL) throw new RError("use of NULL environment is defunct");
        if (v instanceof RVector vec && vec.length() == 1 && (vec.type() == flashr.lang.RType.INTEGER || vec.type() == flashr.lang.RType.DOUBLE)) {
            int pos = vec.getInt(0);
            // a positive position is a place on the search list (exists("sd", 2)), as as.environment reads it
            if (pos > 1) return asEnvironment(a, v);
            return pos == 1 ? a.interp().globalEnv() : Calls.parentFrame(a.interp(), a.env(), -pos);
        }
        if (v instanceof RString s && s.length() == 1) {
            // a search-list name such as "package:stats", as as.environment reads it
            Interpreter in = a.interp();
            RFunction asEnv = in.findFunction(RSymbol.of("as.environment"), in.baseEnv(), a.call());
            if (in.apply(asEnv, new RValue[] {s}, new String[1], a.env(), a.call()) instanceof REnvironment e) return e;
        }
        throw new RError("invalid 'envir' argument");
    }

    /**
     * R's topenv: the first of envir and its enclosures that is matchThisEnv, the global or base
     * environment, a namespace or package environment, or one that defines .packageName; else the
     * global environment. So functions of flashr's R library see their package's namespace.
     */
    private static RValue topenv(flashr.eval.Args a) {
        REnvironment env = a.has(0) && a.get(0) instanceof REnvironment e ? e : a.env();
        REnvironment target = a.has(1) && a.get(1) instanceof REnvironment t ? t : null;
        Interpreter in = a.interp();
        for (REnvironment e = env; e != null && e != in.emptyEnv(); e = e.parent()) {
            String n = e.name();
            if (e == target || e == in.globalEnv() || e == in.baseEnv()
                    || n != null && (n.startsWith("namespace:") || n.startsWith("package:")) || e.hasLocal(".packageName")) return e;
        }
        return in.globalEnv();
    }

    private static REnvironment asEnvironment(flashr.eval.Args a, RValue pos) {
        Interpreter in = a.interp();
        RFunction asEnv = in.findFunction(RSymbol.of("as.environment"), in.baseEnv(), a.call());
        if (in.apply(asEnv, new RValue[] {pos}, new String[1], a.env(), a.call()) instanceof REnvironment e) return e;
        throw new RError("invalid 'pos' argument");
    }

    /** Whether the first binding of {@code name} is an active one: exists() sees it without calling its function, as R. */
    private static boolean activeFirst(REnvironment env, String name, boolean inherits) {
        for (REnvironment e = env; e != null; e = inherits ? e.parent() : null) {
            if (e.hasLocal(name)) {
                REnvironment.Binding b = e.binding(name);
                return b != null && b.isActive();
            }
            if (!inherits) break;
        }
        return false;
    }

    private static RValue find(Interpreter in, REnvironment env, String name, String mode, boolean inherits) {
        for (REnvironment e = env; e != null; e = inherits ? e.parent() : null) {
            RValue v = e.getLocal(name);
            if (v != null) {
                if (v instanceof RPromise p) v = in.force(p);
                boolean ok = switch (mode) {
                    case "any" -> true;
                    case "function" -> v instanceof RFunction;
                    default -> modeOf(v).equals(mode);
                };
                if (ok) return v;
            }
            if (!inherits) break;
        }
        return null;
    }

    private static String modeOf(RValue v) {
        return switch (v.type()) {
            case INTEGER, DOUBLE -> "numeric";
            case CLOSURE, BUILTIN, SPECIAL -> "function";
            case SYMBOL -> "name";
            case LANGUAGE -> "call";
            default -> v.typeName();
        };
    }

    private static RValue rm(flashr.eval.Args a) {
        RCall c = a.call();
        Interpreter in = a.interp();
        REnvironment env = a.env();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if ("list".equals(n)) {
                RValue v = in.eval(c.arg(i), a.env());
                if (v instanceof RString s) names.addAll(java.util.Arrays.asList(s.data()));
            } else if ("envir".equals(n)) {
                if (in.eval(c.arg(i), a.env()) instanceof REnvironment e) env = e;
            } else if (n == null) {
                RValue e = c.arg(i);
                if (e instanceof RSymbol s) names.add(s.name());
                else if (e instanceof RString s && s.length() == 1) names.add(s.get(0));
                else throw new RError("... must contain names or character strings");
            }
        }
        for (String n : names) {
            if (!env.remove(n)) in.warning(c, "object '" + n + "' not found");
        }
        in.setVisible(false);
        return RNull.NULL;
    }
}

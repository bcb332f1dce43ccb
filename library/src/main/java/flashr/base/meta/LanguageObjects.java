package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.List;

/** Builtins that build and take apart language objects: match.call, body, formals, call, as.name, expression, bquote, mget, delayedAssign. */
final class LanguageObjects {
    private LanguageObjects() {}

    /**
     * body's and formals' fun: by default the function calling them; a string is looked up as get(mode = "function")
     * does (in envir, by default the caller's frame). Anything else but a function gets R's warning.
     */
    private static RValue function(flashr.eval.Args a, RValue envir) {
        if (!a.has(0)) return flashr.eval.Calls.sysFunction(a.interp(), a.env(), 0);
        RValue f = a.get(0) instanceof RString ? EnvironmentBuiltins.namedFunction(a, a.get(0), envir) : a.get(0);
        if (!(f instanceof flashr.lang.RFunction)) a.interp().warning(a.call(), "argument is not a function");
        return f;
    }

    private static final String[] DELAYED_ASSIGN_FORMALS = {"x", "value", "eval.env", "assign.env"};

    /** delayedAssign's unevaluated arguments by formal (x, value, eval.env, assign.env): names first, exact or partial, then positions. */
    private static RValue[] delayedAssignArgs(RCall c) {
        RValue[] out = new RValue[DELAYED_ASSIGN_FORMALS.length];
        boolean[] named = new boolean[c.argCount()];
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            if (n == null || n.isEmpty()) continue;
            int f = -1;
            for (int k = 0; k < out.length; k++) if (DELAYED_ASSIGN_FORMALS[k].equals(n)) f = k;
            for (int k = 0; k < out.length && f < 0; k++) if (DELAYED_ASSIGN_FORMALS[k].startsWith(n) && out[k] == null) f = k;
            if (f < 0 || out[f] != null) throw new RError("unused argument (" + n + " = " + flashr.parse.Deparser.deparse(c.arg(i)) + ")");
            out[f] = c.arg(i);
            named[i] = true;
        }
        int next = 0;
        for (int i = 0; i < c.argCount(); i++) {
            if (named[i]) continue;
            while (next < out.length && out[next] != null) next++;
            if (next == out.length) throw new RError("unused argument (" + flashr.parse.Deparser.deparse(c.arg(i)) + ")");
            out[next] = c.arg(i);
        }
        if (out[0] == null) throw new RError("argument \"x\" is missing, with no default");
        return out;
    }

    static void register(Registry r) {
        r.builtin("match.call", "definition, call, expand.dots, envir", a -> {
            boolean expand = !a.has(2) || Coerce.flag(a.get(2), "expand.dots");
            // an explicit definition and call: matched as written, whatever frame asks
            if (a.has(0) && a.get(0) instanceof RClosure def && a.has(1) && a.get(1) instanceof RCall call)
                return Calls.matchCall(def, call, expand);
            return Calls.matchCall(a.interp(), a.env(), expand);
        });
        r.builtin("body", "fun", a -> function(a, null) instanceof RClosure c ? c.body() : RNull.NULL);
        r.builtin("formals", "fun, envir", a -> {
            RValue f = function(a, a.has(1) ? a.get(1) : null);
            // a builtin that R writes as a closure: R's formals (primitives have none)
            if (f instanceof flashr.lang.RBuiltin b && !RFormals.primitiveInR(b.name())) f = RFormals.header(a.interp(), b.name());
            if (!(f instanceof RClosure c) || c.formalNames().length == 0) return RNull.NULL;
            RList l = RList.pairlist(c.defaults().clone());
            l.setAttr("names", new RString(c.formalNames().clone()));
            return l;
        });
        r.builtin("as.name", "x", a -> symbol(a.get(0)));
        r.alias("as.symbol", "as.name");
        r.builtin("call", "name, ...", a -> {
            if (!(a.get(0) instanceof RString s) || s.length() != 1) throw new RError("first argument must be a character string");
            // NA names the function `NA`, as R reads the string
            return new RCall(RSymbol.of(s.get(0) == null ? "NA" : s.get(0)), a.dots().clone(), names(a.dotNames()), null);
        });
        r.builtin("as.call", "x", a -> {
            if (!(a.get(0) instanceof RList l) || l.length() == 0) throw new RError("invalid argument list");
            RValue[] args = new RValue[l.length() - 1];
            String[] n = new String[args.length];
            RString ln = l.names();
            for (int i = 0; i < args.length; i++) {
                args[i] = l.get(i + 1);
                n[i] = ln == null || "".equals(ln.get(i + 1)) ? null : ln.get(i + 1);
            }
            return new RCall(l.get(0), args, names(n), null).withFunctionTag(ln == null ? null : ln.get(0));
        });
        r.special("~", a -> {
            RCall c = a.call();
            RCall f = new RCall(c.function(), c.args(), c.names(), c.pos()); // the program's own call stays untouched
            f.setAttr("class", RString.of("formula"));
            f.setAttr(".Environment", a.env());
            return f;
        });
        r.special("expression", a -> new RList(a.call().args().clone(), true));
        r.special("bquote", a -> {
            RCall c = a.call();
            REnvironment where = a.env();
            if (c.argCount() == 0) return RSymbol.of("");   // bquote(): the empty symbol, as R's
            if (c.argCount() > 1 && a.interp().eval(c.arg(1), a.env()) instanceof REnvironment e) where = e;
            return bquote(a.interp(), c.arg(0), where);
        });
        r.builtin("mget", "x, envir, mode, ifnotfound, inherits", a -> {
            if (!(a.get(0) instanceof RString s)) throw new RError("invalid first argument");
            REnvironment env = a.get(1) instanceof REnvironment e ? e : a.env();
            RValue[] out = new RValue[s.length()];
            for (int i = 0; i < out.length; i++) {
                RValue v = env.getLocal(s.get(i));
                if (v instanceof RPromise p) v = a.interp().force(p);
                if (v == null) throw new RError("value for '" + s.get(i) + "' not found");
                out[i] = v;
            }
            RList l = new RList(out);
            l.setAttr("names", new RString(s.data().clone()));
            return l;
        });
        r.special("delayedAssign", a -> {
            RValue[] args = delayedAssignArgs(a.call());
            Interpreter in = a.interp();
            if (!(in.eval(args[0], a.env()) instanceof RString x) || x.length() == 0) throw new RError("invalid first argument");
            String name = x.get(0) == null ? "NA" : x.get(0);
            if (name.isEmpty()) throw new RError("attempt to use zero-length variable name");
            REnvironment evalEnv = delayedAssignEnv(in, args[2], a.env(), "eval.env");
            REnvironment assignEnv = delayedAssignEnv(in, args[3], a.env(), "assign.env");
            // a missing value is bound as R binds it: reading the name is then R's missing-argument error
            in.bindRaw(assignEnv, name, args[1] == null ? flashr.lang.RMissing.MISSING : new RPromise(args[1], evalEnv));
            in.setVisible(false);
            return RNull.NULL;
        });
        r.special("suppressPackageStartupMessages", a -> flashr.eval.Handling.suppress(a.interp(), a.call(), a.env(), "message", "muffleMessage"));
    }

    private static REnvironment delayedAssignEnv(Interpreter in, RValue expr, REnvironment dflt, String what) {
        if (expr == null) return dflt;
        RValue v = in.eval(expr, dflt);
        if (v instanceof REnvironment e) return e;
        throw new RError(v == RNull.NULL ? "use of NULL environment is defunct" : "invalid '" + what + "' argument");
    }

    private static String[] names(String[] n) {
        for (String s : n) {
            if (s != null) return n.clone();
        }
        return null;
    }

    private static RSymbol symbol(RValue v) {
        if (v instanceof RSymbol s) return s;
        if (v instanceof RVector vec && vec.length() >= 1 && vec.getString(0) != null) return RSymbol.of(vec.getString(0));
        throw new RError("invalid type/length (symbol/" + (v instanceof RVector vec ? vec.length() : 0) + ") in vector allocation");
    }

    /** bquote: the expression with {@code .(x)} replaced by the value of x. */
    private static RValue bquote(Interpreter in, RValue e, REnvironment env) {
        if (!(e instanceof RCall c)) return e;
        if (".".equals(c.functionName()) && c.argCount() == 1) return in.eval(c.arg(0), env);
        RValue f = bquote(in, c.function(), env);
        RValue[] args = new RValue[c.argCount()];
        for (int i = 0; i < args.length; i++) args[i] = c.arg(i) == RMissing.MISSING ? RMissing.MISSING : bquote(in, c.arg(i), env);
        return new RCall(f, args, c.names(), c.pos());
    }
}

package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.eval.RDots;
import flashr.eval.S3Dispatch;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.Deparser;
import java.util.List;

/** Builtins about calls: missing, nargs, on.exit, switch, do.call, Recall, match.arg, UseMethod, NextMethod, Negate. */
final class LanguageCalls {
    private LanguageCalls() {}

    static void register(Registry r) {
        r.special("missing", a -> {
            RValue arg = a.call().argCount() == 1 ? a.call().arg(0) : null;
            String name = arg instanceof RSymbol s ? s.name() : arg instanceof RString s && s.length() == 1 ? s.get(0) : null;
            if (name == null) throw new RError("invalid use of 'missing'");
            return RLogical.of(Calls.isMissing(a.interp(), a.env(), name));
        });
        r.builtin("nargs", "", a -> RInt.of(Calls.nargs(a.interp(), a.env())));
        r.special("on.exit", a -> {
            RCall c = a.call();
            RValue expr = null;
            boolean add = false;
            boolean after = true;
            int pos = 0;
            for (int i = 0; i < c.argCount(); i++) {
                String n = c.argName(i);
                String formal = n != null ? n : pos == 0 ? "expr" : pos == 1 ? "add" : "after";
                if (n == null) pos++;
                switch (formal) {
                    case "expr" -> expr = c.arg(i);
                    case "add" -> add = Coerce.flag(a.interp().eval(c.arg(i), a.env()), "add");
                    case "after" -> after = Coerce.flag(a.interp().eval(c.arg(i), a.env()), "after");
                    default -> throw new RError("unused argument (" + n + ")");
                }
            }
            Calls.onExit(a.interp(), a.env(), expr, add, after);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.special("switch", a -> switchCall(a.interp(), a.call(), a.env()));
        r.builtin("do.call", "what, args, quote, envir", a -> {
            Interpreter in = a.interp();
            REnvironment env = a.get(3) instanceof REnvironment e ? e : a.env();
            RValue what = a.get(0);
            RFunction f;
            RValue fexpr;
            if (what instanceof RFunction fn) {
                f = fn;
                fexpr = fn;
            } else if (what instanceof RString s && s.length() == 1) {
                fexpr = RSymbol.of(s.get(0));
                f = in.findFunction((RSymbol) fexpr, env, a.call());
            } else {
                throw new RError("'what' must be a function or character string");
            }
            RValue args = a.has(1) ? a.get(1) : RList.of();
            if (!(args instanceof RVector list)) throw new RError("second argument must be a list");
            RValue[] values = new RValue[list.length()];
            for (int i = 0; i < values.length; i++) values[i] = list.getElement(i);
            RString names = list.names();
            String[] n = new String[values.length];
            for (int i = 0; i < n.length; i++) n[i] = names == null || "".equals(names.get(i)) ? null : names.get(i);
            return in.apply(f, values, n, env, new RCall(fexpr, values, n, null));
        });
        r.builtin("Recall", null, a -> Calls.recall(a.interp(), a.env(), a.dots(), a.dotNames()));
        r.special("match.arg", LanguageCalls::matchArg);
        r.builtin("...length", "", a -> RInt.of(dots(a.interp(), a.env()).length()));
        r.builtin("...names", "", a -> {
            // R 4.2's do_dotsNames: NULL unless some element is named, then "" for the unnamed ones
            RDots d = dots(a.interp(), a.env());
            String[] out = new String[d.length()];
            boolean named = false;
            for (int i = 0; i < out.length; i++) {
                String n = d.name(i);
                named |= n != null && !n.isEmpty();
                out[i] = n == null ? "" : n;
            }
            return named ? new RString(out) : flashr.lang.RNull.NULL;
        });
        r.builtin("...elt", "n", a -> {
            if (!(a.env().getLocal("...") instanceof RDots d)) {
                throw new RError("..1 used in an incorrect context, no ... to look in", Calls.callOfFrame(a.interp(), a.env()));
            }
            int k = Coerce.intScalar(a.get(0));
            if (k == RInt.NA || k < 1 || k > d.length()) throw new RError("the ... list contains fewer than " + k + " elements");
            RValue v = d.value(k - 1);
            return v instanceof RPromise p ? a.interp().force(p) : v;
        });
        r.builtin("UseMethod", "generic, object", a -> {
            if (!(a.get(0) instanceof RString g) || g.length() != 1) throw new RError("'generic' argument must be a character string");
            return S3Dispatch.useMethod(a.interp(), g.get(0), a.get(1), a.env());
        });
        r.builtin("NextMethod", "generic, object, ...", a -> S3Dispatch.nextMethod(a.interp(), a.env(), a.dots(), a.dotNames()));
        r.builtin("Negate", "f", a -> {
            if (!(a.get(0) instanceof RFunction f)) throw new RError("argument \"f\" is missing, with no default");
            REnvironment env = new REnvironment(a.interp().baseEnv());
            env.define("f", f);
            RValue body = RCall.of("!", new RCall(RSymbol.of("f"), new RValue[] {RSymbol.of("...")}, null, null));
            return new RClosure(new String[] {"..."}, new RValue[] {RMissing.MISSING}, body, env, null);
        });
    }

    private static RDots dots(Interpreter in, REnvironment env) {
        if (env.getLocal("...") instanceof RDots d) return d;
        // R's primitives report the function they were called in (none at top level)
        RValue call = Calls.callOfFrame(in, env);
        RError e = new RError("incorrect context: the current call has no '...' to look in", call);
        throw call == null ? e.withoutCall() : e;
    }

    /** The expressions of the {@code ...} of {@code env}, appended to {@code out}; returns their names. */
    static List<String> dotsExpressions(REnvironment env, List<RValue> out) {
        RDots d = (RDots) env.getLocal("...");
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < d.length(); i++) {
            RValue v = d.value(i);
            out.add(v instanceof RPromise p ? p.expr() : v);
            names.add(d.name(i));
        }
        return names;
    }

    private static RValue switchCall(Interpreter in, RCall c, REnvironment env) {
        if (c.argCount() == 0) throw new RError("'EXPR' is missing");
        RValue x = flashr.lang.EngineValue.local(in.eval(c.arg(0), env));
        int n = c.argCount() - 1;
        if (!(x instanceof RVector v) || v.length() != 1) throw new RError("EXPR must be a length 1 vector");
        if (v.type() == RType.CHARACTER) {
            String s = v.getString(0);
            int defaultAt = -1;
            for (int i = 1; i <= n; i++) {
                String name = c.argName(i);
                if (name == null || name.isEmpty()) {
                    if (defaultAt >= 0) throw new RError("duplicate 'switch' defaults: '" + Deparser.firstLine(c.arg(defaultAt))
                            + "' and '" + Deparser.firstLine(c.arg(i)) + "'");
                    defaultAt = i;
                } else if (s != null && name.equals(s)) {
                    int k = i;
                    while (k <= n && c.arg(k) == RMissing.MISSING) k++;
                    if (k > n) break;
                    return in.eval(c.arg(k), env);
                }
            }
            if (defaultAt >= 0 && c.arg(defaultAt) != RMissing.MISSING) return in.eval(c.arg(defaultAt), env);
        } else {
            int k = v.getInt(0);
            if (k != RInt.NA && k >= 1 && k <= n) {
                if (c.arg(k) == RMissing.MISSING) throw new RError("empty alternative in numeric switch");
                return in.eval(c.arg(k), env);
            }
        }
        in.setVisible(false);
        return RNull.NULL;
    }

    private static RValue matchArg(flashr.eval.Args a) {
        Interpreter in = a.interp();
        RCall c = a.call();
        RValue argExpr = null;
        RValue choicesExpr = null;
        RValue severalExpr = null;
        int pos = 0;
        for (int i = 0; i < c.argCount(); i++) {
            String n = c.argName(i);
            String formal = n != null ? n : pos == 0 ? "arg" : pos == 1 ? "choices" : "several.ok";
            if (n == null) pos++;
            switch (formal) {
                case "arg" -> argExpr = c.arg(i);
                case "choices" -> choicesExpr = c.arg(i);
                default -> severalExpr = c.arg(i);
            }
        }
        if (argExpr == null) throw new RError("argument \"arg\" is missing, with no default");
        boolean several = severalExpr != null && Coerce.flag(in.eval(severalExpr, a.env()), "several.ok");
        RValue choices;
        boolean identical = false;
        if (choicesExpr != null) {
            choices = in.eval(choicesExpr, a.env());
        } else {
            RValue def = argExpr instanceof RSymbol s ? Calls.formalDefault(in, a.env(), s.name()) : null;
            if (def == null) throw new RError("'arg' must be of length 1");
            choices = in.eval(def, a.env());
            identical = argExpr instanceof RSymbol s && Calls.isMissing(in, a.env(), s.name());
        }
        RValue arg = in.eval(argExpr, a.env());
        if (!(choices instanceof RString ch)) throw new RError("'arg' must be NULL or a character vector");
        // a missing argument follows promises to the caller's formals, whose default need not be these choices
        if (identical && !(arg instanceof RString given && sameStrings(given, ch))) identical = false;
        if (arg == RNull.NULL || identical) return RString.of(ch.get(0));
        if (!(arg instanceof RString s)) throw new RError("'arg' must be NULL or a character vector");
        if (!several && s.length() != 1) {
            if (s.length() == ch.length()) return RString.of(ch.get(0));
            throw new RError("'arg' must be of length 1");
        }
        String[] out = new String[s.length()];
        for (int k = 0; k < out.length; k++) {
            int found = -1;
            for (int i = 0; i < ch.length(); i++) {
                if (ch.get(i).equals(s.get(k))) {
                    found = i;
                    break;
                }
                if (s.get(k) != null && ch.get(i).startsWith(s.get(k))) found = found == -1 ? i : -2;
            }
            if (found < 0) {
                StringBuilder sb = new StringBuilder("'arg' should be one of ");
                for (int i = 0; i < ch.length(); i++) sb.append(i > 0 ? ", " : "").append('\u201c').append(ch.get(i)).append('\u201d');
                throw new RError(sb.toString());
            }
            out[k] = ch.get(found);
        }
        return new RString(out);
    }

    private static boolean sameStrings(RString a, RString b) {
        if (a.length() != b.length()) return false;
        for (int i = 0; i < a.length(); i++) if (!java.util.Objects.equals(a.get(i), b.get(i))) return false;
        return true;
    }
}

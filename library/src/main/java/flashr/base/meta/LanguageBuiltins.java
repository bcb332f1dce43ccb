package flashr.base.meta;

import flashr.base.Registry;
import flashr.eval.Assignment;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.eval.Control;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;

/** Builtins: quote, if, for, function, assignment, braces, return, invisible, && and ||. Calls and dispatch are in {@link LanguageCalls}. */
public final class LanguageBuiltins {
    private LanguageBuiltins() {}

    /** The first argument; R's error when it was not given. */
    private static RValue argument(flashr.eval.Args a, String name) {
        if (!a.has(0)) throw new RError("argument \"" + name + "\" is missing, with no default");
        return a.get(0);
    }

    /** A call of a special that takes {@code required} arguments; R's error for any other count. */
    private static RCall arity(RCall call, String name, int required) {
        int n = call.argCount();
        if (n != required) throw new RError(n + (n == 1 ? " argument" : " arguments") + " passed to '" + name + "' which requires " + required);
        return call;
    }

    /** An assignment call: two arguments, else R's error. */
    private static RCall assignment(RCall call, String op) {
        if (call.argCount() != 2) throw new RError("incorrect number of arguments to \"" + op + "\"");
        return call;
    }

    /** A call of {@code &&} or {@code ||} (R's error unless it has two arguments). */
    private static RCall binary(RCall call, String op) {
        if (call.argCount() != 2) throw new RError("'" + op + "' operator requires 2 arguments");
        return call;
    }

    /**
     * {@code `if`()} or {@code `if`(cond)} called as a function: as R, the absent condition is
     * NULL and the absent branch gives NULL (visible when taken, as R's).
     */
    private static RValue ifCalledShort(flashr.eval.Args a) {
        RCall c = a.call();
        boolean taken = Control.condition(c.argCount() == 0 ? RNull.NULL : a.interp().eval(c.arg(0), a.env()));
        a.interp().setVisible(taken);
        return RNull.NULL;
    }

    public static void register(Registry r) {
        r.special("{", a -> Control.brace(a.interp(), a.call(), a.env()));
        r.special("(", a -> {
            int n = a.call().argCount();
            if (n != 1) throw new RError(n + (n == 1 ? " argument" : " arguments") + " passed to '(' which requires 1");
            RValue v = a.interp().eval(a.call().arg(0), a.env());
            a.interp().setVisible(true);
            return v;
        });
        r.special("if", a -> a.call().argCount() >= 2 ? Control.ifElse(a.interp(), a.call(), a.env()) : ifCalledShort(a));
        r.special("for", a -> Control.forLoop(a.interp(), arity(a.call(), "for", 3), a.env()));
        r.special("while", a -> Control.whileLoop(a.interp(), arity(a.call(), "while", 2), a.env()));
        r.special("repeat", a -> Control.repeatLoop(a.interp(), arity(a.call(), "repeat", 1), a.env()));
        r.special("break", a -> {
            throw Control.breakLoop();
        });
        r.special("next", a -> {
            throw Control.nextIteration();
        });
        r.special("&&", a -> Control.andOr(a.interp(), binary(a.call(), "&&"), a.env(), true));
        r.special("||", a -> Control.andOr(a.interp(), binary(a.call(), "||"), a.env(), false));
        r.special("withVisible", a -> {
            if (a.call().argCount() != 1) throw new RError(a.call().argCount() + " arguments passed to 'withVisible' which requires 1");
            a.interp().setVisible(true);
            RValue v = a.interp().eval(a.call().arg(0), a.env());
            boolean visible = a.interp().isVisible();
            a.interp().setVisible(true);
            RList out = RList.of(v, flashr.lang.RLogical.of(visible));
            out.setAttr("names", RString.of("value", "visible"));
            return out;
        });
        r.special("<-", a -> Assignment.assign(a.interp(), assignment(a.call(), "<-"), a.env(), false));
        r.special("=", a -> Assignment.assign(a.interp(), assignment(a.call(), "="), a.env(), false));
        r.special("<<-", a -> Assignment.assign(a.interp(), assignment(a.call(), "<<-"), a.env(), true));
        r.special("function", a -> {
            int n = a.call().argCount();
            if (n < 2) throw new RError("incorrect number of arguments to \"function\"");
            return closure(a.call(), a.env());
        });
        r.special("quote", a -> {
            int n = a.call().argCount();
            if (n != 1) throw new RError(n + " arguments passed to 'quote' which requires 1");
            RValue v = a.call().arg(0);
            v.markShared();
            return v;
        });
        r.special("return", a -> {
            if (a.call().argCount() > 1) throw new RError("multi-argument returns are not permitted");
            RValue v = a.call().argCount() == 0 ? RNull.NULL : a.interp().eval(a.call().arg(0), a.env());
            throw Calls.returnFrom(a.env(), v);
        });
        r.builtin("invisible", "x", a -> {
            a.interp().setVisible(false);
            return a.has(0) ? a.get(0) : RNull.NULL;
        });
        r.builtin("identity", "x", a -> argument(a, "x"));
        r.builtin("force", "x", a -> argument(a, "x"));
        r.builtin("deparse", "expr, width.cutoff, backtick, control, nlines", a -> {
            int width = a.has(1) ? Coerce.intScalar(a.get(1)) : flashr.parse.Deparser.DEFAULT_CUTOFF;
            RValue v = a.has(0) ? a.get(0) : RNull.NULL;
            java.util.List<String> lines = v instanceof flashr.lang.RClosure f
                    ? flashr.parse.Deparser.closureLines(f, width) : flashr.parse.Deparser.deparseLines(v, width);
            int nlines = a.has(4) ? Coerce.intScalar(a.get(4)) : -1;
            if (nlines >= 0 && nlines != flashr.lang.RInt.NA && lines.size() > nlines) lines = lines.subList(0, nlines); // the first nlines, as R
            return new RString(lines.toArray(new String[0]));
        });
        r.special("substitute", a -> LanguageSubstitute.substitute(a.interp(), a.call(), a.env()));
        LanguageCalls.register(r);
        LanguageObjects.register(r);
        SourceRefs.register(r);
    }

    /** The closure a {@code function(formals) body} call makes in {@code env}. */
    public static RClosure closure(RCall c, flashr.lang.REnvironment env) {
        RValue formals = c.arg(0);
        String[] names = new String[0];
        RValue[] defaults = new RValue[0];
        if (formals instanceof RList l) {
            RString n = l.names();
            names = new String[l.length()];
            defaults = new RValue[l.length()];
            for (int i = 0; i < names.length; i++) {
                names[i] = n == null ? "" : n.get(i);
                defaults[i] = l.get(i);
            }
        } else if (formals != RNull.NULL) {
            throw new RError("invalid formal argument list for \"function\"");
        }
        String source = c.argCount() > 2 && c.arg(2) instanceof RString s && s.length() == 1 ? s.get(0) : null;
        return new RClosure(names, defaults, c.argCount() > 1 ? c.arg(1) : RNull.NULL, env, source).setCompiledBody(c.compiledBody);
    }
}

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

    public static void register(Registry r) {
        r.special("{", a -> Control.brace(a.interp(), a.call(), a.env()));
        r.special("(", a -> {
            RValue v = a.interp().eval(a.call().arg(0), a.env());
            a.interp().setVisible(true);
            return v;
        });
        r.special("if", a -> Control.ifElse(a.interp(), a.call(), a.env()));
        r.special("for", a -> Control.forLoop(a.interp(), a.call(), a.env()));
        r.special("while", a -> Control.whileLoop(a.interp(), a.call(), a.env()));
        r.special("repeat", a -> Control.repeatLoop(a.interp(), a.call(), a.env()));
        r.special("break", a -> {
            throw Control.breakLoop();
        });
        r.special("next", a -> {
            throw Control.nextIteration();
        });
        r.special("&&", a -> Control.andOr(a.interp(), a.call(), a.env(), true));
        r.special("||", a -> Control.andOr(a.interp(), a.call(), a.env(), false));
        r.special("<-", a -> Assignment.assign(a.interp(), a.call(), a.env(), false));
        r.special("=", a -> Assignment.assign(a.interp(), a.call(), a.env(), false));
        r.special("<<-", a -> Assignment.assign(a.interp(), a.call(), a.env(), true));
        r.special("function", a -> closure(a.call(), a.env()));
        r.special("quote", a -> {
            int n = a.call().argCount();
            if (n != 1) throw new RError(n + " arguments passed to 'quote' which requires 1");
            RValue v = a.call().arg(0);
            v.markShared();
            return v;
        });
        r.special("return", a -> {
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
            return new RString(lines.toArray(new String[0]));
        });
        r.special("substitute", a -> LanguageSubstitute.substitute(a.interp(), a.call(), a.env()));
        LanguageCalls.register(r);
        LanguageObjects.register(r);
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

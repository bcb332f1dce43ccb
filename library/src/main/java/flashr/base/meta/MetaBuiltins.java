package flashr.base.meta;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.eval.Options;
import flashr.lang.RBuiltin;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;

/** Builtins: options, and computing on the language beyond LanguageBuiltins: alist, args, as.function, body<-, formals<-, list2env, dput. */
public final class MetaBuiltins {
    private MetaBuiltins() {}

    public static void register(Registry r) {
        RSource.define(r, "base/language.R");
        RSource.define(r, "base/utilities.R");
        RSource.define(r, "base/merge.R");
        RSource.define(r, "base/table-frame.R");
        RSource.define(r, "base/duplicates.R");
        RSource.define(r, "base/warnings.R");
        RSource.define(r, "stats/approx.R");
        RSource.define(r, "utils/utils.R");
        RSource.define(r, "base/versions.R");
        RSource.define(r, "base/more-utilities.R");
        RSource.define(r, "base/hashtab.R");
        RSource.define(r, "utils/progress-bar.R");
        RSource.define(r, "utils/misc-utils.R");
        RSource.define(r, "utils/introspection.R");
        RSource.define(r, "utils/s3-tables.R");
        RSource.define(r, "base/array-tools.R");
        RSource.define(r, "utils/roman-url.R");
        RSource.define(r, "utils/adist.R");
        RSource.define(r, "utils/anywhere.R");
        RSource.define(r, "utils/relist.R");
        RSource.define(r, "utils/head-tail.R");
        RSource.define(r, "base/base-rest.R");
        RSource.define(r, "base/base-more.R");
        RSource.define(r, "base/base-extra.R");
        RSource.define(r, "base/callbacks.R");
        RSource.define(r, "base/connections-more.R");
        RSource.define(r, "base/connections-url.R");
        RSource.define(r, "utils/downloads.R");
        RSource.define(r, "utils/bibentry.R");
        RSource.define(r, "utils/person.R");
        RSource.define(r, "utils/utils-more.R");
        RSource.define(r, "utils/offline-utils.R");
        RSource.define(r, "utils/file-snapshot.R");
        RSource.define(r, "utils/tools-files.R");
        RSource.define(r, "utils/tools-more.R");
        RSource.define(r, "utils/utils-rest.R");
        registerDefaultMethods(r);
        EnvironmentLocks.register(r);
        ActiveBindings.register(r);
        r.builtin("options", "...", Options::options);
        r.builtin("getOption", "x, default", a -> {
            RValue v = Options.get(a.interp(), optionName(SummaryBuiltins.required(a, 0, "x")));
            return v != null ? v : a.has(1) ? a.get(1) : RNull.NULL;
        });
        r.builtin("args", "name", a -> args(a.interp(), a.get(0)));
        r.builtin("as.function", "x, envir", a -> asFunction(a.get(0), a.get(1) instanceof REnvironment e ? e : a.env()));
        r.special("alist", a -> {
            RList l = new RList(a.call().args().clone());
            if (a.call().names() != null) l.setAttr("names", namesOrEmpty(a.call().names()));
            return l;
        });
        r.builtin("body<-", "fun, envir, value", a -> {
            RClosure c = closureArg(a.get(0));
            return new RClosure(c.formalNames(), c.defaults(), a.get(2), c.env(), null);
        });
        r.builtin("formals<-", "fun, envir, value", a -> {
            RClosure c = closureArg(a.get(0));
            RClosure f = formalsOf(a.get(2), c.env());
            return new RClosure(f.formalNames(), f.defaults(), c.body(), c.env(), null);
        });
        r.builtin("list2env", "x, envir, parent", a -> {
            if (!(a.get(0) instanceof RList l)) throw new RError("first argument must be a named list");
            RString names = l.names();
            if (l.length() > 0 && names == null) throw new RError("names(x) must be a character vector of the same length as x");
            if (!(a.get(1) instanceof REnvironment)) {
                return EnvironmentBuiltins.list2env(a.interp(), l, a.get(2) instanceof REnvironment p ? p : a.env());
            }
            REnvironment e = (REnvironment) a.get(1);
            for (int i = 0; i < l.length(); i++) e.define(names.get(i), l.get(i));
            return e;
        });
    }


    /** getOption's name as R reads it: one string, NA read as the name "NA", never empty. */
    private static String optionName(RValue x) {
        if (!(x instanceof RString s) || s.length() != 1) throw new RError("'x' must be a character string");
        String name = s.get(0) == null ? "NA" : s.get(0);
        if (name.isEmpty()) throw new RError("attempt to use zero-length variable name");
        return name;
    }
    private static RClosure closureArg(RValue f) {
        if (f instanceof RClosure c) return c;
        throw new RError("'fun' must be a function");
    }

    /** A closure with the formals of the list {@code value} (its names and defaults) and a NULL body. */
    private static RClosure formalsOf(RValue value, REnvironment env) {
        if (value == RNull.NULL) return new RClosure(new String[0], new RValue[0], RNull.NULL, env, null);
        if (!(value instanceof RList l)) throw new RError("'value' must be a list");
        RValue[] items = java.util.Arrays.copyOf(l.data(), l.length() + 1);
        items[l.length()] = RNull.NULL;
        RList withBody = new RList(items);
        String[] names = java.util.Arrays.copyOf(l.names() == null ? new String[0] : l.names().data(), items.length);
        names[l.length()] = "";
        withBody.setAttr("names", new RString(names));
        return (RClosure) asFunction(withBody, env);
    }

    /** Base methods that scripts call by name: the builtin's work under the method's name, so it does not dispatch again. */
    private static final String[][] DEFAULT_METHODS = {
        {"mean.default", "mean"}, {"median.default", "median"}, {"summary.default", "summary"},
        {"sort.default", "sort"}, {"rev.default", "rev"},
        {"toString.default", "toString"}, {"t.default", "t"}, {"all.equal.default", "all.equal"},
        {"as.character.factor", "as.character"}, {"as.vector.factor", "as.vector"}, {"levels.default", "levels"},
        {"as.character.default", "as.character"},
    };

    private static void registerDefaultMethods(Registry r) {
        for (String[] m : DEFAULT_METHODS) {
            if (!r.definedElsewhere(m[0]) && r.baseEnv().getLocal(m[1]) instanceof RBuiltin b) {
                r.defineRaw(m[0], new RBuiltin(m[0], b.kind(), b.formals(), b.body()));
            }
        }
    }

    /** {@code as.function(alist(a = , b = 2, a + b))}: the last element is the body, the others the formals. */
    private static RValue asFunction(RValue x, REnvironment env) {
        if (x instanceof RClosure) return x;
        if (!(x instanceof RList l) || l.length() == 0) throw new RError("argument must have length at least 1");
        int n = l.length() - 1;
        RString names = l.names();
        String[] formals = new String[n];
        RValue[] defaults = new RValue[n];
        for (int i = 0; i < n; i++) {
            formals[i] = names == null ? "" : names.get(i);
            if (formals[i] == null || formals[i].isEmpty()) throw new RError("invalid formal argument list for \"function\"");
            defaults[i] = l.get(i);
        }
        return new RClosure(formals, defaults, l.get(n), env, null);
    }

    private static RString namesOrEmpty(String[] names) {
        String[] s = new String[names.length];
        for (int i = 0; i < s.length; i++) s[i] = names[i] == null ? "" : names[i];
        return new RString(s);
    }

    /** {@code args(f)}: a function with f's formals and a NULL body, as R prints a signature. */
    private static RValue args(flashr.eval.Interpreter in, RValue f) {
        // R's args() gives the global environment to the header it makes
        if (f instanceof RClosure c) return new RClosure(c.formalNames(), c.defaults(), RNull.NULL, in.globalEnv(), null);
        RClosure inR = f instanceof RBuiltin b ? RFormals.header(in, b.name()) : null;
        if (inR != null) return inR;
        if (f instanceof RBuiltin b && b.formals() != null) {
            RValue[] defaults = new RValue[b.formals().length];
            java.util.Arrays.fill(defaults, RMissing.MISSING);
            return new RClosure(b.formals(), defaults, RNull.NULL, null, null);
        }
        return RNull.NULL;
    }
}

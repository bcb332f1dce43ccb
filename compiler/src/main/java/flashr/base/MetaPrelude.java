package flashr.base;

import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.RParser;

/**
 * Base functions written in R: closures defined in the base environment from R source, for functions
 * that R itself writes in R and that are thin compositions of builtins (split, droplevels, relevel...).
 * Each source holds only assignments {@code name <- function(...) ...}; no code runs at start-up.
 */
final class MetaPrelude {
    private MetaPrelude() {}

    /** Defines every {@code name <- function(...)} of {@code source} as a closure in the base environment. */
    static void define(Registry r, String source, String fileName) {
        REnvironment base = r.baseEnv();
        for (RValue e : RParser.parse(source, fileName)) {
            if (!(e instanceof RCall c && c.argCount() == 2 && c.arg(1) instanceof RCall fn
                    && "function".equals(fn.functionName()))) {
                throw new IllegalStateException("prelude " + fileName + ": only function definitions allowed");
            }
            String name = c.arg(0) instanceof RSymbol s ? s.name() : ((RString) c.arg(0)).get(0);
            base.defineRaw(name, closure(fn, base));
        }
    }

    private static RClosure closure(RCall fn, REnvironment env) {
        RValue formals = fn.arg(0);
        String[] names = new String[0];
        RValue[] defaults = new RValue[0];
        if (formals instanceof RList l) {
            RString n = l.names();
            names = new String[l.length()];
            defaults = new RValue[l.length()];
            for (int i = 0; i < names.length; i++) {
                names[i] = n.get(i);
                defaults[i] = l.get(i);
            }
        } else if (formals != RNull.NULL) {
            throw new RError("invalid formal argument list for \"function\"");
        }
        String source = fn.argCount() > 2 && fn.arg(2) instanceof RString s && s.length() == 1 ? s.get(0) : null;
        return new RClosure(names, defaults, fn.argCount() > 1 ? fn.arg(1) : RNull.NULL, env, source);
    }
}

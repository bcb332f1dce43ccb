package flashr.eval;

import java.util.Set;

/**
 * The names of GNU R's primitive functions (R 4.2, `is.primitive` over base). A primitive
 * evaluates its arguments in its caller's context, a closure in its own: so an argument that is
 * missing is reported in the caller's call for `sqrt(n)` and in `paste(a)` for paste, a closure
 * in R. flashr implements both kinds as builtins; this tells them apart where R's messages do,
 * and for {@code typeof} and {@code is.primitive} (R's other base functions are closures).
 */
public final class RPrimitives {
    private RPrimitives() {}

    private static final Set<String> NAMES = Set.of("-", ":", "::", ":::", "!", "!=", "...elt", "...length", "...names", ".C", ".cache_class", ".Call", ".Call.graphics", ".class2", ".External", ".External.graphics", ".External2", ".Fortran", ".Internal", ".isMethodsDispatchOn", ".Primitive", ".primTrace", ".primUntrace", ".subset", ".subset2", "(", "[", "[[", "[[<-", "[<-", "{", "@", "@<-", "*", "/", "&", "&&", "%*%", "%/%", "%%", "^", "+", "<", "<-", "<<-", "<=", "=", "==", ">", ">=", "|", "||", "~", "$", "$<-", "abs", "acos", "acosh", "all", "any", "anyNA", "Arg", "as.call", "as.character", "as.complex", "as.double", "as.environment", "as.integer", "as.logical", "as.numeric", "as.raw", "asin", "asinh", "atan", "atanh", "attr", "attr<-", "attributes", "attributes<-", "baseenv", "break", "browser", "c", "call", "ceiling", "class", "class<-", "Conj", "cos", "cosh", "cospi", "cummax", "cummin", "cumprod", "cumsum", "digamma", "dim", "dim<-", "dimnames", "dimnames<-", "emptyenv", "enc2native", "enc2utf8", "environment<-", "exp", "expm1", "expression", "floor", "for", "forceAndCall", "function", "gamma", "gc.time", "globalenv", "if", "Im", "interactive", "invisible", "is.array", "is.atomic", "is.call", "is.character", "is.complex", "is.double", "is.environment", "is.expression", "is.finite", "is.function", "is.infinite", "is.integer", "is.language", "is.list", "is.logical", "is.matrix", "is.na", "is.name", "is.nan", "is.null", "is.numeric", "is.object", "is.pairlist", "is.raw", "is.recursive", "is.single", "is.symbol", "isS4", "lazyLoadDBfetch", "length", "length<-", "levels<-", "lgamma", "list", "log", "log10", "log1p", "log2", "max", "min", "missing", "Mod", "names", "names<-", "nargs", "next", "nzchar", "oldClass", "oldClass<-", "on.exit", "pos.to.env", "proc.time", "prod", "quote", "range", "Re", "rep", "repeat", "retracemem", "return", "round", "seq_along", "seq_len", "seq.int", "sign", "signif", "sin", "sinh", "sinpi", "sqrt", "standardGeneric", "storage.mode<-", "substitute", "sum", "switch", "tan", "tanh", "tanpi", "tracemem", "trigamma", "trunc", "unclass", "untracemem", "UseMethod", "while", "xtfrm");

    /** The primitives whose arguments are not evaluated first (typeof "special"). */
    private static final Set<String> SPECIAL = Set.of("::", ":::", ".Internal", "[", "[[", "[[<-", "[<-", "{", "@", "@<-", "&&", "<-", "<<-", "=", "||", "~", "$", "$<-", "break", "call", "expression", "for", "forceAndCall", "function", "if", "log", "missing", "next", "on.exit", "quote", "rep", "repeat", "return", "round", "signif", "substitute", "switch", "UseMethod", "while");

    public static boolean isPrimitive(String name) {
        return NAMES.contains(name);
    }

    /** Whether R defines this builtin as a primitive, looked up once per builtin (every call asks). */
    static boolean isPrimitive(flashr.lang.RBuiltin b) {
        if (b.primitiveInR() == 0) b.recordPrimitiveInR(isPrimitive(b.name()));
        return b.primitiveInR() == 1;
    }

    /** typeof of the base function of this name, as R gives it: "special", "builtin" or "closure". */
    public static String typeOf(String name) {
        return SPECIAL.contains(name) ? "special" : NAMES.contains(name) ? "builtin" : "closure";
    }
}

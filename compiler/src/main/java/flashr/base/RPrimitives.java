package flashr.base;

import flashr.lang.RBuiltin;

import java.util.Set;

/**
 * Which base functions are primitives in R. flashr writes many of R's closures (mean, paste, ...)
 * as Java builtins; R code that asks {@code typeof(f)} or {@code is.primitive(f)} still gets R's
 * answer: "builtin" or "special" for R's primitives, "closure" for the others.
 */
final class RPrimitives {
    private RPrimitives() {}

    /** R's primitives whose arguments are not evaluated first (typeof "special"). */
    private static final Set<String> SPECIAL = Set.of("""
            :: ::: .Internal [ [[ [[<- [<- { @ @<- && <- <<- = || ~ $ $<- break call expression for
            forceAndCall function if log missing next on.exit quote rep repeat return round signif
            substitute switch UseMethod while
            """.strip().split("\\s+"));

    /** R's other primitives (typeof "builtin"). */
    private static final Set<String> BUILTIN = Set.of("""
            - : ! != ...elt ...length ...names .C .cache_class .Call .Call.graphics .class2
            .External .External.graphics .External2 .Fortran .isMethodsDispatchOn .Primitive
            .primTrace .primUntrace .subset .subset2 ( * / & %*% %/% %% ^ + < <= == > >= | abs acos
            acosh all any anyNA Arg as.call as.character as.complex as.double as.environment
            as.integer as.logical as.numeric as.raw asin asinh atan atanh attr attr<- attributes
            attributes<- baseenv browser c ceiling class class<- Conj cos cosh cospi cummax cummin
            cumprod cumsum digamma dim dim<- dimnames dimnames<- emptyenv enc2native enc2utf8
            environment<- exp expm1 floor gamma gc.time globalenv Im interactive invisible is.array
            is.atomic is.call is.character is.complex is.double is.environment is.expression
            is.finite is.function is.infinite is.integer is.language is.list is.logical is.matrix
            is.na is.name is.nan is.null is.numeric is.object is.pairlist is.raw is.recursive
            is.single is.symbol isS4 lazyLoadDBfetch length length<- levels<- lgamma list log10
            log1p log2 max min Mod names names<- nargs nzchar oldClass oldClass<- pos.to.env
            proc.time prod range Re retracemem seq_along seq_len seq.int sign sin sinh sinpi sqrt
            standardGeneric storage.mode<- sum tan tanh tanpi tracemem trigamma trunc unclass
            untracemem xtfrm
            """.strip().split("\\s+"));

    static boolean isPrimitive(RBuiltin f) {
        return SPECIAL.contains(f.name()) || BUILTIN.contains(f.name());
    }

    /** typeof of a Java builtin as R gives it for the function of that name. */
    static String typeOf(RBuiltin f) {
        return SPECIAL.contains(f.name()) ? "special" : BUILTIN.contains(f.name()) ? "builtin" : "closure";
    }
}

# base/vectorize.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Vectorize as R's closure: the function it makes has FUN's formals and calls
# do.call("mapply", ...), so its frames (sys.calls, the Calls: line of an error in FUN:
# f -> do.call -> mapply -> <Anonymous>) and formals() are R's.

Vectorize <- function(FUN, vectorize.args = arg.names, SIMPLIFY = TRUE, USE.NAMES = TRUE) {
    arg.names <- as.list(formals(FUN))
    arg.names[["..."]] <- NULL
    arg.names <- names(arg.names)
    vectorize.args <- as.character(vectorize.args)
    if (!length(vectorize.args)) return(FUN)
    if (!all(vectorize.args %in% arg.names))
        stop("must specify names of formal arguments for 'vectorize'")
    collisions <- arg.names %in% c("FUN", "SIMPLIFY", "USE.NAMES", "vectorize.args")
    if (any(collisions))
        stop(sQuote("FUN"), " may not have argument(s) named ",
             paste(sQuote(arg.names[collisions]), collapse = ", "))
    rm(arg.names, collisions)
    (function() {
        FUNV <- function() {
            args <- lapply(as.list(match.call())[-1L], eval, parent.frame())
            names <- if (is.null(names(args))) character(length(args)) else names(args)
            dovec <- names %in% vectorize.args
            do.call("mapply", c(FUN = FUN, args[dovec], MoreArgs = list(args[!dovec]),
                                SIMPLIFY = SIMPLIFY, USE.NAMES = USE.NAMES))
        }
        formals(FUNV) <- formals(FUN)
        environment(FUNV) <- parent.env(environment())
        FUNV
    })()
}

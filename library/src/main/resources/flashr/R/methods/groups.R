# The group generics of R's methods package (Arith, Compare, Logic, Ops, Math, Math2, Summary,
# Complex): the functions themselves (a method is set on them with setMethod; calling one directly
# is an error, as in R), their members, and the lookups getGroupMembers, getGroup and isGroup.
# Dispatch to a group's methods from a base function is in s4.R (.s4_dispatch_builtin).

.s4_group_table <- function()
    list(Arith = c("+", "-", "*", "^", "%%", "%/%", "/"),
         Compare = c("==", ">", "<", "!=", "<=", ">="),
         Logic = c("&", "|"),
         Ops = c("Arith", "Compare", "Logic"),
         Math = c("abs", "sign", "sqrt", "ceiling", "floor", "trunc", "cummax", "cummin", "cumprod",
                  "cumsum", "exp", "expm1", "log", "log10", "log2", "log1p", "cos", "cosh", "sin", "sinh",
                  "tan", "tanh", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cospi", "sinpi",
                  "tanpi", "gamma", "lgamma", "digamma", "trigamma"),
         Math2 = c("round", "signif"),
         Summary = c("max", "min", "range", "prod", "sum", "any", "all"),
         Complex = c("Arg", "Conj", "Im", "Mod", "Re"))

# The groups that f belongs to, nearest first ("+" is in Arith, which is in Ops).
.s4_groups_of <- function(f) {
    tab <- .s4_group_table()
    out <- character()
    repeat {
        g <- names(tab)[vapply(tab, function(m) f %in% m, NA)]
        if (!length(g)) return(out)
        out <- c(out, g[1L])
        f <- g[1L]
    }
}

# The S3 group whose methods base functions of the S4 group f reach (R's internal dispatch).
.s4_s3_group <- function(f)
    switch(f, Arith = , Compare = , Logic = , Ops = "Ops", Math = , Math2 = "Math",
           Summary = "Summary", Complex = "Complex", NULL)

getGroupMembers <- function(group, recursive = FALSE, character = TRUE) {
    members <- .s4_group_table()[[group]]
    if (is.null(members)) return(list())
    if (!recursive) return(members)
    out <- members
    for (m in members) if (isGroup(m)) out <- c(out, getGroupMembers(m, TRUE))
    out
}

getGroup <- function(fdef, recursive = FALSE, where) {
    f <- if (is.character(fdef)) fdef else attr(fdef, "generic")
    g <- .s4_groups_of(f)
    if (!recursive) g <- g[seq_len(min(1L, length(g)))]
    as.list(g)
}

isGroup <- function(f, where, fdef) is.character(f) && length(f) == 1L && f %in% names(.s4_group_table())

Arith <- function(e1, e2) standardGeneric("Arith")
Compare <- function(e1, e2) standardGeneric("Compare")
Logic <- function(e1, e2) standardGeneric("Logic")
Ops <- function(e1, e2) standardGeneric("Ops")
Math <- function(x) standardGeneric("Math")
Math2 <- function(x, digits) standardGeneric("Math2")
Summary <- function(x, ..., na.rm = FALSE) standardGeneric("Summary")
Complex <- function(z) standardGeneric("Complex")

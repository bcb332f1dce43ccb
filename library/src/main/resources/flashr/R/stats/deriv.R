# Symbolic derivatives as R's deriv.c: D (the derivative of one expression, simplified by R's rules)
# and deriv/deriv3 (value, gradient and Hessian code with common subexpressions named .exprN).
D <- function(expr, name) {
    if (is.expression(expr)) expr <- expr[[1L]]
    if (!(is.call(expr) || is.symbol(expr) || is.numeric(expr) || is.complex(expr) || is.logical(expr)))
        stop(gettextf("expression must not be type '%s'", typeof(expr)), domain = NA)
    if (!is.character(name) || length(name) < 1L) stop("variable must be a character string")
    if (length(name) > 1L) warning("only the first element is used as variable name")
    .deriv_parens(.deriv_D(expr, as.name(name[1L]), sys.call()))
}
.deriv_is_const <- function(s) (is.numeric(s) || is.logical(s)) && length(s) >= 1L
.deriv_is_zero <- function(s) .deriv_is_const(s) && isTRUE(as.double(s[1L]) == 0)
.deriv_is_one <- function(s) .deriv_is_const(s) && isTRUE(as.double(s[1L]) == 1)
.deriv_is_uminus <- function(s) is.call(s) && identical(s[[1L]], as.name("-")) && length(s) == 2L
.deriv_is_form <- function(s, op) is.call(s) && length(s) == 3L && identical(s[[1L]], as.name(op))
# R's simplify(): NULL stands for a missing second argument
.deriv_simplify <- function(fun, a1, a2 = NULL) {
    S <- .deriv_simplify
    switch(fun,
        "+" = if (is.null(a2)) a1
              else if (.deriv_is_zero(a1)) a2
              else if (.deriv_is_zero(a2)) a1
              else if (.deriv_is_uminus(a1)) S("-", a2, a1[[2L]])
              else if (.deriv_is_uminus(a2)) S("-", a1, a2[[2L]])
              else call("+", a1, a2),
        "-" = if (is.null(a2)) {
                  if (.deriv_is_zero(a1)) 0
                  else if (.deriv_is_uminus(a1)) a1[[2L]]
                  else call("-", a1)
              } else {
                  if (.deriv_is_zero(a2)) a1
                  else if (.deriv_is_zero(a1)) S("-", a2)
                  else if (.deriv_is_uminus(a1)) S("-", S("+", a1[[2L]], a2))
                  else if (.deriv_is_uminus(a2)) call("+", a1, a2[[2L]])
                  else call("-", a1, a2)
              },
        "*" = if (.deriv_is_zero(a1) || .deriv_is_zero(a2)) 0
              else if (.deriv_is_one(a1)) a2
              else if (.deriv_is_one(a2)) a1
              else if (.deriv_is_uminus(a1)) S("-", S("*", a1[[2L]], a2))
              else if (.deriv_is_uminus(a2)) S("-", S("*", a1, a2[[2L]]))
              else call("*", a1, a2),
        "/" = if (.deriv_is_zero(a1)) 0
              else if (.deriv_is_zero(a2)) NA_real_
              else if (.deriv_is_one(a2)) a1
              else if (.deriv_is_uminus(a1)) S("-", S("/", a1[[2L]], a2))
              else if (.deriv_is_uminus(a2)) S("-", S("/", a1, a2[[2L]]))
              else call("/", a1, a2),
        "^" = if (.deriv_is_one(a2)) a1
              else if (.deriv_is_zero(a2)) 1
              else if (.deriv_is_zero(a1)) 0
              else if (.deriv_is_uminus(a1) && is.integer(a2) && length(a2) == 1L && !is.na(a2) && a2 %% 2L == 0L) S("^", a1[[2L]], a2)
              else call("^", a1, a2),
        "psigamma" = if (is.null(a2)) call("psigamma", a1) else call("psigamma", a1, a2),
        if (is.null(a2)) call(fun, a1) else call(fun, a1, a2))
}
.deriv_D <- function(expr, var, cl) {
    S <- .deriv_simplify
    if (is.numeric(expr) || is.logical(expr) || is.complex(expr)) return(0)
    if (is.symbol(expr)) return(if (identical(expr, var)) 1 else 0)
    if (!is.call(expr)) return(NA_real_)
    f <- expr[[1L]]
    fn <- if (is.symbol(f)) as.character(f) else ""
    a <- if (length(expr) >= 2L) expr[[2L]]
    b <- if (length(expr) >= 3L) expr[[3L]]
    da <- function() .deriv_D(a, var, cl)
    switch(fn,
        "(" = da(),
        "+" = if (length(expr) == 2L) S("+", da()) else S("+", da(), .deriv_D(b, var, cl)),
        "-" = if (length(expr) == 2L) S("-", da()) else S("-", da(), .deriv_D(b, var, cl)),
        "*" = S("+", S("*", da(), b), S("*", a, .deriv_D(b, var, cl))),
        "/" = {
            e1 <- da()
            e2 <- .deriv_D(b, var, cl)
            S("-", S("/", e1, b), S("/", S("*", a, e2), S("^", b, 2)))
        },
        "^" = if (is.logical(b) || is.numeric(b)) {
            S("*", b, S("*", da(), S("^", a, as.double(b) - 1)))
        } else {
            e1 <- S("*", S("^", a, S("-", b, 1)), S("*", b, da()))
            e2 <- S("*", S("^", a, b), S("*", S("log", a), .deriv_D(b, var, cl)))
            S("+", e1, e2)
        },
        "exp" = S("*", expr, da()),
        "log" = {
            if (length(expr) != 2L)
                stop(simpleError("only single-argument calls to log() are supported;\n  maybe use log(x,a) = log(x)/log(a)", cl))
            S("/", da(), a)
        },
        "cos" = S("*", S("sin", a), S("-", da())),
        "sin" = S("*", S("cos", a), da()),
        "tan" = S("/", da(), S("^", S("cos", a), 2)),
        "cosh" = S("*", S("sinh", a), da()),
        "sinh" = S("*", S("cosh", a), da()),
        "tanh" = S("/", da(), S("^", S("cosh", a), 2)),
        "sqrt" = .deriv_D(call("^", a, 0.5), var, cl),
        "pnorm" = S("*", S("dnorm", a), da()),
        "dnorm" = S("*", S("-", a), S("*", S("dnorm", a), da())),
        "asin" = S("/", da(), S("sqrt", S("-", 1, S("^", a, 2)))),
        "acos" = S("-", S("/", da(), S("sqrt", S("-", 1, S("^", a, 2))))),
        "atan" = S("/", da(), S("+", 1, S("^", a, 2))),
        "lgamma" = S("*", da(), S("digamma", a)),
        "gamma" = S("*", da(), S("*", expr, S("digamma", a))),
        "digamma" = S("*", da(), S("trigamma", a)),
        "trigamma" = S("*", da(), S("psigamma", a, 2L)),
        "psigamma" = if (length(expr) == 2L) S("*", da(), S("psigamma", a, 1L))
            else if (is.numeric(b)) S("*", da(), S("psigamma", a, as.integer(b) + 1L))
            else S("*", da(), S("psigamma", a, S("+", b, 1L))),
        "log1p" = S("/", da(), S("+", 1, a)),
        "expm1" = S("*", S("exp", a), da()),
        "log2" = S("/", da(), S("*", a, quote(log(2)))),
        "log10" = S("/", da(), S("*", a, quote(log(10)))),
        "cospi" = S("*", S("sinpi", a), S("-", S("*", quote(pi), da()))),
        "sinpi" = S("*", S("cospi", a), S("*", quote(pi), da())),
        "tanpi" = S("/", S("*", quote(pi), da()), S("^", S("cospi", a), 2)),
        "lfactorial" = S("*", da(), S("digamma", S("+", a, 1L))),
        "factorial" = S("*", da(), S("*", expr, S("digamma", S("+", a, 1L)))),
        stop(simpleError(gettextf("Function '%s' is not in the derivatives table", paste(deparse(f), collapse = "")), cl)))
}
# R's AddParens: parentheses where R's deparse of the derivative shows them
.deriv_parens <- function(expr) {
    if (!is.call(expr)) return(expr)
    for (i in seq_along(expr)[-1L]) {
        e <- expr[[i]]
        if (is.call(e)) expr[[i]] <- .deriv_parens(e)
    }
    P <- function(e) call("(", e)
    is <- .deriv_is_form
    if (is(expr, "+")) {
        if (is(expr[[3L]], "+")) expr[[3L]] <- P(expr[[3L]])
    } else if (is(expr, "-")) {
        if (is(expr[[3L]], "+") || is(expr[[3L]], "-")) expr[[3L]] <- P(expr[[3L]])
    } else if (is(expr, "*") || is(expr, "/")) {
        e3 <- expr[[3L]]
        if (is(e3, "+") || is(e3, "-") || is(e3, "*") || is(e3, "/")) expr[[3L]] <- P(e3)
        if (is(expr[[2L]], "+") || is(expr[[2L]], "-")) expr[[2L]] <- P(expr[[2L]])
    } else if (is(expr, "^")) {
        if (is(expr[[2L]], "^")) expr[[2L]] <- P(expr[[2L]])
        e3 <- expr[[3L]]
        if (is(e3, "+") || is(e3, "-") || is(e3, "*") || is(e3, "/")) expr[[3L]] <- P(e3)
    }
    expr
}
deriv <- function(expr, ...) UseMethod("deriv")
deriv.formula <- function(expr, namevec, function.arg = NULL, tag = ".expr", hessian = FALSE, ...) {
    if ((le <- length(expr)) > 1L) .deriv_code(expr[[le]], namevec, function.arg, tag, hessian)
    else stop("invalid formula in deriv")
}
deriv.default <- function(expr, namevec, function.arg = NULL, tag = ".expr", hessian = FALSE, ...)
    .deriv_code(expr, namevec, function.arg, tag, hessian)
deriv3 <- function(expr, ...) UseMethod("deriv3")
deriv3.formula <- function(expr, namevec, function.arg = NULL, tag = ".expr", hessian = TRUE, ...) {
    if ((le <- length(expr)) > 1L) .deriv_code(expr[[le]], namevec, function.arg, tag, hessian)
    else stop("invalid formula in deriv")
}
deriv3.default <- function(expr, namevec, function.arg = NULL, tag = ".expr", hessian = TRUE, ...)
    .deriv_code(expr, namevec, function.arg, tag, hessian)
# R's FindSubexprs: each call (innermost first) gets a number in the list of subexpressions, repeated
# ones the same number; returns 0 for a constant or a symbol
.deriv_find <- function(expr, st) {
    if (is.symbol(expr) || is.numeric(expr) || is.logical(expr) || is.complex(expr)) return(0L)
    if (!is.call(expr)) stop("invalid expression in 'FindSubexprs'")
    if (identical(expr[[1L]], as.name("function"))) return(0L)
    if (identical(expr[[1L]], as.name("("))) return(.deriv_find(expr[[2L]], st))
    for (i in seq_along(expr)[-1L]) {
        k <- .deriv_find(expr[[i]], st)
        if (k != 0L) expr[[i]] <- as.name(paste0(st$tag, k))
    }
    for (k in seq_along(st$list)) if (identical(st$list[[k]], expr)) return(k)
    st$list[[length(st$list) + 1L]] <- expr
    length(st$list)
}
.deriv_count <- function(sym, x) {
    if (is.symbol(x)) return(as.integer(identical(x, sym)))
    if (is.call(x) || is.list(x)) {
        n <- 0L
        for (i in seq_along(x)) if (!is.null(x[[i]])) n <- n + .deriv_count(sym, x[[i]])
        return(n)
    }
    0L
}
.deriv_replace <- function(sym, by, x) {
    if (is.symbol(x)) return(if (identical(x, sym)) by else x)
    if (is.call(x)) {
        for (i in seq_along(x)) x[[i]] <- .deriv_replace(sym, by, x[[i]])
        return(x)
    }
    x
}
.deriv_code <- function(expr, namevec, function.arg, tag, hessian) {
    cl <- sys.call(-1L)
    fail <- function(msg) stop(simpleError(msg, cl))
    if (is.expression(expr)) expr <- expr[[1L]]
    if (!is.character(namevec) || (nderiv <- length(namevec)) < 1L) fail("invalid variable names")
    if (!is.character(tag) || length(tag) < 1L || is.na(tag[1L])) fail("invalid tag")
    tag <- tag[1L]
    hessian <- as.logical(hessian)
    st <- new.env()
    st$tag <- tag
    st$list <- list()
    v <- function(k) as.name(paste0(tag, k))
    f_index <- .deriv_find(expr, st)
    d_index <- integer(nderiv)
    d2_index <- integer()
    for (i in seq_len(nderiv)) {
        di <- .deriv_D(expr, as.name(namevec[i]), cl)
        d_index[i] <- .deriv_find(di, st)
        if (hessian) for (j in i:nderiv) d2_index <- c(d2_index, .deriv_find(.deriv_D(di, as.name(namevec[j]), cl), st))
    }
    nexpr <- length(st$list)
    # the expression list after the subexpressions: NULL marks a slot filled below, MISSING one dropped
    MISSING <- quote(.deriv_missing)
    items <- st$list
    add <- function(e) items[length(items) + 1L] <<- list(e)
    add(if (f_index) v(f_index) else expr)
    add(NULL)
    if (hessian) add(NULL)
    k <- 0L
    for (i in seq_len(nderiv)) {
        di <- .deriv_D(expr, as.name(namevec[i]), cl)
        add(if (d_index[i]) v(d_index[i]) else di)
        if (hessian) for (j in i:nderiv) {
            k <- k + 1L
            if (d2_index[k]) add(v(d2_index[k]))
            else {
                d2 <- .deriv_D(di, as.name(namevec[j]), cl)
                add(if (.deriv_is_zero(d2)) MISSING else d2)
            }
        }
    }
    add(NULL)
    add(NULL)
    if (hessian) add(NULL)
    # subexpressions used once are substituted into the rest; the others become assignments
    for (i in seq_len(nexpr)) {
        rest <- items[-seq_len(i)]
        if (.deriv_count(v(i), rest) < 2L) {
            for (r in seq_along(rest)) if (!is.null(rest[[r]])) rest[[r]] <- .deriv_replace(v(i), items[[i]], rest[[r]])
            items[i + seq_along(rest)] <- rest
            items[i] <- list(MISSING)
        } else items[[i]] <- call("<-", v(i), .deriv_parens(items[[i]]))
    }
    pos <- nexpr + 1L
    items[[pos]] <- call("<-", quote(.value), .deriv_parens(items[[pos]]))
    pos <- pos + 1L
    nm <- as.call(c(as.name("c"), as.list(namevec)))
    items[[pos]] <- call("<-", quote(.grad), call("array", 0, call("c", quote(length(.value)), nderiv), call("list", NULL, nm)))
    pos <- pos + 1L
    if (hessian) {
        items[[pos]] <- call("<-", quote(.hessian), call("array", 0, call("c", quote(length(.value)), nderiv, nderiv), call("list", NULL, nm, nm)))
        pos <- pos + 1L
    }
    for (i in seq_len(nderiv)) {
        items[[pos]] <- call("<-", call("[", quote(.grad), quote(expr = ), namevec[i]), .deriv_parens(items[[pos]]))
        pos <- pos + 1L
        if (hessian) for (j in i:nderiv) {
            if (!identical(items[[pos]], MISSING)) {
                val <- .deriv_parens(items[[pos]])
                items[[pos]] <- if (i == j) call("<-", call("[", quote(.hessian), quote(expr = ), namevec[i], namevec[i]), val)
                    else call("<-", call("[", quote(.hessian), quote(expr = ), namevec[i], namevec[j]),
                              call("<-", call("[", quote(.hessian), quote(expr = ), namevec[j], namevec[i]), val))
            }
            pos <- pos + 1L
        }
    }
    items[[pos]] <- quote(attr(.value, "gradient") <- .grad)
    pos <- pos + 1L
    if (hessian) {
        items[[pos]] <- quote(attr(.value, "hessian") <- .hessian)
        pos <- pos + 1L
    }
    items[[pos]] <- quote(.value)
    keep <- !vapply(items, function(e) identical(e, MISSING), NA)
    body <- as.call(c(as.name("{"), items[keep]))
    if (is.logical(function.arg) && length(function.arg) && isTRUE(function.arg[1L])) function.arg <- namevec
    if (is.function(function.arg)) {
        f <- function.arg
        body(f) <- body
        f
    } else if (is.character(function.arg)) {
        # a closure in the global environment whose arguments are the names, without defaults
        f <- eval(parse(text = paste0("function(", paste0("`", function.arg, "`", collapse = ", "), ") NULL"))[[1L]], globalenv())
        body(f) <- body
        f
    } else {
        e <- expression(NULL)
        e[[1L]] <- body
        e
    }
}

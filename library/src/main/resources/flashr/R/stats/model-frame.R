# stats/model-frame.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Model formulas written in R to R's documented semantics: terms
# expands a formula's right-hand side (+, -, :, *, ., 0
# and 1, anything else one variable such as I(x^2)); model.frame evaluates its
# variables in the data, then the calling environment of the formula, and drops incomplete rows
# (na.omit); model.matrix builds the intercept and one column per numeric term,
# treatment contrasts for factors, products for interactions.

I <- function(x) {
    class(x) <- unique(c("AsIs", oldClass(x)))
    x
}
`[.AsIs` <- function(x, i, ...) I(NextMethod("["))
print.AsIs <- function(x, ...) {
    cl <- oldClass(x)
    oldClass(x) <- cl[cl != "AsIs"]
    NextMethod("print")
    invisible(x)
}
all.names <- function(expr, functions = TRUE, max.names = -1L, unique = FALSE) .all.names(expr, functions, max.names, unique)
all.vars <- function(expr, functions = FALSE, max.names = -1L, unique = TRUE) .all.names(expr, functions, max.names, unique)
# the symbols of calls, names and expression vectors (the functions' names too if asked), as R's C walk
.all.names <- function(expr, functions, max.names, unique) {
    found <- character()
    walk <- function(e) {
        if (is.name(e)) {
            name <- as.character(e)
            if (nzchar(name)) found <<- c(found, name)
        } else if (is.call(e)) {
            if (functions) walk(e[[1L]])
            parts <- as.list(e)[-1L]
            for (i in seq_along(parts)) if (!is.null(parts[[i]])) walk(parts[[i]])
        } else if (is.expression(e)) {
            for (i in seq_along(e)) walk(e[[i]])
        }
    }
    walk(expr)
    if (unique) found <- unique(found)
    if (max.names >= 0L && length(found) > max.names) found <- found[seq_len(max.names)]
    found
}
formula <- function(x, ...) UseMethod("formula")
formula.default <- function(x, env = parent.frame(), ...) {
    if (inherits(x, "formula")) return(x)
    if (is.call(x) && identical(x[[1L]], as.name("~"))) return(eval(x, env))
    if (is.character(x)) return(as.formula(x, env))
    if (!is.null(x$terms)) return(formula(x$terms))
    if (!is.null(x$call$formula)) return(eval(x$call$formula))
    if (!is.null(attr(x, "terms"))) return(formula(attr(x, "terms")))
    stop("invalid formula")
}
formula.terms <- function(x, ...) {
    env <- environment(x)
    attributes(x) <- list(class = "formula", .Environment = env)
    x
}
formula.lm <- function(x, ...) formula(x$terms)
as.formula <- function(object, env = parent.frame()) {
    if (inherits(object, "formula")) return(object)
    if (is.list(object)) return(formula(object))
    if (is.character(object)) object <- parse(text = object)[[1L]]
    f <- eval(object, env)
    if (!inherits(f, "formula")) stop("invalid formula")
    f
}
print.formula <- function(x, ...) {
    env <- environment(x)
    y <- x
    attr(y, ".Environment") <- NULL
    print.default(unclass(y), ...)
    if (!identical(env, globalenv()) && !is.null(env)) print(env)
    invisible(x)
}
print.terms <- function(x, ...) {
    print.default(unclass(x), ...)
    invisible(x)
}
format.formula <- function(x, ...) deparse(unclass(x))
`[.formula` <- function(x, i) {
    ans <- NextMethod("[")
    # a part that still starts with `~` (or nothing) stays a formula, in x's environment
    if (!length(ans) || as.character(ans[[1L]])[1L] == "~") {
        class(ans) <- "formula"
        environment(ans) <- environment(x)
    }
    ans
}
terms <- function(x, ...) UseMethod("terms")
terms.default <- function(x, ...) {
    v <- x$terms
    if (is.null(v)) v <- attr(x, "terms")
    if (is.null(v)) stop("no terms component nor attribute")
    v
}
terms.terms <- function(x, ...) x
terms.formula <- function(x, specials = NULL, abb = NULL, data = NULL, neg.out = TRUE, keep.order = FALSE,
                          simplify = FALSE, ..., allowDotAsName = FALSE) {
    # formulas without '.' in one builtin, as R's C termsform (this R code cost a first lm 0.06-0.1 s);
    # NULL from it for what it does not cover, which the R code below does
    fast <- .terms_formula(x, specials, keep.order)
    if (!is.null(fast)) return(fast)
    .terms.formula.R(x, specials, abb, data, neg.out, keep.order, simplify, ..., allowDotAsName = allowDotAsName,
                     .call = sys.call())
}
# terms.formula in R: '.' and the rest .terms_formula leaves; the reference its tests compare the builtin with
.terms.formula.R <- function(x, specials = NULL, abb = NULL, data = NULL, neg.out = TRUE, keep.order = FALSE,
                             simplify = FALSE, ..., allowDotAsName = FALSE, .call = sys.call()) {
    # .call: terms.formula's call, the one R's errors name
    env <- environment(x)
    has.response <- length(x) == 3L
    response <- if (has.response) x[[2L]] else NULL
    rhs <- if (has.response) x[[3L]] else x[[2L]]
    dotname <- is.null(data) && .formula.hasdot(rhs)
    if (dotname && !isTRUE(allowDotAsName)) stop(simpleError("'.' in formula and no 'data' argument", .call))
    # allowDotAsName: '.' is a variable like any other (the exclusions carry the flag down the recursion)
    exclude <- if (has.response) all.vars(response) else character()
    if (dotname) attr(exclude, "dotname") <- TRUE
    parts <- .formula.expand(rhs, data, exclude)
    # as R: the formula itself shows what '.' stood for (y ~ a + b; y ~ (a + b)^2 inside a term)
    if (!is.null(data) && "." %in% all.names(rhs)) {
        dot <- Reduce(function(a, b) call("+", a, b), lapply(setdiff(names(data), if (has.response) all.vars(response)), as.name))
        if (!is.null(dot)) x[[length(x)]] <- .formula.dot(rhs, dot)
    }
    termlist <- parts$terms
    # offset() terms are variables but not terms (R's "offset" attribute indexes them)
    is.offset <- vapply(parts$exprs, function(e) is.call(e) && identical(e[[1L]], as.name("offset")), NA)
    termlist <- termlist[!vapply(termlist, function(t) any(t %in% names(parts$exprs)[is.offset]), NA)]
    # the variables in the order the formula names them (those of removed terms too), as R's;
    # an interaction's variables in that order too (f:x is labelled x:f when x came first)
    varnames <- unique(names(parts$exprs))
    termlist <- lapply(termlist, function(t) t[order(match(t, varnames))])
    if (length(termlist) && !keep.order) termlist <- termlist[order(lengths(termlist))]
    labels <- vapply(termlist, function(t) paste(t, collapse = ":"), "")
    if (has.response) varnames <- setdiff(varnames, .formula.label(response))
    exprs <- c(if (has.response) list(response), parts$exprs[varnames])
    names(exprs) <- NULL
    offset <- which(vapply(exprs, function(e) is.call(e) && identical(e[[1L]], as.name("offset")), NA))
    # which variables each term involves, as R's "factors" matrix: 1 where a variable is in a term
    # whose margin without it is empty or inside an earlier term (coded by contrasts), 2 where that
    # margin is absent (coded by indicators for all levels), as R's TermCode
    factors <- if (length(termlist)) {
        vars <- vapply(exprs, .formula.label, "")
        code <- function(k) {
            t <- termlist[[k]]
            one <- vapply(t, function(v) {
                rest <- setdiff(t, v)
                !length(rest) || any(vapply(termlist[seq_len(k - 1L)], function(u) all(rest %in% u), NA))
            }, NA)
            c(2L, 1L)[one + 1L][match(vars, t)]
        }
        m <- vapply(seq_along(termlist), code, integer(length(vars)))
        m[is.na(m)] <- 0L
        matrix(m, length(vars), length(termlist), dimnames = list(vars, labels))
    } else integer()
    # R's attributes in R's order: the formula's class and environment come last
    x <- unclass(x)
    attr(x, ".Environment") <- NULL
    # R's "specials": for each name, the indices in "variables" of the calls of that function (NULL if none)
    if (!is.null(specials)) {
        if (!is.character(specials)) stop(simpleError("'specials' must be NULL or a character vector", .call))
        specials <- as.pairlist(sapply(specials, function(s) {
            i <- which(vapply(exprs, function(e) is.call(e) && identical(e[[1L]], as.name(s)), NA))
            if (length(i)) i
        }, simplify = FALSE))
    }
    structure(x, variables = as.call(c(as.name("list"), exprs)), offset = if (length(offset)) offset,
              factors = factors, term.labels = labels, specials = specials, order = lengths(termlist),
              intercept = if (is.na(parts$intercept)) 1L else as.integer(parts$intercept),
              response = as.integer(has.response), class = c("terms", "formula"), .Environment = env)
}
# '.' replaced by the data's variables as R's ExpandDots: bare as an operand of + (deparse adds parentheses), else inside
# parentheses where an operator of the formula takes it; a function's argument (log(.)) is left alone
.formula.dot <- function(e, dot) {
    isdot <- function(a) is.name(a) && identical(as.character(a), ".")
    if (isdot(e)) return(dot)
    if (!is.call(e) || !is.name(e[[1L]])) return(e)
    op <- as.character(e[[1L]])
    if (op == "(") {
        e[[2L]] <- .formula.dot(e[[2L]], dot)
    } else if (op %in% c("+", "-", "*", "/", ":", "^", "%in%")) {
        for (i in seq_along(e)[-1L]) {
            bare <- op == "+"
            e[[i]] <- if (isdot(e[[i]]) && is.call(dot) && !bare) call("(", dot) else .formula.dot(e[[i]], dot)
        }
    }
    e
}
# whether '.' stands as a term of the formula (not as a function's argument), where .formula.expand needs data
.formula.hasdot <- function(e) {
    if (is.name(e)) return(identical(as.character(e), "."))
    if (!is.call(e) || !is.name(e[[1L]])) return(FALSE)
    op <- as.character(e[[1L]])
    if (op == "^") return(.formula.hasdot(e[[2L]]))
    op %in% c("(", "+", "-", "*", "/", ":", "%in%") && any(vapply(as.list(e)[-1L], .formula.hasdot, NA))
}
.formula.label <- function(e) paste(deparse(e, width.cutoff = 500L), collapse = " ")
.formula.expand <- function(e, data, exclude) {
    none <- list(terms = list(), exprs = list(), intercept = NA)
    if (is.numeric(e) && length(e) == 1L) {
        if (e == 0) return(list(terms = list(), exprs = list(), intercept = 0))
        if (e == 1) return(list(terms = list(), exprs = list(), intercept = 1))
        stop("invalid model formula")
    }
    if (is.name(e) && identical(as.character(e), ".") && !isTRUE(attr(exclude, "dotname"))) {
        if (is.null(data)) stop("'.' in formula and no 'data' argument")
        cols <- setdiff(names(data), exclude)
        exprs <- lapply(cols, as.name)
        names(exprs) <- cols
        return(list(terms = as.list(cols), exprs = exprs, intercept = NA))
    }
    if (is.call(e)) {
        op <- as.character(e[[1L]])
        if (op == "(" ) return(.formula.expand(e[[2L]], data, exclude))
        if (op == "+" && length(e) == 3L) {
            l <- .formula.expand(e[[2L]], data, exclude)
            r <- .formula.expand(e[[3L]], data, exclude)
            return(.formula.join(l, r))
        }
        if (op == "+" && length(e) == 2L) return(.formula.expand(e[[2L]], data, exclude))
        if (op == "-") {
            if (length(e) == 2L) {
                l <- none
                r <- .formula.expand(e[[2L]], data, exclude)
            } else {
                l <- .formula.expand(e[[2L]], data, exclude)
                r <- .formula.expand(e[[3L]], data, exclude)
            }
            drop <- vapply(r$terms, function(t) paste(sort(t), collapse = ":"), "")
            keep <- !(vapply(l$terms, function(t) paste(sort(t), collapse = ":"), "") %in% drop)
            int <- l$intercept
            if (!is.na(r$intercept)) int <- if (r$intercept == 1) 0 else 1
            return(list(terms = l$terms[keep], exprs = l$exprs, intercept = int))
        }
        if (op == ":" || op == "*" || op == "%in%") {
            l <- .formula.expand(e[[2L]], data, exclude)
            r <- .formula.expand(e[[3L]], data, exclude)
            both <- .formula.cross(l, r)
            if (op != "*") return(both)
            return(.formula.join(.formula.join(l, r), both))
        }
        if (op == "/" && length(e) == 3L) {
            # a/b is a + a:b, the right side crossed with all the left side's variables
            l <- .formula.expand(e[[2L]], data, exclude)
            r <- .formula.expand(e[[3L]], data, exclude)
            all.l <- list(terms = list(unique(unlist(l$terms))), exprs = l$exprs, intercept = NA)
            return(.formula.join(l, .formula.cross(all.l, r)))
        }
        if (op == "^" && length(e) == 3L) {
            # (a + b + c)^n: every interaction of up to n of the terms
            n <- e[[3L]]
            if (!is.numeric(n) || length(n) != 1L || n < 1) stop("invalid power in formula")
            # as R's PowerTerms: the left side crossed with the last power, repeats dropped (the order keep.order shows)
            l <- .formula.expand(e[[2L]], data, exclude)
            res <- l
            for (i in seq_len(n - 1L))
                res <- .formula.join(list(terms = list(), exprs = list(), intercept = l$intercept), .formula.cross(l, res))
            return(res)
        }
    }
    label <- .formula.label(e)
    exprs <- list(e)
    names(exprs) <- label
    list(terms = list(label), exprs = exprs, intercept = NA)
}
.formula.cross <- function(l, r) {
    cross <- list()
    for (a in l$terms) for (b in r$terms) cross[[length(cross) + 1L]] <- unique(c(a, b))
    list(terms = cross, exprs = c(l$exprs, r$exprs), intercept = NA)
}
.formula.join <- function(l, r) {
    keys <- vapply(l$terms, function(t) paste(sort(t), collapse = ":"), "")
    terms <- l$terms
    for (t in r$terms) {
        key <- paste(sort(t), collapse = ":")
        if (!(key %in% keys)) {
            terms[[length(terms) + 1L]] <- t
            keys <- c(keys, key)
        }
    }
    exprs <- c(l$exprs, r$exprs)
    exprs <- exprs[!duplicated(names(exprs))]
    list(terms = terms, exprs = exprs, intercept = if (is.na(r$intercept)) l$intercept else r$intercept)
}
model.frame <- function(formula, ...) UseMethod("model.frame")
model.frame.lm <- function(formula, ...) {
    if (!is.null(formula$model)) return(formula$model)
    model.frame(formula$terms, data = eval(formula$call$data, environment(formula$terms)))
}
model.frame.default <- function(formula, data = NULL, subset = NULL, na.action = na.omit,
                                drop.unused.levels = FALSE, xlev = NULL, ...) {
    if (!inherits(formula, "terms")) formula <- terms(formula, data = data)
    env <- environment(formula)
    if (is.null(env)) env <- parent.frame()
    rn <- NULL
    # R's modelframe keeps the data's internal row names when their length is the number of rows, so
    # automatic ones, c(NA, -n), survive only with n = 2 (and no subset): a quirk as.matrix shows
    automatic <- FALSE
    if (is.null(data)) {
        data <- env
    } else if (is.data.frame(data)) {
        rn <- row.names(data)
        automatic <- .row_names_info(data) < 0L && length(rn) == 2L && is.null(subset)
    } else if (!is.environment(data)) {
        data <- as.data.frame(data)
        rn <- row.names(data)
    }
    vars <- attr(formula, "variables")
    exprs <- as.list(vars)[-1L]
    varnames <- vapply(exprs, .formula.label, "")
    # safe prediction as R's: terms that carry "predvars" (poly's coefs, scale's center) are evaluated by them
    predvars <- attr(formula, "predvars")
    values <- eval(if (is.null(predvars)) vars else predvars, data, env)
    if (is.null(predvars)) {
        predvars <- vars
        for (i in seq_along(varnames)) predvars[[i + 1L]] <- makepredictcall(values[[i]], vars[[i + 1L]])
        attr(formula, "predvars") <- predvars
    }
    n <- if (length(values)) NROW(values[[1L]]) else length(rn)
    # character variables stay character in the frame (model.matrix codes them as factors), as R's
    for (i in seq_along(values)) {
        if (NROW(values[[i]]) != n)
            stop(gettextf("variable lengths differ (found for '%s')", varnames[i]))
    }
    if (is.null(rn) || length(rn) != n) rn <- as.character(seq_len(n))
    names(values) <- varnames
    # extra variables (weights = , offset = ) become columns "(weights)", ..., as in R's model frame
    extras <- substitute(list(...))
    if (length(extras) > 1L) {
        extranames <- names(as.list(extras))[-1L]
        extras <- eval(extras, data, env)
        for (i in seq_along(extras)) {
            if (is.null(extras[[i]])) next
            if (NROW(extras[[i]]) != n)
                stop(gettextf("variable lengths differ (found for '(%s)')", extranames[i]))
            values[[paste0("(", extranames[i], ")")]] <- extras[[i]]
        }
    }
    # without a subset the variables stay as they are, as in R's model.frame
    if (!is.null(subset)) {
        keep <- if (is.logical(subset)) subset & !is.na(subset) else seq_len(n) %in% subset
        values <- lapply(values, function(v) if (is.matrix(v)) v[keep, , drop = FALSE] else v[keep])
        rn <- rn[keep]
    }
    mf <- .model.frame.make(values, rn)
    if (automatic && n == 2L) attr(mf, "row.names") <- .set_row_names(2L)
    if (is.character(na.action)) na.action <- get(na.action)
    if (!is.null(na.action)) mf <- na.action(mf)
    if (length(xlev)) {
        # the fit's levels at new data, as R's: a level the fit did not see is an error
        for (nm in names(xlev)) if (!is.null(xl <- xlev[[nm]])) {
            xi <- mf[[nm]]
            if (is.character(xi)) xi <- as.factor(xi)
            if (!is.factor(xi) || is.null(nxl <- levels(xi)))
                warning(gettextf("variable '%s' is not a factor", nm), domain = NA)
            else {
                ctr <- attr(xi, "contrasts")
                xi <- xi[drop = TRUE]
                nxl <- levels(xi)
                if (any(m <- is.na(match(nxl, xl))))
                    stop(sprintf(ngettext(length(m), "factor %s has new level %s", "factor %s has new levels %s"),
                                 nm, paste(nxl[m], collapse = ", ")), domain = NA)
                mf[[nm]] <- factor(xi, levels = xl, exclude = NULL)
                if (!identical(attr(mf[[nm]], "contrasts"), ctr))
                    warning(gettextf("contrasts dropped from factor %s", nm), call. = FALSE, domain = NA)
            }
        }
    } else if (drop.unused.levels) {
        # as R: only factors with unused levels are rebuilt (keeping ordered), their contrasts then dropped
        for (i in seq_along(mf)) {
            x <- mf[[i]]
            if (is.factor(x) && any(tabulate(x, nlevels(x)) == 0L)) {
                ctr <- attr(x, "contrasts")
                mf[[i]] <- x[drop = TRUE]
                if (!identical(attr(mf[[i]], "contrasts"), ctr))
                    warning(sprintf("contrasts dropped from factor %s due to missing levels", names(mf)[i]), call. = FALSE)
            }
        }
    }
    attr(formula, "dataClasses") <- vapply(mf, .MFclass, "")
    attr(mf, "terms") <- formula
    mf
}
.model.frame.make <- function(values, rn) {
    mf <- values
    attr(mf, "row.names") <- rn
    class(mf) <- "data.frame"
    mf
}
complete.cases <- function(...) {
    args <- list(...)
    ok <- NULL
    n <- -1L
    for (a in args) {
        # R skips NULL arguments; a list or data frame contributes its columns
        if (is.null(a)) next
        cols <- if (is.data.frame(a) || is.list(a)) as.list(a) else list(a)
        for (v in cols) {
            bad <- if (is.matrix(v)) rowSums(is.na(v)) > 0 else is.na(v)
            if (n >= 0L && length(bad) != n)
                stop(simpleError("not all arguments have the same length", sys.call()))
            n <- length(bad)
            ok <- if (is.null(ok)) !bad else ok & !bad
        }
    }
    if (is.null(ok))
        stop(simpleError("no input has determined the number of cases", sys.call()))
    ok
}
na.omit <- function(object, ...) UseMethod("na.omit")
# R's: a matrix loses its rows with an NA (na.omit(as.matrix(DF)) as ?na.fail shows); arrays of
# more dimensions stay as they are
na.omit.default <- function(object, ...) {
    if (!is.atomic(object)) return(object)
    d <- dim(object)
    if (length(d) > 2L) return(object)
    omit <- seq_along(object)[is.na(object)]
    if (length(omit) == 0L) return(object)
    if (length(d)) {
        omit <- unique(((omit - 1) %% d[1L]) + 1L)
        nm <- rownames(object)
        object <- object[-omit, , drop = FALSE]
    } else {
        nm <- names(object)
        object <- object[-omit]
    }
    names(omit) <- nm[omit]
    attr(omit, "class") <- "omit"
    attr(object, "na.action") <- omit
    object
}
na.omit.data.frame <- function(object, ...) {
    # no NA anywhere (the usual case) says every case is complete without complete.cases' flag
    # vectors (is.na, ! and & of n each per column: a third of lm's model.frame at 2e5 rows)
    if (!anyNA(object, recursive = TRUE) || all(ok <- complete.cases(object))) {
        # R subsets all the same (object[ok, , drop = FALSE]), which leaves explicit row names
        if (.row_names_info(object) < 0L) attr(object, "row.names") <- row.names(object)
        return(object)
    }
    omit <- which(!ok)
    names(omit) <- row.names(object)[omit]
    rn <- row.names(object)[ok]
    values <- lapply(as.list(object), function(v) if (is.matrix(v)) v[ok, , drop = FALSE] else v[ok])
    xattr <- attr(object, "terms")
    object <- .model.frame.make(values, rn)
    if (!is.null(xattr)) attr(object, "terms") <- xattr
    attr(omit, "class") <- "omit"
    attr(object, "na.action") <- omit
    object
}
na.exclude <- function(object, ...) {
    object <- na.omit(object, ...)
    a <- attr(object, "na.action")
    if (!is.null(a)) {
        class(a) <- "exclude"
        attr(object, "na.action") <- a
    }
    object
}
na.pass <- function(object, ...) object
na.fail <- function(object, ...) UseMethod("na.fail")
na.fail.default <- function(object, ...) {
    ok <- complete.cases(object)
    if (all(ok)) object else stop("missing values in object")
}
# Residuals and predictions padded back to the data's rows: NA where na.exclude dropped a row.
naresid <- function(omit, x, ...) UseMethod("naresid")
naresid.default <- function(omit, x, ...) x
naresid.exclude <- function(omit, x, ...) {
    if (length(omit) == 0 || !is.numeric(omit)) stop("invalid argument 'omit'")
    if (is.null(x)) return(x)
    n <- NROW(x)
    keep <- rep.int(NA, n + length(omit))
    keep[-omit] <- 1L:n
    if (is.matrix(x)) {
        x <- x[keep, , drop = FALSE]
        temp <- rownames(x)
        if (length(temp)) {
            temp[omit] <- names(omit)
            rownames(x) <- temp
        }
    } else if (is.array(x) && length(dim(x)) > 2L) {
        x <- x[keep, , , drop = FALSE]
        temp <- dimnames(x)[[1L]]
        if (!is.null(temp)) {
            temp[omit] <- names(omit)
            dimnames(x)[[1L]] <- temp
        }
    } else {
        x <- x[keep]
        temp <- names(x)
        if (length(temp)) {
            temp[omit] <- names(omit)
            names(x) <- temp
        }
    }
    x
}
napredict <- function(omit, x, ...) UseMethod("napredict")
napredict.default <- function(omit, x, ...) x
napredict.exclude <- function(omit, x, ...) naresid.exclude(omit, x, ...)
naprint <- function(x, ...) UseMethod("naprint")
naprint.default <- function(x, ...) ""
naprint.omit <- function(x, ...) {
    n <- length(x)
    if (n == 0L) "" else paste(n, if (n == 1L) "observation" else "observations", "deleted due to missingness")
}
naprint.exclude <- function(x, ...) naprint.omit(x, ...)
model.response <- function(data, type = "any") {
    if (attr(attr(data, "terms"), "response")) {
        v <- data[[1L]]
        if (type == "numeric" && !is.numeric(v)) stop("invalid type for response")
        if (is.null(dim(v))) names(v) <- row.names(data)
        else rownames(v) <- row.names(data)
        if (inherits(v, "AsIs")) class(v) <- setdiff(oldClass(v), "AsIs")
        v
    } else NULL
}
model.matrix <- function(object, ...) UseMethod("model.matrix")
model.matrix.lm <- function(object, ...) {
    if (!is.null(object$x) && is.matrix(object$x)) return(object$x)
    model.matrix(object$terms, model.frame(object), ...)
}
model.matrix.default <- function(object, data = environment(object), contrasts.arg = NULL, ...) {
    t <- if (inherits(object, "terms")) object else terms(object, data = data)
    if (is.environment(data) || is.null(attr(data, "terms"))) data <- model.frame(t, data = if (is.environment(data)) NULL else data)
    rn <- row.names(data)
    n <- length(rn)
    int <- attr(t, "intercept")
    # each term's variables and their codes, from the "factors" matrix (2: all levels' indicators)
    fac <- attr(t, "factors")
    tv <- if (length(fac)) lapply(seq_len(ncol(fac)), function(k) rownames(fac)[fac[, k] > 0L]) else list()
    # the columns themselves are built by one builtin from each term's variable specs (numeric
    # values, or a factor's codes with its contrast matrix or indicator levels); here only the
    # small work: contrasts, column names, "assign"
    specs <- list()
    cn <- character()
    assign <- integer()
    contrasts <- list()
    if (int) {
        cn <- "(Intercept)"
        assign <- 0L
    }
    full <- !int
    for (k in seq_along(tv)) {
        vspecs <- list()
        names <- NULL
        for (v in tv[[k]]) {
            value <- data[[v]]
            if (is.logical(value)) value <- factor(value, levels = c(FALSE, TRUE))
            else if (is.character(value)) value <- factor(value)
            if (is.factor(value)) {
                # the factor's contrasts as R's model.matrix takes them: contrasts.arg, then the
                # factor's own "contrasts" attribute, then options("contrasts") by orderedness
                if (!is.null(ca <- contrasts.arg[[v]])) contrasts(value) <- ca
                if (is.null(attr(value, "contrasts"))) {
                    if (length(levels(value)) < 2L) stop("contrasts can be applied only to factors with 2 or more levels")
                    opt <- getOption("contrasts")
                    if (is.null(opt)) opt <- c("contr.treatment", "contr.poly")
                    attr(value, "contrasts") <- opt[[if (is.ordered(value)) 2L else 1L]]
                }
                contrasts[[v]] <- ca <- attr(value, "contrasts")
                lev <- levels(value)
                all.lev <- full || fac[v, k] == 2L
                if (all.lev || identical(ca, "contr.treatment")) {
                    # indicator columns (all levels for the first factor without an intercept,
                    # or where the term's margin without this factor is absent)
                    use <- if (all.lev) lev else lev[-1L]
                    spec <- list(as.integer(value), NULL, match(use, lev))
                    nm <- paste0(v, use)
                } else {
                    cm <- contrasts(value)
                    spec <- list(as.integer(value), cm)
                    cm.names <- colnames(cm)
                    nm <- paste0(v, if (is.null(cm.names)) seq_len(ncol(cm)) else cm.names)
                }
                full <- FALSE
            } else if (is.matrix(value)) {
                spec <- unclass(value) + 0
                # one column is named by the variable alone, as R's
                nm <- if (ncol(value) == 1L) v
                      else paste0(v, if (is.null(colnames(value))) seq_len(ncol(value)) else colnames(value))
            } else {
                spec <- if (is.double(value) || is.integer(value)) value else as.numeric(unclass(value))
                nm <- v
            }
            vspecs[[length(vspecs) + 1L]] <- spec
            # an interaction's columns: the earlier variables' columns vary fastest
            names <- if (is.null(names)) nm
                     else paste(rep(names, length(nm)), rep(nm, each = length(names)), sep = ":")
        }
        specs[[k]] <- vspecs
        cn <- c(cn, names)
        assign <- c(assign, rep(k, length(names)))
    }
    X <- .model_matrix_columns(n, int != 0, specs)
    dimnames(X) <- list(rn, cn)
    attr(X, "assign") <- assign
    # the contrasts in the order of the variables, as R's
    if (length(contrasts)) attr(X, "contrasts") <- contrasts[order(match(names(contrasts), rownames(fac)))]
    X
}
.getXlevels <- function(Terms, m) {
    xvars <- vapply(as.list(attr(Terms, "variables"))[-1L], .formula.label, "")
    if ((yvar <- attr(Terms, "response")) > 0) xvars <- xvars[-yvar]
    if (length(xvars)) {
        xlev <- lapply(m[xvars], function(x) if (is.factor(x)) levels(x) else if (is.character(x)) levels(as.factor(x)) else NULL)
        xlev[!vapply(xlev, is.null, NA)]
    }
}

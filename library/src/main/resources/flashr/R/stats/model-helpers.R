# stats/model-helpers.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Small accessors of fitted models and model frames, after R's definitions: the names of the
# estimable coefficients and of the cases, the special columns "(weights)" and "(offset)" of a
# model frame, and a model frame widened by extra variables.

variable.names <- function(object, ...) UseMethod("variable.names")
variable.names.default <- function(object, ...) colnames(object)
# the QR's column names are pivoted, so the first rank of them are the estimable coefficients
variable.names.lm <- function(object, full = FALSE, ...) {
    if (full) dimnames(qr.lm(object)$qr)[[2L]]
    else if (object$rank) dimnames(qr.lm(object)$qr)[[2L]][seq_len(object$rank)]
    else character()
}
case.names <- function(object, ...) UseMethod("case.names")
case.names.default <- function(object, ...) rownames(object)
case.names.lm <- function(object, full = FALSE, ...) {
    w <- weights(object)
    dn <- names(residuals(object))
    if (full || is.null(w)) dn else dn[w != 0]
}
model.extract <- function(frame, component) {
    component <- as.character(substitute(component))
    rval <- switch(component,
                   response = model.response(frame),
                   offset = model.offset(frame),
                   frame[[paste0("(", component, ")")]])
    if (!is.null(rval)) {
        if (length(rval) == nrow(frame)) names(rval) <- attr(frame, "row.names")
        else if (is.matrix(rval) && nrow(rval) == nrow(frame)) {
            t1 <- dimnames(rval)
            dimnames(rval) <- list(attr(frame, "row.names"), t1[[2L]])
        }
    }
    rval
}
# the "(offset)" column plus every offset() term, summed as R's model.offset
model.offset <- function(x) {
    offsets <- attr(attr(x, "terms"), "offset")
    if (length(offsets)) {
        ans <- x$"(offset)"
        if (is.null(ans)) ans <- 0
        for (i in offsets) ans <- ans + x[[i]]
        ans
    } else x$"(offset)"
}
model.weights <- function(x) x$"(weights)"
expand.model.frame <- function(model, extras, envir = environment(formula(model)), na.expand = FALSE) {
    f <- formula(model)
    data <- eval(model$call$data, envir)
    ff <- foo ~ bar + baz
    if (is.call(extras)) gg <- extras
    else gg <- parse(text = paste("~", paste(extras, collapse = "+")))[[1L]]
    ff[[2L]] <- f[[2L]]
    ff[[3L]][[2L]] <- f[[3L]]
    ff[[3L]][[3L]] <- gg[[2L]]
    if (!na.expand) {
        naa <- model$call$na.action
        subset <- model$call$subset
        rval <- eval(call("model.frame", ff, data = data, subset = subset, na.action = naa), envir)
    } else {
        subset <- model$call$subset
        rval <- eval(call("model.frame", ff, data = data, subset = subset, na.action = na.pass), envir)
        oldmf <- model.frame(model)
        keep <- match(rownames(oldmf), rownames(rval))
        rval <- rval[keep, ]
        class(rval) <- "data.frame"
    }
    rval
}
effects <- function(object, ...) UseMethod("effects")
# the orthogonal effects Q'y of the fit; set.sign gives the first ones the signs of the coefficients
effects.lm <- function(object, set.sign = FALSE, ...) {
    eff <- object$effects
    if (is.null(eff)) stop("'object' has no 'effects' component")
    if (set.sign) {
        dd <- coef(object)
        r <- seq_along(dd)
        eff[r] <- sign(dd) * abs(eff[r])
    }
    structure(eff, assign = object$assign, class = "coef")
}
print.coef <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    print(setNames(as.vector(x), names(x)), digits = digits, ...)
    invisible(x)
}
alias <- function(object, ...) UseMethod("alias")
alias.formula <- function(object, data, ...) {
    lm.obj <- if (missing(data)) aov(object) else aov(object, data)
    alias(lm.obj, ...)
}
# the aliased columns as combinations of the estimable ones, from the fit's R factor:
# R11^-1 R12, shown as fractions (MASS::fractions in R)
alias.lm <- function(object, complete = TRUE, partial = FALSE, partial.pattern = FALSE, ...) {
    Model <- object$terms
    attributes(Model) <- NULL
    value <- list(Model = Model)
    R <- qr.lm(object)$qr
    R <- R[1L:min(dim(R)), , drop = FALSE]
    R[lower.tri(R)] <- 0
    rank <- object$rank
    p <- ncol(R)
    if (complete) {
        value$Complete <- if (is.null(p) || rank == p) NULL else {
            p1 <- 1L:rank
            beta12 <- as.matrix(qr.coef(qr(R[p1, p1]), R[p1, -p1, drop = FALSE]))
            x <- t(beta12)
            x[abs(x) < 1e-6] <- 0
            .fractions(x)
        }
    }
    if (partial) {
        tmp <- suppressWarnings(summary.lm(object)$cov.unscaled)
        ses <- sqrt(diag(tmp))
        beta11 <- tmp / outer(ses, ses)
        beta11[row(beta11) >= col(beta11)] <- 0
        beta11[abs(beta11) < 1e-6] <- 0
        if (partial.pattern) stop("'partial.pattern' is not supported")
        value$Partial <- if (all(beta11 == 0)) NULL else beta11
    }
    class(value) <- "listof"
    value
}
# continued-fraction approximations as MASS's fractions (10 cycles, denominators to 2000)
.fractions <- function(x, cycles = 10L, max.denominator = 2000L) {
    rat1 <- function(v) {
        if (!is.finite(v)) return(as.character(v))
        a0 <- 0; A <- 1; b0 <- 1; B <- 0; r <- v
        for (i in seq_len(cycles)) {
            a <- floor(r)
            A1 <- a * A + a0; B1 <- a * B + b0
            if (B1 > max.denominator) break
            a0 <- A; b0 <- B; A <- A1; B <- B1
            f <- r - a
            if (abs(v - A / B) < .Machine$double.eps || f == 0) break
            r <- 1 / f
        }
        if (B == 1) format(A) else paste0(format(A), "/", format(B))
    }
    fr <- vapply(as.vector(x), rat1, "")
    structure(x, fracs = array(fr, dim = dim(x), dimnames = dimnames(x)), class = "fractions")
}
print.fractions <- function(x, ...) {
    y <- attr(x, "fracs")
    m <- max(nchar(y))
    y[] <- formatC(y, width = m, flag = "-")
    print(y, quote = FALSE, ...)
    invisible(x)
}
# R 4.2's stats has the generic only for flashr's purposes (its one method, profile.nls, needs
# nls's profiler; profile.glm is MASS's until R 4.4), so other packages' and users' methods dispatch
profile <- function(fitted, ...) UseMethod("profile")

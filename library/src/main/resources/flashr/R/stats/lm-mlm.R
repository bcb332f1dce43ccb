# stats/lm-mlm.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Multivariate linear models, lm(cbind(a, b) ~ x): lm.fit fits every response column on the one QR,
# so an "mlm" holds coefficient, residual, fitted and effects matrices. Its methods, written in R
# after R's own code: summary as one summary.lm per response, predictions, the Kronecker covariance
# of the coefficients, the residual sums of squares and cross-products.

summary.mlm <- function(object, ny = ncol(coef), names = TRUE, ...) {
    coef <- coef(object)
    effects <- object$effects
    resid <- object$residuals
    fitted <- object$fitted.values
    value <- if (names) {
        ynames <- colnames(coef)
        if (is.null(ynames)) {
            lhs <- object$terms[[2L]]
            ynames <- if (mode(lhs) == "call" && identical(lhs[[1L]], as.name("cbind"))) as.character(lhs)[-1L]
                      else paste0("Y", seq_len(ny))
        }
        ind <- ynames == ""
        if (any(ind)) ynames[ind] <- paste0("Y", seq_len(ny))[ind]
        setNames(vector("list", ny), paste("Response", ynames))
    } else vector("list", ny)
    # each response is an lm of its own: its columns, its name as the formula's response
    cl <- oldClass(object)
    class(object) <- cl[match("mlm", cl):length(cl)][-1L]
    object$call$formula <- formula(object)
    for (i in seq(ny)) {
        object$coefficients <- setNames(coef[, i], rownames(coef))
        object$residuals <- resid[, i]
        object$fitted.values <- fitted[, i]
        object$effects <- effects[, i]
        object$call$formula[[2L]] <- object$terms[[2L]] <- as.name(if (names) ynames[i] else paste0("Y", i))
        value[[i]] <- summary(object, ...)
    }
    class(value) <- "listof"
    value
}
predict.mlm <- function(object, newdata, se.fit = FALSE, na.action = na.pass, ...) {
    if (missing(newdata)) return(object$fitted.values)
    if (se.fit) stop("the 'se.fit' argument is not yet implemented for \"mlm\" objects")
    tt <- terms(object)
    Terms <- delete.response(tt)
    m <- model.frame(Terms, newdata, na.action = na.action, xlev = object$xlevels)
    X <- model.matrix(Terms, m, contrasts.arg = object$contrasts)
    # the offsets at the new data: the formula's offset() terms, else the call's offset =
    offset <- if (!is.null(off.num <- attr(tt, "offset"))) eval(attr(tt, "variables")[[off.num + 1]], newdata)
              else if (!is.null(object$offset)) eval(object$call$offset, newdata)
    piv <- qr.lm(object)$pivot[seq(object$rank)]
    pred <- X[, piv, drop = FALSE] %*% object$coefficients[piv, ]
    if (!is.null(offset)) pred <- pred + offset
    if (inherits(object, "mlm")) pred else pred[, 1L]
}
vcov.mlm <- function(object, complete = TRUE, names = FALSE, ...) {
    so <- summary.mlm(object, ny = 1L, names = names)[[1L]]
    kronecker(estVar(object), .vcov.aliased(so$aliased, so$cov.unscaled, complete = complete), make.dimnames = TRUE)
}
# the unscaled covariance widened by NA rows and columns for aliased coefficients, as R's
.vcov.aliased <- function(aliased, vc, complete = TRUE) {
    if (complete && NROW(vc) < (P <- length(aliased)) && any(aliased)) {
        cn <- names(aliased)
        VC <- matrix(NA_real_, P, P, dimnames = list(cn, cn))
        j <- which(!aliased)
        VC[j, j] <- vc
        VC
    } else vc
}
deviance.mlm <- function(object, ...)
    colSums(if (is.null(w <- object$weights)) object$residuals^2 else w * object$residuals^2)
SSD <- function(object, ...) UseMethod("SSD")
SSD.mlm <- function(object, ...) {
    if (!is.null(object$weights)) stop("'mlm' objects with weights are not supported")
    structure(list(SSD = crossprod(object$residuals), call = object$call, df = object$df.residual), class = "SSD")
}
estVar <- function(object, ...) UseMethod("estVar")
estVar.SSD <- function(object, ...) object$SSD / object$df
estVar.mlm <- function(object, ...) estVar(SSD(object))
# R's anova.mlm for one fit with its default within-response design (T the identity): each term's
# sums of squares and products from the effects, tested against the residual SSD by the
# eigenvalues of their ratio (Pillai's trace, Wilks' lambda, Hotelling-Lawley, Roy)
anova.mlm <- function(object, ..., test = c("Pillai", "Wilks", "Hotelling-Lawley", "Roy"), tol = 1e-07) {
    if (length(list(...))) stop("anova of several \"mlm\" fits is not supported")
    test <- match.arg(test)
    ssd <- SSD(object)
    pp <- ncol(ssd$SSD)
    rk <- object$rank
    p1 <- seq_len(rk)
    comp <- object$effects[p1, , drop = FALSE]
    asgn <- object$assign[object$qr$pivot][p1]
    nmeffects <- c("(Intercept)", attr(object$terms, "term.labels"))
    tlabels <- nmeffects[1 + unique(asgn)]
    ix <- split(seq_len(nrow(comp)), asgn)
    ss <- lapply(ix, function(i) crossprod(comp[i, , drop = FALSE]))
    df <- lengths(split(asgn, asgn))
    nmodels <- length(ss)
    # scaled as R's, so that the QR of the residual SSD is well conditioned
    sc <- sqrt(diag(ssd$SSD))
    D <- sqrt(sc^2 + rowSums(as.matrix(sapply(ss, diag))))
    sc <- ifelse(sc / D < 1e-06, 1, 1 / sc)
    scm <- tcrossprod(sc)
    df.res <- ssd$df
    rss.qr <- qr(ssd$SSD * scm, tol = tol)
    if (rss.qr$rank < pp) stop(gettextf("residuals have rank %s < %s", rss.qr$rank, pp), domain = NA)
    stats <- matrix(NA, nmodels + 1L, 5L, dimnames = list(NULL, c(test, "approx F", "num Df", "den Df", "Pr(>F)")))
    for (i in seq_len(nmodels)) {
        eig <- Re(eigen(qr.coef(rss.qr, ss[[i]] * scm), symmetric = FALSE, only.values = TRUE)$values)
        stats[i, 1L:4L] <- .mlm.test(test, eig, df[i], df.res)
        ok <- stats[, 2L] >= 0 & stats[, 3L] > 0 & stats[, 4L] > 0
        ok <- !is.na(ok) & ok
        stats[ok, 5L] <- pf(stats[ok, 2L], stats[ok, 3L], stats[ok, 4L], lower.tail = FALSE)
    }
    table <- data.frame(Df = c(df, ssd$df), stats, check.names = FALSE)
    row.names(table) <- c(tlabels, "Residuals")
    structure(table, heading = "Analysis of Variance Table\n", class = c("anova", "data.frame"))
}
# the statistic, its approximate F and degrees of freedom, as R's Pillai, Wilks, HL and Roy
.mlm.test <- function(test, eig, q, df.res) {
    p <- length(eig)
    switch(test,
           Pillai = {
               stat <- sum(eig / (1 + eig))
               s <- min(p, q)
               n <- 0.5 * (df.res - p - 1)
               m <- 0.5 * (abs(p - q) - 1)
               tmp1 <- 2 * m + s + 1
               tmp2 <- 2 * n + s + 1
               c(stat, (tmp2 / tmp1 * stat) / (s - stat), s * tmp1, s * tmp2)
           },
           Wilks = {
               stat <- prod(1 / (1 + eig))
               tmp1 <- df.res - 0.5 * (p - q + 1)
               tmp2 <- (p * q - 2) / 4
               tmp3 <- p^2 + q^2 - 5
               tmp3 <- if (tmp3 > 0) sqrt(((p * q)^2 - 4) / tmp3) else 1
               c(stat, ((stat^(-1 / tmp3) - 1) * (tmp1 * tmp3 - 2 * tmp2)) / p / q, p * q, tmp1 * tmp3 - 2 * tmp2)
           },
           "Hotelling-Lawley" = {
               stat <- sum(eig)
               m <- 0.5 * (abs(p - q) - 1)
               n <- 0.5 * (df.res - p - 1)
               s <- min(p, q)
               tmp1 <- 2 * m + s + 1
               tmp2 <- 2 * (s * n + 1)
               c(stat, (tmp2 * stat) / s / s / tmp1, s * tmp1, tmp2)
           },
           Roy = {
               stat <- max(eig)
               tmp1 <- max(p, q)
               tmp2 <- df.res - tmp1 + q
               c(stat, (tmp2 * stat) / tmp1, tmp1, tmp2)
           })
}

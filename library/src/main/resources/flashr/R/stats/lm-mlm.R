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

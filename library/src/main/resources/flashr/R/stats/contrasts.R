# Contrast matrices for factors (contr.treatment, contr.sum, contr.helmert, contr.poly), a factor's
# contrasts and `contrasts<-`, orthogonal and raw polynomials (poly, polym, predict.poly), as R's stats.
.Diag <- function(nms, sparse = FALSE) {
    n <- as.integer(length(nms))
    d <- c(n, n)
    dn <- list(nms, nms)
    array(c(rep.int(c(1, numeric(n)), n - 1L), 1), d, dn)
}
contr.treatment <- function(n, base = 1, contrasts = TRUE, sparse = FALSE) {
    if (is.numeric(n) && length(n) == 1L) {
        if (n > 1L) levels <- as.character(seq_len(n))
        else stop("not enough degrees of freedom to define contrasts")
    } else {
        levels <- as.character(n)
        n <- length(n)
    }
    contr <- .Diag(levels, sparse = sparse)
    if (contrasts) {
        if (n < 2L) stop(gettextf("contrasts not defined for %d degrees of freedom", n - 1L), domain = NA)
        if (base < 1L || base > n) stop("baseline group number out of range")
        contr <- contr[, -base, drop = FALSE]
    }
    contr
}
contr.SAS <- function(n, contrasts = TRUE, sparse = FALSE) {
    contr.treatment(n, base = if (is.numeric(n) && length(n) == 1L) n else length(n),
                    contrasts = contrasts, sparse = sparse)
}
contr.sum <- function(n, contrasts = TRUE, sparse = FALSE) {
    if (length(n) <= 1L) {
        if (is.numeric(n) && length(n) == 1L && n > 1L) levels <- seq_len(n)
        else stop("not enough degrees of freedom to define contrasts")
    } else levels <- n
    levels <- as.character(levels)
    cont <- .Diag(levels, sparse = sparse)
    if (contrasts) {
        cont <- cont[, -length(levels), drop = FALSE]
        cont[length(levels), ] <- -1
        colnames(cont) <- NULL
    }
    cont
}
contr.helmert <- function(n, contrasts = TRUE, sparse = FALSE) {
    if (length(n) <= 1L) {
        if (is.numeric(n) && length(n) == 1L && n > 1L) levels <- seq_len(n)
        else stop("not enough degrees of freedom to define contrasts")
    } else levels <- n
    levels <- as.character(levels)
    if (contrasts) {
        n <- length(levels)
        cont <- array(-1, c(n, n - 1L), list(levels, NULL))
        cont[col(cont) <= row(cont) - 2L] <- 0
        cont[col(cont) == row(cont) - 1L] <- seq_len(n - 1L)
        colnames(cont) <- NULL
        cont
    } else .Diag(levels, sparse = sparse)
}
contr.poly <- function(n, scores = 1:n, contrasts = TRUE, sparse = FALSE) {
    make.poly <- function(n, scores) {
        y <- scores - mean(scores)
        X <- outer(y, seq_len(n) - 1, `^`)
        QR <- qr(X)
        z <- QR$qr
        z <- z * (row(z) == col(z))
        raw <- qr.qy(QR, z)
        Z <- sweep(raw, 2L, apply(raw, 2L, function(x) sqrt(sum(x^2))), `/`, check.margin = FALSE)
        colnames(Z) <- paste0("^", 1L:n - 1L)
        Z
    }
    if (is.numeric(n) && length(n) == 1L) levs <- seq_len(n)
    else {
        levs <- n
        n <- length(levs)
    }
    if (n < 2) stop(gettextf("contrasts not defined for %d degrees of freedom", n - 1), domain = NA)
    if (n > 95) stop(gettextf("orthogonal polynomials cannot be represented accurately enough for %d degrees of freedom", n - 1), domain = NA)
    if (length(scores) != n) stop("'scores' argument is of the wrong length")
    if (!is.numeric(scores) || anyDuplicated(scores)) stop("'scores' must all be different numbers")
    contr <- make.poly(n, scores)
    if (contrasts) {
        dn <- colnames(contr)
        dn[2:min(4, n)] <- c(".L", ".Q", ".C")[1:min(3, n - 1)]
        colnames(contr) <- dn
        contr[, -1, drop = FALSE]
    } else {
        contr[, 1] <- 1
        contr
    }
}
contrasts <- function(x, contrasts = TRUE, sparse = FALSE) {
    if (is.logical(x)) x <- factor(x, levels = c(FALSE, TRUE))
    if (!is.factor(x)) stop("contrasts apply only to factors")
    if (!contrasts) return(.Diag(levels(x), sparse = sparse))
    ctr <- attr(x, "contrasts")
    if ((NL <- is.null(ctr)) || is.character(ctr)) {
        if (NL) {
            opt <- getOption("contrasts")
            if (is.null(opt)) opt <- c(unordered = "contr.treatment", ordered = "contr.poly")
            ctr <- opt[[if (is.ordered(x)) 2L else 1L]]
        }
        ctrfn <- get(ctr, mode = "function", envir = parent.frame())
        ctr <- ctrfn(levels(x), contrasts = contrasts)
    }
    ctr
}
`contrasts<-` <- function(x, how.many = NULL, value) {
    if (is.logical(x)) x <- factor(x, levels = c(FALSE, TRUE))
    if (!is.factor(x)) stop("contrasts apply only to factors")
    if (nlevels(x) < 2L) stop("contrasts can be applied only to factors with 2 or more levels")
    if (is.function(value)) value <- value(nlevels(x))
    if (is.numeric(value)) {
        value <- as.matrix(value)
        nlevs <- nlevels(x)
        if (nrow(value) != nlevs) stop("wrong number of contrast matrix rows")
        n1 <- if (missing(how.many) || is.null(how.many)) nlevs - 1L else how.many
        nc <- ncol(value)
        rownames(value) <- levels(x)
        if (nc < n1) {
            cm <- qr(cbind(1, value))
            if (cm$rank != nc + 1) stop("singular contrast matrix")
            cm <- qr.qy(cm, diag(nlevs))[, 2L:nlevs]
            cm[, 1L:nc] <- value
            dimnames(cm) <- list(levels(x), NULL)
            if (!is.null(nmcol <- dimnames(value)[[2L]])) dimnames(cm)[[2L]] <- c(nmcol, rep.int("", n1 - nc))
        } else cm <- value[, 1L:n1, drop = FALSE]
    } else if (is.character(value)) cm <- value
    else if (is.null(value)) cm <- NULL
    else stop("numeric contrasts or contrast name expected")
    attr(x, "contrasts") <- cm
    x
}
poly <- function(x, ..., degree = 1, coefs = NULL, raw = FALSE, simple = FALSE) {
    dots <- list(...)
    if (nd <- length(dots)) {
        dots_deg <- nd == 1L && length(dots[[1L]]) == 1L
        if (dots_deg) degree <- dots[[1L]]
        else return(polym(x, ..., degree = degree, coefs = coefs, raw = raw))
    }
    if (is.matrix(x)) {
        m <- unclass(as.data.frame(if (nd && dots_deg) x else cbind(x, ...)))
        return(do.call(polym, c(m, degree = degree, raw = raw, list(coefs = coefs))))
    }
    if (degree < 1) stop("'degree' must be at least 1")
    if (is.object(x) && mode(x) == "numeric") x <- as.numeric(x)
    if (raw) {
        Z <- outer(x, 1L:degree, `^`)
        colnames(Z) <- 1L:degree
    } else {
        if (is.null(coefs)) {
            if (anyNA(x)) stop("missing values are not allowed in 'poly'")
            if (degree >= length(unique(x))) stop("'degree' must be less than number of unique points")
            xbar <- mean(x)
            x <- x - xbar
            X <- outer(x, 0L:degree, `^`)
            QR <- qr(X)
            if (QR$rank < degree) stop("'degree' must be less than number of unique points")
            z <- QR$qr
            z <- z * (row(z) == col(z))
            Z <- qr.qy(QR, z)
            norm2 <- colSums(Z^2)
            alpha <- (colSums(x * Z^2) / norm2 + xbar)[1L:degree]
            norm2 <- c(1, norm2)
        } else {
            alpha <- coefs$alpha
            norm2 <- coefs$norm2
            Z <- matrix(1, length(x), degree + 1L)
            Z[, 2] <- x - alpha[1L]
            if (degree > 1) for (i in 2:degree) Z[, i + 1] <- (x - alpha[i]) * Z[, i] - (norm2[i + 1] / norm2[i]) * Z[, i - 1]
        }
        Z <- Z / rep(sqrt(norm2[-1L]), each = length(x))
        colnames(Z) <- 0L:degree
        Z <- Z[, -1, drop = FALSE]
        if (!simple) attr(Z, "coefs") <- list(alpha = alpha, norm2 = norm2)
    }
    if (simple) Z
    else structure(Z, degree = 1L:degree, class = c("poly", "matrix"))
}
predict.poly <- function(object, newdata, ...) {
    if (missing(newdata)) object
    else if (is.null(attr(object, "coefs"))) poly(newdata, degree = max(attr(object, "degree")), raw = TRUE, simple = TRUE)
    else poly(newdata, degree = max(attr(object, "degree")), coefs = attr(object, "coefs"), simple = TRUE)
}
polym <- function(..., degree = 1, coefs = NULL, raw = FALSE) {
    dots <- list(...)
    nd <- length(if (is.null(coefs)) dots else coefs)
    if (nd == 0) stop("must supply one or more vectors")
    z <- do.call(expand.grid, c(rep.int(list(0:degree), nd), KEEP.OUT.ATTRS = FALSE))
    s <- rowSums(z)
    ind <- 0 < s & s <= degree
    z <- z[ind, , drop = FALSE]
    s <- s[ind]
    if (is.null(coefs)) {
        aPoly <- poly(dots[[1L]], degree, raw = raw, simple = raw && nd > 1)
        if (nd == 1) return(aPoly)
        n <- lengths(dots)
        if (any(n != n[1L])) stop("arguments must have the same length")
        res <- cbind(1, aPoly)[, 1L + z[, 1], drop = FALSE]
        if (!raw) coefs <- list(attr(aPoly, "coefs"))
        for (i in 2:nd) {
            aPoly <- poly(dots[[i]], degree, raw = raw, simple = raw)
            res <- res * cbind(1, aPoly)[, 1L + z[, i], drop = FALSE]
            if (!raw) coefs <- c(coefs, list(attr(aPoly, "coefs")))
        }
        colnames(res) <- apply(z, 1L, function(x) paste(x, collapse = "."))
        structure(res, degree = as.vector(s), coefs = if (!raw) coefs, class = c("poly", "matrix"))
    } else {
        newdata <- as.data.frame(dots)
        if (nd != ncol(newdata)) stop("wrong number of columns in new data: ", deparse(substitute(...)))
        res <- 1
        for (i in seq_len(nd)) res <- res * cbind(1, poly(newdata[[i]], degree = degree, coefs = coefs[[i]], simple = TRUE))[, 1L + z[, i], drop = FALSE]
        colnames(res) <- apply(z, 1L, function(x) paste(x, collapse = "."))
        res
    }
}
mat.or.vec <- function(nr, nc) {
    if (nc == 1L) numeric(nr) else matrix(0, nr, nc)
}
reorder <- function(x, ...) UseMethod("reorder")
reorder.default <- function(x, X, FUN = mean, ..., order = is.ordered(x), decreasing = FALSE) {
    scores <- tapply(X = X, INDEX = x, FUN = FUN, ...)
    # the scores' names in sorted order (sort keeps a 1-d array's names as R's sort.default does)
    levels <- names(scores)[order(scores, na.last = TRUE, decreasing = decreasing)]
    ans <- (if (order) ordered else factor)(x, levels = levels)
    attr(ans, "scores") <- scores
    ans
}

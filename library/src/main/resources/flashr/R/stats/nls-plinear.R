# stats/nls-plinear.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# nls's "plinear" algorithm (Golub and Pereyra's variable projection), to R's nlsModel.plinear:
# the right-hand side is a matrix whose columns enter linearly; only the nonlinear parameters are
# iterated (by .nls_iter, as the default algorithm), the linear ones (".lin") being the QR least
# squares coefficients at each step. The selfStart models' initial functions fit with it.

qr.resid <- function(qr, y) {
    k <- as.integer(qr$rank)
    if (k == 0L) return(y)
    # R's dqrrsd: Q'y with its first k entries zeroed, multiplied back by Q
    qty <- qr.qty(qr, y)
    if (is.matrix(qty)) qty[seq_len(k), ] <- 0 else qty[seq_len(k)] <- 0
    qr.qy(qr, qty)
}

nlsModel.plinear <- function(form, data, start, wts, scaleOffset = 0, nDcentral = FALSE) {
    env <- new.env(hash = TRUE, parent = environment(form))
    for (i in names(data)) env[[i]] <- data[[i]]
    ind <- as.list(start)
    p2 <- 0L
    for (i in names(ind)) {
        temp <- start[[i]]
        storage.mode(temp) <- "double"
        env[[i]] <- temp
        ind[[i]] <- p2 + seq_along(temp)
        p2 <- p2 + length(temp)
    }
    lhs <- eval(form[[2L]], envir = env)
    storage.mode(lhs) <- "double"
    rhs <- eval(form[[3L]], envir = env)
    storage.mode(rhs) <- "double"
    .swts <- if (!missing(wts) && length(wts)) sqrt(wts) else 1
    env$.swts <- .swts
    p1 <- NCOL(rhs)
    p <- p1 + p2
    n <- length(lhs)
    fac <- (n - p)/p
    cc <- QR.B <- NA
    getRHS <- if (is.null(attr(rhs, "gradient"))) {
        function() numericDeriv(form[[3L]], names(ind), env, central = nDcentral)
    } else function() eval(form[[3L]], envir = env)
    rhs <- getRHS()
    marg <- length(dim(attr(rhs, "gradient")))
    QR.rhs <- qr(.swts * rhs)
    lin <- qr.coef(QR.rhs, .swts * lhs)
    resid <- qr.resid(QR.rhs, .swts * lhs)
    topzero <- double(p1)
    dev <- sum(resid^2)
    # the gradient is n x p2 for a vector right-hand side, n x p1 x p2 for a matrix one
    if (marg <= 2L && (marg <= 1L || p1 != 1L)) {
        ddot <- function(A, b) A %*% b
        dtdot <- function(A, b) t(A) %*% b
    } else if (marg == 2L) {
        ddot <- function(A, b) as.matrix(A * b)
        dtdot <- function(A, b) t(b) %*% A
    } else {
        ddot <- function(A, b) apply(A, MARGIN = 3L, FUN = `%*%`, b)
        dtdot <- function(A, b) apply(A, MARGIN = c(2L, 3L), FUN = `%*%`, b)
    }
    getPars <- function() unlist(mget(names(ind), env))
    setPars <- function(newPars) {
        for (i in names(ind)) env[[i]] <- unname(newPars[ind[[i]]])
    }
    getPred <- if (is.matrix(rhs)) function(X) as.numeric(X %*% lin) else function(X) X * lin
    if (scaleOffset) scaleOffset <- (n - p1) * scaleOffset^2
    # R's criterion: the projected residual's share in the span of the reduced gradient B
    convCrit <- function() {
        cc <<- c(topzero, qr.qty(QR.rhs, .swts * lhs)[-(1L:p1)])
        rr <- qr.qy(QR.rhs, cc)
        B <- qr.qty(QR.rhs, .swts * ddot(attr(rhs, "gradient"), lin))
        B[1L:p1, ] <- dtdot(.swts * attr(rhs, "gradient"), rr)
        R <- t(qr.R(QR.rhs)[1L:p1, ])
        if (p1 == 1) B[1L, ] <- B[1L, ]/c(R)
        else B[1L:p1, ] <- forwardsolve(R, B[1L:p1, ])
        QR.B <<- qr(B)
        rr <- qr.qty(QR.B, cc)
        sqrt(fac * sum(rr[1L:p1]^2)/(scaleOffset + sum(rr[-(1L:p1)]^2)))
    }
    m <- list(resid = function() resid,
              fitted = function() getPred(rhs),
              formula = function() form,
              deviance = function() dev,
              lhs = function() lhs,
              gradient = function() attr(rhs, "gradient"),
              conv = function() convCrit(),
              incr = function() qr.solve(QR.B, cc),
              setPars = function(newPars) {
                  setPars(newPars)
                  QR.rhs <<- qr(.swts * (rhs <<- getRHS()))
                  resid <<- qr.resid(QR.rhs, .swts * lhs)
                  dev <<- sum(resid^2)
                  if (QR.rhs$rank < p1) return(TRUE)
                  lin <<- qr.coef(QR.rhs, .swts * lhs)
                  FALSE
              },
              getPars = function() getPars(),
              getAllPars = function() c(getPars(), c(.lin = lin)),
              getEnv = function() env,
              trace = function() {
                  d <- getOption("digits")
                  cat(sprintf("%-*s (%.2e): par = (%s)\n", d + 4L + 2L * (scaleOffset > 0),
                              formatC(dev, digits = d, flag = "#"), convCrit(),
                              paste(vapply(c(getPars(), lin), format, ""), collapse = " ")))
              },
              Rmat = function() qr.R(qr(.swts * cbind(ddot(attr(rhs, "gradient"), lin), rhs))),
              predict = function(newdata = list(), qr = FALSE) getPred(eval(form[[3L]], as.list(newdata), env)))
    class(m) <- c("nlsModel.plinear", "nlsModel")
    m$conv()
    m
}

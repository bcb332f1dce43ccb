# stats/nlminb.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# nlminb as R's: R's interface, controls, result list and messages over the PORT library's
# optimizers (flashr.numeric.port, ported from R's portsrc.f), driven as R's port_nlminb drives
# them, so iterates, counts and messages are R's. The cases not yet ported (bounds, a Hessian)
# still run .nlminb_own, a bounded quasi-Newton method of flashr's own whose optima agree with R's
# but whose iteration and evaluation counts differ.

.nlminb_controls <- function() c(eval.max = 17L, iter.max = 18L, trace = 19L, maxiter = 18L, abs.tol = 31L, rel.tol = 32L,
                      x.tol = 33L, xf.tol = 34L, step.min = 35L, step.max = 36L, sing.tol = 37L, scale.init = 38L,
                      diff.g = 42L)

.nlminb_message <- function(code) {
    switch(as.character(code),
           `3` = "X-convergence (3)", `4` = "relative convergence (4)",
           `5` = "both X-convergence and relative convergence (5)", `6` = "absolute function convergence (6)",
           `7` = "singular convergence (7)", `8` = "false convergence (8)",
           `9` = "function evaluation limit reached without convergence (9)",
           `10` = "iteration limit reached without convergence (10)",
           `14` = "storage only has been allocated (14)", `15` = "LIV too small (15)", `16` = "LV too small (16)",
           `63` = "fn cannot be computed at initial par (63)", `65` = "gr cannot be computed at initial par (65)",
           `300` = "initial par violates constraints",
           sprintf("See PORT documentation.  Code (%d)", code))
}

nlminb <- function(start, objective, gradient = NULL, hessian = NULL, ..., scale = 1, control = list(),
                   lower = -Inf, upper = Inf) {
    call <- sys.call()
    par <- setNames(as.double(start), names(start))
    n <- length(par)
    bounded <- any(lower != -Inf) || any(upper != Inf)
    if (!.port_supported(bounded, !is.null(gradient), !is.null(gradient) && !is.null(hessian)))
        return(.nlminb_own(start, objective, gradient, hessian, ..., scale = scale, control = control,
                           lower = lower, upper = upper, call = call))
    work <- .port_ivset(n)
    iv <- work$iv
    v <- work$v
    cpos <- .nlminb_controls()
    if (length(control)) {
        nms <- names(control)
        if (!is.list(control) || is.null(nms)) stop("'control' argument must be a named list")
        pos <- pmatch(nms, names(cpos))
        if (any(nap <- is.na(pos))) {
            warning(sprintf(ngettext(length(nap), "unrecognized control element named %s ignored",
                                     "unrecognized control elements named %s ignored"),
                            paste(sQuote(nms[nap]), collapse = ", ")), domain = NA)
            pos <- pos[!nap]
            control <- control[!nap]
        }
        ivpars <- pos <= 4
        vpars <- !ivpars
        if (any(ivpars)) iv[cpos[pos[ivpars]]] <- as.integer(unlist(control[ivpars]))
        if (any(vpars)) v[cpos[pos[vpars]]] <- as.double(unlist(control[vpars]))
    }
    fn <- function(.par) objective(.par, ...)
    grad <- hess <- NULL
    if (!is.null(gradient)) {
        grad <- function(.par) gradient(.par, ...)
        if (!is.null(hessian)) {
            if (is.logical(hessian)) stop("logical 'hessian' argument not allowed.  See documentation.")
            hess <- function(.par) hessian(.par, ...)
        }
    }
    if (bounded) {
        low <- rep_len(as.double(lower), n)
        upp <- rep_len(as.double(upper), n)
    } else low <- upp <- numeric()
    trace <- function(i, f, x) cat(sprintf("%3d:%#14.8g:", i, f), sprintf(" %#8g", x), "\n", sep = "")
    out <- .port_nlminb(fn, grad, hess, par, low, upp, rep_len(as.double(scale), n), iv, v, trace, call)
    iv <- out$iv
    v <- out$v
    iv1 <- iv[1L]
    list(par = out$par, objective = v[10L], convergence = if (iv1 %in% 3L:6L) 0L else 1L, iterations = iv[31L],
         evaluations = c(`function` = iv[6L], gradient = iv[30L]),
         message = if (19 <= iv1 && iv1 <= 43) {
             if (any(B <- iv1 == cpos))
                 sprintf("'control' component '%s' = %g, is out of range", names(cpos)[B], v[iv1])
             else sprintf("V[IV[1]] = V[%d] = %g is out of range (see PORT docu.)", iv1, v[iv1])
         } else .nlminb_message(iv1))
}

# flashr's own bounded quasi-Newton method, for the cases the PORT port does not cover yet: on the
# variables not held at a bound, a BFGS model (or the given Hessian) gives the step, a projected
# backtracking line search keeps the bounds, and PORT's tests stop it. Optima agree with R's on
# well-posed problems; iteration and evaluation counts differ from PORT's.
.nlminb_own <- function(start, objective, gradient = NULL, hessian = NULL, ..., scale = 1, control = list(),
                        lower = -Inf, upper = Inf, call = sys.call()) {
    par <- setNames(as.double(start), names(start))
    n <- length(par)
    ctrl <- list(eval.max = 200L, iter.max = 150L, trace = 0L, abs.tol = 0, rel.tol = 1e-10, x.tol = 1.5e-8,
                 xf.tol = 2.2e-14, step.min = 1, step.max = 1, sing.tol = 1e-10)
    if (length(control)) {
        nms <- names(control)
        if (!is.list(control) || is.null(nms)) stop("'control' argument must be a named list")
        pos <- pmatch(nms, names(.nlminb_controls()))
        if (any(nap <- is.na(pos))) {
            warning(sprintf(ngettext(length(nap), "unrecognized control element named %s ignored",
                                     "unrecognized control elements named %s ignored"),
                            paste(sQuote(nms[nap]), collapse = ", ")), domain = NA)
            pos <- pos[!nap]
            control <- control[!nap]
        }
        key <- names(.nlminb_controls())[pos]
        key[key == "maxiter"] <- "iter.max"
        for (i in seq_along(key)) ctrl[[key[i]]] <- as.vector(control[[i]])
    }
    if (!is.null(gradient) && !is.null(hessian) && is.logical(hessian))
        stop("logical 'hessian' argument not allowed.  See documentation.")
    result <- function(par, f, code, iter, nf, ng, message = .nlminb_message(code))
        list(par = par, objective = f, convergence = if (code %in% 3L:6L) 0L else 1L, iterations = as.integer(iter),
             evaluations = c(`function` = as.integer(nf), gradient = as.integer(ng)), message = message)
    for (nm in c("rel.tol", "x.tol", "abs.tol", "xf.tol", "eval.max", "iter.max")) {
        value <- ctrl[[nm]]
        if (is.na(value) || value < 0 || (nm %in% c("eval.max", "iter.max") && value < 1))
            return(result(par, 0, 0L, 0L, 0L, 0L,
                          sprintf("'control' component '%s' = %g, is out of range", nm, as.double(value))))
    }
    bounded <- any(lower != -Inf) || any(upper != Inf)
    low <- if (bounded) rep_len(as.double(lower), n) else rep(-Inf, n)
    upp <- if (bounded) rep_len(as.double(upper), n) else rep(Inf, n)
    if (any(low > upp)) return(result(par, 0, 82L, 0L, 1L, 1L))
    d <- rep_len(as.double(scale), n)
    x <- pmin(pmax(par, low), upp)
    nf <- 0L
    ng <- 0L
    fn <- function(p) {
        nf <<- nf + 1L
        v <- as.double(objective(setNames(p, names(par)), ...))[1L]
        if (is.na(v)) {
            warning(simpleWarning("NA/NaN function evaluation", call))
            v <- Inf
        }
        v
    }
    fd <- function(p) {
        v <- as.double(objective(setNames(p, names(par)), ...))[1L]
        if (is.na(v)) Inf else v
    }
    gr <- if (!is.null(gradient)) function(p, f) {
        ng <<- ng + 1L
        as.double(gradient(setNames(p, names(par)), ...))
    } else function(p, f) {
        ng <<- ng + n
        g <- numeric(n)
        for (i in seq_len(n)) {
            h <- 6.055454e-06 * max(abs(p[i]), 1/d[i])
            up <- p; dn <- p
            up[i] <- min(p[i] + h, upp[i])
            dn[i] <- max(p[i] - h, low[i])
            fu <- if (up[i] > p[i]) fd(up) else f
            fm <- if (dn[i] < p[i]) fd(dn) else f
            g[i] <- (fu - fm)/(up[i] - dn[i])
        }
        g
    }
    hs <- if (!is.null(gradient) && !is.null(hessian)) function(p) {
        h <- hessian(setNames(p, names(par)), ...)
        if (is.matrix(h)) h else {
            # the lower triangle by rows, as PORT takes it
            m <- matrix(0, n, n)
            m[upper.tri(m, diag = TRUE)] <- h
            m[lower.tri(m)] <- t(m)[lower.tri(m)]
            m
        }
    }
    if (n == 0L) return(result(par, fn(x), 4L, 0L, nf, 0L))
    f <- fn(x)
    if (!is.finite(f)) return(result(setNames(x, names(par)), f, if (is.na(f)) 63L else 3L, 1L, nf, 0L))
    g <- gr(x, f)
    if (any(!is.finite(g))) return(result(setNames(x, names(par)), f, 65L, 1L, nf, ng))
    B <- diag(d^2, n)
    scaled <- FALSE
    iter <- 0L
    relstep <- Inf
    small <- FALSE
    newton <- function() {
        free <- !((x <= low & g > 0) | (x >= upp & g < 0))
        step <- numeric(n)
        if (any(free)) {
            Bf <- if (!is.null(hs)) hs(x)[free, free, drop = FALSE] else B[free, free, drop = FALSE]
            R <- tryCatch(chol(Bf), error = function(e) NULL)
            if (is.null(R)) {
                ev <- eigen(Bf, symmetric = TRUE, only.values = TRUE)$values
                R <- chol(Bf + diag(abs(min(ev)) + 1e-8 * max(1, abs(ev)), sum(free)))
            }
            step[free] <- -backsolve(R, forwardsolve(t(R), g[free]))
        }
        step
    }
    repeat {
        step <- newton()
        predicted <- -sum(g * step)/2
        # the quasi-Newton model is rougher than PORT's: its predicted reduction must be small twice
        fconv <- predicted <= ctrl$rel.tol * abs(f) && (small || iter == 0L || !is.null(hs))
        small <- predicted <= ctrl$rel.tol * abs(f)
        xconv <- relstep <= ctrl$x.tol
        if (fconv || xconv) { code <- if (fconv && xconv) 5L else if (fconv) 4L else 3L; break }
        if (iter >= ctrl$iter.max) { code <- 10L; break }
        if (nf >= ctrl$eval.max) { code <- 9L; break }
        iter <- iter + 1L
        if (!scaled && is.null(hs)) {
            # before the model has curvature, steps are at most step.max long in the scaled norm
            len <- sqrt(sum((d * step)^2))
            if (len > ctrl$step.max) step <- step * (ctrl$step.max/len)
        }
        alpha <- 1
        accepted <- FALSE
        while (nf < ctrl$eval.max) {
            xt <- pmin(pmax(x + alpha * step, low), upp)
            ft <- fn(xt)
            if (is.finite(ft) && ft <= f + 1e-4 * sum(g * (xt - x))) { accepted <- TRUE; break }
            if (max(abs(xt - x)/pmax(abs(x) + abs(xt), 1e-300)) <= ctrl$xf.tol) break
            alpha <- alpha/4
        }
        if (!accepted) {
            # no decrease along a step already below x.tol: the point is as good as the model can tell
            full <- max(d * abs(step))/max(d * (2 * abs(x)), 1e-300)
            code <- if (nf >= ctrl$eval.max) 9L else if (full <= ctrl$x.tol) { if (fconv) 5L else 3L } else 8L
            break
        }
        s <- xt - x
        gt <- gr(xt, ft)
        y <- gt - g
        relstep <- max(d * abs(s))/max(d * (abs(xt) + abs(x)))
        x <- xt
        f <- ft
        g <- gt
        if (is.null(hs)) {
            sy <- sum(s * y)
            if (sy > 1e-10 * sqrt(sum(s^2) * sum(y^2))) {
                if (!scaled) {
                    B <- diag(sum(y^2)/sy, n)
                    scaled <- TRUE
                }
                Bs <- B %*% s
                B <- B - (Bs %*% t(Bs))/sum(s * Bs) + (y %*% t(y))/sy
            }
        }
        if (abs(f) < ctrl$abs.tol) { code <- 6L; break }
    }
    result(setNames(x, names(par)), f, code, iter, nf, ng)
}

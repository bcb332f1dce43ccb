# stats/nlminb.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# nlminb as R's: R's interface, controls, result list and messages over the PORT library's
# optimizers (flashr.numeric.port, ported from R's portsrc.f: drmnf, drmng, drmnh and their bounded
# forms), driven as R's port_nlminb drives them (.port_nlminb), so iterates, counts and messages
# are R's.

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
    if (any(lower != -Inf) || any(upper != Inf)) {
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

# stats/ts-filter.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Linear filtering and smoothing of time series: filter (convolution, recursion), convolve (by
# fft), toeplitz, decompose (classical moving-average decomposition), runmed and smoothEnds, and
# Holt-Winters exponential smoothing with its predictions. The loops run in .cfilter, .rfilter,
# .runmed and .holt_winters (flashr.stats.timeseries).

filter <- function(x, filter, method = c("convolution", "recursive"), sides = 2L,
                   circular = FALSE, init = NULL) {
    method <- match.arg(method)
    x <- as.ts(x)
    storage.mode(x) <- "double"
    xtsp <- tsp(x)
    n <- as.integer(NROW(x))
    if (is.na(n)) stop(gettextf("invalid value of %s", "NROW(x)"), domain = NA)
    nser <- NCOL(x)
    filter <- as.double(filter)
    nfilt <- as.integer(length(filter))
    if (is.na(nfilt)) stop(gettextf("invalid value of %s", "length(filter)"), domain = NA)
    if (anyNA(filter)) stop("missing values in 'filter'")
    column <- function(i) if (is.matrix(x)) x[, i] else as.vector(x)
    if (method == "convolution") {
        if (nfilt > n) stop("'filter' is longer than time series")
        sides <- as.integer(sides)
        if (is.na(sides) || (sides != 1L && sides != 2L)) stop("argument 'sides' must be 1 or 2")
        circular <- as.logical(circular)
        if (is.na(circular)) stop("'circular' must be logical and not NA")
        one <- function(i) .cfilter(column(i), filter, sides, circular)
    } else {
        if (missing(init) || is.null(init)) {
            init <- matrix(0, nfilt, nser)
        } else {
            if (NROW(init) != nfilt) stop("length of 'init' must equal length of 'filter'")
            if (NCOL(init) != 1L && NCOL(init) != nser)
                stop(if (nser == 1L) sprintf("'init' must have %d column", nser)
                     else sprintf("'init' must have 1 or %d columns", nser), domain = NA)
            if (!is.matrix(init)) dim(init) <- c(nfilt, nser)
        }
        # the initial values run backwards in time: the most recent is init[1]
        one <- function(i) .rfilter(column(i), filter, rev(init[, i]))
    }
    y <- if (is.matrix(x)) {
        y <- matrix(NA_real_, n, nser)
        for (i in seq_len(nser)) y[, i] <- one(i)
        y
    } else one(1L)
    tsp(y) <- xtsp
    class(y) <- if (nser > 1L) c("mts", "ts") else "ts"
    y
}

convolve <- function(x, y, conj = TRUE, type = c("circular", "open", "filter")) {
    type <- match.arg(type)
    n <- length(x)
    real <- is.numeric(x) && is.numeric(y)
    if (type == "circular") {
        if (length(y) != n) stop("length mismatch in convolution")
    } else {
        pad <- length(y) - 1
        x <- c(rep.int(0, pad), x)
        y <- c(y, rep.int(0, n - 1))
        n <- length(y)
    }
    fy <- fft(y)
    z <- fft(fft(x) * (if (conj) Conj(fy) else fy), inverse = TRUE)
    if (real) z <- Re(z)
    if (type == "filter") z[-c(seq_len(pad), (n - pad + 1L):n)] / n else z / n
}

toeplitz <- function(x) {
    if (!is.vector(x)) stop("'x' is not a vector")
    n <- length(x)
    i <- rep.int(seq_len(n), n)
    j <- rep(seq_len(n), each = n)
    matrix(x[abs(j - i) + 1L], n, n)
}

decompose <- function(x, type = c("additive", "multiplicative"), filter = NULL) {
    type <- match.arg(type)
    l <- length(x)
    f <- frequency(x)
    if (f <= 1 || length(na.omit(x)) < 2 * f) stop("time series has no or less than 2 periods")
    # a centred moving average over one period (half weights at the ends for an even period)
    if (is.null(filter))
        filter <- if (f %% 2 == 0) c(0.5, rep_len(1, f - 1), 0.5) / f else rep_len(1, f) / f
    trend <- filter(x, filter)
    additive <- type == "additive"
    season <- if (additive) x - trend else x / trend
    starts <- seq.int(1L, l, by = f) - 1L
    figure <- numeric(f)
    for (i in 1L:f) figure[i] <- mean(season[starts + i], na.rm = TRUE)
    figure <- if (additive) figure - mean(figure) else figure / mean(figure)
    seasonal <- ts(rep(figure, l %/% f + 1)[seq_len(l)], start = start(x), frequency = f)
    structure(list(x = x, seasonal = seasonal, trend = trend,
                   random = if (additive) x - seasonal - trend else x / seasonal / trend,
                   figure = figure, type = type), class = "decomposed.ts")
}

runmed <- function(x, k, endrule = c("median", "keep", "constant"), algorithm = NULL,
                   na.action = c("+Big_alternate", "-Big_alternate", "na.omit", "fail"),
                   print.level = 0) {
    n <- length(x)
    k <- as.integer(k)
    if (is.na(k)) stop(gettextf("invalid value of %s", "'k'"), domain = NA)
    if (k < 0L) stop("'k' must be positive")
    if (k %% 2L == 0L)
        warning(gettextf("'k' must be odd!  Changing 'k' to %d", k <- as.integer(1 + 2 * (k %/% 2))), domain = NA)
    if (n == 0L) {
        x <- double()
        attr(x, "k") <- k
        return(x)
    }
    if (k > n)
        warning(gettextf("'k' is bigger than 'n'!  Changing 'k' to %d", k <- as.integer(1 + 2 * ((n - 1) %/% 2))),
                domain = NA)
    if (!is.null(algorithm)) match.arg(algorithm, c("Stuetzle", "Turlach"))
    endrule <- match.arg(endrule)
    na.action <- match.arg(na.action)
    x <- as.double(x)
    if (anyNA(x)) {
        nas <- is.na(x)
        if (na.action == "fail")
            stop(sprintf("runmed(x, .., na.action=\"na.fail\"): have NAs starting at x[%d]", which(nas)[1L]),
                 domain = NA)
        if (na.action == "na.omit") {
            res <- x
            res[!nas] <- runmed(x[!nas], k, endrule = endrule)
            attr(res, "k") <- k
            return(res)
        }
        # NAs become huge values of alternating sign, so that they rarely win a median;
        # a median that is one of them is NA
        big <- .Machine$double.xmax
        first <- if (na.action == "+Big_alternate") 1 else -1
        x[nas] <- first * big * rep_len(c(1, -1), sum(nas))
        res <- .runmed(x, k, endrule == "constant")
        res[abs(res) == big] <- NA
    } else res <- .runmed(x, k, endrule == "constant")
    if (endrule == "median") res <- smoothEnds(res, k = k)
    attr(res, "k") <- k
    res
}

# Tukey's end-point rule: medians of shrinking odd windows towards each end, and the end
# values themselves from the median of three including a linear extrapolation.
smoothEnds <- function(y, k = 3) {
    med3 <- function(a, b, c) {
        if (anyNA(v <- c(a, b, c))) return(mean.default(v[!is.na(v)], na.rm = TRUE))
        sort(v)[2L]
    }
    medOdd <- function(v) {
        v <- v[!is.na(v)]
        half <- (length(v) + 1L) %/% 2L
        if (half) sort(v)[half] else v[1L]
    }
    k <- as.integer(k)
    if (k < 0L || k %% 2L == 0L) stop("bandwidth 'k' must be >= 1 and odd!")
    k <- k %/% 2L
    if (k < 1L) return(y)
    n <- length(y)
    sm <- y
    if (k >= 2L) {
        sm[2L] <- med3(y[1L], y[2L], y[3L])
        sm[n - 1L] <- med3(y[n], y[n - 1L], y[n - 2L])
        if (k >= 3L) for (i in 3:k) {
            j <- 2L * i - 1L
            sm[i] <- medOdd(y[1L:j])
            sm[n - i + 1L] <- medOdd(y[(n + 1L - j):n])
        }
    }
    sm[1L] <- med3(y[1L], sm[2L], sm[2L] - 2L * (sm[3L] - sm[2L]))
    sm[n] <- med3(y[n], sm[n - 1L], sm[n - 1L] - 2L * (sm[n - 2L] - sm[n - 1L]))
    sm
}

# Holt-Winters filtering: level, optional trend (beta = FALSE drops it) and optional additive or
# multiplicative seasonal component (gamma = FALSE drops it). Parameters left NULL are chosen to
# minimize the squared one-step prediction errors: L-BFGS-B within [0, 1] for two or three,
# optimize for one.
HoltWinters <- function(x, alpha = NULL, beta = NULL, gamma = NULL, seasonal = c("additive", "multiplicative"),
                        start.periods = 2, l.start = NULL, b.start = NULL, s.start = NULL,
                        optim.start = c(alpha = 0.3, beta = 0.1, gamma = 0.1), optim.control = list()) {
    x <- as.ts(x)
    seasonal <- match.arg(seasonal)
    f <- frequency(x)
    if (!is.null(alpha) && (alpha == 0))
        stop("cannot fit models without level ('alpha' must not be 0 or FALSE)")
    if (!is.null(abg <- c(alpha, beta, gamma)) && any(abg < 0 | abg > 1))
        stop("'alpha', 'beta' and 'gamma' must be within the unit interval")
    dropped <- function(p) is.logical(p) && !p
    if (is.null(gamma) || gamma > 0) {
        if (seasonal == "multiplicative" && any(x == 0))
            stop("data must be non-zero for multiplicative Holt-Winters")
        if (start.periods < 2) stop("need at least 2 periods to compute seasonal start values")
    }
    if (!is.null(gamma) && dropped(gamma)) {
        expsmooth <- !is.null(beta) && dropped(beta)
        if (is.null(l.start)) l.start <- if (expsmooth) x[1L] else x[2L]
        if (is.null(b.start) && (is.null(beta) || !dropped(beta))) b.start <- x[2L] - x[1L]
        start.time <- 3 - expsmooth
        s.start <- 0
    } else {
        # start values from a classical decomposition of the first periods
        start.time <- f + 1
        st <- decompose(ts(x[1L:(start.periods * f)], start = start(x), frequency = f), seasonal)
        if (is.null(l.start) || is.null(b.start)) {
            dat <- na.omit(st$trend)
            cf <- unname(lm.fit(cbind(1, seq_along(dat)), dat)$coefficients)
            if (is.null(l.start)) l.start <- cf[1L]
            if (is.null(b.start)) b.start <- cf[2L]
        }
        if (is.null(s.start)) s.start <- st$figure
    }
    lenx <- as.integer(length(x))
    len <- lenx - start.time + 1
    dotrend <- !dropped(beta)
    doseasonal <- !dropped(gamma)
    clamp <- function(p) as.double(max(min(p, 1), 0))
    hw <- function(alpha, beta, gamma)
        .holt_winters(as.double(x), clamp(alpha), clamp(beta), clamp(gamma), as.integer(start.time),
                      seasonal != "multiplicative", as.integer(f), dotrend, doseasonal,
                      as.double(l.start), if (is.null(b.start)) 0 else as.double(b.start), as.double(s.start))
    fitted.par <- function(start, error, lower) {
        sol <- optim(start, error, method = "L-BFGS-B", lower = lower, upper = lower + 1, control = optim.control)
        if (sol$convergence || any(sol$par < 0 | sol$par > 1)) {
            if (sol$convergence > 50) warning(gettextf("optimization difficulties: %s", sol$message), domain = NA)
            else stop("optimization failure")
        }
        sol$par
    }
    if (is.null(gamma)) {
        if (is.null(alpha)) {
            if (is.null(beta)) {
                p <- fitted.par(optim.start, function(p) hw(p[1L], p[2L], p[3L])$SSE, c(0, 0, 0))
                alpha <- p[1L]; beta <- p[2L]; gamma <- p[3L]
            } else {
                p <- fitted.par(c(optim.start["alpha"], optim.start["gamma"]),
                                function(p) hw(p[1L], beta, p[2L])$SSE, c(0, 0))
                alpha <- p[1L]; gamma <- p[2L]
            }
        } else if (is.null(beta)) {
            p <- fitted.par(c(optim.start["beta"], optim.start["gamma"]),
                            function(p) hw(alpha, p[1L], p[2L])$SSE, c(0, 0))
            beta <- p[1L]; gamma <- p[2L]
        } else {
            gamma <- optimize(function(p) hw(alpha, beta, p)$SSE, lower = 0, upper = 1)$minimum
        }
    } else if (is.null(alpha)) {
        if (is.null(beta)) {
            p <- fitted.par(c(optim.start["alpha"], optim.start["beta"]),
                            function(p) hw(p[1L], p[2L], gamma)$SSE, c(0, 0))
            alpha <- p[1L]; beta <- p[2L]
        } else {
            alpha <- optimize(function(p) hw(p, beta, gamma)$SSE, lower = 0, upper = 1)$minimum
        }
    } else if (is.null(beta)) {
        beta <- optimize(function(p) hw(alpha, p, gamma)$SSE, lower = 0, upper = 1)$minimum
    }
    fit <- hw(alpha, beta, gamma)
    fitted <- ts(cbind(xhat = fit$level[-len - 1], level = fit$level[-len - 1],
                       trend = if (dotrend) fit$trend[-len - 1],
                       season = if (doseasonal) fit$seasonal[1L:len]),
                 start = start(lag(x, k = 1 - start.time)), frequency = frequency(x))
    if (dotrend) fitted[, 1] <- fitted[, 1] + fitted[, "trend"]
    if (doseasonal)
        fitted[, 1] <- if (seasonal == "multiplicative") fitted[, 1] * fitted[, "season"]
                       else fitted[, 1] + fitted[, "season"]
    structure(list(fitted = fitted, x = x, alpha = alpha, beta = beta, gamma = gamma,
                   coefficients = c(a = fit$level[len + 1], b = if (dotrend) fit$trend[len + 1],
                                    s = if (doseasonal) fit$seasonal[len + 1L:f]),
                   seasonal = seasonal, SSE = fit$SSE, call = match.call()), class = "HoltWinters")
}

print.HoltWinters <- function(x, ...) {
    noTrend <- is.logical(x$beta) && !x$beta
    cat("Holt-Winters exponential smoothing", if (noTrend) "without" else "with", "trend and",
        if (is.logical(x$gamma) && !x$gamma) "without" else paste0(if (noTrend) "with ", x$seasonal),
        "seasonal component.")
    cat("\n\nCall:\n", deparse(x$call), "\n\n", sep = "")
    cat("Smoothing parameters:\n")
    cat(" alpha: ", x$alpha, "\n", sep = "")
    cat(" beta : ", x$beta, "\n", sep = "")
    cat(" gamma: ", x$gamma, "\n\n", sep = "")
    cat("Coefficients:\n")
    print(t(t(x$coefficients)))
    invisible(x)
}

residuals.HoltWinters <- function(object, ...) object$x - object$fitted[, 1]

# Forecasts from the final coefficients; prediction intervals from the residual variance and
# the psi weights of the model's ARIMA form.
predict.HoltWinters <- function(object, n.ahead = 1L, prediction.interval = FALSE, level = 0.95, ...) {
    f <- frequency(object$x)
    hasTrend <- !is.logical(object$beta) || object$beta
    hasSeason <- !is.logical(object$gamma) || object$gamma
    cf <- object$coefficients
    variance <- function(h) {
        psi <- function(j) object$alpha * (1 + j * object$beta) + (j %% f == 0) * object$gamma * (1 - object$alpha)
        var(residuals(object)) * if (object$seasonal == "additive")
            sum(1, (h > 1) * sapply(1L:(h - 1), function(j) crossprod(psi(j))))
        else {
            rel <- 1 + (h - 1) %% f
            sum(sapply(0:(h - 1), function(j) crossprod(psi(j) * cf[2 + rel] / cf[2 + (rel - j) %% f])))
        }
    }
    fit <- rep(as.vector(cf[1L]), n.ahead)
    if (hasTrend) fit <- fit + as.vector((1L:n.ahead) * cf[2L])
    if (hasSeason) {
        s <- rep(cf[-(1L:(1 + hasTrend))], length.out = length(fit))
        fit <- if (object$seasonal == "additive") fit + s else fit * s
    }
    if (prediction.interval) int <- qnorm((1 + level) / 2) * sqrt(sapply(1L:n.ahead, variance))
    ts(cbind(fit = fit, upr = if (prediction.interval) fit + int, lwr = if (prediction.interval) fit - int),
       start = end(lag(fitted(object)[, 1], k = -1)), frequency = frequency(fitted(object)[, 1]))
}

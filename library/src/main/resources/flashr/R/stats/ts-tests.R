# stats/ts-tests.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The Phillips-Perron unit root test (PP.test, its p-value interpolated in R's table) and the
# cumulative periodogram plot (cpgram), to R's definitions.

PP.test <- function(x, lshort = TRUE) {
    if (NCOL(x) > 1) stop("x is not a vector or univariate time series")
    DNAME <- deparse1(substitute(x))
    z <- embed(x, 2)
    yt <- z[, 1]
    yt1 <- z[, 2]
    n <- length(yt)
    u <- (1L:n) - n/2
    res <- lm(yt ~ 1 + u + yt1)
    if (res$rank < 3) stop("singularities in regression")
    cf <- coef(summary(res))
    tstat <- (cf[3, 1] - 1)/cf[3, 2]
    u <- residuals(res)
    ssqru <- sum(u^2)/n
    l <- if (lshort) trunc(4 * (n/100)^0.25) else trunc(12 * (n/100)^0.25)
    ssqrtl <- ssqru + .pp_sum(as.double(u), l)
    n2 <- n^2
    trm1 <- n2 * (n2 - 1) * sum(yt1^2)/12
    trm2 <- n * sum(yt1 * (1L:n))^2
    trm3 <- n * (n + 1) * sum(yt1 * (1L:n)) * sum(yt1)
    trm4 <- (n * (n + 1) * (2 * n + 1) * sum(yt1)^2)/6
    Dx <- trm1 - trm2 + trm3 - trm4
    STAT <- sqrt(ssqru)/sqrt(ssqrtl) * tstat - (n^3)/(4 * sqrt(3) * sqrt(Dx) * sqrt(ssqrtl)) * (ssqrtl - ssqru)
    # R's critical values by sample size (rows) and probability (columns)
    table <- -cbind(c(4.38, 4.15, 4.04, 3.99, 3.98, 3.96), c(3.95, 3.80, 3.73, 3.69, 3.68, 3.66),
                    c(3.60, 3.50, 3.45, 3.43, 3.42, 3.41), c(3.24, 3.18, 3.15, 3.13, 3.13, 3.12),
                    c(1.14, 1.19, 1.22, 1.23, 1.24, 1.25), c(0.80, 0.87, 0.90, 0.92, 0.93, 0.94),
                    c(0.50, 0.58, 0.62, 0.64, 0.65, 0.66), c(0.15, 0.24, 0.28, 0.31, 0.32, 0.33))
    tableT <- c(25, 50, 100, 250, 500, 1e+05)
    tablep <- c(0.01, 0.025, 0.05, 0.10, 0.90, 0.95, 0.975, 0.99)
    tableipl <- vapply(seq_len(ncol(table)), function(i) approx(tableT, table[, i], n, rule = 2)$y, 0)
    PVAL <- approx(tableipl, tablep, STAT, rule = 2)$y
    names(STAT) <- "Dickey-Fuller"
    structure(list(statistic = STAT, parameter = c(`Truncation lag parameter` = l), p.value = PVAL,
                   method = "Phillips-Perron Unit Root Test", data.name = DNAME), class = "htest")
}
# R's C pp_sum: twice the Bartlett-weighted autocovariances of u up to lag l, over n
.pp_sum <- function(u, l) {
    n <- length(u)
    tmp1 <- 0
    for (i in seq_len(l)) {
        tmp2 <- 0
        for (j in (i + 1L):n) if (j <= n) tmp2 <- tmp2 + u[j] * u[j - i]
        tmp1 <- tmp1 + tmp2 * (1 - i/(l + 1))
    }
    2 * tmp1/n
}

cpgram <- function(ts, taper = 0.1, main = paste("Series: ", deparse1(substitute(ts))), ci.col = "blue") {
    main
    if (NCOL(ts) > 1) stop("only implemented for univariate time series")
    x <- as.vector(ts)
    x <- x[!is.na(x)]
    x <- spec.taper(scale(x, TRUE, FALSE), p = taper)
    y <- Mod(fft(x))^2/length(x)
    y[1L] <- 0
    n <- length(x)
    x <- (0:(n/2)) * frequency(ts)/n
    if (length(x) %% 2 == 0) {
        n <- length(x) - 1
        y <- y[1L:n]
        x <- x[1L:n]
    } else y <- y[seq_along(x)]
    xm <- frequency(ts)/2
    mp <- length(x) - 1
    crit <- 1.358/(sqrt(mp) + 0.12 + 0.11/sqrt(mp))
    oldpty <- par(pty = "s")
    on.exit(par(oldpty))
    plot(x, cumsum(y)/sum(y), type = "s", xlim = c(0, xm), ylim = c(0, 1), xaxs = "i", yaxs = "i",
         xlab = "frequency", ylab = "")
    lines(c(0, xm * (1 - crit)), c(crit, 1), col = ci.col, lty = 2)
    lines(c(xm * crit, xm), c(0, 1 - crit), col = ci.col, lty = 2)
    title(main = main)
    invisible()
}

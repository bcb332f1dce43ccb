# Colours (grDevices): rgb, hsv, hcl, gray, the palette, colour ramps and palettes of n colours.
rgb <- function(red, green, blue, alpha, names = NULL, maxColorValue = 1) {
    if (missing(green) && missing(blue)) {
        if (is.matrix(red) || is.data.frame(red)) {
            red <- if (is.data.frame(red)) .gr_data_matrix(red) else red
            if (ncol(red) < 3L) stop("at least 3 columns needed")
            green <- red[, 2L]
            blue <- red[, 3L]
            red <- red[, 1L]
        }
    }
    .rgb(red, green, blue, if (missing(alpha)) NULL else alpha, maxColorValue, names)
}
hsv <- function(h = 1, s = 1, v = 1, alpha) .hsv(h, s, v, if (missing(alpha)) NULL else alpha)
hcl <- function(h = 0, c = 35, l = 85, alpha, fixup = TRUE) .hcl(h, c, l, if (missing(alpha)) NULL else alpha, fixup)
gray <- function(level, alpha) .gray(level, if (missing(alpha)) NULL else alpha)
grey <- function(level, alpha) .gray(level, if (missing(alpha)) NULL else alpha)
palette <- function(value) {
    if (missing(value)) return(.palette(character()))
    # R looks a single name up among its palettes here; the test fails (NA) as R's does
    if (length(value) == 1L && !is.list(value) && value != "default") NULL
    invisible(.palette(value))
}
rainbow <- function(n, s = 1, v = 1, start = 0, end = max(1, n - 1) / n, alpha = NULL, rev = FALSE) {
    if ((n <- as.integer(n[1L])) > 0) {
        if (start == end || any(c(start, end) < 0) || any(c(start, end) > 1))
            stop("'start' and 'end' must be distinct and in [0, 1].")
        cols <- .hsv(seq.int(start, (start > end) * 1 + end, length.out = n) %% 1, s, v, alpha)
        if (rev) rev(cols) else cols
    } else character()
}
heat.colors <- function(n, alpha = NULL, rev = FALSE) {
    if ((n <- as.integer(n[1L])) > 0) {
        j <- n %/% 4
        i <- n - j
        cols <- c(rainbow(i, start = 0, end = 1/6, alpha = alpha),
                  if (j > 0) .hsv(1/6, seq.int(from = 1 - 1/(2 * j), to = 1/(2 * j), length.out = j), 1, alpha))
        if (rev) rev(cols) else cols
    } else character()
}
terrain.colors <- function(n, alpha = NULL, rev = FALSE) {
    if ((n <- as.integer(n[1L])) > 0) {
        k <- n %/% 2
        h <- c(4/12, 2/12, 0/12)
        s <- c(1, 1, 0)
        v <- c(0.65, 0.9, 0.95)
        cols <- c(.hsv(seq.int(h[1L], h[2L], length.out = k), seq.int(s[1L], s[2L], length.out = k),
                       seq.int(v[1L], v[2L], length.out = k), alpha),
                  .hsv(seq.int(h[2L], h[3L], length.out = n - k + 1)[-1L], seq.int(s[2L], s[3L], length.out = n - k + 1)[-1L],
                       seq.int(v[2L], v[3L], length.out = n - k + 1)[-1L], alpha))
        if (rev) rev(cols) else cols
    } else character()
}
topo.colors <- function(n, alpha = NULL, rev = FALSE) {
    if ((n <- as.integer(n[1L])) > 0) {
        j <- n %/% 3
        k <- n %/% 3
        i <- n - j - k
        cols <- c(if (i > 0) .hsv(seq.int(from = 43/60, to = 31/60, length.out = i), 1, 1, alpha),
                  if (j > 0) .hsv(seq.int(from = 23/60, to = 11/60, length.out = j), 1, 1, alpha),
                  if (k > 0) .hsv(seq.int(from = 10/60, to = 6/60, length.out = k), seq.int(from = 1, to = 0.3, length.out = k), 1, alpha))
        if (rev) rev(cols) else cols
    } else character()
}
cm.colors <- function(n, alpha = NULL, rev = FALSE) {
    if ((n <- as.integer(n[1L])) > 0L) {
        even.n <- n %% 2L == 0L
        k <- n %/% 2L
        l1 <- k + 1L - even.n
        l2 <- n - k + even.n
        cols <- c(if (l1 > 0L) .hsv(6/12, seq.int(0.5, if (even.n) 0.5/k else 0, length.out = l1), 1, alpha),
                  if (l2 > 1) .hsv(10/12, seq.int(0, 0.5, length.out = l2)[-1L], 1, alpha))
        if (rev) rev(cols) else cols
    } else character()
}
gray.colors <- function(n, start = 0.3, end = 0.9, gamma = 2.2, alpha = NULL, rev = FALSE) {
    cols <- .gray(seq.int(from = start^gamma, to = end^gamma, length.out = n)^(1/gamma), alpha)
    if (rev) rev(cols) else cols
}
grey.colors <- function(n, start = 0.3, end = 0.9, gamma = 2.2, alpha = NULL, rev = FALSE) gray.colors(n, start, end, gamma, alpha, rev)
colorRamp <- function(colors, bias = 1, space = c("rgb", "Lab"), interpolate = c("linear", "spline"), alpha = FALSE) {
    if (bias <= 0) stop("'bias' must be positive")
    if (!missing(space) && match.arg(space) == "Lab") stop("colorRamp(space = \"Lab\") is not supported; use space = \"rgb\"")
    colors <- t(col2rgb(colors, alpha = alpha) / 255)
    interpolate <- match.arg(interpolate)
    x <- seq.int(0, 1, length.out = nrow(colors))^bias
    interp <- if (interpolate == "linear") function(y) approxfun(x, y) else function(y) splinefun(x, y, method = "natural")
    ramps <- lapply(seq_len(ncol(colors)), function(k) interp(colors[, k]))
    function(x) {
        m <- vapply(ramps, function(f) pmax(pmin(f(x), 1), 0), numeric(length(x)))
        if (!is.matrix(m)) m <- matrix(m, nrow = length(x))
        m * 255
    }
}
colorRampPalette <- function(colors, ...) {
    ramp <- colorRamp(colors, ...)
    function(n) {
        x <- ramp(seq.int(0, 1, length.out = n))
        if (ncol(x) == 4L) rgb(x[, 1L], x[, 2L], x[, 3L], x[, 4L], maxColorValue = 255)
        else rgb(x[, 1L], x[, 2L], x[, 3L], maxColorValue = 255)
    }
}
adjustcolor <- function(col, alpha.f = 1, red.f = 1, green.f = 1, blue.f = 1, offset = c(0, 0, 0, 0),
                        transform = diag(c(red.f, green.f, blue.f, alpha.f))) {
    stopifnot(length(offset) %% 4L == 0L, !is.null(d <- dim(transform)), d == c(4L, 4L))
    x <- col2rgb(col, alpha = TRUE) / 255
    x[] <- pmax(0, pmin(1, transform %*% x + matrix(offset, nrow = 4L, ncol = ncol(x))))
    rgb(x[1L, ], x[2L, ], x[3L, ], x[4L, ])
}
hcl.pals <- function(type = NULL) c("Viridis", "Grays", "Blues 2", "Reds 2", "Greens 2", "Purples 2", "Inferno", "Plasma",
                                     "YlOrRd", "Blues 3")
hcl.colors <- function(n, palette = "viridis", alpha = NULL, rev = FALSE, fixup = TRUE) {
    n <- as.integer(n[1L])
    if (is.na(n) || n < 1L) return(character())
    # grDevices' sequential palettes: h1 h2 c1 c2 l1 l2 p1 p2 cmax (NA: as h1, 0, as p1, none)
    specs <- list(viridis = c(300, 75, 40, 95, 15, 90, 1.0, 1.1, NA), grays = c(0, NA, 0, NA, 10, 98, 1.3, NA, NA),
                  blues2 = c(260, NA, 80, NA, 30, 90, 1.5, NA, NA), reds2 = c(10, NA, 85, NA, 25, 95, 1.3, NA, NA),
                  greens2 = c(135, NA, 45, NA, 35, 95, 1.3, NA, NA), purples2 = c(270, NA, 70, NA, 25, 95, 1.2, NA, NA),
                  inferno = c(-100, 85, 0, 65, 1, 98, 1.1, 0.9, 120), plasma = c(-100, 100, 60, 100, 15, 95, 2.0, 0.9, NA),
                  ylorrd = c(5, 85, 75, 40, 25, 99, 1.6, 1.3, 180), blues3 = c(245, NA, 50, NA, 20, 98, 0.8, 1.4, 75))
    key <- tolower(gsub("[-, _.]", "", palette))
    p <- specs[[key]]
    if (is.null(p)) stop("'palette' does not match any given palette")
    if (is.na(p[2L])) p[2L] <- p[1L]
    if (is.na(p[4L])) p[4L] <- 0
    if (is.na(p[8L])) p[8L] <- p[7L]
    i <- seq.int(1, 0, length.out = n)
    c1 <- p[3L]; c2 <- p[4L]; cmax <- p[9L]
    ip <- i^p[7L]
    chroma <- if (is.na(cmax)) c2 - (c2 - c1) * ip else {
        j <- 1 / (1 + abs(cmax - c1) / abs(cmax - c2))
        ifelse(ip <= j, c2 - (c2 - cmax) * ip / j, cmax - (cmax - c1) * abs((ip - j) / (1 - j)))
    }
    cols <- hcl(h = p[2L] - (p[2L] - p[1L]) * i, c = chroma, l = p[6L] - (p[6L] - p[5L]) * i^p[8L],
                alpha = alpha, fixup = fixup)
    if (rev) rev(cols) else cols
}

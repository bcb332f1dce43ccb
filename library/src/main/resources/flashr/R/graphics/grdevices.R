# grDevices' computational helpers (ports of R's own R code; the C parts written out in R):
# chull, extendrange, n2mfrow, xyTable, rgb2hsv, axisTicks, check.options, cm, the
# palette.colors() palettes, and raster objects (as.raster, printing, subsetting).
extendrange <- function(x, r = range(x, na.rm = TRUE), f = 0.05) {
    if (!missing(r) && length(r) != 2) stop("'r' must be a \"range\", hence of length 2")
    f <- if (length(f) == 1L) c(-f, f) else c(-f[1L], f[2L])
    r + f * diff(r)
}
n2mfrow <- function(nr.plots, asp = 1) {
    nr.plots <- as.integer(nr.plots)
    if (asp == 1 && nr.plots <= 12L) {
        if (nr.plots <= 3L) c(nr.plots, 1L)
        else if (nr.plots <= 6L) c((nr.plots + 1L) %/% 2L, 2L)
        else c((nr.plots + 2L) %/% 3L, 3L)
    } else {
        rc <- c(nrow <- ceiling(sqrt(nr.plots / asp)), ceiling(nr.plots / nrow))
        do <- TRUE
        while (do && prod(rc) > nr.plots) {
            if (do <- prod(n <- rc - 0:1) >= nr.plots) rc <- n
            else if (do <- prod(n <- rc - 1:0) >= nr.plots) rc <- n
        }
        rc
    }
}
xyTable <- function(x, y = NULL, digits) {
    x <- xy.coords(x, y, setLab = FALSE)
    # R's signif() takes a missing digits as its default 6
    if (missing(digits)) digits <- 6L
    y <- signif(x$y, digits = digits)
    x <- signif(x$x, digits = digits)
    n <- length(x)
    number <- if (n > 0) {
        orderxy <- order(x, y)
        x <- x[orderxy]
        y <- y[orderxy]
        first <- c(TRUE, (x[-1L] != x[-n]) | (y[-1L] != y[-n]))
        x <- x[first]
        y <- y[first]
        diff(c((1L:n)[first], n + 1L))
    } else integer()
    list(x = x, y = y, number = number)
}
chull <- function(x, y = NULL) {
    X <- xy.coords(x, y, recycle = TRUE, setLab = FALSE)
    x <- cbind(X$x, X$y)
    if (any(!is.finite(x))) stop("finite coordinates are needed")
    if (nrow(x) == 0) return(integer())
    if (nrow(x) == 1) return(1L)
    res <- .gr_hull(x[, 1L], x[, 2L])
    if (length(res) < 2L) return(res)
    xx <- sweep(x[res, ], 2L, colMeans(x[res, ]))
    angs <- atan2(xx[, 2L], -xx[, 1L])
    res[order(angs)]
}
# The hull's vertices (points on an edge left out), by Andrew's monotone chain: R's C code gives the
# same set, which chull() then orders by angle about its centre.
.gr_hull <- function(px, py) {
    o <- order(px, py)
    turn <- function(a, b, c) (px[b] - px[a]) * (py[c] - py[a]) - (py[b] - py[a]) * (px[c] - px[a])
    chain <- function(idx) {
        h <- integer(length(idx))
        k <- 0L
        for (i in idx) {
            while (k >= 2L && turn(h[k - 1L], h[k], i) <= 0) k <- k - 1L
            k <- k + 1L
            h[k] <- i
        }
        h[seq_len(k)]
    }
    lower <- chain(o)
    upper <- chain(rev(o))
    if (length(lower) == 2L && px[lower[1L]] == px[lower[2L]] && py[lower[1L]] == py[lower[2L]])
        return(lower[2L])
    unique(c(lower[-length(lower)], upper[-length(upper)]))
}
rgb2hsv <- function(r, g = NULL, b = NULL, maxColorValue = 255) {
    rgb <- if (is.null(g) && is.null(b)) as.matrix(r) else rbind(r, g, b)
    if (!is.numeric(rgb)) stop("rgb matrix must be numeric")
    d <- dim(rgb)
    if (d[1L] != 3L) stop("rgb matrix must have 3 rows")
    n <- d[2L]
    if (n == 0L) return(cbind(c(h = 1, s = 1, v = 1))[, 0L])
    rgb <- rgb / maxColorValue
    if (any(0 > rgb) || any(rgb > 1)) stop("rgb values must be in [0, maxColorValue]")
    r <- rgb[1L, ]
    g <- rgb[2L, ]
    b <- rgb[3L, ]
    # where R's C code finds the maximum when values tie: red only when above green
    bmax <- (r > g & b > r) | (r <= g & b > g)
    rmax <- r > g & !bmax
    v <- pmax(r, g, b)
    delta <- v - pmin(r, g, b)
    grey <- v == 0 | delta == 0
    s <- ifelse(grey, 0, delta / v)
    h <- ifelse(rmax, (g - b) / delta, ifelse(bmax, 4 + (r - g) / delta, 2 + (b - r) / delta)) / 6
    h <- ifelse(grey, 0, ifelse(h < 0, h + 1, h))
    ans <- rbind(h, s, v)
    dimnames(ans) <- list(c("h", "s", "v"), colnames(rgb))
    ans
}
.axisPars <- function(usr, log = FALSE, nintLog = 5) .gr_axis_pars(usr, log, nintLog)
axisTicks <- function(usr, log, axp = NULL, nint = 5) {
    if (is.null(axp)) axp <- unlist(.axisPars(usr, log = log, nintLog = nint), use.names = FALSE)
    if (!log || axp[3L] < 0) {
        n <- as.integer(abs(axp[3L]) + 0.25)
        dn <- max(1L, n)
        rng <- axp[2L] - axp[1L]
        small <- abs(rng) / (100 * dn)
        at <- axp[1L] + ((0:n) / dn) * rng
        at[abs(at) < small] <- 0
        at
    } else .gr_log_at(axp, 10^usr, nint)
}
# The ticks of a log axis (R's CreateAtVector): from axp[1] by powers of ten (code 1, every
# few powers), or 1 and 5 (code 2), or 1, 2 and 5 (code 3) times them, up to the range's end.
.gr_log_at <- function(axp, usr, nint) {
    n <- as.integer(axp[3L] + 0.5)
    umin <- usr[1L]
    umax <- usr[2L]
    reversed <- FALSE
    if (umin > umax && (reversed <- axp[1L] > axp[2L])) {
        umin <- usr[2L]
        umax <- usr[1L]
        axp[1:2] <- axp[2:1]
    }
    umin <- umin * (1 - 1e-12)
    umax <- umax * (1 + 1e-12)
    dn <- axp[1L]
    at <- numeric()
    if (n == 1L) {
        # every ne-th power, ne = decades %/% nint (at least 1), as GNU R 4.2 gives
        ne <- max(1, trunc(floor(log10(axp[2L])) - ceiling(log10(axp[1L])) + 0.25) %/% nint)
        rng <- 10^ne
        while (dn < umax) {
            at <- c(at, dn)
            dn <- dn * rng
        }
    } else if (n == 2L || n == 3L) {
        mult <- if (n == 2L) c(1, 5) else c(1, 2, 5)
        if (n == 3L && 0.2 * dn >= umin) at <- c(at, 0.2 * dn)
        if (0.5 * dn >= umin) at <- c(at, 0.5 * dn)
        repeat {
            more <- mult * dn
            over <- more > umax
            at <- c(at, more[cumsum(over) == 0])
            if (any(over)) break
            dn <- dn * 10
        }
    } else stop(gettextf("log - axis(), 'at' creation: INVALID {xy}axp[3] = %g", axp[3L]), domain = NA)
    if (reversed) rev(at) else at
}
check.options <- function(new, name.opt, reset = FALSE, assign.opt = FALSE, envir = .GlobalEnv,
                          check.attributes = c("mode", "length"), override.check = FALSE) {
    lnew <- length(new)
    if (lnew != length(newnames <- names(new)))
        stop(gettextf("invalid arguments in '%s' (need named args)", deparse(sys.call(sys.parent()))), domain = NA)
    if (!is.character(name.opt)) stop("'name.opt' must be character, name of an existing list")
    if (reset) {
        if (exists(name.opt, envir = envir, inherits = FALSE)) {
            if (length(utils::find(name.opt)) > 1) rm(list = name.opt, envir = envir)
        } else stop(gettextf("cannot reset non-existent '%s'", name.opt), domain = NA)
    }
    old <- get(name.opt, envir = envir, inherits = FALSE)
    if (!is.list(old)) stop(gettextf("invalid options in '%s'", name.opt), domain = NA)
    oldnames <- names(old)
    if (lnew > 0) {
        matches <- pmatch(newnames, oldnames)
        if (any(is.na(matches)))
            stop(sprintf(ngettext(as.integer(sum(is.na(matches))), "invalid argument name %s in '%s'",
                                  "invalid argument names %s in '%s'"),
                         paste(sQuote(newnames[is.na(matches)]), collapse = ", "),
                         deparse(sys.call(sys.parent()))), domain = NA)
        else {
            i.match <- oldnames[matches]
            prev <- old[i.match]
            doubt <- rep.int(FALSE, length(prev))
            for (fn in check.attributes) if (any(ii <- sapply(prev, fn) != sapply(new, fn))) {
                ii <- ii & (names(prev) != "fonts")
                if (!any(ii)) next
                doubt <- doubt | ii
                do.keep <- ii & !override.check
                warning(paste(sQuote(paste0(fn, "(", names(prev[ii]), ")")), collapse = " and "), " ",
                        ngettext(as.integer(sum(ii)), "differs between new and previous", "differ between new and previous"),
                        if (any(do.keep)) paste0("\n\t ==> ", gettextf("NOT changing %s", paste(sQuote(names(prev[do.keep])), collapse = " & ")))
                        else "", domain = NA, call. = FALSE)
            }
            names(new) <- NULL
            if (any(doubt)) {
                ii <- !doubt | override.check
                old[i.match[ii]] <- new[ii]
            } else old[i.match] <- new
        }
        if (assign.opt) assign(name.opt, old, envir = envir)
    }
    old
}
cm <- function(x) 2.54 * x
palette.pals <- function() names(.gr_palette_hex())
.palette_match <- function(pal) {
    fx <- function(x) tolower(gsub("[-, _, \\,, (, ), \\ , \\.]", "", x))
    charmatch(fx(pal), fx(names(.gr_palette_hex())))
}
palette.colors <- function(n = NULL, palette = "Okabe-Ito", alpha, recycle = FALSE) {
    if (!is.null(n)) {
        n <- as.integer(n[1L])
        if (n < 1L) return(character())
    }
    p <- .palette_match(palette)
    if (is.na(p)) stop("'palette' does not match any given palette")
    if (p < 1L) stop("'palette' is ambiguous")
    nc <- length(cols <- .gr_palette_hex()[[p]])
    if (is.null(n)) n <- nc
    else if (n > nc) {
        if (recycle) cols <- cols[rep_len(seq_len(nc), n)]
        else {
            warning(sprintf("'n' set to %s, the maximum available for %s palette", nc, palette))
            n <- nc
        }
    } else if (n < nc) cols <- cols[seq_len(n)]
    if (!(missing(alpha) || is.null(alpha))) {
        alpha <- format(as.hexmode(round(alpha * 255 + 1e-04)), width = 2L, upper.case = TRUE)
        cols <- paste0(cols, alpha)
    }
    cols
}
# the palettes of palette.colors(), as R stores them
.gr_palette_hex <- function() list(R3 = c("#000000", "#FF0000", "#00CD00", "#0000FF", "#00FFFF", 
"#FF00FF", "#FFFF00", "#BEBEBE"), R4 = c("#000000", "#DF536B", 
"#61D04F", "#2297E6", "#28E2E5", "#CD0BBC", "#F5C710", "#9E9E9E"
), ggplot2 = c("#000000", "#F8766D", "#00BA38", "#619CFF", "#00BFC4", 
"#F564E3", "#B79F00", "#9E9E9E"), `Okabe-Ito` = c(black = "#000000", 
orange = "#E69F00", skyblue = "#56B4E9", bluishgreen = "#009E73", 
yellow = "#F0E442", blue = "#0072B2", vermillion = "#D55E00", 
reddishpurple = "#CC79A7", gray = "#999999"), Accent = c("#7FC97F", 
"#BEAED4", "#FDC086", "#FFFF99", "#386CB0", "#F0027F", "#BF5B17", 
"#666666"), `Dark 2` = c("#1B9E77", "#D95F02", "#7570B3", "#E7298A", 
"#66A61E", "#E6AB02", "#A6761D", "#666666"), Paired = c("#A6CEE3", 
"#1F78B4", "#B2DF8A", "#33A02C", "#FB9A99", "#E31A1C", "#FDBF6F", 
"#FF7F00", "#CAB2D6", "#6A3D9A", "#FFFF99", "#B15928"), `Pastel 1` = c("#FBB4AE", 
"#B3CDE3", "#CCEBC5", "#DECBE4", "#FED9A6", "#FFFFCC", "#E5D8BD", 
"#FDDAEC", "#F2F2F2"), `Pastel 2` = c("#B3E2CD", "#FDCDAC", "#CBD5E8", 
"#F4CAE4", "#E6F5C9", "#FFF2AE", "#F1E2CC", "#CCCCCC"), `Set 1` = c("#E41A1C", 
"#377EB8", "#4DAF4A", "#984EA3", "#FF7F00", "#FFFF33", "#A65628", 
"#F781BF", "#999999"), `Set 2` = c("#66C2A5", "#FC8D62", "#8DA0CB", 
"#E78AC3", "#A6D854", "#FFD92F", "#E5C494", "#B3B3B3"), `Set 3` = c("#8DD3C7", 
"#FFFFB3", "#BEBADA", "#FB8072", "#80B1D3", "#FDB462", "#B3DE69", 
"#FCCDE5", "#D9D9D9", "#BC80BD", "#CCEBC5", "#FFED6F"), `Tableau 10` = c(blue = "#4E79A7", 
orange = "#F28E2B", red = "#E15759", lightteal = "#76B7B2", green = "#59A14F", 
yellow = "#EDC948", purple = "#B07AA1", pink = "#FF9DA7", brown = "#9C755F", 
lightgray = "#BAB0AC"), `Classic Tableau` = c("#1F77B4", "#FF7F0E", 
"#2CA02C", "#D62728", "#9467BD", "#8C564B", "#E377C2", "#7F7F7F", 
"#BCBD22", "#17BECF"), `Polychrome 36` = c(darkpurplishgray = "#5A5156", 
purplishwhite = "#E4E1E3", vividred = "#F6222E", vividpurple = "#FE00FA", 
vividyellowishgreen = "#16FF32", strongpurplishblue = "#3283FE", 
vividorangeyellow = "#FEAF16", vividpurplishred = "#B00068", 
brilliantgreen = "#1CFFCE", vividyellowgreen = "#90AD1C", vividblue = "#2ED9FF", 
brilliantpurple = "#DEA0FD", vividviolet = "#AA0DFE", strongpink = "#F8A19F", 
strongblue = "#325A9B", strongreddishorange = "#C4451C", vividgreen = "#1C8356", 
lightolivebrown = "#85660D", vividreddishpurple = "#B10DA1", 
vividgreenishyellow = "#FBE426", vividyellowishgreen = "#1CBE4F", 
vividred = "#FA0087", vividpurplishred = "#FC1CBF", paleyellow = "#F7E1A0", 
strongreddishpurple = "#C075A6", vividviolet = "#782AB6", vividyellowgreen = "#AAF400", 
verylightblue = "#BDCDFF", strongreddishbrown = "#822E1C", verylightyellowishgreen = "#B5EFB5", 
verylightbluishgreen = "#7ED7D1", deepgreenishblue = "#1C7F93", 
vividpurple = "#D85FF7", deeppurple = "#683B79", brilliantblue = "#66B0FF", 
vividviolet = "#3B00FB"), Alphabet = c(amethyst = "#AA0DFE", 
blue = "#3283FE", caramel = "#85660D", damson = "#782AB6", ebony = "#565656", 
forest = "#1C8356", green = "#16FF32", honey = "#F7E1A0", iron = "#E2E2E2", 
jade = "#1CBE4F", kingcrab = "#C4451C", lavender = "#DEA0FD", 
magenta = "#FE00FA", navy = "#325A9B", orange = "#FEAF16", pink = "#F8A19F", 
quagmire = "#90AD1C", red = "#F6222E", sea = "#1CFFCE", turquoise = "#2ED9FF", 
ultraviolet = "#B10DA1", violet = "#C075A6", wine = "#FC1CBF", 
xanthin = "#B00068", yellow = "#FBE426", zinnia = "#FA0087"))

# Raster images: a matrix of colours stored by rows (R's layout), with class "raster".
is.raster <- function(x) inherits(x, "raster")
as.raster <- function(x, ...) UseMethod("as.raster")
as.raster.raster <- function(x, ...) x
as.raster.logical <- function(x, max = 1, ...) as.raster(matrix(x, ...), max)
as.raster.numeric <- function(x, max = 1, ...) as.raster(matrix(x, ...), max)
as.raster.character <- function(x, max = 1, ...) as.raster(matrix(x, ...), max)
as.raster.raw <- function(x, max = 255L, ...) as.raster(matrix(x, ...), max = max)
as.raster.matrix <- function(x, max = 1, ...) {
    if (is.character(x)) {
        r <- t(x)
    } else if (is.numeric(x) || is.logical(x)) {
        tx <- t(x)
        tx.na <- which(is.na(tx))
        if (length(tx.na)) tx[tx.na] <- 0
        r <- rgb(tx, tx, tx, maxColorValue = max)
        if (length(tx.na)) r[tx.na] <- NA
    } else if (is.raw(x)) {
        storage.mode(x) <- "integer"
        tx <- t(x)
        r <- rgb(tx, tx, tx, maxColorValue = 255L)
    } else stop("a raster matrix must be character, or numeric, or logical")
    dim(r) <- dim(x)
    class(r) <- "raster"
    r
}
as.raster.array <- function(x, max = 1, ...) {
    if (!is.numeric(x)) {
        if (is.raw(x)) {
            storage.mode(x) <- "integer"
            max <- 255L
        } else stop("a raster array must be numeric")
    }
    if (length(d <- dim(x)) != 3L) stop("a raster array must have exactly 3 dimensions")
    r <- array(if (d[3L] == 3L) rgb(t(x[, , 1L]), t(x[, , 2L]), t(x[, , 3L]), maxColorValue = max)
               else if (d[3L] == 4L) rgb(t(x[, , 1L]), t(x[, , 2L]), t(x[, , 3L]), t(x[, , 4L]), maxColorValue = max)
               else stop("a raster array must have exactly 3 or 4 planes"), dim = d[1:2])
    class(r) <- "raster"
    r
}
as.matrix.raster <- function(x, ...) {
    dim <- dim(x)
    matrix(x, nrow = dim[1L], ncol = dim[2L], byrow = TRUE)
}
print.raster <- function(x, ...) print(as.matrix(x), ...)
`[.raster` <- function(x, i, j, drop, ...) {
    mdrop <- missing(drop)
    nA <- nargs() - (!mdrop)
    if (!mdrop && !isFALSE(drop)) warning("'drop' is always implicitly FALSE in '[.raster'")
    m <- as.matrix(x)
    m <- if (missing(i)) {
        if (missing(j)) m[, drop = FALSE] else m[, j, drop = FALSE]
    } else if (missing(j)) {
        if (nA == 2) return(m[i])
        else if (nA == 3) m[i, , drop = FALSE]
        else stop("invalid raster subsetting")
    } else m[i, j, drop = FALSE]
    as.raster(m)
}
`[<-.raster` <- function(x, i, j, value) {
    nA <- nargs()
    m <- as.matrix(x)
    if (missing(i)) {
        if (missing(j)) m[] <- value else m[, j] <- value
    } else if (missing(j)) {
        if (nA == 3) m[i] <- value
        else if (nA == 4) m[i, ] <- value
        else stop("invalid raster subassignment")
    } else m[i, j] <- value
    as.raster(m)
}
Ops.raster <- function(e1, e2) {
    if (.Generic %in% c("==", "!=")) {
        if (is.raster(e1)) e1 <- as.matrix(e1)
        if (is.raster(e2)) e2 <- as.matrix(e2)
        get(.Generic)(e1, e2)
    } else stop("operator not meaningful for raster objects")
}
# x, y and z coordinates from the forms plotting functions take (a formula z ~ x + y, a matrix, a list...)
xyz.coords <- function(x, y = NULL, z = NULL, xlab = NULL, ylab = NULL, zlab = NULL, 
    log = NULL, recycle = FALSE, setLab = TRUE) 
{
    if (is.null(y)) {
        if (is.language(x)) {
            if (inherits(x, "formula") && length(x) == 3 && length(rhs <- x[[3L]]) == 
                3) {
                if (setLab) {
                  zlab <- deparse(x[[2L]])
                  ylab <- deparse(rhs[[3L]])
                  xlab <- deparse(rhs[[2L]])
                }
                pf <- parent.frame()
                z <- eval(x[[2L]], environment(x), pf)
                y <- eval(rhs[[3L]], environment(x), pf)
                x <- eval(rhs[[2L]], environment(x), pf)
            }
            else stop("invalid first argument [bad language object]")
        }
        else if (is.matrix(x) || is.data.frame(x)) {
            x <- data.matrix(x)
            if (ncol(x) < 2) 
                stop("at least 2 columns needed")
            if (ncol(x) == 2) {
                if (setLab) 
                  xlab <- "Index"
                y <- x[, 1]
                z <- x[, 2]
                x <- seq_along(y)
            }
            else {
                colnames <- dimnames(x)[[2L]]
                if (setLab) {
                  if (is.null(colnames)) {
                    zlab <- paste0(xlab, "[,3]")
                    ylab <- paste0(xlab, "[,2]")
                    xlab <- paste0(xlab, "[,1]")
                  }
                  else {
                    xlab <- colnames[1L]
                    ylab <- colnames[2L]
                    zlab <- colnames[3L]
                  }
                }
                y <- x[, 2]
                z <- x[, 3]
                x <- x[, 1]
            }
        }
        else if (is.list(x)) {
            if (all(c("x", "y", "z") %in% names(x))) {
                if (setLab) {
                  zlab <- paste0(xlab, "$z")
                  ylab <- paste0(xlab, "$y")
                  xlab <- paste0(xlab, "$x")
                }
                y <- x[["y"]]
                z <- x[["z"]]
                x <- x[["x"]]
            }
            else stop("'x' is a list, but does not have components 'x', 'y'  and 'z'")
        }
    }
    if (!is.null(y) && is.null(z)) {
        if (is.complex(x)) {
            z <- y
            y <- Im(x)
            x <- Re(x)
            if (setLab) {
                zlab <- ylab
                ylab <- paste0("Im(", xlab, ")")
                xlab <- paste0("Re(", xlab, ")")
            }
        }
        else if (is.complex(y)) {
            z <- x
            x <- Re(y)
            y <- Im(y)
            if (setLab) {
                zlab <- xlab
                xlab <- paste0("Re(", ylab, ")")
                ylab <- paste0("Im(", ylab, ")")
            }
        }
        else {
            if (is.factor(x)) 
                x <- as.numeric(x)
            if (is.factor(y)) 
                y <- as.numeric(y)
            if (setLab) 
                xlab <- "Index"
            z <- y
            y <- x
            x <- seq_along(x)
        }
    }
    if (((xl <- length(x)) != length(y)) || (xl != length(z))) {
        if (recycle) {
            ml <- max(xl, (yl <- length(y)), (zl <- length(z)))
            if (xl < ml && !is.null(x)) 
                x <- rep_len(x, ml)
            if (yl < ml && !is.null(y)) 
                y <- rep_len(y, ml)
            if (zl < ml && !is.null(z)) 
                z <- rep_len(z, ml)
        }
        else stop("'x', 'y' and 'z' lengths differ")
    }
    if (length(log) && log != "") {
        log <- strsplit(log, NULL)[[1L]]
        if ("x" %in% log && any(ii <- x <= 0 & !is.na(x))) {
            n <- sum(ii)
            warning(sprintf(ngettext(n, "%d x value <= 0 omitted from logarithmic plot", 
                "%d x values <= 0 omitted from logarithmic plot"), 
                n), domain = NA)
            x[ii] <- NA
        }
        if ("y" %in% log && any(ii <- y <= 0 & !is.na(y))) {
            n <- sum(ii)
            warning(sprintf(ngettext(n, "%d y value <= 0 omitted from logarithmic plot", 
                "%d y values <= 0 omitted from logarithmic plot"), 
                n), domain = NA)
            y[ii] <- NA
        }
        if ("z" %in% log && any(ii <- z <= 0 & !is.na(z))) {
            n <- sum(ii)
            warning(sprintf(ngettext(n, "%d z value <= 0 omitted from logarithmic plot", 
                "%d z values <= 0 omitted from logarithmic plot"), 
                n), domain = NA)
            z[ii] <- NA
        }
    }
    list(x = as.double(x), y = as.double(y), z = as.double(z), 
        xlab = xlab, ylab = ylab, zlab = zlab)
}

# boxplot (vectors, lists, data frames, matrices, formulas) and bxp, which draws the boxes.
boxplot <- function(x, ...) UseMethod("boxplot")
boxplot.default <- function(x, ..., range = 1.5, width = NULL, varwidth = FALSE, notch = FALSE, outline = TRUE, names,
                            plot = TRUE, border = par("fg"), col = "lightgray", log = "",
                            pars = list(boxwex = 0.8, staplewex = 0.5, outwex = 0.5), ann = !add,
                            horizontal = FALSE, add = FALSE, at = NULL) {
    args <- list(x, ...)
    namedargs <- if (!is.null(attributes(args)$names)) attributes(args)$names != "" else rep_len(FALSE, length(args))
    groups <- if (is.list(x)) x else args[!namedargs]
    if (0L == (n <- length(groups))) stop("invalid first argument")
    if (length(class(groups))) groups <- unclass(groups)
    if (!missing(names)) attr(groups, "names") <- names
    else {
        if (is.null(attr(groups, "names"))) attr(groups, "names") <- 1L:n
        names <- attr(groups, "names")
    }
    stats <- matrix(0, nrow = 5L, ncol = n)
    conf <- matrix(0, nrow = 2L, ncol = n)
    ng <- out <- group <- numeric(0L)
    for (i in 1L:n) {
        s <- .gr_box_stats(groups[[i]], range)
        stats[, i] <- s$stats
        conf[, i] <- s$conf
        ng <- c(ng, s$n)
        if ((lo <- length(s$out))) {
            out <- c(out, s$out)
            group <- c(group, rep.int(i, lo))
        }
    }
    z <- list(stats = stats, n = ng, conf = conf, out = out, group = group, names = names)
    if (plot) {
        if (is.null(pars$boxfill) && is.null(args$boxfill)) pars$boxfill <- col
        do.call(bxp, c(list(z, notch = notch, width = width, varwidth = varwidth, log = log, border = border,
                             pars = pars, outline = outline, horizontal = horizontal, add = add, ann = ann, at = at),
                       args[namedargs]), quote = TRUE)
        invisible(z)
    } else z
}
.gr_box_stats <- function(x, range) {
    if (.gr_engine(x)) return(.gr_boxplot_stats(x, coef = range))
    boxplot.stats(unclass(x), range)
}
boxplot.matrix <- function(x, use.cols = TRUE, ...) {
    groups <- if (.gr_engine(x) && use.cols) lapply(seq_len(ncol(x)), function(j) x[, j])
              else if (use.cols) split(c(x), rep.int(1L:ncol(x), rep.int(nrow(x), ncol(x))))
              else split(c(x), seq(nrow(x)))
    if (length(nam <- dimnames(x)[[1 + use.cols]])) names(groups) <- nam
    invisible(boxplot(groups, ...))
}
boxplot.formula <- function(formula, data = NULL, ..., subset, na.action = NULL, xlab = NULL, ylab = NULL,
                            add = FALSE, ann = !add, horizontal = FALSE, drop = FALSE, sep = ".", lex.order = FALSE) {
    mf <- if (is.null(data)) model.frame(formula) else model.frame(formula, data = data)
    response <- attr(attr(mf, "terms"), "response")
    groups <- mf[-response]
    f <- if (length(groups) == 1L) groups[[1L]] else interaction(groups, drop = drop, sep = sep, lex.order = lex.order)
    xl <- paste(names(groups), collapse = " : ")
    yl <- names(mf)[response]
    if (is.null(xlab)) xlab <- if (horizontal) yl else xl
    if (is.null(ylab)) ylab <- if (horizontal) xl else yl
    boxplot(split(mf[[response]], f), xlab = xlab, ylab = ylab, add = add, ann = ann, horizontal = horizontal, ...)
}
bxp <- function(z, notch = FALSE, width = NULL, varwidth = FALSE, outline = TRUE, notch.frac = 0.5, log = "",
                border = par("fg"), pars = NULL, frame.plot = axes, horizontal = FALSE, ann = TRUE, add = FALSE,
                at = NULL, show.names = NULL, ...) {
    pars <- c(list(...), pars)
    pars <- pars[unique(names(pars))]
    n <- ncol(z$stats)
    if (is.null(at)) at <- 1L:n
    else if (length(at) != n) stop(gettextf("'at' must have same length as 'z$n', i.e. %d", n))
    axes <- if (is.null(pars$axes)) TRUE else pars$axes
    boxwex <- if (is.null(pars$boxwex)) 0.8 else pars$boxwex
    staplewex <- if (is.null(pars$staplewex)) 0.5 else pars$staplewex
    if (is.null(width)) {
        width <- if (varwidth) sqrt(z$n) / max(sqrt(z$n)) else rep(1, n)
        width <- boxwex * width
    } else width <- boxwex * rep_len(width, n)
    fill <- rep_len(if (is.null(pars$boxfill)) "transparent" else pars$boxfill, n)
    border <- rep_len(border, n)
    medlwd <- if (is.null(pars$medlwd)) 3 else pars$medlwd
    whisklty <- if (is.null(pars$whisklty)) 2 else pars$whisklty
    outpch <- if (is.null(pars$outpch)) 1 else pars$outpch
    ylim <- pars$ylim
    if (is.null(ylim)) {
        ylim <- range(z$stats[is.finite(z$stats)], if (outline) z$out[is.finite(z$out)],
                      if (notch) z$conf[is.finite(z$conf)])
    }
    xlim <- pars$xlim
    if (is.null(xlim)) xlim <- range(at, finite = TRUE) + c(-0.5, 0.5)
    xy <- function(x, y) if (horizontal) list(x = y, y = x) else list(x = x, y = y)
    if (!add) {
        plot.new()
        if (horizontal) plot.window(ylim = xlim, xlim = ylim, log = log)
        else plot.window(xlim = xlim, ylim = ylim, log = log)
    }
    ok <- TRUE
    for (i in 1L:n) {
        s <- z$stats[, i]
        # R's test of a notch (NA where a confidence limit is NaN, which then stops as R's does)
        if (notch && !anyNA(s)) ok <- ok & (s[2L] <= z$conf[1L, i] && z$conf[2L, i] <= s[4L])
        if (all(is.na(s))) next
        x <- at[i]
        hw <- width[i] / 2
        sw <- hw * staplewex
        b <- xy(c(x - hw, x + hw, x + hw, x - hw), c(s[2L], s[2L], s[4L], s[4L]))
        polygon(b$x, b$y, col = fill[i], border = border[i])
        m <- xy(c(x - hw, x + hw), c(s[3L], s[3L]))
        segments(m$x[1L], m$y[1L], m$x[2L], m$y[2L], lwd = medlwd, col = border[i], lend = 1)
        w <- xy(c(x, x, x, x), c(s[2L], s[1L], s[4L], s[5L]))
        segments(w$x[c(1L, 3L)], w$y[c(1L, 3L)], w$x[c(2L, 4L)], w$y[c(2L, 4L)], lty = whisklty, col = border[i])
        st <- xy(c(x - sw, x + sw, x - sw, x + sw), c(s[1L], s[1L], s[5L], s[5L]))
        segments(st$x[c(1L, 3L)], st$y[c(1L, 3L)], st$x[c(2L, 4L)], st$y[c(2L, 4L)], col = border[i])
        if (outline && length(o <- z$out[z$group == i])) {
            p <- xy(rep.int(x, length(o)), o)
            points(p$x, p$y, pch = outpch, col = border[i])
            if (any(inf <- !is.finite(o))) {
                u <- unique(o[inf])
                warning(sprintf(if (length(u) == 1L) "Outlier (%s) in boxplot %d is not drawn"
                                else "Outliers (%s) in boxplot %d are not drawn", paste(u, collapse = ", "), i),
                        call. = FALSE)
            }
        }
    }
    if (!ok) warning("some notches went outside hinges ('box'): maybe set notch=FALSE")
    if (axes) {
        # the axis parameters among pars (las, cex.axis, ...) go to both axes, as R's bxp passes them
        ax.pars <- pars[names(pars) %in% c("xaxt", "yaxt", "xaxp", "yaxp", "gap.axis", "las", "cex.axis", "col.axis",
                                           "format")]
        if (is.null(show.names)) show.names <- n > 1
        if (show.names) do.call("axis", c(list(side = 1 + horizontal, at = at, labels = z$names), ax.pars), quote = TRUE)
        do.call("axis", c(list(side = 2 - horizontal), ax.pars), quote = TRUE)
    }
    if (ann) {
        do.call(title, pars[names(pars) %in% c("main", "cex.main", "col.main", "sub", "cex.sub", "col.sub", "xlab",
                                               "ylab", "cex.lab", "col.lab")], quote = TRUE)
    }
    if (frame.plot) box()
    invisible(at)
}
# FlashR's box plot statistics of engine data: boxplot.stats computed in engine passes.
fm.boxplot.stats <- function(x, coef = 1.5, do.conf = TRUE, do.out = TRUE) .gr_boxplot_stats(x, coef, do.conf, do.out)

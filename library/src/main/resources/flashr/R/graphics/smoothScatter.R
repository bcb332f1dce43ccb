# Smoothed densities of scatter plots: grDevices' densCols and .smoothScatterCalcDensity (smooth2d.R)
# and graphics' smoothScatter, ported as they are. R computes the density with KernSmooth::bkde2D;
# its R code is ported below as .gr_bkde2D, with the Fortran linear binning (lbtwod) written in R
# in its order of accumulation.
.gr_linbin2D <- function(X, gpoints1, gpoints2) {
    n <- nrow(X)
    M1 <- length(gpoints1)
    M2 <- length(gpoints2)
    a1 <- gpoints1[1L]
    a2 <- gpoints2[1L]
    delta1 <- (gpoints1[M1] - a1) / (M1 - 1)
    delta2 <- (gpoints2[M2] - a2) / (M2 - 1)
    gcnts <- numeric(M1 * M2)
    lxi1 <- (X[, 1L] - a1) / delta1 + 1
    lxi2 <- (X[, 2L] - a2) / delta2 + 1
    li1 <- trunc(lxi1)
    li2 <- trunc(lxi2)
    rem1 <- lxi1 - li1
    rem2 <- lxi2 - li2
    for (i in which(li1 >= 1 & li2 >= 1 & li1 < M1 & li2 < M2)) {
        ind1 <- M1 * (li2[i] - 1) + li1[i]
        ind3 <- M1 * li2[i] + li1[i]
        r1 <- rem1[i]
        r2 <- rem2[i]
        gcnts[ind1] <- gcnts[ind1] + (1 - r1) * (1 - r2)
        gcnts[ind1 + 1] <- gcnts[ind1 + 1] + r1 * (1 - r2)
        gcnts[ind3] <- gcnts[ind3] + (1 - r1) * r2
        gcnts[ind3 + 1] <- gcnts[ind3 + 1] + r1 * r2
    }
    matrix(gcnts, M1, M2)
}
.gr_bkde2D <- function(x, bandwidth, gridsize = c(51L, 51L), range.x, truncate = TRUE) {
    if (!missing(bandwidth) && min(bandwidth) <= 0)
        stop("'bandwidth' must be strictly positive")
    n <- nrow(x)
    M <- gridsize
    h <- bandwidth
    tau <- 3.4
    if (length(h) == 1L) h <- c(h, h)
    if (missing(range.x)) {
        range.x <- list(0, 0)
        for (id in (1L:2L)) range.x[[id]] <- c(min(x[, id]) - 1.5 * h[id], max(x[, id]) + 1.5 * h[id])
    }
    a <- c(range.x[[1L]][1L], range.x[[2L]][1L])
    b <- c(range.x[[1L]][2L], range.x[[2L]][2L])
    gpoints1 <- seq(a[1L], b[1L], length = M[1L])
    gpoints2 <- seq(a[2L], b[2L], length = M[2L])
    gcounts <- .gr_linbin2D(x, gpoints1, gpoints2)
    L <- numeric(2L)
    kapid <- list(0, 0)
    for (id in 1L:2L) {
        L[id] <- min(floor(tau * h[id] * (M[id] - 1)/(b[id] - a[id])), M[id] - 1L)
        lvecid <- 0:L[id]
        facid <- (b[id] - a[id])/(h[id] * (M[id] - 1L))
        z <- matrix(dnorm(lvecid * facid)/h[id])
        tot <- sum(c(z, rev(z[-1L]))) * facid * h[id]
        kapid[[id]] <- z/tot
    }
    kapp <- kapid[[1L]] %*% (t(kapid[[2L]]))/n
    if (min(L) == 0)
        warning("Binning grid too coarse for current (small) bandwidth: consider increasing 'gridsize'")
    P <- 2^(ceiling(log(M + L)/log(2)))
    L1 <- L[1L]
    L2 <- L[2L]
    M1 <- M[1L]
    M2 <- M[2L]
    P1 <- P[1L]
    P2 <- P[2L]
    rp <- matrix(0, P1, P2)
    rp[1L:(L1 + 1), 1L:(L2 + 1)] <- kapp
    if (L1) rp[(P1 - L1 + 1):P1, 1L:(L2 + 1)] <- kapp[(L1 + 1):2, 1L:(L2 + 1)]
    if (L2) rp[, (P2 - L2 + 1):P2] <- rp[, (L2 + 1):2]
    sp <- matrix(0, P1, P2)
    sp[1L:M1, 1L:M2] <- gcounts
    rp <- fft(rp)
    sp <- fft(sp)
    rp <- Re(fft(rp * sp, inverse = TRUE)/(P1 * P2))[1L:M1, 1L:M2]
    rp <- rp * matrix(as.numeric(rp > 0), nrow(rp), ncol(rp))
    list(x1 = gpoints1, x2 = gpoints2, fhat = rp)
}
.smoothScatterCalcDensity <- function(x, nbin, bandwidth, range.x) {
    if (length(nbin) == 1)
        nbin <- c(nbin, nbin)
    if (!is.numeric(nbin) || length(nbin) != 2)
        stop("'nbin' must be numeric of length 1 or 2")

    if (missing(bandwidth)) { ## cheap
        bandwidth <- diff(apply(x, 2, stats::quantile,
                                probs = c(0.05, 0.95),
                                na.rm = TRUE, names = FALSE)) / 25
        bandwidth[bandwidth==0] <- 1
    }
    else {
        if(!is.numeric(bandwidth)) stop("'bandwidth' must be numeric")
        if(any(bandwidth <= 0)) stop("'bandwidth' must be positive")
    }
    ## create density map
    rv <- .gr_bkde2D(x, bandwidth=bandwidth, gridsize=nbin,
                             range.x=range.x)
    rv$bandwidth <- bandwidth
    rv
}

densCols <- function(x, y = NULL, nbin = 128, bandwidth, colramp = colorRampPalette(blues9[-(1:3)])) {
    ## similar as in plot.default
    xy <- xy.coords(x, y, setLab = FALSE)

    ## deal with NA, etc
    select <- is.finite(xy$x) & is.finite(xy$y)
    x <- cbind(xy$x, xy$y)[select, ]

    ## create density map
    map <- .smoothScatterCalcDensity(x, nbin, bandwidth)

    ## bin  x- and y- values
    mkBreaks <- function(u) u - diff(range(u))/(length(u)-1)/2
    xbin <- cut(x[,1], mkBreaks(map$x1), labels = FALSE)
    ybin <- cut(x[,2], mkBreaks(map$x2), labels = FALSE)

    dens <- map$fhat[cbind(xbin, ybin)]
    dens[is.na(dens)] <- 0

    ## transform densities to colors
    colpal <- cut(dens, length(dens), labels = FALSE)
    cols   <- rep(NA_character_, length(select))
    cols[select] <- colramp(length(dens))[colpal]

    cols
}
smoothScatter <- function(x, y=NULL, nbin=128, bandwidth,
                          colramp=colorRampPalette(c("white", blues9)),
                          nrpoints=100, ret.selection=FALSE, pch=".", cex=1, col="black",
                          transformation = function(x) x^.25,
                          postPlotHook = box,
                          xlab=NULL, ylab=NULL, xlim, ylim,
                          xaxs=par("xaxs"), yaxs=par("yaxs"), ...)
{
    if (!is.numeric(nrpoints) || nrpoints < 0 || length(nrpoints) != 1)
        stop("'nrpoints' should be numeric scalar with value >= 0.")
    nrpoints <- round(nrpoints)
    ret.selection <- ret.selection && nrpoints > 0

    ## similar as in plot.default
    xlabel <- if (!missing(x)) deparse1(substitute(x))
    ylabel <- if (!missing(y)) deparse1(substitute(y))
    xy <- xy.coords(x, y, xlabel, ylabel)
    xlab <- if (is.null(xlab)) xy$xlab else xlab
    ylab <- if (is.null(ylab)) xy$ylab else ylab

    ## eliminate non-finite (incl. NA) values
    ## want to keep rownames
    x <- cbind(xy$x, xy$y)[ I <- is.finite(xy$x) & is.finite(xy$y), , drop=FALSE]
    if(ret.selection) iS <- which(I)

    ## xlim and ylim
    if(!missing(xlim)) {
        stopifnot(is.numeric(xlim), length(xlim)==2, is.finite(xlim))
        x <- x[ I <- min(xlim) <= x[,1] & x[,1] <= max(xlim), , drop=FALSE]
        if(ret.selection) iS <- iS[I]
    } else {
        xlim <- range(x[,1])
    }
    if(!missing(ylim)) {
        stopifnot(is.numeric(ylim), length(ylim)==2, is.finite(ylim))
        x <- x[ I <- min(ylim) <= x[,2] & x[,2] <= max(ylim), , drop=FALSE]
        if(ret.selection) iS <- iS[I]
    } else {
        ylim <- range(x[,2])
    }

    ## create density map [ code in --> ../../grDevices/R/smooth2d.R ]:
    map         <- .smoothScatterCalcDensity(x, nbin, bandwidth)
    xm         <- map$x1
    ym         <- map$x2
    dens <- map$fhat
    dens[] <- transformation(dens)

    ## plot color image
    image(xm, ym, z=dens, col=colramp(256),
          xlab=xlab, ylab=ylab, xlim=xlim, ylim=ylim, xaxs=xaxs, yaxs=yaxs, ...)
    if(!is.null(postPlotHook))
        postPlotHook()

    ## plot selection of dots
    if (nrpoints > 0) {
        nrpoints <- min(nrow(x), ceiling(nrpoints))
        ## we assume that map$x1 and map$x2 go linearly from
        ## their first to their last value in nbin steps
        stopifnot((nx <- length(xm)) == nrow(dens),
                  (ny <- length(ym)) == ncol(dens))
        ixm <- 1L + as.integer((nx-1)*(x[,1]-xm[1])/(xm[nx]-xm[1]))
        iym <- 1L + as.integer((ny-1)*(x[,2]-ym[1])/(ym[ny]-ym[1]))
        sel <- order(dens[cbind(ixm, iym)])[seq_len(nrpoints)]
        x <- x[sel, , drop=FALSE]
        points(x, pch=pch, cex=cex, col=col)
        if(ret.selection) iS[sel]
    }
}

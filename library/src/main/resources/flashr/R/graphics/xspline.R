# graphics' xspline: R's X-spline (Blanc and Schlick, SIGGRAPH '95) as R's engine computes it (xspline.c):
# control points in 1200ths of an inch from the device's bottom left corner, each segment stepped by how
# long and how bent it is, points repeated one after another dropped; the curve is drawn as a line
# (open) or a polygon (closed), and with draw = FALSE its points are returned in user coordinates.
xspline <- function(x, y = NULL, shape = 0, open = TRUE, repEnds = TRUE, draw = TRUE, border = par("fg"),
                    col = NA, ...) {
    xy <- xy.coords(x, y, setLab = FALSE)
    s <- rep.int(shape, length(xy$x))
    if (open) s[1L] <- s[length(x)] <- 0
    if (dev.cur() == 1L) dev.new()
    n <- length(xy$x)
    if (open && repEnds && n < 2) stop("there must be at least two control points")
    if (open && !repEnds && n < 4) stop("there must be at least four control points")
    if (!open && n < 3) stop("There must be at least three control points")
    if (length(col) < 1L) stop(gettextf("incorrect length for '%s' argument", "col"), domain = NA)
    if (length(col) > 1L) warning(gettextf("incorrect length for '%s' argument", "col"), domain = NA)
    if (length(border) < 1L) stop(gettextf("incorrect length for '%s' argument", "border"), domain = NA)
    if (length(border) > 1L) warning(gettextf("incorrect length for '%s' argument", "border"), domain = NA)
    px <- grconvertX(as.double(xy$x), "user", "inches") * 1200
    py <- grconvertY(as.double(xy$y), "user", "inches") * 1200
    din <- par("din") * 1200
    pts <- .xspline_points(px, py, as.double(s), open, repEnds, sqrt(sum(din^2)))
    res <- list(x = grconvertX(pts$x / 1200, "inches", "user"), y = grconvertY(pts$y / 1200, "inches", "user"))
    if (draw && length(res$x)) {
        if (open) lines(res$x, res$y, col = border[1L], ...)
        else polygon(res$x, res$y, col = col[1L], border = border[1L], ...)
    }
    invisible(if (!draw && length(pts$x) > 1L) res)
}
.xspline_points <- function(x, y, s, open, repEnds, diag) {
    n <- length(x)
    xs <- numeric(0)
    ys <- numeric(0)
    np <- 0L
    add <- function(a, b) {
        if (np > 0L && xs[np] == a && ys[np] == b) return()
        np <<- np + 1L
        xs[np] <<- a
        ys[np] <<- b
    }
    fb <- function(num, den) {
        p <- 2 * den * den
        u <- num / den
        u2 <- u * u
        u * u2 * (10 - p + (2 * p - 15) * u + (6 - p) * u2)
    }
    gb <- function(u, q) u * (q + u * (2 * q + u * (8 - 12 * q + u * (14 * q - 11 + u * (4 - 5 * q)))))
    hb <- function(u, q) {
        u2 <- u * u
        u * (q + u * (2 * q + u2 * (-2 * q - u * q)))
    }
    # the blending weights A0..A3 at t of segment k with shapes s1, s2
    blend <- function(k, t, s1, s2) {
        A <- numeric(4)
        if (s1 < 0) {
            A[1L] <- hb(-t, -s1)
            A[3L] <- gb(t, -s1)
        } else {
            Tk <- k + 1 + s1
            A[1L] <- if (t + k + 1 < Tk) fb(t + k + 1 - Tk, k - Tk) else 0
            Tk <- k + 1 - s1
            A[3L] <- fb(t + k + 1 - Tk, k + 2 - Tk)
        }
        if (s2 < 0) {
            A[2L] <- gb(1 - t, -s2)
            A[4L] <- hb(t - 1, -s2)
        } else {
            Tk <- k + 2 + s2
            A[2L] <- fb(t + k + 1 - Tk, k + 1 - Tk)
            Tk <- k + 2 - s2
            A[4L] <- if (t + k + 1 > Tk) fb(t + k + 1 - Tk, k + 3 - Tk) else 0
        }
        A
    }
    at <- function(A, p) (A[1L] * p[1L] + A[2L] * p[2L] + A[3L] * p[3L] + A[4L] * p[4L]) / (A[1L] + A[2L] + A[3L] + A[4L])
    step <- function(k, px, py, s1, s2) {
        if (s1 == 0 && s2 == 0) return(1)
        if (s1 > 0) {
            A <- blend(k, 0, s1, s2)
            xstart <- at(A, px)
            ystart <- at(A, py)
        } else {
            xstart <- px[2L]
            ystart <- py[2L]
        }
        if (s2 > 0) {
            A <- blend(k, 1, s1, s2)
            xend <- at(A, px)
            yend <- at(A, py)
        } else {
            xend <- px[3L]
            yend <- py[3L]
        }
        A <- blend(k, 0.5, s1, s2)
        xmid <- at(A, px)
        ymid <- at(A, py)
        xv1 <- xstart - xmid
        yv1 <- ystart - ymid
        xv2 <- xend - xmid
        yv2 <- yend - ymid
        sp <- xv1 * xv2 + yv1 * yv2
        sl <- sqrt((xv1 * xv1 + yv1 * yv1) * (xv2 * xv2 + yv2 * yv2))
        cosa <- if (sl == 0) 0 else sp / sl
        dist <- sqrt((xend - xstart)^2 + (yend - ystart)^2)
        if (dist > diag) dist <- diag
        nsteps <- sqrt(dist) / 2 + trunc((1 + cosa) * 10)
        st <- if (nsteps == 0) 1 else 1 / nsteps
        if (st > 0.2 || st == 0) st <- 0.2
        st
    }
    segment <- function(k, px, py, s1, s2) {
        st <- step(k, px, py, s1, s2)
        t <- 0
        while (t < 1) {
            A <- blend(k, t, s1, s2)
            add(at(A, px), at(A, py))
            t <- t + st
        }
        st
    }
    idx <- function(i) i %% n + 1L
    if (open) {
        if (repEnds) {
            ii <- c(0L, 0L, 1L, if (n == 2L) 1L else 2L)
            k <- 0L
            repeat {
                segment(k, x[idx(ii)], y[idx(ii)], s[idx(ii[2L])], s[idx(ii[3L])])
                if (k + 3L >= n) break
                ii <- k + 0:3
                k <- k + 1L
            }
            ii <- c(n - 3L, n - 2L, n - 1L, n - 1L)
            segment(k, x[idx(ii)], y[idx(ii)], s[idx(ii[2L])], s[idx(ii[3L])])
            add(x[idx(n - 1L)], y[idx(n - 1L)])
        } else {
            st <- 0
            k <- 0L
            while (k + 3L < n) {
                ii <- k + 0:3
                st <- segment(k, x[idx(ii)], y[idx(ii)], s[idx(ii[2L])], s[idx(ii[3L])])
                k <- k + 1L
            }
            A <- blend(n - 4L, 1, s[idx(ii[2L])], s[idx(ii[3L])])
            add(at(A, x[idx(ii)]), at(A, y[idx(ii)]))
        }
    } else {
        ii <- c(n - 1L, 0L, 1L, 2L)
        for (k in 0:(n - 1L)) {
            segment(k, x[idx(ii)], y[idx(ii)], s[idx(ii[2L])], s[idx(ii[3L])])
            ii <- k + 0:3
        }
    }
    list(x = xs, y = ys)
}

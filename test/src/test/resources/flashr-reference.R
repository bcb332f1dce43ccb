# Plain-R definitions of the FlashR functions flashr implements, so that GNU R (which has no
# FlashR) can produce the expected output of the golden scripts in golden/flashr/. Each script
# starts with: if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# An fm matrix is here an R matrix with class "fm", an fm vector an R vector with class "fmV"
# (factor codes: "fmVFactor"); everything is computed eagerly. Operators are names or functions.

.fm <- function(x) structure(x, class = "fm")
.fmV <- function(x) structure(as.vector(x), class = "fmV")
.fm.data <- function(x) {
  if (inherits(x, c("fm", "fmV", "fmVFactor"))) attributes(x) <- if (is.null(dim(x))) NULL else list(dim = dim(x))
  x
}
.fm.col <- function(x) { d <- .fm.data(x); if (is.null(dim(d))) matrix(d, ncol = 1) else d }
.fm.like <- function(o, r) if (inherits(o, "fm")) .fm(r) else .fmV(r)
.fm.name <- function(f) {
  n <- as.character(unclass(f))[1]
  # the names of FlashR's fm.get.basic.op / fm.get.basic.uop
  switch(n, "add" = "+", "sub" = "-", "mul" = "*", "div" = "/", "mod" = "%%", "pow" = "^", "eq" = "==",
         "neq" = "!=", "gt" = ">", "ge" = ">=", "lt" = "<", "le" = "<=", n)
}
.fm.unary <- function(f) {
  if (is.function(f)) return(f)
  switch(.fm.name(f), "neg" =, "-" = function(x) -x, "not" =, "!" = function(x) !x, "ceil" = ceiling,
         "as.int" = as.integer, "as.numeric" = as.double, match.fun(.fm.name(f)))
}
.fm.binary <- function(f) {
  if (is.function(f)) return(f)
  switch(.fm.name(f), "min" =, "pmin" = pmin, "max" =, "pmax" = pmax,
         "euclidean" = function(a, b) (a - b)^2, match.fun(.fm.name(f)))
}
.fm.aggfun <- function(f, what = "op") {
  if (inherits(f, "fm.agg.op")) f <- f$agg
  if (is.function(f)) return(f)
  switch(.fm.name(f), "+" =, "sum" = sum, "*" =, "prod" = prod, "min" =, "pmin" = min, "max" =, "pmax" = max,
         "|" =, "any" = any, "&" =, "all" = all, "count" = length, "which.min" = which.min,
         "which.max" = which.max,
         "-" =, "/" =, "^" =, "%%" =, "%/%" =, "euclidean" = function(v) Reduce(.fm.binary(f), v),
         "==" =, "!=" =, ">" =, ">=" =, "<" =, "<=" = function(v) as.logical(Reduce(.fm.binary(f), as.double(v))),
         stop(simpleError(sprintf("'%s' is not a FlashR aggregation operator: \"%s\"", what, .fm.name(f)), sys.call(-1))))
}

for (.o in list(c("add", "+"), c("sub", "-"), c("mul", "*"), c("div", "/"), c("mod", "%%"), c("idiv", "%/%"),
                c("min", "pmin"), c("max", "pmax"), c("pow", "^"), c("eq", "=="), c("neq", "!="), c("gt", ">"),
                c("ge", ">="), c("lt", "<"), c("le", "<="), c("or", "|"), c("and", "&"), c("count", "count"),
                c("which.max", "which.max"), c("which.min", "which.min"), c("euclidean", "euclidean")))
  assign(paste0("fm.bo.", .o[1]), structure(.o[2], class = "fm.bo"))
for (.o in list(c("neg", "-"), c("sqrt", "sqrt"), c("abs", "abs"), c("not", "!"), c("ceil", "ceiling"),
                c("floor", "floor"), c("log", "log"), c("log2", "log2"), c("log10", "log10"), c("exp", "exp"),
                c("round", "round"), c("as.int", "as.integer"), c("as.numeric", "as.double"),
                c("as.logical", "as.logical")))
  assign(paste0("fm.buo.", .o[1]), structure(.o[2], class = "fm.buo"))

print.fm <- function(x, ...) {
  d <- .fm.data(x)
  cat("FlashR matrix ", nrow(d), " x ", ncol(d), " (", typeof(d), ")\n", sep = "")
  print(d[if (nrow(d) > 20) 1:6 else seq_len(nrow(d)), if (ncol(d) > 20) 1:6 else seq_len(ncol(d)), drop = FALSE])
  if (nrow(d) > 20) cat("... ", nrow(d) - 6, " more rows\n", sep = "")
  if (ncol(d) > 20) cat("... ", ncol(d) - 6, " more columns\n", sep = "")
  invisible(x)
}
print.fmV <- function(x, ...) {
  d <- .fm.data(x)
  cat("FlashR vector of length ", length(d), " (", typeof(d), ")\n", sep = "")
  if (length(d) <= 20) print(d) else { print(d[1:6]); cat("... ", length(d) - 6, " more elements\n", sep = "") }
  invisible(x)
}
print.fmVFactor <- print.fmV
t.fm <- function(x) .fm(t(.fm.data(x)))
t.fmV <- t.fm

library <- function(package, ...) {
  p <- as.character(substitute(package))
  if (p %in% c("FlashR", "FlashRLearn")) invisible(p) else base::library(p, character.only = TRUE, ...)
}

# creation
fm.rep.int <- function(x, times) .fmV(rep.int(x, times))
fm.seq.int <- function(from, to, by = 1L) .fmV(seq.int(from, to, by))
fm.seq.matrix <- function(from, to, nrow, ncol, byrow = FALSE) {
  n <- nrow * ncol
  .fm(matrix(from + (0:(n - 1)) * (if (n > 1) (to - from) / (n - 1) else 0), nrow, ncol, byrow = byrow))
}
fm.runif <- function(n, min = 0, max = 1, in.mem = TRUE, name = "") .fmV(runif(n, min, max))
fm.rnorm <- function(n, mean = 0, sd = 1, in.mem = TRUE, name = "") .fmV(rnorm(n, mean, sd))
fm.runif.matrix <- function(nrow, ncol, min = 0, max = 1, in.mem = TRUE, name = "") .fm(matrix(runif(nrow * ncol, min, max), nrow, ncol))
fm.rnorm.matrix <- function(nrow, ncol, mean = 0, sd = 1, in.mem = TRUE, name = "") .fm(matrix(rnorm(nrow * ncol, mean, sd), nrow, ncol))
runif.matrix <- fm.runif.matrix
rnorm.matrix <- fm.rnorm.matrix
fm.matrix <- function(vec, nrow, ncol, byrow = FALSE) .fm(matrix(.fm.data(vec), nrow, ncol, byrow = byrow))

# conversion and inspection
fm.conv.R2FM <- function(obj) if (is.matrix(obj)) .fm(obj) else .fmV(obj)
fm.conv.FM2R <- function(obj) .fm.data(obj)
fm.as.vector <- function(obj) .fmV(.fm.data(obj))
fm.as.matrix <- function(obj) .fm(.fm.col(obj))
fm.as.factor <- function(x, num.levels) {
  d <- .fm.data(x)
  if (missing(num.levels)) {
    # the levels are the distinct values, sorted; FlashR keeps them (vals) and their counts (cnts)
    v <- sort(unique(d[!is.na(d)]))
    return(structure(match(d, v), num.levels = length(v), vals = .fmV(v),
                     cnts = .fmV(as.double(tabulate(match(d, v), length(v)))), class = "fmVFactor"))
  }
  structure(as.integer(d) + 1L, num.levels = num.levels, class = "fmVFactor")
}
levels.fmVFactor <- function(x) attr(x, "vals")
# FlashR's objects are instances of formal classes there: @ reads their slots (nrow, ncol, len, type,
# ele_type; num.levels, vals, cnts of a factor); here they are computed from the plain R value
`@` <- function(object, name) {
  n <- as.character(substitute(name))
  if (!inherits(object, c("fm", "fmV", "fmVFactor"))) return(methods::slot(object, n))
  d <- .fm.data(object)
  m <- inherits(object, "fm")
  r <- switch(n, nrow = if (m) as.double(nrow(d)), ncol = if (m) as.double(ncol(d)), len = if (!m) as.double(length(d)),
              type = if (m) "dense" else "vector", ele_type = typeof(d),
              num.levels = if (inherits(object, "fmVFactor")) as.integer(attr(object, n)),
              vals = , cnts = if (inherits(object, "fmVFactor")) attr(object, n))
  if (is.null(r)) stop(sprintf("no slot of name \"%s\" for this object of class \"%s\"", n, class(object)[1]), call. = FALSE)
  r
}
fm.is.vector <- function(x) inherits(x, c("fmV", "fmVFactor"))
fm.is.matrix <- function(x) inherits(x, "fm")
fm.is.object <- function(x) inherits(x, c("fm", "fmV", "fmVFactor"))
fm.in.mem <- function(x) TRUE
fm.t <- function(m) .fm(t(.fm.data(m)))
fm.is.sparse <- function(x) FALSE
fm.is.sym <- function(x) FALSE
fm.conv.store <- function(x, in.mem = TRUE, name = "") x

# GenOps
# an R closure (flashr's extension) is called once per element, as sapply and mapply call it
.fm.closure <- function(f) is.function(f) && !is.primitive(f)
fm.sapply <- function(o, FUN) {
  d <- .fm.data(o)
  r <- if (!.fm.closure(FUN)) .fm.unary(FUN)(d) else if (length(d)) sapply(c(d), FUN) else logical(0)
  dim(r) <- dim(d); .fm.like(o, r)
}
fm.mapply2 <- function(o1, o2, FUN) {
  d1 <- .fm.data(o1); d2 <- .fm.data(o2)
  if (.fm.closure(FUN)) {
    r <- mapply(FUN, c(d1), c(d2), USE.NAMES = FALSE)
    dim(r) <- dim(if (length(d1) >= length(d2)) d1 else d2)
  } else r <- .fm.binary(FUN)(d1, d2)
  if (is.null(dim(r))) .fmV(r) else .fm(r)
}
fm.mapply.row <- function(o1, o2, FUN) .fm(sweep(.fm.data(o1), 2, as.vector(.fm.data(o2)), .fm.binary(FUN)))
fm.mapply.col <- function(o1, o2, FUN) .fm(sweep(.fm.data(o1), 1, as.vector(.fm.data(o2)), .fm.binary(FUN)))
fm.agg <- function(x, op) { f <- .fm.aggfun(op); .fmV(f(as.vector(.fm.data(x)))) }
agg <- fm.agg
fm.agg.mat <- function(x, margin, op) {
  d <- .fm.col(x)
  r <- .fmV(apply(d, margin, .fm.aggfun(op)))
  # positions of which.min/which.max label up to ncol (nrow) groups, even empty ones
  nm <- if (is.function(op)) "" else .fm.name(if (inherits(op, "fm.agg.op")) op$agg else op)
  if (nm %in% c("which.min", "which.max"))
    attr(r, "num.levels") <- dim(d)[3 - margin]
  r
}
agg.row <- function(x, op) fm.agg.mat(x, 1, op)
agg.col <- function(x, op) fm.agg.mat(x, 2, op)
fm.create.agg.op <- function(agg, combine, name) {
  # the engine combines partial results with the aggregation's own combiner; another one is refused
  a <- .fm.name(agg)
  natural <- switch(a, "count" = "+", "which.min" = , "which.max" = NULL, a)
  if (!is.null(combine) && !identical(.fm.name(combine), natural))
    stop(simpleError(sprintf("'combine' must be %s for the aggregation \"%s\"",
                             if (is.null(natural)) "NULL" else sprintf("the operator \"%s\"", natural), a), sys.call()))
  structure(list(agg = agg, combine = combine, name = name), class = "fm.agg.op")
}
fm.sgroupby <- function(obj, FUN) {
  d <- as.vector(.fm.data(obj))
  keys <- sort(unique(d))
  f <- .fm.aggfun(FUN)
  vals <- unlist(lapply(keys, function(k) f(d[which(d == k)])))
  list(val = .fmV(keys), agg = .fmV(vals))
}
groupby <- function(x, FUN) {
  if (.fm.name(FUN) == "uniq") return(.fmV(unique(as.vector(.fm.data(x)))))
  fm.sgroupby(x, FUN)
}
fm.groupby <- function(fm, margin, factor, FUN) {
  d <- .fm.col(fm)
  lab <- as.integer(.fm.data(factor))
  k <- if (!is.null(attr(factor, "num.levels"))) attr(factor, "num.levels") else max(lab, na.rm = TRUE)
  f <- .fm.aggfun(FUN)
  if (margin == 2) {
    parts <- lapply(seq_len(k), function(g) apply(d[which(lab == g), , drop = FALSE], 2, f))
    .fm(matrix(unlist(parts), nrow = k, byrow = TRUE))
  } else {
    parts <- lapply(seq_len(k), function(g) apply(d[, which(lab == g), drop = FALSE], 1, f))
    .fm(matrix(unlist(parts), ncol = k))
  }
}
groupby.row <- function(x, labels, FUN) fm.groupby(x, 2, labels, FUN)
groupby.col <- function(x, labels, FUN) fm.groupby(x, 1, labels, FUN)
fm.inner.prod <- function(o1, o2, Fun1, Fun2) {
  A <- .fm.col(o1); B <- .fm.col(o2)
  if (ncol(A) != nrow(B)) stop("non-conformable arguments")
  f1 <- .fm.binary(Fun1); f2 <- .fm.binary(Fun2)
  vals <- lapply(seq_len(ncol(B)), function(j) sapply(seq_len(nrow(A)), function(i) Reduce(f2, f1(A[i, ], B[, j]))))
  .fm(matrix(unlist(vals), nrow(A), ncol(B)))
}
inner.prod <- fm.inner.prod
fm.any <- function(x) .fmV(any(.fm.data(x)))
fm.all <- function(x) .fmV(all(.fm.data(x)))
pmin2 <- function(o1, o2) fm.mapply2(o1, o2, "pmin")
pmax2 <- function(o1, o2) fm.mapply2(o1, o2, "pmax")
fm.multiply <- function(o1, o2) fm.inner.prod(o1, o2, "*", "+")
.fm.cum <- function(v, f) Reduce(f, v, accumulate = TRUE)
cum.col <- function(x, FUN) {
  d <- .fm.col(x)
  .fm.like(x, matrix(unlist(lapply(seq_len(ncol(d)), function(j) .fm.cum(d[, j], .fm.binary(FUN)))), nrow(d), ncol(d)))
}
cum.row <- function(x, FUN) {
  d <- .fm.col(x)
  .fm.like(x, matrix(unlist(lapply(seq_len(nrow(d)), function(i) .fm.cum(d[i, ], .fm.binary(FUN)))), nrow(d), ncol(d), byrow = TRUE))
}

# execution and views
fm.materialize <- function(...) if (...length() == 1) ..1 else list(...)
materialize <- fm.materialize
fm.materialize.list <- function(args) args
fm.conv.layout <- function(x, byrow = FALSE) x
# FlashR's dimnames<-: one name vector (or NULL) for each of a matrix's two dimensions
`dimnames<-.fm` <- function(x, value) {
  if (!is.null(value) && length(value) != 2) stop("length of dimnames not equal to array extent")
  NextMethod()
}
`dimnames<-.fmV` <- function(x, value) {
  if (!all(vapply(as.list(value), is.null, TRUE))) stop("length of dimnames not equal to array extent")
  x
}
fm.set.cached <- function(fm, cached = TRUE, in.mem = TRUE) invisible(TRUE)
set.cache <- function(x, cache = TRUE) x
fm.get.rows <- function(fm, idxs) { d <- .fm.data(fm); if (is.null(dim(d))) .fmV(d[idxs]) else .fm(d[idxs, , drop = FALSE]) }
fm.get.eles.vec <- function(fm, idxs) .fmV(.fm.data(fm)[idxs])
fm.set.rows <- function(fm, idxs, m2) { d <- .fm.data(fm); d[idxs, ] <- .fm.data(m2); .fm(d) }
fm.set.cols <- function(fm, idxs, m2) { d <- .fm.data(fm); d[, idxs] <- .fm.data(m2); .fm(d) }
fm.get.cols <- function(fm, idxs) .fm(.fm.data(fm)[, idxs, drop = FALSE])
fm.rbind.list <- function(mats) .fm(do.call(rbind, lapply(mats, function(m) { d <- .fm.data(m); if (is.null(dim(d))) matrix(d, nrow = 1) else d })))
fm.cbind.list <- function(mats) .fm(do.call(cbind, lapply(mats, .fm.col)))

# fm.kmeans: Lloyd's algorithm; an empty cluster keeps its center
fm.kmeans <- function(data, centers, max.iters = 10) {
  X <- .fm.col(data); C <- centers; k <- nrow(C)
  I <- NULL; moves <- nrow(X); iter <- 0L; size <- integer(k)
  while (moves > 0 && iter < max.iters) {
    D <- sapply(seq_len(k), function(g) { r <- 0; for (j in seq_len(ncol(X))) r <- r + (X[, j] - C[g, j])^2; r })
    nxt <- apply(matrix(D, nrow(X)), 1, which.min)
    for (g in seq_len(k)) {
      size[g] <- sum(nxt == g)
      if (size[g] > 0) C[g, ] <- colSums(X[nxt == g, , drop = FALSE]) / size[g]
    }
    moves <- if (is.null(I)) nrow(X) else sum(I != nxt)
    I <- nxt; iter <- iter + 1L
  }
  list(cluster = .fmV(I), centers = C, size = size, iter = iter)
}

# fm.table: FlashR's formal class with slots val (the distinct values) and Freq (their counts)
setClass("fm.table", representation(val = "ANY", Freq = "ANY"))
fm.table <- function(x) { g <- fm.sgroupby(x, "count"); new("fm.table", val = g$val, Freq = g$agg) }
setMethod("as.vector", "fm.table", function(x, mode) x@Freq)
setMethod("as.data.frame", "fm.table", function(x, row.names = NULL, optional = FALSE, ...) list(val = x@val, Freq = x@Freq))
fm.hist <- function(x, breaks = c("even", "exp"), exp.base = 2, plot = TRUE, plot.file = "", log = "", xlab = NULL, ylab = NULL) {
  breaks <- match.arg(breaks)
  d <- as.vector(.fm.data(x))
  if (breaks == "exp") d <- ifelse(d > 0, floor(log(d, exp.base)), 0)
  else { size <- diff(range(d)) / 100; d <- floor(d / size) }
  vals <- sort(unique(d))
  res <- list(breaks = if (breaks == "exp") exp.base^vals else vals * size,
              counts = vapply(vals, function(v) sum(d == v), 1L))
  if (!plot) return(res)
  if (nzchar(plot.file)) { png(plot.file); on.exit(dev.off()) }
  plot(res$breaks, res$counts, type = "h", lwd = 2, log = log,
       xlab = if (is.null(xlab)) "x" else xlab, ylab = if (is.null(ylab)) "Frequency" else ylab)
  invisible(res)
}

# fm.eigen: the k wanted eigenpairs of the operator, most wanted first, from eigen() of the explicit matrix
fm.eigen <- function(mul, k, n, which = c("LM", "SM", "LR", "SR"), sym = TRUE, options = NULL, env = parent.frame()) {
  if (!sym) { print("fm.eigen only supports symmetric matrices"); return(NULL) }
  if (k > n) { print("k should be smaller than n"); return(NULL) }
  which <- match.arg(which)
  A <- .fm.col(mul(.fm(diag(n)), NULL))
  e <- eigen((A + t(A)) / 2, symmetric = TRUE)
  o <- switch(which, LM = order(-abs(e$values)), SM = order(abs(e$values)), LR = order(-e$values), SR = order(e$values))[seq_len(k)]
  list(values = e$values[o], vectors = .fm(e$vectors[, o, drop = FALSE]))
}
# eigs (RSpectra's) of a matrix that is not symmetric, or of a function: from eigen() of the
# explicit matrix; selected by which on 1 / (lambda - sigma) with a shift (a conjugate pair's value
# with positive imaginary part first, as the iteration orders them), returned complex by decreasing
# magnitude
eigs <- function(A, k, which = "LM", sigma = NULL, opts = list(), n = NULL, args = NULL, ...) {
  A <- if (is.function(A)) vapply(seq_len(n), function(j) as.numeric(A(diag(n)[, j], args)), numeric(n)) else .fm.col(A) + 0
  e <- eigen(A)
  nu <- if (is.null(sigma)) e$values else 1 / (e$values - sigma)
  key <- switch(which, LM = -Mod(nu), SM = Mod(nu), LR = -Re(nu), SR = Re(nu), LI = -abs(Im(nu)), SI = abs(Im(nu)))
  o <- order(key, -Im(nu))[seq_len(k)]
  o <- o[order(-Mod(e$values[o]))]
  list(values = as.complex(e$values[o]), vectors = if (!identical(opts$retvec, FALSE)) as.matrix(e$vectors)[, o, drop = FALSE] + 0i,
       nconv = k, niter = NA_integer_, nops = NA_integer_)
}
# fm.svd: from the eigen decomposition of the Gram matrix; the long singular vectors scaled to unit length
fm.svd <- function(x, nu = min(n, p), nv = min(n, p), tol = 1e-8) {
  stopifnot(class(x) == "fm")
  X <- .fm.data(x) + 0; n <- nrow(X); p <- ncol(X)
  tall <- n > p
  e <- eigen(if (tall) crossprod(X) else tcrossprod(X), symmetric = TRUE)
  vals <- e$values[seq_len(max(nu, nv))]
  unit <- function(m) sweep(m, 2, sqrt(colSums(m * m)), "/")
  short <- function(k) if (k > 0) .fm(e$vectors[, seq_len(k), drop = FALSE])
  long <- function(k) if (k > 0) .fm(unit((if (tall) X else t(X)) %*% e$vectors[, seq_len(k), drop = FALSE]))
  list(d = sqrt(ifelse(vals > 0, vals, 0)), u = if (tall) long(nu) else short(nu),
       v = if (tall) short(nv) else long(nv), options = NULL)
}

# FlashR's generics on its objects: the Math group computes on as.numeric(x) for the rounding
# functions and keeps the object's class; any/all cast to logical and return an R logical;
# pmin/pmax, sweep and scale of FlashR objects are FlashR objects (a matrix operand gives the shape)
.fm.math <- function(x, ...) {
  d <- .fm.data(x)
  if (.Generic %in% c("round", "signif", "ceiling", "floor")) storage.mode(d) <- "double"
  .fm.like(x, get(.Generic)(d, ...))
}
Math.fm <- .fm.math
Math.fmV <- .fm.math
.fm.summary <- function(..., na.rm = FALSE) {
  args <- lapply(list(...), function(a) if (fm.is.object(a)) .fm.data(a) else a)
  if (.Generic %in% c("any", "all")) {
    args <- lapply(list(...), function(a) if (fm.is.object(a)) as.logical(.fm.data(a)) else a)
    return(do.call(.Generic, c(args, na.rm = na.rm)))
  }
  NextMethod()
}
Summary.fm <- .fm.summary
Summary.fmV <- .fm.summary
.fm.result <- function(args, r) {
  if (!any(vapply(args, fm.is.object, NA))) return(r)
  m <- Filter(function(a) inherits(a, "fm"), args)
  if (length(m) > 0 && is.null(dim(r))) dim(r) <- dim(.fm.data(m[[1]]))
  attributes(r) <- if (is.null(dim(r))) NULL else list(dim = dim(r))
  if (is.matrix(r)) .fm(r) else .fmV(r)
}
pmin <- function(..., na.rm = FALSE) .fm.result(list(...), base::pmin(..., na.rm = na.rm))
pmax <- function(..., na.rm = FALSE) .fm.result(list(...), base::pmax(..., na.rm = na.rm))
sweep <- function(x, MARGIN, STATS, FUN = "-", ...) .fm.result(list(x), base::sweep(.fm.data(x), MARGIN, STATS, FUN, ...))
scale <- function(x, center = TRUE, scale = TRUE) .fm.result(list(x), base::scale(.fm.data(x), center, scale))
# in R's lists a FlashR object is one element (an S4 object in FlashR)
c <- function(...) {
  args <- list(...)
  if (any(vapply(args, is.list, NA))) args <- lapply(args, function(a) if (fm.is.object(a)) list(a) else a)
  do.call(base::c, args)
}
# CRAN pcg's solver (FlashR-learn's Newton step): Jacobi-preconditioned CG from 0 until sum(r^2) <= tol
# (the zero vector when b meets tol; the message string after maxiter steps)
pcg <- function(A, b, M, maxiter = 1e5, tol = 1e-6) {
  A <- as.matrix(A); b <- as.vector(b)
  Mi <- if (missing(M)) { d <- diag(A); d[d == 0] <- 1e-4; diag(1 / d, nrow = length(d)) } else solve(M)
  x <- rep(0, length(b)); r <- b - A %*% x; z <- Mi %*% r; p <- z; it <- 0
  while (sum(r^2) > tol && it < maxiter) {
    it <- it + 1; Ap <- A %*% p; a <- sum(r * z) / sum(p * Ap); x <- x + a * p
    r1 <- r - a * Ap; z1 <- Mi %*% r1; p <- z1 + sum(z1 * r1) / sum(z * r) * p; z <- z1; r <- r1
  }
  if (it >= maxiter) x <- "pcg did not converge. You may increase maxiter number."
  x
}

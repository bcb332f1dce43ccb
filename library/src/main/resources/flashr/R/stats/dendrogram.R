# stats/dendrogram.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Dendrograms ("dendrogram": nested lists whose leaves are the observation numbers, with
# members, height, midpoint, label and leaf attributes), to R's definitions: as.dendrogram
# of an hclust, print, str, [[, labels, order.dendrogram, dendrapply, rev, reorder, cut,
# nobs and the midpoint cache. Plotting is not provided.

as.dendrogram <- function(object, ...) UseMethod("as.dendrogram")
as.dendrogram.dendrogram <- function(object, ...) object
as.dendrogram.hclust <- function(object, hang = -1, check = TRUE, ...) {
    if (is.null(object$labels)) object$labels <- seq_along(object$order)
    merge <- object$merge
    z <- list()
    oHgt <- object$height
    nMerge <- length(oHgt)
    hMax <- oHgt[nMerge]
    leaf <- function(i, h0) structure(i, label = object$labels[i], members = 1L, height = h0, leaf = TRUE)
    # merge step k joins two leaves, a leaf and an earlier node, or two earlier nodes; the
    # nodes built so far are kept in z by step number
    for (k in 1L:nMerge) {
        x <- merge[k, ]
        neg <- x < 0
        if (any(neg)) h0 <- if (hang < 0) 0 else max(0, oHgt[k] - hang * hMax)
        if (all(neg)) {
            zk <- list(leaf(-x[1L], h0), leaf(-x[2L], h0))
            attr(zk, "members") <- 2L
            attr(zk, "midpoint") <- 0.5
        } else if (any(neg)) {
            X <- as.character(x)
            isL <- x[1L] < 0
            node <- z[[X[1 + isL]]]
            zk <- if (isL) list(leaf(-x[1L], h0), node) else list(node, leaf(-x[2L], h0))
            attr(zk, "members") <- attr(node, "members") + 1L
            attr(zk, "midpoint") <- (.memberDend(zk[[1L]]) + attr(node, "midpoint"))/2
            z[[X[1 + isL]]] <- NULL
        } else {
            x <- as.character(x)
            a <- z[[x[1L]]]
            b <- z[[x[2L]]]
            zk <- list(a, b)
            attr(zk, "members") <- attr(a, "members") + attr(b, "members")
            attr(zk, "midpoint") <- (attr(a, "members") + attr(a, "midpoint") + attr(b, "midpoint"))/2
            z[[x[1L]]] <- NULL
            z[[x[2L]]] <- NULL
        }
        attr(zk, "height") <- oHgt[k]
        z[[as.character(k)]] <- zk
    }
    structure(z[[as.character(k)]], class = "dendrogram")
}

.memberDend <- function(x) {
    m <- attr(x, "x.member")
    if (is.null(m)) m <- attr(x, "members")
    if (is.null(m)) 1L else m
}
.midDend <- function(x) if (is.null(m <- attr(x, "midpoint"))) 0 else m

# The midpoints again after a change of the branches (rev, reorder)
midcache.dendrogram <- function(x, type = "hclust", quiet = FALSE) {
    stopifnot(inherits(x, "dendrogram"))
    setmid <- function(d) {
        if (is.leaf(d)) return(d)
        k <- length(d)
        if (k < 1) stop("dendrogram node with non-positive #{branches}")
        for (j in seq_len(k)) d[[j]] <- unclass(setmid(d[[j]]))
        if (!quiet && k != 2) warning("midcache() of non-binary dendrograms only partly implemented")
        attr(d, "midpoint") <- (.memberDend(d[[1L]]) + sum(vapply(unclass(d), .midDend, 0)))/2
        d
    }
    setmid(x)
}

print.dendrogram <- function(x, digits = getOption("digits"), ...) {
    cat("'dendrogram' ")
    if (is.leaf(x)) cat("leaf '", format(attr(x, "label"), digits = digits), "'", sep = "")
    else cat("with", length(x), "branches and", attr(x, "members"), "members total")
    cat(", at height", format(attr(x, "height"), digits = digits), "\n")
    invisible(x)
}

str.dendrogram <- function(object, max.level = NA, digits.d = 3L, give.attr = FALSE, wid = getOption("width"),
                           nest.lev = 0L, indent.str = "", last.str = getOption("str.dendrogram.last"),
                           stem = "--", ...) {
    if (is.null(last.str)) last.str <- "`"
    pasteLis <- function(lis, dropNam, sep = " = ") {
        lis <- lis[!(names(lis) %in% dropNam)]
        fl <- sapply(lis, format, digits = digits.d)
        paste(paste(names(fl), fl, sep = sep), collapse = ", ")
    }
    # depth first, the children pushed on a stack in reverse order
    todo <- NULL
    repeat {
        cat(sub(" $", last.str, indent.str), stem, sep = "")
        at <- attributes(object)
        memb <- at[["members"]]
        hgt <- at[["height"]]
        if (!is.leaf(object)) {
            le <- length(object)
            if (give.attr && nzchar(at <- pasteLis(at, c("class", "height", "members")))) at <- paste(",", at)
            cat("[dendrogram w/ ", le, " branches and ", memb, " members at h = ", format(hgt, digits = digits.d),
                if (give.attr) at, "]", if (!is.na(max.level) && nest.lev == max.level) " ..", "\n", sep = "")
            if (is.na(max.level) || nest.lev < max.level) {
                nest.lev <- nest.lev + 1L
                todo <- list(object = object[[le]], nest.lev = nest.lev, indent.str = paste(indent.str, "  "),
                             todo = todo)
                indent.str <- paste(indent.str, " |")
                while ((le <- le - 1L) > 0L)
                    todo <- list(object = object[[le]], nest.lev = nest.lev, indent.str = indent.str, todo = todo)
            }
        } else {
            cat("leaf", if (is.character(at$label)) paste("", at$label, "", sep = "\"")
                        else format(object, digits = digits.d), "")
            any.at <- hgt != 0
            if (any.at) cat("(h=", format(hgt, digits = digits.d))
            if (memb != 1) cat(if (any.at) ", " else {
                any.at <- TRUE
                "("
            }, "memb= ", memb, sep = "")
            at <- pasteLis(at, c("class", "height", "members", "leaf", "label"))
            if (any.at || nzchar(at)) cat(if (!any.at) "(", at, ")")
            cat("\n")
        }
        if (is.null(todo)) break
        object <- todo$object
        nest.lev <- todo$nest.lev
        indent.str <- todo$indent.str
        todo <- todo$todo
    }
    invisible()
}

`[[.dendrogram` <- function(x, ..., drop = TRUE) {
    r <- unclass(x)[[...]]
    if (!is.null(r)) structure(r, class = "dendrogram")
}
nobs.dendrogram <- function(object, ...) attr(object, "members")
is.leaf <- function(object) is.logical(L <- attr(object, "leaf")) && L

order.dendrogram <- function(x) {
    if (!inherits(x, "dendrogram")) stop("'order.dendrogram' requires a dendrogram")
    if (is.list(x)) .dendrogram_leaves(x, function(n) as.vector(unclass(n))) else as.vector(unclass(x))
}
labels.dendrogram <- function(object, ...) {
    if (is.list(object)) .dendrogram_leaves(object, function(n) attr(n, "label")) else attr(object, "label")
}
# f of each leaf, left to right
.dendrogram_leaves <- function(d, f) {
    if (!is.list(d)) return(f(d))
    unlist(lapply(unclass(d), .dendrogram_leaves, f))
}

dendrapply <- function(X, FUN, ...) {
    FUN <- match.fun(FUN)
    if (!inherits(X, "dendrogram")) stop("'X' is not a dendrogram")
    Napply <- function(d) {
        r <- FUN(d, ...)
        if (!is.leaf(d)) {
            if (!is.list(r)) r <- as.list(r)
            n <- length(d)
            if (length(r) < n) r[seq_len(n)] <- vector("list", n)
            r[] <- lapply(seq_len(n), function(i) Napply(d[[i]]))
        }
        r
    }
    Napply(X)
}

rev.dendrogram <- function(x) {
    if (is.leaf(x)) return(x)
    k <- length(x)
    if (k < 1) stop("dendrogram non-leaf node with non-positive #{branches}")
    r <- x
    for (j in 1L:k) r[[j]] <- unclass(rev(x[[k + 1 - j]]))
    midcache.dendrogram(r)
}

reorder.dendrogram <- function(x, wts, agglo.FUN = sum, ...) {
    if (!inherits(x, "dendrogram")) stop("'reorder.dendrogram' requires a dendrogram")
    agglo.FUN <- match.fun(agglo.FUN)
    # each node's branches sorted by their values, a node's value agglo.FUN of its branches'
    oV <- function(x) {
        if (is.leaf(x)) {
            attr(x, "value") <- wts[x[1L]]
            return(x)
        }
        k <- length(x)
        if (k == 0L) stop("invalid (length 0) node in dendrogram")
        for (j in seq_len(k)) x[[j]] <- unclass(oV(x[[j]]))
        vals <- vapply(unclass(x), attr, numeric(1L), which = "value")
        iOrd <- sort.list(vals)
        attr(x, "value") <- agglo.FUN(vals[iOrd])
        x[] <- unclass(x)[iOrd]
        x
    }
    midcache.dendrogram(oV(x))
}

cut.dendrogram <- function(x, h, ...) {
    LOWER <- list()
    X <- 1
    assignNodes <- function(subtree, h) {
        if (is.leaf(subtree)) return(subtree)
        if (!(K <- length(subtree))) stop("non-leaf subtree of length 0")
        new.mem <- 0L
        for (k in 1L:K) {
            sub <- subtree[[k]]
            if (attr(sub, "height") <= h) {
                at <- attributes(sub)
                at$leaf <- TRUE
                at$class <- NULL
                at$x.member <- at$members
                new.mem <- new.mem + (at$members <- 1L)
                at$label <- paste("Branch", X)
                leafk <- X
                attributes(leafk) <- at
                subtree[[k]] <- leafk
                class(sub) <- "dendrogram"
                LOWER[[X]] <<- sub
                X <<- X + 1
            } else {
                subtree[[k]] <- unclass(assignNodes(sub, h))
                new.mem <- new.mem + attr(subtree[[k]], "members")
            }
        }
        attr(subtree, "x.member") <- attr(subtree, "members")
        attr(subtree, "members") <- new.mem
        subtree
    }
    list(upper = assignNodes(x, h), lower = LOWER)
}

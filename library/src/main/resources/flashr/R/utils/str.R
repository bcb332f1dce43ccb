# utils/str.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# str, as R's utils writes it: the branches for NULL, functions,
# lists and data frames, factors and atomic vectors, with R's default vec.len, digits.d and width.
# A nested call passes vec.len on, which (as in R) stops character vectors from filling the line.

str <- function(object, ...) UseMethod("str")
str.data.frame <- function(object, ...) {
    p <- length(object)
    cat("'data.frame':\t", .row_names_info(object, 2L), " obs. of  ", p,
        " variable", if (p != 1) "s", if (p > 0) ":", "\n", sep = "")
    args <- list(...)
    if (is.null(args$give.length)) args$give.length <- FALSE
    args$no.list <- TRUE
    invisible(do.call(str.default, c(list(object), args)))
}
.str_num <- function(x, digits) format(x, trim = TRUE, digits = digits, drop0trailing = TRUE)
str.default <- function(object, max.level = NA, vec.len = 4, digits.d = 3, nchar.max = 128,
                        give.attr = TRUE, give.head = TRUE, give.length = give.head,
                        width = getOption("width"), nest.lev = 0,
                        indent.str = paste(rep.int(" ", max(0, nest.lev + 1)), collapse = ".."),
                        comp.str = "$ ", no.list = FALSE, list.len = 99, ...) {
    vec.missing <- missing(vec.len)
    sub.str <- function(obj, gl = give.length)
        str(obj, max.level = max.level, vec.len = vec.len, digits.d = digits.d,
            nchar.max = nchar.max, give.attr = give.attr, give.head = give.head,
            give.length = gl, width = width, nest.lev = nest.lev + 1,
            indent.str = paste(indent.str, ".."), list.len = list.len)
    le <- length(object)
    le.str <- if (isTRUE(give.length)) { if (le > 0) paste0("[1:", le, "]") else "(0)" } else ""
    v.len <- vec.len
    std.attr <- "names"
    cl <- oldClass(object)
    has.class <- !is.null(cl)
    mod <- ""
    char.like <- FALSE
    quoted <- FALSE   # character data (quoted), not deparsed language
    a <- attributes(object)
    if (is.null(object)) {
        cat(" NULL\n")
        return(invisible())
    }
    if (is.function(object)) {
        # R deparses to the width less 10 (70 columns at width 80), not deparse's default 60
        cutoff <- min(500L, max(20L, width - 10L))
        dp <- deparse(args(object), width.cutoff = cutoff)
        cat(if (is.null(args(object))) deparse(object, width.cutoff = cutoff) else paste(dp[-length(dp)], collapse = "\n"), "\n")
        return(invisible())
    }
    if (is.list(object)) {
        is.d.f <- is.data.frame(object)
        if (le == 0) {
            if (is.d.f) std.attr <- c(std.attr, "class", "row.names")
            else cat(" ", if (!is.null(names(object))) "Named ", "list()\n", sep = "")
        } else {
            if (no.list || is.d.f) {
                std.attr <- c(std.attr, "class", if (is.d.f) "row.names")
            } else {
                cat(if (is.pairlist(object)) "Dotted pair list of " else "List of ", le, "\n", sep = "")
            }
            if (is.na(max.level) || nest.lev < max.level) {
                nms <- names(object)
                nam.ob <- if (is.null(nms)) rep.int("", le) else {
                    # as R: an NA name counts as the two characters it prints as
                    ncn <- nchar(nms, type = "w")
                    ncn[is.na(ncn)] <- 2L
                    format(nms, width = max(ncn), justify = "left")
                }
                for (i in seq_len(min(list.len, le))) {
                    cat(indent.str, comp.str, nam.ob[i], ":", sep = "")
                    # the empty symbol (an argument without default in formals) cannot be passed on
                    if (identical(object[[i]], quote(expr = ))) cat(" symbol \n")
                    else sub.str(object[[i]])
                }
                if (list.len < le) cat(indent.str, "[list output truncated]\n")
            }
        }
    } else {
        if (is.factor(object)) {
            lev.att <- levels(object)
            nl <- length(lev.att)
            w <- min(max(width / 2, 10), 1000)
            if (nl > w) lev.att <- lev.att[seq_len(w)]
            n.l <- length(lev.att)
            lev.att <- encodeString(lev.att, na.encode = FALSE, quote = "\"")
            ord <- is.ordered(object)
            object <- unclass(object)
            if (nl) {
                lenl <- cumsum(3 + (nchar(lev.att) - 2))
                ml <- if (n.l <= 1 || lenl[n.l] <= 13) n.l else which.max(lenl > 13)
                lev.att <- lev.att[seq_len(ml)]
            } else ml <- length(lev.att <- "")
            lsep <- if (ord) "<" else ","
            str1 <- paste0(if (ord) " Ord.f" else " F", "actor", " w/ ", nl, " level",
                           if (nl != 1) "s", if (nl) " ", if (nl) paste0(lev.att, collapse = lsep),
                           if (ml < nl) paste0(lsep, ".."), ":")
            std.attr <- c("levels", "class")
        } else if (is.atomic(object)) {
            mod <- substr(mode(object), 1, 4)
            if (mod == "nume") mod <- if (is.integer(object)) "int" else "num"
            else if (mod == "char") {
                mod <- "chr"
                char.like <- TRUE
                quoted <- TRUE
            } else if (mod == "comp") mod <- "cplx"
            if (is.array(object)) {
                di <- dim(object)
                rnk <- length(di)
                ds <- paste0(ifelse(di > 1, "1:", ""), di, ifelse(di > 0, "", " "))
                le.str <- if (rnk == 1) paste0("[", ds[1L], "(1d)]")
                          else paste0("[", paste0(paste0(ds[-rnk], ", "), collapse = ""), ds[rnk], "]")
                std.attr <- "dim"
            } else if (!is.null(names(object))) {
                mod <- paste("Named", mod)
                std.attr <- character()
            }
            if (inherits(object, "ts") && !is.null(tsp.a <- attr(object, "tsp"))) {
                if (is.array(object)) le.str <- paste0("[1:", di[1L], ", 1:", di[2L], "]")
                str1 <- paste0(" Time-Series ", le.str, " from ", format(tsp.a[1L], digits = digits.d), " to ",
                               format(tsp.a[2L], digits = digits.d), ":")
                std.attr <- c(std.attr, "tsp", "class")
            } else if (has.class) {
                cl1 <- cl[1L]
                if (cl1 != mod && substr(cl1, 1L, nchar(mod)) != mod) mod <- paste0("'", cl1, "' ", mod)
                std.attr <- c(std.attr, "class")
            }
            if (!inherits(object, "ts") || is.null(attr(object, "tsp")))
                str1 <- if (le == 1 && !is.array(object)) paste(NULL, mod)
                        else paste0(" ", mod, if (le > 0) " ", le.str)
        } else {
            str1 <- paste0(" ", typeof(object))
            object <- deparse(object)
            le <- length(object)
            char.like <- TRUE
        }
        format.fun <- as.character
        if (is.logical(object)) {
            v.len <- 1.5 * v.len
            format.fun <- function(x) format(x, trim = TRUE)
        } else if (is.numeric(object)) {
            iv.len <- round(2.5 * v.len)
            if (is.integer(object)) {
                v.len <- iv.len
            } else {
                ob <- if (le > iv.len) object[seq_len(iv.len)] else object
                ao <- abs(ob <- unclass(ob[!is.na(ob)]))
                v.len <- if (all(ao > 1e-10 | ao == 0) && all(ao < 1e+10 | ao == 0) &&
                             all(abs(ob - signif(ob, digits.d)) <= 9e-16 * ao)) iv.len
                         else round(1.25 * v.len)
            }
            format.fun <- function(x) .str_num(x, digits.d)
        }
        if (char.like) {
            max.len <- max(100L, width %/% 3L + 1L, if (!vec.missing) vec.len)
            if (le > max.len) le <- length(object <- object[seq_len(max.len)])
            encObj <- if (quoted) encodeString(object, quote = "\"", na.encode = FALSE) else object
            v.len <- if (vec.missing) {
                max(1, sum(cumsum(1 + if (le > 0) nchar(encObj) else 0) <
                           width - (4 + 5 * nest.lev + nchar(str1))))
            } else round(v.len)
            ile <- min(le, v.len)
            if (ile >= 1) object <- encObj[seq_len(ile)]
            formObj <- function(x) paste(as.character(x), collapse = " ")
        } else {
            ile <- min(v.len, le)
            formObj <- function(x) paste(format.fun(x), collapse = " ")
        }
        cat(if (give.head) paste0(str1, " "),
            formObj(if (ile >= 1) object[seq_len(ile)] else if (v.len > 0) object),
            if (le > v.len) " ...", "\n", sep = "")
    }
    if (give.attr) {
        nam <- names(a)
        for (i in seq_along(a)) if (all(nam[i] != std.attr)) {
            cat(indent.str, paste0("- attr(*, \"", nam[i], "\")="), sep = "")
            sub.str(a[[i]], TRUE)
        }
    }
    invisible()
}

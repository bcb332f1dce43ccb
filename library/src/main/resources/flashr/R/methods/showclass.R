# Printing a class definition as R's showClass does: its slots, the classes it extends and its known
# subclasses, each "directly", "from data part" or "by class X, distance n" (R's showExtends).

print.classRepresentation <- function(x, ...) {
    cat(if (x$virtual) "Virtual Class " else "Class ", "\"", x$className, "\" [in \"", x$package, "\"]\n", sep = "")
    slots <- x$slots
    if (!is.null(x$dataPart) && x$dataPart %in% .s4_basic_classes()) slots <- c(.Data = x$dataPart, slots)
    if (length(slots)) {
        cat("\nSlots:\n")
        m <- matrix(format(c(names(slots), unname(slots)), justify = "right"), nrow = 2L, byrow = TRUE)
        dimnames(m) <- list(c("Name:", "Class:"), rep.int("", length(slots)))
        print(m, quote = FALSE)
    } else if (x$virtual && is.null(x$members)) cat("\nNo Slots, prototype of class \"S4\"\n")
    ext <- .s4_extends_info(x$className)
    if (length(ext$what)) {
        cat("\nExtends: ")
        .s4_show_extends(ext)
    }
    sub <- .s4_subclass_info(x$className)
    if (length(sub$what)) {
        cat("\nKnown Subclasses: ")
        .s4_show_extends(sub)
    }
    invisible(x)
}

showClass <- function(Class, complete = TRUE, propertiesAreCalled = "Slots")
    print(if (is.character(Class)) getClass(Class) else Class)

.s4_show_extends <- function(ext) {
    if (all(ext$how == "directly")) {
        what <- paste0("\"", ext$what, "\"")
        if (length(what) > 1L) what <- c(paste0(what[-length(what)], ","), what[[length(what)]])
        cat(what, fill = TRUE)
    } else cat("\n", paste0("Class \"", ext$what, "\", ", ext$how, "\n"), sep = "")
}

# The classes cl extends directly: its superclasses as defined, the class unions it is a member
# of, and for a basic vector class, "vector".
.s4_direct_supers <- function(cl) {
    d <- .s4_def(cl)
    sup <- if (!is.null(d)) setdiff(d$directSupers, "VIRTUAL")
           else if (cl %in% c("numeric", "character", "logical", "integer", "list", "complex")) "vector"
           else character()
    unions <- Filter(function(u) cl %in% .s4_def(u)$members, ls(.S4_classes))
    unique(c(sup, unions))
}

# What cl extends, nearest first: the names, how each is reached (as showExtends words it), the
# distances and the class that each is reached by.
.s4_extends_info <- function(cl) {
    dataPart <- .s4_def(cl)$dataPart
    what <- how <- by <- character()
    dist <- integer()
    seen <- cl
    queue <- lapply(.s4_direct_supers(cl), function(s) list(cl = s, d = 1L, by = "", from = cl))
    while (length(queue)) {
        q <- queue[[1L]]
        queue <- queue[-1L]
        if (q$cl %in% seen) next
        seen <- c(seen, q$cl)
        b <- if (!is.null(.s4_def(q$cl)$members)) q$from else q$by
        what <- c(what, q$cl)
        dist <- c(dist, q$d)
        by <- c(by, b)
        how <- c(how, if (q$d == 1L) (if (identical(q$cl, dataPart)) "from data part" else "directly")
                      else paste0("by class \"", b, "\", distance ", q$d))
        for (s in .s4_direct_supers(q$cl))
            queue <- c(queue, list(list(cl = s, d = q$d + 1L, by = if (q$d == 1L) q$cl else q$by, from = q$cl)))
    }
    list(what = what, how = how, dist = dist, by = by)
}

.s4_subclass_info <- function(cl) {
    what <- how <- character()
    dist <- integer()
    for (s in ls(.S4_classes)) {
        if (s == cl || !is.null(.s4_def(s)$members)) next
        e <- .s4_extends_info(s)
        k <- match(cl, e$what)
        if (is.na(k)) next
        what <- c(what, s)
        dist <- c(dist, e$dist[k])
        how <- c(how, if (e$dist[k] == 1L) "directly" else paste0("by class \"", e$by[k], "\", distance ", e$dist[k]))
    }
    o <- order(dist)
    list(what = what[o], how = how[o])
}

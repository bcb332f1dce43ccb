# Reference classes (R's setRefClass): an object is an environment holding its fields, .self and its
# methods, whose environment is the object (through one more environment that binds callSuper to the
# method it overrides), so `field <<- value` in a method changes the object in place. The class is
# registered with the formal classes (s4.R), so is(), class() and printing by show treat it as R does.

setRefClass <- function(Class, fields = character(), contains = character(), methods = list(), where, ...) {
    fl <- as.list(fields)
    fn <- names(fl)
    if (is.null(fn)) { fn <- as.character(unlist(fl)); fl <- as.list(rep("ANY", length(fl))) }
    types <- vapply(fl, function(t) if (is.character(t)) t else "ANY", "")
    names(types) <- fn
    supers <- character()
    parent <- NULL
    for (s in contains) {
        d <- .s4_def(s)
        if (is.null(d) || !isTRUE(d$refClass))
            stop(gettextf("class %s for field %s is not defined", dQuote(s), sQuote("contains")), domain = NA)
        types <- c(d$refFields[setdiff(names(d$refFields), names(types))], types)
        supers <- c(supers, s, d$contains)
        parent <- s
    }
    def <- list(className = Class, slots = character(), contains = unique(c(supers, "envRefClass")),
                prototype = list(), validity = NULL, virtual = FALSE, dataPart = NULL,
                package = ".GlobalEnv", directSupers = contains, refClass = TRUE,
                refFields = types, refMethods = as.list(methods), refParent = parent)
    assign(Class, def, envir = .S4_classes)
    .refclass_generator(Class)
}

.refclass_generator <- function(Class) {
    gen <- new.env()
    gen$className <- Class
    gen$new <- function(...) .refclass_new(Class, ...)
    gen$methods <- function(...) {
        m <- list(...)
        if (length(m) == 1L && is.null(names(m)) && is.list(m[[1L]])) m <- m[[1L]]
        d <- .s4_def(Class)
        if (!length(m)) return(names(d$refMethods))
        for (n in names(m)) d$refMethods[[n]] <- m[[n]]
        assign(Class, d, envir = .S4_classes)
        invisible()
    }
    gen$fields <- function() .s4_def(Class)$refFields
    gen$show <- function() cat("Generator for class ", dQuote(Class, FALSE), ":\n", sep = "")
    class(gen) <- "refObjectGenerator"
    invisible(gen)
}

print.refObjectGenerator <- function(x, ...) {
    x$show()
    invisible(x)
}

# The method lists of Class and its superclasses, the base-most first.
.refclass_levels <- function(Class) {
    levels <- list()
    while (!is.null(Class)) {
        d <- .s4_def(Class)
        levels <- c(list(d$refMethods), levels)
        Class <- d$refParent
    }
    levels
}

# Method `name` as level i (or the nearest below it) defines it, its callSuper bound to the next one down.
.refclass_method <- function(obj, levels, name, i) {
    k <- i
    while (k >= 1L && is.null(levels[[k]][[name]])) k <- k - 1L
    if (k < 1L) return(.refclass_builtin_method(obj, name))
    f <- levels[[k]][[name]]
    env <- new.env(parent = obj)
    assign("callSuper", .refclass_method(obj, levels, name, k - 1L), envir = env)
    environment(f) <- env
    f
}

.refclass_builtin_method <- function(obj, name) {
    switch(name,
           initialize = function(...) get("initFields", envir = obj)(...),
           show = function() .refclass_show(obj),
           copy = get("copy", envir = obj),
           function(...) invisible(NULL))
}

.refclass_new <- function(Class, ..., .initialize = TRUE) {
    def <- .s4_def(Class)
    obj <- new.env(parent = globalenv())
    for (f in names(def$refFields)) assign(f, .s4_default_slot(def$refFields[[f]]), envir = obj)
    assign(".self", obj, envir = obj)
    assign("initFields", function(...) {
        args <- list(...)
        an <- names(args)
        for (i in seq_along(args)) if (!is.null(an) && nzchar(an[i])) assign(an[i], args[[i]], envir = obj)
        invisible(obj)
    }, envir = obj)
    assign("copy", function(shallow = FALSE) {
        value <- .refclass_new(Class)
        for (f in names(.s4_def(Class)$refFields)) {
            current <- get(f, envir = obj)
            if (!shallow && is.environment(current) && isTRUE(.s4_def(class(current)[1L])$refClass))
                current <- current$copy(FALSE)
            assign(f, current, envir = value)
        }
        value
    }, envir = obj)
    assign("field", function(name, value) if (missing(value)) get(name, envir = obj) else
        invisible(assign(name, value, envir = obj)), envir = obj)
    assign("getClass", function(...) getClass(Class), envir = obj)
    levels <- .refclass_levels(Class)
    names <- unique(unlist(lapply(levels, names)))
    for (n in names) assign(n, .refclass_method(obj, levels, n, length(levels)), envir = obj)
    class(obj) <- structure(Class, package = ".GlobalEnv")
    if (.initialize) {
        init <- get0("initialize", envir = obj, inherits = FALSE)
        if (is.function(init)) init(...) else get("initFields", envir = obj)(...)
    }
    obj
}

.refclass_show <- function(object) {
    def <- .s4_def(class(object)[1L])
    cat("Reference class object of class ", dQuote(class(object)[1L], FALSE), "\n", sep = "")
    for (f in names(def$refFields)) {
        cat("Field ", dQuote(f, FALSE), ":\n", sep = "")
        print(get(f, envir = object))
    }
    invisible()
}

# The generator of reference class Class (what setRefClass returned).
getRefClass <- function(Class, where) {
    if (!is.character(Class))
        stop(gettextf("class must be a reference class representation or a character string; got an object of class %s",
                      dQuote(class(Class)[1L])), domain = NA)
    d <- getClass(Class)
    if (is.null(d) || !isTRUE(d$refClass))
        stop(gettextf("class %s is defined but is not a reference class", dQuote(Class)), domain = NA)
    .refclass_generator(Class)
}

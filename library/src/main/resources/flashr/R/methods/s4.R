# Formal classes and methods (R's methods package): setClass, new, validity, slots, generics with
# multiple dispatch, callNextMethod, is/as, show, as R defines them. A class definition is a list in
# the table .S4_classes; a generic's methods are in .S4_generics[[name]]$methods, keyed by their
# signature ("A,B"). The primitives (S4Builtins) are .s4_object, standardGeneric and callNextMethod.
# A method for a base function that is no closure generic (length, [, +, Arith, ...) is reached through
# an S3 method of that name in base, which dispatches on the formal classes here.

.s4_basic_classes <- function()
    c("numeric", "character", "logical", "integer", "double", "complex", "list", "function",
      "environment", "ANY", "NULL", "matrix", "array", "data.frame", "factor", "vector", "expression",
      "call", "name", "formula")

.s4_def <- function(Class) get0(Class, envir = .S4_classes, inherits = FALSE)

# The generic f's entry (its signature, methods and default); show and initialize are generics from the start.
.s4_generic <- function(f) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    if (is.null(g) && f %in% c("show", "initialize", "cbind2", "rbind2")) {
        g <- list(name = f, signature = switch(f, show = "object", initialize = ".Object", c("x", "y")),
                  methods = new.env(), default = .s4_bind2_default(f))
        assign(f, g, envir = .S4_generics)
    }
    g
}

.s4_default_slot <- function(type) {
    switch(type,
           numeric = numeric(), character = character(), logical = logical(), integer = integer(),
           double = double(), complex = complex(), list = list(), "function" = NULL,
           matrix = matrix(NA)[0L, 0L, drop = FALSE], data.frame = data.frame(), factor = factor(),
           environment = new.env(), ANY = NULL, "NULL" = NULL, expression = expression(),
           {
               d <- .s4_def(type)
               if (!is.null(d) && !d$virtual) new(type) else NULL
           })
}

representation <- function(...) list(...)

prototype <- function(...) list(...)

signature <- function(...) {
    x <- c(...)
    x
}

setClass <- function(Class, representation = list(), prototype = list(), contains = character(),
                     validity = NULL, access, where, version, sealed = FALSE, package = ".GlobalEnv",
                     S3methods = FALSE, slots) {
    rep <- as.list(representation)
    rn <- names(rep)
    if (is.null(rn)) rn <- rep("", length(rep))
    supers <- c(as.character(unlist(rep[!nzchar(rn)])), as.character(contains))
    given <- rep[nzchar(rn)]
    if (!missing(slots)) {
        sl <- as.list(slots)
        sn <- names(sl)
        if (is.null(sn)) { sn <- as.character(unlist(sl)); sl <- as.list(rep("ANY", length(sl))) }
        else { un <- !nzchar(sn); sn[un] <- as.character(unlist(sl[un])); sl[un] <- "ANY" }
        names(sl) <- sn
        given <- c(given, sl)
    }
    virtual <- "VIRTUAL" %in% supers
    supers <- supers[supers != "VIRTUAL"]
    slotTypes <- vapply(given, as.character, "")
    names(slotTypes) <- names(given)
    proto <- list()
    allSupers <- character()
    dataPart <- NULL
    validities <- list()
    for (s in supers) {
        d <- .s4_def(s)
        if (!is.null(d)) {
            inherited <- d$slots[setdiff(names(d$slots), names(slotTypes))]
            slotTypes <- c(slotTypes, inherited)
            for (n in names(d$prototype)) if (is.null(proto[[n]])) proto[n] <- list(d$prototype[[n]])
            allSupers <- c(allSupers, s, d$contains)
            if (is.null(dataPart)) dataPart <- d$dataPart
        } else if (s %in% .s4_basic_classes()) {
            if (is.null(dataPart)) dataPart <- s
            allSupers <- c(allSupers, s, if (s %in% c("numeric", "character", "logical", "integer", "list", "complex")) "vector")
        } else {
            stop(gettextf("no definition was found for superclass %s in the specification of class %s",
                          dQuote(s), dQuote(Class)), domain = NA)
        }
    }
    proto0 <- as.list(prototype)
    pn <- names(proto0)
    if (is.null(pn)) pn <- rep("", length(proto0))
    dataProto <- if (any(!nzchar(pn))) proto0[!nzchar(pn)][[1L]] else NULL
    for (n in pn[nzchar(pn)]) proto[n] <- list(proto0[[n]])
    def <- list(className = Class, slots = slotTypes, contains = unique(allSupers), prototype = proto,
                dataPrototype = dataProto, validity = validity, virtual = virtual, dataPart = dataPart,
                package = package, directSupers = supers)
    assign(Class, def, envir = .S4_classes)
    gen <- local({ Class <- Class; function(...) new(Class, ...) })
    invisible(structure(gen, className = structure(Class, package = package), package = package,
                        class = structure("classGeneratorFunction", package = "methods")))
}

setClassUnion <- function(name, members = character(), where) {
    assign(name, list(className = name, slots = character(), contains = character(), prototype = list(),
                      validity = NULL, virtual = TRUE, dataPart = NULL, package = ".GlobalEnv",
                      directSupers = character(), members = members), envir = .S4_classes)
    for (m in members) {
        d <- .s4_def(m)
        if (!is.null(d)) {
            d$contains <- unique(c(d$contains, name))
            assign(m, d, envir = .S4_classes)
        }
    }
    invisible(structure(function(...) new(name, ...), className = name, package = ".GlobalEnv",
                        class = structure("classGeneratorFunction", package = "methods")))
}

print.classGeneratorFunction <- function(x, ...) {
    cat(gettextf("class generator function for class %s from package %s",
                 dQuote(attr(x, "className")), sQuote(attr(x, "package"))), "\n", sep = "")
    cat("function (...) \n")
    cat("new(\"", attr(x, "className"), "\", ...)\n", sep = "")
    invisible(x)
}

setValidity <- function(Class, method, where) {
    d <- .s4_def(Class)
    if (is.null(d)) stop(gettextf("class %s is not defined", dQuote(Class)), domain = NA)
    d$validity <- method
    assign(Class, d, envir = .S4_classes)
    getClass(Class)
}

isVirtualClass <- function(Class, formal = TRUE, where) {
    d <- .s4_def(Class)
    if (is.null(d)) return(!(Class %in% .s4_basic_classes()) || Class %in% c("ANY", "vector"))
    d$virtual
}

isClass <- function(Class, formal = TRUE, where) !is.null(.s4_def(Class))

removeClass <- function(Class, where) {
    if (is.null(.s4_def(Class))) {
        warning(gettextf("class definition for %s not found (no action taken)", dQuote(Class)), domain = NA)
        return(FALSE)
    }
    rm(list = Class, envir = .S4_classes)
    TRUE
}

getSlots <- function(x) {
    d <- if (is.character(x)) .s4_def(x) else .s4_def(x@className)
    if (is.null(d)) stop(gettextf("%s is not a defined class", dQuote(x)), domain = NA)
    d$slots
}

slotNames <- function(x) {
    cl <- if (is.character(x) && is.null(attr(x, "package")) && !isS4(x)) x else class(x)[1L]
    d <- .s4_def(cl)
    if (is.null(d)) return(character())
    s <- names(d$slots)
    if (!is.null(d$dataPart)) s <- c(".Data", s)
    s
}

slot <- function(object, name) {
    if (identical(name, ".Data")) return(.s4_data(object))
    eval(call("@", object, as.name(name)))
}

"slot<-" <- function(object, name, check = TRUE, value) {
    if (identical(name, ".Data")) return(.s4_set_data(object, value))
    if (check) .s4_check_slot(object, name, value)
    attr(object, name) <- if (is.null(value)) as.name("\001NULL\001") else value
    object
}

.s4_data <- function(object) {
    d <- .s4_def(class(object)[1L])
    x <- object
    attributes(x) <- NULL
    if (!is.null(d$dataPart) && d$dataPart == "function") return(object)
    x
}

.s4_set_data <- function(object, value) {
    keep <- attributes(object)
    keep <- keep[setdiff(names(keep), c("names", "dim", "dimnames"))]
    value <- unclass(value)
    for (n in names(keep)) attr(value, n) <- keep[[n]]
    value
}

# Whether an object of class cl (with its S4 superclasses, or a basic value) is a class2.
.s4_is <- function(object, class2) {
    if (class2 == "ANY") return(TRUE)
    cl <- class(object)
    d <- .s4_def(cl[1L])
    if (!is.null(d)) return(cl[1L] == class2 || class2 %in% d$contains)
    u <- .s4_def(class2)
    if (!is.null(u) && !is.null(u$members)) return(any(vapply(u$members, function(m) .s4_is(object, m), NA)))
    if (class2 %in% cl) return(TRUE)
    if (!is.null(attr(object, "class"))) return(inherits(object, class2))
    switch(class2,
           numeric = typeof(object) %in% c("double", "integer"),
           vector = is.null(dim(object)) && (is.atomic(object) || is.list(object)),
           "function" = is.function(object),
           "NULL" = is.null(object),
           name = is.name(object),
           call = is.call(object),
           FALSE)
}

is <- function(object, class2) {
    cl <- class(object)
    if (missing(class2)) {
        d <- .s4_def(cl[1L])
        if (!is.null(d)) return(c(cl[1L], d$contains))
        basic <- switch(typeof(object), double = "numeric", integer = c("integer", "double", "numeric"),
                        closure = , builtin = , special = "function", typeof(object))
        if (!is.null(attr(object, "class"))) return(cl)
        if (basic[1] == "function") return(c("function", "OptionalFunction", "PossibleMethod"))
        if (!is.null(dim(object))) return(cl)
        return(c(basic, "vector", switch(basic[1], integer = "data.frameRowLabels",
                                          character = c("data.frameRowLabels", "SuperClassMethod"))))
    }
    .s4_is(object, class2)
}

extends <- function(class1, class2, maybe = TRUE, fullInfo = FALSE) {
    d <- .s4_def(class1)
    sup <- if (is.null(d)) character() else d$contains
    if (missing(class2)) return(c(class1, sup))
    class1 == class2 || class2 %in% sup || class2 == "ANY"
}

.s4_check_slot <- function(object, name, value) {
    cl <- class(object)[1L]
    d <- .s4_def(cl)
    if (is.null(d)) return(invisible())
    type <- d$slots[name]
    if (is.na(type))
        stop(gettextf("no slot of name \"%s\" for this object of class \"%s\"", name, cl), domain = NA)
    if (!.s4_is(value, type))
        stop(gettextf("assignment of an object of class %s is not valid for @%s in an object of class %s; is(value, \"%s\") is not TRUE",
                      dQuote(class(value)[1L]), sQuote(name), dQuote(cl), type), call. = FALSE, domain = NA)
    invisible()
}

new <- function(Class, ...) {
    ClassDef <- .s4_def(Class)
    if (is.null(ClassDef)) {
        if (Class %in% .s4_basic_classes() && Class != "ANY") {
            value <- .s4_default_slot(Class)
            args <- list(...)
            return(if (length(args)) as(args[[1L]], Class) else value)
        }
        stop(gettextf("%s is not a defined class", dQuote(Class)), domain = NA)
    }
    if (ClassDef$virtual)
        stop(gettextf("trying to generate an object from a virtual class (\"%s\")", Class), domain = NA)
    value <- .s4_prototype(ClassDef)
    initialize(value, ...)
}

.s4_prototype <- function(def) {
    value <- if (is.null(def$dataPart)) .s4_object()
             else if (!is.null(def$dataPrototype)) unclass(def$dataPrototype)
             else .s4_default_slot(def$dataPart)
    if (is.null(value)) value <- .s4_object()
    for (n in names(def$slots)) {
        v <- if (n %in% names(def$prototype)) def$prototype[[n]] else .s4_default_slot(def$slots[[n]])
        attr(value, n) <- if (is.null(v)) as.name("\001NULL\001") else v
    }
    class(value) <- structure(def$className, package = def$package)
    value
}

.s4_initialize <- function(.Object, ...) {
    args <- list(...)
    if (length(args)) {
        Class <- class(.Object)[1L]
        def <- .s4_def(Class)
        nms <- names(args)
        if (is.null(nms)) nms <- rep("", length(args))
        for (a in args[!nzchar(nms)]) {
            ad <- .s4_def(class(a)[1L])
            if (!is.null(ad) && (class(a)[1L] %in% def$contains || class(a)[1L] == Class)) {
                for (s in intersect(names(ad$slots), names(def$slots))) attr(.Object, s) <- attr(a, s)
                if (!is.null(def$dataPart) && !is.null(ad$dataPart)) .Object <- .s4_set_data(.Object, .s4_data(a))
            } else if (!is.null(def$dataPart) && .s4_is(a, def$dataPart)) {
                .Object <- .s4_set_data(.Object, a)
            } else {
                stop(gettextf("cannot use object of class %s in new():  class %s does not extend that class",
                              dQuote(class(a)[1L]), dQuote(Class)), domain = NA)
            }
        }
        named <- args[nzchar(nms)]
        bad <- setdiff(names(named), c(names(def$slots), if (!is.null(def$dataPart)) ".Data"))
        if (length(bad))
            stop(sprintf(ngettext(length(bad), "invalid name for slot of class %s: %s",
                                  "invalid names for slots of class %s: %s"),
                         dQuote(Class), paste(bad, collapse = ", ")), domain = NA)
        for (n in names(named)) slot(.Object, n, check = FALSE) <- named[[n]]
        validObject(.Object)
    }
    .Object
}

validObject <- function(object, test = FALSE, complete = FALSE) {
    Class <- class(object)[1L]
    def <- .s4_def(Class)
    if (is.null(def)) return(invisible(TRUE))
    errors <- character()
    for (n in names(def$slots)) {
        v <- slot(object, n)
        if (!.s4_is(v, def$slots[[n]]))
            errors <- c(errors, gettextf("invalid object for slot \"%s\" in class \"%s\": got class \"%s\", should be or extend class \"%s\"",
                                         n, Class, class(v)[1L], def$slots[[n]]))
    }
    if (!length(errors)) {
        for (s in rev(def$contains)) {
            sd <- .s4_def(s)
            if (!is.null(sd) && is.function(sd$validity)) {
                r <- sd$validity(object)
                if (!isTRUE(r) && is.character(r)) { errors <- r; break }
            }
        }
    }
    if (!length(errors) && is.function(def$validity)) {
        r <- def$validity(object)
        if (!isTRUE(r) && is.character(r)) errors <- r
    }
    if (length(errors)) {
        if (test) return(errors)
        msg <- gettextf("invalid class %s object", dQuote(Class))
        if (length(errors) > 1L)
            stop(paste(paste0(msg, ":"), paste(seq_along(errors), errors, sep = ": "), collapse = "\n"), domain = NA)
        stop(msg, ": ", errors, domain = NA)
    }
    TRUE
}

# Generics and methods.

setGeneric <- function(name, def = NULL, where, package = NULL, signature = NULL,
                       useAsDefault = NULL, genericFunction = NULL, valueClass = NULL,
                       simpleInheritanceOnly = NULL) {
    existing <- get0(name, envir = parent.frame(), mode = "function")
    if (is.null(def)) {
        if (is.null(existing)) stop(gettextf("must supply a function skeleton for %s, explicitly or via an existing function",
                                              sQuote(name)), domain = NA)
        def <- existing
        fdef <- function(object, ...) NULL
        if (!is.null(formals(args(existing)))) formals(fdef) <- formals(args(existing))
        body(fdef) <- call("standardGeneric", name)
        environment(fdef) <- globalenv()
        default <- existing
        message(gettextf("Creating a generic function for %s from package %s in the global environment",
                         sQuote(name), sQuote(if (is.null(environment(existing))) "base" else environmentName(environment(existing)))))
    } else {
        fdef <- def
        default <- if (is.function(useAsDefault)) useAsDefault
                   else if (.s4_calls_standardGeneric(body(def))) NULL else def
        if (!is.null(default)) {
            fdef <- def
            body(fdef) <- call("standardGeneric", name)
        }
    }
    fm <- names(formals(fdef))
    if (is.null(signature)) signature <- fm[fm != "..."]
    old <- get0(name, envir = .S4_generics, inherits = FALSE)
    assign(name, list(name = name, signature = signature,
                      methods = if (is.null(old)) new.env() else old$methods, default = default),
           envir = .S4_generics)
    assign(name, structure(fdef, class = structure("standardGeneric", package = "methods"), generic = name),
           envir = parent.frame())
    cat("[1] \"", name, "\"\n", sep = "")
    invisible(name)
}

.s4_calls_standardGeneric <- function(e) {
    if (is.call(e)) {
        if (identical(e[[1L]], as.name("standardGeneric"))) return(TRUE)
        for (a in as.list(e)[-1L]) if (!missing(a) && .s4_calls_standardGeneric(a)) return(TRUE)
    }
    FALSE
}

print.standardGeneric <- function(x, ...) {
    cat("standardGeneric for \"", attr(x, "generic"), "\" defined from package \".GlobalEnv\"\n\n", sep = "")
    f <- x
    attributes(f) <- NULL
    print(f)
    cat("Methods may be defined for arguments: ", paste(.S4_generics[[attr(x, "generic")]]$signature, collapse = ", "),
        "\nUse  showMethods(", attr(x, "generic"), ")  for currently available ones.\n", sep = "")
    invisible(x)
}

isGeneric <- function(f, where, fdef, getName = FALSE) !is.null(.s4_generic(f))

# The generics that base functions become when a method is set for them: their arguments
# are the signature; the base function is the default method.
.s4_builtin_signature <- function(f) {
    switch(f, show = "object", initialize = ".Object",
           length = , names = , dim = , levels = , as.character = , as.numeric = , as.vector = ,
           summary = , print = , format = , unique = , rev = , sort = , t = , nchar = "x",
           "[" = , "[[" = c("x", "i", "j"), "$" = "x", "[<-" = , "[[<-" = c("x", "i", "j", "value"),
           "$<-" = c("x", "value"),
           "+" = , "-" = , "*" = , "/" = , "^" = , "%%" = , "%/%" = , "==" = , "!=" = , "<" = , ">" = ,
           "<=" = , ">=" = , "&" = , "|" = , Arith = , Compare = , Logic = , Ops = c("e1", "e2"),
           Math = , Summary = "x", Math2 = c("x", "digits"), Complex = "z",
           NULL)
}

setMethod <- function(f, signature = character(), definition, where, valueClass = NULL, sealed = FALSE) {
    g <- .s4_generic(f)
    if (is.null(g)) {
        sig <- .s4_builtin_signature(f)
        existing <- get0(f, envir = parent.frame(), mode = "function")
        if (is.null(sig) && is.null(existing))
            stop(gettextf("no existing definition for function %s", sQuote(f)), domain = NA)
        if (is.null(sig)) sig <- setdiff(names(formals(args(existing))), "...")
        g <- list(name = f, signature = sig, methods = new.env(),
                  default = if (f %in% c("initialize", "show") || isGroup(f)) NULL else existing)
        assign(f, g, envir = .S4_generics)
        if (!(f %in% c("show", "initialize")) && !is.null(.s4_builtin_signature(f)) && is.null(attr(existing, "generic")))
            .s4_bridge(f, signature)
    } else if (is.null(attr(get0(f, envir = parent.frame(), mode = "function"), "generic")) &&
               !(f %in% c("show", "initialize", "cbind2", "rbind2"))) {
        .s4_bridge(f, signature)
    }
    signature <- as.character(signature)
    sn <- names(signature)
    if (!is.null(sn) && any(nzchar(sn))) {
        full <- rep("ANY", length(g$signature))
        names(full) <- g$signature
        full[sn[nzchar(sn)]] <- signature[nzchar(sn)]
        full[which(!nzchar(sn))] <- signature[!nzchar(sn)]
        signature <- full
    }
    if (length(signature) < length(g$signature))
        signature <- c(signature, rep("ANY", length(g$signature) - length(signature)))
    signature <- signature[seq_along(g$signature)]
    while (length(signature) > 1L && signature[length(signature)] == "ANY") signature <- signature[-length(signature)]
    assign(paste(signature, collapse = ","), definition, envir = g$methods)
    invisible(f)
}

# For a base function that is not an S4 generic, methods are reached by S3 dispatch on the object's
# class: an S3 method in base for each class of the signature calls the S4 dispatch; with no S4
# method for the arguments, NextMethod() runs the base function, as R's internal default.
.s4_bridge <- function(f, signature) {
    s3name <- .s4_s3_group(f)
    if (is.null(s3name)) s3name <- f
    for (cl in unique(as.character(signature))) {
        if (cl %in% c("ANY", "missing") || !is.null(.s4_def(cl)$members)) next
        bridge <- if (s3name == "Ops") function(e1, e2) {
                      args <- if (missing(e2)) list(e1) else list(e1, e2)
                      m <- .s4_builtin_methods(.Generic, args)
                      if (length(m)) .s4_run_method(.Generic, m, args) else NextMethod()
                  } else if (s3name %in% c("Math", "Summary", "Complex")) function(x, ...) {
                      args <- list(x, ...)
                      m <- .s4_builtin_methods(.Generic, args)
                      if (length(m)) .s4_run_method(.Generic, m, args) else NextMethod()
                  } else local({ f <- f; function(x, ...) .s4_dispatch_builtin(f, list(x, ...), NULL) })
        assign(paste0(s3name, ".", cl), bridge, envir = baseenv())
    }
}

# The S4 methods for base function f (then for its groups) that apply to args, best first.
.s4_builtin_methods <- function(f, args) {
    classes <- lapply(args, .s4_arg_classes)
    for (g in c(f, .s4_groups_of(f))) {
        m <- .s4_select(g, classes)
        if (length(m)) return(m)
    }
    list()
}

.s4_dispatch_builtin <- function(f, args, argNames) {
    m <- .s4_builtin_methods(f, args)
    if (!length(m))
        stop(gettextf("unable to find an inherited method for function %s for signature %s",
                      sQuote(f), sQuote(paste0("\"", vapply(args, function(a) class(a)[1L], ""), "\"", collapse = ", "))), domain = NA)
    .s4_run_method(f, m, args)
}

# Runs the first of methods m with the rest as its next methods and .Generic bound to f.
.s4_run_method <- function(f, m, args) {
    method <- m[[1L]]
    env <- new.env(parent = environment(method))
    assign(".nextMethods", m[-1L], envir = env)
    assign(".Generic", f, envir = env)
    environment(method) <- env
    do.call(method, args)
}

.s4_arg_classes <- function(x) {
    cl <- class(x)
    d <- .s4_def(cl[1L])
    if (!is.null(d)) return(c(cl[1L], d$contains, "ANY"))
    basic <- c(cl, switch(typeof(x), double = c("numeric", "vector"), integer = c("numeric", "vector"),
                          character = , logical = , complex = , list = "vector",
                          closure = , builtin = , special = "function", NULL))
    for (u in ls(.S4_classes)) {
        ud <- .s4_def(u)
        if (!is.null(ud$members) && any(basic %in% ud$members)) basic <- c(basic, u)
    }
    unique(c(basic, "ANY"))
}

# The methods of generic f that apply to arguments of these classes (each a vector of the argument's
# class and what it extends, nearest first), best first, then the default.
.s4_select <- function(f, classes) {
    g <- .s4_generic(f)
    if (is.null(g)) return(list())
    keys <- ls(g$methods)
    dist <- rep(NA_real_, length(keys))
    for (k in seq_along(keys)) {
        parts <- strsplit(keys[k], ",", fixed = TRUE)[[1L]]
        if (length(parts) < length(classes)) parts <- c(parts, rep("ANY", length(classes) - length(parts)))
        d <- 0
        for (i in seq_along(parts)) {
            ci <- if (i <= length(classes)) classes[[i]] else c("missing", "ANY")
            at <- match(parts[i], ci)
            if (is.na(at)) { d <- NA; break }
            d <- d + at - 1
        }
        dist[k] <- d
    }
    ok <- !is.na(dist)
    out <- lapply(keys[ok][order(dist[ok])], function(k) get(k, envir = g$methods))
    if (!is.null(g$default)) out <- c(out, list(g$default))
    out
}

.s4_methods_for <- function(f, env) {
    g <- .s4_generic(f)
    if (is.null(g) && isGroup(f)) g <- list(signature = .s4_builtin_signature(f))
    if (is.null(g)) stop(gettextf("no generic function found for '%s'", f), domain = NA)
    classes <- lapply(g$signature, function(a) {
        if (eval(call("missing", as.name(a)), env)) c("missing", "ANY")
        else .s4_arg_classes(get(a, envir = env))
    })
    m <- .s4_select(f, classes)
    if (f == "initialize") m <- c(m, list(.s4_initialize))
    if (f == "show") m <- c(m, list(.s4_show_default))
    if (!length(m))
        stop(gettextf("unable to find an inherited method for function %s for signature %s",
                      sQuote(f), sQuote(paste0("\"", vapply(classes, `[`, "", 1L), "\"", collapse = ", "))),
             call. = FALSE, domain = NA)
    m
}

initialize <- function(.Object, ...) standardGeneric("initialize")

show <- function(object) standardGeneric("show")

.s4_show_default <- function(object) {
    if (is.environment(object) && isTRUE(.s4_def(class(object)[1L])$refClass)) {
        sh <- get0("show", envir = object, inherits = FALSE)
        return(invisible(if (is.function(sh)) sh() else .refclass_show(object)))
    }
    if (!isS4(object)) return(print(object))
    cl <- class(object)[1L]
    def <- .s4_def(cl)
    cat("An object of class ", dQuote(cl, FALSE), "\n", sep = "")
    if (!is.null(def$dataPart)) print(.s4_data(object))
    for (n in names(def$slots)) {
        cat("Slot ", dQuote(n, FALSE), ":\n", sep = "")
        print(slot(object, n))
        cat("\n")
    }
    invisible()
}

# With no arguments, the generic is called again with the method's own formal arguments, as they
# now are in its frame (R's callGeneric()).
callGeneric <- function(...) {
    frame <- parent.frame()
    f <- get(".Generic", envir = frame)
    if (nargs()) return(do.call(f, list(...)))
    fnames <- names(formals(sys.function(sys.parent())))
    args <- list()
    for (n in fnames) {
        if (n == "...") args <- c(args, list(quote(...)))
        else if (!eval(call("missing", as.name(n)), frame)) args[[length(args) + 1L]] <- as.name(n)
    }
    eval(as.call(c(list(as.name(f)), args)), frame)
}

existsMethod <- function(f, signature = character(), where) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    !is.null(g) && exists(paste(signature, collapse = ","), envir = g$methods, inherits = FALSE)
}

hasMethod <- function(f, signature = character(), where) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    if (is.null(g)) return(FALSE)
    if (!length(signature)) return(length(ls(g$methods)) > 0L)
    length(.s4_select(f, lapply(as.character(signature), function(s) c(s, extends(s)[-1L], "ANY")))) >
        !is.null(g$default)
}

getMethod <- function(f, signature = character(), where, optional = FALSE) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    m <- if (is.null(g)) NULL else get0(paste(signature, collapse = ","), envir = g$methods, inherits = FALSE)
    if (is.null(m) && !optional)
        stop(gettextf("no method for %s matches class %s", sQuote(f), dQuote(paste(signature, collapse = ", "))), domain = NA)
    m
}

selectMethod <- function(f, signature, optional = FALSE) {
    m <- .s4_select(f, lapply(as.character(signature), function(s) c(s, extends(s)[-1L], "ANY")))
    if (!length(m)) {
        if (optional) return(NULL)
        stop(gettextf("no method for %s matches class %s", sQuote(f), dQuote(paste(signature, collapse = ", "))), domain = NA)
    }
    m[[1L]]
}

removeMethod <- function(f, signature = character(), where) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    key <- paste(signature, collapse = ",")
    if (is.null(g) || !exists(key, envir = g$methods, inherits = FALSE)) {
        warning(gettextf("no method found for function %s and signature %s", sQuote(f),
                         paste0("\"", signature, "\"", collapse = ", ")), domain = NA)
        return(FALSE)
    }
    rm(list = key, envir = g$methods)
    TRUE
}

setAs <- function(from, to, def, replace, where) {
    g <- get0("coerce", envir = .S4_generics, inherits = FALSE)
    if (is.null(g)) {
        g <- list(name = "coerce", signature = c("from", "to"), methods = new.env(), default = NULL)
        assign("coerce", g, envir = .S4_generics)
    }
    assign(paste(from, to, sep = ","), def, envir = g$methods)
    invisible()
}

as <- function(object, Class, strict = TRUE, ext) {
    cl <- class(object)[1L]
    if (identical(cl, Class)) return(object)
    g <- get0("coerce", envir = .S4_generics, inherits = FALSE)
    if (!is.null(g)) {
        for (c1 in .s4_arg_classes(object)) {
            m <- get0(paste(c1, Class, sep = ","), envir = g$methods, inherits = FALSE)
            if (!is.null(m)) return(m(object))
        }
    }
    d <- .s4_def(cl)
    if (!is.null(d) && Class %in% d$contains) {
        cd <- .s4_def(Class)
        if (is.null(cd)) return(.s4_data(object))
        value <- .s4_prototype(cd)
        for (s in names(cd$slots)) attr(value, s) <- attr(object, s)
        if (!is.null(cd$dataPart)) value <- .s4_set_data(value, .s4_data(object))
        return(value)
    }
    switch(Class,
           numeric = as.numeric(object), double = as.double(object), integer = as.integer(object),
           character = as.character(object), logical = as.logical(object), complex = as.complex(object),
           list = as.list(object), vector = as.vector(object), "function" = as.function(object),
           factor = as.factor(object), matrix = as.matrix(object), array = as.array(object),
           data.frame = as.data.frame(object), name = as.name(object),
           stop(gettextf("no method or default for coercing %s to %s", dQuote(cl), dQuote(Class)), domain = NA))
}

"as<-" <- function(object, Class, value) {
    d <- .s4_def(class(object)[1L])
    cd <- .s4_def(Class)
    if (!is.null(cd)) for (s in names(cd$slots)) attr(object, s) <- attr(value, s)
    object
}

getClass <- function(Class, .Force = FALSE, where) {
    d <- .s4_def(Class)
    if (is.null(d)) stop(gettextf("%s is not a defined class", dQuote(Class)), domain = NA)
    structure(d, class = "classRepresentation")
}
getClassDef <- function(Class, where, package, inherits = TRUE) getClass(Class)

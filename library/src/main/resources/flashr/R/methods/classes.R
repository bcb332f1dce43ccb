# Registering S3 classes as formal classes (setOldClass) and S4 classes that extend them; the data
# part and S3 part of an object; setIs; the predicates and helpers on class definitions that R's
# methods package exports (isClassUnion, isSealedClass, getValidity, canCoerce, .hasSlot, ...).
# Class definitions are the lists of .S4_classes (s4.R).

setOldClass <- function(Classes, prototype = NULL, where, test = FALSE, S4Class) {
    Classes <- as.character(Classes)
    for (i in rev(seq_along(Classes))) {
        cl <- Classes[i]
        if (cl %in% .s4_basic_classes() || !is.null(.s4_def(cl))) next
        rest <- Classes[-seq_len(i)]
        contains <- character()
        dataPart <- NULL
        for (s in rest) {
            d <- .s4_def(s)
            if (!is.null(d)) {
                contains <- c(contains, s, d$contains)
                if (is.null(dataPart)) dataPart <- d$dataPart
            } else if (s %in% .s4_basic_classes()) {
                contains <- c(contains, s, if (s %in% c("numeric", "character", "logical", "integer", "list", "complex")) "vector")
                if (is.null(dataPart)) dataPart <- s
            } else contains <- c(contains, s)
        }
        if (!length(contains)) contains <- "oldClass"
        assign(cl, list(className = cl, slots = character(), contains = unique(contains), prototype = list(),
                        validity = NULL, virtual = TRUE, dataPart = if (is.null(dataPart)) "oldClass" else dataPart,
                        package = ".GlobalEnv", directSupers = rest, oldClass = Classes[i:length(Classes)]),
               envir = .S4_classes)
    }
    invisible()
}

# The S3 class vector of an S4 object whose class extends a class registered by setOldClass.
.s4_old_class_of <- function(def) {
    for (s in def$contains) {
        sd <- .s4_def(s)
        if (!is.null(sd$oldClass)) return(sd$oldClass)
    }
    NULL
}

isXS3Class <- function(classDef) !is.null(.s4_old_class_of(classDef))

S3Class <- function(object) {
    if (!isS4(object)) return(class(object))
    old <- .s4_old_class_of(.s4_def(class(object)[1L]))
    if (is.null(old)) class(object)[1L] else old
}

"S3Class<-" <- function(object, value) {
    class(object) <- value
    object
}

S3Part <- function(object, strictS3 = FALSE, S3Class) {
    value <- .s4_data(object)
    old <- .s4_old_class_of(.s4_def(class(object)[1L]))
    if (!is.null(old)) class(value) <- old
    value
}

"S3Part<-" <- function(object, strictS3 = FALSE, needClass, value) .s4_set_data(object, value)

getDataPart <- function(object, NULL.for.none = FALSE) {
    d <- .s4_def(class(object)[1L])
    if (is.null(d) && !isS4(object)) return(object)
    if (is.null(d$dataPart)) {
        if (NULL.for.none) return(NULL)
        stop(gettextf("Data part is undefined for general S4 object"), domain = NA)
    }
    .s4_data(object)
}

setDataPart <- function(object, value, check = TRUE) .s4_set_data(object, value)

.slotNames <- function(x) slotNames(x)

.hasSlot <- function(object, name) !is.null(attr(object, name, exact = TRUE))

setIs <- function(class1, class2, test = NULL, coerce = NULL, replace = NULL, by = character(),
                  where, classDef, extensionObject = NULL, doComplete = TRUE) {
    d <- .s4_def(class1)
    if (is.null(d)) stop(gettextf("class %s has no visible definition from package or environment %s",
                                  dQuote(class1), sQuote(".GlobalEnv")), domain = NA)
    d2 <- .s4_def(class2)
    add <- c(class2, d2$contains)
    for (cl in ls(.S4_classes)) {
        cd <- .s4_def(cl)
        if (cl == class1 || class1 %in% cd$contains) {
            cd$contains <- unique(c(cd$contains, add))
            assign(cl, cd, envir = .S4_classes)
        }
    }
    if (is.function(coerce)) setAs(class1, class2, coerce)
    invisible()
}

isClassUnion <- function(Class) {
    d <- if (is.character(Class)) .s4_def(Class) else Class
    !is.null(d) && !is.null(d$members)
}

isSealedClass <- function(Class, where) {
    if (is.character(Class) && Class %in% .s4_basic_classes()) return(TRUE)
    d <- if (is.character(Class)) .s4_def(Class) else Class
    isTRUE(d$sealed)
}

sealClass <- function(Class, where) {
    d <- .s4_def(Class)
    d$sealed <- TRUE
    assign(Class, d, envir = .S4_classes)
    invisible(structure(d, class = "classRepresentation"))
}

getValidity <- function(ClassDef) ClassDef$validity

canCoerce <- function(object, Class) {
    if (is(object, Class)) return(TRUE)
    g <- get0("coerce", envir = .S4_generics, inherits = FALSE)
    if (!is.null(g))
        for (c1 in .s4_arg_classes(object))
            if (exists(paste(c1, Class, sep = ","), envir = g$methods, inherits = FALSE)) return(TRUE)
    Class %in% c("numeric", "double", "integer", "character", "logical", "complex", "list", "vector",
                 "function", "factor", "matrix", "array", "data.frame", "name", "raw", "expression")
}

showDefault <- function(object, oldMethods = TRUE) .s4_show_default(object)

classLabel <- function(Class) {
    if (is.character(Class) && length(Class)) return(paste0("\"", Class[[1L]], "\""))
    if (inherits(Class, "classRepresentation")) return(paste0("\"", Class$className, "\""))
    stop(gettextf("invalid call to 'classLabel': expected a name or a class definition, got an object of class %s",
                  classLabel(class(Class))), domain = NA)
}

getClasses <- function(where, inherits = missing(where)) ls(.S4_classes)

findClass <- function(Class, where, unique = "") if (is.null(.s4_def(Class))) list() else list(globalenv())

isClassDef <- function(object) inherits(object, "classRepresentation")

getAllSuperClasses <- function(ClassDef, simpleOnly = TRUE) ClassDef$contains

packageSlot <- function(object) attr(object, "package")

"packageSlot<-" <- function(object, value) {
    attr(object, "package") <- value
    object
}

getPackageName <- function(where = topenv(parent.frame()), create = TRUE) {
    if (identical(where, globalenv())) return(".GlobalEnv")
    name <- environmentName(where)
    if (nzchar(name)) sub("^namespace:", "", name) else ".GlobalEnv"
}

# A class name with the package it comes from: an object of the formal class "className", which
# is defined on first use.
className <- function(class, package) {
    if (is.null(.s4_def("className")))
        setClass("className", representation(package = "character"), contains = "character", package = "methods")
    name <- as.character(class)
    if (missing(package)) {
        d <- .s4_def(name)
        package <- if (name %in% .s4_basic_classes()) "methods" else if (!is.null(d)) d$package
                   else stop(gettextf("no package name supplied and no class definition found for %s", dQuote(name)),
                             domain = NA)
    }
    new("className", name, package = package)
}

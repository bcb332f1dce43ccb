# Writes r-formals.tsv: the formal arguments, with their defaults, of every function in R's base
# packages, as args() deparses them (name, 1 if primitive, the header). flashr's builtins answer
# args() and formals() from it. Run with Rscript from this folder when moving to another R version.
out <- character()
seen <- character()
for (pkg in c("base", "stats", "utils", "graphics", "grDevices", "methods")) {
    ns <- asNamespace(pkg)
    for (n in sort(ls(ns, all.names = TRUE))) {
        if (n %in% seen) next
        f <- get(n, envir = ns)
        if (!is.function(f)) next
        a <- args(f)
        if (is.null(a)) next
        header <- paste(deparse(a, width.cutoff = 500L), collapse = " ")
        header <- sub(" NULL$", "", header)
        if (grepl("[\t\n]", header) || grepl("[\t\n]", n)) next
        seen <- c(seen, n)
        out <- c(out, paste(n, as.integer(is.primitive(f)), header, sep = "\t"))
    }
}
writeLines(out, "r-formals.tsv", useBytes = TRUE)

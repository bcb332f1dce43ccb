# What reading the R-made files gives (dir is set by the caller)
for (n in c(names(objects), names(altrep))) {
  cat("==", n, "\n")
  x <- readRDS(file.path(dir, paste0(n, ".rds")))
  if (is.function(x)) print(x(1)) else if (n == "big") print(c(length(x), sum(x))) else print(x)
}
e <- new.env()
print(load(file.path(dir, "workspace.RData"), envir = e))
print(mget(c("a1", "b1", "d1"), envir = e))

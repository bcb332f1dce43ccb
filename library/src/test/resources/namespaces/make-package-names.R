# Writes the text block of flashr.base.PackageNames: the names that each of R's attached packages
# other than base exports (datasets: its objects), as GNU R 4.2 lists them, wrapped at 100 columns.
# Usage: Rscript make-package-names.R > lines.txt
for (p in c("stats", "graphics", "grDevices", "utils", "datasets", "methods")) {
  ex <- if (p == "datasets") ls("package:datasets") else getNamespaceExports(p)
  ex <- sort(ex[!grepl("[ \n]", ex) & !startsWith(ex, ".__")], method = "radix")
  line <- character()
  for (h in ex) {
    if (sum(nchar(line)) + length(line) + nchar(h) + nchar(p) > 96) {
      cat(p, " ", paste(line, collapse = " "), "\n", sep = "")
      line <- character()
    }
    line <- c(line, h)
  }
  if (length(line)) cat(p, " ", paste(line, collapse = " "), "\n", sep = "")
}

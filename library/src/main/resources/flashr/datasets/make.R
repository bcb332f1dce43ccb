# Writes every data set of R's datasets package, one NAME.rds each (R's own serialization, read by
# flashr's readRDS reader on first use of the name), and index.txt, the list of their names. Run with
# GNU R in this directory: Rscript make.R. The grouped-data sets (CO2, Loblolly, ...) keep their
# formula attributes, whose environment is R's empty environment, as in R.
names <- sort(ls("package:datasets"))
for (n in names) saveRDS(get(n, "package:datasets"), paste0(n, ".rds"))
writeLines(names, "index.txt")

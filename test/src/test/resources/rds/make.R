# Regenerates the R-made files: Rscript make.R (GNU R 4.2.2) in this folder
source("objects.R")
for (n in names(objects)) saveRDS(objects[[n]], paste0(n, ".rds"), compress = FALSE)
for (n in names(altrep)) saveRDS(altrep[[n]], paste0(n, ".rds"))
a1 <- 1:5; b1 <- c(one = "hello"); d1 <- objects$df
save(a1, b1, d1, file = "workspace.RData")
sink("printed.txt"); dir <- "."; source("print.R", echo = FALSE, print.eval = TRUE); sink()

# colSums, rowSums and their means where NA and NaN meet: R adds each element from memory to an
# x87 accumulator, so the first NA or NaN stays (R's NA literal is a signalling NaN, which loses
# to a NaN accumulator) unless a later quiet NA (from arithmetic: NA + 1) has the larger payload
kind <- function(v) ifelse(is.na(v) & !is.nan(v), "NA", ifelse(is.nan(v), "NaN", format(v)))
show <- function(label, v) cat(sprintf("%-10s", label), kind(v), "\n")
m <- matrix(c(NaN, NA, NA, NaN, 1, NaN, NA, 1, NaN, NaN, NA, NA), 2)
show("colSums", colSums(m)); show("colMeans", colMeans(m))
show("rowSums", rowSums(m)); show("rowMeans", rowMeans(m))
show("rowSums t", rowSums(t(m))); show("colSums t", colSums(t(m)))
qna <- NA_real_ + 1
show("quiet NA", c(colSums(cbind(c(NaN, qna))), colSums(cbind(c(NaN, NA))), rowSums(rbind(c(NaN, qna)))))
show("Inf-Inf", c(colSums(cbind(c(Inf, -Inf, NA))), colSums(cbind(c(NA, Inf, -Inf))), colSums(cbind(c(Inf, -Inf, qna)))))
show("na.rm", c(colSums(m, na.rm = TRUE), rowMeans(m, na.rm = TRUE)))

if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# Every operator name FlashR's fm.get.basic.op and fm.get.basic.uop know, and the fm.bo.*
# objects, in fm.mapply2, fm.sapply and fm.agg; fm.create.agg.op's combine; fm.as.factor
# counting distinct values; FlashR objects as single elements of R lists
a <- fm.conv.R2FM(c(7, -3, 2.5, 0, 9))
b <- fm.conv.R2FM(c(2, 4, -1.5, 3, 9))
ia <- fm.conv.R2FM(c(7L, -3L, 2L, 0L, 9L))
M <- fm.conv.R2FM(matrix(c(1, 2, 3, 4, 5, 6), 3, 2))
for (op in c("add", "+", "sub", "-", "mul", "*", "div", "/", "mod", "%%", "%/%", "min", "max", "pow",
             "eq", "==", "neq", "!=", "gt", ">", "ge", ">=", "lt", "<", "le", "<=", "euclidean")) {
  cat(op, ":", fm.conv.FM2R(fm.mapply2(a, b, op)), "|", fm.conv.FM2R(fm.mapply2(ia, 2L, op)), "|",
      fm.conv.FM2R(fm.mapply2(M, 2, op)), "\n")
}
for (op in list(fm.bo.add, fm.bo.sub, fm.bo.pow, fm.bo.idiv, fm.bo.neq, fm.bo.or, fm.bo.and))
  print(fm.conv.FM2R(fm.mapply2(a > 0, b > 0, op)))
for (op in c("neg", "sqrt", "abs", "not", "ceil", "floor", "round", "log", "log2", "log10", "as.int", "as.numeric"))
  cat(op, ":", fm.conv.FM2R(fm.sapply(fm.conv.R2FM(c(4, 2.5, 0.5, 100)), op)), "\n")
for (op in c("add", "+", "sub", "-", "mul", "*", "div", "/", "min", "max", "pow", "eq", "==", "neq", "gt", "ge",
             "lt", "le", "count", "which.max", "which.min", "euclidean")) {
  cat(op, ":", fm.conv.FM2R(fm.agg(fm.conv.R2FM(c(3, 2, 8, 0.5)), op)), fm.conv.FM2R(fm.agg(ia, op)), "\n")
}
print(fm.conv.FM2R(fm.agg(M, fm.bo.sub)))
print(fm.conv.FM2R(fm.agg(M, fm.create.agg.op(fm.bo.pow, fm.bo.pow, "pow"))))
print(fm.conv.FM2R(fm.agg(M, fm.create.agg.op(fm.bo.count, fm.bo.add, "count"))))
print(fm.conv.FM2R(fm.agg.mat(M, 1, fm.create.agg.op(fm.bo.max, fm.bo.max, "max"))))
print(fm.conv.FM2R(fm.agg.mat(M, 2, fm.create.agg.op(fm.bo.which.min, NULL, "which.min"))))
for (bad in list(list(fm.bo.add, fm.bo.mul), list(fm.bo.count, fm.bo.count), list(fm.bo.which.max, fm.bo.max), list(fm.bo.min, fm.bo.max)))
  print(tryCatch(fm.create.agg.op(bad[[1]], bad[[2]], "bad"), error = function(e) conditionMessage(e)))
for (x in list(c(5, 7, 7, 10, 5, 5), c(2.5, NA, -1, 2.5), c(3L, 1L, 3L), c(TRUE, FALSE, TRUE, TRUE))) {
  f <- fm.as.factor(fm.conv.R2FM(x))
  print(fm.conv.FM2R(levels(f)))
  print(fm.conv.FM2R(attr(f, "cnts")))
  print(nlevels(f))
  print(fm.conv.FM2R(fm.groupby(fm.conv.R2FM(matrix(seq_along(x), length(x), 1)), 2, f, fm.bo.add)))
}
f <- fm.as.factor(fm.conv.R2FM(c(0L, 2L, 1L, 2L)), 3)
print(fm.conv.FM2R(fm.groupby(fm.conv.R2FM(matrix(c(1, 2, 3, 4), 4, 1)), 2, f, fm.bo.add)))
l <- c(list(), a)
print(length(l))
print(class(l[[1]]))
l <- c(l, b, list(3))
print(length(l))
print(sapply(l, class))
l[[4]] <- M
print(class(l[[4]]))
l[["v"]] <- a
print(names(l))
print(class(l$v))

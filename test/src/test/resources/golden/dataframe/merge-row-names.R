# merge by the row names: by = 0 or "row.names" joins them as a first column, Row.names
print(merge(head(USArrests, 3), data.frame(st = rownames(USArrests)[1:3], r = 1:3), by.x = 0, by.y = "st"))
a <- data.frame(v = 1:3, row.names = c("x", "y", "z")); b <- data.frame(w = 4:5, row.names = c("z", "x"))
print(merge(a, b, by = "row.names"))
print(merge(a, b, by = 0, all = TRUE))

# max, min and range of ordered factors give factor values
o <- ordered(c("med", "low", "high", "med"), levels = c("low", "med", "high"))
max(o)
min(o)
range(o)
max(o[o != "high"])

if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# the slots of FlashR's formal classes, read with @: fm (nrow, ncol, type, ele_type),
# fmV (len, type, ele_type) and fmVFactor (also num.levels, vals, cnts)
m <- fm.conv.R2FM(matrix(c(1.5, 2, -3, NA, 0, 4), 3, 2))
m@nrow
m@ncol
m@type
m@ele_type
# a lazily computed matrix of another element type, and a 0 x 2 and a 1 x 1 matrix
l <- fm.mapply2(m, 0, ">")
l@ele_type
l@nrow
fm.sapply(m, "as.int")@ele_type
e <- fm.conv.R2FM(matrix(numeric(0), 0, 2))
c(e@nrow, e@ncol)
o <- fm.conv.R2FM(matrix(7L, 1, 1))
c(o@nrow, o@ncol)
o@ele_type
class(m@nrow)
v <- fm.conv.R2FM(c(3L, 1L, 3L, 7L))
v@len
v@type
v@ele_type
fm.conv.R2FM(numeric(0))@len
fm.conv.R2FM(c(TRUE, NA))@ele_type
f <- fm.as.factor(v)
f@num.levels
class(f@num.levels)
f@len
f@ele_type
fm.conv.FM2R(f@vals)
fm.conv.FM2R(f@cnts)
g <- fm.as.factor(fm.conv.R2FM(c(0L, 2L, 1L, 2L)), 3)
g@num.levels
nlevels(f)
# a slot the class does not have
tryCatch(v@nrow, error = function(e) conditionMessage(e))
tryCatch(m@len, error = function(e) conditionMessage(e))
tryCatch(v@num.levels, error = function(e) conditionMessage(e))

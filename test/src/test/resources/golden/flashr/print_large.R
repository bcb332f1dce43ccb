if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# printing long FlashR objects shows their first rows
X <- fm.seq.matrix(1, 100, 25, 4)
X
v <- fm.seq.int(1L, 30L, 1L)
v
print(fm.rep.int(TRUE, 3))
fm.t(fm.seq.matrix(1, 6, 3, 2))
fm.seq.matrix(1, 300, 3, 100)
fm.seq.matrix(1, 3000, 30, 100)

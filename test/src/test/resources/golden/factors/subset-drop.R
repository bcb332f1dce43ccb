# [.factor keeps the levels, or drops unused ones with drop = TRUE
f <- factor(c("a", "b", "a"), levels = c("a", "b", "z"))
f[1:2]
f[1:2, drop = TRUE]
f[f != "a", drop = TRUE]
f[-1]
o <- factor(c("lo", "hi"), levels = c("lo", "hi", "top"), ordered = TRUE)
o[2, drop = TRUE]

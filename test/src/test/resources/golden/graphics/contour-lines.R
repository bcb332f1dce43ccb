cl <- contourLines(volcano)
length(cl)
str(cl[1:3])
sapply(cl, function(l) length(l$x))
sapply(cl, `[[`, "level")
z <- outer(1:6, 1:5, function(a, b) sin(a) * cos(b)); z[3, 3] <- NA
cl2 <- contourLines(1:6, 1:5, z, levels = c(-0.5, 0, 0.3))
for (l in cl2) { cat(l$level, ":\n"); print(round(cbind(l$x, l$y), 6)) }
x <- contourLines(matrix(1, 3, 3))
print(x)
m <- matrix(c(0, 1, 2, 1, 2, 3, 2, 3, 4), 3); str(contourLines(m, levels = 2))
r <- tryCatch(contourLines(1:3, 1:2, m), error = function(e) conditionMessage(e)); r

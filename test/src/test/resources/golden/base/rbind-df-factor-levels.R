a <- data.frame(f = factor(c("u", "v")), n = 1:2)
b <- data.frame(f = "w", n = 3L)
r <- rbind(a, b); print(r); str(r)
r2 <- rbind(a[c(1,2),], b); str(r2)

# the t and F distribution functions
q <- c(-40, -5, -2.5, -1, -0.3, 0, 0.2, 1, 1.96, 3, 7, 25, 300)
for (df in c(1, 2, 3, 4.5, 10, 30, 100, 1000, 1e5))
    print(signif(pt(q, df), 10))
for (df in c(1, 3, 10, 100, 1e4))
    print(signif(pt(q, df, lower.tail = FALSE), 10))
f <- c(0.001, 0.1, 0.5, 1, 2, 4, 10, 50, 200, 1e4)
for (d1 in c(1, 2, 5, 30)) for (d2 in c(1, 3, 10, 100, 1e4)) {
    print(signif(pf(f, d1, d2), 10))
    print(signif(pf(f, d1, d2, lower.tail = FALSE), 10))
}
pt(1.5, c(a = 3, b = 4))
pt(NA, 3)

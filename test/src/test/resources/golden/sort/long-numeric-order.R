# order and sort of long numeric vectors (thousands of elements): ties keep their order,
# -0 and 0 tie, NA and NaN go where na.last says
set.seed(11)
n <- 5000
x <- round(rnorm(n), 1)
x[sample(n, 40)] <- NA
x[sample(n, 30)] <- NaN
x[sample(n, 20)] <- c(-0, 0)
x[sample(n, 10)] <- c(Inf, -Inf)
o <- order(x)
print(head(o, 20)); print(tail(o, 20)); print(sum(o * seq_along(o)))
od <- order(x, decreasing = TRUE, na.last = FALSE)
print(head(od, 20)); print(sum(od * seq_along(od)))
print(length(order(x, na.last = NA)))
s <- sort(x, decreasing = TRUE)
print(head(s)); print(tail(s)); print(length(s)); print(sum(1 / s[s == 0]))
i <- sample(-3:3, n, replace = TRUE)
i[sample(n, 25)] <- NA
oi <- order(i, decreasing = TRUE)
print(head(oi, 20)); print(tail(oi, 30)); print(sum(oi * seq_along(oi)))
print(table(sort(i, na.last = TRUE), useNA = "ifany"))
print(head(order(c(TRUE, FALSE, NA)[1 + (seq_len(n) %% 3)])))

l <- list(a=list(b=1, c=2), d=3)
l[[c("a","c")]] <- 20
print(l$a$c)
l[[c(1,1)]] <- 10
print(l$a$b)
l[[c(2)]] <- 4
print(l$d)
m <- l
m[[c(1, 2)]] <- 0
print(l$a$c)
print(m$a$c)
l[[c(5,1)]] <- 1

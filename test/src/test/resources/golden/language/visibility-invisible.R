# R's visibility: every primitive call makes its value visible ([[, $, [, arithmetic, (), while
# invisible(), assignments, loops and if without else leave it off; closures pass on that of their last call
f <- function() invisible(list(a = 1, b = 2))
g <- function(x = 1) { if (x > 0) y <- 2; invisible(list(a = 3)) }
h <- function() invisible(5)
cat("-- subsetting\n")
f()[["a"]]
f()$a
f()[1]
g()[["a"]]
g()$a
(g())$a
(f())
h() + 0
-h()
!invisible(TRUE)
invisible(TRUE) && TRUE
invisible(1)[1]
print(invisible(5))
cat("-- assignment\n")
a1 <- function() x <- 1
a2 <- function() (x <- 1)
a1()
a2()
a1() + 1
cat("-- nested invisible\n")
n1 <- function() h()
n1()
n2 <- function() { z <- 1; h() }
n2()
withVisible(n1())
withVisible(f()$a)
withVisible(f()[["a"]])
withVisible(h() + 0)
withVisible(a1())
withVisible(a2())
cat("-- switch\n")
s1 <- function(k) switch(k, a = invisible(1), b = 2)
s1("a")
s1("b")
withVisible(s1("a"))
cat("-- on.exit\n")
o1 <- function() { on.exit(y <- 2); 7 }
o1()
o2 <- function() { on.exit(print("bye")); invisible(8) }
o2()
o3 <- function() { on.exit(invisible(3)); 9 }
o3()
cat("-- replacement\n")
`second<-` <- function(x, value) { x[2] <- value; x }
v <- 1:3
second(v) <- 10L
v
r1 <- function() { w <- 1:3; second(w) <- 5L }
r1()
withVisible(r1())
cat("-- loops\n")
l1 <- function() for (i in 1:2) i
l1()
withVisible(l1())
l2 <- function() { i <- 0; while (i < 2) i <- i + 1 }
l2()
withVisible(l2())
NULL
if (FALSE) 1
withVisible(if (FALSE) 1)
cat("-- misc\n")
assign("q1", 3)
withVisible(assign("q1", 3))
suppressWarnings(invisible(1))
withVisible(suppressWarnings(invisible(1)))
eval(quote(invisible(1)))
withVisible(eval(quote(invisible(1))))
identity(invisible(1))
withVisible(identity(invisible(1)))
rec <- function(n) if (n <= 0) invisible(0) else Recall(n - 1)
rec(3)
withVisible(rec(3))
rec(3) + 1
lapply(1:2, function(i) invisible(i))
sapply(1:2, function(i) x <- i)
do.call(h, list())
withVisible(do.call(h, list()))
local(invisible(4))
local(4)
tryCatch(invisible(1), error = function(e) 2)
system.time(invisible(1))[[1]] >= 0
Reduce(function(a, b) invisible(a + b), 1:3)
Map(function(i) invisible(i), 1:2)
vapply(1:2, function(i) invisible(i), 0)
cat("-- compiled bodies\n")
p1 <- function() { if (TRUE) z <- 1; f()$a }
p1()
p2 <- function() { for (i in 1:2) z <- i; f()[["a"]] }
p2()
p3 <- function(n) { s <- 0; for (i in 1:n) s <- s + i; invisible(s) }
p3(3)
p3(3) + 0
p3(3)[1]
withVisible(p3(3))
if (TRUE) f()$a
if (TRUE) g()[["a"]]
{ f()$b }
for (i in 1:2) f()$a
p4 <- function() { x <- 0; while (x < 3) x <- x + 1; x <- x * 2 }
p4()
(p4())
withVisible(p4())
p5 <- function(k) { if (k > 1) return(invisible(k)); k }
p5(2)
p5(0)
p5(2) * 1
p6 <- function() { y <- 1; y[1] <- 2 }
p6()
p7 <- function(x) { if (x) invisible(1) else 2 }
p7(TRUE)
p7(FALSE)
p7(TRUE)[[1]]
-p7(TRUE)
p8 <- function() { r <- 0; for (i in 1:3) r <- r + i; p7(TRUE) }
p8()
withVisible(p8())
sapply(1:3, function(i) { if (i > 1) z <- i; invisible(i) })
unlist(lapply(1:2, function(i) { q <- i }))
cat("-- methods and builtins calling closures\n")
`[[.foo` <- function(x, i) invisible(99)
x <- structure(1, class = "foo")
x[[1]]
withVisible(x[[1]])
`$.foo` <- function(x, name) invisible(name)
x$abc
length.foo <- function(x) invisible(7L)
length(x)
summary.foo <- function(object, ...) invisible("s")
summary(x)
withVisible(summary(x))
t1 <- function() invisible(3)
c(t1())
list(t1())[[1]]
max(t1())
mean(t1())
Reduce(`+`, 1:3, accumulate = FALSE)
Filter(function(i) { invisible(i > 1) }, 1:3)
mapply(function(a, b) invisible(a + b), 1:2, 3:4)
outer(1:2, 1:2, function(a, b) { r <- a * b })
vapply(1:2, function(i) { k <- i }, 0)
y <- 1:3
names(y) <- c("a", "b", "c")
withVisible(names(y) <- c("a", "b", "c"))
z <- (y[2] <- 10L)
z
(y[3] <- 20L)
invisible(7) |> identity()

# switch: named alternatives, fall-through, default, numeric index, no match.
f <- function(x) switch(x, a = , b = "a or b", c = "c", "other")
f("a")
f("b")
f("c")
f("z")
switch(2, "one", "two", "three")
switch(4, "one", "two")
is.null(switch("q", a = 1))
g <- function(type) switch(type, sum = sum(1:10), mean = mean(1:10))
g("sum")
g("mean")
x <- switch("b", a = 1, b = { y <- 5; y * 2 })
x

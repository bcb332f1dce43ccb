# A mix of closures, environments, recursion and replacement as ordinary scripts use them.
Stack <- function() {
  items <- list()
  push <- function(x) { items[[length(items) + 1]] <<- x; invisible(NULL) }
  pop <- function() { top <- items[[length(items)]]; items[[length(items)]] <<- NULL; top }
  size <- function() length(items)
  empty <- function() length(items) == 0
  list(push = push, pop = pop, size = size, empty = empty)
}
s <- Stack()
s$push(1); s$push("two"); s$push(3)
s$size()
s$pop()
s$pop()
s$size()
acc <- new.env()
acc$total <- 0
add_to <- function(env, v) env$total <- env$total + v
for (k in 1:5) add_to(acc, k)
acc$total
qs <- function(v) if (length(v) <= 1) v else {
  p <- v[1]; rest <- v[-1]
  c(qs(rest[rest < p]), p, qs(rest[rest >= p]))
}
qs(c(3, 6, 1, 8, 2, 9, 4))
hanoi_moves <- 0
hanoi <- function(n, from = "A", to = "C", via = "B") {
  if (n == 1) { hanoi_moves <<- hanoi_moves + 1; return(invisible()) }
  hanoi(n - 1, from, via, to)
  hanoi_moves <<- hanoi_moves + 1
  hanoi(n - 1, via, to, from)
}
hanoi(6)
hanoi_moves
person <- list(name = "Ann", age = 30)
person$age <- person$age + 1
person[["city"]] <- "Oslo"
str_out <- paste(names(person), unlist(person), sep = "=", collapse = ", ")
str_out
m <- matrix(0, 3, 3)
for (i in 1:3) m[i, i] <- i
m[2, ] <- m[2, ] + 10
m
x <- 1:10
x[x %% 2 == 0] <- x[x %% 2 == 0] * 100L
x
count <- 0
repeat { count <- count + 1; if (count >= 3) break }
count
fizz <- character(0)
for (i in 1:15) fizz[i] <- if (i %% 15 == 0) "FizzBuzz" else if (i %% 3 == 0) "Fizz" else if (i %% 5 == 0) "Buzz" else as.character(i)
fizz
words <- c("apple", "banana", "cherry")
lens <- vapply(words, nchar, integer(1))
lens
res <- local({ a <- 2; b <- 3; a^b })
res
compose2 <- function(...) { fs <- list(...); function(x) Reduce(function(acc, f) f(acc), fs, x) }
compose2(function(x) x + 1, function(x) x * 2)(5)
z <- NULL
z$a <- 1
z
v <- c(1, 2)
v[["b"]] <- 3
v
l <- list(1, 2)
l[[3]] <- list(4)
length(l)
nums <- c(a = 1, b = 2)
nums[["a"]] <- 10
nums

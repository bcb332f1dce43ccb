f <- factor(c("a", "b", NA, "c", "b"))
g <- factor(c("b", "b", "a", "c", NA), levels = c("c", "b", "a"))
f == "b"
f != "b"
"b" == f
f == g
f != g
f == c("a", "x")
f < "b"
r <- f + 1
r
-f
!f
h <- factor(c("x", "y"))
tryCatch(f[1:2] == h, error = function(e) print(conditionMessage(e)))
tryCatch(f[1:2] == h, error = function(e) print(conditionCall(e)))
fn <- factor(c("a", NA, "b"), exclude = NULL)
levels(fn)
fn == "a"
fn == fn
is.na(fn == NA)
o <- factor(c("lo", "hi", "mid", NA), levels = c("lo", "mid", "hi"), ordered = TRUE)
o < "mid"
o >= "mid"
"mid" > o
o == "hi"
o < o[c(2, 2, 2, 2)]
o + 1
o2 <- factor(c("lo", "hi"), levels = c("hi", "lo"), ordered = TRUE)
tryCatch(o[1:2] < o2, error = function(e) print(conditionMessage(e)))
suppressWarnings(tryCatch(o[1:2] == f[1:2], error = function(e) print(conditionMessage(e))))
withCallingHandlers(tryCatch(f[1:2] == o[1:2], error = function(e) print(conditionMessage(e))),
  warning = function(w) { print(conditionMessage(w)); invokeRestart("muffleWarning") })
exists("Ops.factor"); exists("Ops.ordered")
is.function(Ops.factor)
environmentName(environment(Ops.factor))
Ops.foo <- function(e1, e2) {
  print(.Method)
  print(.Generic)
  print(nargs())
  TRUE
}
x <- structure(1, class = "foo")
x == 1
1 < x
x + x
-x
Ops.bar <- function(e1, e2) "bar"
y <- structure(2, class = "bar")
x + y
print.foo <- function(x, ...) { cat(".Method:", .Method, "\n"); invisible(x) }
print(x)
f[2:3] == c("b", NA)
factor(c("1","2")) == 1
m <- factor(c("a","b")); m == list("a", "b")
list("a", 1) == "a"
1 == list(1, 2)
tryCatch(list(1) == list(1), error = function(e) print(conditionMessage(e)))
x3 <- structure(1:3, class = "zz")
`[.zz` <- function(x, i, j) NextMethod()
tryCatch(x3[1, 2], error = function(e) print(conditionCall(e)))

# parent.frame is the caller's environment; sys.call and sys.function.
who_called <- function() parent.frame()
f <- function() {
  here <- environment()
  identical(who_called(), here)
}
f()
identical(who_called(), globalenv())
g <- function(a, b) sys.call()
g(1, b = 2)
h <- function(n) if (n > 0) sys.function()(n - 1) else "bottom"
h(3)
setter <- function(name, value) assign(name, value, envir = parent.frame())
k <- function() {
  setter("local_var", 42)
  local_var
}
k()
exists("local_var")

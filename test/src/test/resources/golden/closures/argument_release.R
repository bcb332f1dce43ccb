# Values passed to closures stay unchanged when the caller later changes its own copy in place.
show <- function(label, v) cat(label, ":", format(v), "\n")

# the callee only reads: the caller's later x[i] <- v is R's plain in-place update
f_read <- function(v) v[1]
x <- c(1, 2, 3)
invisible(f_read(x))
for (i in seq_along(x)) x[i] <- i * 10
show("read", x)

# the callee stores the argument in a list that survives
keep <- NULL
f_list <- function(v) list(v)
x <- c(1, 2, 3); l <- f_list(x); x[1] <- 99
show("list kept", l[[1]]); show("list x", x)

# the callee returns the argument itself
f_id <- function(v) v
x <- c(1, 2, 3); y <- f_id(x); x[2] <- 99
show("identity y", y); show("identity x", x)

# a closure made in the callee keeps the frame (the promise is forced before it is returned)
f_clo <- function(v) { force(v); function() v }
x <- c(1, 2, 3); g <- f_clo(x); x[3] <- 99
show("closure", g()); show("closure x", x)

# a closure over a promise not yet forced
f_lazy <- function(v) function() v
x <- c(1, 2, 3); g <- f_lazy(x); x[1] <- -1
show("lazy", g())

# forced in the caller's frame, the promise handed on unforced to a closure that escapes
h <- function(w) { w[1]; f_lazy(w) }
x <- c(1, 2, 3); g <- h(x); x[1] <- -5
show("handed on", g())

# <<- from the callee
f_super <- function(v) { saved <<- v; NULL }
x <- c(1, 2, 3); invisible(f_super(x)); x[1] <- 42
show("superassign", saved)

# assign() into the global environment and into an environment that survives
f_assign <- function(v) assign("assigned", v, envir = globalenv())
x <- c(1, 2, 3); f_assign(x); x[2] <- 42
show("assign", assigned)
e <- new.env()
f_env <- function(v, env) env$kept <- v
x <- c(1, 2, 3); f_env(x, e); x[3] <- 42
show("env field", e$kept)

# attributes holding the argument
f_attr <- function(v) structure(1, saved = v)
x <- c(1, 2, 3); a <- f_attr(x); x[1] <- 7
show("attribute", attr(a, "saved"))

# the callee's frame captured with environment()
f_frame <- function(v) { force(v); environment() }
x <- c(1, 2, 3); fr <- f_frame(x); x[1] <- 8
show("environment()", fr$v)
f_frame2 <- function(v) { v; list(env = environment()) }
x <- c(1, 2, 3); fr <- f_frame2(x); x[2] <- 8
show("environment() in list", fr$env$v)
pf <- function() parent.frame()
f_frame3 <- function(v) { v; pf() }
x <- c(1, 2, 3); fr <- f_frame3(x); x[3] <- 8
show("parent.frame()", fr$v)
f_frame4 <- function(v) { v; fs <- sys.frames(); fs[[length(fs)]] }
x <- c(1, 2, 3); fr <- f_frame4(x); x[1] <- 9
show("sys.frame", fr$v)

# sys.function and local()
f_local <- function(v) { v; local(function() v) }
x <- c(1, 2, 3); g <- f_local(x); x[2] <- 9
show("local", g())
f_sysf <- function(v) { v; sys.function() }
x <- c(1, 2, 3); s <- f_sysf(x); x[3] <- 9
show("sys.function x", x)

# delayedAssign of the argument
f_delay <- function(v) { v; delayedAssign("later", v, assign.env = globalenv()); NULL }
x <- c(1, 2, 3); invisible(f_delay(x)); x[1] <- 10
show("delayedAssign", later)

# a formula keeps its environment
f_formula <- function(v) { v; y ~ v }
x <- c(1, 2, 3); fo <- f_formula(x); x[2] <- 10
show("formula env", get("v", environment(fo)))

# the callee changes its own copy
f_mod <- function(v) { v[1] <- 100; v }
x <- c(1, 2, 3); z <- f_mod(x)
show("callee copy", z); show("caller kept", x)
x[3] <- 11; show("after", x)

# replacement functions
`second<-` <- function(obj, value) { obj[2] <- value; obj }
x <- c(1, 2, 3); y <- x; second(x) <- 50
show("replacement x", x); show("replacement y", y)
`keep<-` <- function(obj, value) { kept_obj <<- obj; obj[1] <- value; obj }
x <- c(1, 2, 3); keep(x) <- 5; x[3] <- 6
show("replacement kept", kept_obj); show("replacement x2", x)

# nested calls, each forcing the argument
inner <- function(w) sum(w)
outer <- function(v) inner(v) + length(v)
x <- c(1, 2, 3); s <- outer(x); x[1] <- 12
show("nested", c(s, x))

# S3 methods and NextMethod
sm <- function(v) UseMethod("sm")
sm.foo <- function(v) { r <- NextMethod(); r }
sm.default <- function(v) { kept_s3 <<- v; length(v) }
x <- structure(c(1, 2, 3), class = "foo"); invisible(sm(x)); x[1] <- 13
show("S3 kept", unclass(kept_s3))

# S4 generic and a reference class field
setGeneric("s4keep", function(v) standardGeneric("s4keep"))
setMethod("s4keep", "numeric", function(v) { kept_s4 <<- v; v })
x <- c(1, 2, 3); invisible(s4keep(x)); x[1] <- 15
show("S4 kept", kept_s4)
Acc <- setRefClass("Acc", fields = list(vals = "numeric"))
f_rc <- function(v) Acc$new(vals = v)
x <- c(1, 2, 3); acc <- f_rc(x); x[2] <- 16
show("R5 field", acc$vals)

# a default argument that refers to another argument
f_def <- function(v, w = v) function() w
x <- c(1, 2, 3); g <- f_def(x); x[1] <- 17
show("default", g())

# the argument used in a loop of the callee, then the caller loop fills x in place
fill <- function(n) {
  x <- numeric(n)
  for (i in seq_len(n)) { invisible(f_read(x)); x[i] <- i }
  x
}
show("fill", fill(5))

# integer, logical and character vectors, and a list
x <- 1:3; invisible(f_read(x)); x[2] <- 20L; show("int", x)
x <- c("a", "b"); l <- f_list(x); x[1] <- "z"; show("chr kept", l[[1]]); show("chr x", x)
x <- list(1, 2); l <- f_id(x); x[[1]] <- 0; show("list y", unlist(l)); show("list x", unlist(x))

# an error in the callee after forcing the argument
f_err <- function(v) { v; stop("boom") }
x <- c(1, 2, 3); r <- tryCatch(f_err(x), error = function(e) conditionMessage(e)); x[1] <- 21
show("after error", x)
f_err2 <- function(v) { force(v); g <- function() v; stop(g) }
x <- c(1, 2, 3); r <- tryCatch(f_err2(x), error = function(e) e); x[1] <- 22
show("NA/NaN", c(NA, NaN, Inf))

# handed on unforced through ... to a closure that escapes
f_dots <- function(...) function() ..1
h_dots <- function(w) { w[1]; f_dots(w) }
x <- c(1, 2, 3); g <- h_dots(x); x[1] <- -6
show("handed on through dots", g())
h_dots2 <- function(w, ...) { w[1]; f_dots(...) }
x <- c(1, 2, 3); g <- h_dots2(0, x); x[2] <- -7
show("passed through dots", g())

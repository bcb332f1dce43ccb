# str of a function deparses its arguments to the width less 10, as ls.str and lsf.str show them;
# apropos lists what R's search path shows (no unexported methods, no internal helpers)
f <- function(description, open = "", encoding = getOption("encoding"), compression = 9,
              more = c("aaaaaaaa", "bbbbbbbbbbbbbb")) NULL
g <- function(x) x
str(f)
str(g)
str(list(a = f, b = 1))
lsf.str()
ls.str(mode = "function")
op <- options(width = 50)
str(f)
options(op)
apropos("GLM")
apropos("GLM", ignore.case = FALSE)
apropos("^predict\\.[gl]")
apropos("^residuals")
find("glm")
lsf.str(pos = length(search()), pattern = "^file\\.(e|r)")

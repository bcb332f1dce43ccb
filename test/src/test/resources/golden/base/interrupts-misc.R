# suspendInterrupts, allowInterrupts, default.stringsAsFactors, unix.time (defunct), citHeader/citFooter
suspendInterrupts(1 + 1)
allowInterrupts({x <- 2; x * 3})
suppressWarnings(default.stringsAsFactors())
h <- citHeader("Header text")
h
class(h)
f <- citFooter("Footer", "text")
class(f)
try(unix.time(1))

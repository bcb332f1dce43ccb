# help.search finding nothing: R's message for each way of asking
help.search("zzqqxxnotthere")
help.search("ab+zzq")
help.search("zzq", fields = "title")
help.search(keyword = "zzqqq")
help.search(apropos = "qqqqzz")
help.search(whatis = "qqqqzzz", agrep = FALSE)
x <- help.search("zzqqq")
class(x); names(x); x$type; x$fields
r <- try(help.search(1))
r <- try(help.search(c("a", "b")))
r <- try(help.search())
r <- try(help.search("a", fields = "nofield"))
r <- try(help.search(keyword = 3))

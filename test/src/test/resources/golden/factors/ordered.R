# ordered factors print with < and compare by level order
sz <- factor(c("S", "M", "L", "M"), levels = c("S", "M", "L"), ordered = TRUE)
sz
is.ordered(sz)
is.factor(sz)
sz < "L"
sz >= "M"
sz == "M"
ordered(c("b", "a", "c"))
class(sz)

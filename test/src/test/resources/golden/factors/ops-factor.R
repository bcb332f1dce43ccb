f <- factor(c("a","b","a","c"))
f == "a"
f != "b"
"a" == f
tryCatch(f == factor(c("a","a","a","c")), error=function(e) conditionMessage(e))
f == factor(c("c","b","a","a"), levels=c("a","b","c"))
r <- f + 1
print(r)
r2 <- f * f
r2
f < "b"
o <- factor(c("lo","hi","lo"), levels=c("lo","hi"), ordered=TRUE)
o < "hi"
o >= "lo"
x <- f
is.na(x) <- 2
x
is.na(x) <- c(TRUE, FALSE, FALSE, FALSE)
x
levels(x)
f == NA
g <- factor(c("a","b"))
tryCatch(f == factor(c("x","y","x","y")), error=function(e) conditionMessage(e))
f == factor(c("a","b","a","c"), levels=c("c","b","a"))
!f
-f

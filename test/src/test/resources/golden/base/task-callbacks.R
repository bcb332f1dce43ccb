id <- addTaskCallback(function(expr, value, ok, visible) { cat("cb:", deparse(expr), "visible", visible, "\n"); TRUE })
id
x <- 1 + 1
x
getTaskCallbackNames()
n <- 0
id2 <- addTaskCallback(function(...) { n <<- n + 1; n < 2 }, name = "twice")
1
2
3
getTaskCallbackNames()
removeTaskCallback(id)
removeTaskCallback("nope")
getTaskCallbackNames()
4
h <- taskCallbackManager()
names(h)
h$add(function(expr, value, ok, visible) { cat("mgr\n"); TRUE }, name = "m1")
5
names(h$callbacks())
h$remove("m1")
6

# do.call with names, strings and functions
do.call("paste", list("a", "b", sep = "-"))
do.call(sum, list(1, 2, 3))
args <- list(1:10)
do.call(mean, args)
do.call(rbind, list(1:2, 3:4))

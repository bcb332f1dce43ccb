# seq and rep dispatch on the class of their first argument
day <- structure(3, class = "day")
seq.day <- function(from, to, ...) { cat("seq.day\n"); seq_len(unclass(from)) }
rep.day <- function(x, times, ...) { cat("rep.day\n"); rep("day", times) }
seq(day)
rep(day, 3)

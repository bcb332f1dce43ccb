# match.fun fails in sapply before lapply is called: Calls: f -> sapply -> match.fun -> get
f <- function() sapply(1:3, "nofun")
f()

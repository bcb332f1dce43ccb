# getRefClass: the generator of a reference class, and its errors
Account <- setRefClass("Account", fields = list(balance = "numeric"),
    methods = list(deposit = function(x) { balance <<- balance + x; invisible(.self) }))
a <- Account$new(balance = 10)
gen <- getRefClass("Account")
b <- gen$new(balance = 5)
b$deposit(7)
b$balance
class(b)
tryCatch(getRefClass(a), error = function(e) cat("Error:", conditionMessage(e), "\n"))
g2 <- getRefClass("Account")
g2$className
setClass("Plain", representation(x = "numeric"))
tryCatch(getRefClass("Plain"), error = function(e) cat("Error:", conditionMessage(e), "\n"))
tryCatch(getRefClass("Nope"), error = function(e) cat("Error:", conditionMessage(e), "\n"))

# Reference classes: fields, methods that change fields in place, initialize, callSuper, copy(), show
Account <- setRefClass("Account", fields = list(owner = "character", balance = "numeric"),
    methods = list(
        deposit = function(x) {
            balance <<- balance + x
            invisible(.self)
        },
        withdraw = function(x) {
            if (x > balance) stop("insufficient funds")
            balance <<- balance - x
            invisible(.self)
        },
        report = function() cat(owner, "has", balance, "\n")
    ))
a <- Account$new(owner = "Ann", balance = 100)
a$deposit(50)
a$balance
a$report()
b <- a
b$withdraw(30)
a$balance
c2 <- a$copy()
c2$deposit(1000)
a$balance; c2$balance
a$balance <- 5
a$balance
r <- tryCatch(a$withdraw(10), error = function(e) conditionMessage(e))
r
class(a)
is(a, "Account")
a
a$deposit(1)$deposit(2)
a$balance
Savings <- setRefClass("Savings", contains = "Account", fields = list(rate = "numeric"),
    methods = list(
        addInterest = function() {
            deposit(balance * rate)
        },
        report = function() {
            cat("Savings: ")
            callSuper()
        }
    ))
s <- Savings$new(owner = "Sam", balance = 200, rate = 0.1)
s$addInterest()
s$balance
s$report()
is(s, "Account")
Person <- setRefClass("Person", fields = list(name = "character", greeting = "character"),
    methods = list(
        initialize = function(...) {
            initFields(...)
            if (length(greeting) == 0) greeting <<- "Hello"
            invisible(.self)
        },
        greet = function() cat(greeting, name, "\n"),
        show = function() cat("<Person:", name, ">\n")
    ))
p <- Person$new(name = "Pat")
p$greet()
p
print(p)
q <- Person$new(name = "Quinn", greeting = "Hi")
q$greet()
Node <- setRefClass("Node", fields = list(value = "numeric"))
Node$methods(double = function() value * 2)
n <- Node$new(value = 21)
n$double()
Node$new()$value
Counter <- setRefClass("Counter", fields = list(count = "numeric"),
    methods = list(initialize = function(...) {
        count <<- 0
        callSuper(...)
    }, inc = function() { count <<- count + 1; invisible(.self) }))
k <- Counter$new()
k$inc(); k$inc()
k$count
Counter$new(count = 10)$count
exists("setRefClass")

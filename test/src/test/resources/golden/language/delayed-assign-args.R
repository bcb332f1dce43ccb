delayedAssign("lazy", {cat("evaluated now\n"); 42}); cat("before\n"); lazy
tryCatch(delayedAssign("lazy" = 1), error = function(e) conditionMessage(e))
delayedAssign(value = 3, x = "q"); q

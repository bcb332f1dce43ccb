# identity() and force() without their argument are R's missing-argument errors
tryCatch(identity(), error = function(e) conditionMessage(e))
tryCatch(force(), error = function(e) conditionMessage(e))
d <- data.frame(x = 1:5, y = c(1, 3, 2, 5, 4))
tryCatch(glm(y ~ x, family = (link = "identity"), data = d), error = function(e) conditionMessage(e))
identity(3); force("a")

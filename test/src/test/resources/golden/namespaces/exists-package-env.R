# exists/get0/get with inherits = FALSE in a package's environment see that package's names only
e <- as.environment("package:stats"); print(environmentName(e))
print(exists("sd", e, inherits = FALSE)); print(exists("sum", e, inherits = FALSE))
print(exists("sd", envir = e, inherits = FALSE)); print(exists("ts", where = "package:stats"))
print(get0("sum", as.environment("package:stats"), inherits = FALSE)); print(tryCatch(get("sum", as.environment("package:stats"), inherits = FALSE), error = function(e) conditionMessage(e))); print(exists("sum", as.environment("package:stats")))

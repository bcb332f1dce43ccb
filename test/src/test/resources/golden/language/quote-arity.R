r <- tryCatch(quote(), error = function(e) conditionMessage(e))
print(r)
print(quote(x + 1))

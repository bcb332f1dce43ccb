print(tryCatch(trimws("ABC", NA), error = function(e) conditionMessage(e)))
print(tryCatch(trimws("ABC", "x"), error = function(e) conditionMessage(e)))
print(trimws(c(" a ", "b  "), "right"))

print(TRUE | FALSE)
"a" | TRUE

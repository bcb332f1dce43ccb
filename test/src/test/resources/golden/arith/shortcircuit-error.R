print(TRUE && TRUE)
"a" && TRUE

print(formatC(3.5, , format = "f", digits = 2))
print(seq(1, , 2))
print(round(2.567, ))

print(sum(1:3))
sum("a")

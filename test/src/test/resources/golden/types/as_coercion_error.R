print(as.numeric("1"))
as.numeric(sum)

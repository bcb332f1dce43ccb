# The language issue's scalar-loop benchmark: interpreter speed on plain R.
s <- 0
for (i in 1:1e7) s <- s + i * 2
print(s)

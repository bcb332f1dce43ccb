pi
print(pi, digits = 17)
LETTERS
letters[1:5]
month.name
month.abb
T & F
.Machine$integer.max
.Machine$double.eps
.Machine$double.xmax
R.version$major
interactive()

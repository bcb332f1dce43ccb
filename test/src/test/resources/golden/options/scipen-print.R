# options(scipen) moves the switch to scientific notation
x <- c(123456789, 0.0001234)
1e8
x
options(scipen = 10)
1e8
x
options(scipen = -5)
1234

# width must lie in 10..10000
options(width = 5)

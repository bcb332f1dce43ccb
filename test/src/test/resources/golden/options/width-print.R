# options(width) changes where vectors wrap
options(width = 40)
1:30
seq(0.5, 12, by = 0.5)
options(width = 80)
1:30

# split recycles the grouping with a warning when lengths do not divide
split(1:5, c(1, 2))

# %d of a non-integer double is an error
sprintf("%d", 2)
sprintf("%d", 1.5)

# diff.default's check: Calls: print -> diff -> diff.default
print(diff(1:3, lag = 0))

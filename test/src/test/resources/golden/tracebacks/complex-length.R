# complex's .Internal reports in complex's call: Calls: g -> complex
g <- function(n) complex(length.out = n, real = 1)
print(g(2))
g(-1)

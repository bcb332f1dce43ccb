# bquote splices values with .()
x <- 5
bquote(a + .(x))
bquote(f(.(x * 2), y))
n <- quote(z)
bquote(.(n) <- .(n) + 1)
eval(bquote(.(x) * 10))

# median.default of an even count of strings warns in mean.default; an odd one is the middle string
print(median(c("b", "c", "a")))
h <- function(x) median(x)
h(c("b", "a"))
t(array(1:8, c(2, 2, 2)))

# methods() marks the methods that R registers without exporting them with "*", lists the
# generics unmarked when asked by class, and leaves out functions that only look like methods
methods(residuals)
methods(all)              # all.equal is no method of all
methods(class = "MethodsFunction")
methods(fitted)
methods(weights)
methods(logLik)
methods(t.test)
methods(cooks.distance)
methods(median)
m <- methods(fitted)
attr(m, "info")[, c("visible", "generic")]
format(m)
print(m, byclass = FALSE)
toString.myclass <- function(x, ...) "mine"
methods(class = "myclass")
"toString.myclass" %in% methods(toString)
format(methods(toString))

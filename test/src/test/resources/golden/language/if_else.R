# if / else as expressions, else-if chains, and && / || short-circuit.
sign_of <- function(x) {
  if (x > 0) "positive" else if (x < 0) "negative" else "zero"
}
sign_of(3)
sign_of(-2)
sign_of(0)
y <- if (TRUE) "yes" else "no"
y
FALSE && stop("not evaluated")
TRUE || stop("not evaluated")
NA && FALSE
NA || TRUE
NA && TRUE
is.null(if (FALSE) 1)

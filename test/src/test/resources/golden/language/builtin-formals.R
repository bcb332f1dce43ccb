# args() and formals() of base functions flashr has as builtins give R's formals with defaults
print(args(sum)); print(args(paste)); print(args(round)); print(args(sd)); print(args(matrix))
print(formals(sd)); print(names(formals(paste))); print(formals(sum)); print(formals("rnorm")$mean)
print("na.rm" %in% names(formals(sd))); print(formals(args(max)))
f <- function(FUN) if ("na.rm" %in% names(formals(FUN))) "takes na.rm" else "no na.rm"
print(f(sd)); print(f(median)); print(f(sqrt))
print(args(lm)); print(is.null(args(`if`)))

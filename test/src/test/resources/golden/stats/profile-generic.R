# profile: R 4.2's generic (its glm method is MASS's), dispatching to methods users define
print(exists("profile"))
print(is.function(profile))
fit <- lm(dist ~ speed, cars)
r <- try(profile(fit))
r <- try(profile(glm(am ~ wt, binomial, mtcars)))
profile.myfit <- function(fitted, which = 1, ...) list(which = which, cls = class(fitted))
print(profile(structure(list(), class = "myfit"), which = 2))
r <- try(profile(1:3))

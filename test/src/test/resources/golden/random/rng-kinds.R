# RNGkind/set.seed(kind =) for R's uniform generators other than the Mersenne-Twister: streams, .Random.seed, sample, rnorm by inversion
print(RNGkind())
for (k in c("Wichmann-Hill","Marsaglia-Multicarry","Super-Duper","Mersenne-Twister","L'Ecuyer-CMRG")) {
  set.seed(42, kind = k); print(runif(3)); print(sample(10, 4)); print(RNGkind())
}
RNGkind("Mersenne-Twister", "Inversion", "Rounding")
set.seed(1); print(sample(10)); print(RNGkind())
RNGkind(sample.kind = "Rejection")
set.seed(3, normal.kind = "Inversion"); print(rnorm(3))
print(tryCatch(set.seed(3, normal.kind = "Buggy Kinderman-Ramage"), error = function(e) conditionMessage(e)))
for (k in c("Wichmann-Hill", "Marsaglia-Multicarry", "Super-Duper", "L'Ecuyer-CMRG")) {
  suppressWarnings(RNGkind(k)); set.seed(11); print(.Random.seed); print(rnorm(2)); print(sample(5))
  s <- .Random.seed; a <- runif(4); .Random.seed <- s; print(identical(a, runif(4)))
  print(RNGkind())
}
RNGkind("default"); print(RNGkind()); set.seed(5); print(runif(2)); print(.Random.seed[1])
RNGkind("Wich"); print(RNGkind()[1])
set.seed(1, kind = "Super", sample.kind = "Rounding"); print(.Random.seed); print(sample(10, 3))
print(tryCatch(RNGkind("nonsense"), error = function(e) conditionMessage(e)))
RNGkind("Mersenne-Twister", sample.kind = "Rejection")

for (p in c(0.001, 0.01, 0.05, 0.2, 0.5, 0.9, 1)) { set.seed(round(p * 1000)); cat(p, sum(rgeom(5000, p)), "\n") }
for (sh in c(0.3, 1, 2.5)) { set.seed(7); cat(sh, sprintf("%.15g", sum(rweibull(2000, sh, 2))), "\n") }
set.seed(8); cat(sprintf("%.15g", sum(atan(rcauchy(2000)))), sprintf("%.15g", sum(rlogis(2000))), sprintf("%.15g", sum(log(rlnorm(2000, 1, 0.5)))), "\n")
for (a in c(0.2, 0.7, 1, 1.2, 3, 10, 50)) { set.seed(9); cat(a, sprintf("%.15g", sum(rgamma(3000, a))), "\n") }
set.seed(10); cat(sprintf("%.15g", sum(rchisq(3000, 4))), sprintf("%.15g", sum(rt(3000, 2.5))), "\n")

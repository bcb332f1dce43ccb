# SSfol, the first-order compartment model, and its self-start (Theoph subjects 1 and 2)
Theoph.1 <- data.frame(Dose = 4.02, Time = c(0, 0.25, 0.57, 1.12, 2.02, 3.82, 5.1, 7.03, 9.05, 12.12, 24.37),
                       conc = c(0.74, 2.84, 6.57, 10.5, 9.66, 8.58, 8.36, 7.47, 6.89, 5.94, 3.28))
Theoph.2 <- data.frame(Dose = 4.4, Time = c(0, 0.27, 0.52, 1, 1.92, 3.5, 5.02, 7.03, 9, 12, 24.3),
                       conc = c(0, 1.72, 7.91, 8.31, 8.33, 6.85, 6.08, 5.4, 4.55, 3.01, 0.9))
with(Theoph.1, SSfol(Dose, Time, -2.5, 0.5, -3))
lKe <- -2.5; lKa <- 0.5; lCl <- -3
with(Theoph.1, SSfol(Dose, Time, lKe, lKa, lCl))
getInitial(conc ~ SSfol(Dose, Time, lKe, lKa, lCl), data = Theoph.1)
fm1 <- nls(conc ~ SSfol(Dose, Time, lKe, lKa, lCl), data = Theoph.1)
summary(fm1)
coef(nls(conc ~ SSfol(Dose, Time, lKe, lKa, lCl), data = Theoph.2))
fitted(fm1)

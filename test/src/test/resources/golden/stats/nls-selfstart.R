fm1 <- nls(rate ~ SSmicmen(conc, Vm, K), data = Puromycin, subset = state == "treated")
fm1
summary(fm1)
getInitial(rate ~ SSmicmen(conc, Vm, K), data = Puromycin)
x <- 1:15
y <- c(2.1, 3.0, 4.6, 6.9, 10.2, 14.8, 20.1, 26.0, 31.2, 35.4, 38.6, 40.5, 41.9, 42.6, 43.1)
d <- data.frame(x = x, y = y)
fm2 <- nls(y ~ SSlogis(x, Asym, xmid, scal), data = d)
print(fm2)
summary(fm2)
coef(fm2)
round(predict(fm2, newdata = data.frame(x = c(2.5, 7.5))), 4)
getInitial(y ~ SSlogis(x, Asym, xmid, scal), data = d)
z <- c(10.1, 17.9, 24.4, 29.6, 33.7, 37.0, 39.6, 41.7, 43.3, 44.6)
d2 <- data.frame(t = 1:10, z = z)
fm3 <- nls(z ~ SSasymp(t, A, R0, lrc), data = d2)
fm3
fm4 <- nls(z ~ SSasympOrig(t, A, lrc), data = d2)
fm4
fm5 <- nls(y ~ SSfpl(x, A, B, xmid, scal), data = d)
fm5
fm6 <- nls(y ~ SSgompertz(x, Asym, b2, b3), data = d)
fm6
fm7 <- nls(y ~ SSweibull(x, Asym, Drop, lrc, pwr), data = d)
fm7
fm8 <- nls(y ~ cbind(1, 1/(1 + exp((xmid - x)/scal))), data = d, start = list(xmid = 9, scal = 2), algorithm = "plinear")
summary(fm8)
expFit <- selfStart(~ a * exp(b * x),
    function(mCall, data, LHS, ...) {
        xy <- sortedXyData(mCall[["x"]], LHS, data)
        cf <- coef(lm(log(y) ~ x, xy))
        setNames(c(exp(cf[[1]]), cf[[2]]), mCall[c("a", "b")])
    }, c("a", "b"))
class(expFit)
d3 <- data.frame(t = 1:8, v = c(2.9, 4.1, 5.4, 7.6, 10.3, 13.9, 19.2, 26.0))
getInitial(v ~ expFit(t, a, b), data = d3)
fm9 <- nls(v ~ expFit(t, a, b), data = d3)
fm9
sortedXyData(expression(conc), expression(rate), Puromycin)
NLSstClosestX(sortedXyData(expression(conc), expression(rate), Puromycin), 100)
NLSstRtAsymptote(sortedXyData(expression(conc), expression(rate), Puromycin))

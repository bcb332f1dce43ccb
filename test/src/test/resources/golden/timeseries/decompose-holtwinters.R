co2s <- ts(c(315.4, 316.3, 316.5, 317.6, 318.1, 318.7, 318.0, 316.0, 314.8, 313.8, 315.0, 316.2,
             316.3, 317.0, 317.8, 319.0, 319.5, 319.9, 318.6, 316.8, 315.2, 315.1, 316.3, 317.6,
             318.2, 318.6, 319.4, 320.5, 321.0, 321.3, 320.2, 318.3, 316.9, 316.7, 317.8, 319.0,
             319.3, 320.1, 320.8, 322.1, 322.5, 322.9, 321.8, 320.0, 318.4, 318.6, 319.6, 320.9),
           start = c(1960, 1), frequency = 12)
d <- decompose(co2s)
d$figure
d$trend
d$random
dm <- decompose(co2s, type = "multiplicative")
round(dm$figure, 6)
q <- ts(c(12, 18, 25, 15, 14, 20, 28, 17, 16, 23, 31, 19, 18, 25, 34, 21), frequency = 4, start = c(1990, 2))
decompose(q)
tryCatch(decompose(ts(1:10)), error = function(e) conditionMessage(e))
tryCatch(decompose(ts(1:7, frequency = 4)), error = function(e) conditionMessage(e))
h1 <- HoltWinters(co2s, alpha = 0.5, beta = 0.1, gamma = 0.2)
h1
h1$SSE
head(fitted(h1))
predict(h1, 6)
predict(h1, 4, prediction.interval = TRUE)
h2 <- HoltWinters(co2s)
h2
predict(h2, 3)
h3 <- HoltWinters(q, seasonal = "multiplicative")
h3
predict(h3, 5, prediction.interval = TRUE)
x <- c(10.2, 11.5, 10.9, 12.3, 13.1, 12.8, 14.0, 14.6, 15.2, 14.9, 16.1, 16.8)
h4 <- HoltWinters(x, gamma = FALSE)
h4
predict(h4, 3, prediction.interval = TRUE)
h5 <- HoltWinters(x, gamma = FALSE, beta = FALSE)
h5
round(residuals(h5), 6)
predict(h5, 2)
h6 <- HoltWinters(x, alpha = 0.4, gamma = FALSE, beta = FALSE)
h6$SSE
tryCatch(HoltWinters(x, alpha = 0), error = function(e) conditionMessage(e))
tryCatch(HoltWinters(x, alpha = 1.5), error = function(e) conditionMessage(e))

# cut with labels, labels = FALSE and dig.lab
x <- c(1.5, 2.5, 10, 0.2, 7)
cut(x, c(0, 2, 5, 10), labels = c("low", "mid", "high"))
cut(x, c(0, 2, 5, 10), labels = FALSE)
cut(c(0.123456, 1.987654), breaks = c(0, 1.11111, 2.22222), dig.lab = 2)
table(cut(x, c(0, 5, 10)))
cut(1:3, c(0, 1, 2, 3), ordered_result = TRUE)

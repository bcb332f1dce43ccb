# a small analysis as real scripts write it
set.seed(1)
scores <- data.frame(
  student = paste0("s", 1:8),
  class = rep(c("A", "B"), each = 4),
  math = c(78, 85, 62, 90, 71, 88, 95, 60),
  art = c(88, 72, 91, NA, 65, 79, 84, 70)
)
str(scores)
head(scores, 3)
scores$total <- scores$math + scores$art
scores[order(-scores$total), c("student", "total")]
means <- aggregate(cbind(math, art) ~ class, data = scores, FUN = mean)
means
by_class <- split(scores$math, scores$class)
sapply(by_class, mean)
top <- scores[!is.na(scores$total) & scores$total > 150, ]
nrow(top)
top$student
scores$grade <- ifelse(scores$math >= 80, "high", "low")
table(scores$grade)
tab <- table(scores$class, scores$grade)
tab
colMeans(scores[, c("math", "art")], na.rm = TRUE)
for (cl in unique(scores$class)) {
  sub <- scores[scores$class == cl, ]
  cat(cl, ":", nrow(sub), "students, best", sub$student[which.max(sub$math)], "\n")
}
res <- do.call(rbind, lapply(split(scores, scores$class), function(d)
  data.frame(class = d$class[1], n = nrow(d), best = max(d$math))))
res

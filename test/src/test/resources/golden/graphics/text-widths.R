# Widths and heights of strings on the pdf device, from the Helvetica faces' metrics (kerning
# included), in each face and at several sizes; values that depend on them: legend() boxes, the room
# plot(hclust) leaves for its labels, barplot's horizontal names and mtext
f <- tempfile(fileext = ".pdf")
pdf(f, width = 7, height = 6)
plot(1:10)
s <- c("Alabama", "Hello World", "AV", "To", "Wa", "x", "fi", "1.5e+10", "Yo, ff", "Mississippi",
       "W.A.V.E", "L'Ty", "\"quoted\"", "a_b-c/d", "(x) [y] {z}", "", " ", "ÄÖÜ é")
for (font in 1:4) for (cex in c(0.5, 1, 1.7)) {
    cat("font", font, "cex", cex, "\n")
    print(round(strwidth(s, "inches", font = font, cex = cex), 5))
}
print(round(strheight(s[1:3], "inches"), 5))
print(round(strheight("Alabama", "inches", cex = c(0.5, 2)), 5))
print(round(strheight("Alabama", "inches", font = 2), 5))
print(round(strheight("a\nb", "inches"), 5)); print(round(strwidth("short\nmuch longer", "inches"), 5))
print(round(strwidth(state.name[1:10], "user", cex = 0.8), 4))
print(round(strwidth(123456, "figure"), 5))
l <- legend("topleft", legend = c("Alabama", "Mississippi", "To"), lty = 1:3, pch = 1:3, cex = 1.3, text.font = 2)
print(lapply(l, function(e) lapply(e, round, 4)))
l <- legend("bottom", legend = state.name[1:4], fill = 2:5, horiz = TRUE, cex = 0.8)
print(lapply(l, function(e) lapply(e, round, 4)))
l <- legend("right", legend = c("WWW", "iii"), title = "A wide legend title", pch = 19)
print(lapply(l, function(e) lapply(e, round, 4)))
us <- hclust(dist(USArrests[1:12, ]))
plot(us); print(round(par("usr"), 4))
plot(us, cex = 0.6); print(round(par("usr"), 4))
plot(us, hang = -1, font = 2); print(round(par("usr"), 4))
b <- barplot(1:5, names.arg = month.name[1:5], horiz = TRUE, las = 1); print(round(par("usr"), 4))
invisible(dev.off())
unlink(f)

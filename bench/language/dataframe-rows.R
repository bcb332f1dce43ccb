# A data frame built row by row (rbind of one-row data frames in a loop) and printed: closures,
# copying, data frame methods and printing on first use.
d <- data.frame(i = integer(0), x = numeric(0), s = character(0))
for (i in 1:300) d <- rbind(d, data.frame(i = i, x = sqrt(i), s = paste0("r", i %% 7)))
print(dim(d))
print(head(d))
print(aggregate(x ~ s, data = d, FUN = mean))

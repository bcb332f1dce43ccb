# data sets that base's help examples use: attenu, state.x77, state.division, USJudgeRatings;
# and base's .leap.seconds
summary(attenu, digits = 4)
head(attenu)
dim(state.x77); head(state.x77, 3)
table(state.division)
subset(state.x77, grepl("^M", rownames(state.x77)), Population:Income)
str(USJudgeRatings)
.leap.seconds
diff(.leap.seconds)
length(.leap.seconds)

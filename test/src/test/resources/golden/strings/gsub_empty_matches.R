# gsub with patterns that can match the empty string
gsub("", "-", "abc")
gsub("b*", "-", "abc")
sub("", "-", "abc")
gsub("x*", "-", "abc", perl = TRUE)
gsub("^", ">", c("a", "b"))
gsub("$", "<", "a")

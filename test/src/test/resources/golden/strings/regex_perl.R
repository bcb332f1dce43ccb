# perl = TRUE features
gsub("(\\w+)", "\\U\\1", "hello world", perl = TRUE)
gsub("(^|_)([a-z])", "\\U\\2", "snake_case_name", perl = TRUE)
gsub("(?<=a)b", "X", "abab", perl = TRUE)
sub("(\\d+)", "<\\1>", "abc 123 def", perl = TRUE)
gsub("\\s{2,}", " ", "a   b    c", perl = TRUE)
regmatches("a1b22c333", gregexpr("[0-9]+", "a1b22c333"))

print(regmatches("\n", gregexpr("[0-9]+", "a1b22c333"))); print(regmatches("ab", regexpr("[0-9]+", "a1b22c333"))); print(regmatches("xyz", regexpr("y", "xyz")))

# Function literals passed to the apply family (issue 25): each literal's body is typed, and lapply,
# sapply, vapply and Map call its typed method on the element's value, without a frame.
n <- 1000000
print(sum(sapply(1:n, function(i) i^2 + 1)))
print(sum(vapply(seq_len(n) * 0.5, function(v) if (v > 10) v * 2 else -v, numeric(1))))
print(sum(unlist(Map(function(a, b) a * b + 1, seq_len(n) / 2, n:1))))
print(sum(unlist(lapply(1:n, function(i) i %% 7L))))

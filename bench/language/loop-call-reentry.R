# A loop whose call gives a value the typed code cannot take once (NA at the first iteration):
# that iteration's rest runs generically, then the loop is typed again (a compiled jar;
# docs/COMPILER.md, Calls).
lookup <- function(k) if (k == 1L) NA else k / 2
s <- 0; found <- 0L
for (i in 1:10000000) {
  if (i %% 1000000L == 1L) {
    v <- lookup(i)
    if (!is.na(v)) { s <- s + v; found <- found + 1L }
  }
  s <- s + i * 0.5
}
print(c(s, found))

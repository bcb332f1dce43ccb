# stack/unstack as their help page uses them: unstack takes the data frame's own formula
formula(PlantGrowth)         # check the default formula
pg <- unstack(PlantGrowth)   # unstack according to this formula
pg
stack(pg)                    # now put it back together
stack(pg, select = -ctrl)    # omitting one vector
formula(data.frame(y = 1:2))
formula(data.frame(a = 1, b = 2, c = 3))
df <- data.frame(g = c("x", "y", "x", "y"), v = 1:4)
unstack(df)                  # the first column against the rest: v within g
unstack(df, v ~ g)
try(formula(data.frame()))
fn <- function(x) x + 1
getSrcDirectory(fn)
getSrcFilename(fn)
dirname(character())
basename(character())
dirname(c("/a/b/c.R", "d.R", "/e"))

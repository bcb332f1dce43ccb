# installed.packages: R's matrix of DESCRIPTION fields; what does not vary between machines
ip <- installed.packages()
colnames(ip)
ncol(ip)
p <- c("base", "stats", "utils", "methods", "graphics", "grDevices", "datasets", "tools")
all(p %in% rownames(ip))
ip[p, c("Package", "Version", "Priority", "License", "NeedsCompilation", "Built")]
ip["stats", c("Depends", "Imports")]
ip["utils", "Suggests"]
identical(ip[, "Package"], rownames(ip))
is.matrix(ip); typeof(ip)
all(ip[p, "Version"] == paste(R.version$major, R.version$minor, sep = "."))
b <- installed.packages(priority = "base")
rownames(b)
unique(b[, "Priority"])
hb <- installed.packages(priority = "high")
all(p %in% rownames(hb))
t <- installed.packages(fields = "Title")
colnames(t)
t[c("stats", "utils"), "Title"]
t2 <- installed.packages(fields = c("Title", "Nonexistent"))
t2["base", c("Title", "Nonexistent")]
r <- try(installed.packages(priority = 1))
nrow(installed.packages(priority = "nonexistent"))

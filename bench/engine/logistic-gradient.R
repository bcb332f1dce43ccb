# The logistic gradient of bench/peers/workloads.R repeated on one X: CPU and wall seconds a pass
# (process CPU: user + sys of system.time, all threads) after 4 passes that warm the JIT.
# Usage: ./flashr --threads=T bench/engine/logistic-gradient.R [N=2e7] [passes=10]; A/B of the
# fused loop: JAVA_TOOL_OPTIONS=-Dflashr.engine.logisticStep=false (the per-node path). Runs in GNU R too.
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) >= 1) as.numeric(args[1]) else 2e7
reps <- if (length(args) >= 2) as.integer(args[2]) else 10L
p <- 8L
set.seed(42)
X <- matrix(runif(n * p, -1, 1), n, p)
y <- as.numeric(runif(n) < 0.5)
w <- rep(0.1, p)
for (i in 1:4) { g <- crossprod(X, 1 / (1 + exp(-(X %*% w))) - y); g[1] }
t <- system.time(for (i in 1:reps) { g <- crossprod(X, 1 / (1 + exp(-(X %*% w))) - y); g[1] })
cat(sprintf("cpu/pass %.4f wall/pass %.4f g1 %.17g\n", (t[["user.self"]] + t[["sys.self"]]) / reps, t[["elapsed"]] / reps, g[1]))

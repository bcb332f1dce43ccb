"""The workloads of workloads.R in numpy (python3 workloads.py N P); prints "name seconds" (median of 3)."""
import sys
import time

import numpy as np

n = int(float(sys.argv[1])) if len(sys.argv) > 1 else 20_000_000
p = int(sys.argv[2]) if len(sys.argv) > 2 else 8
k = 10
rng = np.random.default_rng(42)
X = np.asfortranarray(rng.uniform(-1, 1, (n, p)))
y = (rng.uniform(size=n) < 0.5).astype(float)
w = np.full(p, 0.1)
C = X[:k].copy()


def kmeans():
    d = -2 * (X @ C.T) + (C * C).sum(axis=1)
    cl = d.argmin(axis=1)
    sums = np.zeros((k, p))
    np.add.at(sums, cl, X)
    return sums / np.bincount(cl, minlength=k)[:, None]


work = {
    "sum": lambda: X.sum(),
    "colSums": lambda: X.sum(axis=0),
    "crossprod": lambda: X.T @ X,
    "kmeans": kmeans,
    "logreg": lambda: X.T @ (1 / (1 + np.exp(-(X @ w))) - y),
    "chain": lambda: (np.sqrt(np.abs(X)) * 2 + 1).sum(),
    "cumsum": lambda: np.cumsum(X[:, 0]),
}
for name, f in work.items():
    ts = []
    for _ in range(3):
        t0 = time.perf_counter()
        f()
        ts.append(time.perf_counter() - t0)
    print(f"{name} {sorted(ts)[1]:.4f}")

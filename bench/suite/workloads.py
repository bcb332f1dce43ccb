"""The suite's workloads (workloads.R) in numpy, the way a numpy user writes them.

Usage: python3 workloads.py N P M RUNS OUT [WORKLOAD...]
Appends the lines run.R writes (mode "numpy"). numpy draws its own random data of the same
distributions, so its digests are not compared with GNU R's.
"""
import resource
import sys
import time

import numpy as np

K = 10
LONG = 30  # seconds: a warm-up this long or longer is followed by one timed run, not RUNS (as run.R does)


def kmeans_step(X, C):
    d = -2 * (X @ C.T) + (C * C).sum(axis=1)
    cl = d.argmin(axis=1)
    sums = np.zeros(C.shape)
    np.add.at(sums, cl, X)
    return sums / np.bincount(cl, minlength=C.shape[0])[:, None]


def logreg(X, y, iters):
    w = np.zeros(X.shape[1])
    for _ in range(iters):
        mu = 1 / (1 + np.exp(-(X @ w)))
        g = X.T @ (y - mu)
        H = X.T @ (X * (mu * (1 - mu))[:, None])
        w = w + np.linalg.solve(H, g)
    return w


def gmm(X, g, iters):
    n = X.shape[0]
    M = X[:g].copy()
    V = np.full((g, X.shape[1]), 1 / 3)
    w = np.full(g, 1 / g)
    X2 = X * X
    for _ in range(iters):
        const = -0.5 * (M * M / V).sum(axis=1) - 0.5 * np.log(2 * np.pi * V).sum(axis=1) + np.log(w)
        R = np.exp(-0.5 * (X2 @ (1 / V).T) + X @ (M / V).T + const)
        R /= R.sum(axis=1)[:, None]
        Nk = R.sum(axis=0)
        M = (R.T @ X) / Nk[:, None]
        V = (R.T @ X2) / Nk[:, None] - M * M
        w = Nk / n
    return np.concatenate([M.ravel("F"), V.ravel("F"), w])


def class_stats(X, y):
    cnt = np.array([len(y) - y.sum(), y.sum()])
    b = y.astype(bool)
    means = np.vstack([X[~b].sum(axis=0), X[b].sum(axis=0)]) / cnt[:, None]
    return cnt, means, b


def naive_bayes(X, y):
    cnt, means, b = class_stats(X, y)
    sq = np.vstack([(X[~b] ** 2).sum(axis=0), (X[b] ** 2).sum(axis=0)]) / cnt[:, None]
    return np.concatenate([cnt, means.ravel("F"), (sq - means ** 2).ravel("F")])


def lda(X, y):
    cnt, means, _ = class_stats(X, y)
    sm = np.sqrt(cnt)[:, None] * means
    Sw = (X.T @ X - sm.T @ sm) / (len(y) - 2)
    return np.linalg.solve(Sw, means[1] - means[0])


def pca(X):
    vals, vecs = np.linalg.eigh(np.cov(X, rowvar=False))
    order = vals.argsort()[::-1]
    scores = X @ vecs[:, order[:2]]
    return np.concatenate([vals[order], [(scores ** 2).sum()]])


def mvrnorm(rng, n, p):
    S = np.full((p, p), 0.5) + np.diag(np.full(p, 0.5))
    mu = np.arange(1, p + 1) / p
    Y = rng.standard_normal((n, p)) @ np.linalg.cholesky(S).T + mu
    return Y.mean(axis=0)


def peak_mb():
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def reset_peak():
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def main():
    n, p, m, runs, out = int(float(sys.argv[1])), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    only = sys.argv[6:]
    t0 = time.perf_counter()
    rng = np.random.default_rng(42)
    X = np.asfortranarray(rng.uniform(-1, 1, (n, p)))
    beta = np.linspace(-1, 1, p)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-(X @ beta)))).astype(float)
    A = rng.uniform(size=(m, m)) + np.eye(m)
    B = rng.uniform(size=(m, m))
    gen = time.perf_counter() - t0
    C0 = X[:K].copy()

    def kmeans():
        C = C0
        for _ in range(10):
            C = kmeans_step(X, C)
        return C

    work = {
        "sum": (1, None, lambda: X.sum()),
        "colSums": (1, None, lambda: X.sum(axis=0)),
        "crossprod": (1, None, lambda: X.T @ X),
        "chain": (1, None, lambda: (np.sqrt(np.abs(X)) * 2 + 1).sum()),
        "cumsum": (2 / p, None, lambda: np.cumsum(X[:, 0])[[n // 2 - 1, n - 1]]),
        "kmeans.step": (1, None, lambda: kmeans_step(X, C0)),
        "kmeans": (10, None, kmeans),
        "logreg": (5, None, lambda: logreg(X, y, 5)),
        "cor": (1, None, lambda: np.corrcoef(X, rowvar=False)),
        "pca": (2, None, lambda: pca(X)),
        "naive.bayes": (1, None, lambda: naive_bayes(X, y)),
        "gmm": (3, None, lambda: gmm(X, 3, 3)),
        "mvrnorm": (1, None, lambda: mvrnorm(rng, n, p)),
        "lda": (1, None, lambda: lda(X, y)),
        "matmul": (None, 2 * m ** 3, lambda: (A @ B).sum()),
        "solve": (None, 8 / 3 * m ** 3, lambda: np.linalg.solve(A, B).sum()),
    }
    with open(out, "a") as f:
        for name, (passes, flops, fn) in work.items():
            if only and name not in only:
                continue
            t0 = time.perf_counter()
            fn()
            warm = time.perf_counter() - t0
            reset_peak()
            ts, d = [], None
            for _ in range(1 if warm >= LONG else runs):
                t1 = time.perf_counter()
                d = fn()
                ts.append(time.perf_counter() - t1)
            ts.sort()
            kind, size = ("bytes", passes * n * p * 8) if flops is None else ("flops", flops)
            digest = ",".join("%.10g" % v for v in np.ravel(np.asarray(d, dtype=float), order="F"))
            f.write("\t".join(["numpy", name, "%.5f" % ts[len(ts) // 2], "%.5f" % ts[0], str(len(ts)),
                               "%.3f" % gen, kind, "%.0f" % size, "%.0f" % peak_mb(), digest]) + "\n")


if __name__ == "__main__":
    main()

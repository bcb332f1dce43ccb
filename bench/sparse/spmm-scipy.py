"""The products of spmm.R with scipy.sparse, for comparison: A (CSR, duplicates summed) @ X for a
dense X of k columns (numpy's default row-major order, which scipy's CSR kernel reads a row at a
time). Prints seconds and CPU seconds per product (scipy runs on one thread), edges per second
and the mean of the product, as spmm.R does.
Usage: python3 bench/sparse/spmm-scipy.py FILE [KS] [t]   (KS e.g. 1,8,32; "t": A.T @ X as well)"""
import sys
import time

import numpy as np
import scipy.sparse as sp

path = sys.argv[1]
ks = [int(k) for k in sys.argv[2].split(",")] if len(sys.argv) > 2 else [1, 8]
with_t = len(sys.argv) > 3 and sys.argv[3] == "t"
t0 = time.perf_counter()
e = np.fromfile(path, dtype=np.int64, sep=" ")
frm, to = e[0::2], e[1::2]
n = int(max(frm.max(), to.max())) + 1
A = sp.csr_matrix((np.ones(len(frm)), (frm, to)), shape=(n, n))
del e, frm, to
print(f"load: {time.perf_counter() - t0:.2f} s")
nnz = A.sum()
print(f"{n} vertices, {nnz:.0f} entries (sum of A)")
At = A.T.tocsr() if with_t else None


def timed(what, k, f):
    for _ in range(2):
        y = f()
    reps = 10 if k == 1 else 4 if k <= 8 else 2
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in range(reps):
        y = f()
    el = (time.perf_counter() - t0) / reps
    cpu = (time.process_time() - c0) / reps
    print(f"{what} k = {k}: {el:.3f} s per product ({cpu:.3f} s CPU), {nnz / el / 1e6:.1f} M edges/s, mean {y.sum() / (n * k):.4f}")


rng = np.random.default_rng(24)
for k in ks:
    X = rng.random((n, k)) if k > 1 else rng.random(n)
    timed("A @ X", k, lambda: A @ X)
    if with_t:
        timed("t(A) @ X", k, lambda: At @ X)
    del X

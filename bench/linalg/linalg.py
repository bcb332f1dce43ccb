# The operations of openblas-c.c with numpy (whatever BLAS it was built with): each one's first call
# in the process ("what.1st"), then the best of three runs after it.
# Usage: python3 linalg.py [gemm sizes] [lapack size] [runs]
import os, sys, time
import numpy as np

gemms = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "2000,4000").split(",")]
nl = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
nruns = int(sys.argv[3]) if len(sys.argv) > 3 else 3


# BENCH_CPU=1: the process's CPU time instead of the wall clock
clock = time.process_time if os.environ.get("BENCH_CPU") == "1" else time.perf_counter


first = []


def best(f, runs=nruns):
    t0 = clock()
    f()
    first.append(clock() - t0)
    t = float("inf")
    for _ in range(runs):
        t0 = clock()
        f()
        t = min(t, clock() - t0)
    return t


def report(what, n, s, flops=0):
    print("%-8s %5d %9.3f s" % (what + ".1st", n, first[-1]))
    if flops > 0:
        print("%-8s %5d %9.3f s %8.1f GFLOP/s" % (what, n, s, flops / s * 1e-9))
    else:
        print("%-8s %5d %9.3f s" % (what, n, s))
    sys.stdout.flush()


rng = np.random.default_rng(1)
for n in gemms:
    a = np.asfortranarray(rng.random((n, n)) - 0.5)
    b = np.asfortranarray(rng.random((n, n)) - 0.5)
    report("dgemm", n, best(lambda: a @ b), 2.0 * n ** 3)
if nl > 0:
    n = nl
    a = np.asfortranarray(rng.random((n, n)) - 0.5)
    report("solve", n, best(lambda: np.linalg.inv(a)), 8.0 / 3 * n ** 3)
    s = a.T @ a + n * np.eye(n)
    report("chol", n, best(lambda: np.linalg.cholesky(s)), n ** 3 / 3.0)
    report("eigen", n, best(lambda: np.linalg.eigh(s)))
    report("svd", n, best(lambda: np.linalg.svd(a, full_matrices=False)))
    # Householder QR without forming Q (dgeqrf), as qr() keeps its compact form
    report("qrLAPACK", n, best(lambda: np.linalg.qr(a, mode="raw")))
    report("det", n, best(lambda: np.linalg.slogdet(a)))

/* The same OpenBLAS routines flashr calls, called from C: the reference for flashr's native backend.
 * Usage: openblas-c N-gemm-list N-lapack [runs]   e.g. openblas-c 2000,4000 2000 3
 * Prints one line per operation: name, n, best seconds of the runs, GFLOP/s (for the products and factorizations). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cblas.h>

extern void dgesv_(const int*, const int*, double*, const int*, int*, double*, const int*, int*);
extern void dpotrf_(const char*, const int*, double*, const int*, int*, size_t);
extern void dsyevr_(const char*, const char*, const char*, const int*, double*, const int*, const double*, const double*,
                    const int*, const int*, const double*, int*, double*, double*, const int*, int*, double*, const int*,
                    int*, const int*, int*, size_t, size_t, size_t);
extern void dgeqp3_(const int*, const int*, double*, const int*, int*, double*, double*, const int*, int*);
extern void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*,
                    const int*, double*, const int*, int*, int*, size_t);

/* BENCH_CPU=1 in the environment: the process's CPU time instead of the wall clock (a busy
 * machine's scheduling then counts less; meaningful for one thread) */
static double now(void) {
    struct timespec t;
    static int cpu = -1;
    if (cpu < 0) cpu = getenv("BENCH_CPU") != NULL && strcmp(getenv("BENCH_CPU"), "1") == 0;
    clock_gettime(cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double *randm(long n, unsigned seed) {
    double *a = malloc(sizeof(double) * n);
    srand(seed);
    for (long i = 0; i < n; i++) a[i] = rand() / (double) RAND_MAX - 0.5;
    return a;
}

static void report(const char *what, int n, double s, double flops) {
    if (flops > 0) printf("%-8s %5d %9.3f s %8.1f GFLOP/s\n", what, n, s, flops / s * 1e-9);
    else printf("%-8s %5d %9.3f s\n", what, n, s);
    fflush(stdout);
}

static int RUNS = 3;
#define BEST(stmt, setup) ({ double best = 1e30; for (int r = 0; r < RUNS; r++) { setup; double t0 = now(); stmt; double t = now() - t0; if (t < best) best = t; } best; })

int main(int argc, char **argv) {
    char gemms[256] = "2000,4000";
    int nl = 2000;
    if (argc > 1) strncpy(gemms, argv[1], sizeof gemms - 1);
    if (argc > 2) nl = atoi(argv[2]);
    if (argc > 3) RUNS = atoi(argv[3]);
    for (char *tok = strtok(gemms, ","); tok; tok = strtok(NULL, ",")) {
        int n = atoi(tok);
        double *a = randm((long) n * n, 1), *b = randm((long) n * n, 2), *c = calloc((size_t) n * n, sizeof(double));
        double s = BEST(cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, a, n, b, n, 0, c, n), );
        report("dgemm", n, s, 2.0 * n * n * n);
        free(a); free(b); free(c);
    }
    if (nl <= 0) return 0;
    int n = nl, info;
    long nn = (long) n * n;
    double *a = randm(nn, 3), *w = malloc(sizeof(double) * nn), *x = malloc(sizeof(double) * nn);
    int *ipiv = malloc(sizeof(int) * 2 * n);
    /* solve(A): dgesv with the identity as right-hand side */
    double s = BEST(dgesv_(&n, &n, w, &n, ipiv, x, &n, &info),
                    memcpy(w, a, sizeof(double) * nn); memset(x, 0, sizeof(double) * nn); for (int i = 0; i < n; i++) x[i + (long) i * n] = 1);
    report("solve", n, s, 8.0 / 3 * n * n * (double) n);
    /* a symmetric positive definite matrix: A'A + n I */
    double *spd = malloc(sizeof(double) * nn);
    cblas_dgemm(CblasColMajor, CblasTrans, CblasNoTrans, n, n, n, 1, a, n, a, n, 0, spd, n);
    for (int i = 0; i < n; i++) spd[i + (long) i * n] += n;
    s = BEST(dpotrf_("U", &n, w, &n, &info, 1), memcpy(w, spd, sizeof(double) * nn));
    report("chol", n, s, 1.0 / 3 * n * n * (double) n);
    double *vals = malloc(sizeof(double) * n), wq, *work;
    int m, iwq, lwork, liwork, *iwork, il = 0, iu = 0;
    double vl = 0, vu = 0, tol = 0;
    memcpy(w, spd, sizeof(double) * nn);
    lwork = -1; liwork = -1;
    dsyevr_("V", "A", "L", &n, w, &n, &vl, &vu, &il, &iu, &tol, &m, vals, x, &n, ipiv, &wq, &lwork, &iwq, &liwork, &info, 1, 1, 1);
    lwork = (int) wq; liwork = iwq;
    work = malloc(sizeof(double) * lwork); iwork = malloc(sizeof(int) * liwork);
    s = BEST(dsyevr_("V", "A", "L", &n, w, &n, &vl, &vu, &il, &iu, &tol, &m, vals, x, &n, ipiv, work, &lwork, iwork, &liwork, &info, 1, 1, 1),
             memcpy(w, spd, sizeof(double) * nn));
    report("eigen", n, s, 0);
    free(work); free(iwork);
    double *u = malloc(sizeof(double) * nn), *vt = malloc(sizeof(double) * nn);
    int *iw8 = malloc(sizeof(int) * 8 * n);
    lwork = -1;
    dgesdd_("S", &n, &n, w, &n, vals, u, &n, vt, &n, &wq, &lwork, iw8, &info, 1);
    lwork = (int) wq;
    work = malloc(sizeof(double) * lwork);
    s = BEST(dgesdd_("S", &n, &n, w, &n, vals, u, &n, vt, &n, work, &lwork, iw8, &info, 1), memcpy(w, a, sizeof(double) * nn));
    report("svd", n, s, 0);
    free(work);
    /* qr(A, LAPACK = TRUE): dgeqp3 with every column free */
    double *tau = malloc(sizeof(double) * n);
    lwork = -1;
    dgeqp3_(&n, &n, w, &n, ipiv, tau, &wq, &lwork, &info);
    lwork = (int) wq;
    work = malloc(sizeof(double) * lwork);
    s = BEST(dgeqp3_(&n, &n, w, &n, ipiv, tau, work, &lwork, &info), memcpy(w, a, sizeof(double) * nn); memset(ipiv, 0, sizeof(int) * n));
    report("qrLAPACK", n, s, 0);
    return 0;
}

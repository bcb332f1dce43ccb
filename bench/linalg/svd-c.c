/* svd's dgesdd (jobz 'S') alone, as openblas-c.c calls it, on the matrix in $SVD_INPUT (R's writeBin of
 * an n x n double matrix; else rand()): each call's process CPU and elapsed seconds, in the format of
 * flashr.bench.SvdPlacesBench, so the two take turns in svd-places.sh.
 * Usage: svd-c n runs [fresh]   fresh=1: a new copy, u, vt and work per call (malloc'd, faulted in), as R's La_svd makes them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
extern void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*,
                    const int*, double*, const int*, int*, int*, size_t);
static double clk(int id) { struct timespec t; clock_gettime(id, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 2000, runs = argc > 2 ? atoi(argv[2]) : 3, fresh = argc > 3 ? atoi(argv[3]) : 0;
    long nn = (long) n * n; int info, lwork = -1; double wq;
    double *a = malloc(8 * nn); srand(3); for (long i = 0; i < nn; i++) a[i] = rand() / (double) RAND_MAX - 0.5;
    if (getenv("SVD_INPUT")) { FILE *f = fopen(getenv("SVD_INPUT"), "rb"); if (fread(a, 8, nn, f) != (size_t) nn) return 2; fclose(f); }
    double *w = malloc(8 * nn), *u = malloc(8 * nn), *vt = malloc(8 * nn), *s = malloc(8 * n); int *iw = malloc(4 * 8 * n);
    dgesdd_("S", &n, &n, w, &n, s, u, &n, vt, &n, &wq, &lwork, iw, &info, 1);
    lwork = (int) wq; double *work = malloc(8 * (long) lwork);
    for (int r = 0; r < runs; r++) {
        if (fresh) { free(w); free(u); free(vt); free(work); w = malloc(8 * nn); u = malloc(8 * nn); vt = malloc(8 * nn); work = malloc(8 * (long) lwork); }
        double c0 = clk(CLOCK_PROCESS_CPUTIME_ID), t0 = clk(CLOCK_MONOTONIC);
        memcpy(w, a, 8 * nn);
        if (fresh) { memset(u, 0, 8 * nn); memset(vt, 0, 8 * nn); }
        dgesdd_("S", &n, &n, w, &n, s, u, &n, vt, &n, work, &lwork, iw, &info, 1);
        printf("C svd %d cpu %.3f wall %.3f info %d d1 %.6f\n", n, clk(CLOCK_PROCESS_CPUTIME_ID) - c0, clk(CLOCK_MONOTONIC) - t0, info, s[0]);
        fflush(stdout);
    }
    return 0;
}

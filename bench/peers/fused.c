/* The workloads of workloads.R written as hand-fused C loops (OpenMP): the bound an engine is
   measured against. X is n x p doubles, column-major as in R, uniform in [-1, 1); every workload
   reads X once. Also measures the read bandwidth (a parallel sum over a large array) in the run.
   Build: gcc -O3 -march=native -fopenmp fused.c -o fused -lm      Run: ./fused N P
   Prints "name seconds" (median of 3). Plain -O3: sums are not reassociated beyond what OpenMP's
   per-thread partials do, so the loops are the straightforward ones an R user's C would be. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define K 10
#define MAXP 64
static long n;
static int p;
static double *X, *y, *C;
static volatile double keep;

static double now(void) { return omp_get_wtime(); }

static void sum(void) {
    double s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static)
    for (long i = 0; i < n * p; i++) s += X[i];
    keep = s;
}

static void colsums(void) {
    double cs[MAXP];
    for (int j = 0; j < p; j++) {
        double s = 0;
        const double *c = X + (long) j * n;
#pragma omp parallel for reduction(+ : s) schedule(static)
        for (long i = 0; i < n; i++) s += c[i];
        cs[j] = s;
    }
    keep = cs[0];
}

static void chain(void) {
    double s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static)
    for (long i = 0; i < n * p; i++) s += sqrt(fabs(X[i])) * 2 + 1;
    keep = s;
}

/* per-thread p x p partials over blocks of rows, merged at the end */
static void crossprod(void) {
    double G[MAXP * MAXP] = {0};
#pragma omp parallel
    {
        double g[MAXP * MAXP] = {0};
#pragma omp for schedule(static)
        for (long b = 0; b < n; b += 1024) {
            long e = b + 1024 < n ? b + 1024 : n;
            for (int j = 0; j < p; j++)
                for (int k = j; k < p; k++) {
                    const double *a = X + (long) j * n, *c = X + (long) k * n;
                    double s = 0;
                    for (long i = b; i < e; i++) s += a[i] * c[i];
                    g[j * p + k] += s;
                }
        }
#pragma omp critical
        for (int q = 0; q < p * p; q++) G[q] += g[q];
    }
    keep = G[1];
}

/* nearest of K centers per row, then the group sums and counts */
static void kmeans(void) {
    double S[K * MAXP] = {0};
    long cnt[K] = {0};
#pragma omp parallel
    {
        double s[K * MAXP] = {0};
        long c[K] = {0};
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++) {
            int best = 0;
            double bd = INFINITY;
            for (int k = 0; k < K; k++) {
                double d = 0;
                for (int j = 0; j < p; j++) { double t = X[(long) j * n + i] - C[j * K + k]; d += t * t; }
                if (d < bd) { bd = d; best = k; }
            }
            c[best]++;
            for (int j = 0; j < p; j++) s[j * K + best] += X[(long) j * n + i];
        }
#pragma omp critical
        {
            for (int q = 0; q < K * p; q++) S[q] += s[q];
            for (int k = 0; k < K; k++) cnt[k] += c[k];
        }
    }
    keep = S[0] / (cnt[0] ? cnt[0] : 1);
}

/* t(X) %*% (1 / (1 + exp(-X %*% w)) - y) */
static void logreg(void) {
    double G[MAXP] = {0};
#pragma omp parallel
    {
        double g[MAXP] = {0};
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++) {
            double z = 0;
            for (int j = 0; j < p; j++) z += X[(long) j * n + i] * 0.1;
            double r = 1 / (1 + exp(-z)) - y[i];
            for (int j = 0; j < p; j++) g[j] += X[(long) j * n + i] * r;
        }
#pragma omp critical
        for (int j = 0; j < p; j++) G[j] += g[j];
    }
    keep = G[0];
}

/* R's order: a sequential running sum in long double */
static void cumsum(void) {
    double *out = malloc(n * sizeof(double));
    long double s = 0;
    for (long i = 0; i < n; i++) { s += X[i]; out[i] = (double) s; }
    keep = out[n - 1];
    free(out);
}

static double median3(void (*f)(void)) {
    double t[3];
    for (int r = 0; r < 3; r++) { double t0 = now(); f(); t[r] = now() - t0; }
    for (int a = 0; a < 2; a++) for (int b = a + 1; b < 3; b++) if (t[b] < t[a]) { double x = t[a]; t[a] = t[b]; t[b] = x; }
    return t[1];
}

int main(int argc, char **argv) {
    n = argc > 1 ? atol(argv[1]) : 20000000;
    p = argc > 2 ? atoi(argv[2]) : 8;
    if (p > MAXP) return 1;
    X = malloc(n * p * sizeof(double));
    y = malloc(n * sizeof(double));
    C = malloc(K * p * sizeof(double));
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n * p; i++) X[i] = 2.0 * ((i * 2654435761u) % 1000003) / 1000003.0 - 1;
    for (long i = 0; i < n; i++) y[i] = (i * 40503u) % 7 < 3;
    for (int q = 0; q < K * p; q++) C[q] = X[(long) (q % p) * n + q / p];
    printf("bandwidth %.1f GB/s\n", n * p * 8 / median3(sum) / 1e9);
    printf("sum %.4f\ncolSums %.4f\ncrossprod %.4f\nkmeans %.4f\nlogreg %.4f\nchain %.4f\ncumsum %.4f\n",
           median3(sum), median3(colsums), median3(crossprod), median3(kmeans), median3(logreg), median3(chain), median3(cumsum));
    return 0;
}

/*
 * Arguments and this machine's libm asin(x) and acos(x), for checking flashr's AsinAcos bit for bit
 * (R's asin and acos call them). Writes little-endian triples of doubles (x, asin(x), acos(x)) to
 * the file named by argv[2], argv[1] millions of random arguments plus every border; compare with
 *   java ... flashr.engine.fn.math.AsinAcosHarnessCheck FILE   (runtime's test classes)
 * Build: gcc -O2 -o /tmp/asin-acos-harness asin-acos-harness.c -lm
 * Covers: uniform over [-1, 1]; every exponent from subnormal to 1 with random mantissas and both
 * signs; the neighbours (+-4096 ulps) of each path's border (2^-26, 2^-55ish, 1/8, 1/4, 1/2, 3/4,
 * 0.921875, 0.953125, 0.96875, 1) and of every table interval's start; 1 - k ulps; beyond +-1; specials.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x9e3779b97f4a7c15ULL;
static uint64_t next(void) {   /* splitmix64 */
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static double unif(void) { return (next() >> 11) * 0x1p-53; }
static double bits(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static uint64_t tobits(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

static FILE *out;
static long count;
static void put(double x) {
    double r[3] = {x, asin(x), acos(x)};
    fwrite(r, sizeof r, 1, out);
    count++;
}
static void around(double b, int k) {   /* b's neighbours, both signs */
    uint64_t u = tobits(b);
    for (int i = -k; i <= k; i++) {
        double x = bits(u + i);
        put(x);
        put(-x);
    }
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s MILLIONS FILE\n", argv[0]); return 2; }
    long n = atol(argv[1]) * 1000000L;
    out = fopen(argv[2], "wb");
    if (!out) { perror(argv[2]); return 1; }
    for (long i = 0; i < n / 2; i++) put(2 * unif() - 1);
    for (long i = 0; i < n / 2; i++) {   /* every exponent, subnormals included */
        int e = -(int) (next() % 1100);
        double x = ldexp(1 + unif(), e - 1);
        put(next() & 1 ? x : -x);
    }
    double borders[] = {0x1p-26, 0x1.2p-55, 0x1p-55, 0x1p-3, 0x1p-2, 0.5, 0.75, 0.921875, 0.953125, 0.96875, 1.0, 0x1p-1022};
    for (int i = 0; i < (int) (sizeof borders / sizeof *borders); i++) around(borders[i], 4096);
    /* each table interval's start: 1/8..1/4 by 2^-10 of the high word's mantissa, then finer ones */
    for (uint32_t hi = 0x3fc00000; hi < 0x3ff00000; hi += 0x2000) around(bits((uint64_t) hi << 32), 64);
    for (long k = 1; k <= 200000; k++) { put(1 - k * 0x1p-53); put(-1 + k * 0x1p-53); }
    for (int i = 0; i < 100000; i++) { double x = 1 + unif() * 4; put(x); put(-x); }
    double specials[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, -NAN, 0x1p-1074, -0x1p-1074, 1e300, -1e300};
    for (int i = 0; i < (int) (sizeof specials / sizeof *specials); i++) put(specials[i]);
    fclose(out);
    fprintf(stderr, "%ld arguments\n", count);
    return 0;
}

/* The machine's limits the suite measures workloads against (built by bench.sh when gcc exists;
   Limits.java measures the same without a C compiler).
     limits mem BYTES        memory read bandwidth: every thread sums its share of one array with
                             several accumulators (bound by memory, not by add latency); best of 7
     limits disk FILE BYTES  disk read bandwidth: FILE written, then read with 8 MiB O_DIRECT reads
                             (the page cache plays no part); best of 3; FILE is removed
   Prints "name GB/s". Build: gcc -O3 -march=native -fopenmp limits.c -o limits */
#define _GNU_SOURCE
#include <fcntl.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int memory(long bytes) {
    long n = bytes / 8;
    double *a = aligned_alloc(64, n * sizeof(double));
    if (!a) return 1;
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; i++) a[i] = i * 0.5;
    double best = 0, keep = 0;
    for (int r = 0; r < 7; r++) {
        double t0 = omp_get_wtime(), s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static)
        for (long i = 0; i < n; i += 4) s += a[i] + a[i + 1] + a[i + 2] + a[i + 3];
        double t = omp_get_wtime() - t0;
        keep += s;
        if (bytes / t > best) best = bytes / t;
    }
    printf("memory.read %.2f\n", best / 1e9);
    fprintf(stderr, "(%g)\n", keep);
    free(a);
    return 0;
}

static int disk(const char *file, long bytes) {
    const long block = 8L << 20;
    bytes = bytes / block * block;
    void *buf;
    if (posix_memalign(&buf, 4096, block)) return 1;
    memset(buf, 7, block);
    int fd = open(file, O_CREAT | O_TRUNC | O_WRONLY | O_DIRECT, 0600);
    int direct = fd >= 0;
    if (!direct) fd = open(file, O_CREAT | O_TRUNC | O_WRONLY, 0600);
    if (fd < 0) return 1;
    for (long pos = 0; pos < bytes; pos += block)
        if (pwrite(fd, buf, block, pos) != block) { close(fd); unlink(file); return 1; }
    fsync(fd);
    close(fd);
    double best = 0;
    for (int r = 0; r < 3; r++) {
        fd = open(file, O_RDONLY | (direct ? O_DIRECT : 0));
        double t0 = omp_get_wtime();
        for (long pos = 0; pos < bytes; pos += block)
            if (pread(fd, buf, block, pos) <= 0) break;
        double t = omp_get_wtime() - t0;
        close(fd);
        if (bytes / t > best) best = bytes / t;
    }
    unlink(file);
    printf("%s %.2f\n", direct ? "disk.direct.read" : "disk.buffered.read", best / 1e9);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "mem")) return memory(atol(argv[2]));
    if (argc == 4 && !strcmp(argv[1], "disk")) return disk(argv[2], atol(argv[3]));
    fprintf(stderr, "usage: limits mem BYTES | limits disk FILE BYTES\n");
    return 2;
}

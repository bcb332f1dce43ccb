package flashr.linalg;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * dgemm in Java with the Vector API, blocked for the caches as high-performance BLAS are: a
 * KC-deep slice of op(B) packed into NR-column panels, an MC-row block of alpha op(A) packed into
 * MR-row panels, and a register-blocked micro-kernel of MR x NR accumulators (MR = two vectors)
 * running over the packed panels. Threads take disjoint column (or row) ranges of C.
 */
final class JavaGemm {
    private JavaGemm() {}

    private static final VectorSpecies<Double> SP = DoubleVector.SPECIES_PREFERRED;
    private static final int V = SP.length();
    static final int MR = 2 * V;
    static final int NR = 6;
    private static final int KC = 256;
    private static final int MC = Math.max(MR, (96 / MR) * MR);
    private static final int NC = 4092 / NR * NR;
    private static final ValueLayout.OfDouble D = ValueLayout.JAVA_DOUBLE;
    private static final ByteOrder ORDER = ByteOrder.nativeOrder();

    /** C := alpha op(A) op(B) + beta C, with threads taking parts of C when the work is large. */
    static void gemm(boolean ta, boolean tb, int m, int n, int k, double alpha, MemorySegment a, int lda,
                     MemorySegment b, int ldb, double beta, MemorySegment c, int ldc, int threads) {
        if (m == 0 || n == 0) return;
        scale(m, n, beta, c, ldc);
        if (k == 0 || alpha == 0) return;
        double flops = 2.0 * m * n * k;
        // segments confined to the calling thread cannot be shared with workers
        int parts = flops < 4e6 || !JavaWorkers.shareable(a, b, c) ? 1 : Math.max(1, threads);
        if (parts == 1) {
            block(ta, tb, 0, m, 0, n, k, alpha, a, lda, b, ldb, c, ldc);
            return;
        }
        boolean byColumns = n >= m;
        int len = byColumns ? n : m;
        int unit = byColumns ? NR : MR;
        int chunk = Math.max(unit, (len / parts + unit - 1) / unit * unit);
        JavaWorkers.run((len + chunk - 1) / chunk, p -> {
            int lo = p * chunk;
            int hi = Math.min(len, lo + chunk);
            if (byColumns) block(ta, tb, 0, m, lo, hi, k, alpha, a, lda, b, ldb, c, ldc);
            else block(ta, tb, lo, hi, 0, n, k, alpha, a, lda, b, ldb, c, ldc);
        }, parts);
    }

    private static void scale(int m, int n, double beta, MemorySegment c, int ldc) {
        if (beta == 1) return;
        for (int j = 0; j < n; j++) {
            long col = (long) j * ldc;
            for (int i = 0; i < m; i++) {
                long idx = col + i;
                c.setAtIndex(D, idx, beta == 0 ? 0 : beta * c.getAtIndex(D, idx));
            }
        }
    }

    /** C[i0:i1, j0:j1] += alpha op(A)[i0:i1, ] op(B)[, j0:j1]. */
    static void block(boolean ta, boolean tb, int i0, int i1, int j0, int j1, int k, double alpha,
                      MemorySegment a, int lda, MemorySegment b, int ldb, MemorySegment c, int ldc) {
        double[] bp = new double[KC * (Math.min(NC, j1 - j0) + NR)];
        double[] ap = new double[KC * (MC + MR)];
        double[] tile = new double[MR * NR];
        for (int jc = j0; jc < j1; jc += NC) {
            int nc = Math.min(NC, j1 - jc);
            for (int pc = 0; pc < k; pc += KC) {
                int kc = Math.min(KC, k - pc);
                packB(tb, b, ldb, pc, kc, jc, nc, bp);
                for (int ic = i0; ic < i1; ic += MC) {
                    int mc = Math.min(MC, i1 - ic);
                    packA(ta, a, lda, ic, mc, pc, kc, alpha, ap);
                    for (int jr = 0; jr < nc; jr += NR) {
                        int nr = Math.min(NR, nc - jr);
                        for (int ir = 0; ir < mc; ir += MR) {
                            int mr = Math.min(MR, mc - ir);
                            kernel(kc, ap, ir * kc, bp, jr * kc, tile);
                            addTile(tile, mr, nr, c, ldc, ic + ir, jc + jr);
                        }
                    }
                }
            }
        }
    }

    /** op(B)[pc:pc+kc, jc:jc+nc] as panels of NR columns, each stored k-major, zero-padded. */
    private static void packB(boolean tb, MemorySegment b, int ldb, int pc, int kc, int jc, int nc, double[] bp) {
        for (int jr = 0; jr < nc; jr += NR) {
            int base = jr * kc;
            int nr = Math.min(NR, nc - jr);
            for (int j = 0; j < NR; j++) {
                int col = jc + jr + j;
                if (j >= nr) {
                    for (int l = 0; l < kc; l++) bp[base + l * NR + j] = 0;
                } else if (tb) {
                    for (int l = 0; l < kc; l++) bp[base + l * NR + j] = b.getAtIndex(D, col + (long) (pc + l) * ldb);
                } else {
                    long off = (long) col * ldb + pc;
                    for (int l = 0; l < kc; l++) bp[base + l * NR + j] = b.getAtIndex(D, off + l);
                }
            }
        }
    }

    /** alpha op(A)[ic:ic+mc, pc:pc+kc] as panels of MR rows, each stored k-major, zero-padded. */
    private static void packA(boolean ta, MemorySegment a, int lda, int ic, int mc, int pc, int kc, double alpha, double[] ap) {
        for (int ir = 0; ir < mc; ir += MR) {
            int base = ir * kc;
            int mr = Math.min(MR, mc - ir);
            if (!ta) {
                for (int l = 0; l < kc; l++) {
                    long off = (long) (pc + l) * lda + ic + ir;
                    int dst = base + l * MR;
                    for (int i = 0; i < mr; i++) ap[dst + i] = alpha * a.getAtIndex(D, off + i);
                    for (int i = mr; i < MR; i++) ap[dst + i] = 0;
                }
            } else {
                for (int i = 0; i < MR; i++) {
                    if (i >= mr) {
                        for (int l = 0; l < kc; l++) ap[base + l * MR + i] = 0;
                        continue;
                    }
                    long off = (long) (ic + ir + i) * lda + pc;
                    for (int l = 0; l < kc; l++) ap[base + l * MR + i] = alpha * a.getAtIndex(D, off + l);
                }
            }
        }
    }

    /** tile (MR x NR, column-major) := packed A panel times packed B panel over kc. */
    private static void kernel(int kc, double[] ap, int ao, double[] bp, int bo, double[] tile) {
        DoubleVector c00 = DoubleVector.zero(SP), c10 = DoubleVector.zero(SP);
        DoubleVector c01 = DoubleVector.zero(SP), c11 = DoubleVector.zero(SP);
        DoubleVector c02 = DoubleVector.zero(SP), c12 = DoubleVector.zero(SP);
        DoubleVector c03 = DoubleVector.zero(SP), c13 = DoubleVector.zero(SP);
        DoubleVector c04 = DoubleVector.zero(SP), c14 = DoubleVector.zero(SP);
        DoubleVector c05 = DoubleVector.zero(SP), c15 = DoubleVector.zero(SP);
        for (int l = 0; l < kc; l++) {
            int ai = ao + l * MR;
            int bi = bo + l * NR;
            DoubleVector a0 = DoubleVector.fromArray(SP, ap, ai);
            DoubleVector a1 = DoubleVector.fromArray(SP, ap, ai + V);
            DoubleVector b = DoubleVector.broadcast(SP, bp[bi]);
            c00 = a0.fma(b, c00);
            c10 = a1.fma(b, c10);
            b = DoubleVector.broadcast(SP, bp[bi + 1]);
            c01 = a0.fma(b, c01);
            c11 = a1.fma(b, c11);
            b = DoubleVector.broadcast(SP, bp[bi + 2]);
            c02 = a0.fma(b, c02);
            c12 = a1.fma(b, c12);
            b = DoubleVector.broadcast(SP, bp[bi + 3]);
            c03 = a0.fma(b, c03);
            c13 = a1.fma(b, c13);
            b = DoubleVector.broadcast(SP, bp[bi + 4]);
            c04 = a0.fma(b, c04);
            c14 = a1.fma(b, c14);
            b = DoubleVector.broadcast(SP, bp[bi + 5]);
            c05 = a0.fma(b, c05);
            c15 = a1.fma(b, c15);
        }
        c00.intoArray(tile, 0);
        c10.intoArray(tile, V);
        c01.intoArray(tile, MR);
        c11.intoArray(tile, MR + V);
        c02.intoArray(tile, 2 * MR);
        c12.intoArray(tile, 2 * MR + V);
        c03.intoArray(tile, 3 * MR);
        c13.intoArray(tile, 3 * MR + V);
        c04.intoArray(tile, 4 * MR);
        c14.intoArray(tile, 4 * MR + V);
        c05.intoArray(tile, 5 * MR);
        c15.intoArray(tile, 5 * MR + V);
    }

    private static void addTile(double[] tile, int mr, int nr, MemorySegment c, int ldc, int i, int j) {
        if (mr == MR) {
            for (int jj = 0; jj < nr; jj++) {
                long off = ((long) (j + jj) * ldc + i) * Double.BYTES;
                DoubleVector.fromMemorySegment(SP, c, off, ORDER).add(DoubleVector.fromArray(SP, tile, jj * MR))
                        .intoMemorySegment(c, off, ORDER);
                off += (long) V * Double.BYTES;
                DoubleVector.fromMemorySegment(SP, c, off, ORDER).add(DoubleVector.fromArray(SP, tile, jj * MR + V))
                        .intoMemorySegment(c, off, ORDER);
            }
            return;
        }
        for (int jj = 0; jj < nr; jj++) {
            long col = (long) (j + jj) * ldc + i;
            for (int ii = 0; ii < mr; ii++) c.setAtIndex(D, col + ii, c.getAtIndex(D, col + ii) + tile[jj * MR + ii]);
        }
    }
}

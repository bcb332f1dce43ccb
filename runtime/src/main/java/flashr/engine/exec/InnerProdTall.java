package flashr.engine.exec;

import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.VectorLoops;
import flashr.engine.type.ElementType;
import flashr.linalg.Blas;
import flashr.linalg.SimpleProducts;

import java.lang.foreign.MemorySegment;

/**
 * inner.prod of a tall block by a small in-memory matrix, C[r,j] = fold_t f1(A[r,t], B[bFrom+t,bCol+j]),
 * the fold starting from the previous block's partial {@code init} when the node continues a chain.
 *
 * <p>A product of doubles is computed as R's matprod computes it: by R's plain loop when B or the
 * block has a NaN, NA or infinite value (NaN payloads as R's C propagates them, so NA stays NA),
 * else by the node's BLAS (dgemv for one column, dgemm otherwise) where {@link ProductRoute} finds
 * it cheaper, else by the row dots below, which add each row's terms in R's reference BLAS order
 * (no fused multiply-add).
 */
final class InnerProdTall {
    private InnerProdTall() {}

    /** The node's functions with their types resolved (once per kernel, not per block). */
    static InnerProdFns fns(InnerProdTallNode ip) { return new InnerProdFns(ip.f1, ip.f2, ip.a.type, ip.b.type); }

    /** {@code init} is the block of the node's {@code init} input, or null; fns from {@link #fns}. */
    static void compute(InnerProdTallNode ip, InnerProdFns fns, SmallOperand b, Block a, Block init, Block out, int len) {
        int p = ip.a.ncol, k = ip.ncol, rowsB = (int) ip.b.nrow, from = ip.bFrom, col0 = ip.bCol;
        if (fns.isProduct() && p > 0 && k > 0 && len > 0) {
            if (a.heap != null && init == null && !b.hasNonFinite() && ProductRoute.tall(ip) == null) {
                // A read where it is stored (no copy): the same row dots on the strided array
                rowDots(ip, a.heap, a.heapOffset, a.heapLd, b, rowsB, out, len);
                if (VectorLoops.allFinite(out.d, 0, k * len)) return;
            }
            double[] x = a.asDoubles();
            int bo = col0 * rowsB + from;
            Blas blas = ProductRoute.tall(ip);
            if (blas == null && init == null && !b.hasNonFinite()) {
                // the row dots first, their k columns checked after (an eighth of the block's
                // values at p = 8): with B finite, a value of the block that is not finite makes
                // every product of its row NaN or infinite, so finite products prove a finite
                // block; products that are not finite check the block as before
                rowDots(ip, x, b, rowsB, out, len);
                if (VectorLoops.allFinite(out.d, 0, k * len) || VectorLoops.allFinite(x, 0, len * p)) return;
                SimpleProducts.gemm(false, false, len, k, p, x, 0, len, b.d, bo, rowsB, out.d, 0, len, false);
                return;
            }
            // (a block continuing a chain without a BLAS: the plain loop continues each row's sum
            // in order, where the row dots would add the block's sum to it)
            if (b.hasNonFinite() || !VectorLoops.allFinite(x, 0, len * p) || init != null && blas == null) {
                if (init != null) System.arraycopy(init.d, 0, out.d, 0, k * len);
                SimpleProducts.gemm(false, false, len, k, p, x, 0, len, b.d, bo, rowsB, out.d, 0, len, init != null);
                return;
            }
            if (blas != null) {
                blas(blas, ip, x, b.d, bo, rowsB, init, out, len);
                return;
            }
        }
        if (fns.t1 == ElementType.DOUBLE && fns.isDoubleFold() && fns.f2 == BinaryOp.ADD
                && (fns.f1 == BinaryOp.MUL || fns.f1 == BinaryOp.EUCLIDEAN) && p > 0) {
            double[] x = a.asDoubles();
            if (fns.f1 == BinaryOp.MUL) rowDots(ip, x, b, rowsB, out, len);
            else for (int j = 0; j < k; j++) VectorLoops.rowSquaredDistances(x, len, p, b.d, (col0 + j) * rowsB + from, out.d, j * len);
            if (init != null) for (int e = 0; e < k * len; e++) out.d[e] = init.d[e] + out.d[e];
            return;
        }
        boolean dIn = fns.t1 == ElementType.DOUBLE;
        double[] xd = dIn ? a.asDoubles() : null;
        int[] xi = dIn ? null : a.asInts(fns.t1);
        boolean chained = init != null;
        for (int j = 0; j < k; j++) {
            int oo = j * len, bo = (col0 + j) * rowsB + from;
            for (int r = 0; r < len; r++) {
                if (fns.isDoubleFold()) {
                    double acc = chained ? init.d[oo + r] : fns.identityD();
                    for (int t = 0; t < p; t++) {
                        double v = dIn ? fns.f1D(xd[t * len + r], b.d[bo + t]) : fns.f1ID(xi[t * len + r], b.i[bo + t]);
                        acc = t == 0 && !chained ? v : fns.f2.applyDouble(acc, v);
                    }
                    out.d[oo + r] = acc;
                } else {
                    int acc = chained ? init.i[oo + r] : fns.identityI();
                    for (int t = 0; t < p; t++) {
                        int v = dIn ? fns.f1DI(xd[t * len + r], b.d[bo + t]) : fns.f1I(xi[t * len + r], b.i[bo + t]);
                        acc = t == 0 && !chained ? v : fns.f2.applyInt(acc, v);
                    }
                    out.i[oo + r] = acc;
                }
            }
        }
    }

    /**
     * Whether the node's blocks of A may be read in place ({@link Block#heap}: a strided array),
     * the product taking the row dots with the block's values unchecked until after, as a copied
     * block does (a block that is not an evenly spaced array is copied all the same).
     */
    static boolean readsInPlace(InnerProdTallNode ip, SmallOperand b) {
        return ip.init == null && b != null && b.d != null && fns(ip).isProduct()
                && ProductRoute.tall(ip) == null;
    }

    /** The block's k columns of row dots (each row's terms in R's reference BLAS order). */
    private static void rowDots(InnerProdTallNode ip, double[] x, SmallOperand b, int rowsB, Block out, int len) {
        rowDots(ip, x, 0, len, b, rowsB, out, len);
    }

    /** {@link #rowDots} of A's column t at x[xo + t * ld]. */
    private static void rowDots(InnerProdTallNode ip, double[] x, int xo, int ld, SmallOperand b, int rowsB, Block out, int len) {
        int p = ip.a.ncol, k = ip.ncol, from = ip.bFrom, col0 = ip.bCol;
        int j = 0;
        for (; j + 4 <= k; j += 4) VectorLoops.rowDots4(x, xo, ld, len, p, b.d, (col0 + j) * rowsB + from, rowsB, out.d, j * len);
        for (; j < k; j++) VectorLoops.rowDots(x, xo, ld, len, p, b.d, (col0 + j) * rowsB + from, out.d, j * len);
    }

    /** The block's product by the BLAS, as R's matprod calls it: dgemv for one column or one row, dgemm otherwise. */
    private static void blas(Blas blas, InnerProdTallNode ip, double[] x, double[] w, int bo, int rowsB, Block init, Block out, int len) {
        int p = ip.a.ncol, k = ip.ncol;
        double beta = 0;
        if (init != null) {
            System.arraycopy(init.d, 0, out.d, 0, k * len);
            beta = 1;
        }
        MemorySegment xs = MemorySegment.ofArray(x);
        MemorySegment ws = MemorySegment.ofArray(w).asSlice(8L * bo);
        MemorySegment os = MemorySegment.ofArray(out.d);
        if (k == 1) blas.dgemv('N', len, p, 1, xs, len, ws, beta, os);
        else if (ip.a.nrow == 1) blas.dgemv('T', p, k, 1, ws, rowsB, xs, beta, os);
        else blas.dgemm('N', 'N', len, k, p, 1, xs, len, ws, rowsB, beta, os, len);
    }
}

package flashr.base.matrix;

import flashr.linalg.Blas;
import flashr.linalg.SimpleProducts;
import java.lang.foreign.MemorySegment;

/**
 * Matrix products by the fast backend (OpenBLAS, or the vectorized Java dgemm): dgemm, and dsyrk
 * for crossprod(x) and tcrossprod(x) with the other triangle copied, as R's matprod does. As R's
 * default matprod, inputs with NaN or infinite values take R's plain loop instead ({@link LinalgSimpleProduct}),
 * which the caller checks with {@link #mayHaveNaNOrInf}.
 */
final class LinalgFastProduct {
    private LinalgFastProduct() {}

    /** op(A) op(B) for column-major A (ra x ca) and B, or null in exact mode. */
    static double[] multiply(LinalgMode mode, double[] a, int ra, int ca, boolean ta, double[] b, int n, boolean tb,
                             boolean symmetric) {
        if (mode == LinalgMode.EXACT) return null;
        int m = ta ? ca : ra;
        int k = ta ? ra : ca;
        double[] c = new double[m * n];
        if (m == 0 || n == 0) return c;
        Blas blas = LinalgMode.backend().blas();
        MemorySegment cs = MemorySegment.ofArray(c);
        if (symmetric && k > 0) {
            blas.dsyrk('U', ta ? 'T' : 'N', m, k, 1, MemorySegment.ofArray(a), Math.max(1, ra), 0, cs, m);
            for (int j = 0; j < m; j++) {
                for (int i = j + 1; i < m; i++) c[i + j * m] = c[j + i * m];
            }
            return c;
        }
        if (k == 0) return c;
        int rb = tb ? n : k;
        MemorySegment as = MemorySegment.ofArray(a);
        MemorySegment bs = MemorySegment.ofArray(b);
        // R's matprod, crossprod and tcrossprod call dgemv for a vector operand (the rounding differs from dgemm's)
        if (!ta && !tb && n == 1) {
            blas.dgemv('N', ra, ca, 1, as, Math.max(1, ra), bs, 0, cs);
        } else if (!ta && !tb && m == 1) {
            blas.dgemv('T', k, n, 1, bs, Math.max(1, k), as, 0, cs);
        } else if (ta && !tb && n == 1) {
            blas.dgemv('T', ra, ca, 1, as, Math.max(1, ra), bs, 0, cs);
        } else if (ta && !tb && m == 1) {
            blas.dgemv('T', k, n, 1, bs, Math.max(1, k), as, 0, cs);
        } else if (!ta && tb && n == 1) {
            blas.dgemv('N', ra, ca, 1, as, Math.max(1, ra), bs, 0, cs);
        } else if (!ta && tb && m == 1) {
            blas.dgemv('N', n, k, 1, bs, Math.max(1, n), as, 0, cs);
        } else {
            blas.dgemm(ta ? 'T' : 'N', tb ? 'T' : 'N', m, n, k, 1, as, Math.max(1, ra), bs, Math.max(1, rb), 0, cs, m);
        }
        return c;
    }

    /** R's test: true when a value, or the sum of a pair, is not finite (with the native library's help). */
    static boolean mayHaveNaNOrInf(LinalgMode mode, double[] x) {
        if (mode == LinalgMode.NATIVE) return SimpleProducts.mayHaveNaNOrInf(LinalgMode.backend().blas(), x);
        return SimpleProducts.mayHaveNaNOrInf(x, 0, x.length);
    }
}

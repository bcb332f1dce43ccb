package flashr.engine.exec;

import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.dag.InnerProdTallNode;
import flashr.linalg.Blas;

/**
 * Which engine products of doubles go to the node's BLAS and which to the engine's own loops, by
 * their measured cost per block (docs/BENCHMARKS.md, "Engine products: BLAS or loops"). A block
 * of a few hundred rows is little work, and with few columns the BLAS's call and packing cost
 * more than the loops' vector sums: a tall product by one column (dgemv 'N') or of one column
 * (an outer product) ran 2-4x faster in the loops, products whose two small dimensions
 * multiply to under 36 (4 x 4, 9 x 3) about 2x; from 6 x 6 up the BLAS was level or faster.
 * Crossprod by a vector (dgemv 'T') was level too, and goes to the loops since they read an R
 * matrix in place ({@link #CROSS_VECTOR_BY_BLAS}). The route depends on the product's shape alone,
 * never on a block's length, so every block of one product takes the same one and results do
 * not depend on how rows were split. A product over fewer than {@link #FEW_ROWS} rows is one or
 * two calls whatever the route, and takes the BLAS as on the heap, with the heap's bits.
 */
public final class ProductRoute {
    private ProductRoute() {}

    /** Products whose two small dimensions multiply to less than this go to the loops. */
    static final int MIN_BLAS_CELLS = 36;

    /**
     * Whether crossprod by a vector (dgemv 'T') with p < 36 goes to the BLAS: since 2026-12-04 it
     * goes to the loops ({@code VectorLoops.dotsWith}: one sweep of the vector per four columns,
     * no native call per block; the logistic gradient's t(X) r, BENCHMARKS.md, "Logistic gradient:
     * X read where R holds it"). {@code -Dflashr.engine.crossVectorByBlas=true} restores the BLAS (A/B).
     */
    static final boolean CROSS_VECTOR_BY_BLAS = Boolean.getBoolean("flashr.engine.crossVectorByBlas");

    /** Products over fewer rows than this take the BLAS whatever their shape. */
    static final long FEW_ROWS = 512;

    /** The BLAS for the node's blocks, or null for the engine's loops (as without a backend). */
    static Blas tall(InnerProdTallNode ip) {
        if (ip.backend == null || !tallByBlas(ip.a.nrow, ip.a.ncol, ip.ncol)) return null;
        return ip.backend.blas();
    }

    /** The BLAS for the crossprod's blocks, or null for the engine's loops. */
    static Blas cross(InnerProdSinkNode ip) {
        if (ip.backend == null || !crossByBlas(ip.a.nrow, ip.a.ncol, ip.b.ncol)) return null;
        return ip.backend.blas();
    }

    /** A tall matrix (rows x p) times a p x k matrix. */
    public static boolean tallByBlas(long rows, int p, int k) {
        return rows < FEW_ROWS || p > 1 && k > 1 && (long) p * k >= MIN_BLAS_CELLS;
    }

    /** t(A) %*% B of matrices of the given rows with p and k columns (dgemv when either is one). */
    public static boolean crossByBlas(long rows, int p, int k) {
        return rows < FEW_ROWS || p == 1 || k == 1 && CROSS_VECTOR_BY_BLAS || (long) p * k >= MIN_BLAS_CELLS;
    }
}

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
 * multiply to under 36 (4 x 4, 9 x 3) about 2x; from 6 x 6 up, and for crossprod by a vector
 * (dgemv 'T'), the BLAS was level or faster. The route depends on the product's shape alone,
 * never on a block's length, so every block of one product takes the same one and results do
 * not depend on how rows were split.
 */
public final class ProductRoute {
    private ProductRoute() {}

    /** Products whose two small dimensions multiply to less than this go to the loops. */
    static final int MIN_BLAS_CELLS = 36;

    /** The BLAS for the node's blocks, or null for the engine's loops (as without a backend). */
    static Blas tall(InnerProdTallNode ip) {
        if (ip.backend == null || !tallByBlas(ip.a.ncol, ip.ncol)) return null;
        return ip.backend.blas();
    }

    /** The BLAS for the crossprod's blocks, or null for the engine's loops. */
    static Blas cross(InnerProdSinkNode ip) {
        if (ip.backend == null || !crossByBlas(ip.a.ncol, ip.b.ncol)) return null;
        return ip.backend.blas();
    }

    /** A tall block (rows x p) times a p x k matrix. */
    public static boolean tallByBlas(int p, int k) {
        return p > 1 && k > 1 && (long) p * k >= MIN_BLAS_CELLS;
    }

    /** t(A) %*% B of blocks with p and k columns (dgemv when either is one). */
    public static boolean crossByBlas(int p, int k) {
        return p == 1 || k == 1 || (long) p * k >= MIN_BLAS_CELLS;
    }
}

package flashr.base.engine;

import flashr.bind.EngineThreshold;
import flashr.engine.memory.MatrixStore;

/**
 * Which products of plain engine values the builtin's own body computes, by the heap's BLAS, as
 * for R vectors. The engine streams the rows of a tall operand past a small one held in memory,
 * one 32-column block of the tall operand at a time, each block's product continuing the
 * previous block's (RowOpBlocks): right for X %*% w, crossprod(X) or X %*% t(C) with few columns,
 * whose work is a pass over X. A product whose three extents (n x p times p x k) all exceed a
 * column block is cubic work instead: the chain rewrote the n x k result once per block of p
 * (a 2000 x 2000 square product took 1.9 s in the engine against 0.17 s by the heap's dgemm), and
 * a BLAS's own blocking and threads are what it needs. Such a product goes to the heap when its
 * operands and result fit there as Java arrays. A FlashR object's product must be a FlashR object:
 * it is computed on the heap all the same and its result copied back into the engine (a 2000 x
 * 2000 product of two FlashR matrices took 0.53 s in the engine against 0.15 s this way).
 */
final class HeapProducts {
    private HeapProducts() {}

    /** Extents above which a product is left to the heap's BLAS: one column block of the engine's store. */
    static final int MIN_EXTENT = MatrixStore.BLOCK_COLS;

    /** Whether the product of an n x p and a p x k operand, x and y, is for the heap's BLAS. */
    static boolean better(EngineOperand x, EngineOperand y, long n, long p, long k) {
        if (n <= MIN_EXTENT || p <= MIN_EXTENT || k <= MIN_EXTENT) return false;
        long limit = Integer.MAX_VALUE - 8;
        if (n * p > limit || p * k > limit || n * k > limit) return false;
        long copied = (x.local() == null ? x.length : 0) + (y.local() == null ? y.length : 0);
        return EngineThreshold.fitsOnHeap(8 * (copied + n * k));
    }
}

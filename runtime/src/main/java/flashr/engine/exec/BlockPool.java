package flashr.engine.exec;

import flashr.engine.type.ElementType;

import java.util.ArrayDeque;

/**
 * A worker's Pcache buffers: a node's block takes one when computed and gives it back once its
 * last consumer has run, so a worker holds only a few buffers at any time.
 */
final class BlockPool {
    /** Elements of one buffer: the most a block of the plan holds. */
    private final int cap;
    private final ArrayDeque<double[]> freeD = new ArrayDeque<>();
    private final ArrayDeque<int[]> freeI = new ArrayDeque<>();
    private long allocated;

    BlockPool(int cap) { this.cap = cap; }

    /** Gives b a buffer of its storage type. */
    void take(Block b) {
        if (b.type == ElementType.DOUBLE) {
            double[] a = freeD.poll();
            if (a == null) { a = new double[cap]; allocated += 8L * cap; }
            b.d = a;
        } else {
            int[] a = freeI.poll();
            if (a == null) { a = new int[cap]; allocated += 4L * cap; }
            b.i = a;
        }
    }

    /** Takes back b's buffers. */
    void giveBack(Block b) {
        if (b.d != null) { freeD.push(b.d); b.d = null; }
        if (b.i != null) { freeI.push(b.i); b.i = null; }
    }

    /** Bytes of buffers allocated so far. */
    long allocated() { return allocated; }
}

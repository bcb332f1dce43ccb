package flashr.engine.exec;

/**
 * A group of a plan's nodes that one call computes per Pcache step, in place of evaluating them
 * one by one (a fused element-wise region whose body is generated code). Only the output node
 * gets a block; the interior nodes' values never leave the step. A step belongs to one kernel
 * (one worker thread).
 */
public interface FusedStep {
    /** Plan index of the node whose block the step writes: the group's only value used outside it. */
    int output();

    /** Plan indices of the other nodes the step computes internally (they get no block). */
    int[] interior();

    /** Plan indices of the nodes whose blocks the step reads, in the order {@link #compute} receives them. */
    int[] inputs();

    /** Fills {@code out} ({@code len} rows) from the input blocks of the same step. */
    void compute(Block[] inputs, Block out, int len);

    /**
     * The sink (its index in the plan's sink roots) whose partial the step feeds column by column
     * ({@link SinkPartial#addColumn}) in place of writing its output's block; -1 for none. The
     * output is then read by that sink alone.
     */
    default int sink() { return -1; }

    /** A step feeding {@link #sink}: its values of rows [r0, r0+len) into partial, with no block written. */
    default void feed(Block[] inputs, SinkPartial partial, long r0, int len) { throw new UnsupportedOperationException(); }

    /**
     * Whether the step takes input j's block as a strided view of a Java array ({@link Block#heap},
     * or a block's own array when the view is not one) so that stored doubles may be read in place.
     */
    default boolean readsInPlace(int input) { return false; }

    /** How the step feeds its sink, for the kernel's EXPLAIN (after "fed "). */
    default String feedsHow() { return "column by column"; }

    /** What computes the step, for the kernel's EXPLAIN (a generated region, a hand-written loop). */
    default String kind() { return "fused step"; }
}

package flashr.engine.exec;

/**
 * What a generated region body that feeds a sink hands each column of a Pcache step to: the
 * sink's partial, the step's first row and the region's width, set by the hand-written step
 * before each call. The partial adds the column as {@link SinkPartial#add} adds a block's column
 * (the same accumulator calls on the same runs), so the results keep their bits.
 */
public final class SinkColumns {
    private SinkPartial partial;
    private long r0;
    private int ncol;

    /** The partial, first row and width of the step about to run. */
    public void start(SinkPartial partial, long r0, int ncol) {
        this.partial = partial;
        this.r0 = r0;
        this.ncol = ncol;
    }

    /** Column c's values of the step, values[0, len), stored as doubles. */
    public void column(int c, double[] values, int len) { partial.addColumn(c, ncol, values, r0, len); }

    /** Column c's values of the step, values[0, len), stored as ints. */
    public void column(int c, int[] values, int len) { partial.addColumn(c, ncol, values, r0, len); }
}

package flashr.engine.codegen;

/**
 * The interface generated region classes implement: fills {@code out} (a double[] or int[],
 * column-major, {@code ncol} columns of {@code len} rows; one column when the region folds rows)
 * from the region's input arrays (the same layout; a row-vector input has one column) and small
 * operands (scalars and per-column values, already in the operand type). {@code scratch} holds a
 * row fold's working arrays (which.min/which.max: best values, positions, first non-NaN
 * columns, one column's values). A body feeding a sink ({@link RegionShape#sink}) gets one
 * column's buffer as {@code out} and its {@link flashr.engine.exec.SinkColumns} as scratch[0].
 */
public interface RegionBody {
    void run(Object[] inputs, Object[] smalls, Object[] scratch, Object out, int len, int ncol);
}

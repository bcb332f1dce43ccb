package flashr.engine.codegen;

/**
 * The interface generated region classes implement: fills {@code out} (a double[] or int[],
 * column-major, {@code ncol} columns of {@code len} rows; one column when the region folds rows)
 * from the region's input arrays (input j's column c at {@code at[2j] + c * at[2j+1]}: (0, len) for
 * a block's compact array, a stored Java array's first row and leading dimension when it is read in
 * place; a row-vector input has one column, from at[2j]) and small
 * operands (scalars and per-column values, already in the operand type). {@code scratch} holds a
 * row fold's working arrays (which.min/which.max: best values, positions, first non-NaN
 * columns, one column's values). A body feeding a sink ({@link RegionShape#sink}) gets one
 * column's buffer as {@code out} and its {@link flashr.engine.exec.SinkColumns} as scratch[0].
 */
public interface RegionBody {
    void run(Object[] inputs, int[] at, Object[] smalls, Object[] scratch, Object out, int len, int ncol);
}

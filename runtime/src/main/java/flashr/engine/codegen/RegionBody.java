package flashr.engine.codegen;

/**
 * The interface generated region classes implement: fills {@code out} (a double[] or int[],
 * column-major, {@code ncol} columns of {@code len} rows) from the region's input arrays (the
 * same layout; a row-vector input has one column) and small operands (scalars and per-column
 * values, already in the operand type).
 */
public interface RegionBody {
    void run(Object[] inputs, Object[] smalls, Object out, int len, int ncol);
}

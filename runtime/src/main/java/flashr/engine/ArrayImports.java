package flashr.engine;

import flashr.engine.dag.SourceNode;
import flashr.engine.memory.ChunkPool;
import flashr.engine.memory.MatrixStore;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;

/**
 * R's column-major arrays entering an engine: read in place (a view) or copied into a store of
 * the layout asked for, tall matrices as they are and wide ones as the transpose of a tall one.
 * The value ranges of the data are recorded on the way, so later passes know them unscanned.
 */
final class ArrayImports {
    private final Engine engine;
    private final StorePlacement placement;
    private final ValueRanges ranges;

    ArrayImports(Engine engine, StorePlacement placement, ValueRanges ranges) {
        this.engine = engine;
        this.placement = placement;
        this.ranges = ranges;
    }

    private static void check(double[] d, int[] i, ElementType type, long nrow, long ncol) {
        if ((d != null ? d.length : i.length) != nrow * ncol) throw new IllegalArgumentException("array of " + (d != null ? d.length : i.length) + " elements for a " + nrow + "x" + ncol + " matrix");
        if (type == ElementType.DOUBLE ? d == null : i == null) throw new IllegalArgumentException("array does not match type " + type);
    }

    /** The array read in place ({@link Engine#viewOfArray}); a wide shape is copied. */
    Matrix view(double[] d, int[] i, ElementType type, long nrow, long ncol) {
        if (nrow < ncol) return copy(d, i, type, nrow, ncol, Layout.COL_MAJOR);
        check(d, i, type, nrow, ncol);
        EngineConfig config = engine.config();
        // the array counts against the memory budget while the engine reads it; when it does not
        // fit, its data goes to files (the engine then holds no reference to the array)
        ChunkPool.Allocation charge = placement.chargeView(nrow * ncol * type.byteSize());
        MemStore s = MemStore.viewOf(d, i, type, nrow, (int) ncol, config.partitionRows(), engine.memory(), charge);
        ArrayExtremes x = ArrayExtremes.of(s, d, i, engine.pool(), Engine.onWorker() ? 1 : config.threads());
        MatrixStore t = charge == null ? placement.spillView(s) : placement.placed(s);
        ranges.recordStored(t, x.lo(), x.hi(), x.nan());
        return engine.wrap(new SourceNode(t), false);
    }

    /** The array copied into a store of the given layout ({@link Engine#fromArray(double[], int[], ElementType, long, long, Layout)}). */
    Matrix copy(double[] d, int[] i, ElementType type, long nrow, long ncol, Layout layout) {
        check(d, i, type, nrow, ncol);
        EngineConfig config = engine.config();
        boolean wide = nrow < ncol;
        long tr = wide ? ncol : nrow;
        int tc = (int) (wide ? nrow : ncol);
        MemStore s = new MemStore(engine.memory(), tr, tc, type, wide ? layout.flip() : layout, config.partitionRows());
        if (!wide && layout == Layout.COL_MAJOR) {
            ArrayExtremes x = ArrayExtremes.copyInto(s, d, i, engine.pool(), Engine.onWorker() ? 1 : config.threads());
            MatrixStore t = placement.placed(s);
            if (t != s) s.free();
            ranges.recordStored(t, x.lo(), x.hi(), x.nan());
            return engine.wrap(new SourceNode(t), false);
        }
        int block = config.partitionRows();
        double[] bd = d != null ? new double[(int) Math.min(tr, block) * Math.max(tc, 1)] : null;
        int[] bi = d == null ? new int[(int) Math.min(tr, block) * Math.max(tc, 1)] : null;
        for (long r0 = 0; r0 < tr; r0 += block) {
            int len = (int) Math.min(block, tr - r0);
            for (int c = 0; c < tc; c++)
                for (int k = 0; k < len; k++) {
                    long r = r0 + k;
                    long src = wide ? c + r * nrow : r + c * nrow;
                    if (bd != null) bd[c * len + k] = d[(int) src]; else bi[c * len + k] = i[(int) src];
                }
            s.write(r0, len, bd, bi);
        }
        MatrixStore t = placement.placed(s);
        if (t != s) s.free();
        return engine.wrap(new SourceNode(t), wide);
    }
}

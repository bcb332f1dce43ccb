package flashr.engine.exec;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.AggState;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.Arrays;
import java.util.Comparator;

/** Partial of groupby by value: a per-thread hash table from element value to accumulator. */
final class GroupbyValuesPartial extends SinkPartial {
    private final ElementType keyType;
    private final AggOp op;
    private final ElementType opType;
    private final long rows;
    private final LongIntHashMap map = new LongIntHashMap();
    private final AggState state;
    private final AggState first;
    private GroupResult result;

    GroupbyValuesPartial(ElementType keyType, AggOp op, long rows) {
        this.keyType = keyType;
        this.op = op;
        this.opType = op.operandType(keyType);
        this.rows = rows;
        this.state = new AggState(op, opType, 0);
        this.first = new AggState(AggOp.UNIQ, keyType, 0);
    }

    /** -0.0 and 0.0 are one key, as are all NaNs of one kind (NA or NaN). */
    static long keyBits(double x) {
        if (x == 0) return 0L;
        if (Double.isNaN(x)) return NA.isNA(x) ? NA.REAL_BITS : Double.doubleToLongBits(Double.NaN);
        return Double.doubleToLongBits(x);
    }

    @Override public void add(Block[] in, long r0, int len) {
        Block b = in[0];
        for (int c = 0; c < b.ncol; c++) {
            for (int r = 0; r < len; r++) {
                long pos = c * rows + r0 + r;
                int slot;
                if (keyType == ElementType.DOUBLE) {
                    double x = b.d[c * len + r];
                    slot = map.slot(keyBits(x));
                    grow(slot);
                    if (opType == ElementType.DOUBLE) state.updateDouble(slot, x, pos);
                    else state.updateInt(slot, flashr.engine.fn.Casts.doubleToLogical(x), pos);
                } else {
                    int x = b.i[c * len + r];
                    slot = map.slot(x);
                    grow(slot);
                    if (opType == ElementType.DOUBLE) state.updateDouble(slot, flashr.engine.fn.Casts.intToDouble(x), pos);
                    else state.updateInt(slot, opType == ElementType.LOGICAL ? flashr.engine.fn.Casts.intToLogical(x) : x, pos);
                }
                first.updateInt(slot, 0, pos);
            }
        }
    }

    private void grow(int slot) {
        if (slot >= state.slots()) { state.ensureSlots(slot + 1); first.ensureSlots(slot + 1); }
    }

    @Override public void merge(SinkPartial other) {
        GroupbyValuesPartial o = (GroupbyValuesPartial) other;
        for (int os = 0; os < o.map.size(); os++) {
            int s = map.slot(o.map.keyOf(os));
            grow(s);
            state.merge(s, o.state, os);
            first.merge(s, o.first, os);
        }
    }

    @Override public void finish(MemStore out) {
        int n = map.size();
        Integer[] order = new Integer[n];
        for (int s = 0; s < n; s++) order[s] = s;
        Comparator<Integer> cmp;
        if (op == AggOp.UNIQ) cmp = Comparator.comparingLong(first::position);
        else if (keyType == ElementType.DOUBLE) cmp = (x, y) -> compareKeys(Double.longBitsToDouble(map.keyOf(x)), Double.longBitsToDouble(map.keyOf(y)));
        else cmp = (x, y) -> {
            long kx = map.keyOf(x), ky = map.keyOf(y);
            if (kx == ky) return 0;
            if (kx == NA.INT) return 1;
            if (ky == NA.INT) return -1;
            return Long.compare(kx, ky);
        };
        Arrays.sort(order, cmp);
        double[] kd = keyType == ElementType.DOUBLE ? new double[n] : null;
        int[] ki = keyType == ElementType.DOUBLE ? null : new int[n];
        ElementType vt = op == AggOp.UNIQ ? keyType : state.resultType();
        double[] vd = vt == ElementType.DOUBLE ? new double[n] : null;
        int[] vi = vt == ElementType.DOUBLE ? null : new int[n];
        for (int k = 0; k < n; k++) {
            int s = order[k];
            long key = map.keyOf(s);
            if (kd != null) kd[k] = Double.longBitsToDouble(key); else ki[k] = (int) key;
            if (op == AggOp.UNIQ) { if (vd != null) vd[k] = kd[k]; else vi[k] = ki[k]; }
            else if (vd != null) vd[k] = state.doubleResult(s);
            else vi[k] = state.intResult(s);
        }
        result = new GroupResult(keyType, kd, ki, vt, vd, vi);
    }

    GroupResult result() { return result; }

    /** Ascending, then NaN, then NA last. */
    static int compareKeys(double a, double b) {
        int c = Double.compare(a, b);
        if (c != 0 || !Double.isNaN(a)) return c;
        return Boolean.compare(NA.isNA(a), NA.isNA(b));
    }
}

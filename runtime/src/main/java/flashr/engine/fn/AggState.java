package flashr.engine.fn;

import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * Partial results of one aggregation over many slots (one per column, row, group or key), kept
 * as parallel primitive arrays: {@code d} (double accumulators), {@code l} (integer accumulators
 * and flags), {@code pos} (positions for which.*, first appearance for uniq, NA flags for sums).
 * One instance per worker thread; instances merge slot by slot. Sums of doubles are R's long
 * double sums (see {@link LongDouble}): {@code lo} holds each slot's low part, and partials
 * merge in long double; groupby's sums (R's rowsum) stay in double, as R's are.
 */
public final class AggState {
    public final AggOp op;
    /** The operand type (inputs already converted to it). */
    public final ElementType type;
    private double[] d;
    private long[] l;
    private long[] pos;
    /** The low parts of long double sums (null for other aggregations and plain double sums). */
    private double[] lo;
    /** Products in R's long double (one per slot; null for other aggregations). */
    private LongDoubleProduct[] prods;
    /** Sums of the elements that are not NA or NaN (na.rm), each slot's count of them kept in l. */
    private boolean keptOnly;
    /**
     * R's margins' NaN ({@link #inOrderNaNs}): each slot's infinities and NaNs in order, null
     * until one came (the array itself null for other aggregations).
     */
    private X87NaNTrail[] trails;
    private int slots;

    public AggState(AggOp op, ElementType operandType, int slots) {
        this.op = op;
        this.type = operandType;
        this.d = new double[Math.max(slots, 1)];
        this.l = new long[Math.max(slots, 1)];
        this.pos = new long[Math.max(slots, 1)];
        this.slots = 0;
        if (op == AggOp.SUM && operandType == ElementType.DOUBLE) this.lo = new double[this.d.length];
        if (op == AggOp.PROD) this.prods = new LongDoubleProduct[this.d.length];
        ensureSlots(slots);
    }

    /** Sums in double, as R's rowsum does (groupby): drops the long double low parts. */
    public AggState plainSums() {
        lo = null;
        return this;
    }

    /**
     * Long double sums that skip NA and NaN and count the elements they add (in {@code l}), for
     * means without NA: R's {@code sum / count} in long double ({@link #keptMeanResult}).
     */
    public AggState keptOnly() {
        if (lo == null) throw new IllegalStateException("kept-only sums are long double sums of doubles");
        keptOnly = true;
        return this;
    }

    /**
     * Long double sums whose NaN is the one the x87 leaves adding each element from memory in
     * order (R's colSums, rowSums and their means: {@link X87NaNs#memoryAdd}) rather than sum's
     * (NA over NaN): partials keep their runs' {@link X87NaNTrail}s and merge them in order.
     */
    public AggState inOrderNaNs() {
        if (lo == null) throw new IllegalStateException("in-order NaNs are those of long double sums of doubles");
        if (!keptOnly) trails = new X87NaNTrail[d.length];   // kept-only sums meet no NaN
        return this;
    }

    public int slots() { return slots; }

    /** Drops all slots and starts n fresh ones (reuse across Pcache steps). */
    public void reset(int n) {
        slots = 0;
        ensureSlots(n);
    }

    /** Grows to at least n slots, initialising the new ones to the aggregation's identity. */
    public void ensureSlots(int n) {
        if (n > d.length) {
            int cap = Math.max(n, d.length * 2);
            d = Arrays.copyOf(d, cap);
            l = Arrays.copyOf(l, cap);
            pos = Arrays.copyOf(pos, cap);
            if (lo != null) lo = Arrays.copyOf(lo, cap);
            if (prods != null) prods = Arrays.copyOf(prods, cap);
            if (trails != null) trails = Arrays.copyOf(trails, cap);
        }
        for (int s = slots; s < n; s++) init(s);
        slots = Math.max(slots, n);
    }

    private void init(int s) {
        pos[s] = -1;
        if (lo != null) lo[s] = 0;
        if (trails != null) trails[s] = null;
        l[s] = 0;
        switch (op) {
            case PROD: if (prods[s] == null) prods[s] = new LongDoubleProduct(); else prods[s].reset(); break;
            case MIN: case WHICH_MIN: d[s] = Double.POSITIVE_INFINITY; l[s] = Long.MAX_VALUE; break;
            case MAX: case WHICH_MAX: d[s] = Double.NEGATIVE_INFINITY; l[s] = Long.MIN_VALUE; break;
            case ALL: l[s] = 1; break;
            default: d[s] = 0;
        }
    }

    // ---- updates ----

    public void updateDouble(int s, double x, long p) {
        switch (op) {
            case SUM: addSum(s, x); break;
            case PROD: prods[s].multiplyLoaded(x); break;
            case MIN:
                if (x != x) { if (!NA.isNA(d[s])) d[s] = x; } else if (x < d[s]) d[s] = x;
                break;
            case MAX:
                if (x != x) { if (!NA.isNA(d[s])) d[s] = x; } else if (x > d[s]) d[s] = x;
                break;
            case COUNT: l[s]++; break;
            case WHICH_MIN:
                if (x == x && (x < d[s] || (x == d[s] && (pos[s] < 0 || p < pos[s])))) { d[s] = x; pos[s] = p; }
                break;
            case WHICH_MAX:
                if (x == x && (x > d[s] || (x == d[s] && (pos[s] < 0 || p < pos[s])))) { d[s] = x; pos[s] = p; }
                break;
            case UNIQ: if (pos[s] < 0 || p < pos[s]) pos[s] = p; break;
            default: throw new IllegalStateException(op + " on doubles");
        }
    }

    public void updateInt(int s, int x, long p) {
        switch (op) {
            case SUM: if (x == NA.INT) pos[s] = 1; else l[s] += x; break;
            case MIN: if (x == NA.INT) pos[s] = 1; else if (x < l[s]) l[s] = x; break;
            case MAX: if (x == NA.INT) pos[s] = 1; else if (x > l[s]) l[s] = x; break;
            case ANY: if (x == 1) l[s] = 1; else if (x == NA.INT && l[s] == 0) l[s] = 2; break;
            case ALL: if (x == 0) l[s] = 0; else if (x == NA.INT && l[s] == 1) l[s] = 2; break;
            case COUNT: l[s]++; break;
            case WHICH_MIN: case WHICH_MAX: if (x != NA.INT) updateDouble(s, x, p); break;
            case UNIQ: if (pos[s] < 0 || p < pos[s]) pos[s] = p; break;
            default: throw new IllegalStateException(op + " on integers");
        }
    }

    /** The COUNT hot path: n more elements in slot s. */
    public void addCount(int s, long n) { l[s] += n; }

    /** The SUM hot path of groupby: d[base + groups[r]] += x[off + r] for rows whose group is >= 0. */
    public void addSums(int base, double[] x, int off, int[] groups, int len) {
        double[] acc = d;
        for (int r = 0; r < len; r++) { int g = groups[r]; if (g >= 0) acc[base + g] += x[off + r]; }
    }

    /** The SUM hot path for scattered updates. */
    public void addSum(int s, double x) {
        if (keptOnly) {
            if (x != x) return;
            l[s]++;
        }
        if (lo != null) LongDouble.add(d, lo, s, x);
        else d[s] += x;
        if (trails != null && !Double.isFinite(x)) trail(s).add(x);
    }

    private X87NaNTrail trail(int s) {
        X87NaNTrail t = trails[s];
        return t != null ? t : (trails[s] = new X87NaNTrail());
    }

    /** Folds n contiguous doubles into one slot; element k has position basePos + k*posStep. */
    public void addDoubles(int s, double[] a, int off, int n, long basePos, long posStep) {
        switch (op) {
            case SUM:
                if (keptOnly) addKeptRun(s, a, off, n);
                else if (lo != null) {
                    LongDoubleLoops.addRun(a, off, n, d, lo, s);
                    // a non-finite element leaves the sum non-finite: only then is the run looked at again
                    if (trails != null && !Double.isFinite(d[s])) trail(s).addNonFinite(a, off, n);
                }
                else d[s] += VectorLoops.sum(a, off, n);
                return;
            case COUNT: l[s] += n; return;
            case MIN: case MAX: {
                // until a NaN: the extreme in a local (the common case); from there on as updateDouble
                int k = extremeRun(s, a, off, n, op == AggOp.MAX);
                for (; k < n; k++) updateDouble(s, a[off + k], 0);
                return;
            }
            default: for (int k = 0; k < n; k++) updateDouble(s, a[off + k], basePos + k * posStep);
        }
    }

    /**
     * Whether long double sums read stored data in place ({@code -Dflashr.engine.sumsInPlace=false}
     * copies each step's columns into the block first). Off from 2026-12-04 to 12-05, when on an
     * AMD EPYC VM the segment loop (one step of two vectors an iteration) cost more than the copy's
     * bulk move plus the array loop; with four steps an iteration (LongDoubleLoops.laneSum) it reads
     * runs of 512 at 0.89 ns an element against 0.87 for copy-then-sum (Intel Xeon, one thread,
     * load 13), and sum(X) of 2e7 x 8 took 0.145-0.148 CPU s against 0.151-0.155 copied (load 21).
     * Same bits either way (the in-place path repeats the block order). Read at each pass's set-up.
     */
    private static boolean sumsInPlace() { return Boolean.parseBoolean(System.getProperty("flashr.engine.sumsInPlace", "true")); }

    /** Whether {@link #addDoubles(int, MemorySegment, int)} takes this aggregation (stored data read in place). */
    public boolean addsInPlace() {
        return type == ElementType.DOUBLE && !keptOnly && (op == AggOp.SUM && lo != null && sumsInPlace() || op == AggOp.MIN || op == AggOp.MAX);
    }

    /** As {@link #addDoubles(int, double[], int, int, long, long)} for the n doubles of a segment (see {@link #addsInPlace}). */
    public void addDoubles(int s, MemorySegment a, int n) {
        if (op == AggOp.SUM) {
            LongDoubleLoops.addRun(a, n, d, lo, s);
            if (trails != null && !Double.isFinite(d[s])) {
                for (int k = 0; k < n; k++) {
                    double x = a.getAtIndex(ValueLayout.JAVA_DOUBLE, k);
                    if (!Double.isFinite(x)) trail(s).add(x);
                }
            }
            return;
        }
        boolean max = op == AggOp.MAX;
        double m = d[s];
        int k = 0;
        if (m == m) {
            for (; k < n; k++) {
                double x = a.getAtIndex(ValueLayout.JAVA_DOUBLE, k);
                if (x != x) break;
                if (max ? x > m : x < m) m = x;
            }
            d[s] = m;
        }
        for (; k < n; k++) updateDouble(s, a.getAtIndex(ValueLayout.JAVA_DOUBLE, k), 0);
    }

    /** Whether this is a long double sum of doubles, which {@link #addLaneSum} continues. */
    public boolean sumsInLanes() {
        return op == AggOp.SUM && type == ElementType.DOUBLE && lo != null && !keptOnly && trails == null;
    }

    /**
     * Slot s += the n doubles of a whose lanes' sum {@link LongDoubleLoops#laneSum} put in
     * (lanes[at], lanes[at + 1]) (n at least {@link LongDoubleLoops#SHORT_RUN}); shorter runs in
     * sequence: together the same bits as {@link #addDoubles(int, MemorySegment, int)}.
     */
    public void addLaneSum(int s, MemorySegment a, int n, double[] lanes, int at) {
        if (n < LongDoubleLoops.SHORT_RUN) LongDoubleLoops.addRun(a, n, d, lo, s);
        else LongDoubleLoops.addLaneSum(a, n, lanes, at, d, lo, s);
    }

    /** Adds the stretches of a[off..off+n) between NA and NaN elements to slot s and counts them. */
    private void addKeptRun(int s, double[] a, int off, int n) {
        int from = 0, kept = 0;
        for (int k = 0; k <= n; k++) {
            if (k < n && a[off + k] == a[off + k]) continue;
            if (k > from) LongDoubleLoops.addRun(a, off + from, k - from, d, lo, s);
            kept += k - from;
            from = k + 1;
        }
        l[s] += kept;
    }

    /** Slot s's maximum (or minimum) over a[off..off+n) up to the first NaN; the count of elements taken. */
    private int extremeRun(int s, double[] a, int off, int n, boolean max) {
        double m = d[s];
        if (m != m) return 0;
        int k = 0;
        for (; k < n; k++) {
            double x = a[off + k];
            if (x != x) break;
            if (max ? x > m : x < m) m = x;
        }
        d[s] = m;
        return k;
    }

    public void addInts(int s, int[] a, int off, int n, long basePos, long posStep) {
        switch (op) {
            case SUM: {
                long acc = 0;
                boolean na = false;
                for (int k = 0; k < n; k++) { int x = a[off + k]; if (x == NA.INT) na = true; else acc += x; }
                l[s] += acc;
                if (na) pos[s] = 1;
                return;
            }
            case COUNT: l[s] += n; return;
            default: for (int k = 0; k < n; k++) updateInt(s, a[off + k], basePos + k * posStep);
        }
    }

    /** Merges other's slot os into this slot s (the combine step). */
    public void merge(int s, AggState o, int os) {
        switch (op) {
            case SUM:
                if (lo != null && o.lo != null) {
                    LongDouble.add(d, lo, s, o.d[os], o.lo[os]);
                    if (keptOnly) l[s] += o.l[os];
                    if (trails != null && o.trails != null && o.trails[os] != null) trail(s).append(o.trails[os]);
                }
                else if (type == ElementType.DOUBLE) d[s] += o.d[os];
                else { l[s] += o.l[os]; if (o.pos[os] == 1) pos[s] = 1; }
                break;
            case PROD: prods[s].multiplyLoaded(o.prods[os]); break;
            case MIN: case MAX:
                if (type == ElementType.DOUBLE) updateDouble(s, o.d[os], 0);
                else {
                    if (o.pos[os] == 1) pos[s] = 1;
                    l[s] = op == AggOp.MIN ? Math.min(l[s], o.l[os]) : Math.max(l[s], o.l[os]);
                }
                break;
            case ANY:
                if (o.l[os] == 1 || l[s] == 1) l[s] = 1; else if (o.l[os] == 2) l[s] = 2;
                break;
            case ALL:
                if (o.l[os] == 0 || l[s] == 0) l[s] = 0; else if (o.l[os] == 2) l[s] = 2;
                break;
            case COUNT: l[s] += o.l[os]; break;
            case WHICH_MIN: case WHICH_MAX: if (o.pos[os] >= 0) updateDouble(s, o.d[os], o.pos[os]); break;
            case UNIQ: if (o.pos[os] >= 0 && (pos[s] < 0 || o.pos[os] < pos[s])) pos[s] = o.pos[os]; break;
        }
    }

    public void mergeAll(AggState o) {
        ensureSlots(o.slots);
        for (int s = 0; s < o.slots; s++) merge(s, o, s);
    }

    // ---- results ----

    public ElementType resultType() { return op.resultType(type); }

    public double doubleResult(int s) {
        if (op == AggOp.PROD) return prods[s].value();
        if (trails != null && trails[s] != null && trails[s].hasNaN()) return trails[s].after(0.0);
        return lo != null ? d[s] + lo[s] : d[s];
    }

    /** A long double sum's slot divided by n in long double, rounded once (R's mean before its refinement). */
    public double meanResult(int s, double n) {
        if (trails != null && trails[s] != null && trails[s].hasNaN()) return trails[s].after(0.0) / n;
        return lo != null ? LongDouble.quotient(d[s], lo[s], n) : d[s] / n;
    }

    /** A kept-only sum's slot divided by its count in long double, rounded once (R's mean with na.rm; NaN for none). */
    public double keptMeanResult(int s) {
        return meanResult(s, l[s]);
    }

    public int intResult(int s) {
        switch (op) {
            case SUM: return pos[s] == 1 ? NA.INT : RMath.narrow(l[s]);
            case MIN: case MAX:
                if (pos[s] == 1 || l[s] == Long.MAX_VALUE || l[s] == Long.MIN_VALUE) return NA.INT;
                return (int) l[s];
            case ANY: case ALL: return l[s] == 2 ? NA.LOGICAL : (int) l[s];
            case COUNT: return RMath.narrow(l[s]);
            case WHICH_MIN: case WHICH_MAX: return pos[s] < 0 ? NA.INT : RMath.narrow(pos[s] + 1);
            default: throw new IllegalStateException(op + " has no integer result");
        }
    }

    /** The 0-based position recorded in a slot (which.*, uniq), or -1. */
    public long position(int s) { return pos[s]; }

    public void setPosition(int s, long p) { pos[s] = p; }
}

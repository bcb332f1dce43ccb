package flashr.engine.exec;

import flashr.engine.fn.Casts;
import flashr.engine.type.ElementType;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * One Pcache partition of one node in a worker: {@code len} rows by {@code ncol} columns, compact
 * column-major (column c at offset c*len) in {@code d} (double) or {@code i} (int storage). The
 * arrays are allocated once per worker and reused for every Pcache step. A block of stored data
 * may instead be read in place ({@link #columns}): its columns are slices of the store's memory,
 * and {@code d}/{@code i} are unused (readers that take arrays get a copy from {@link #asDoubles}).
 */
public final class Block {
    public final ElementType type;
    public final int ncol;
    public double[] d;
    public int[] i;
    public int len;
    /** The Pcache step whose data this holds (memoises shared nodes within a step). */
    public long stamp = -1;
    /** Non-null while the block is read in place: column c's rows as a slice of the store. */
    public MemorySegment[] columns;
    /**
     * Set with {@link #columns} when they lie in one Java array at even spacing (a matrix R holds,
     * viewed where it is): column c's rows at heap[heapOffset + c * heapLd], for readers whose loops
     * take a strided array (row dots, crossprod by a vector); else null.
     */
    public double[] heap;
    public int heapOffset, heapLd;
    private double[] convD;
    private int[] convI;

    /** A block whose arrays the kernel assigns (from its buffer pool) before each use. */
    public Block(ElementType type, int ncol) {
        this.type = type;
        this.ncol = ncol;
    }

    public int size() { return len * ncol; }

    /** This block's elements as doubles (converted into a scratch array when stored as ints). */
    public double[] asDoubles() {
        if (columns != null) return copyOfColumns();
        if (type == ElementType.DOUBLE) return d;
        if (convD == null || convD.length < i.length) convD = new double[i.length];
        Casts.convert(type, null, i, 0, ElementType.DOUBLE, convD, null, 0, size());
        return convD;
    }

    /** This block's elements in int storage of type t (INTEGER or LOGICAL), converting if needed. */
    public int[] asInts(ElementType t) {
        if (columns != null) throw new IllegalStateException("stored int data read in place");
        if (type == t || (type == ElementType.LOGICAL && t == ElementType.INTEGER)) return i;
        int cap = type == ElementType.DOUBLE ? d.length : i.length;
        if (convI == null || convI.length < cap) convI = new int[cap];
        Casts.convert(type, d, i, 0, t, null, convI, 0, size());
        return convI;
    }

    /**
     * The array of column c's rows for readers that take arrays, from {@link #readOffset}: the
     * Java array viewed in place ({@link #heap}), else the block's doubles (a copy when viewed
     * off-heap).
     */
    double[] readDoubles() { return heap != null ? heap : asDoubles(); }

    /** Where column c's first row lies in {@link #readDoubles}. */
    int readOffset(int c) { return heap != null ? heapOffset + c * heapLd : c * len; }

    /** Points {@link #heap} at the columns read in place when they are one evenly spaced Java array (else null). */
    void findHeap() {
        heap = null;
        if (columns == null || columns.length == 0 || !(columns[0].heapBase().orElse(null) instanceof double[] a)) return;
        long start = columns[0].address(), stride = ncol > 1 ? columns[1].address() - start : 8L * len;
        if (start % 8 != 0 || stride % 8 != 0 || stride < 8L * len || stride / 8 > Integer.MAX_VALUE) return;
        for (int c = 1; c < ncol; c++) if (columns[c].heapBase().orElse(null) != a || columns[c].address() != start + c * stride) return;
        heapOffset = (int) (start / 8);
        heapLd = (int) (stride / 8);
        heap = a;
    }

    /** A block read in place, copied into a scratch array (for readers without a segment path). */
    private double[] copyOfColumns() {
        if (convD == null || convD.length < size()) convD = new double[Math.max(size(), 1)];
        for (int c = 0; c < ncol; c++) MemorySegment.copy(columns[c], ValueLayout.JAVA_DOUBLE, 0, convD, c * len, len);
        return convD;
    }
}

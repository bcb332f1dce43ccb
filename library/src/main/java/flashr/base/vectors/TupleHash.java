package flashr.base.vectors;

import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RRaw;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Objects;

/**
 * A hash of tuples, each read in place: item k's j-th element is {@code columns[j]} at
 * {@code base[k] + rel[j]}. The rows of a data frame (base k, one column each) and the slices of
 * an array along MARGIN (R's {@code asplit}: base the margin cell's offset, rel the offsets of
 * the other dimensions) are compared so, without a list of R values made per item. Elements are
 * equal as R's duplicated compares them (NA and NaN distinct, 0 and -0 equal; list elements when
 * {@code identical}); a list's elements are its one-element tuples (for unique and duplicated).
 */
final class TupleHash extends ElementHash {
    private final RVector[] columns;
    private final int[] base;
    private final int[] rel;

    private TupleHash(RVector[] columns, int[] base, int[] rel) {
        super(base.length);
        this.columns = columns;
        this.base = base;
        this.rel = rel;
    }

    /**
     * The rows of equal-length columns; a matrix column gives one element per its column. No
     * columns: no rows (R's {@code Map(list)} of none is an empty list).
     */
    static TupleHash ofColumns(RVector[] cols) {
        int n = cols.length == 0 ? 0 : rowsOf(cols[0]);
        java.util.List<RVector> vs = new java.util.ArrayList<>();
        java.util.List<Integer> offsets = new java.util.ArrayList<>();
        for (RVector c : cols) {
            int width = rowsOf(c) == 0 ? 0 : c.length() / rowsOf(c);
            for (int j = 0; j < width; j++) {
                vs.add(c);
                offsets.add(j * n);
            }
        }
        int[] base = new int[n];
        for (int k = 0; k < n; k++) base[k] = k;
        return new TupleHash(vs.toArray(new RVector[0]), base, offsets.stream().mapToInt(Integer::intValue).toArray());
    }

    private static int rowsOf(RVector c) {
        int[] d = c.dim();
        return d != null && d.length == 2 ? d[0] : c.length();
    }

    /** The slices of array x (dimensions dims) along the 0-based dimensions in margin, in R's order. */
    static TupleHash ofSlices(RVector x, int[] dims, int[] margin) {
        long[] stride = new long[dims.length];
        for (int d = 0, s = 1; d < dims.length; s *= dims[d], d++) stride[d] = s;
        boolean[] inMargin = new boolean[dims.length];
        int[] marginDims = new int[margin.length];
        long[] marginStride = new long[margin.length];
        for (int m = 0; m < margin.length; m++) {
            inMargin[margin[m]] = true;
            marginDims[m] = dims[margin[m]];
            marginStride[m] = stride[margin[m]];
        }
        int rest = 0;
        for (int d = 0; d < dims.length; d++) if (!inMargin[d]) rest++;
        int[] restDims = new int[rest];
        long[] restStride = new long[rest];
        for (int d = 0, r = 0; d < dims.length; d++) {
            if (!inMargin[d]) {
                restDims[r] = dims[d];
                restStride[r++] = stride[d];
            }
        }
        int[] rel = offsets(restDims, restStride);
        RVector[] cols = new RVector[rel.length];
        java.util.Arrays.fill(cols, x);
        return new TupleHash(cols, offsets(marginDims, marginStride), rel);
    }

    /** The offsets of every cell of dimensions dims (first fastest), each dimension's step its stride. */
    private static int[] offsets(int[] dims, long[] stride) {
        long count = 1;
        for (int d : dims) count *= d;
        int[] r = new int[(int) count];
        int[] idx = new int[dims.length];
        long off = 0;
        for (int k = 0; k < r.length; k++) {
            r[k] = (int) off;
            for (int d = 0; d < dims.length; d++) {
                if (++idx[d] < dims[d]) {
                    off += stride[d];
                    break;
                }
                off -= stride[d] * (dims[d] - 1);
                idx[d] = 0;
            }
        }
        return r;
    }

    @Override
    int hashOf(int k) {
        int h = 1;
        for (int j = 0; j < columns.length; j++) h = 31 * h + elementHash(columns[j], base[k] + rel[j]);
        return mix(h);
    }

    @Override
    boolean same(int a, int b) {
        for (int j = 0; j < columns.length; j++) {
            if (!sameElement(columns[j], base[a] + rel[j], columns[j], base[b] + rel[j])) return false;
        }
        return true;
    }

    @Override
    int length() {
        return base.length;
    }

    /** Not used: match() compares lists as strings (SortSets.matchType), never as tuples. */
    @Override
    int[] find(RVector x) {
        throw new UnsupportedOperationException("tuples are not matched");
    }

    private static int elementHash(RVector v, int i) {
        return switch (v) {
            case RDouble d -> mix(key(d.data()[i]));
            case RInt n -> n.data()[i];
            case RLogical l -> l.data()[i];
            case RString s -> Objects.hashCode(s.data()[i]);
            case RComplex c -> 31 * mix(key(c.re()[i])) + mix(key(c.im()[i]));
            case RRaw r -> r.data()[i];
            case RList l -> valueHash(l.get(i));
            default -> 0;
        };
    }

    /** A hash of a list element that identical elements share: its type, length and elements. */
    private static int valueHash(RValue x) {
        if (!(x instanceof RVector v)) return x == null ? 0 : x.type().ordinal();
        int h = 31 * v.type().ordinal() + v.length();
        for (int i = 0, n = v.length(); i < n; i++) h = 31 * h + elementHash(v, i);
        return h;
    }

    private static boolean sameElement(RVector u, int i, RVector v, int j) {
        return switch (u) {
            case RDouble d -> v instanceof RDouble e && key(d.data()[i]) == key(e.data()[j]);
            case RInt n -> v instanceof RInt m && n.data()[i] == m.data()[j];
            case RLogical l -> v instanceof RLogical m && l.data()[i] == m.data()[j];
            case RString s -> v instanceof RString t && Objects.equals(s.data()[i], t.data()[j]);
            case RComplex c -> v instanceof RComplex e && key(c.re()[i]) == key(e.re()[j]) && key(c.im()[i]) == key(e.im()[j]);
            case RRaw r -> v instanceof RRaw s && r.data()[i] == s.data()[j];
            case RList l -> v instanceof RList m && TypeIdentical.identical(l.get(i), m.get(j), true);
            default -> false;
        };
    }
}

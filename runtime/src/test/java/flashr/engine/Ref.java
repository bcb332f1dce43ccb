package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.Casts;
import flashr.engine.fn.RMath;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The naive reference evaluator: a matrix as a plain column-major array in the user's shape,
 * every GenOp computed eagerly, one element at a time, from the scalar function catalogue.
 * No partitions, no threads, no fusion, no transposed views.
 */
final class Ref {
    final ElementType type;
    final int nrow, ncol;
    final double[] d;
    final int[] i;

    Ref(ElementType type, int nrow, int ncol) {
        this.type = type;
        this.nrow = nrow;
        this.ncol = ncol;
        if (type == ElementType.DOUBLE) { d = new double[nrow * ncol]; i = null; }
        else { i = new int[nrow * ncol]; d = null; }
    }

    int n() { return nrow * ncol; }

    double getD(int k) { return type == ElementType.DOUBLE ? d[k] : Casts.intToDouble(i[k]); }

    /** Element k converted to int storage of type t (INTEGER or LOGICAL). */
    int getI(int k, ElementType t) {
        if (t == ElementType.LOGICAL) return type == ElementType.DOUBLE ? Casts.doubleToLogical(d[k]) : (type == ElementType.INTEGER ? Casts.intToLogical(i[k]) : i[k]);
        return type == ElementType.DOUBLE ? Casts.doubleToInt(d[k]) : i[k];
    }

    void setD(int k, double v) { d[k] = v; }

    // ---- element-wise ----

    Ref sapply(flashr.engine.fn.ScalarFn f) {
        Ref o = new Ref(ElementType.DOUBLE, nrow, ncol);
        for (int k = 0; k < n(); k++) o.d[k] = f.apply(getD(k));
        return o;
    }

    Ref sapply(UnaryOp op) {
        ElementType t = op.operandType(type);
        Ref o = new Ref(op.resultType(type), nrow, ncol);
        for (int k = 0; k < n(); k++) {
            if (t == ElementType.DOUBLE && o.type != ElementType.DOUBLE) o.i[k] = op.applyDoubleToLogical(getD(k));
            else if (t == ElementType.DOUBLE) o.d[k] = op.applyDouble(getD(k));
            else o.i[k] = op.applyInt(getI(k, t));
        }
        return o;
    }

    /** Element k of a and element kb of b through op into o[k]. */
    private static void bin(BinaryOp op, Ref a, int ka, Ref b, int kb, Ref o, int k) {
        ElementType t = op.operandType(a.type, b.type);
        if (t == ElementType.DOUBLE) {
            if (o.type == ElementType.DOUBLE) o.d[k] = op.applyDouble(a.getD(ka), b.getD(kb));
            else o.i[k] = op.applyDoubleToLogical(a.getD(ka), b.getD(kb));
        } else o.i[k] = op.applyInt(a.getI(ka, t), b.getI(kb, t));
    }

    static Ref mapply(Ref a, Ref b, BinaryOp op) {
        boolean as = a.n() == 1 && !(a.nrow == b.nrow && a.ncol == b.ncol), bs = b.n() == 1 && !(a.nrow == b.nrow && a.ncol == b.ncol);
        Ref shape = as ? b : a;
        Ref o = new Ref(op.resultType(a.type, b.type), shape.nrow, shape.ncol);
        for (int k = 0; k < o.n(); k++) bin(op, a, as ? 0 : k, b, bs ? 0 : k, o, k);
        return o;
    }

    /** R's ifelse as {@code Engine.ifelse}: a 1x1 branch of a larger test is a scalar; NA tests give NA. */
    static Ref ifelse(Ref test, Ref yes, Ref no, ElementType type) {
        Ref o = new Ref(type, test.nrow, test.ncol);
        for (int k = 0; k < o.n(); k++) {
            int c = test.i[k];
            Ref b = c != 0 ? yes : no;
            int kb = b.n() == o.n() ? k : 0;
            if (type == ElementType.DOUBLE) o.d[k] = c == NA.INT ? NA.REAL : b.getD(kb);
            else o.i[k] = c == NA.INT ? NA.INT : b.getI(kb, type);
        }
        return o;
    }

    Ref sweep(int margin, Ref v, BinaryOp op, boolean vLeft) {
        Ref o = new Ref(op.resultType(type, v.type), nrow, ncol);
        for (int c = 0; c < ncol; c++)
            for (int r = 0; r < nrow; r++) {
                int k = c * nrow + r, kv = margin == 1 ? r : c;
                if (vLeft) bin(op, v, kv, this, k, o, k); else bin(op, this, k, v, kv, o, k);
            }
        return o;
    }

    // ---- aggregation: naive per-op folds with the engine's documented NA rules ----

    /** Folds the elements at positions ks (in order) with op; positions are reported as pos[k]. */
    private Object fold(AggOp op, int[] ks, int[] pos) {
        ElementType t = op.operandType(type);
        switch (op) {
            case COUNT: return ks.length;
            case SUM:
                if (t == ElementType.DOUBLE) { double s = 0; for (int k : ks) s += d[k]; return s; }
                else { long s = 0; for (int k : ks) { int x = getI(k, t); if (x == NA.INT) return NA.INT; s += x; } return RMath.narrow(s); }
            case PROD: {
                // with a separate exponent, as R's long double accumulator does not overflow
                double m = 1;
                long e = 0;
                for (int k : ks) {
                    m *= getD(k);
                    if (m != 0 && Double.isFinite(m)) { int x = Math.getExponent(m); m = Math.scalb(m, -x); e += x; }
                }
                return Math.scalb(m, (int) Math.max(-4096, Math.min(4096, e)));
            }
            case MIN: case MAX: {
                boolean min = op == AggOp.MIN;
                if (t == ElementType.DOUBLE) {
                    double m = min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                    boolean na = false, nan = false;
                    for (int k : ks) { double x = d[k]; if (NA.isNA(x)) na = true; else if (x != x) nan = true; else if (min ? x < m : x > m) m = x; }
                    return na ? NA.REAL : nan ? Double.NaN : m;
                }
                if (ks.length == 0) return NA.INT;
                int m = min ? Integer.MAX_VALUE : Integer.MIN_VALUE + 1;
                for (int k : ks) { int x = getI(k, t); if (x == NA.INT) return NA.INT; m = min ? Math.min(m, x) : Math.max(m, x); }
                return m;
            }
            case ANY: case ALL: {
                boolean any = op == AggOp.ANY, na = false;
                for (int k : ks) { int x = getI(k, ElementType.LOGICAL); if (x == NA.INT) na = true; else if (any ? x == 1 : x == 0) return any ? 1 : 0; }
                return na ? NA.LOGICAL : (any ? 0 : 1);
            }
            case WHICH_MIN: case WHICH_MAX: {
                boolean min = op == AggOp.WHICH_MIN;
                double best = 0; int bp = -1;
                for (int q = 0; q < ks.length; q++) {
                    double x = getD(ks[q]);
                    if (x != x) continue;
                    if (bp < 0 || (min ? x < best : x > best) || (x == best && pos[q] < bp)) { best = x; bp = pos[q]; }
                }
                return bp < 0 ? NA.INT : bp + 1;
            }
            default: throw new IllegalArgumentException(op.toString());
        }
    }

    private static void put(Ref o, int k, Object v) {
        if (o.type == ElementType.DOUBLE) o.d[k] = (Double) v; else o.i[k] = (Integer) v;
    }

    Ref agg(AggOp op) {
        int[] ks = new int[n()];
        for (int k = 0; k < ks.length; k++) ks[k] = k;
        Ref o = new Ref(op.resultType(type), 1, 1);
        put(o, 0, fold(op, ks, ks));
        return o;
    }

    Ref aggRow(AggOp op) {
        Ref o = new Ref(op.resultType(type), nrow, 1);
        for (int r = 0; r < nrow; r++) {
            int[] ks = new int[ncol], pos = new int[ncol];
            for (int c = 0; c < ncol; c++) { ks[c] = c * nrow + r; pos[c] = c; }
            put(o, r, fold(op, ks, pos));
        }
        return o;
    }

    Ref aggCol(AggOp op) {
        Ref o = new Ref(op.resultType(type), ncol, 1);
        for (int c = 0; c < ncol; c++) {
            int[] ks = new int[nrow], pos = new int[nrow];
            for (int r = 0; r < nrow; r++) { ks[r] = c * nrow + r; pos[r] = r; }
            put(o, c, fold(op, ks, pos));
        }
        return o;
    }

    Ref groupbyRow(Ref labels, int k, AggOp op) {
        Ref o = new Ref(op.resultType(type), k, ncol);
        for (int g = 1; g <= k; g++) {
            List<Integer> rows = new ArrayList<>();
            for (int r = 0; r < nrow; r++) if (labels.i[r] == g) rows.add(r);
            for (int c = 0; c < ncol; c++) {
                int[] ks = new int[rows.size()], pos = new int[rows.size()];
                for (int q = 0; q < ks.length; q++) { ks[q] = c * nrow + rows.get(q); pos[q] = rows.get(q); }
                put(o, c * k + g - 1, fold(op, ks, pos));
            }
        }
        return o;
    }

    Ref groupbyCol(Ref labels, int k, AggOp op) {
        Ref o = new Ref(op.resultType(type), nrow, k);
        for (int g = 1; g <= k; g++) {
            List<Integer> cols = new ArrayList<>();
            for (int c = 0; c < ncol; c++) if (labels.i[c] == g) cols.add(c);
            for (int r = 0; r < nrow; r++) {
                int[] ks = new int[cols.size()], pos = new int[cols.size()];
                for (int q = 0; q < ks.length; q++) { ks[q] = cols.get(q) * nrow + r; pos[q] = cols.get(q); }
                put(o, (g - 1) * nrow + r, fold(op, ks, pos));
            }
        }
        return o;
    }

    /** groupby on values: key -> aggregate, sorted (count/sum...) or first-appearance order (uniq). */
    /** The last groupby's (key, value) pairs in order (NA and NaN keys both kept). */
    List<Object[]> groupPairs;

    Map<Double, Object> groupby(AggOp op) {
        // keys as bits so NA and NaN stay apart; sorted order: numbers, NaN, NA
        java.util.Comparator<Long> byValue = (x, y) -> {
            double a = Double.longBitsToDouble(x), b = Double.longBitsToDouble(y);
            int c = Double.compare(a, b);
            return c != 0 || !Double.isNaN(a) ? c : Boolean.compare(NA.isNA(a), NA.isNA(b));
        };
        Map<Long, List<Integer>> groups = op == AggOp.UNIQ ? new LinkedHashMap<>() : new TreeMap<>(byValue);
        for (int k = 0; k < n(); k++) {
            double key = getD(k);
            if (key == 0) key = 0.0;
            long bits = key != key ? (NA.isNA(key) ? NA.REAL_BITS : Double.doubleToLongBits(Double.NaN)) : Double.doubleToLongBits(key);
            groups.computeIfAbsent(bits, x -> new ArrayList<>()).add(k);
        }
        Map<Double, Object> out = new LinkedHashMap<>();
        List<Object[]> pairs = new ArrayList<>();
        for (Map.Entry<Long, List<Integer>> e : groups.entrySet()) {
            int[] ks = e.getValue().stream().mapToInt(Integer::intValue).toArray();
            double key = Double.longBitsToDouble(e.getKey());
            pairs.add(new Object[] {key, op == AggOp.UNIQ ? (Object) key : fold(op, ks, ks)});
        }
        groupPairs = pairs;
        for (Object[] p : pairs) out.put((Double) p[0], p[1]);
        return out;
    }

    // ---- inner product, cumulative ----

    static Ref innerProd(Ref a, Ref b, BinaryOp f1, BinaryOp f2) {
        ElementType r1 = f1.resultType(a.type, b.type);
        Ref o = new Ref(f2.resultType(r1, r1), a.nrow, b.ncol);
        Ref t1 = new Ref(r1, 1, 1);
        for (int i = 0; i < a.nrow; i++)
            for (int j = 0; j < b.ncol; j++) {
                Ref acc = null;
                for (int t = 0; t < a.ncol; t++) {
                    bin(f1, a, t * a.nrow + i, b, j * b.nrow + t, t1, 0);
                    if (acc == null) { acc = new Ref(o.type, 1, 1); copyConv(t1, acc); }
                    else { Ref nx = new Ref(o.type, 1, 1); bin(f2, acc, 0, t1, 0, nx, 0); acc = nx; }
                }
                int k = j * o.nrow + i;
                if (acc == null) {
                    if (o.type == ElementType.DOUBLE) o.d[k] = f2 == BinaryOp.ADD ? 0 : f2 == BinaryOp.MUL ? 1 : f2 == BinaryOp.MIN ? Double.POSITIVE_INFINITY : f2 == BinaryOp.MAX ? Double.NEGATIVE_INFINITY : NA.REAL;
                    else o.i[k] = f2 == BinaryOp.ADD || f2 == BinaryOp.OR ? 0 : f2 == BinaryOp.MUL || f2 == BinaryOp.AND ? 1 : NA.INT;
                } else copyConv(acc, o, k);
            }
        return o;
    }

    private static void copyConv(Ref from, Ref to) { copyConv(from, to, 0); }

    private static void copyConv(Ref from, Ref to, int k) {
        if (to.type == ElementType.DOUBLE) to.d[k] = from.getD(0); else to.i[k] = from.getI(0, to.type);
    }

    Ref cumCol(BinaryOp op) {
        Ref o = new Ref(op.resultType(type, type), nrow, ncol);
        if (op == BinaryOp.ADD && o.type == ElementType.DOUBLE) { cumSumDoubles(o); return o; }
        if (op == BinaryOp.MUL && o.type == ElementType.DOUBLE) { cumProdDoubles(o); return o; }
        for (int c = 0; c < ncol; c++)
            for (int r = 0; r < nrow; r++) {
                int k = c * nrow + r;
                if (r == 0) { Ref one = slice(k); copyConv(one, o, k); }
                else if (op == BinaryOp.MIN || op == BinaryOp.MAX) bin(op, o, k - 1, this, k, o, k); // a running NaN stays
                else bin(op, this, k, o, k - 1, o, k);
            }
        return o;
    }

    /**
     * R's cumsum of doubles as the heap computes it: a long double running sum; from the first NA
     * or NaN on, the NaN of x87 adds from memory (a later quiet NaN of larger significand wins).
     */
    private void cumSumDoubles(Ref o) {
        for (int c = 0; c < ncol; c++) {
            flashr.engine.fn.LongDouble acc = new flashr.engine.fn.LongDouble();
            double nan = 0;
            boolean stuck = false;
            for (int r = 0; r < nrow; r++) {
                double x = getD(c * nrow + r);
                if (stuck || Double.isNaN(x)) {
                    if (Double.isNaN(x)) nan = flashr.engine.fn.X87NaNs.memoryAdd(stuck ? nan : acc.hi(), x);
                    stuck = true;
                    o.d[c * nrow + r] = nan;
                    continue;
                }
                // past 2^1024 the long double keeps the sum (an infinity of its sign cast to a
                // double) and may come back, as the x87's does
                o.d[c * nrow + r] = acc.add(x).value();
            }
        }
    }

    /** R's cumprod of doubles as the heap computes it: a long double running product (extended exponent range). */
    private void cumProdDoubles(Ref o) {
        for (int c = 0; c < ncol; c++) {
            flashr.engine.fn.LongDoubleProduct acc = new flashr.engine.fn.LongDoubleProduct();
            for (int r = 0; r < nrow; r++) o.d[c * nrow + r] = acc.multiply(getD(c * nrow + r)).value();
        }
    }

    Ref cumRow(BinaryOp op) {
        Ref o = new Ref(op.resultType(type, type), nrow, ncol);
        if (op == BinaryOp.MUL && o.type == ElementType.DOUBLE) return t().cumCol(op).t();   // per row in long double, as cumprod
        for (int r = 0; r < nrow; r++)
            for (int c = 0; c < ncol; c++) {
                int k = c * nrow + r;
                if (c == 0) copyConv(slice(k), o, k);
                else bin(op, this, k, o, k - nrow, o, k);
            }
        return o;
    }

    private Ref slice(int k) {
        Ref o = new Ref(type, 1, 1);
        if (d != null) o.d[0] = d[k]; else o.i[0] = i[k];
        return o;
    }

    // ---- views ----

    Ref t() {
        Ref o = new Ref(type, ncol, nrow);
        for (int c = 0; c < ncol; c++) for (int r = 0; r < nrow; r++) {
            if (d != null) o.d[r * ncol + c] = d[c * nrow + r]; else o.i[r * ncol + c] = i[c * nrow + r];
        }
        return o;
    }

    Ref selectCols(int[] cols) {
        Ref o = new Ref(type, nrow, cols.length);
        for (int q = 0; q < cols.length; q++) for (int r = 0; r < nrow; r++) {
            if (d != null) o.d[q * nrow + r] = d[cols[q] * nrow + r]; else o.i[q * nrow + r] = i[cols[q] * nrow + r];
        }
        return o;
    }

    Ref selectRows(long[] rows) {
        Ref o = new Ref(type, rows.length, ncol);
        for (int c = 0; c < ncol; c++) for (int q = 0; q < rows.length; q++) {
            int src = c * nrow + (int) rows[q];
            if (d != null) o.d[c * rows.length + q] = d[src]; else o.i[c * rows.length + q] = i[src];
        }
        return o;
    }

    static Ref bind(List<Ref> parts, boolean byRows) {
        ElementType t = ElementType.LOGICAL;
        for (Ref p : parts) t = ElementType.promote(t, p.type);
        int nr = byRows ? parts.stream().mapToInt(p -> p.nrow).sum() : parts.get(0).nrow;
        int nc = byRows ? parts.get(0).ncol : parts.stream().mapToInt(p -> p.ncol).sum();
        Ref o = new Ref(t, nr, nc);
        int off = 0;
        for (Ref p : parts) {
            for (int c = 0; c < p.ncol; c++) for (int r = 0; r < p.nrow; r++) {
                int k = byRows ? c * nr + off + r : (off + c) * nr + r;
                if (t == ElementType.DOUBLE) o.d[k] = p.getD(c * p.nrow + r); else o.i[k] = p.getI(c * p.nrow + r, t);
            }
            off += byRows ? p.nrow : p.ncol;
        }
        return o;
    }

    Ref setElements(long[] rows, int[] cols, double[] values, ElementType vt) {
        ElementType t = ElementType.promote(type, vt);
        Ref o = new Ref(t, nrow, ncol);
        for (int k = 0; k < n(); k++) { if (t == ElementType.DOUBLE) o.d[k] = getD(k); else o.i[k] = getI(k, t); }
        for (int q = 0; q < rows.length; q++) {
            int k = cols[q] * nrow + (int) rows[q];
            if (t == ElementType.DOUBLE) o.d[k] = values[q];
            else o.i[k] = t == ElementType.LOGICAL ? Casts.doubleToLogical(values[q]) : Casts.doubleToInt(values[q]);
        }
        return o;
    }
}

package flashr.engine;

import flashr.engine.exec.CounterRng;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.engine.type.NA;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Builds random GenOp DAGs on an engine and, step by step, the same computation on {@link Ref}. */
final class RandomDags {
    /** Functions for {@link UnaryOp#FN}: one total, one NaN outside [-1, 1], one NaN at infinities. */
    static final ScalarFn[] FUNCTIONS = {
        new ScalarFn("atan", Math::atan, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -Math.PI / 2, Math.PI / 2),
        new ScalarFn("asin", Math::asin, -1, 1, -Math.PI / 2, Math.PI / 2),
        new ScalarFn("sin", Math::sin, -Double.MAX_VALUE, Double.MAX_VALUE, -1, 1)};

    record Pair(Matrix m, Ref r, String how) { }

    private static final int[] ROWS = {0, 1, 2, 3, 5, 7, 8, 9, 16, 17, 31, 64, 100, 129, 203, 1000, 2049};
    private static final int[] COLS = {1, 1, 2, 3, 4, 6, 1, 2, 33, 45, 65, 70};
    /** Block matrices only (more than 32 columns): every row-wise op on them is decomposed. */
    private static final int[] WIDE_COLS = {33, 45, 64, 65, 70};
    /** Widths of W in X %*% W whose product is a block matrix. */
    private static final int[] WIDE_OUTPUTS = {33, 64, 65, 70};
    private static final double[] SPECIAL = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0};
    private static final BinaryOp[] ELEMENTWISE = BinaryOp.values();
    private static final AggOp[] AGGS = {AggOp.SUM, AggOp.PROD, AggOp.MIN, AggOp.MAX, AggOp.ANY, AggOp.ALL, AggOp.COUNT, AggOp.WHICH_MIN, AggOp.WHICH_MAX};
    private static final AggOp[] GROUP_AGGS = {AggOp.SUM, AggOp.PROD, AggOp.MIN, AggOp.MAX, AggOp.ANY, AggOp.ALL, AggOp.COUNT};
    private static final BinaryOp[] CUMS = {BinaryOp.ADD, BinaryOp.MUL, BinaryOp.MIN, BinaryOp.MAX};
    private static final BinaryOp[] F1 = {BinaryOp.MUL, BinaryOp.EUCLIDEAN, BinaryOp.ADD, BinaryOp.MIN, BinaryOp.EQ, BinaryOp.LT, BinaryOp.SUB};
    private static final BinaryOp[] F2 = {BinaryOp.ADD, BinaryOp.ADD, BinaryOp.MIN, BinaryOp.MAX, BinaryOp.AND, BinaryOp.OR};

    final Engine e;
    final Random rnd;
    final List<Pair> pool = new ArrayList<>();

    private final int[] cols;

    RandomDags(Engine e, long seed) { this(e, seed, false); }

    /** With {@code wide}, sources have 33 to 70 columns (and wide sources as many rows). */
    RandomDags(Engine e, long seed, boolean wide) {
        this.e = e;
        this.rnd = new Random(seed);
        this.cols = wide ? WIDE_COLS : COLS;
    }

    private <T> T pick(T[] a) { return a[rnd.nextInt(a.length)]; }

    private ElementType randomType() { return ElementType.values()[rnd.nextInt(3)]; }

    double randomDouble() {
        int k = rnd.nextInt(20);
        if (k == 0) return SPECIAL[rnd.nextInt(SPECIAL.length)];
        return (rnd.nextInt(41) - 20) / 4.0;
    }

    int randomInt(ElementType t) {
        if (rnd.nextInt(15) == 0) return NA.INT;
        return t == ElementType.LOGICAL ? rnd.nextInt(2) : rnd.nextInt(21) - 10;
    }

    Pair source(int nrow, int ncol, ElementType t) {
        Ref r = new Ref(t, nrow, ncol);
        for (int k = 0; k < r.n(); k++) { if (r.d != null) r.d[k] = randomDouble(); else r.i[k] = randomInt(t); }
        Layout l = rnd.nextBoolean() ? Layout.COL_MAJOR : Layout.ROW_MAJOR;
        Matrix m = e.fromArray(r.d, r.i, t, nrow, ncol, l);
        return new Pair(m, r, "source " + nrow + "x" + ncol + " " + t + " " + l);
    }

    Pair randomSource() {
        int choice = rnd.nextInt(10);
        int nr = ROWS[rnd.nextInt(ROWS.length)], nc = cols[rnd.nextInt(cols.length)];
        if (choice == 0) return source(nc, nr, randomType());           // wide
        if (choice == 1 && nr >= nc) {                                    // random generator
            long seed = rnd.nextLong();
            Matrix m = e.runif(nr, nc, -2, 2, seed);
            Ref r = new Ref(ElementType.DOUBLE, nr, nc);
            for (int k = 0; k < r.n(); k++) r.d[k] = -2 + 4 * CounterRng.uniform(seed, k);
            return new Pair(m, r, "runif");
        }
        if (choice == 2) {
            ElementType t = rnd.nextBoolean() ? ElementType.INTEGER : ElementType.DOUBLE;
            Matrix m = e.seq(3, -2, nr, t);
            Ref r = new Ref(t, nr, 1);
            for (int k = 0; k < nr; k++) { if (r.d != null) r.d[k] = 3 - 2.0 * k; else r.i[k] = 3 - 2 * k; }
            return new Pair(m, r, "seq");
        }
        if (choice == 3) {
            double v = (rnd.nextInt(9) - 4) / 2.0;
            Matrix m = e.constant(nr, nc, v, ElementType.DOUBLE);
            Ref r = new Ref(ElementType.DOUBLE, nr, nc);
            java.util.Arrays.fill(r.d, v);
            return new Pair(m, r, "rep");
        }
        return source(nr, nc, randomType());
    }

    Pair any() { return pool.get(pool.size() - 1 - Math.min(pool.size() - 1, rnd.nextInt(4) == 0 ? rnd.nextInt(pool.size()) : rnd.nextInt(Math.min(3, pool.size())))); }

    private Pair sameShape(Pair a) {
        List<Pair> c = new ArrayList<>();
        for (Pair p : pool) if (p != a && p.m().nrow() == a.m().nrow() && p.m().ncol() == a.m().ncol()) c.add(p);
        if (!c.isEmpty() && rnd.nextInt(3) > 0) return c.get(rnd.nextInt(c.size()));
        UnaryOp op = pick(new UnaryOp[] {UnaryOp.NEG, UnaryOp.ABS, UnaryOp.AS_INTEGER, UnaryOp.FLOOR, UnaryOp.NOT});
        return new Pair(e.sapply(a.m(), op), a.r().sapply(op), "sapply");
    }

    private Pair vectorOf(int n) {
        ElementType t = randomType();
        return source(n, 1, t);
    }

    /** Adds one random op to the pool; returns false when the chosen op did not apply. */
    boolean step() {
        Pair a = any();
        Matrix m = a.m();
        Ref r = a.r();
        int op = rnd.nextInt(18);
        Pair out;
        switch (op) {
            case 0, 1 -> {
                UnaryOp u = pick(UnaryOp.values());
                // which of NA and NaN an op on both gives is unspecified (as in R), so is.nan reads stored data only
                if (u == UnaryOp.IS_NAN && !a.how().startsWith("source")) u = UnaryOp.IS_NA;
                if (u == UnaryOp.FN) {
                    ScalarFn f = pick(FUNCTIONS);
                    out = new Pair(e.sapply(m, f), r.sapply(f), "sapply " + f);
                } else {
                    out = new Pair(e.sapply(m, u), r.sapply(u), "sapply " + u);
                }
            }
            case 2, 3 -> {
                BinaryOp b = pick(ELEMENTWISE);
                Pair o = sameShape(a);
                out = new Pair(e.mapply(m, o.m(), b), Ref.mapply(r, o.r(), b), "mapply " + b);
            }
            case 4 -> {
                BinaryOp b = pick(ELEMENTWISE);
                Pair s = source(1, 1, randomType());
                boolean left = rnd.nextBoolean();
                out = left ? new Pair(e.mapply(s.m(), m, b), Ref.mapply(s.r(), r, b), "scalar-left " + b)
                        : new Pair(e.mapply(m, s.m(), b), Ref.mapply(r, s.r(), b), "scalar " + b);
            }
            case 5 -> {
                int margin = 1 + rnd.nextInt(2);
                Pair v = vectorOf((int) (margin == 1 ? m.nrow() : m.ncol()));
                BinaryOp b = pick(ELEMENTWISE);
                boolean left = rnd.nextBoolean();
                out = new Pair(e.sweep(m, margin, v.m(), b, left), r.sweep(margin, v.r(), b, left), "sweep " + margin + " " + b);
            }
            case 6 -> { AggOp g = pick(AGGS); out = new Pair(e.agg(m, g), r.agg(g), "agg " + g); }
            case 7 -> { AggOp g = pick(AGGS); out = new Pair(e.aggRow(m, g), r.aggRow(g), "agg.row " + g); }
            case 8 -> { AggOp g = pick(AGGS); out = new Pair(e.aggCol(m, g), r.aggCol(g), "agg.col " + g); }
            case 9 -> {
                boolean rows = rnd.nextBoolean();
                // groupby.col with more than 32 groups has a block-matrix result
                int k = !rows && rnd.nextInt(4) == 0 ? 33 + rnd.nextInt(38) : 1 + rnd.nextInt(4);
                int n = (int) (rows ? m.nrow() : m.ncol());
                Ref lab = new Ref(ElementType.INTEGER, n, 1);
                for (int q = 0; q < n; q++) lab.i[q] = rnd.nextInt(12) == 0 ? NA.INT : 1 + rnd.nextInt(k);
                Matrix lm = e.fromArray(lab.i, ElementType.INTEGER, n, 1);
                AggOp g = pick(GROUP_AGGS);
                out = rows ? new Pair(e.groupbyRow(m, lm, k, g), r.groupbyRow(lab, k, g), "groupby.row " + g)
                        : new Pair(e.groupbyCol(m, lm, k, g), r.groupbyCol(lab, k, g), "groupby.col " + g);
            }
            case 10 -> {
                BinaryOp f1 = pick(F1), f2 = pick(F2);
                if (rnd.nextBoolean()) {
                    if (!m.isTransposed() && rnd.nextInt(3) == 0) f2 = pick(new BinaryOp[] {BinaryOp.SUB, BinaryOp.DIV, BinaryOp.MUL, BinaryOp.MOD});
                    // W of more than 32 columns: a block-matrix result
                    int k = rnd.nextInt(4) == 0 ? WIDE_OUTPUTS[rnd.nextInt(WIDE_OUTPUTS.length)] : 1 + rnd.nextInt(3);
                    Pair w = source((int) m.ncol(), k, randomType());
                    out = new Pair(e.innerProd(m, w.m(), f1, f2), Ref.innerProd(r, w.r(), f1, f2), "inner.prod tall " + f1 + " " + f2);
                } else {
                    // crossprod of a itself (symmetric when f1 commutes) or with another matrix
                    Pair b = rnd.nextInt(3) == 0 ? a : sameRows(a);
                    out = new Pair(e.innerProd(m.t(), b.m(), f1, f2), Ref.innerProd(r.t(), b.r(), f1, f2), "inner.prod t(A)B " + f1 + " " + f2);
                }
            }
            case 11 -> {
                BinaryOp c = pick(CUMS);
                boolean col = rnd.nextBoolean();
                out = col ? new Pair(e.cumCol(m, c), r.cumCol(c), "cum.col " + c) : new Pair(e.cumRow(m, c), r.cumRow(c), "cum.row " + c);
            }
            case 12 -> out = new Pair(m.t(), r.t(), "t");
            case 13 -> {
                if (rnd.nextBoolean() && m.ncol() > 0) {
                    int[] cols = new int[1 + rnd.nextInt((int) Math.min(m.ncol() + 1, 5))];
                    for (int q = 0; q < cols.length; q++) cols[q] = rnd.nextInt((int) m.ncol());
                    out = new Pair(e.selectCols(m, cols), r.selectCols(cols), "select.cols");
                } else if (m.nrow() > 0) {
                    long[] rows = new long[rnd.nextInt((int) Math.min(m.nrow() * 2, 40) + 1)];
                    // mostly runs of consecutive rows (x[a:b, ], read as ranges) with jumps, or any rows
                    boolean runs = rnd.nextBoolean();
                    long at = rnd.nextInt((int) m.nrow());
                    for (int q = 0; q < rows.length; q++) {
                        rows[q] = runs ? at : rnd.nextInt((int) m.nrow());
                        at = rnd.nextInt(12) == 0 ? rnd.nextInt((int) m.nrow()) : (at + 1) % m.nrow();
                    }
                    out = new Pair(e.selectRows(m, rows), r.selectRows(rows), "select.rows");
                } else return false;
            }
            case 14 -> {
                boolean byRows = rnd.nextBoolean();
                Pair b = byRows ? sameCols(a) : sameRows(a);
                out = byRows ? new Pair(e.rbind(m, b.m()), Ref.bind(List.of(r, b.r()), true), "rbind")
                        : new Pair(e.cbind(m, b.m()), Ref.bind(List.of(r, b.r()), false), "cbind");
            }
            case 15 -> {
                if (m.nrow() == 0 || m.ncol() == 0) return false;
                int n = 1 + rnd.nextInt(4);
                long[] rows = new long[n];
                int[] cols = new int[n];
                double[] vals = new double[n];
                ElementType vt = randomType();
                for (int q = 0; q < n; q++) {
                    rows[q] = rnd.nextInt((int) m.nrow());
                    cols[q] = rnd.nextInt((int) m.ncol());
                    vals[q] = vt == ElementType.DOUBLE ? randomDouble() : (rnd.nextInt(8) == 0 ? NA.REAL : (vt == ElementType.LOGICAL ? rnd.nextInt(2) : rnd.nextInt(9) - 4));
                }
                out = new Pair(e.setElements(m, rows, cols, vals, vt), r.setElements(rows, cols, vals, vt), "set.elements");
            }
            case 16 -> out = ifelse(a);
            default -> {
                if (!m.isVirtual()) return false;
                e.setCache(m, true);
                return true;
            }
        }
        pool.add(out);
        return true;
    }

    /** ifelse with a logical test of a's shape (a itself, a comparison or a predicate of it), branches full or 1x1. */
    private Pair ifelse(Pair a) {
        Pair test = a.m().type() == ElementType.LOGICAL && rnd.nextBoolean() ? a : switch (rnd.nextInt(3)) {
            case 0 -> new Pair(e.mapply(a.m(), 0.0, BinaryOp.GT), Ref.mapply(a.r(), scalarRef(0.0), BinaryOp.GT), "gt");
            case 1 -> new Pair(e.sapply(a.m(), UnaryOp.IS_NA), a.r().sapply(UnaryOp.IS_NA), "is.na");
            default -> new Pair(e.sapply(a.m(), UnaryOp.AS_LOGICAL), a.r().sapply(UnaryOp.AS_LOGICAL), "as.logical");
        };
        Pair yes = rnd.nextBoolean() ? sameShape(a) : source(1, 1, randomType());
        Pair no = rnd.nextInt(4) == 0 ? a : rnd.nextBoolean() ? sameShape(a) : source(1, 1, randomType());
        ElementType t = randomType();
        return new Pair(e.ifelse(test.m(), yes.m(), no.m(), t), Ref.ifelse(test.r(), yes.r(), no.r(), t), "ifelse " + t);
    }

    private static Ref scalarRef(double v) {
        Ref r = new Ref(ElementType.DOUBLE, 1, 1);
        r.d[0] = v;
        return r;
    }

    private Pair sameRows(Pair a) {
        for (Pair p : pool) if (p != a && p.m().nrow() == a.m().nrow() && rnd.nextBoolean()) return p;
        return source((int) a.m().nrow(), 1 + rnd.nextInt(3), randomType());
    }

    private Pair sameCols(Pair a) {
        for (Pair p : pool) if (p != a && p.m().ncol() == a.m().ncol() && rnd.nextBoolean()) return p;
        return source(ROWS[rnd.nextInt(ROWS.length)], (int) a.m().ncol(), randomType());
    }

    /**
     * One random DAG of 2 to {@code 1 + opsBound} steps, its targets materialized together: the
     * requested targets and its last matrix, each as raw bits, for comparing two engine settings.
     */
    static List<long[]> targetBits(Engine e, long seed, int opsBound) {
        RandomDags g = new RandomDags(e, seed, false);
        Random rnd = new Random(seed ^ 0x5DEECE66DL);
        int sources = 1 + rnd.nextInt(2);
        for (int s = 0; s < sources; s++) g.pool.add(g.randomSource());
        int ops = 2 + rnd.nextInt(opsBound);
        for (int k = 0; k < ops; k++) {
            try { g.step(); } catch (UnsupportedOperationException skip) { /* a step this DAG cannot take */ }
        }
        List<Matrix> targets = new ArrayList<>();
        int nt = 1 + rnd.nextInt(3);
        for (int k = 0; k < nt; k++) targets.add(g.pool.get(g.pool.size() - 1 - rnd.nextInt(Math.min(g.pool.size(), 4))).m());
        e.materialize(targets.toArray(Matrix[]::new));
        targets.add(g.pool.get(g.pool.size() - 1).m());
        List<long[]> bits = new ArrayList<>();
        for (Matrix m : targets) bits.add(bits(m));
        return bits;
    }

    /** A matrix's shape and raw bits; NaNs as one value. */
    static long[] bits(Matrix m) {
        if (m.type() != ElementType.DOUBLE) return java.util.Arrays.stream(m.toIntArray()).asLongStream().toArray();
        double[] d = m.toDoubleArray();
        long[] b = new long[d.length + 2];
        b[0] = m.nrow();
        b[1] = m.ncol();
        // which NaN an operation on NA and NaN gives depends on the operand order the JIT tier
        // chose, not on the engine's settings (as in DifferentialTest): NaNs compare as one value
        for (int k = 0; k < d.length; k++) b[k + 2] = Double.isNaN(d[k]) ? 0x7ff8000000000000L : Double.doubleToRawLongBits(d[k]);
        return b;
    }
}

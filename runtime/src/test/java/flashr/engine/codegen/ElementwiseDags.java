package flashr.engine.codegen;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random element-wise DAGs over one shape (sapply, mapply with same-shape, scalar and vector
 * operands, sweep, ifelse, casts), with R's special values in the data. The same seed builds the
 * same DAG on any engine, so two engines' results can be compared.
 */
final class ElementwiseDags {
    private static final int[] ROWS = {0, 1, 2, 3, 7, 8, 17, 100, 257, 1000};
    private static final int[] COLS = {1, 1, 2, 3, 5, 33};
    private static final double[] SPECIAL_D = {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 1.0, 2.0, 1e308, -1e308, 4.9e-324, 2147483647.5, -2147483648.0, 2147483648.0};
    private static final int[] SPECIAL_I = {NA.INT, Integer.MAX_VALUE, Integer.MIN_VALUE + 1, 0, 1, -1, 46341, -46341, 65536};

    private final Engine e;
    private final Random rnd;
    private final List<Matrix> pool = new ArrayList<>();
    private final int nrow, ncol;
    /** Whether sources are Java arrays viewed where they lie (as R's matrices), not copied into the engine's store. */
    private boolean viewed;

    ElementwiseDags(Engine e, long seed) { this(e, seed, ROWS); }

    /** DAGs whose shapes have one of these row counts. */
    ElementwiseDags(Engine e, long seed, int[] rows) {
        this.e = e;
        this.rnd = new Random(seed);
        this.nrow = rows[rnd.nextInt(rows.length)];
        this.ncol = COLS[rnd.nextInt(COLS.length)];
    }

    /** Sources viewed in place ({@link Engine#viewOfArray}), which generated bodies read without a copy. */
    ElementwiseDags viewed() { viewed = true; return this; }

    private ElementType type() { return ElementType.values()[rnd.nextInt(3)]; }

    private Matrix source(int nr, int nc, ElementType t) {
        int n = nr * nc;
        if (t == ElementType.DOUBLE) {
            double[] d = new double[n];
            for (int k = 0; k < n; k++) d[k] = rnd.nextInt(6) == 0 ? SPECIAL_D[rnd.nextInt(SPECIAL_D.length)] : (rnd.nextInt(41) - 20) / 4.0;
            return viewed ? e.viewOfArray(d, null, ElementType.DOUBLE, nr, nc) : e.fromArray(d, nr, nc);
        }
        int[] i = new int[n];
        for (int k = 0; k < n; k++) {
            if (t == ElementType.LOGICAL) i[k] = rnd.nextInt(8) == 0 ? NA.INT : rnd.nextInt(2);
            else i[k] = rnd.nextInt(6) == 0 ? SPECIAL_I[rnd.nextInt(SPECIAL_I.length)] : rnd.nextInt(21) - 10;
        }
        return viewed ? e.viewOfArray(null, i, t, nr, nc) : e.fromArray(i, t, nr, nc);
    }

    private Matrix scalar() {
        if (rnd.nextInt(4) == 0) return e.scalar(2.0);   // x ^ 2 runs as x * x
        return source(1, 1, type());
    }

    private Matrix any() { return pool.get(pool.size() - 1 - rnd.nextInt(Math.min(pool.size(), 3))); }

    private Matrix logical(Matrix a) {
        if (a.type() == ElementType.LOGICAL && rnd.nextBoolean()) return a;
        return switch (rnd.nextInt(3)) {
            case 0 -> e.mapply(a, 0.0, BinaryOp.GT);
            case 1 -> e.sapply(a, UnaryOp.IS_NA);
            default -> e.sapply(a, UnaryOp.AS_LOGICAL);
        };
    }

    private Matrix step() {
        Matrix a = any();
        return switch (rnd.nextInt(10)) {
            case 0, 1 -> {
                UnaryOp u = UnaryOp.values()[rnd.nextInt(UnaryOp.values().length)];
                // which of NA and NaN an op meeting both gives is unspecified, so is.nan reads stored data only
                if (u == UnaryOp.FN) yield e.sapply(a, flashr.engine.fn.ScalarFn.total("atan", Math::atan));
                yield e.sapply(a, u == UnaryOp.IS_NAN && a.isVirtual() ? UnaryOp.IS_NA : u);
            }
            case 2, 3 -> e.mapply(a, rnd.nextInt(5) == 0 ? a : pool.get(rnd.nextInt(pool.size())), BinaryOp.values()[rnd.nextInt(BinaryOp.values().length)]);
            case 4 -> {
                BinaryOp op = BinaryOp.values()[rnd.nextInt(BinaryOp.values().length)];
                yield rnd.nextBoolean() ? e.mapply(a, scalar(), op) : e.mapply(scalar(), a, op);
            }
            case 5 -> {
                int margin = 1 + rnd.nextInt(2);
                Matrix v = source(margin == 1 ? nrow : ncol, 1, type());
                if (margin == 1 && rnd.nextBoolean()) v = e.sapply(v, rnd.nextBoolean() ? UnaryOp.ABS : UnaryOp.EXP);   // a computed row vector
                yield e.sweep(a, margin, v, BinaryOp.values()[rnd.nextInt(BinaryOp.values().length)], rnd.nextBoolean());
            }
            case 6 -> {
                Matrix yes = rnd.nextBoolean() ? any() : scalar();
                Matrix no = rnd.nextBoolean() ? any() : scalar();
                yield e.ifelse(logical(a), yes, no, type());
            }
            case 7 -> e.sapply(a, new UnaryOp[] {UnaryOp.AS_INTEGER, UnaryOp.AS_DOUBLE, UnaryOp.AS_LOGICAL}[rnd.nextInt(3)]);
            // an ordered pass: nodes feeding the cumulative op run node by node, the rest fused
            case 8 -> e.cumCol(a, new BinaryOp[] {BinaryOp.ADD, BinaryOp.MAX, BinaryOp.MUL}[rnd.nextInt(3)]);
            default -> e.mapply(a, pool.getFirst(), BinaryOp.values()[rnd.nextInt(BinaryOp.values().length)]);
        };
    }

    /**
     * A random chain ending in one agg or agg.col sink suited to its type (sum, prod, min, max,
     * any, all, which.*, means, na.rm as R's engine methods write it: NA replaced by the op's
     * identity), sometimes with the chain's value stored too (then no loop may feed the sink).
     */
    List<Matrix> buildSinks() {
        int sources = 1 + rnd.nextInt(3);
        // the first: doubles where the order of a long double sum's additions shows in its bits
        pool.add(wideSource());
        for (int s = 1; s < sources; s++) pool.add(rnd.nextInt(6) == 0 ? e.runif(nrow, ncol, -3, 3, rnd.nextLong()) : source(nrow, ncol, type()));
        int ops = 2 + rnd.nextInt(8);
        for (int k = 0; k < ops; k++) pool.add(step());
        Matrix v = pool.getLast();
        if (rnd.nextInt(3) == 0) v = e.mapply(e.sapply(e.sapply(v, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL);   // vector loops
        List<Matrix> targets = new ArrayList<>();
        targets.add(sink(v));
        if (rnd.nextInt(8) == 0) targets.add(v);
        return targets;
    }

    /**
     * Doubles where the order of a long double sum's additions shows in its bits: small values and,
     * in each column, pairs of large ones that cancel (a running sum that holds one of a pair loses
     * the small values' low bits meanwhile); NA, NaN and infinities now and then.
     */
    private Matrix wideSource() {
        double[] d = new double[nrow * ncol];
        for (int k = 0; k < d.length; k++) d[k] = rnd.nextInt(400) == 0 ? SPECIAL_D[rnd.nextInt(4)] : Math.scalb(rnd.nextGaussian(), rnd.nextInt(11));
        for (int c = 0; c < ncol && nrow > 1; c++) {
            for (int p = 0; p < 1 + nrow / 8; p++) {
                double big = (rnd.nextBoolean() ? 1 : -1) * Math.scalb(1.0, 70 + 5 * rnd.nextInt(2));
                d[c * nrow + rnd.nextInt(nrow)] = big;
                d[c * nrow + rnd.nextInt(nrow)] = -big;
            }
        }
        return viewed ? e.viewOfArray(d, null, ElementType.DOUBLE, nrow, ncol) : e.fromArray(d, nrow, ncol);
    }

    private Matrix sink(Matrix v) {
        ElementType t = v.type();
        if (t == ElementType.DOUBLE) {
            return switch (rnd.nextInt(14)) {
                case 0, 1 -> e.agg(v, AggOp.SUM);
                case 2 -> e.agg(v, AggOp.MIN);
                case 3 -> e.agg(v, AggOp.MAX);
                case 4 -> e.agg(v, AggOp.PROD);
                case 5 -> e.mean(v, rnd.nextBoolean());
                case 6 -> e.agg(e.ifelse(e.sapply(v, UnaryOp.IS_NA), e.scalar(0.0), v, ElementType.DOUBLE), AggOp.SUM);   // sum(na.rm = TRUE)
                case 7 -> e.agg(e.ifelse(e.sapply(v, UnaryOp.IS_NA), e.scalar(Double.NEGATIVE_INFINITY), v, ElementType.DOUBLE), AggOp.MAX);
                case 8 -> e.aggCol(v, AggOp.SUM);
                case 9 -> e.aggCol(v, rnd.nextBoolean() ? AggOp.MIN : AggOp.MAX);
                case 10 -> e.colMeans(v, rnd.nextBoolean());
                case 11 -> e.agg(e.mapply(v, 0.0, BinaryOp.GT), rnd.nextBoolean() ? AggOp.ANY : AggOp.ALL);
                case 12 -> e.agg(rnd.nextBoolean() ? v : v.t(), rnd.nextBoolean() ? AggOp.WHICH_MIN : AggOp.WHICH_MAX);
                default -> e.aggCol(v, AggOp.PROD);
            };
        }
        AggOp[] ops = t == ElementType.LOGICAL
                ? new AggOp[] {AggOp.ANY, AggOp.ALL, AggOp.SUM, AggOp.MAX, AggOp.MIN}
                : new AggOp[] {AggOp.SUM, AggOp.MIN, AggOp.MAX, AggOp.PROD, AggOp.ANY};
        AggOp op = ops[rnd.nextInt(ops.length)];
        return rnd.nextInt(3) == 0 ? e.aggCol(v, op) : e.agg(v, op);
    }

    /** Builds a DAG and returns the matrices to materialize together (chains, a shared node, a sum). */
    List<Matrix> build() {
        int sources = 1 + rnd.nextInt(3);
        for (int s = 0; s < sources; s++) pool.add(rnd.nextInt(6) == 0 ? e.runif(nrow, ncol, -3, 3, rnd.nextLong()) : source(nrow, ncol, type()));
        int ops = 2 + rnd.nextInt(10);
        for (int k = 0; k < ops; k++) pool.add(step());
        List<Matrix> targets = new ArrayList<>();
        targets.add(pool.getLast());
        // an intermediate read by a later node and stored too: a region boundary
        if (rnd.nextInt(3) == 0) targets.add(pool.get(sources + rnd.nextInt(ops)));
        if (rnd.nextInt(3) == 0) targets.add(e.agg(pool.getLast(), pool.getLast().type() == ElementType.DOUBLE ? AggOp.SUM : AggOp.MAX));
        // a row aggregation ending the chain (doubles: folded inside the region)
        if (rnd.nextInt(3) == 0) {
            Matrix last = pool.getLast();
            if (last.type() != ElementType.DOUBLE && rnd.nextBoolean()) last = e.mapply(last, 0.5, BinaryOp.MUL);
            AggOp[] folds = {AggOp.SUM, AggOp.MIN, AggOp.MAX, AggOp.WHICH_MIN, AggOp.WHICH_MAX, AggOp.PROD};
            targets.add(e.aggRow(last, folds[rnd.nextInt(folds.length)]));
        }
        return targets;
    }
}

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

    ElementwiseDags(Engine e, long seed) {
        this.e = e;
        this.rnd = new Random(seed);
        this.nrow = ROWS[rnd.nextInt(ROWS.length)];
        this.ncol = COLS[rnd.nextInt(COLS.length)];
    }

    private ElementType type() { return ElementType.values()[rnd.nextInt(3)]; }

    private Matrix source(int nr, int nc, ElementType t) {
        int n = nr * nc;
        if (t == ElementType.DOUBLE) {
            double[] d = new double[n];
            for (int k = 0; k < n; k++) d[k] = rnd.nextInt(6) == 0 ? SPECIAL_D[rnd.nextInt(SPECIAL_D.length)] : (rnd.nextInt(41) - 20) / 4.0;
            return e.fromArray(d, nr, nc);
        }
        int[] i = new int[n];
        for (int k = 0; k < n; k++) {
            if (t == ElementType.LOGICAL) i[k] = rnd.nextInt(8) == 0 ? NA.INT : rnd.nextInt(2);
            else i[k] = rnd.nextInt(6) == 0 ? SPECIAL_I[rnd.nextInt(SPECIAL_I.length)] : rnd.nextInt(21) - 10;
        }
        return e.fromArray(i, t, nr, nc);
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

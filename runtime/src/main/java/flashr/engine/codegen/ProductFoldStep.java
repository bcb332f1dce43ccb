package flashr.engine.codegen;

import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.exec.Block;
import flashr.engine.exec.FusedStep;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ElementFns;
import flashr.engine.type.NA;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;

import java.util.List;

/**
 * which.min/which.max per row of a chain over a tall-by-small product, in one loop over vectors
 * of rows: for each output column, the row's dot product (or squared distance) in the product's
 * order (no fused multiply-add), the chain's steps, and the fold's best value and position, all in
 * registers; only the positions are stored. Same bits as the interpreting kernel (InnerProdTall,
 * ElementFns, RowFolds): the fold compares values, so only whether a value is NaN matters to it,
 * not which NaN. A step belongs to one kernel (one worker).
 */
final class ProductFoldStep implements FusedStep {
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Integer> IS = IntVector.SPECIES_PREFERRED.withShape(VectorShape.forBitSize(S.vectorBitSize() / 2));
    private static final int L = S.length();

    /** A chain step's function of the value v and its operand c ({@code _FROM}, {@code _INTO}, {@code _OF}: c on the left). */
    enum Op { ADD, SUB, SUB_FROM, MUL, DIV, DIV_INTO, MIN, MIN_OF, MAX, MAX_OF, SQUARE, NEG, ABS, SQRT }

    /** One step: op with operand values[0] (one value) or values[column] (per column). */
    record ChainStep(Op op, double[] values, boolean perColumn) {
        double operand(int col) { return values == null ? 0 : values[perColumn ? col : 0]; }
    }

    private final int output;
    private final int[] interior;
    private final int[] inputs;
    private final double[] b;
    /** Rows of b, and where column j of the product starts in b: (bCol + j) * rowsB + bFrom. */
    private final int rowsB, bStart, p, k;
    private final boolean euclidean, min;
    private final Op[] ops;
    /** Step s's operand for column j at s * k + j (0 for steps without one). */
    private final double[] operands;
    /** The product's k values for one vector of rows (this step's own: a step belongs to one worker). */
    private final double[] columns;

    ProductFoldStep(int output, int[] interior, int input, InnerProdTallNode ip, double[] b, List<ChainStep> chain, boolean min) {
        this(output, interior, input, b, (int) ip.b.nrow, ip.bCol * (int) ip.b.nrow + ip.bFrom, ip.a.ncol, ip.ncol,
                ip.f1 == BinaryOp.EUCLIDEAN, chain, min);
    }

    /** A step over p columns of X and k columns of b (column j at bStart + j * rowsB), without a plan ({@link KernelWarm}). */
    ProductFoldStep(int output, int[] interior, int input, double[] b, int rowsB, int bStart, int p, int k, boolean euclidean,
                    List<ChainStep> chain, boolean min) {
        this.output = output;
        this.interior = interior;
        this.inputs = new int[] {input};
        this.b = b;
        this.rowsB = rowsB;
        this.bStart = bStart;
        this.p = p;
        this.k = k;
        this.euclidean = euclidean;
        this.min = min;
        this.ops = chain.stream().map(ChainStep::op).toArray(Op[]::new);
        this.columns = new double[k * L];
        this.operands = new double[ops.length * k];
        for (int s = 0; s < ops.length; s++) for (int j = 0; j < k; j++) operands[s * k + j] = chain.get(s).operand(j);
    }

    @Override public String kind() { return "product fold (hand-written vector loop)"; }

    @Override public int output() { return output; }

    @Override public int[] interior() { return interior; }

    @Override public int[] inputs() { return inputs; }

    @Override public void compute(Block[] in, Block out, int len) {
        double[] x = in[0].d;
        int[] positions = out.i;
        if (len * p > x.length || len > positions.length) throw new IndexOutOfBoundsException(len);
        DoubleVector start = DoubleVector.broadcast(S, min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
        double[] columns = this.columns;
        int r = 0;
        for (int up = S.loopBound(len); r < up; r += L) {
            products(x, len, r, columns);
            chain(columns);
            DoubleVector best = start, pos = DoubleVector.zero(S);
            for (int j = 0; j < k; j++) {
                DoubleVector v = DoubleVector.fromArray(S, columns, j * L);
                VectorMask<Double> m = min ? v.compare(VectorOperators.LT, best) : v.compare(VectorOperators.GT, best);
                m = m.or(pos.compare(VectorOperators.EQ, 0).and(v.compare(VectorOperators.EQ, v)));
                best = best.blend(v, m);
                pos = pos.blend(j + 1, m);
            }
            pos = pos.blend(NA.INT, pos.compare(VectorOperators.EQ, 0));
            ((IntVector) pos.convertShape(VectorOperators.D2I, IS, 0)).intoArray(positions, r);
        }
        for (; r < len; r++) positions[r] = scalarRow(x, len, r);
    }

    /**
     * The k columns of the product for the L rows from r, into out (column j at j * L): four
     * columns at a time, so four running sums are independent (one alone would make each add wait
     * for the last) and each vector of X's rows is loaded once for the four.
     */
    private void products(double[] x, int len, int r, double[] out) {
        int j = 0;
        for (; j + 4 <= k; j += 4) {
            DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
            int bo = bStart + j * rowsB;
            if (euclidean) {
                for (int t = 0; t < p; t++) {
                    DoubleVector xv = DoubleVector.fromArray(S, x, t * len + r);
                    int bt = bo + t;
                    DoubleVector d0 = xv.sub(b[bt]), d1 = xv.sub(b[bt + rowsB]), d2 = xv.sub(b[bt + 2 * rowsB]), d3 = xv.sub(b[bt + 3 * rowsB]);
                    a0 = a0.add(d0.mul(d0)); a1 = a1.add(d1.mul(d1)); a2 = a2.add(d2.mul(d2)); a3 = a3.add(d3.mul(d3));
                }
            } else {
                for (int t = 0; t < p; t++) {
                    DoubleVector xv = DoubleVector.fromArray(S, x, t * len + r);
                    int bt = bo + t;
                    a0 = a0.add(xv.mul(b[bt])); a1 = a1.add(xv.mul(b[bt + rowsB])); a2 = a2.add(xv.mul(b[bt + 2 * rowsB])); a3 = a3.add(xv.mul(b[bt + 3 * rowsB]));
                }
            }
            a0.intoArray(out, j * L); a1.intoArray(out, (j + 1) * L); a2.intoArray(out, (j + 2) * L); a3.intoArray(out, (j + 3) * L);
        }
        for (; j < k; j++) product(x, len, r, bStart + j * rowsB, out, j * L);
    }

    /** Column of the product starting at bo in b, for the L rows from r, into out from o (no vector returned: C2 boxes one a call does not inline). */
    private void product(double[] x, int len, int r, int bo, double[] out, int o) {
        DoubleVector acc = DoubleVector.zero(S);
        if (euclidean) {
            for (int t = 0; t < p; t++) {
                DoubleVector d = DoubleVector.fromArray(S, x, t * len + r).sub(b[bo + t]);
                acc = acc.add(d.mul(d));
            }
        } else {
            for (int t = 0; t < p; t++) acc = acc.add(DoubleVector.fromArray(S, x, t * len + r).mul(b[bo + t]));
        }
        acc.intoArray(out, o);
    }

    /**
     * The chain's steps over the k columns in place, one step at a time over all of them: no
     * vector is carried through the steps' switch or passed between methods (C2 kept such a
     * vector boxed, a heap allocation per column and row vector: 8 GB a k-means step at 20M rows).
     */
    private void chain(double[] c) {
        Op[] ops = this.ops;
        double[] operands = this.operands;
        int n = k * L;
        for (int s = 0; s < ops.length; s++) {
            int o = s * k;
            switch (ops[s]) {
                case ADD -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.fromArray(S, c, i).add(operands[o + j]).intoArray(c, i); }
                case SUB -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.fromArray(S, c, i).sub(operands[o + j]).intoArray(c, i); }
                case SUB_FROM -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.broadcast(S, operands[o + j]).sub(DoubleVector.fromArray(S, c, i)).intoArray(c, i); }
                case MUL -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.fromArray(S, c, i).mul(operands[o + j]).intoArray(c, i); }
                case DIV -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.fromArray(S, c, i).div(operands[o + j]).intoArray(c, i); }
                case DIV_INTO -> { for (int j = 0, i = 0; i < n; j++, i += L) DoubleVector.broadcast(S, operands[o + j]).div(DoubleVector.fromArray(S, c, i)).intoArray(c, i); }
                case MIN -> { for (int j = 0, i = 0; i < n; j++, i += L) pmin(DoubleVector.fromArray(S, c, i), DoubleVector.broadcast(S, operands[o + j])).intoArray(c, i); }
                case MIN_OF -> { for (int j = 0, i = 0; i < n; j++, i += L) pmin(DoubleVector.broadcast(S, operands[o + j]), DoubleVector.fromArray(S, c, i)).intoArray(c, i); }
                case MAX -> { for (int j = 0, i = 0; i < n; j++, i += L) pmax(DoubleVector.fromArray(S, c, i), DoubleVector.broadcast(S, operands[o + j])).intoArray(c, i); }
                case MAX_OF -> { for (int j = 0, i = 0; i < n; j++, i += L) pmax(DoubleVector.broadcast(S, operands[o + j]), DoubleVector.fromArray(S, c, i)).intoArray(c, i); }
                case SQUARE -> { for (int i = 0; i < n; i += L) { DoubleVector v = DoubleVector.fromArray(S, c, i); v.mul(v).intoArray(c, i); } }
                case NEG -> { for (int i = 0; i < n; i += L) DoubleVector.fromArray(S, c, i).neg().intoArray(c, i); }
                case ABS -> { for (int i = 0; i < n; i += L) DoubleVector.fromArray(S, c, i).abs().intoArray(c, i); }
                case SQRT -> { for (int i = 0; i < n; i += L) DoubleVector.fromArray(S, c, i).sqrt().intoArray(c, i); }
            }
        }
    }

    /** ElementFns.minDouble lane by lane: a NaN on the left, else one on the right, else a <= b ? a : b. */
    private static DoubleVector pmin(DoubleVector a, DoubleVector b) {
        DoubleVector r = b.blend(a, a.compare(VectorOperators.LE, b));
        return r.blend(b, b.test(VectorOperators.IS_NAN)).blend(a, a.test(VectorOperators.IS_NAN));
    }

    private static DoubleVector pmax(DoubleVector a, DoubleVector b) {
        DoubleVector r = b.blend(a, a.compare(VectorOperators.GE, b));
        return r.blend(b, b.test(VectorOperators.IS_NAN)).blend(a, a.test(VectorOperators.IS_NAN));
    }

    /** The rows after the last whole vector, one at a time, with the same arithmetic. */
    private int scalarRow(double[] x, int len, int r) {
        double best = min ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        int pos = 0;
        for (int j = 0; j < k; j++) {
            int bo = bStart + j * rowsB;
            double v = 0;
            for (int t = 0; t < p; t++) {
                if (euclidean) { double d = x[t * len + r] - b[bo + t]; v += d * d; }
                else v += x[t * len + r] * b[bo + t];
            }
            for (int s = 0; s < ops.length; s++) v = scalarStep(ops[s], v, operands[s * k + j]);
            if ((min ? v < best : v > best) || (pos == 0 && v == v)) { best = v; pos = j + 1; }
        }
        return pos == 0 ? NA.INT : pos;
    }

    private static double scalarStep(Op op, double v, double c) {
        return switch (op) {
            case ADD -> v + c;
            case SUB -> v - c;
            case SUB_FROM -> c - v;
            case MUL -> v * c;
            case DIV -> v / c;
            case DIV_INTO -> c / v;
            case MIN -> ElementFns.minDouble(v, c);
            case MIN_OF -> ElementFns.minDouble(c, v);
            case MAX -> ElementFns.maxDouble(v, c);
            case MAX_OF -> ElementFns.maxDouble(c, v);
            case SQUARE -> v * v;
            case NEG -> -v;
            case ABS -> Math.abs(v);
            case SQRT -> Math.sqrt(v);
        };
    }
}

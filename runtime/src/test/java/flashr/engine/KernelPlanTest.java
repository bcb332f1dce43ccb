package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The EXPLAIN of a materialization's kernels ({@link Engine#explainKernels}) for the paper's
 * algorithms, as golden text (node ids renumbered in order of appearance): which nodes one
 * generated region or hand-written fold computes, which run interpreted and why, how stored data
 * are read. Explaining runs nothing.
 */
class KernelPlanTest {
    private static final int N = 100_000, P = 8, K = 10;

    private static Engine engine(boolean compiled) {
        return new Engine(EngineConfig.builder().threads(2).partitionRows(1 << 14).pcacheBytes(32 << 10).compiledKernels(compiled).build());
    }

    @Test void kmeansStepInBaseRForm() {
        try (Engine e = engine(true)) {
            Matrix x = stored(e);
            Matrix d = e.sweep(e.mapply(-2.0, e.innerProd(x, centers(e).t(), BinaryOp.MUL, BinaryOp.ADD), BinaryOp.MUL), 2,
                    e.fromArray(new double[K], K, 1), BinaryOp.ADD, false);
            Matrix cl = e.aggRow(d, AggOp.WHICH_MIN);
            long passes = e.passCount();
            String plan = e.explainKernels(e.groupbyRow(x, cl, K, AggOp.SUM), e.groupbyRow(x, cl, K, AggOp.COUNT));
            assertEquals(passes, e.passCount(), "explaining runs no pass");
            assertEquals("""
                    kernel of a pass over 100000 rows (7 partitions, 409 rows a Pcache step)
                      #1 runif(-1, 1, seed=42): stored, copied into each step's block
                      product fold (hand-written vector loop): #2 inner.prod(*, +, small 8x10), #3 mapply(*, scalar), #4 mapply(+, col_vector), #5 agg.row(which.min)
                      sink #6 groupby.row(sum, k=10): hand-written partial of #1 #5
                      sink #7 groupby.row(count, k=10): hand-written partial of #1 #5
                    """, renumbered(plan));
        }
    }

    @Test void kmeansStepOfThePaper() {
        try (Engine e = engine(true)) {
            Matrix x = stored(e);
            Matrix cl = e.aggRow(e.innerProd(x, centers(e).t(), BinaryOp.EUCLIDEAN, BinaryOp.ADD), AggOp.WHICH_MIN);
            e.setCache(cl, true);
            assertEquals("""
                    kernel of a pass over 100000 rows (7 partitions, 409 rows a Pcache step)
                      #1 runif(-1, 1, seed=42): stored, copied into each step's block
                      product fold (hand-written vector loop): #2 inner.prod(euclidean, +, small 8x10), #3 agg.row(which.min)
                      sink #4 groupby.row(sum, k=10): hand-written partial of #1 #3
                      stored: #3
                    """, renumbered(e.explainKernels(e.groupbyRow(x, cl, K, AggOp.SUM))));
        }
    }

    @Test void logisticRegressionGradient() {
        try (Engine e = engine(true)) {
            Matrix x = stored(e);
            Matrix y = e.mapply(e.runif(N, 1, 0, 1, 7), 0.5, BinaryOp.GT);
            e.materialize(y);
            Matrix z = e.innerProd(x, e.fromArray(new double[P], P, 1), BinaryOp.MUL, BinaryOp.ADD);
            Matrix p = e.mapply(1.0, e.mapply(e.sapply(e.sapply(z, UnaryOp.NEG), UnaryOp.EXP), 1.0, BinaryOp.ADD), BinaryOp.DIV);
            Matrix g = e.innerProd(x.t(), e.mapply(p, y, BinaryOp.SUB), BinaryOp.MUL, BinaryOp.ADD);
            assertEquals("""
                    kernel of a pass over 100000 rows (7 partitions, 512 rows a Pcache step)
                      #1 runif(-1, 1, seed=42): stored, copied into each step's block
                      #2 mapply(>, scalar): stored, copied into each step's block
                      logistic gradient (hand-written loop: row dots, exp, residual, t(X) r in one sweep): #3 inner.prod(*, +, small 8x1), #4 sapply(-), #5 sapply(exp), #6 mapply(+, scalar), #7 mapply(/, scalar, swapped), #8 mapply(-)
                      sink #9 inner.prod(*, +, t(A) B): fed a Pcache step's t(X) r at a time by the fused step of #1 #8
                    """, renumbered(e.explainKernels(g)));
        }
    }

    @Test void aggregatesOfStoredDataReadInPlaceBesideAGeneratedChain() {
        for (boolean compiled : new boolean[] {true, false}) {
            try (Engine e = engine(compiled)) {
                Matrix x = stored(e);
                Matrix chain = e.agg(e.mapply(e.mapply(e.sapply(e.sapply(x, UnaryOp.ABS), UnaryOp.SQRT), 2.0, BinaryOp.MUL), 1.0, BinaryOp.ADD), AggOp.SUM);
                String plan = renumbered(e.explainKernels(chain, e.aggCol(x, AggOp.SUM), e.agg(x, AggOp.MAX)));
                // compiled: the chain's loop feeds sum's partial column by column (no block of its values)
                String body = compiled ? "  generated region feeding its sink: #2 sapply(abs), #3 sapply(sqrt), #4 mapply(*, scalar), #5 mapply(+, scalar)\n"
                        : "  #2 sapply(abs): interpreted (interpreting kernel chosen)\n  #3 sapply(sqrt): interpreted (interpreting kernel chosen)\n"
                        + "  #4 mapply(*, scalar): interpreted (interpreting kernel chosen)\n  #5 mapply(+, scalar): interpreted (interpreting kernel chosen)\n";
                String sum = compiled ? "  sink #6 agg(sum): fed column by column by the fused step of #5\n" : "  sink #6 agg(sum): hand-written partial of #5\n";
                assertEquals("kernel of a pass over 100000 rows (7 partitions, 512 rows a Pcache step)\n"
                        + "  #1 runif(-1, 1, seed=42): stored, copied into each step's block\n" + body
                        + sum + "  sink #7 agg.col(sum): hand-written partial of #1\n"
                        + "  sink #8 agg(max): hand-written partial of #1\n", plan);
                // sums alone read the store where it lies (no chain needs a block of it)
                assertEquals("""
                        kernel of a pass over 100000 rows (7 partitions, 512 rows a Pcache step)
                          #1 runif(-1, 1, seed=42): stored, read in place
                          sink #2 agg.col(sum): hand-written partial of #1
                          sink #3 agg(max): hand-written partial of #1
                        """, renumbered(e.explainKernels(e.aggCol(x, AggOp.SUM), e.agg(x, AggOp.MAX))));
            }
        }
    }

    @Test void cumulativeSumOfAColumn() {
        try (Engine e = engine(true)) {
            Matrix x = stored(e);
            assertEquals("""
                    kernel of a pass over 100000 rows (7 partitions, 4096 rows a Pcache step)
                      #1 select.cols(1): interpreted (feeds a cumulative op: computed ahead of its turn)
                      #2 cum.col(+): interpreted (cumulative: in partition order)
                      stored: #2
                    """, renumbered(e.explainKernels(e.cumCol(e.selectCols(x, new int[] {0}), BinaryOp.ADD))));
            Matrix s = e.agg(x, AggOp.SUM);
            e.materialize(s);
            assertEquals("computed: no pass\n", e.explainKernels(s));
        }
    }

    private static Matrix stored(Engine e) {
        Matrix x = e.runif(N, P, -1, 1, 42);
        e.materialize(x);
        return x;
    }

    private static Matrix centers(Engine e) {
        double[] c = new double[K * P];
        for (int k = 0; k < c.length; k++) c[k] = Math.sin(k);
        return e.fromArray(c, K, P);
    }

    /** Node ids as #1, #2, ... in order of first appearance. */
    private static String renumbered(String text) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        Matcher m = Pattern.compile("#\\d+").matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, "#" + ids.computeIfAbsent(m.group(), k -> ids.size() + 1));
        m.appendTail(sb);
        return sb.toString();
    }
}

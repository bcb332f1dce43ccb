package flashr.engine.exec;

import flashr.engine.dag.GeneratorNode;
import flashr.engine.dag.GroupbyRowNode;
import flashr.engine.dag.Node;
import flashr.engine.fn.AggOp;
import flashr.engine.type.ElementType;

/**
 * The k-means step's grouped sums and counts (rowsum's and tabulate's groupby.row partials) called
 * directly on a few made-up rows, for the engine's warm-up (flashr.engine.codegen.KernelWarm):
 * the warm-up's engine passes are usually cut short by a script's first passes, so the first
 * k-means pass over 20M x 8 had C2 compile {@code GroupbyRowPartial.add}/{@code addMasked} and
 * {@code AggState}'s groupby paths (compiled before for sum's and colSums' profiles, they hit
 * uncommon traps and were compiled again) in the middle of the pass. With the partial compiled
 * early (Boot.EARLY_COMPILED) a few hundred calls of 16 rows reach C2 before the script's passes.
 */
public final class GroupbyWarm {
    private GroupbyWarm() {}

    /**
     * Runs {@code calls} blocks of 16 to 18 rows through the partials of groupby.row sum over p
     * double columns and count over a constant, k groups (labels 1..k and NA), merging them in
     * pairs as passes do; {@code pause} runs every 50 calls.
     */
    public static void calls(int calls, int p, int k, Runnable pause) {
        int rows = 18;
        Node x = new GeneratorNode(GeneratorNode.Kind.CONST, rows, p, ElementType.DOUBLE, 0, 0, 0);
        Node ones = new GeneratorNode(GeneratorNode.Kind.CONST, rows, 1, ElementType.INTEGER, 1, 0, 0);
        Node labels = new GeneratorNode(GeneratorNode.Kind.CONST, rows, 1, ElementType.INTEGER, 1, 0, 0);
        GroupbyRowNode sums = new GroupbyRowNode(AggOp.SUM, x, labels, k), counts = new GroupbyRowNode(AggOp.COUNT, ones, labels, k);
        Block xb = new Block(ElementType.DOUBLE, p), ob = new Block(ElementType.INTEGER, 1), lb = new Block(ElementType.INTEGER, 1);
        xb.d = new double[rows * p];
        ob.i = new int[rows];
        lb.i = new int[rows];
        for (int i = 0; i < xb.d.length; i++) xb.d[i] = Math.sin(i * 0.37);
        java.util.Arrays.fill(ob.i, 1);
        Block[] xs = {xb, lb}, os = {ob, lb};
        SinkPartial sumAll = SinkPartial.forSink(sums), countAll = SinkPartial.forSink(counts);
        SinkPartial sum = SinkPartial.forSink(sums), count = SinkPartial.forSink(counts);
        for (int i = 0; i < calls; i++) {
            if (i % 50 == 0) pause.run();
            int len = 16 + i % 3;
            for (int r = 0; r < len; r++) lb.i[r] = (r + i) % 17 == 5 ? flashr.engine.type.NA.INT : 1 + (r * 7 + i) % k;
            xb.len = ob.len = lb.len = len;
            sum.add(xs, 0, len);
            count.add(os, 0, len);
            if (i % 2 == 1) {
                sumAll.merge(sum);
                countAll.merge(count);
                sum = SinkPartial.forSink(sums);
                count = SinkPartial.forSink(counts);
            }
        }
    }
}

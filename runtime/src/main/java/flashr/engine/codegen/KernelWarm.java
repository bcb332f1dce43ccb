package flashr.engine.codegen;

import flashr.engine.exec.Block;
import flashr.engine.fn.GroupSums;
import flashr.engine.type.ElementType;

import java.util.List;

/**
 * The k-means step's hand-written vector loops (the product fold in its base-R and FlashR forms,
 * the grouped sums of 10 groups) called directly on a few made-up rows, for the engine's warm-up:
 * until C2 compiles them their vector operations run the Vector API's Java fallback, which
 * allocated about 1 GB and doubled the CPU of a first k-means pass over 20M x 8 rows, when the
 * warm-up's engine passes, cut short by the script's first passes, had not reached them. Called
 * directly, with the loops compiled early ({@code CompileThresholdScaling}, as the other Vector
 * API loops: Boot.EARLY_COMPILED), a few hundred calls of 16 rows reach C2 in about a tenth of a
 * second of CPU; compiling then goes on in the background whatever the caller does.
 */
public final class KernelWarm {
    private KernelWarm() {}

    /** Calls of each loop: C2's thresholds scaled by 0.0125 are 250 calls (and loop iterations). */
    static final int CALLS = 600;

    /**
     * Runs the loops {@link #CALLS} times each on 16 to 18 rows (a whole vector or two and a tail);
     * {@code pause} runs every 50 calls (the warm-up waits there while a script's pass runs).
     */
    public static void kMeansLoops(Runnable pause) {
        int rows = 18, p = 8, k = 10;
        double[] x = new double[rows * p], b = new double[p * k], norms = new double[k];
        for (int i = 0; i < x.length; i++) x[i] = Math.sin(i * 0.37);
        for (int i = 0; i < b.length; i++) b[i] = Math.cos(i * 0.71);
        for (int j = 0; j < k; j++) for (int t = 0; t < p; t++) norms[j] += b[j * p + t] * b[j * p + t];
        List<ProductFoldStep.ChainStep> negated = List.of(
                new ProductFoldStep.ChainStep(ProductFoldStep.Op.MUL, new double[] {-2}, false),
                new ProductFoldStep.ChainStep(ProductFoldStep.Op.ADD, norms, true),
                new ProductFoldStep.ChainStep(ProductFoldStep.Op.NEG, null, false));
        List<ProductFoldStep.ChainStep> plain = negated.subList(0, 2);
        // max.col(-D) (base R's step), apply(D, 1, which.min), FlashR's euclidean which.min
        ProductFoldStep[] folds = {
            new ProductFoldStep(0, new int[0], 0, b, p, 0, p, k, false, negated, false),
            new ProductFoldStep(0, new int[0], 0, b, p, 0, p, k, false, plain, true),
            new ProductFoldStep(0, new int[0], 0, b, p, 0, p, k, true, List.of(), true)};
        Block in = new Block(ElementType.DOUBLE, p), out = new Block(ElementType.INTEGER, 1);
        in.d = x;
        out.i = new int[rows];
        Block[] ins = {in};
        double[] groups = new double[rows], s0 = new double[k], s1 = new double[k], lanes = new double[GroupSums.SCRATCH_LENGTH];
        for (int i = 0; i < CALLS; i++) {
            if (i % 50 == 0) pause.run();
            int len = 16 + i % 3;
            in.len = len;
            out.len = len;
            for (ProductFoldStep f : folds) f.compute(ins, out, len);
            for (int r = 0; r < len; r++) groups[r] = out.i[r] - 1;
            for (int c = 0; c + 2 <= p; c += 2) GroupSums.sums2(x, c * len, (c + 1) * len, groups, len, k, s0, s1, lanes);
        }
    }
}

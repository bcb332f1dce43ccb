package flashr.engine.codegen;

import flashr.engine.dag.AggRowNode;
import flashr.engine.dag.Broadcast;
import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.Node;
import flashr.engine.dag.SapplyNode;
import flashr.engine.exec.FusedStep;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.SmallOperand;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds the product folds of a plan: which.min/which.max per row of a tall-by-small product
 * (X %*% W, or inner.prod with "euclidean"), through a straight chain of element-wise steps with
 * small operands (k-means' {@code sweep(-2 * X %*% t(C), 2, rowSums(C^2), "+")}). One
 * {@link ProductFoldStep} computes each: the distances of a few rows, their chain and the fold stay
 * in vector registers, where the general path writes the product's block, the chain's column and
 * the fold's working arrays for every Pcache step.
 */
final class ProductFolds {
    private ProductFolds() {}

    /** The steps for a plan's product folds (one per fold node). */
    static List<ProductFoldStep> find(PassPlan plan) {
        List<ProductFoldStep> out = new ArrayList<>();
        int[] reader = RegionFinder.readers(plan);
        for (int k = 0; k < plan.nodes.size(); k++) {
            if (!(plan.nodes.get(k) instanceof AggRowNode a) || !RegionFinder.foldsRows(a)) continue;
            if (a.op != AggOp.WHICH_MIN && a.op != AggOp.WHICH_MAX) continue;
            ProductFoldStep step = match(plan, reader, k, a);
            if (step != null) out.add(step);
        }
        return out;
    }

    /** The step for fold node k, or null when its input is not a product through a straight chain. */
    private static ProductFoldStep match(PassPlan plan, int[] reader, int k, AggRowNode fold) {
        List<ProductFoldStep.ChainStep> chain = new ArrayList<>();
        List<Integer> interior = new ArrayList<>();
        Node x = fold.in;
        int consumer = k;
        while (true) {
            int j = plan.indexOf(x);
            if (x.isMaterialized() || reader[j] != consumer || x.type != ElementType.DOUBLE) return null;
            interior.add(j);
            if (x instanceof InnerProdTallNode ip) return product(plan, ip, j, k, interior, chain.reversed(), fold.op);
            ProductFoldStep.ChainStep s = chainStep(plan, x);
            if (s == null) return null;
            chain.add(s);
            consumer = j;
            x = x instanceof MapplyNode m ? m.m : ((SapplyNode) x).in;
        }
    }

    private static ProductFoldStep product(PassPlan plan, InnerProdTallNode ip, int j, int fold, List<Integer> interior,
                                           List<ProductFoldStep.ChainStep> chain, AggOp op) {
        if (ip.init != null || ip.f2 != BinaryOp.ADD || (ip.f1 != BinaryOp.MUL && ip.f1 != BinaryOp.EUCLIDEAN)) return null;
        if (ip.a.type != ElementType.DOUBLE || ip.f1.operandType(ip.a.type, ip.b.type) != ElementType.DOUBLE) return null;
        SmallOperand b = plan.small(ip);
        if (b == null || b.d == null) return null;
        int[] in = interior.stream().mapToInt(Integer::intValue).sorted().toArray();
        return new ProductFoldStep(fold, in, plan.indexOf(ip.a), ip, b.d, chain, op == AggOp.WHICH_MIN);
    }

    /** x as one step of the chain (its value from the step before and a small operand), or null. */
    private static ProductFoldStep.ChainStep chainStep(PassPlan plan, Node x) {
        switch (x) {
            case SapplyNode s when s.in.type == ElementType.DOUBLE -> {
                return switch (s.op) {
                    case NEG -> new ProductFoldStep.ChainStep(ProductFoldStep.Op.NEG, null, false);
                    case ABS -> new ProductFoldStep.ChainStep(ProductFoldStep.Op.ABS, null, false);
                    case SQRT -> new ProductFoldStep.ChainStep(ProductFoldStep.Op.SQRT, null, false);
                    default -> null;
                };
            }
            case MapplyNode m when m.m.type == ElementType.DOUBLE
                    && (m.mode == Broadcast.SCALAR || m.mode == Broadcast.COL_VECTOR)
                    && m.op.operandType(m.m.type, m.other.type) == ElementType.DOUBLE -> {
                SmallOperand s = plan.small(m);
                if (s == null || s.d == null) return null;
                double[] values = m.mode == Broadcast.SCALAR ? new double[] {s.d[0]} : s.d;
                ProductFoldStep.Op op = switch (m.op) {
                    case ADD -> ProductFoldStep.Op.ADD;
                    case SUB -> m.otherLeft ? ProductFoldStep.Op.SUB_FROM : ProductFoldStep.Op.SUB;
                    case MUL -> ProductFoldStep.Op.MUL;
                    case DIV -> m.otherLeft ? ProductFoldStep.Op.DIV_INTO : ProductFoldStep.Op.DIV;
                    case MIN -> m.otherLeft ? ProductFoldStep.Op.MIN_OF : ProductFoldStep.Op.MIN;
                    case MAX -> m.otherLeft ? ProductFoldStep.Op.MAX_OF : ProductFoldStep.Op.MAX;
                    // x ^ 2 with the 2 on the right is x * x (ElementFns.powScalarDouble)
                    case POW -> !m.otherLeft && m.mode == Broadcast.SCALAR && values[0] == 2.0 ? ProductFoldStep.Op.SQUARE : null;
                    default -> null;
                };
                return op == null ? null : new ProductFoldStep.ChainStep(op, values, m.mode == Broadcast.COL_VECTOR);
            }
            default -> {
                return null;
            }
        }
    }

    /** Whether a step is one of these (for {@link CompiledKernels}: regions they cover are left out). */
    static boolean covers(List<? extends FusedStep> steps, int node) {
        for (FusedStep s : steps) {
            if (s.output() == node) return true;
            for (int j : s.interior()) if (j == node) return true;
        }
        return false;
    }
}

package flashr.engine.exec;

import flashr.engine.dag.IfElseNode;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;

/** The per-block loop of {@link IfElseNode}: branches converted to the node's type, NA where the test is NA. */
final class IfElseKernel {
    private IfElseKernel() {}

    /** yes/no blocks are null for scalar branches, which come from the plan's small operands. */
    static void compute(IfElseNode s, Block test, Block yes, Block no, PassPlan plan, Block out) {
        int[] t = test.i;
        int n = out.size();
        if (out.type == ElementType.DOUBLE) {
            double[] y = yes == null ? null : yes.asDoubles();
            double[] f = no == null ? null : no.asDoubles();
            double ys = y == null ? plan.scalar(s.yes, out.type).d[0] : 0;
            double fs = f == null ? plan.scalar(s.no, out.type).d[0] : 0;
            double[] o = out.d;
            for (int k = 0; k < n; k++) {
                int c = t[k];
                o[k] = c == NA.INT ? NA.REAL : c != 0 ? (y == null ? ys : y[k]) : (f == null ? fs : f[k]);
            }
        } else {
            int[] y = yes == null ? null : yes.asInts(out.type);
            int[] f = no == null ? null : no.asInts(out.type);
            int ys = y == null ? plan.scalar(s.yes, out.type).i[0] : 0;
            int fs = f == null ? plan.scalar(s.no, out.type).i[0] : 0;
            int[] o = out.i;
            for (int k = 0; k < n; k++) {
                int c = t[k];
                o[k] = c == NA.INT ? NA.INT : c != 0 ? (y == null ? ys : y[k]) : (f == null ? fs : f[k]);
            }
        }
    }
}

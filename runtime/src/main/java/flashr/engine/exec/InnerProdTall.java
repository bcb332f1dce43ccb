package flashr.engine.exec;

import flashr.engine.dag.InnerProdTallNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.VectorLoops;
import flashr.engine.type.ElementType;

/** inner.prod of a tall block by a small in-memory matrix, C[r,j] = fold_t f1(A[r,t], B[t,j]). */
final class InnerProdTall {
    private InnerProdTall() {}

    static void compute(InnerProdTallNode ip, SmallOperand b, Block a, Block out, int len) {
        InnerProdFns fns = new InnerProdFns(ip.f1, ip.f2, ip.a.type, ip.b.type);
        int p = ip.a.ncol, k = ip.b.ncol;
        if (fns.t1 == ElementType.DOUBLE && fns.isDoubleFold() && fns.f2 == BinaryOp.ADD
                && (fns.f1 == BinaryOp.MUL || fns.f1 == BinaryOp.EUCLIDEAN) && p > 0) {
            double[] x = a.asDoubles();
            boolean mul = fns.f1 == BinaryOp.MUL;
            for (int j = 0; j < k; j++) VectorLoops.rowDots(x, len, p, b.d, j * p, mul, out.d, j * len);
            return;
        }
        boolean dIn = fns.t1 == ElementType.DOUBLE;
        double[] xd = dIn ? a.asDoubles() : null;
        int[] xi = dIn ? null : a.asInts(fns.t1);
        for (int j = 0; j < k; j++) {
            int oo = j * len;
            for (int r = 0; r < len; r++) {
                if (fns.isDoubleFold()) {
                    double acc = fns.identityD();
                    for (int t = 0; t < p; t++) {
                        double v = dIn ? fns.f1D(xd[t * len + r], b.d[j * p + t]) : fns.f1ID(xi[t * len + r], b.i[j * p + t]);
                        acc = t == 0 ? v : fns.f2.applyDouble(acc, v);
                    }
                    out.d[oo + r] = acc;
                } else {
                    int acc = fns.identityI();
                    for (int t = 0; t < p; t++) {
                        int v = dIn ? fns.f1DI(xd[t * len + r], b.d[j * p + t]) : fns.f1I(xi[t * len + r], b.i[j * p + t]);
                        acc = t == 0 ? v : fns.f2.applyInt(acc, v);
                    }
                    out.i[oo + r] = acc;
                }
            }
        }
    }
}

package flashr.engine.exec;

import flashr.engine.dag.Broadcast;
import flashr.engine.dag.MapplyNode;
import flashr.engine.dag.SapplyNode;
import flashr.engine.fn.BinaryKernels;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;

/**
 * The interpreting kernel's element-wise nodes (sapply, mapply with every broadcast), each over a
 * whole block with one per-op loop: no per-element virtual call on the hot paths.
 */
final class ElementwiseKernels {
    private ElementwiseKernels() {}

    static void sapply(SapplyNode s, Block in, Block out) {
        ElementType t = s.op.operandType(s.in.type);
        int n = out.size();
        if (s.fn != null) s.fn.apply(in.asDoubles(), 0, out.d, 0, n);
        else if (t != ElementType.DOUBLE) s.op.apply(in.asInts(t), 0, out.i, 0, n);
        else if (out.type == ElementType.DOUBLE) s.op.apply(in.asDoubles(), 0, out.d, 0, n);
        else s.op.apply(in.asDoubles(), 0, out.i, 0, n);
    }

    /** mb: the block of m.m; other: the block of m.other (full and row-vector operands); small: m's scalar or per-column values. */
    static void mapply(MapplyNode m, Block mb, Block other, SmallOperand small, Block out, int len) {
        BinaryOp op = m.op;
        ElementType t = op.operandType(m.m.type, m.other.type);
        int nc = out.ncol;
        boolean left = m.otherLeft;
        if (t == ElementType.DOUBLE) {
            double[] a = mb.asDoubles();
            boolean cmp = out.type != ElementType.DOUBLE;
            switch (m.mode) {
                case FULL, ROW_VECTOR -> {
                    double[] b = other.asDoubles();
                    if (m.mode == Broadcast.FULL) {
                        double2(op, cmp, a, 0, b, 0, left, out, 0, out.size());
                    } else {
                        for (int c = 0; c < nc; c++) double2(op, cmp, a, c * len, b, 0, left, out, c * len, len);
                    }
                }
                case SCALAR, COL_VECTOR -> {
                    double[] v = small.d;
                    if (m.mode == Broadcast.SCALAR) doubleScalar(op, cmp, a, 0, v[0], left, out, 0, out.size());
                    else for (int c = 0; c < nc; c++) doubleScalar(op, cmp, a, c * len, v[c], left, out, c * len, len);
                }
            }
        } else {
            int[] a = mb.asInts(t);
            switch (m.mode) {
                case FULL, ROW_VECTOR -> {
                    int[] b = other.asInts(t);
                    if (m.mode == Broadcast.FULL) int2(op, a, 0, b, 0, left, out.i, 0, out.size());
                    else for (int c = 0; c < nc; c++) int2(op, a, c * len, b, 0, left, out.i, c * len, len);
                }
                case SCALAR, COL_VECTOR -> {
                    int[] v = small.i;
                    if (m.mode == Broadcast.SCALAR) BinaryKernels.applyScalar(op, a, 0, v[0], left, out.i, 0, out.size());
                    else for (int c = 0; c < nc; c++) BinaryKernels.applyScalar(op, a, c * len, v[c], left, out.i, c * len, len);
                }
            }
        }
    }

    private static void double2(BinaryOp op, boolean cmp, double[] a, int ao, double[] b, int bo, boolean swap, Block out, int oo, int n) {
        if (swap) { double[] t = a; a = b; b = t; int to = ao; ao = bo; bo = to; }
        if (cmp) BinaryKernels.compare(op, a, ao, b, bo, out.i, oo, n);
        else BinaryKernels.apply(op, a, ao, b, bo, out.d, oo, n);
    }

    private static void doubleScalar(BinaryOp op, boolean cmp, double[] a, int ao, double s, boolean left, Block out, int oo, int n) {
        if (cmp) BinaryKernels.compareScalar(op, a, ao, s, left, out.i, oo, n);
        else BinaryKernels.applyScalar(op, a, ao, s, left, out.d, oo, n);
    }

    private static void int2(BinaryOp op, int[] a, int ao, int[] b, int bo, boolean swap, int[] out, int oo, int n) {
        if (swap) BinaryKernels.apply(op, b, bo, a, ao, out, oo, n);
        else BinaryKernels.apply(op, a, ao, b, bo, out, oo, n);
    }
}

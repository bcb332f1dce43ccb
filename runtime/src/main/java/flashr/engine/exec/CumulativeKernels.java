package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.dag.CumRowNode;
import flashr.engine.fn.BinaryKernels;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;

/**
 * The interpreting kernel's cumulative nodes over one block: cum.col continues each column's
 * running value from the pass's shared state (in partition order), cum.row runs across a block's
 * columns.
 */
final class CumulativeKernels {
    private CumulativeKernels() {}

    /** cum.col of node k over in (the block of c.in); partitionStart: the block's first row starts its partition. */
    static void cumCol(PassState shared, int k, CumColNode c, Block in, Block out, boolean partitionStart, int len) {
        ElementType t = c.type;
        boolean started = shared.started[k];
        if (t == ElementType.DOUBLE) {
            // columns of an R matrix are read where they lie (Block#heap), else from the block
            double[] x = in.readDoubles();
            double[] acc = shared.cumD[k];
            for (int col = 0; col < out.ncol; col++) {
                int off = col * len, xo = in.readOffset(col);
                int r = 0;
                if (BlockedSums.handles(c)) { BlockedSums.scan(shared, k, col, partitionStart, x, xo, out.d, off, len); continue; }
                if (CumSums.handles(c)) { CumSums.scan(shared, k, c.doubleSums, col, x, xo, out.d, off, len); continue; }
                if (CumProducts.handles(c)) { CumProducts.scan(shared, k, col, x, xo, out.d, off, len); continue; }
                double a = acc[col];
                if (!started && len > 0) { a = x[xo]; out.d[off] = a; r = 1; }
                // the running value first: once it is NA or NaN it stays that, as R's cummax/cummin keep it
                for (; r < len; r++) { a = c.op.applyDouble(a, x[xo + r]); out.d[off + r] = a; }
                acc[col] = a;
            }
        } else {
            int[] x = in.asInts(t);
            int[] acc = shared.cumI[k];
            for (int col = 0; col < out.ncol; col++) {
                int off = col * len;
                int r = 0;
                int a = acc[col];
                if (!started && len > 0) { a = x[off]; out.i[off] = a; r = 1; }
                for (; r < len; r++) { a = c.op.applyInt(x[off + r], a); out.i[off + r] = a; }
                acc[col] = a;
            }
        }
        if (len > 0) shared.started[k] = true;
    }

    /** cum.row over in (the block of c.in). */
    static void cumRow(CumRowNode c, Block in, Block out, int len) {
        if (out.ncol == 0) return;
        if (out.type == ElementType.DOUBLE && c.op == BinaryOp.MUL) CumProducts.acrossColumns(in.asDoubles(), out.d, len, out.ncol);
        else if (out.type == ElementType.DOUBLE) {
            double[] x = in.asDoubles();
            System.arraycopy(x, 0, out.d, 0, len);
            for (int col = 1; col < out.ncol; col++) BinaryKernels.apply(c.op, x, col * len, out.d, (col - 1) * len, out.d, col * len, len);
        } else {
            int[] x = in.asInts(out.type);
            System.arraycopy(x, 0, out.i, 0, len);
            for (int col = 1; col < out.ncol; col++) BinaryKernels.apply(c.op, x, col * len, out.i, (col - 1) * len, out.i, col * len, len);
        }
    }
}

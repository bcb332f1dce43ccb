package flashr.engine.exec;

import flashr.engine.dag.CumColNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.LongDoubleProduct;
import flashr.engine.type.ElementType;

/**
 * R's cumprod of doubles, sequential as R's: a long double running product per column (the
 * heap's {@link LongDoubleProduct}, so the engine gives the heap's bits, and a product that
 * leaves the double range comes back as in R). The running products live in the pass's
 * {@link PassState}, so partitions continue them in turn.
 */
final class CumProducts {
    private CumProducts() {}

    /** Continues column col of cum node k over x[xOff, xOff+len) into out[oOff, oOff+len). */
    static void scan(PassState s, int k, int col, double[] x, int xOff, double[] out, int oOff, int len) {
        LongDoubleProduct p = s.cumProd[k][col];
        for (int r = 0; r < len; r++) out[oOff + r] = p.multiply(x[xOff + r]).value();
        if (len > 0) s.cumD[k][col] = out[oOff + len - 1];
    }

    /**
     * cum.row's product of doubles over the ncol columns of one step's len rows (column-major x and
     * out): each row's running product in long double, as a cum.col of the transpose computes it.
     */
    static void acrossColumns(double[] x, double[] out, int len, int ncol) {
        LongDoubleProduct p = new LongDoubleProduct();
        for (int r = 0; r < len; r++) {
            p.reset();
            for (int col = 0; col < ncol; col++) out[col * len + r] = p.multiply(x[col * len + r]).value();
        }
    }

    /** Whether cum node values of this type and op are scanned here. */
    static boolean handles(CumColNode c) {
        return c.op == BinaryOp.MUL && c.type == ElementType.DOUBLE;
    }

    /** Fresh running products (1) for n columns. */
    static LongDoubleProduct[] start(int n) {
        LongDoubleProduct[] p = new LongDoubleProduct[n];
        for (int c = 0; c < n; c++) p[c] = new LongDoubleProduct();
        return p;
    }
}

package flashr.engine.exec;

import flashr.engine.dag.Node;
import flashr.engine.fn.Casts;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

/** A small materialized matrix read once into Java arrays (column-major) for a whole pass, read-only. */
public final class SmallOperand {
    public final long nrow;
    public final int ncol;
    public final double[] d;
    public final int[] i;
    /** Whether d holds a NaN, NA or infinite value: 0 not known yet, 1 no, 2 yes. */
    private volatile int nonFinite;

    /** Reads node's data converted to type t. */
    public SmallOperand(Node node, ElementType t) {
        MatrixStore s = node.data();
        if (s == null) throw new IllegalStateException("small operand #" + node.id + " is not materialized");
        long n = s.nrow * s.ncol;
        if (n > Integer.MAX_VALUE) throw new IllegalArgumentException("operand too large to hold in memory: " + s.nrow + "x" + s.ncol);
        this.nrow = s.nrow;
        this.ncol = s.ncol;
        int len = (int) s.nrow;
        double[] rd = null;
        int[] ri = null;
        if (s.type == ElementType.DOUBLE) rd = new double[(int) n]; else ri = new int[(int) n];
        if (len > 0) s.read(0, len, null, rd, ri);
        if (t == ElementType.DOUBLE) {
            d = new double[(int) n];
            i = null;
            Casts.convert(s.type, rd, ri, 0, t, d, null, 0, (int) n);
        } else {
            d = null;
            i = new int[(int) n];
            Casts.convert(s.type, rd, ri, 0, t, null, i, 0, (int) n);
        }
    }

    /** Whether the double values hold a NaN, NA or infinite value (looked at once, on first call). */
    public boolean hasNonFinite() {
        int v = nonFinite;
        if (v == 0) nonFinite = v = d != null && !flashr.engine.fn.VectorLoops.allFinite(d, 0, d.length) ? 2 : 1;
        return v == 2;
    }
}

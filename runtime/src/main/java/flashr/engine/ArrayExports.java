package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.fn.Casts;
import flashr.engine.memory.MatrixStore;
import flashr.engine.type.ElementType;

/** A matrix's values computed and copied out into a column-major Java array (in its user shape). */
final class ArrayExports {
    private ArrayExports() {}

    static double[] doubles(Engine engine, Matrix m) {
        engine.materialize(m);
        Node n = m.node();
        MatrixStore s = n.data();
        int len = Math.toIntExact(n.nrow * n.ncol);
        double[] tall = new double[len];
        if (n.type == ElementType.DOUBLE) { if (n.nrow > 0) s.read(0, (int) n.nrow, null, tall, null); }
        else {
            int[] ti = new int[len];
            if (n.nrow > 0) s.read(0, (int) n.nrow, null, null, ti);
            Casts.convert(n.type, null, ti, 0, ElementType.DOUBLE, tall, null, 0, len);
        }
        return m.isTransposed() ? Transposer.transpose(tall, (int) n.nrow, n.ncol) : tall;
    }

    static int[] ints(Engine engine, Matrix m) {
        engine.materialize(m);
        Node n = m.node();
        if (n.type == ElementType.DOUBLE) throw new IllegalStateException("a double matrix has no int storage; use toDoubleArray");
        int len = Math.toIntExact(n.nrow * n.ncol);
        int[] tall = new int[len];
        if (n.nrow > 0) n.data().read(0, (int) n.nrow, null, null, tall);
        return m.isTransposed() ? Transposer.transpose(tall, (int) n.nrow, n.ncol) : tall;
    }
}

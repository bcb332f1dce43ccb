package flashr.engine.exec;

import flashr.engine.dag.InnerProdSinkNode;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.VectorLoops;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

/**
 * Partial of a wide-by-tall inner.prod other than the double product ({@link ProductPartial}):
 * a p x k accumulator table, slot j*p + i.
 */
final class InnerProdPartial extends SinkPartial {
    private final InnerProdFns fns;
    private final int p, k;
    private final double[] accD;
    private final int[] accI;
    private final boolean[] has;
    private final boolean same;
    /** For crossprod only the upper triangle (j >= i) is accumulated; finish mirrors it. */
    private boolean mirrored;

    InnerProdPartial(InnerProdSinkNode node) {
        this.fns = new InnerProdFns(node.f1, node.f2, node.a.type, node.b.type);
        this.p = node.a.ncol;
        this.k = node.b.ncol;
        this.same = node.a == node.b;
        this.accD = fns.isDoubleFold() ? new double[p * k] : null;
        this.accI = fns.isDoubleFold() ? null : new int[p * k];
        this.has = new boolean[p * k];
    }

    @Override public void add(Block[] in, long r0, int len) {
        Block a = in[0];
        Block b = same ? in[0] : in[1];
        if (len == 0) return;
        if (fns.t1 == ElementType.DOUBLE && fns.isDoubleFold() && fns.f2 == BinaryOp.ADD && fns.f1 == BinaryOp.EUCLIDEAN) {
            double[] ad = a.asDoubles();
            double[] bd = same ? ad : b.asDoubles();
            for (int i = 0; i < p; i++) {
                int ao = i * len;
                int j0 = same ? i : 0;
                for (int j = j0; j < k; j++) accD[j * p + i] += VectorLoops.sqdist(ad, ao, bd, j * len, len);
                for (int j = j0; j < k; j++) has[j * p + i] = true;
            }
            if (same) mirrored = true;
            return;
        }
        boolean dIn = fns.t1 == ElementType.DOUBLE;
        double[] ad = dIn ? a.asDoubles() : null;
        double[] bd = dIn ? (same ? ad : b.asDoubles()) : null;
        int[] ai = dIn ? null : a.asInts(fns.t1);
        int[] bi = dIn ? null : (same ? ai : b.asInts(fns.t1));
        for (int j = 0; j < k; j++) {
            for (int i = 0; i < p; i++) {
                int s = j * p + i;
                for (int r = 0; r < len; r++) {
                    int ao = i * len + r, bo = j * len + r;
                    if (fns.isDoubleFold()) {
                        double v = dIn ? fns.f1D(ad[ao], bd[bo]) : fns.f1ID(ai[ao], bi[bo]);
                        accD[s] = has[s] ? fns.f2.applyDouble(accD[s], v) : v;
                    } else {
                        int v = dIn ? fns.f1DI(ad[ao], bd[bo]) : fns.f1I(ai[ao], bi[bo]);
                        accI[s] = has[s] ? fns.f2.applyInt(accI[s], v) : v;
                    }
                    has[s] = true;
                }
            }
        }
    }

    @Override public void merge(SinkPartial other) {
        InnerProdPartial o = (InnerProdPartial) other;
        mirrored |= o.mirrored;
        for (int s = 0; s < p * k; s++) {
            if (!o.has[s]) continue;
            if (accD != null) accD[s] = has[s] ? fns.f2.applyDouble(accD[s], o.accD[s]) : o.accD[s];
            else accI[s] = has[s] ? fns.f2.applyInt(accI[s], o.accI[s]) : o.accI[s];
            has[s] = true;
        }
    }

    @Override public void finish(MemStore out) {
        if (mirrored) {
            for (int j = 0; j < k; j++) for (int i = j + 1; i < p; i++) { accD[j * p + i] = accD[i * p + j]; has[j * p + i] = has[i * p + j]; }
        }
        for (int j = 0; j < k; j++)
            for (int i = 0; i < p; i++) {
                int s = j * p + i;
                if (accD != null) out.setDouble(i, j, has[s] ? accD[s] : fns.identityD());
                else out.setInt(i, j, has[s] ? accI[s] : fns.identityI());
            }
    }
}

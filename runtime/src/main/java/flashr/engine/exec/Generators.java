package flashr.engine.exec;

import flashr.engine.dag.GeneratorNode;
import flashr.engine.fn.Casts;
import flashr.engine.fn.RMath;
import flashr.engine.fn.math.NormalQuantileVectors;
import flashr.engine.type.ElementType;

/** Fills Pcache blocks of generator nodes from element positions (linear index c*nrow + r). */
final class Generators {
    private Generators() {}

    /** Rows rows[at .. at+len) of g (a row selection of a generator), generated at their own positions. */
    static void gather(GeneratorNode g, long[] rows, int at, Block out, int len) {
        int nc = out.ncol;
        for (int c = 0; c < nc; c++) {
            int off = c * len;
            long col0 = (c + (long) g.colOffset) * g.nrow;
            for (int r = 0; r < len; r++) {
                long idx = col0 + rows[at + r];
                switch (g.kind) {
                    case CONST -> {
                        if (out.d != null) out.d[off + r] = g.a;
                        else out.i[off + r] = g.type == ElementType.LOGICAL ? Casts.doubleToLogical(g.a) : Casts.doubleToInt(g.a);
                    }
                    case SEQ -> {
                        if (out.d != null) out.d[off + r] = g.a + idx * g.b;
                        else out.i[off + r] = RMath.narrow((long) g.a + idx * (long) g.b);
                    }
                    case RUNIF -> out.d[off + r] = g.a + (g.b - g.a) * CounterRng.uniform(g.seed, idx);
                    case RNORM -> out.d[off + r] = g.a + g.b * CounterRng.normal(g.seed, idx);
                }
            }
        }
    }

    static void fill(GeneratorNode g, Block out, long r0, int len) {
        int nc = out.ncol;
        double[] u = null;
        for (int c = 0; c < nc; c++) {
            int off = c * len;
            long idx0 = (c + (long) g.colOffset) * g.nrow + r0;
            switch (g.kind) {
                case CONST -> {
                    if (out.d != null) java.util.Arrays.fill(out.d, off, off + len, g.a);
                    else java.util.Arrays.fill(out.i, off, off + len, g.type == ElementType.LOGICAL ? Casts.doubleToLogical(g.a) : Casts.doubleToInt(g.a));
                }
                case SEQ -> {
                    if (out.d != null) for (int r = 0; r < len; r++) out.d[off + r] = g.a + (idx0 + r) * g.b;
                    else for (int r = 0; r < len; r++) out.i[off + r] = RMath.narrow((long) g.a + (idx0 + r) * (long) g.b);
                }
                case RUNIF -> {
                    double w = g.b - g.a;
                    for (int r = 0; r < len; r++) out.d[off + r] = g.a + w * CounterRng.uniform(g.seed, idx0 + r);
                }
                case RNORM -> {
                    // the uniforms first, then their quantiles in vector lanes (the same bits as normal())
                    if (u == null) u = new double[len];
                    for (int r = 0; r < len; r++) u[r] = CounterRng.normalUniform(g.seed, idx0 + r);
                    NormalQuantileVectors.quantiles(u, len, g.a, g.b, out.d, off);
                }
            }
        }
    }
}

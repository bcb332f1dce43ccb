package flashr.stats.multivariate;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.engine.EngineGroups;
import flashr.base.engine.EngineOperand;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/**
 * {@code .kmeans_fit(x, centers, method, iter.max, max.qtr, trace)}: one k-means run for {@code stats/kmeans.R}'s
 * {@code kmeans}, standing where GNU R calls its compiled routines (method 1 Hartigan-Wong, 2 Lloyd,
 * 3 MacQueen). Returns what those calls return: {@code list(c1, centers, nc, iter, wss)} and, for
 * Hartigan-Wong, {@code ifault}; the caller turns faults into R's errors and warnings, and the
 * number of an argument that is not finite (1 for x, 4 for centers, returned alone) into R's error.
 */
public final class StatsKmeans {
    private StatsKmeans() {}

    public static void register(Registry r) {
        RSource.define(r, "stats/kmeans.R");
        r.builtin(".kmeans_fit", "x, centers, method, iter.max, max.qtr, trace", StatsKmeans::fit);
        // the nearest center of each row of an engine x: one lazy node, folded in the pass over x
        r.builtin(".kmeans_nearest", "x, centers", StatsKmeans::nearest);
        r.engineMethod(".kmeans_nearest", StatsKmeans::nearestInEngine);
    }

    /**
     * Euclidean distances as R's C loop sums them, (x - c)^2 over the columns in order from 0, and
     * the first nearest center of each row: the engine's inner product with "euclidean" adds the
     * same terms in the same order, and which.min keeps the first minimum as the loop's strict less.
     */
    private static RValue nearestInEngine(Args a) {
        if (!(a.get(0) instanceof flashr.bind.FmMatrix fm) || fm.isFlashR() || fm.dim() == null) return null;
        if (!(flashr.lang.EngineValue.localUnlessObject(a.get(1)) instanceof RVector c) || c.dim() == null
                || c.dim().length != 2 || !c.type().isNumeric()) return null;
        int k = c.dim()[0], p = c.dim()[1];
        if (p != fm.dim()[1]) return null;
        double[] cd = doubles(c, 2);
        double[] w = new double[p * k];   // t(centers)
        for (int j = 0; j < k; j++) for (int col = 0; col < p; col++) w[col + j * p] = cd[j + col * k];
        flashr.engine.Engine e = EngineOperand.engine(a);
        flashr.engine.Matrix x = fm.matrix();
        if (x.type() != flashr.engine.type.ElementType.DOUBLE) x = e.sapply(x, flashr.engine.fn.UnaryOp.AS_DOUBLE);
        flashr.engine.Matrix d = e.innerProd(x, e.fromArray(w, p, k), flashr.engine.fn.BinaryOp.EUCLIDEAN, flashr.engine.fn.BinaryOp.ADD);
        if (!e.isProvablyFinite(d)) return null;
        flashr.engine.Matrix labels = e.aggRow(d, flashr.engine.fn.AggOp.WHICH_MIN);
        EngineGroups.knownRange(labels, 1, k);   // finite distances: a center for every row
        e.setCache(labels, true);   // stored by the pass over x: the comparison with the last labels reads them
        return EngineOperand.result(labels, false, false);
    }

    /** The same on the heap, as R's loop computes it. */
    private static RValue nearest(Args a) {
        RVector x = matrix(a.get(0), "x"), c = matrix(a.get(1), "centers");
        int n = x.dim()[0], p = x.dim()[1], k = c.dim()[0];
        double[] xd = doubles(x, 1), cd = doubles(c, 2);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            double best = Double.POSITIVE_INFINITY;
            int at = 0;
            for (int j = 0; j < k; j++) {
                double dd = 0;
                for (int col = 0; col < p; col++) {
                    double t = xd[i + col * n] - cd[j + col * k];
                    dd += t * t;
                }
                if (dd < best) { best = dd; at = j + 1; }
            }
            out[i] = at;
        }
        return new RInt(out);
    }

    private static RValue fit(Args a) {
        RVector x = matrix(a.get(0), "x");
        RVector centers = matrix(a.get(1), "centers");
        int m = x.dim()[0], p = x.dim()[1], k = centers.dim()[0];
        if (centers.dim()[1] != p) throw new RError("must have same number of columns in 'x' and 'centers'");
        double[] data = finite(x), cen = finite(centers);
        if (data == null || cen == null) return RInt.of(data == null ? 1 : 4);   // kmeans.R stops, as do_one
        int method = Coerce.intScalar(a.get(2));
        int iterMax = Coerce.intScalar(a.get(3));
        if (method == 1) {
            KmeansHartiganWong hw = new KmeansHartiganWong(data, m, p, cen, k);
            if (a.has(5)) hw.traceTo(Coerce.intScalar(a.get(5)), a.interp().out());
            hw.run(iterMax, Coerce.intScalar(a.get(4)));
            return result(Arrays.copyOfRange(hw.ic1, 1, m + 1), hw.c, Arrays.copyOfRange(hw.nc, 1, k + 1),
                    hw.iter, Arrays.copyOfRange(hw.wss, 1, k + 1), hw.ifault);
        }
        KmeansCentroid fit = new KmeansCentroid(data, m, p, cen, k);
        if (method == 2) fit.lloyd(iterMax);
        else fit.macQueen(iterMax);
        return result(fit.cl, fit.cen, fit.nc, fit.iter, fit.wss, null);
    }

    private static RVector matrix(RValue v, String what) {
        if (!(v instanceof RVector mv) || mv.dim() == null || mv.dim().length != 2 || !mv.type().isNumeric()) {
            throw new RError("'" + what + "' must be a numeric matrix");
        }
        return mv;
    }

    private static double[] doubles(RVector v, int arg) {
        double[] d = ((RDouble) Coerce.to(v, RType.DOUBLE)).data();
        for (double e : d) {
            if (!Double.isFinite(e)) throw new RError("NA/NaN/Inf in foreign function call (arg " + arg + ")");
        }
        return d;
    }

    /** v's doubles, or null when one is not finite (R's compiled routines refuse such an argument). */
    private static double[] finite(RVector v) {
        double[] d = ((RDouble) Coerce.to(v, RType.DOUBLE)).data();
        for (double e : d) {
            if (!Double.isFinite(e)) return null;
        }
        return d;
    }

    private static RList result(int[] c1, double[] centers, int[] nc, int iter, double[] wss, Integer ifault) {
        boolean hw = ifault != null;
        RValue[] parts = {new RInt(c1), new RDouble(centers.clone()), new RInt(nc.clone()), RInt.of(iter),
            new RDouble(wss.clone()), hw ? RInt.of(ifault) : null};
        RList out = new RList(hw ? parts : Arrays.copyOf(parts, 5));
        out.setAttr("names", hw ? RString.of("c1", "centers", "nc", "iter", "wss", "ifault")
                : RString.of("c1", "centers", "nc", "iter", "wss"));
        return out;
    }
}

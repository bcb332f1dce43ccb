package flashr.base.random;

import flashr.base.Registry;
import flashr.base.math.MathGamma;
import flashr.engine.fn.math.ExpLog;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;

/**
 * Random two-way tables with given margins, Patefield's algorithm AS 159 as R's {@code rcont2}
 * draws them (the same uniforms in the same order, so the same tables after the same set.seed),
 * for {@code r2dtable} and the simulated p-values of {@code chisq.test} and {@code fisher.test}.
 */
public final class RandomTables {
    private RandomTables() {}

    public static void register(Registry r) {
        r.builtin(".r2dtable", "n, r, c", a -> {
            int[] rows = ints(a.get(1));
            int[] cols = ints(a.get(2));
            int samples = ints(a.get(0))[0];
            int total = sum(rows);
            double[] fact = new double[total + 1];
            for (int i = 1; i <= total; i++) fact[i] = MathGamma.lgamma(i + 1.0);
            RandomState rng = RandomSession.get(a);
            RValue[] tables = new RValue[samples];
            for (int s = 0; s < samples; s++) {
                int[] m = new int[rows.length * cols.length];
                rcont2(rng, rows, cols, total, fact, m);
                RInt t = new RInt(m);
                t.setAttr("dim", new RInt(new int[] {rows.length, cols.length}));
                tables[s] = t;
            }
            RandomSession.put(a, rng);
            return RList.of(tables);
        });
        r.builtin(".fisher_sim", "sr, sc, B", a -> simulate(a, null));
        r.builtin(".chisq_sim", "sr, sc, B, E", a -> simulate(a, (RVector) a.get(3)));
        r.builtin(".smirnov_sim", "sr, sc, B, twosided", RandomTables::smirnov);
    }

    /**
     * B draws of the two-sample Smirnov statistic, R's C Smirnov_sim: random tables of the tied values
     * (rows, counts sr) by sample (columns, sizes sc); the statistic is the largest difference of the
     * cumulated column proportions.
     */
    private static RValue smirnov(Args a) {
        int[] rows = ints(a.get(0));
        int[] cols = ints(a.get(1));
        int b = ints(a.get(2))[0];
        boolean twoSided = ints(a.get(3))[0] != 0;
        if (cols.length != 2) throw new RError("Smirnov statistic only defined for two groups");
        int total = 0;
        for (int v : rows) {
            if (total > Integer.MAX_VALUE - v) throw new RError("Sample size too large");
            total += v;
        }
        double[] fact = new double[total + 1];
        for (int i = 2; i <= total; i++) fact[i] = fact[i - 1] + ExpLog.log(i);
        int nr = rows.length;
        int[] m = new int[nr * 2];
        double[] results = new double[Math.max(b, 0)];
        RandomState rng = RandomSession.get(a);
        for (int iter = 0; iter < b; iter++) {
            rcont2(rng, rows, cols, total, fact, m);
            double stat = 0.;
            int cs0 = 0;
            int cs1 = 0;
            for (int j = 0; j < nr; j++) {
                cs0 += m[j];
                cs1 += m[nr + j];
                double diff = ((double) cs0) / cols[0] - ((double) cs1) / cols[1];
                if (twoSided) diff = Math.abs(diff);
                if (diff > stat) stat = diff;
            }
            results[iter] = stat;
        }
        RandomSession.put(a, rng);
        return new RDouble(results);
    }

    /** B statistics of random tables with the margins sr and sc: -sum(log(x!)) for Fisher, Pearson's X^2 given E. */
    private static RValue simulate(Args a, RVector expected) {
        int[] rows = ints(a.get(0));
        int[] cols = ints(a.get(1));
        int b = ints(a.get(2))[0];
        int total = sum(rows);
        double[] fact = new double[total + 1];
        for (int i = 2; i <= total; i++) fact[i] = fact[i - 1] + ExpLog.log(i);
        int nr = rows.length;
        int[] m = new int[nr * cols.length];
        double[] results = new double[Math.max(b, 0)];
        RandomState rng = RandomSession.get(a);
        for (int iter = 0; iter < b; iter++) {
            rcont2(rng, rows, cols, total, fact, m);
            double stat = 0.;
            for (int j = 0; j < cols.length; j++) {
                for (int i = 0, ii = j * nr; i < nr; i++, ii++) {
                    if (expected == null) {
                        stat -= fact[m[ii]];
                    } else {
                        double e = expected.getDouble(ii);
                        double o = m[ii];
                        stat += (o - e) * (o - e) / e;
                    }
                }
            }
            results[iter] = stat;
        }
        RandomSession.put(a, rng);
        return new RDouble(results);
    }

    /** One random table into {@code matrix} (by column): each cell drawn from its conditional distribution given the cells before it. */
    static void rcont2(RandomState rng, int[] nrowt, int[] ncolt, int ntotal, double[] fact, int[] matrix) {
        int nrow = nrowt.length;
        int ncol = ncolt.length;
        int nr1 = nrow - 1;
        int nc1 = ncol - 1;
        int ib = 0;
        int[] jwork = new int[ncol];
        System.arraycopy(ncolt, 0, jwork, 0, nc1);
        int jc = ntotal;
        for (int l = 0; l < nr1; ++l) {
            int ia = nrowt[l];
            int ic = jc;
            jc -= ia;
            for (int m = 0; m < nc1; ++m) {
                int id = jwork[m];
                int ie = ic;
                ib = ie - ia;
                int ii = ib - id;
                ic -= id;
                if (ie == 0) {   // the row is full: the rest of it is zero
                    for (int j = m; j < nc1; ++j) matrix[l + j * nrow] = 0;
                    ia = 0;
                    break;
                }
                int nlm = cell(rng, fact, ia, ib, ic, id, ie, ii, l, m);
                matrix[l + m * nrow] = nlm;
                ia -= nlm;
                jwork[m] -= nlm;
            }
            matrix[l + nc1 * nrow] = ia;
        }
        for (int m = 0; m < nc1; ++m) matrix[nr1 + m * nrow] = jwork[m];
        matrix[nr1 + nc1 * nrow] = ib - matrix[nr1 + (nc1 - 1) * nrow];
    }

    /** One cell: from its conditional mean, alternately up and down until the cumulated probability passes U. */
    private static int cell(RandomState rng, double[] fact, int ia, int ib, int ic, int id, int ie, int ii, int l, int m) {
        double u = rng.unifRand();
        while (true) {
            int nlm = (int) (ia * (id / (double) ie) + 0.5);
            double x = ExpLog.exp(fact[ia] + fact[ib] + fact[ic] + fact[id] - fact[ie] - fact[nlm]
                    - fact[id - nlm] - fact[ia - nlm] - fact[ii + nlm]);
            if (x >= u) return nlm;
            if (x == 0.) throw new RError("rcont2 [" + l + "," + m + "]: exp underflow to 0; algorithm failure");
            double sumprb = x;
            double y = x;
            int nll = nlm;
            boolean lsp;
            do {
                double j = (id - nlm) * (double) (ia - nlm);
                lsp = nlm == ia || nlm == id;
                if (!lsp) {
                    ++nlm;
                    x *= j / ((double) nlm * (ii + nlm));
                    sumprb += x;
                    if (sumprb >= u) return nlm;
                }
                boolean lsm;
                do {
                    j = nll * (double) (ii + nll);
                    lsm = nll == 0;
                    if (!lsm) {
                        --nll;
                        y *= j / ((double) (id - nll) * (ia - nll));
                        sumprb += y;
                        if (sumprb >= u) return nll;
                        if (!lsp) break;
                    }
                } while (!lsm);
            } while (!lsp);
            u = sumprb * rng.unifRand();
        }
    }

    private static int[] ints(RValue v) {
        if (!(v instanceof RVector vec)) throw new RError("invalid arguments");
        RVector iv = Coerce.to(vec, RType.INTEGER);
        int[] out = new int[iv.length()];
        for (int i = 0; i < out.length; i++) out[i] = iv.getInt(i);
        return out;
    }

    private static int sum(int[] v) {
        int s = 0;
        for (int x : v) s += x;
        return s;
    }
}

package flashr.stats;

import flashr.base.math.SummaryFunctions;
import flashr.base.vectors.SortIndex;
import flashr.engine.fn.CenteredProducts;
import flashr.engine.fn.FiniteMean;
import flashr.engine.fn.LongDouble;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

/** Descriptive statistics: mean, median, var, sd, cov, cor. */
final class StatsFunctions {
    private StatsFunctions() {}

    /** {@code mean(x, na.rm)}: R's two-pass mean for doubles (sum/n, then the mean residual added). */
    static RValue mean(RValue x, boolean naRm, Interpreter interp, RCall call) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) {
            interp.warning(defaultMethodCall("mean", call), "argument is not numeric or logical: returning NA");
            return RDouble.of(RDouble.NA);
        }
        // a double vector is read in place unless NA and NaN are to be left out
        double[] d = v instanceof RDouble r && !naRm ? r.data() : values(v, naRm);
        return RDouble.of(mean(d, v.type() == RType.DOUBLE));
    }

    /**
     * {@code mean(x, trim, na.rm)} with a trim: as mean.default, the mean of the sorted values
     * with floor(n * trim) cut from each end; NA when NA remain, the median from a trim of 0.5.
     */
    static RValue trimmedMean(RValue x, RValue trim, boolean naRm, Interpreter interp, RCall call) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) return mean(x, naRm, interp, call);
        if (!(trim instanceof RVector t) || !t.type().isNumeric() || t.length() != 1) {
            throw new RError("'trim' must be numeric of length one", defaultMethodCall("mean", call));
        }
        double tr = t.getDouble(0);
        double[] d = values(v, naRm);
        int n = d.length;
        if (!(tr > 0) || n == 0) return mean(x, naRm, interp, call);
        for (double e : d) {
            if (Double.isNaN(e)) return RDouble.of(RDouble.NA);
        }
        if (tr >= 0.5) return median(x, naRm);
        int lo = (int) Math.floor(n * tr) + 1;
        int hi = n + 1 - lo;
        java.util.Arrays.sort(d);
        return RDouble.of(mean(java.util.Arrays.copyOfRange(d, lo - 1, hi), v.type() == RType.DOUBLE));
    }

    /**
     * The call R reports for a generic's default method ({@code mean.default(x)}): the same
     * arguments with the method's name.
     */
    static RCall defaultMethodCall(String generic, RCall call) {
        if (call == null) return null;
        return new RCall(RSymbol.of(generic + ".default"), call.args(), call.names(), call.pos());
    }

    /**
     * R's mean: the long double sum over n, then (for doubles) the mean of the residuals added,
     * which corrects the rounding of the first pass.
     */
    static double mean(double[] d, boolean refine) {
        int n = d.length;
        if (n == 0) return Double.NaN;
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        s.addAll(d, false);
        double sum = s.value();
        if (!Double.isFinite(sum) && hasNonFinite(d)) return nonFiniteSum(d, sum);
        if (!refine) return s.total().divide(n).value();   // integers: the sum over n
        return FiniteMean.of(s.total(), d);
    }

    private static boolean hasNonFinite(double[] d) {
        for (double x : d) {
            if (!Double.isFinite(x)) return true;
        }
        return false;
    }

    /**
     * The mean when the data hold NaN or an infinity: NA or NaN with a NaN among the data (the
     * sum's value), else the infinities' sign, NaN when both signs.
     */
    private static double nonFiniteSum(double[] d, double sum) {
        boolean positive = false, negative = false;
        for (double x : d) {
            if (x != x) return sum;
            positive |= x == Double.POSITIVE_INFINITY;
            negative |= x == Double.NEGATIVE_INFINITY;
        }
        return positive && negative ? Double.NaN : positive ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }

    /** The elements as doubles, without NA and NaN when {@code naRm}. */
    static double[] values(RVector v, boolean naRm) {
        int n = v.length();
        double[] d = new double[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            double x = v.getDouble(i);
            if (!naRm || !Double.isNaN(x)) d[k++] = x;
        }
        return k == n ? d : java.util.Arrays.copyOf(d, k);
    }

    /** {@code median(x, na.rm)}: an odd count of integers gives an integer, as R's sort-and-pick does. */
    static RValue median(RValue x, boolean naRm) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) throw new RError("need numeric data");
        double[] d = values(v, naRm);
        boolean hasNA = false;
        for (double e : d) hasNA |= Double.isNaN(e);
        if (hasNA || d.length == 0) return medianNA(v.type());
        java.util.Arrays.sort(d);
        return medianOfSorted(SortedValues.of(d), v.type());
    }

    /** median's NA: {@code x[NA_integer_]}, of x's type. */
    static RValue medianNA(RType type) {
        return type == RType.DOUBLE ? RDouble.of(RDouble.NA) : type == RType.INTEGER ? RInt.of(RInt.NA) : new RLogical(new int[] {RLogical.NA});
    }

    /**
     * The median of data of {@code type} already sorted, without NA, not empty: an odd count's
     * middle element keeps x's type (integer, logical), an even count's mean is double.
     */
    static RValue medianOfSorted(SortedValues d, RType type) {
        long n = d.length(), half = (n + 1) / 2;
        if (n % 2 == 0) return RDouble.of(mean(new double[] {d.at(half - 1), d.at(half)}, true));
        double m = d.at(half - 1);
        return type == RType.DOUBLE ? RDouble.of(m) : type == RType.INTEGER ? RInt.of((int) m) : new RLogical(new int[] {(int) m});
    }

    /** The columns of a vector (one column) or matrix, and their names. */
    private record Columns(ColumnBlock data, RValue names, boolean matrix) {}

    private static Columns columns(RValue x, String what) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) {
            if (x instanceof RVector v && v.type() == RType.CHARACTER) throw new RError("is.numeric(x) || is.logical(x) is not TRUE");
            throw new RError("'" + what + "' must be numeric");
        }
        int[] dim = v.dim();
        int rows = dim != null && dim.length == 2 ? dim[0] : v.length();
        int cols = dim != null && dim.length == 2 ? dim[1] : 1;
        // a double vector or matrix is read in place (only read): Coerce.to would copy it whole
        // (its attributes go), and columns copied from it were 12.8 MB a cor of 2e5 x 8
        double[] all = v instanceof RDouble dv ? dv.data() : ((RDouble) Coerce.to(v, RType.DOUBLE)).data();
        ColumnBlock data = ColumnBlock.inPlace(all, rows, cols);
        RValue names = null;
        if (v.getAttr("dimnames") instanceof RList dn && dn.length() == 2 && dn.get(1) != RNull.NULL) names = dn.get(1);
        return new Columns(data, names, dim != null && dim.length == 2);
    }

    /**
     * {@code cov}/{@code var} (cor = false) or {@code cor} of x's columns with y's (x's own when
     * y is NULL). With {@code complete}, rows with any NA are dropped first.
     */
    static RValue covariance(boolean cor, RValue x, RValue y, boolean complete, Interpreter interp, RValue call) {
        return covariance(cor, x, y, complete ? CovarianceUse.NA_OR_COMPLETE : CovarianceUse.EVERYTHING, Method.PEARSON, interp, call);
    }

    /** cor's and cov's methods: Pearson's products, Spearman's (of the ranks), Kendall's (signs of all pairs). */
    enum Method { PEARSON, SPEARMAN, KENDALL }

    /** As above, by {@code method}. */
    static RValue covariance(boolean cor, RValue x, RValue y, CovarianceUse use, Method method, Interpreter interp, RValue call) {
        if (x == RNull.NULL) throw new RError("'x' is NULL");
        Columns cx = columns(x, "x");
        Columns cy = y == null || y == RNull.NULL ? null : columns(y, "y");
        // R's cov ranks in R code and has no pairwise form for ranks
        if (!cor && method != Method.PEARSON && use == CovarianceUse.PAIRWISE) throw new RError("cannot handle 'pairwise.complete.obs'");
        ColumnBlock a = cx.data(), b = cy == null ? cx.data() : cy.data();
        int n = a.count() > 0 ? a.rows() : 0;
        if (cy != null && b.count() > 0 && b.rows() != n) throw new RError("incompatible dimensions");
        if (use == CovarianceUse.ALL_OBS && (a.anyNaN() || b.anyNaN())) throw new RError("missing observations in cov/cor");
        if (use.completeRows()) {
            double[][] ac = a.columns(), bc = b.columns();
            boolean[] keep = new boolean[n];
            int kept = 0;
            for (int i = 0; i < n; i++) {
                keep[i] = true;
                for (double[] c : ac) keep[i] &= !Double.isNaN(c[i]);
                for (double[] c : bc) keep[i] &= !Double.isNaN(c[i]);
                if (keep[i]) kept++;
            }
            if (kept == 0 && use == CovarianceUse.COMPLETE) throw new RError("no complete element pairs");
            a = ColumnBlock.of(filter(ac, keep, kept));
            b = cy == null ? a : ColumnBlock.of(filter(bc, keep, kept));
            n = kept;
        }
        int[] sdZero = {0};
        double[][] r;
        if (n <= 1 && use != CovarianceUse.PAIRWISE) {
            // too few observations: every entry NA, the diagonal of a correlation too (R's cov.c)
            r = new double[a.count()][b.count()];
            for (double[] row : r) java.util.Arrays.fill(row, RDouble.NA);
        } else if (use == CovarianceUse.PAIRWISE) {
            r = pairwise(cor, method, a.columns(), cy == null ? null : b.columns(), sdZero);
        } else {
            r = together(cor, method, a, cy == null ? null : b, sdZero);
        }
        // R ranks each pair in R code for Spearman's and Kendall's pairwise correlations, warning once a pair
        int warnings = method != Method.PEARSON && use == CovarianceUse.PAIRWISE ? sdZero[0] : Math.min(1, sdZero[0]);
        for (int w = 0; w < warnings; w++) interp.warning(call, "the standard deviation is zero");
        boolean matrixResult = cx.matrix() || (cy != null && cy.matrix());
        if (!matrixResult) return RDouble.of(r[0][0]);
        int p = a.count(), q = b.count();
        double[] flat = new double[p * q];
        for (int j = 0; j < q; j++) {
            for (int i = 0; i < p; i++) flat[j * p + i] = r[i][j];
        }
        RDouble result = new RDouble(flat);
        result.setAttr("dim", RInt.of(p, q));
        RValue rowNames = cx.names() == null ? RNull.NULL : cx.names();
        RValue colNames = cy == null ? rowNames : cy.names() == null ? RNull.NULL : cy.names();
        if (rowNames != RNull.NULL || colNames != RNull.NULL) result.setAttr("dimnames", RList.of(rowNames, colNames));
        return result;
    }

    /**
     * Every pair over the same rows: each column's mean once (as R's cov.c), each pair of a
     * symmetric matrix once (the products commute exactly); a correlation's diagonal is 1 when y is
     * absent, even for a column with NA (R sets it last).
     */
    static double[][] together(boolean cor, Method method, double[][] a, double[][] bOrNull, int[] sdZero) {
        return together(cor, method, ColumnBlock.of(a), bOrNull == null ? null : ColumnBlock.of(bOrNull), sdZero);
    }

    /** As above, of columns read where they lie. */
    static double[][] together(boolean cor, Method method, ColumnBlock a, ColumnBlock bOrNull, int[] sdZero) {
        if (method == Method.SPEARMAN) {
            a = ColumnBlock.of(ranked(a.columns()));
            if (bOrNull != null) bOrNull = ColumnBlock.of(ranked(bOrNull.columns()));
        }
        ColumnBlock b = bOrNull == null ? a : bOrNull;
        boolean same = bOrNull == null, kendall = method == Method.KENDALL;
        Means ma, mb;
        if (!kendall && !same && Means.shared(a.count() + b.count(), a.count() > 0 ? a.rows() : 0)) {
            // cor(x, y)'s means, each a chain of its own: y's in the pool
            ForkJoinTask<Means> other = ForkJoinPool.commonPool().submit(new MeansTask(b));
            ma = new Means(a);
            mb = other.join();
        } else {
            ma = kendall ? null : new Means(a);
            mb = kendall || same ? ma : new Means(b);
        }
        double[][] r = kendall || ma.anyMissing() || mb.anyMissing() ? null : CrossProducts.covariances(a, ma.of, b, mb.of, same);
        if (r == null) {
            // the sequential rules (NaN, Inf, Kendall's) on columns of their own
            double[][] ac = a.columns(), bc = b.columns();
            r = new double[ac.length][bc.length];
            for (int i = 0; i < ac.length; i++) {
                for (int j = 0; j < bc.length; j++) r[i][j] = same && j < i ? r[j][i] : pair(kendall, ac[i], ma, i, bc[j], mb, j);
            }
        }
        if (!cor) return r;
        // cov_complete1 takes the double variances' sqrt; with y, cov_complete2 sqrtl of the long double ones
        double[] sdA, sdB;
        if (!kendall && !same && Means.shared(a.count() + b.count(), a.count() > 0 ? a.rows() : 0)) {
            ForkJoinTask<double[]> other = ForkJoinPool.commonPool().submit(new DeviationsTask(b, mb));
            sdA = deviations(false, a, ma);
            sdB = other.join();
        } else {
            sdA = same ? roots(diagonal(r)) : deviations(kendall, a, ma);
            sdB = same ? sdA : deviations(kendall, b, mb);
        }
        boolean[] naA = kendall ? nanColumns(a.columns()) : ma.missing(), naB = same ? naA : kendall ? nanColumns(b.columns()) : mb.missing();
        for (int i = 0; i < a.count(); i++) {
            for (int j = 0; j < b.count(); j++) {
                if (same && i == j) {
                    r[i][j] = 1;
                } else if (same ? !naA[Math.max(i, j)] : !naA[i] && !naB[j]) {
                    // cov.c tests the deviations before the covariance: a zero one makes NA (and
                    // the warning) of a NaN covariance too, and of an NA's column in the triangle
                    // it visits (cov_na_1 visits the pairs below the diagonal of columns without NA)
                    if (sdA[i] == 0 || sdB[j] == 0) r[i][j] = scaledBySd(r[i][j], 0, 0, sdZero);
                    else if (!Double.isNaN(r[i][j])) r[i][j] = scaledBySd(r[i][j], sdA[i], sdB[j], sdZero);
                }
            }
        }
        return r;
    }

    /** Which columns hold an NA or NaN (cov.c's has_na, for Kendall's, whose sums take no means). */
    private static boolean[] nanColumns(double[][] cols) {
        boolean[] na = new boolean[cols.length];
        for (int i = 0; i < cols.length; i++) na[i] = Means.anyNaN(cols[i]);
        return na;
    }

    /** cor(x, y)'s means of y in the pool: a class, where a lambda's first call spins one (about a millisecond). */
    private static final class MeansTask extends RecursiveTask<Means> {
        private final ColumnBlock cols;

        MeansTask(ColumnBlock cols) {
            this.cols = cols;
        }

        @Override
        protected Means compute() {
            return new Means(cols);
        }
    }

    /** cor(x, y)'s standard deviations of y in the pool (a class, as {@link MeansTask}). */
    private static final class DeviationsTask extends RecursiveTask<double[]> {
        private final ColumnBlock cols;
        private final Means means;

        DeviationsTask(ColumnBlock cols, Means means) {
            this.cols = cols;
            this.means = means;
        }

        @Override
        protected double[] compute() {
            return deviations(false, cols, means);
        }
    }

    private static double[] roots(double[] v) {
        double[] s = new double[v.length];
        for (int i = 0; i < v.length; i++) s[i] = Math.sqrt(v[i]);
        return s;
    }

    /** cov_complete2's standard deviations: (double) sqrtl(the long double sum / (n - 1)), or of Kendall's count. */
    private static double[] deviations(boolean kendall, ColumnBlock block, Means m) {
        double[] sd = new double[block.count()];
        LongDouble[] squares = kendall || m.anyMissing() ? null : CrossProducts.squares(block, m.of);
        double[][] cols = squares != null ? null : block.columns();
        if (squares != null) {
            // the blocked integer sums, as the sequential ones below bit for bit
            for (int i = 0; i < sd.length; i++) sd[i] = CenteredProducts.sqrt(squares[i].divide(block.rows() - 1));
            return sd;
        }
        for (int i = 0; i < cols.length; i++) {
            double[] x = cols[i];
            if (kendall) {
                double c = kendallSum(x, x);
                sd[i] = Double.isNaN(c) ? c : CenteredProducts.sqrt(new LongDouble().add(c));
            } else {
                sd[i] = m.missing[i] ? RDouble.NA : CenteredProducts.sqrt(covarianceSum(x, m, i, x, m, i).divide(x.length - 1));
            }
        }
        return sd;
    }

    /** Each pair over the rows where both have a value (use = "pairwise.complete.obs"); NA below two such rows. */
    private static double[][] pairwise(boolean cor, Method method, double[][] a, double[][] bOrNull, int[] sdZero) {
        double[][] b = bOrNull == null ? a : bOrNull;
        boolean kendall = method == Method.KENDALL;
        double[][] r = new double[a.length][b.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                if (bOrNull == null && j < i) {
                    r[i][j] = r[j][i];
                    continue;
                }
                double[] x = a[i], y = b[j];
                boolean[] keep = new boolean[x.length];
                int kept = 0;
                for (int k = 0; k < x.length; k++) if (keep[k] = !Double.isNaN(x[k]) && !Double.isNaN(y[k])) kept++;
                if (kept < 2) {
                    r[i][j] = RDouble.NA;
                    continue;
                }
                double[][] xy = filter(new double[][] {x, y}, keep, kept);
                if (method != Method.PEARSON) {
                    // R's cor ranks each pair's complete rows in R code and calls C_cor(x2, y2) on
                    // them: cov_complete2 on two vectors (Kendall's signs are the ranks' signs)
                    xy = ranked(xy);
                    r[i][j] = together(cor, kendall ? Method.KENDALL : Method.PEARSON, new double[][] {xy[0]}, new double[][] {xy[1]}, sdZero)[0][0];
                } else {
                    r[i][j] = PairwiseCovariance.of(cor, xy[0], xy[1], sdZero);
                }
            }
        }
        return r;
    }

    /** A covariance over the standard deviations sx * sy, in double as cov.c, clamped to [-1, 1]; NA (counting it) when either is 0. */
    private static double scaledBySd(double c, double sx, double sy, int[] sdZero) {
        if (sx == 0 || sy == 0) {
            sdZero[0]++;
            return RDouble.NA;
        }
        return Math.max(-1, Math.min(1, c / (sx * sy)));
    }

    private static boolean anyNaN(double[][] cols) {
        for (double[] c : cols) for (double v : c) if (Double.isNaN(v)) return true;
        return false;
    }

    /** Each column's average ranks (ties share their mean rank); NA stays NA. */
    private static double[][] ranked(double[][] cols) {
        double[][] r = new double[cols.length][];
        for (int c = 0; c < cols.length; c++) {
            double[] v = cols[c];
            int n = v.length, m = 0;
            int[] idx = new int[n];
            double[] out = new double[n];
            for (int i = 0; i < n; i++) {
                if (Double.isNaN(v[i])) out[i] = RDouble.NA;
                else idx[m++] = i;
            }
            idx = java.util.Arrays.copyOf(idx, m);
            SortIndex.sort(idx, (i, j) -> Double.compare(v[i] == 0 ? 0.0 : v[i], v[j] == 0 ? 0.0 : v[j]));
            for (int i = 0; i < m; ) {
                int j = i;
                while (j + 1 < m && v[idx[j + 1]] == v[idx[i]]) j++;
                for (int k = i; k <= j; k++) out[idx[k]] = (i + j + 2) / 2.0;
                i = j + 1;
            }
            r[c] = out;
        }
        return r;
    }

    private static double[][] filter(double[][] cols, boolean[] keep, int kept) {
        double[][] r = new double[cols.length][kept];
        for (int j = 0; j < cols.length; j++) {
            for (int i = 0, k = 0; i < keep.length; i++) if (keep[i]) r[j][k++] = cols[j][i];
        }
        return r;
    }

    /** Column i of x's with column j of y's: Pearson's covariance from their means, or Kendall's sum. */
    private static double pair(boolean kendall, double[] x, Means mx, int i, double[] y, Means my, int j) {
        return kendall ? kendallSum(x, y) : cov(x, mx, i, y, my, j);
    }

    private static double[] diagonal(double[][] r) {
        double[] v = new double[r.length];
        for (int i = 0; i < v.length; i++) v[i] = r[i][i];
        return v;
    }

    /**
     * Kendall's sum of two columns: over all ordered pairs of rows, the product of the signs of
     * their differences (NA when either column has an NA), as R's cov.c.
     */
    private static double kendallSum(double[] x, double[] y) {
        for (int k = 0; k < x.length; k++) if (Double.isNaN(x[k]) || Double.isNaN(y[k])) return RDouble.NA;
        long sum = 0;
        for (int k = 0; k < x.length; k++) {
            for (int m = 0; m < x.length; m++) sum += (long) Math.signum(x[k] - x[m]) * (long) Math.signum(y[k] - y[m]);
        }
        return sum;
    }

    /** R's refined mean of each column, and which columns have no covariance (an NA or NaN, fewer than 2 values). */
    private record Means(double[] of, boolean[] missing) {
        Means(ColumnBlock cols) {
            this(new double[cols.count()], new boolean[cols.count()]);
            int half = cols.count() / 2;
            if (half > 0 && shared(cols.count(), cols.rows())) {
                // each mean is a sequential long double chain of its own: half the columns in the pool
                ForkJoinTask<?> other = ForkJoinPool.commonPool().submit(new Fill(this, cols, half, cols.count()));
                fill(cols, 0, half);
                other.join();
            } else {
                fill(cols, 0, cols.count());
            }
        }

        /** Whether the means of so many columns are worth sharing with another thread. */
        static boolean shared(int cols, int rows) {
            return cols > 1 && CrossProducts.shareable(4L * cols * rows);
        }

        /**
         * A column's mean, and whether it has an NA or NaN: a NaN among the data makes the long
         * double sum, and so the mean, NaN, so only a NaN mean (also that of Inf and -Inf) needs
         * the scan for one. A scan of every column first was a pass of its own over the data,
         * and a loop C2 compiled three times in a first cor.
         */
        private void fill(ColumnBlock cols, int from, int to) {
            for (int i = from; i < to; i++) {
                boolean na = cols.rows() < 2;
                if (!na) {
                    // in place while finite; else a copy of the column and mean's rules
                    double m = cols.finiteMean(i);
                    if (Double.isNaN(m)) {
                        double[] x = cols.column(i);
                        m = mean(x, true);
                        na = Double.isNaN(m) && anyNaN(x);
                    }
                    if (!na) of[i] = m;
                }
                missing[i] = na;
            }
        }

        /** fill as a pool task: a class, where a lambda's first call spins one (some milliseconds of a first cor). */
        private static final class Fill extends RecursiveAction {
            private final Means means;
            private final ColumnBlock cols;
            private final int from, to;

            Fill(Means means, ColumnBlock cols, int from, int to) {
                this.means = means;
                this.cols = cols;
                this.from = from;
                this.to = to;
            }

            @Override
            protected void compute() {
                means.fill(cols, from, to);
            }
        }

        /** A loop of its own: in the constructor it had C2 compile that on stack, means' sums inlined (now run only on a NaN mean). */
        private static boolean anyNaN(double[] x) {
            for (double v : x) {
                if (Double.isNaN(v)) return true;
            }
            return false;
        }

        boolean anyMissing() {
            for (boolean m : missing) if (m) return true;
            return false;
        }
    }

    /** The covariance of column i (of x's means) and column j (of y's), NA when either is missing. */
    private static double cov(double[] x, Means mx, int i, double[] y, Means my, int j) {
        if (mx.missing[i] || my.missing[j]) return RDouble.NA;
        return covarianceSum(x, mx, i, y, my, j).divide(x.length - 1).value();
    }

    /**
     * cov.c's sum of (x - xm) * (y - ym) in long double: the differences and products rounded to
     * 64 bits too ({@link CenteredProducts#addProduct}) while they are finite, else R's rules for
     * NaN and Inf on their double products: a NaN product (Inf - Inf, Inf * 0, a NaN mean) makes
     * the x87 sum NaN, where Sum's total alone leaves NaN out (var(c(1, Inf)) was Inf, and a
     * column of Inf and -Inf had covariances 0).
     */
    private static LongDouble covarianceSum(double[] x, Means mx, int i, double[] y, Means my, int j) {
        double xm = mx.of[i], ym = my.of[j];
        boolean finite = true;
        for (int k = 0; k < x.length && finite; k++) finite = Double.isFinite(x[k] - xm) && Double.isFinite(y[k] - ym);
        if (finite) {
            LongDouble s = new LongDouble();
            for (int k = 0; k < x.length; k++) CenteredProducts.addProduct(s, x[k], xm, y[k], ym);
            return s;
        }
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        for (int k = 0; k < x.length; k++) s.add((x[k] - xm) * (y[k] - ym));
        double v = s.value();
        return Double.isNaN(v) ? new LongDouble().add(v) : s.total();
    }

    /** {@code sd(x, na.rm)}. */
    static RValue sd(RValue x, boolean naRm, Interpreter interp, RValue call) {
        if (!(x instanceof RVector v) || !v.type().isNumeric()) throw new RError("is.atomic(x) is not TRUE");
        // a double vector without dim is read in place (covariance only reads it); others copied as R's as.double
        RVector d = !naRm && v instanceof RDouble && v.dim() == null ? v : new RDouble(values(v, naRm));
        RValue var = covariance(false, d, null, false, interp, call);
        return RDouble.of(Math.sqrt(((RDouble) var).get(0)));
    }
}

package flashr.stats.models;

import flashr.base.Registry;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * The columns of model.matrix.default (stats/model-frame.R) in one n x p double matrix:
 * {@code .model_matrix_columns(n, intercept, terms)}. The R code works out each term's variables,
 * contrasts and column names (small work) and hands over, per term, a list of variable specs:
 * <ul>
 * <li>a double or integer vector (one column) or matrix (its columns);</li>
 * <li>{@code list(codes, cm)}: a factor's codes and its contrast matrix (levels x k): column j
 *     is {@code cm[codes, j]};</li>
 * <li>{@code list(codes, NULL, which)}: indicator columns, column j is {@code codes == which[j]}
 *     as 0/1.</li>
 * </ul>
 * An NA code gives NA in every column of its variable, as {@code cm[NA, ]} does. A term's columns
 * run through its variables' columns with the first variable fastest, each the product left to
 * right of its variables' columns, as R's model.matrix orders and computes them. Built in R, the
 * same matrix took a gather of an identity matrix per factor, a product matrix per interaction and
 * an unlist of the blocks: 0.04-0.05 CPU s of a first lm at 2e5 rows for its cold passes.
 */
public final class ModelMatrixColumns {
    private ModelMatrixColumns() {}

    public static void register(Registry r) {
        r.builtin(".model_matrix_columns", "n, intercept, terms", a -> build(
                Coerce.intScalar(a.get(0)), Coerce.flag(a.get(1), "intercept"), (RList) a.get(2)));
    }

    /** One variable's columns: its values for column j at row i. */
    private interface Columns {
        int count();

        /** Writes column j of this variable into out (n values from offset). */
        void column(int j, double[] out, int offset, int n);
    }

    static RValue build(int n, boolean intercept, RList terms) {
        Columns[][] vars = new Columns[terms.length()][];
        long total = intercept ? 1 : 0;
        for (int t = 0; t < vars.length; t++) {
            RList specs = (RList) terms.get(t);
            vars[t] = new Columns[specs.length()];
            long k = 1;
            for (int v = 0; v < specs.length(); v++) {
                vars[t][v] = columns(specs.get(v), n);
                k *= vars[t][v].count();
            }
            total += k;
        }
        if ((long) n * total > Integer.MAX_VALUE - 16) throw new RError("cannot allocate a model matrix of " + n + " x " + total);
        int p = (int) total;
        double[] x = new double[n * p];
        int col = 0;
        if (intercept) {
            java.util.Arrays.fill(x, 0, n, 1.0);
            col = 1;
        }
        double[] scratch = null;
        for (Columns[] term : vars) {
            int k = 1;
            for (Columns c : term) k *= c.count();
            if (term.length == 1 && term[0] instanceof Indicators ind) {
                ind.fill(x, col * n, n);
            } else if (term.length == 1) {
                for (int j = 0; j < k; j++) term[0].column(j, x, (col + j) * n, n);
            } else {
                if (scratch == null) scratch = new double[n];
                int[] index = new int[term.length];
                for (int j = 0; j < k; j++) {
                    // index: each variable's column of this product, the first variable fastest
                    int o = (col + j) * n;
                    term[0].column(index[0], x, o, n);
                    for (int v = 1; v < term.length; v++) {
                        term[v].column(index[v], scratch, 0, n);
                        for (int i = 0; i < n; i++) x[o + i] = x[o + i] * scratch[i];
                    }
                    for (int v = 0; v < term.length && ++index[v] == term[v].count(); v++) index[v] = 0;
                }
            }
            col += k;
        }
        RDouble out = new RDouble(x);
        out.setAttr("dim", RInt.of(n, p));
        return out;
    }

    private static Columns columns(RValue spec, int n) {
        spec = EngineValue.local(spec);
        if (spec instanceof RList l) return factorColumns(l, n);
        if (!(spec instanceof RDouble) && !(spec instanceof RInt)) throw new RError("invalid model matrix variable");
        RVector v = (RVector) spec;
        int[] dim = v.dim();
        int k = dim != null && dim.length == 2 ? dim[1] : 1;
        if ((long) n * k != v.length()) throw new RError("variable lengths differ in model matrix");
        double[] d = doubles(v);
        return new Columns() {
            public int count() {
                return k;
            }

            public void column(int j, double[] out, int offset, int len) {
                System.arraycopy(d, j * len, out, offset, len);
            }
        };
    }

    private static Columns factorColumns(RList l, int n) {
        if (!(EngineValue.local(l.get(0)) instanceof RInt ci) || ci.length() != n) throw new RError("invalid factor codes in model matrix");
        int[] codes = ci.data();
        if (l.length() >= 3) return new Indicators(codes, ((RInt) EngineValue.local(l.get(2))).data());
        RVector cm = (RVector) EngineValue.local(l.get(1));
        int[] dim = cm.dim();
        if (dim == null || dim.length != 2) throw new RError("invalid contrast matrix in model matrix");
        int levels = dim[0];
        double[] m = doubles(cm);
        for (int c : codes) {
            if (c != RInt.NA && (c < 1 || c > levels)) throw new RError("subscript out of bounds");
        }
        return new Columns() {
            public int count() {
                return dim[1];
            }

            public void column(int j, double[] out, int offset, int len) {
                int base = j * levels - 1;
                for (int i = 0; i < len; i++) {
                    int c = codes[i];
                    out[offset + i] = c == RInt.NA ? RDouble.NA : m[base + c];
                }
            }
        };
    }

    /** A factor's indicator columns: column j is 1 where the code is which[j], else 0. */
    private static final class Indicators implements Columns {
        private final int[] codes;
        private final int[] which;

        Indicators(int[] codes, int[] which) {
            this.codes = codes;
            this.which = which;
        }

        public int count() {
            return which.length;
        }

        public void column(int j, double[] out, int offset, int len) {
            int w = which[j];
            for (int i = 0; i < len; i++) {
                int c = codes[i];
                out[offset + i] = c == RInt.NA ? RDouble.NA : c == w ? 1.0 : 0.0;
            }
        }

        /**
         * All the columns into zeros (a new array's) at offset, in one pass over the rows that
         * writes the single 1 of each (or the NAs of an NA code): a first lm runs this loop
         * before it is compiled, so one pass instead of one per column.
         */
        void fill(double[] out, int offset, int len) {
            int max = 0;
            for (int w : which) max = Math.max(max, w);
            int[] at = new int[max + 1];
            java.util.Arrays.fill(at, -1);
            for (int j = 0; j < which.length; j++) if (which[j] >= 0) at[which[j]] = offset + j * len;
            for (int i = 0; i < len; i++) {
                int c = codes[i];
                if (c >= 0 && c <= max) {
                    int o = at[c];
                    if (o >= 0) out[o + i] = 1.0;
                } else if (c == RInt.NA) {
                    for (int j = 0; j < which.length; j++) out[offset + j * len + i] = RDouble.NA;
                }
            }
        }
    }

    /** The values as doubles; an integer NA becomes NA_real_, as as.numeric makes it. */
    private static double[] doubles(RVector v) {
        if (v instanceof RDouble d) return d.data();
        if (v instanceof RInt iv) {
            int[] s = iv.data();
            double[] d = new double[v.length()];
            for (int i = 0; i < d.length; i++) d[i] = s[i] == RInt.NA ? RDouble.NA : s[i];
            return d;
        }
        throw new RError("invalid model matrix variable");
    }
}

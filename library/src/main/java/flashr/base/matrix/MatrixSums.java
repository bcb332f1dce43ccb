package flashr.base.matrix;

import flashr.base.Registry;
import flashr.base.data.DataFrames;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.X87NaNs;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.EngineValue;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/** Row and column reductions: rowSums, colSums, rowMeans, colMeans, rowsum, max.col. */
final class MatrixSums {
    private MatrixSums() {}

    static void register(Registry r) {
        r.builtin("rowSums", "x, na.rm, dims", a -> margins(a, true, false));
        r.builtin("colSums", "x, na.rm, dims", a -> margins(a, false, false));
        r.builtin("rowMeans", "x, na.rm, dims", a -> margins(a, true, true));
        r.builtin("colMeans", "x, na.rm, dims", a -> margins(a, false, true));
        r.builtin("rowsum", "x, group, reorder, na.rm", flashr.base.DefaultMethodCalls.reportedAsDefault("rowsum", MatrixSums::rowsum));
        r.builtin("max.col", "m, ties.method", MatrixSums::maxCol);
    }

    /**
     * A sum in R's long double ({@link LongDouble}, as the engine's). Of NA and NaN: NA, as R's
     * sum (elements loaded into x87 registers: the larger significand wins; marginSums); for the
     * margins ({@link #margins()}: rowSums, colSums, their means) the NaN an x87 add of each
     * element from memory leaves ({@link X87NaNs#memoryAdd}, in the order of the elements).
     */
    static final class Sum {
        private final LongDouble sum = new LongDouble();
        private final boolean memory;
        private boolean na;
        private boolean nan;
        private boolean hasNaN;
        private double firstNaN;

        Sum() { this(false); }

        private Sum(boolean memory) { this.memory = memory; }

        /** A sum of rowSums or colSums (memory operands' NaN order). */
        static Sum margins() { return new Sum(true); }

        public void add(double x) {
            if (Double.isNaN(x)) {
                if (memory) {
                    firstNaN = X87NaNs.memoryAdd(hasNaN ? firstNaN : sum.hi(), x);
                    hasNaN = true;
                } else if (RDouble.isNAValue(x)) {
                    na = true;
                } else {
                    nan = true;
                }
                return;
            }
            sum.add(x);
        }

        public double value() {
            if (hasNaN) return firstNaN;
            if (na) return RDouble.NA;
            if (nan) return Double.NaN;
            return sum.value();
        }

        /** The sum divided by n in long double, rounded once (as R's colMeans and rowMeans). */
        double mean(long n) {
            double v = value();
            if (Double.isNaN(v)) return v / n;
            if (sum.isWide()) return new LongDouble().add(sum).divide(n).value();   // a sum beyond the double's range
            if (Double.isInfinite(v)) return v / n;
            return LongDouble.quotient(sum.hi(), sum.lo(), n);
        }
    }

    private static RValue margins(Args a, boolean rows, boolean mean) {
        RValue arg = a.get(0);
        // as R: a data frame is first made a matrix (as.matrix.data.frame)
        if (DataFrames.is(arg)) arg = DataFrames.asMatrix(a, arg);
        RVector x = Coerce.vector(arg, "x");
        boolean naRm = a.has(1) && Coerce.flag(a.get(1), "na.rm");
        int dims = a.has(2) ? Coerce.intScalar(a.get(2)) : 1;
        int[] dn = x.dim();
        if (dn == null || dn.length < 2) throw new RError("'x' must be an array of at least two dimensions");
        if (dims == RInt.NA || dims < 1 || dims > dn.length - 1) throw new RError("invalid 'dims'");
        if (!x.type().isNumeric() && x.type() != RType.COMPLEX) throw new RError("'x' must be numeric");
        RVector result;
        if (x instanceof flashr.lang.RComplex z) {
            // the real and imaginary parts summed apart; with na.rm an element goes when either part is NA
            double[] re = z.re().clone(), im = z.im().clone();
            if (naRm) {
                for (int i = 0; i < re.length; i++) if (Double.isNaN(re[i]) || Double.isNaN(im[i])) re[i] = im[i] = Double.NaN;
            }
            RDouble sre = sums(new RDouble(re), dn, dims, rows, mean, naRm);
            RDouble sim = sums(new RDouble(im), dn, dims, rows, mean, naRm);
            result = new flashr.lang.RComplex(sre.data(), sim.data());
        } else {
            result = sums(x, dn, dims, rows, mean, naRm);
        }
        int from = rows ? 0 : dims;
        int to = rows ? dims : dn.length;
        RList dimnames = MatrixDims.dimnames(x);
        if (to - from > 1) {
            result.setAttr("dim", new RInt(Arrays.copyOfRange(dn, from, to)));
            if (dimnames != null) {
                RList part = new RList(Arrays.copyOfRange(dimnames.data(), from, to));
                if (dimnames.names() != null) part.setAttr("names", new RString(Arrays.copyOfRange(dimnames.names().data(), from, to)));
                result.setAttr("dimnames", part);
            }
        } else if (dimnames != null && dimnames.get(from) instanceof RString names) {
            result.setAttr("names", names);
        }
        return result;
    }

    /** The sums (or means) over the first {@code dims} dimensions' complement ({@code rows}) or over them. */
    private static RDouble sums(RVector x, int[] dn, int dims, boolean rows, boolean mean, boolean naRm) {
        int n = 1;
        for (int k = 0; k < dims; k++) n *= dn[k];
        int p = 1;
        for (int k = dims; k < dn.length; k++) p *= dn[k];
        if (!rows && x instanceof RDouble d) return new RDouble(ColumnSums.of(d.data(), n, p, mean, naRm));
        int outLen = rows ? n : p;
        Sum[] sums = new Sum[outLen];
        long[] counts = new long[outLen];
        for (int i = 0; i < outLen; i++) sums[i] = Sum.margins();
        for (int j = 0; j < p; j++) {
            for (int i = 0; i < n; i++) {
                double v = x.getDouble(i + j * n);
                int o = rows ? i : j;
                if (naRm && Double.isNaN(v)) continue;
                sums[o].add(v);
                counts[o]++;
            }
        }
        double[] out = new double[outLen];
        int total = rows ? p : n;
        for (int o = 0; o < outLen; o++) out[o] = mean ? sums[o].mean(naRm ? counts[o] : total) : sums[o].value();
        return new RDouble(out);
    }

    private static RValue rowsum(Args a) {
        RVector x = Coerce.vector(a.get(0), "x");
        if (!x.type().isNumeric() || x.inherits("factor")) throw new RError("'x' must be numeric");
        RVector group = Coerce.vector(a.get(1), "group");
        boolean reorder = !a.has(2) || Coerce.flag(a.get(2), "reorder");
        boolean naRm = a.has(3) && Coerce.flag(a.get(3), "na.rm");
        int[] d = x.dim();
        int nr = d != null && d.length >= 1 ? d[0] : x.length();
        int nc = d != null && d.length == 2 ? d[1] : 1;
        if (group.length() != nr) throw new RError("incorrect length for 'group'");
        for (int i = 0; i < nr; i++) {
            if (group.isNA(i)) {
                a.interp().warning(a.call(), "missing values for 'group'");
                break;
            }
        }
        RowGroups rg = RowGroups.of(group, reorder);
        int ng = rg.labels().length();
        int[] slot = rg.slots();
        boolean integer = x.type() != RType.DOUBLE;
        RVector result;
        if (integer) {
            int[] out = new int[ng * nc];
            boolean overflow = false;
            for (int j = 0; j < nc; j++) {
                for (int i = 0; i < nr; i++) {
                    int o = slot[i] + j * ng;
                    int v = x.getInt(i + j * nr);
                    if (out[o] == RInt.NA) continue;
                    if (v == RInt.NA) {
                        if (!naRm) out[o] = RInt.NA;
                        continue;
                    }
                    long s = (long) out[o] + v;
                    if (s > Integer.MAX_VALUE || s < -Integer.MAX_VALUE) {
                        overflow = true;
                        out[o] = RInt.NA;
                    } else {
                        out[o] = (int) s;
                    }
                }
            }
            if (overflow) a.interp().warning(a.call(), "integer overflow in 'rowsum'; use 'as.numeric(.)'");
            result = new RInt(out);
        } else {
            double[] out = new double[ng * nc];
            for (int j = 0; j < nc; j++) {
                for (int i = 0; i < nr; i++) {
                    double v = x.getDouble(i + j * nr);
                    if (naRm && Double.isNaN(v)) continue;
                    out[slot[i] + j * ng] += v;
                }
            }
            result = new RDouble(out);
        }
        MatrixDims.shape(result, ng, nc);
        MatrixDims.setDimnames(result, rg.labels(), MatrixDims.dimnamesAt(x, 1));
        return result;
    }

    private static RValue maxCol(Args a) {
        RValue arg = a.get(0);
        // R's max.col takes as.matrix(m): a data frame's columns as one matrix
        if (arg instanceof flashr.lang.RList && arg.classAttr() != null
                && a.interp().baseEnv().getLocal("as.matrix") instanceof RFunction asMatrix) {
            arg = EngineValue.local(a.interp().apply(asMatrix, new RValue[] {arg}, null, a.env(), a.call()));
        }
        RVector m = Coerce.vector(arg, "m");
        String ties = a.has(1) ? Coerce.stringScalar(a.get(1)) : "random";
        int method = switch (ties == null ? "" : ties) {
            case "random" -> 1;
            case "first" -> 2;
            case "last" -> 3;
            default -> throw new RError("'arg' should be one of \u201crandom\u201d, \u201cfirst\u201d, \u201clast\u201d");
        };
        int[] d = m.dim();
        int nr = d != null && d.length == 2 ? d[0] : m.length();
        int nc = d != null && d.length == 2 ? d[1] : 1;
        int[] out = new int[nr];
        for (int r = 0; r < nr; r++) {
            double large = 0;
            boolean na = false;
            for (int c = 0; c < nc; c++) {
                double v = m.getDouble(r + c * nr);
                if (Double.isNaN(v)) {
                    na = true;
                    break;
                }
                if (!Double.isInfinite(v)) large = Math.max(large, Math.abs(v));
            }
            if (na) {
                out[r] = RInt.NA;
                continue;
            }
            int best = 0;
            double max = m.getDouble(r);
            if (method == 1) {
                double tol = 1e-5 * large;
                int ntie = 1;
                for (int c = 1; c < nc; c++) {
                    double b = m.getDouble(r + c * nr);
                    if (b > max + tol) {
                        max = b;
                        best = c;
                        ntie = 1;
                    } else if (b >= max - tol) {
                        ntie++;
                        if (ntie * uniform(a) < 1.0) best = c;
                    }
                }
            } else {
                for (int c = 1; c < nc; c++) {
                    double b = m.getDouble(r + c * nr);
                    if (method == 2 ? max < b : max <= b) {
                        max = b;
                        best = c;
                    }
                }
            }
            out[r] = best + 1;
        }
        return new RInt(out);
    }

    /** Index of the first occurrence of each distinct group, in sorted group order when {@code sort}. */
    /** One draw from R's uniform generator, through {@code runif(1)} so the RNG stream stays R's. */
    private static double uniform(Args a) {
        if (!(a.interp().baseEnv().getLocal("runif") instanceof RFunction runif)) {
            throw new RError("ties.method = \"random\" needs the random number generator");
        }
        RValue u = EngineValue.local(a.interp().apply(runif, new RValue[] {RInt.of(1)}, null, a.env(), a.call()));
        return Coerce.doubleScalar(u);
    }
}

package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.base.io.WorkingDirectory;
import flashr.bind.FmMatrix;
import flashr.bind.FmSparse;
import flashr.engine.Engine;
import flashr.engine.sparse.SparseBuilder;
import flashr.engine.sparse.SparseMatrix;
import flashr.engine.sparse.SparseStorage;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.fm.io.EdgeListLoader;
import flashr.format.PrintOptions;
import flashr.format.Printer;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * FlashR's sparse matrices: fm.load.sparse.matrix (an edge list in text, FlashR's arguments, or a
 * Matrix Market coordinate file),
 * fm.as.sparse.matrix (flashr's: the non-zero entries of a dense R or FlashR matrix), and what
 * the fm methods print, dim, length and t do for one. A sparse matrix is held on the heap, or in
 * the file store with {@code in.mem = FALSE} (semi-external memory); products and sums are in
 * {@code flashr.base.engine.SparseProducts}.
 */
final class FlashRSparse {
    private FlashRSparse() {}

    static void register(Registry r) {
        def(r, "fm.load.sparse.matrix", "file, in.mem, is.sym, ele.type, delim, name", FlashRSparse::load);
        def(r, "fm.as.sparse.matrix", "x", FlashRSparse::fromDense);
        def(r, ".fm.sparse.triplets", "i, j, x, nrow, ncol, in.mem", FlashRSparse::fromTriplets);
        def(r, ".fm.sparse.nnzero", "x, na.counted", FlashRSparse::nonZeros);
    }

    /** fm.conv.store of a sparse matrix: its blocks moved to the heap or to the file store. */
    static RValue convStore(Args a, FmSparse s) {
        if (a.has(2) && a.get(2) != RNull.NULL && !"".equals(Coerce.stringScalar(a.get(2)))) {
            throw new RError("named sparse matrices are not supported: 'name' must be \"\"");
        }
        boolean inMem = FmArgs.flag(a, 1, "in.mem", true);
        SparseMatrix m = SparseStorage.moved(s.sparse(), s.engine(), inMem);
        return s.with(m);
    }

    /**
     * The nrow x ncol sparse matrix with x[e] at (i[e], j[e]) (1-based; x NULL: a binary matrix;
     * duplicates summed), on the heap or in the file store.
     */
    private static RValue fromTriplets(Args a) {
        int[] i = indices(a, 0, "i"), j = indices(a, 1, "j");
        if (i.length != j.length) throw new RError("'i' and 'j' must have the same length");
        double[] x = null;
        if (a.has(2) && a.get(2) != RNull.NULL) {
            if (!(a.get(2) instanceof RVector v) || !v.type().isNumeric() || v.length() != i.length) {
                throw new RError("'x' must be a numeric vector as long as 'i'");
            }
            x = new double[i.length];
            for (int k = 0; k < x.length; k++) x[k] = v.getDouble(k);
        }
        double nrow = Coerce.doubleScalar(required(a, 3, "nrow")), ncol = Coerce.doubleScalar(required(a, 4, "ncol"));
        if (!(nrow >= 0 && nrow < Integer.MAX_VALUE && ncol >= 0 && ncol < Integer.MAX_VALUE)) throw new RError("invalid 'nrow' or 'ncol'");
        for (int k = 0; k < i.length; k++) {
            if (i[k] < 0 || i[k] >= nrow || j[k] < 0 || j[k] >= ncol) throw new RError("an index lies outside the " + (long) nrow + " x " + (long) ncol + " matrix");
        }
        Engine e = engine(a);
        boolean inMem = FmArgs.flag(a, 5, "in.mem", true);
        return new FmSparse(SparseBuilder.fromTriplets((long) nrow, (long) ncol, i, j, x, i.length, e.config().partitionRows(),
                SparseStorage.of(e, inMem)), e);
    }

    /** 1-based R indices as 0-based ints. */
    private static int[] indices(Args a, int at, String what) {
        if (!(required(a, at, what) instanceof RVector v) || !v.type().isNumeric()) throw new RError("'" + what + "' must be numeric");
        int[] r = new int[(int) v.length()];
        for (int k = 0; k < r.length; k++) {
            double d = v.getDouble(k);
            if (Double.isNaN(d) || d != Math.floor(d)) throw new RError("'" + what + "' must hold whole numbers");
            r[k] = d < 1 || d > Integer.MAX_VALUE ? -1 : (int) d - 1;
        }
        return r;
    }

    /** Matrix::nnzero of a sparse matrix: its stored entries that are not 0 (NA as na.counted says). */
    private static RValue nonZeros(Args a) {
        if (!(a.get(0) instanceof FmSparse s)) throw new RError("'x' must be a sparse matrix");
        RValue na = a.has(1) ? a.get(1) : RNull.NULL;
        int flag = Coerce.logicalScalar(na);
        Boolean counted = flag == flashr.lang.RLogical.NA ? null : flag != 0;
        long n = s.sparse().nonZeros(counted);
        if (n < 0) return flashr.lang.RInt.of(flashr.lang.RInt.NA);
        return n > Integer.MAX_VALUE ? flashr.lang.RDouble.of(n) : flashr.lang.RInt.of((int) n);
    }

    private static RValue load(Args a) {
        if (!(required(a, 0, "file") instanceof RString src) || src.length() != 1 || src.get(0) == null) {
            throw new RError("'file' must be a file name");
        }
        boolean inMem = FmArgs.flag(a, 1, "in.mem", true);
        if (a.has(5) && a.get(5) != RNull.NULL && !"".equals(Coerce.stringScalar(a.get(5)))) {
            throw new RError("named sparse matrices are not supported: 'name' must be \"\"");
        }
        String type = a.has(3) ? Coerce.stringScalar(a.get(3)) : "B";
        String delim = a.has(4) ? Coerce.stringScalar(a.get(4)) : "auto";
        if (type == null || delim == null) throw new RError("'ele.type' and 'delim' must be strings");
        Engine e = engine(a);
        EdgeListLoader loader = new EdgeListLoader(type, FmArgs.flag(a, 2, "is.sym", false), delim, e.config().partitionRows(),
                e.config().threads(), SparseStorage.of(e, inMem));
        if (!inMem || e.config().storage().allOnFiles()) loader.spillingOver(e.storage(), e.config().memoryBudget());
        SparseMatrix m = loader.load(WorkingDirectory.resolve(src.get(0)));
        return new FmSparse(m, e, loader.symmetric());
    }

    /** The non-zero entries (NA included) of a dense matrix as a sparse matrix. */
    private static RValue fromDense(Args a) {
        RValue v = required(a, 0, "x");
        if (v instanceof FmSparse) return v;
        RVector d = v instanceof FmMatrix fm ? fm.materialize() : v instanceof RVector rv && rv.type().isNumeric() ? rv : null;
        if (d == null || d.dim() == null || d.dim().length != 2) throw new RError("'x' must be a numeric matrix");
        int nrow = d.dim()[0], ncol = d.dim()[1];
        int nnz = 0;
        for (int i = 0; i < d.length(); i++) if (nonZero(d, i)) nnz++;
        int[] rows = new int[nnz], cols = new int[nnz];
        double[] vals = new double[nnz];
        for (int i = 0, k = 0; i < d.length(); i++) {
            if (!nonZero(d, i)) continue;
            rows[k] = i % nrow;
            cols[k] = i / nrow;
            vals[k++] = d.getDouble(i);
        }
        Engine e = engine(a);
        return new FmSparse(SparseBuilder.fromTriplets(nrow, ncol, rows, cols, vals, nnz, e.config().partitionRows()), e);
    }

    private static boolean nonZero(RVector d, int i) {
        double x = d.getDouble(i);
        return x != 0 || Double.isNaN(x);
    }

    /** print of a sparse matrix: its shape and entries, and its elements as R prints them when it is small. */
    static void print(Args a, FmSparse s) {
        var out = a.interp().out();
        SparseMatrix m = s.sparse();
        out.println("FlashR sparse matrix " + m.nrow() + " x " + m.ncol() + " with " + m.nnz() + " non-zero entries ("
                + (s.type() != flashr.lang.RType.DOUBLE ? s.type().typeName() : m.isBinary() ? "binary" : "double") + ")");
        if (m.nrow() <= FlashRConvert.PRINT_ALL && m.ncol() <= FlashRConvert.PRINT_ALL) {
            Printer.print(s.materialize(), a.interp(), a.env(), PrintOptions.DEFAULT);
        }
    }
}

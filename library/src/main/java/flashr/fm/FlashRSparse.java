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
 * FlashR's sparse matrices: fm.load.sparse.matrix (an edge list in text, FlashR's arguments),
 * fm.as.sparse.matrix (flashr's: the non-zero entries of a dense R or FlashR matrix), and what
 * the fm methods print, dim, length and t do for one. Sparse matrices are held in memory
 * ({@code in.mem = FALSE} warns and keeps it there); products and sums are in
 * {@code flashr.base.engine.SparseProducts}.
 */
final class FlashRSparse {
    private FlashRSparse() {}

    static void register(Registry r) {
        def(r, "fm.load.sparse.matrix", "file, in.mem, is.sym, ele.type, delim, name", FlashRSparse::load);
        def(r, "fm.as.sparse.matrix", "x", FlashRSparse::fromDense);
    }

    private static RValue load(Args a) {
        if (!(required(a, 0, "file") instanceof RString src) || src.length() != 1 || src.get(0) == null) {
            throw new RError("'file' must be a file name");
        }
        if (!FmArgs.flag(a, 1, "in.mem", true)) {
            a.interp().warning(a.call(), "sparse matrices are held in memory: 'in.mem = FALSE' is ignored");
        }
        if (a.has(5) && a.get(5) != RNull.NULL && !"".equals(Coerce.stringScalar(a.get(5)))) {
            throw new RError("named sparse matrices are not supported: 'name' must be \"\"");
        }
        String type = a.has(3) ? Coerce.stringScalar(a.get(3)) : "B";
        String delim = a.has(4) ? Coerce.stringScalar(a.get(4)) : "auto";
        if (type == null || delim == null) throw new RError("'ele.type' and 'delim' must be strings");
        Engine e = engine(a);
        boolean sym = FmArgs.flag(a, 2, "is.sym", false);
        SparseMatrix m = new EdgeListLoader(type, sym, delim, e.config().partitionRows())
                .load(WorkingDirectory.resolve(src.get(0)));
        return new FmSparse(m, e, sym);
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
                + (m.isBinary() ? "binary" : "double") + ")");
        if (m.nrow() <= FlashRConvert.PRINT_ALL && m.ncol() <= FlashRConvert.PRINT_ALL) {
            Printer.print(s.materialize(), a.interp(), a.env(), PrintOptions.DEFAULT);
        }
    }
}

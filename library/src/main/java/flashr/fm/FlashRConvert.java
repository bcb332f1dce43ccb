package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.defOnEngineValues;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.fm;
import static flashr.fm.FmArgs.invisible;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.base.engine.EngineMatrix;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.bind.FmSparse;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.GroupResult;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.format.PrintOptions;
import flashr.format.Printer;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * FlashR's conversion and inspection functions, and the base generics an fm object needs to be
 * looked at: print, dim, length, as.vector and t (as S3 methods for the classes fm, fmV,
 * fmVFactor). Printing shows a header line and the data like R's print of the converted value;
 * objects of more than {@link #PRINT_ALL} rows (elements, columns) show their first {@link #PRINT_HEAD}.
 */
final class FlashRConvert {
    static final int PRINT_ALL = 20;
    static final int PRINT_HEAD = 6;

    private FlashRConvert() {}

    static void register(Registry r) {
        def(r, "fm.conv.R2FM", "obj", a -> fromR(a, required(a, 0, "obj")));
        def(r, "fm.conv.FM2R", "obj", a -> required(a, 0, "obj") instanceof flashr.lang.EngineValue fm ? fm.materialize() : a.get(0));
        def(r, "fm.as.vector", "obj", FlashRConvert::asVector);
        def(r, "fm.as.matrix", "obj", a -> {
            RValue v = required(a, 0, "obj");
            if (!(v instanceof FmMatrix fm)) return FmMatrix.matrix(FmConvert.toEngine(engine(a), v, "obj"));
            return fm.isVector() ? FmMatrix.matrix(fm.column()) : fm;
        });
        def(r, "fm.as.factor", "x, num.levels", FlashRConvert::asFactor);
        def(r, "fm.is.vector", "x", a -> RLogical.of(required(a, 0, "x") instanceof FmMatrix fm && fm.isVector()));
        def(r, "fm.is.matrix", "x", a -> RLogical.of(required(a, 0, "x") instanceof FmMatrix fm && !fm.isVector() || a.get(0) instanceof FmSparse));
        defOnEngineValues(r, "fm.is.sink", "x", a -> RLogical.of(fm(a, 0, "x").matrix().isSink()));
        def(r, "fm.is.sparse", "x", a -> RLogical.of(required(a, 0, "x") instanceof FmSparse));
        def(r, "fm.is.sym", "x", a -> RLogical.of(a.get(0) instanceof FmSparse s ? s.symmetric() : fm(a, 0, "x") == null));
        def(r, "fm.is.object", "x", a -> RLogical.of(required(a, 0, "x") instanceof FmMatrix || a.get(0) instanceof FmSparse));
        defOnEngineValues(r, "fm.in.mem", "x", a -> RLogical.of(a.get(0) instanceof FmSparse s ? s.sparse().inMemory()
                : engine(a).inMemory(fm(a, 0, "x").matrix())));
        def(r, "fm.matrix.layout", "x", a ->
                RString.of(fm(a, 0, "x").matrix().layout() == Layout.ROW_MAJOR ? "row" : "col"));
        def(r, "fm.conv.layout", "x, byrow", a -> {
            FmMatrix x = fm(a, 0, "x");
            Layout l = FmArgs.flag(a, 1, "byrow", false) ? Layout.ROW_MAJOR : Layout.COL_MAJOR;
            return x.like(relaid(engine(a), x.matrix(), l));
        });
        def(r, "fm.t", "m", a -> FmMatrix.matrix(transposed(fm(a, 0, "m"))));
        defOnEngineValues(r, "fm.print.mat.info", "x", a -> {
            Matrix m = fm(a, 0, "x").matrix();
            a.interp().out().print(m.explain());
            if (m.isVirtual()) a.interp().out().print(m.engine().explainKernels(m));
            return invisible(a, RNull.NULL);
        });
        def(r, ".fm.print", "x", a -> {
            if (a.get(0) instanceof FmSparse s) FlashRSparse.print(a, s);
            else print(a, fm(a, 0, "x"));
            return invisible(a, a.get(0));
        });
        // print methods are closures: the printer calls closure methods for list elements too
        RClosure printMethod = new RClosure(new String[] {"x", "..."}, new RValue[] {RMissing.MISSING, RMissing.MISSING},
                RCall.of(".fm.print", RSymbol.of("x")), r.baseEnv(), "function(x, ...) .fm.print(x)");
        printMethod.markShared();
        for (FmMatrix.Kind k : FmMatrix.Kind.values()) {
            String c = k.className();
            r.defineRaw("print." + c, printMethod);
            // a sparse matrix is an fm object too (fm.is.sparse tells them apart)
            def(r, "dim." + c, "x", a -> a.get(0) instanceof FmSparse s ? new RInt(s.dim()) : EngineMatrix.dim(fm(a, 0, "x")));
            def(r, "length." + c, "x", a -> EngineMatrix.count(a.get(0) instanceof FmSparse s ? s.length() : fm(a, 0, "x").length()));
            def(r, "as.vector." + c, "x, mode", a -> asRVector(a));
            def(r, "t." + c, "x", a -> a.get(0) instanceof FmSparse s ? s.t() : FmMatrix.matrix(transposed(fm(a, 0, "x"))));
        }
    }

    private static RValue fromR(Args a, RValue v) {
        if (v instanceof FmMatrix) return v;
        Matrix m = FmConvert.toEngine(engine(a), v, "obj");
        return FmConvert.isRMatrix(v) ? FmMatrix.matrix(m) : FmMatrix.vector(m);
    }

    /** fm.as.vector: a one-column or one-row fm matrix as an fmV. */
    private static RValue asVector(Args a) {
        RValue v = required(a, 0, "obj");
        if (!(v instanceof FmMatrix fm)) return FmMatrix.vector(FmConvert.toEngine(engine(a), v, "obj"));
        if (fm.isVector()) return fm;
        if (fm.ncol() != 1 && fm.nrow() != 1) throw new RError("the matrix must have one column or one row");
        return FmMatrix.vector(fm.matrix());
    }

    /**
     * fm.as.factor(x, num.levels): with num.levels the values 0..k-1 are the levels; without, the
     * sorted distinct values, which must be 1..k or 0..k-1 (codes are found without a lookup pass).
     */
    private static RValue asFactor(Args a) {
        FmMatrix x = fm(a, 0, "x");
        if (x.kind() == FmMatrix.Kind.FACTOR) return x;
        if (!x.isVector()) throw new RError("The input argument isn't a vector");
        Engine e = engine(a);
        if (a.has(1) && Coerce.intScalar(a.get(1)) > 0) {
            int k = Coerce.intScalar(a.get(1));
            if (x.matrix().type() != ElementType.INTEGER) throw new RError("with 'num.levels', 'x' must be an integer FlashR vector");
            FmMatrix f = FmMatrix.factor(e.mapply(x.column(), 1, ElementType.INTEGER, BinaryOp.ADD), k);
            return withCounts(f, FmMatrix.vector(e.vector(new double[0])), FmMatrix.vector(e.vector(new double[0])));
        }
        // FlashR counts the distinct values: they are the levels, sorted, and a value's code is its rank among them
        Matrix column = x.column();
        GroupResult g = e.groupby(column, AggOp.COUNT);
        double[] keys = g.keysD() != null ? g.keysD() : toDoubles(g.keysI());
        int[] counts = g.valuesI() != null ? g.valuesI() : toInts(g.valuesD());
        Integer[] order = java.util.stream.IntStream.range(0, keys.length)
                .filter(i -> !Double.isNaN(keys[i]) && (g.keysI() == null || g.keysI()[i] != RInt.NA))
                .boxed().sorted((i, j) -> Double.compare(keys[i], keys[j])).toArray(Integer[]::new);
        int n = order.length;
        double[] levels = new double[n], cnts = new double[n];
        for (int j = 0; j < n; j++) {
            levels[j] = keys[order[j]];
            cnts[j] = counts[order[j]];
        }
        ScalarFn rank = ScalarFn.total("level", v -> {
            int i = java.util.Arrays.binarySearch(levels, v);
            return i >= 0 ? i + 1 : Double.NaN;
        });
        Matrix codes = e.sapply(e.sapply(column.type() == ElementType.DOUBLE ? column : e.sapply(column, UnaryOp.AS_DOUBLE), rank),
                UnaryOp.AS_INTEGER);
        Matrix vals = g.keysD() != null ? e.vector(levels) : e.vector(toInts(levels), g.keyType());
        return withCounts(FmMatrix.factor(codes, n), FmMatrix.vector(vals), FmMatrix.vector(e.vector(cnts)));
    }

    /**
     * FlashR's factor keeps its levels' values (slot vals, what levels() gives) and their counts
     * (slot cnts); here they are the attributes "vals" and "cnts".
     */
    private static FmMatrix withCounts(FmMatrix f, FmMatrix vals, FmMatrix cnts) {
        f.setAttr("vals", vals);
        f.setAttr("cnts", cnts);
        return f;
    }

    private static double[] toDoubles(int[] v) {
        double[] r = new double[v.length];
        for (int i = 0; i < v.length; i++) r[i] = v[i] == RInt.NA ? Double.NaN : v[i];
        return r;
    }

    private static int[] toInts(double[] v) {
        int[] r = new int[v.length];
        for (int i = 0; i < v.length; i++) r[i] = (int) v[i];
        return r;
    }

    /** A copy of m stored in the given layout (its data passes through the Java heap). */
    private static Matrix relaid(Engine e, Matrix m, Layout l) {
        if (m.length() > Integer.MAX_VALUE) throw new RError("the matrix is too large to convert its layout");
        boolean d = m.type() == ElementType.DOUBLE;
        return e.fromArray(d ? m.toDoubleArray() : null, d ? null : m.toIntArray(), m.type(), m.nrow(), m.ncol(), l);
    }

    private static Matrix transposed(FmMatrix fm) {
        return fm.isVector() ? fm.column().t() : fm.matrix().t();
    }

    /** as.vector(x, mode) of an fm object: its elements as an R vector, coerced to mode. */
    private static RValue asRVector(Args a) {
        RVector v = a.get(0) instanceof FmSparse s ? FmSparse.ofType(s.sparse().toDense(), s.type())
                : FmConvert.toR(fm(a, 0, "x").matrix(), false);
        String mode = a.has(1) ? Coerce.stringScalar(a.get(1)) : "any";
        RType t = switch (mode) {
            case "any" -> v.type();
            case "numeric", "double" -> RType.DOUBLE;
            case "integer" -> RType.INTEGER;
            case "logical" -> RType.LOGICAL;
            case "character" -> RType.CHARACTER;
            case "list" -> RType.LIST;
            default -> throw new RError("vector: cannot make a vector of mode '" + mode + "'.");
        };
        return t == v.type() ? v : Coerce.to(v, t);
    }

    private static void print(Args a, FmMatrix fm) {
        var out = a.interp().out();
        Engine e = engine(a);
        String type = fm.matrix().type().rName();
        Matrix m = fm.isVector() ? fm.column() : fm.matrix();
        long n = m.nrow(), nc = m.ncol();
        if (n > PRINT_ALL) m = e.selectRows(m, java.util.stream.LongStream.range(0, PRINT_HEAD).toArray());
        if (nc > PRINT_ALL) m = e.selectCols(m, java.util.stream.IntStream.range(0, PRINT_HEAD).toArray());
        // computed before anything is printed: an interrupted computation prints nothing
        RVector data = FmConvert.toR(m, !fm.isVector());
        if (fm.isVector()) out.println("FlashR vector of length " + n + " (" + type + ")");
        else out.println("FlashR matrix " + n + " x " + nc + " (" + type + ")");
        Printer.print(data, a.interp(), a.env(), PrintOptions.DEFAULT);
        if (n > PRINT_ALL) out.println("... " + (n - PRINT_HEAD) + (fm.isVector() ? " more elements" : " more rows"));
        if (nc > PRINT_ALL) out.println("... " + (nc - PRINT_HEAD) + " more columns");
    }
}

package flashr.fm;

import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.operand;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.bind.FmOps;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.GroupResult;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RClosure;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RValue;

/**
 * FlashR's GenOps (fm.sapply, fm.mapply2, fm.agg, fm.groupby, fm.inner.prod, ...) and the paper's
 * short names (inner.prod, agg.row, groupby.row, cum.col, ...). Every result is virtual: a DAG
 * node that materializes when converted or materialized. Aggregations give fm vectors (a length-1
 * one for fm.agg), as FlashR does.
 */
final class FlashRGenOps {
    private FlashRGenOps() {}

    static void register(Registry r) {
        def(r, "fm.sapply", "o, FUN", a -> {
            FmMatrix x = FmArgs.data(a, 0, "o");
            if (required(a, 1, "FUN") instanceof RClosure f) return ElementClosures.sapply(a, x, f);
            return x.like(engine(a).sapply(x.matrix(), FmOps.unary(required(a, 1, "FUN"), "FUN")));
        });
        def(r, "fm.mapply2", "o1, o2, FUN", a -> {
            if (!(required(a, 2, "FUN") instanceof RClosure f)) return mapply2(a, FmOps.binary(a.get(2), "FUN"));
            RValue o1 = required(a, 0, "o1"), o2 = required(a, 1, "o2");
            if (!(o1 instanceof FmMatrix) && !(o2 instanceof FmMatrix)) throw new RError("one of 'o1' and 'o2' must be a FlashR object");
            return ElementClosures.mapply2(a, o1, o2, f);
        });
        def(r, "fm.mapply.row", "o1, o2, FUN", a -> sweep(a, 2));
        def(r, "fm.mapply.col", "o1, o2, FUN", a -> sweep(a, 1));
        def(r, "fm.agg", "x, op", a -> {
            FmMatrix x = FmArgs.data(a, 0, "x");
            BinaryOp fold = FmOps.sequentialFold(required(a, 1, "op"), "op");
            if (fold != null) return FmMatrix.vector(FlashRFold.fold(engine(a), x.matrix(), fold));
            return FmMatrix.vector(engine(a).agg(x.matrix(), FmOps.agg(required(a, 1, "op"), "op")));
        });
        r.alias("agg", "fm.agg");
        def(r, "fm.agg.mat", "x, margin, op", a -> aggMat(a, margin(a, 1), 2));
        def(r, "agg.row", "x, op", a -> aggMat(a, 1, 1));
        def(r, "agg.col", "x, op", a -> aggMat(a, 2, 1));
        def(r, "fm.create.agg.op", "agg, combine, name", a -> FmOps.aggObject(required(a, 0, "agg"),
                required(a, 1, "combine"), Coerce.stringScalar(required(a, 2, "name"))));
        def(r, "fm.sgroupby", "obj, FUN", a -> valueGroups(a, FmOps.agg(required(a, 1, "FUN"), "FUN")));
        def(r, "groupby", "x, FUN", a -> {
            AggOp op = FmOps.agg(required(a, 1, "FUN"), "FUN");
            RList groups = valueGroups(a, op);
            return op == AggOp.UNIQ ? groups.get(0) : groups;
        });
        def(r, "fm.groupby", "fm, margin, factor, FUN", a -> groupby(a, margin(a, 1), 2, 3));
        def(r, "groupby.row", "x, labels, FUN", a -> groupby(a, 2, 1, 2));
        def(r, "groupby.col", "x, labels, FUN", a -> groupby(a, 1, 1, 2));
        def(r, "fm.inner.prod", "o1, o2, Fun1, Fun2", a -> innerProd(a,
                FmOps.binary(required(a, 2, "Fun1"), "Fun1"), FmOps.binary(required(a, 3, "Fun2"), "Fun2")));
        r.alias("inner.prod", "fm.inner.prod");
        def(r, "fm.multiply", "o1, o2", a -> innerProd(a, BinaryOp.MUL, BinaryOp.ADD));
        def(r, "fm.any", "x", a -> FmMatrix.vector(engine(a).agg(FmArgs.data(a, 0, "x").matrix(), AggOp.ANY)));
        def(r, "fm.all", "x", a -> FmMatrix.vector(engine(a).agg(FmArgs.data(a, 0, "x").matrix(), AggOp.ALL)));
        def(r, "pmin2", "o1, o2", a -> mapply2(a, BinaryOp.MIN));
        def(r, "pmax2", "o1, o2", a -> mapply2(a, BinaryOp.MAX));
        def(r, "cum.row", "x, FUN", a -> cumulative(a, true));
        def(r, "cum.col", "x, FUN", a -> cumulative(a, false));
    }

    private static int margin(Args a, int i) {
        int m = Coerce.intScalar(required(a, i, "margin"));
        if (m != 1 && m != 2) throw new RError("margin must be 1 or 2");
        return m;
    }

    /** fm.mapply2: two objects of one shape, or one and a scalar; vectors give a vector. */
    private static RValue mapply2(Args a, BinaryOp op) {
        RValue o1 = required(a, 0, "o1"), o2 = required(a, 1, "o2");
        if (!(o1 instanceof FmMatrix) && !(o2 instanceof FmMatrix)) throw new RError("one of 'o1' and 'o2' must be a FlashR object");
        boolean vector = FmArgs.isVector(o1) && FmArgs.isVector(o2);
        Matrix x = vector ? FmArgs.column(a, 0, "o1") : operand(a, 0, "o1");
        Matrix y = vector ? FmArgs.column(a, 1, "o2") : operand(a, 1, "o2");
        Matrix r = engine(a).mapply(x, y, op);
        return vector ? FmMatrix.vector(r) : FmMatrix.matrix(r);
    }

    /** fm.mapply.row (margin 2: a vector of ncol elements for every row) and fm.mapply.col (margin 1). */
    private static RValue sweep(Args a, int margin) {
        Matrix x = FmArgs.dataMatrix(a, 0, "o1");
        Matrix v = FmArgs.column(a, 1, "o2");
        return FmMatrix.matrix(engine(a).sweep(x, margin, v, FmOps.binary(required(a, 2, "FUN"), "FUN"), false));
    }

    /** One value per row (margin 1) or column (margin 2), as an fm vector. */
    private static RValue aggMat(Args a, int margin, int opArg) {
        Matrix x = FmArgs.dataMatrix(a, 0, "x");
        AggOp op = FmOps.agg(required(a, opArg, "op"), "op");
        Matrix r = margin == 1 ? engine(a).aggRow(x, op) : engine(a).aggCol(x, op);
        long bound = margin == 1 ? x.ncol() : x.nrow();
        boolean positions = (op == AggOp.WHICH_MIN || op == AggOp.WHICH_MAX) && bound <= Integer.MAX_VALUE;
        return positions ? FmMatrix.positions(r, (int) bound) : FmMatrix.vector(r);
    }

    /** groupby on element values (runs at once): list(val = the keys, agg = one value per key); NA keys dropped. */
    private static RList valueGroups(Args a, AggOp op) {
        Engine e = engine(a);
        FmMatrix x = FmArgs.data(a, 0, "x");
        GroupResult g = e.groupby(x.matrix(), op);
        int n = g.size(), kept = 0;
        int[] keep = new int[n];
        for (int i = 0; i < n; i++) {
            boolean na = g.keysD() != null ? Double.isNaN(g.keysD()[i]) && op != AggOp.UNIQ
                    : g.keysI()[i] == RInt.NA && op != AggOp.UNIQ;
            if (!na) keep[kept++] = i;
        }
        Matrix keys = g.keysD() != null ? e.vector(pick(g.keysD(), keep, kept))
                : e.vector(pick(g.keysI(), keep, kept), g.keyType());
        Matrix vals = op == AggOp.UNIQ ? keys : g.valuesD() != null ? e.vector(pick(g.valuesD(), keep, kept))
                : e.vector(pick(g.valuesI(), keep, kept), g.valueType());
        RList l = RList.of(FmMatrix.vector(keys), FmMatrix.vector(vals));
        l.setAttr("names", RString.of("val", "agg"));
        return l;
    }

    private static double[] pick(double[] v, int[] idx, int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = v[idx[i]];
        return r;
    }

    private static int[] pick(int[] v, int[] idx, int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = v[idx[i]];
        return r;
    }

    /**
     * Rows grouped by labels (margin 2, a k x ncol result, like rowsum) or columns (margin 1,
     * nrow x k). Labels are an fmVFactor (k = its levels), which.min/which.max positions over k
     * columns (k known without a pass, so a k-means step stays one pass), or integer codes 1..k
     * (k = their max, computed first).
     */
    private static RValue groupby(Args a, int margin, int labelArg, int opArg) {
        Engine e = engine(a);
        Matrix x = FmArgs.dataMatrix(a, 0, "x");
        RValue lv = required(a, labelArg, "labels");
        Matrix labels = FmArgs.column(a, labelArg, "labels");
        if (labels.type() != ElementType.INTEGER) labels = e.sapply(labels, UnaryOp.AS_INTEGER);
        int k;
        if (lv instanceof FmMatrix f && f.numLevels() > 0) {
            k = f.numLevels();
        } else {
            int[] max = e.agg(labels, AggOp.MAX).toIntArray();
            k = max.length == 0 || max[0] == RInt.NA ? 0 : Math.max(max[0], 0);
        }
        AggOp op = FmOps.agg(required(a, opArg, "FUN"), "FUN");
        return FmMatrix.matrix(margin == 2 ? e.groupbyRow(x, labels, k, op) : e.groupbyCol(x, labels, k, op));
    }

    /** C[i,j] = Fun2-fold over k of Fun1(A[i,k], B[k,j]); a vector operand is a column. */
    private static RValue innerProd(Args a, BinaryOp f1, BinaryOp f2) {
        Matrix x = FmArgs.isVector(required(a, 0, "o1")) ? FmArgs.column(a, 0, "o1") : operand(a, 0, "o1");
        Matrix y = FmArgs.isVector(required(a, 1, "o2")) ? FmArgs.column(a, 1, "o2") : operand(a, 1, "o2");
        if (x.ncol() != y.nrow()) throw new RError("non-conformable arguments");
        return FmMatrix.matrix(engine(a).innerProd(x, y, f1, f2));
    }

    private static RValue cumulative(Args a, boolean byRow) {
        FmMatrix x = FmArgs.data(a, 0, "x");
        BinaryOp op = FmOps.binary(required(a, 1, "FUN"), "FUN");
        Matrix m = x.isVector() ? x.column() : x.matrix();
        return x.like(byRow ? engine(a).cumRow(m, op) : engine(a).cumCol(m, op));
    }
}

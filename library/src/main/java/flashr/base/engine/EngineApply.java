package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.bind.closure.SliceClosures;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.eval.Args;
import flashr.lang.RBuiltin;
import flashr.lang.RClosure;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * apply, sweep and which.min/which.max on engine values. {@code apply(X, 1 or 2, FUN)} on a plain
 * or FlashR engine matrix with FUN one of R's sum, prod, min, max, which.min, which.max is an
 * agg.row / agg.col, and with FUN a closure that reduces its slice ({@code function(r) sum(r^2)})
 * that closure compiled into the DAG ({@link SliceClosures}); the result is named by X's dimnames
 * along the margin, as R's;
 * {@code sweep(X, MARGIN, STATS, FUN)} with an operator FUN is the engine's sweep;
 * {@code which.max(x)} of a vector is an agg; {@code max.col(m, "first")} an agg.row. Other functions, extra arguments, empty margins and
 * (but for apply) FlashR objects go to the R body.
 */
final class EngineApply {
    private EngineApply() {}

    static void register(Registry r) {
        r.engineMethod("apply", EngineApply::apply);
        r.engineMethod("sweep", EngineApply::sweep);
        r.engineMethod("which.min", a -> which(a, AggOp.WHICH_MIN));
        r.engineMethod("which.max", a -> which(a, AggOp.WHICH_MAX));
        r.engineMethod("max.col", EngineApply::maxCol);
        // its method gives R's names, from X's dimnames
        r.seesEngineNames("apply");
    }

    /**
     * {@code max.col(m, "first")}: each row's first largest column, which.max per row, lazy (the
     * k-means step's assignment: {@code max.col(-D, ties.method = "first")} over the distances,
     * where the heap path read every element of D through R). R gives NA for a row holding NA
     * or NaN where which.max skips them, so unless m is proved free of them one pass checks for
     * any first, and any such row sends the call to the R body. "random" (R's default: ties
     * within a tolerance broken by the RNG) and "last" stay on the heap.
     */
    private static RValue maxCol(Args a) {
        FmMatrix x = plainMatrix(a.get(0));
        if (x == null || !a.has(1) || !(a.get(1) instanceof RString t) || t.length() != 1 || !"first".equals(t.get(0))) return null;
        if (x.matrix().type() == flashr.engine.type.ElementType.LOGICAL) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.matrix();
        if (!e.isProvablyFinite(m)) {
            Matrix anyNA = e.agg(e.sapply(m, UnaryOp.IS_NA), AggOp.ANY);
            e.materialize(anyNA);
            if (anyNA.toIntArray()[0] != 0) return null;
        }
        Matrix positions = e.aggRow(m, AggOp.WHICH_MAX);
        // labels that the code after it reads more than once (rowsum, tabulate): kept when computed
        e.setCache(positions, true);
        EngineGroups.knownRange(positions, 1, (int) x.ncol());
        return FmMatrix.plain(positions, false);
    }

    /** The position now (R gives integer(0) when there is none, so it must be known). */
    private static RValue which(Args a, AggOp op) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || x.dim() != null || x.length() == 0) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = e.agg(x.column(), op);
        e.materialize(m);
        int at = m.toIntArray()[0];
        return at == flashr.engine.type.NA.INT ? null : flashr.lang.RInt.of(at);
    }

    /** An engine matrix that R code sees as a plain matrix with no zero extent, else null. */
    static FmMatrix plainMatrix(RValue v) {
        return v instanceof FmMatrix fm && !fm.isFlashR() && !fm.isVector() && fm.nrow() > 0 && fm.ncol() > 0 ? fm : null;
    }

    /** 1 or 2 from a numeric scalar MARGIN, else 0. */
    static int margin(RValue v) {
        if (!(v instanceof RVector m) || !m.type().isNumeric() || m.length() != 1 || m.attributes() != null) return 0;
        double d = m.getDouble(0);
        return d == 1 ? 1 : d == 2 ? 2 : 0;
    }

    /** The name of a function argument given as R's builtin itself or as its name. */
    static String functionName(RValue f) {
        if (f instanceof RBuiltin b) return b.name();
        if (f instanceof RString s && s.length() == 1 && s.attributes() == null) return s.get(0);
        return null;
    }

    private static RValue apply(Args a) {
        FmMatrix x = appliedMatrix(a.get(0));
        int margin = margin(a.get(1));
        if (x == null || margin == 0 || a.dots().length > 0) return null;
        if (a.has(4) && !(a.get(4) instanceof RLogical s && s.length() == 1 && s.get(0) == 1)) return null;
        Matrix m = a.get(2) instanceof RClosure f ? closure(a, x, margin, f) : builtin(a, x, margin, functionName(a.get(2)));
        return m == null ? null : named(m, x, margin);
    }

    /** apply's FUN as one of R's reductions by name: an agg.row / agg.col; else null. */
    private static Matrix builtin(Args a, FmMatrix x, int margin, String fun) {
        if (fun == null) return null;
        AggOp op = switch (fun) {
            case "sum" -> AggOp.SUM;
            case "prod" -> AggOp.PROD;
            case "min" -> AggOp.MIN;
            case "max" -> AggOp.MAX;
            case "which.min" -> AggOp.WHICH_MIN;
            case "which.max" -> AggOp.WHICH_MAX;
            default -> null;
        };
        if (op == null) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = margin == 1 ? e.aggRow(x.matrix(), op) : e.aggCol(x.matrix(), op);
        if (op == AggOp.WHICH_MIN || op == AggOp.WHICH_MAX) {
            // the positions are labels that later code reads more than once (k-means: rowsum, then
            // the comparison with the last iteration's): kept when a pass computes them
            e.setCache(m, true);
            if (!e.isProvablyFinite(x.matrix()) && !allPositionsFound(e, m)) return null;
            EngineGroups.knownRange(m, 1, (int) (margin == 1 ? x.ncol() : x.nrow()));
        }
        return m;
    }

    /** apply's FUN as a user closure that reduces each slice, compiled into the engine's DAG ({@link SliceClosures}); else null. */
    private static Matrix closure(Args a, FmMatrix x, int margin, RClosure f) {
        var r = SliceClosures.apply(a.interp(), EngineOperand.engine(a), f, x.matrix(), margin, x::materialize, a.env());
        return r == null ? null : r.values();
    }

    /**
     * The engine matrix that apply reads in place: a plain one or a FlashR matrix (whose values R's
     * apply reads as an R matrix's), with no zero extent.
     */
    private static FmMatrix appliedMatrix(RValue v) {
        if (v instanceof FmMatrix fm && fm.isFlashR()) return !fm.isVector() && fm.nrow() > 0 && fm.ncol() > 0 ? fm : null;
        return plainMatrix(v);
    }

    /** R's names of apply's result: X's dimnames along the margin, when there are any; else the lazy vector. */
    private static RValue named(Matrix m, FmMatrix x, int margin) {
        RValue dn = x.isFlashR() ? x.getAttr("dimnames") : x.dimnames();
        RValue names = dn instanceof RList l && l.length() == 2 ? l.get(margin - 1) : null;
        if (!(names instanceof RString s) || s.length() == 0) return FmMatrix.plain(m, false);
        RVector v = FmMatrix.plain(m, false).materialize();
        v.setAttr("names", s);
        return v;
    }

    /**
     * which.min of a row with nothing but NA/NaN is integer(0) in R, which makes apply's result a
     * list; the engine gives NA. Unless X is proved finite (then the positions stay lazy), they
     * are computed now to see whether any is NA.
     */
    private static boolean allPositionsFound(Engine e, Matrix positions) {
        Matrix least = e.agg(positions, AggOp.MIN);
        e.materialize(least);
        return least.toIntArray()[0] != flashr.engine.type.NA.INT;
    }

    private static RValue sweep(Args a) {
        FmMatrix x = sweptMatrix(a.get(0));
        int margin = margin(a.get(1));
        String fun = a.has(3) ? functionName(a.get(3)) : "-";
        if (x == null || margin == 0 || fun == null || a.dots().length > 0) return null;
        BinaryOp op;
        try {
            op = BinaryOp.fromSymbol(fun);
        } catch (IllegalArgumentException e) {
            return null;
        }
        // pmin/pmax keep the first NaN operand where R keeps the second; min/max are not operators
        if (op == BinaryOp.EUCLIDEAN || op == BinaryOp.MIN || op == BinaryOp.MAX) return null;
        EngineOperand stats = statsOperand(a.get(2));
        long need = margin == 1 ? x.nrow() : x.ncol();
        if (stats == null || stats.length != need) return null;
        Engine e = EngineOperand.engine(a);
        Matrix v = stats.matrix(e);
        if (v.ncol() != 1) v = v.t();
        return EngineOperand.result(e.sweep(x.matrix(), margin, v, op, false), true, x.isFlashR());
    }

    /**
     * The x that sweep computes in the engine: a plain engine matrix, or a FlashR matrix without
     * names (FlashR's sweep is an fm method: its result is a FlashR matrix, lazy like the plain
     * one's, so that the Gaussian mixture's {@code sweep(X %*% B, 2, const, "+")} fuses with the
     * exp and rowSums that follow instead of being read into R and back).
     */
    private static FmMatrix sweptMatrix(RValue v) {
        if (v instanceof FmMatrix fm && fm.isFlashR()) {
            return !fm.isVector() && fm.nrow() > 0 && fm.ncol() > 0 && fm.getAttr("dimnames") == null ? fm : null;
        }
        return plainMatrix(v);
    }

    /** STATS as R's sweep reads it: its elements, whatever its names or dim. */
    private static EngineOperand statsOperand(RValue v) {
        // a FlashR vector, or a FlashR matrix of one row or column, is read by its elements as well
        if (v instanceof FmMatrix fm) return fm.isFlashR() && !fm.isVector() && fm.nrow() != 1 && fm.ncol() != 1 ? null : EngineOperand.of(v);
        if (!(v instanceof RVector vec) || !vec.type().isNumeric()) return null;
        int[] dim = vec.dim();
        if (dim != null) {
            // a STATS array spread over several dims makes R warn that it does not match
            int spread = 0;
            for (int d : dim) if (d > 1) spread++;
            if (spread > 1) return null;
        }
        if (vec.attributes() == null) return EngineOperand.of(v);
        RVector bare = (RVector) vec.copy();
        bare.setAttributes(null);
        return EngineOperand.of(bare);
    }
}

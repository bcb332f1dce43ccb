package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.SummaryBuiltins;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RValue;
import java.util.Arrays;

/**
 * Element-wise choices on engine values: {@code ifelse}, {@code pmin}/{@code pmax} of two
 * operands and {@code x[mask] <- v} with a logical mask of x's length and one value, all as
 * lazy nodes (ifelse nodes and mapply). Recycling other than a scalar, names, na.rm and
 * FlashR objects as replacement targets go to the R body.
 */
final class EngineSelect {
    private EngineSelect() {}

    static void register(Registry r) {
        r.engineMethod(".ifelse", EngineSelect::ifelse);
        r.engineMethod("pmax", a -> parallel(a, BinaryOp.MAX));
        r.engineMethod("pmin", a -> parallel(a, BinaryOp.MIN));
        r.engineMethod("[<-", a -> {
            RValue masked = assignMasked(a);
            return masked != null ? masked : EngineElements.assign(a);
        });
    }

    /**
     * R's ifelse: the result starts as the logical test (keeping its dim) and takes yes/no where
     * the test is TRUE/FALSE, rising to their types only when they are used. The type is known
     * without data when it is logical, or when the branches have one type and the test cannot
     * be NA (a predicate, or value ranges prove it); otherwise one pass over the test finds which
     * branches are used.
     */
    private static RValue ifelse(Args a) {
        if (!a.has(0) || !a.has(1) || !a.has(2)) return null;
        EngineOperand test = EngineOperand.of(a.get(0));
        if (test == null || !test.isEngine() || test.type != ElementType.LOGICAL || test.length == 0) return null;
        Engine e = EngineOperand.engine(a);
        Matrix t = test.matrix(e);
        Matrix yes = branch(e, EngineOperand.of(a.get(1)), test);
        Matrix no = branch(e, EngineOperand.of(a.get(2)), test);
        if (yes == null || no == null) return null;
        ElementType type;
        if (ElementType.promote(yes.type(), no.type()) == ElementType.LOGICAL) {
            type = ElementType.LOGICAL;
        } else if (yes.type() == no.type() && (EngineNA.neverNA(t) || e.isProvablyFinite(t))) {
            type = yes.type();
        } else {
            Matrix anyTrue = e.agg(t, AggOp.ANY);
            Matrix anyFalse = e.agg(e.sapply(t, UnaryOp.NOT), AggOp.ANY);
            e.materialize(anyTrue, anyFalse);
            type = ElementType.LOGICAL;
            if (anyTrue.toIntArray()[0] == 1) type = ElementType.promote(type, yes.type());
            if (anyFalse.toIntArray()[0] == 1) type = ElementType.promote(type, no.type());
        }
        boolean flashr = test.isFlashR() || a.get(1) instanceof FmMatrix y && y.isFlashR() || a.get(2) instanceof FmMatrix n && n.isFlashR();
        return EngineOperand.result(e.ifelse(t, yes, no, type), test.dim != null, flashr);
    }

    /** A branch as the test's shape, or 1x1; null when R would recycle it otherwise (or it is not plain data). */
    private static Matrix branch(Engine e, EngineOperand b, EngineOperand test) {
        if (b == null) return null;
        if (b.length == 1 && b.dim == null || b.length == 1 && test.length == 1) return b.matrix(e);
        if (b.length != test.length) return null;
        return b.shaped(e, test.nrow(), test.ncol());
    }

    /**
     * pmax/pmin of two operands of one length, or one and a scalar: R keeps the first argument's
     * attributes (so a dim only when it is the matrix). R's NaN rule is "the later NaN wins",
     * the engine's MAX/MIN take their left NaN, so the operands go in swapped.
     */
    private static RValue parallel(Args a, BinaryOp op) {
        RValue[] d = a.dots();
        if (d.length != 2 || SummaryBuiltins.naRm(a, 1)) return null;
        EngineOperand x = EngineOperand.of(d[0]);
        EngineOperand y = EngineOperand.of(d[1]);
        if (x == null || y == null || x.length == 0 || y.length == 0) return null;
        if (x.dim != null && y.dim != null && !Arrays.equals(x.dim, y.dim)) return null;
        Engine e = EngineOperand.engine(a);
        boolean flashr = x.isFlashR() || y.isFlashR();
        Matrix m;
        if (x.length == y.length) {
            if (x.dim == null && y.dim != null) return null;
            Matrix mx = x.shaped(e, x.nrow(), x.ncol());
            Matrix my = y.shaped(e, x.nrow(), x.ncol());
            if (mx == null || my == null) return null;
            m = e.mapply(my, mx, op);
        } else if (y.length == 1) {
            m = e.mapply(y.matrix(e), x.matrix(e), op);
        } else {
            return null;
        }
        return EngineOperand.result(m, x.dim != null, flashr);
    }

    /**
     * {@code x[mask] <- v}: where the mask is TRUE the value, elsewhere x (R skips NA positions
     * when the value is one element), with x's type raised to the value's as R does. x must be a
     * plain engine value and v one number or logical.
     */
    private static RValue assignMasked(Args a) {
        RValue[] d = a.dots();
        String[] names = a.dotNames();
        if (d.length != 3 || names == null || !"value".equals(names[2]) || names[0] != null || names[1] != null) return null;
        if (!(d[0] instanceof FmMatrix fm) || fm.isFlashR()) return null;
        EngineOperand x = EngineOperand.of(d[0]);
        EngineOperand mask = EngineOperand.of(d[1]);
        EngineOperand value = EngineOperand.of(d[2]);
        if (x == null || mask == null || value == null || mask.type != ElementType.LOGICAL || value.length != 1) return null;
        if (x.length == 0 || mask.length != x.length || mask.dim != null && !Arrays.equals(mask.dim, x.dim)) return null;
        Engine e = EngineOperand.engine(a);
        Matrix t = mask.shaped(e, x.nrow(), x.ncol());
        if (t == null) return null;
        if (!EngineNA.neverNA(t)) t = e.mapply(t, e.sapply(e.sapply(t, UnaryOp.IS_NA), UnaryOp.NOT), BinaryOp.AND);
        Matrix v = value.matrix(e);
        ElementType type = ElementType.promote(x.type, value.type);
        return EngineOperand.result(e.ifelse(t, v, x.matrix(e), type), x.dim != null, false);
    }
}

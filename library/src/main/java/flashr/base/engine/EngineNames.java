package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.FmMatrix;
import flashr.eval.Args;
import flashr.lang.RBuiltin;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Arrays;

/**
 * R's names for plain engine matrices that carry dimnames ({@link FmMatrix#withDimnames}). A
 * product with a small named matrix has them: in a base-R k-means step the centres come from
 * {@code rowsum}, whose row names become the column names of {@code tcrossprod(X, C)} and of the
 * distances made from it. Without names beside the engine matrix such a product went to the heap,
 * and with it the whole step after the first (2 s a step at 2M x 8 where the engine's pass takes
 * 0.05 s). The builtins registered here keep such values in the engine with R's names; every
 * other builtin gets them materialized, names and all (the gate is
 * {@link RBuiltin#seesEngineNames()}), so no builtin can drop names that R would keep.
 */
final class EngineNames {
    private EngineNames() {}

    /** Element-wise operators: R's result has the attributes of the operands as long as it, the first one's first. */
    private static final String[] ELEMENTWISE = {"+", "-", "*", "/", "%%", "%/%", "^", "==", "!=", ">", ">=", "<", "<=",
        "&", "|", "!"};
    /** Results that carry none of the operands' dimnames. */
    private static final String[] UNNAMED = {"max.col", "dim", "length", "is.matrix", "is.array", "is.vector",
        "sum", "prod", "max", "min", "range", "mean", "any", "all"};

    /** Registered after every other engine method, so that it sees the arguments first. */
    static void register(Registry r) {
        for (String op : ELEMENTWISE) r.engineMethodOf(op, b -> keeping(b.engineMethod(), false));
        for (String f : UNNAMED) r.engineMethodOf(f, b -> dropping(b.engineMethod()));
        // sweep's result is FUN(x, STATS spread as an array): x's dimnames, never STATS's
        r.engineMethodOf("sweep", b -> keeping(b.engineMethod(), true));
        r.seesEngineNames(ELEMENTWISE);
        r.seesEngineNames(UNNAMED);
        // their own engine methods give R's names (EngineMatrix)
        r.seesEngineNames("sweep", "tcrossprod", "dimnames", "rownames", "colnames");
    }

    /**
     * The engine method {@code inner} on the arguments without their names, its plain matrix
     * result given the names R gives: those of the first argument ({@code firstArgument}) or of
     * the first argument as long as the result. Anything else goes to the builtin's body.
     */
    private static RBuiltin.Body keeping(RBuiltin.Body inner, boolean firstArgument) {
        return a -> {
            if (inner == null) return null;
            if (!a.hasNamedEngineValue()) return inner.apply(a);
            RValue r = inner.apply(a.mapped(EngineNames::bare));
            if (r == null) return null;
            if (!(r instanceof FmMatrix fm) || fm.isFlashR() || fm.isVector()) return null;
            FmMatrix source = firstArgument ? named(a.formalCount() > 0 ? a.get(0) : null) : sameLength(a, fm.length());
            if (source == null) return r;
            return Arrays.equals(source.dim(), fm.dim()) ? fm.withDimnames(source.dimnames()) : null;
        };
    }

    /** The engine method {@code inner} on the arguments without their names (its result has none). */
    private static RBuiltin.Body dropping(RBuiltin.Body inner) {
        return a -> inner == null ? null : inner.apply(a.hasNamedEngineValue() ? a.mapped(EngineNames::bare) : a);
    }

    private static RValue bare(RValue v) {
        return v instanceof FmMatrix fm && fm.hasDimnames() ? fm.withoutDimnames() : v;
    }

    private static FmMatrix named(RValue v) {
        return v instanceof FmMatrix fm && fm.hasDimnames() ? fm : null;
    }

    /** The first argument with dimnames whose length is the result's (R drops the attributes of recycled operands). */
    private static FmMatrix sameLength(Args a, long length) {
        for (int i = 0; i < a.formalCount(); i++) {
            FmMatrix fm = named(a.get(i));
            if (fm != null && fm.length() == length) return fm;
        }
        for (RValue v : a.dots()) {
            FmMatrix fm = named(v);
            if (fm != null && fm.length() == length) return fm;
        }
        return null;
    }

    /**
     * The dimnames of a matrix operand of a product: those an engine matrix carries, or those of
     * an R matrix whose only other attribute is its dim; null when it has none. R's dimnames with
     * names of their own are not handled (the caller declines: {@link #UNHANDLED}).
     */
    static RList dimnamesOf(RValue v) {
        RValue d = v instanceof FmMatrix fm ? fm.dimnames() : v instanceof RVector vec && vec.dim() != null ? vec.getAttr("dimnames") : null;
        if (d == null || d == RNull.NULL) return null;
        if (!(d instanceof RList l) || l.length() != 2 || l.getAttr("names") != null) return UNHANDLED;
        if (v instanceof RVector vec && vec.attributes().size() != 2) return UNHANDLED;
        return l;
    }

    /** Names that {@link #dimnamesOf} leaves to the builtin's body. */
    static final RList UNHANDLED = RList.of();

    /**
     * A matrix operand without its dimnames: an engine matrix's bare value, or a copy of a small R
     * matrix with only its dim (a large one stays as it is and the operand is declined).
     */
    static RValue withoutDimnames(RValue v) {
        if (v instanceof FmMatrix fm) return fm.withoutDimnames();
        if (!(v instanceof RVector vec) || vec.getAttr("dimnames") == null || vec.length() > SMALL) return v;
        RVector bare = (RVector) vec.copy();
        bare.setAttr("dimnames", null);
        return bare;
    }

    /** R matrices up to this many elements are copied to leave their names out of a product. */
    private static final int SMALL = 1 << 16;

    /** R's dimnames of a product whose result rows come from {@code rows} and columns from {@code cols} (NULL where absent). */
    static RList productNames(RValue rows, RValue cols) {
        if (rows == RNull.NULL && cols == RNull.NULL) return null;
        return RList.of(rows, cols);
    }
}

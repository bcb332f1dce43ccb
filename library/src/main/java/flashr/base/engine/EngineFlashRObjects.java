package flashr.base.engine;

import flashr.base.Registry;
import flashr.base.math.Math1Functions;
import flashr.base.math.SummaryBuiltins;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.ScalarFn;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RBuiltin;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;

/**
 * FlashR's rules for its objects where they differ from how base R treats plain engine values.
 * Element-wise functions and matrix transformations (the Math group, pmin/pmax, sweep, scale)
 * return FlashR objects for FlashR operands in every case: where no engine method computes the
 * call lazily, the builtin runs on the data and its result becomes a FlashR object again.
 * all() and any() return R logicals (FlashR converts the aggregate with fm.conv.FM2R) after
 * FlashR's as.logical of numbers. In R's containers a FlashR object is one value: c() of lists
 * adds it as one element and [[<- stores it as it is. dimnames<- of a FlashR matrix keeps it one
 * (FlashR holds the names beside the data): dimnames, rownames and colnames read them back, its
 * operations' results and fm.conv.FM2R have none.
 */
final class EngineFlashRObjects {
    private EngineFlashRObjects() {}

    /** Builtins whose result, for a FlashR operand, is a FlashR object of the result's shape. */
    private static final String[] ELEMENTWISE = {"abs", "sign", "sqrt", "floor", "ceiling", "trunc", "round", "signif",
        "exp", "log", "expm1", "log1p", "log2", "log10", "gamma", "lgamma", "digamma", "trigamma", "cumsum",
        "cumprod", "cummax", "cummin", "pmin", "pmax", "sweep", "scale"};

    static void register(Registry r) {
        for (String name : ELEMENTWISE) r.engineMethodOf(name, EngineFlashRObjects::keepingFlashR);
        for (ScalarFn f : Math1Functions.ALL) r.engineMethodOf(f.name(), EngineFlashRObjects::keepingFlashR);
        r.engineMethodOf("any", b -> anyAll(b, AggOp.ANY));
        r.engineMethodOf("all", b -> anyAll(b, AggOp.ALL));
        // FlashR's levels of a factor are its distinct values (slot vals); nlevels counts them
        r.engineMethodOf("levels", b -> a -> a.get(0) instanceof FmMatrix f && f.kind() == FmMatrix.Kind.FACTOR && f.getAttr("vals") != null
                ? f.getAttr("vals") : null);
        r.engineMethodOf("nlevels", b -> a -> a.get(0) instanceof FmMatrix f && f.kind() == FmMatrix.Kind.FACTOR
                ? flashr.lang.RInt.of(f.numLevels()) : null);
        r.engineMethodOf("c", b -> {
            RBuiltin.Body lazy = b.engineMethod();
            return a -> hasList(a) && hasFlashR(a) ? b.body().apply(a.mapped(v -> isFlashR(v) ? RList.of(v) : v).materialized())
                    : lazy == null ? null : lazy.apply(a);
        });
        // x[i] <- v of a FlashR x (a matrix index, a mask ...) that no engine method computes: FlashR's answer is a FlashR object
        r.engineMethodOf("[<-", b -> {
            RBuiltin.Body lazy = b.engineMethod();
            return a -> {
                RValue res = lazy == null ? null : lazy.apply(a);
                if (res != null || a.dots().length == 0 || !isFlashR(a.dots()[0])) return res;
                return asFlashR(a, b.body().apply(a.materialized()));
            };
        });
        // FlashR keeps a matrix's dimnames beside the data (slot attrs): the object stays a FlashR
        // matrix, dimnames() reads them back and fm.conv.FM2R leaves them out
        r.engineMethodOf("dimnames<-", b -> {
            RBuiltin.Body lazy = b.engineMethod();
            return a -> isFlashR(firstArg(a)) ? withDimnames((FmMatrix) firstArg(a), lastArg(a)) : lazy == null ? null : lazy.apply(a);
        });
        r.engineMethodOf("dimnames", b -> {
            RBuiltin.Body lazy = b.engineMethod();
            return a -> isFlashR(a.get(0)) ? dimnamesOf(a.get(0)) : lazy == null ? null : lazy.apply(a);
        });
        for (String name : new String[] {"rownames", "colnames"}) {
            int which = name.equals("rownames") ? 0 : 1;
            r.engineMethodOf(name, b -> {
                RBuiltin.Body lazy = b.engineMethod();
                return a -> isFlashR(a.get(0)) && a.get(0).getAttr("dimnames") instanceof RList d ? d.get(which)
                        : lazy == null ? null : lazy.apply(a);
            });
        }
        r.engineMethodOf("[[<-", b -> {
            RBuiltin.Body lazy = b.engineMethod();
            return a -> a.dots().length > 0 && a.dots()[0] instanceof RList && isFlashR(a.dots()[a.dots().length - 1])
                    ? storing(b, a) : lazy == null ? null : lazy.apply(a);
        });
    }

    private static RValue firstArg(Args a) {
        return a.formalCount() > 0 && a.get(0) != null ? a.get(0) : a.dots().length > 0 ? a.dots()[0] : null;
    }

    private static RValue lastArg(Args a) {
        if (a.dots().length > 0) return a.dots()[a.dots().length - 1];
        return a.formalCount() > 1 ? a.get(a.formalCount() - 1) : null;
    }

    private static RValue dimnamesOf(RValue x) {
        RValue d = x.getAttr("dimnames");
        return d == null ? flashr.lang.RNull.NULL : d;
    }

    private static FmMatrix withDimnames(FmMatrix x, RValue value) {
        FmMatrix c = x.copy();
        if (noNames(value)) { // as before FlashR kept names: nothing to keep
            c.setAttr("dimnames", null);
            return c;
        }
        if (!(value instanceof RList l)) throw new flashr.lang.RError("'dimnames' must be a list");
        // FlashR's message: a list of one name vector for each dimension, a vector having none
        if (x.isVector() || l.length() != 2) throw new flashr.lang.RError("length of dimnames not equal to array extent");
        RValue[] names = new RValue[2];
        long[] extent = {x.nrow(), x.ncol()};
        for (int i = 0; i < 2; i++) {
            RValue n = l.get(i);
            if (n instanceof FmMatrix f) n = f.materialize();
            if (n != flashr.lang.RNull.NULL && (!(n instanceof RVector v) || v.length() != extent[i])) {
                throw new flashr.lang.RError("length of 'dimnames' [" + (i + 1) + "] not equal to array extent");
            }
            names[i] = n == flashr.lang.RNull.NULL ? n : flashr.eval.Coerce.to((RVector) n, flashr.lang.RType.CHARACTER);
        }
        c.setAttr("dimnames", RList.of(names));
        return c;
    }

    private static boolean noNames(RValue v) {
        if (v == flashr.lang.RNull.NULL) return true;
        if (!(v instanceof RList l)) return false;
        for (int i = 0; i < l.length(); i++) if (l.get(i) != flashr.lang.RNull.NULL) return false;
        return true;
    }

    static boolean isFlashR(RValue v) {
        return v instanceof FmMatrix fm && fm.isFlashR();
    }

    private static boolean hasFlashR(Args a) {
        for (int i = 0; i < a.formalCount(); i++) if (isFlashR(a.get(i))) return true;
        for (RValue v : a.dots()) if (isFlashR(v)) return true;
        return false;
    }

    private static boolean hasList(Args a) {
        for (RValue v : a.dots()) if (v instanceof RList) return true;
        return false;
    }

    /** {@code l[[i]] <- fm}: the other arguments materialized, the FlashR value stored as it is. */
    private static RValue storing(RBuiltin b, Args a) {
        RValue[] d = a.dots();
        RValue value = d[d.length - 1];
        Args m = a.mapped(v -> v == value ? v : flashr.lang.EngineValue.local(v));
        return b.body().apply(m);
    }

    /** The builtin's engine method; where it gives nothing for a FlashR operand, the R answer as a FlashR object. */
    private static RBuiltin.Body keepingFlashR(RBuiltin b) {
        RBuiltin.Body lazy = b.engineMethod();
        return a -> {
            RValue r = lazy == null ? null : lazy.apply(a);
            if (r != null || !hasFlashR(a)) return r;
            return asFlashR(a, b.body().apply(a.materialized()));
        };
    }

    /** A numeric or logical R result as a FlashR matrix (it has two dimensions) or vector; anything else as it is. */
    static RValue asFlashR(Args a, RValue r) {
        if (!(r instanceof RVector v) || !v.type().isNumeric()) return r;
        int[] dim = v.dim();
        if (dim == null) dim = shapeOfMatrixOperand(a, v.length()); // pmin(v, X): FlashR's answer has X's shape
        boolean matrix = dim != null && dim.length == 2;
        if (dim != null && !matrix) return r;
        Engine e = EngineOperand.engine(a);
        RVector data = v.hasAttributes() ? stripped(v) : v;
        Matrix m = FmConvert.view(e, data, matrix ? dim[0] : v.length(), matrix ? dim[1] : 1);
        return matrix ? FmMatrix.matrix(m) : FmMatrix.vector(m);
    }

    private static int[] shapeOfMatrixOperand(Args a, long length) {
        java.util.List<RValue> all = new java.util.ArrayList<>(java.util.Arrays.asList(a.dots()));
        for (int i = 0; i < a.formalCount(); i++) all.add(a.get(i));
        for (RValue o : all) {
            if (o instanceof FmMatrix fm && fm.isFlashR() && !fm.isVector() && fm.length() == length) return fm.dim();
        }
        return null;
    }

    private static RVector stripped(RVector v) {
        RVector c = v.copy();
        c.setAttributes(null);
        return c;
    }

    /**
     * any/all with a FlashR argument: each FlashR argument becomes its aggregate (of as.logical of
     * its elements, NAs dropped with na.rm), an R logical; R's rules combine them with the others.
     */
    private static RBuiltin.Body anyAll(RBuiltin b, AggOp op) {
        RBuiltin.Body lazy = b.engineMethod();
        return a -> {
            if (!hasFlashR(a)) return lazy == null ? null : lazy.apply(a);
            boolean naRm = SummaryBuiltins.naRm(a, 1);
            Engine e = EngineOperand.engine(a);
            Args reduced = a.mapped(v -> v instanceof FmMatrix fm && fm.isFlashR() ? aggregate(e, fm, op, naRm) : v);
            return b.body().apply(reduced.materialized());
        };
    }

    private static RLogical aggregate(Engine e, FmMatrix fm, AggOp op, boolean naRm) {
        Matrix m = fm.isVector() ? fm.column() : fm.matrix();
        if (m.type() != ElementType.LOGICAL) m = e.sapply(m, UnaryOp.AS_LOGICAL);
        if (naRm) {
            // NA & FALSE is FALSE and NA | TRUE is TRUE: an NA then counts as neither
            Matrix na = e.sapply(m, UnaryOp.IS_NA);
            m = op == AggOp.ANY ? e.mapply(m, e.sapply(na, UnaryOp.NOT), BinaryOp.AND) : e.mapply(m, na, BinaryOp.OR);
        }
        if (m.length() == 0) return RLogical.of(op == AggOp.ALL);
        return new RLogical(e.agg(m, op).toIntArray());
    }
}

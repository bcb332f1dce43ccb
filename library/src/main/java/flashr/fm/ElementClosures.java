package flashr.fm;

import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.bind.closure.ScalarClosures;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * User R closures in FlashR's element-wise GenOps ({@code fm.sapply(X, function(x) ...)},
 * {@code fm.mapply2(X, Y, function(a, b) ...)}), which FlashR itself refuses. A closure of scalars
 * in the compiled subset ({@link ScalarClosures}) becomes part of the engine's DAG. Any other runs
 * through the evaluator, once per element, over the operands' values in R (correct, but as slow
 * as an R loop); the first such call of each GenOp in a session prints a one-line note saying so.
 * Each call must give one logical, integer or double value; the result takes the highest of their
 * types (as sapply simplifies) and the operand's shape, and is a FlashR object again.
 */
final class ElementClosures {
    /** Per interpreter, the GenOps whose note was printed. */
    private static final Map<Interpreter, Set<String>> NOTED = new WeakHashMap<>();

    private ElementClosures() {}

    /** fm.sapply(x, f): f of each element. */
    static RValue sapply(Args a, FmMatrix x, RClosure f) {
        if (x.length() > 0) {
            Matrix m = x.isVector() ? x.column() : x.matrix();
            var call = ScalarClosures.sapplyCall();
            var r = ScalarClosures.apply(a.interp(), FmArgs.engine(a), f, List.of(operand(x, m, true)), null, i -> call, a.env());
            if (r != null) return x.like(r.values());
        }
        if (x.length() > 0) note(a.interp(), "fm.sapply");
        RVector v = x.materialize();
        return result(a, x, apply(a, f, v, null, v.length()));
    }

    /** fm.mapply2(o1, o2, f): f of the elements at each position; a length-1 operand recycled. */
    static RValue mapply2(Args a, RValue o1, RValue o2, RClosure f) {
        RValue compiled = compiledMapply2(a, o1, o2, f);
        if (compiled != null) return compiled;
        RVector x = values(o1, "o1"), y = values(o2, "o2");
        int n = Math.max(x.length(), y.length());
        if (x.length() != y.length() && x.length() != 1 && y.length() != 1) {
            throw new RError("'o1' and 'o2' must have the same number of elements, or one of them one element");
        }
        if (n > 0) note(a.interp(), "fm.mapply2");
        RVector values = apply(a, f, x, y, n);
        if (o1 instanceof FmMatrix fm && x.length() == n) return result(a, fm, values);
        if (o2 instanceof FmMatrix fm && y.length() == n) return result(a, fm, values);
        int[] dim = (x.length() == n ? x : y).dim();   // an R operand gives the shape: a FlashR object of one element
        if (dim != null) values.setAttr("dim", RInt.of(dim[0], dim[1]));
        var m = FmConvert.toEngine(FmArgs.engine(a), values, "FUN");
        return dim != null ? FmMatrix.matrix(m) : FmMatrix.vector(m);
    }

    /**
     * fm.mapply2 of a compiled closure: two FlashR objects of one shape, or one and a single value
     * (a FlashR object or R vector of one element); null for anything else or a closure outside the subset.
     */
    private static RValue compiledMapply2(Args a, RValue o1, RValue o2, RClosure f) {
        FmMatrix shape = o1 instanceof FmMatrix x && (x.length() > 1 || !(o2 instanceof FmMatrix y && y.length() > 1)) ? x
                : o2 instanceof FmMatrix y ? y : null;
        if (shape == null || shape.length() == 0) return null;
        Matrix m = shape.isVector() ? shape.column() : shape.matrix();
        ScalarClosures.Operand x = operand(a, o1, shape, m), y = operand(a, o2, shape, m);
        if (x == null || y == null) return null;
        List<ScalarClosures.Operand> operands = List.of(x, y);
        var r = ScalarClosures.apply(a.interp(), FmArgs.engine(a), f, operands, null, i -> ScalarClosures.mapplyCall(f, operands, i), a.env());
        return r == null ? null : shape.like(r.values());
    }

    /** An operand of compiledMapply2: the object giving the shape, one of the same shape, or one value; else null. */
    private static ScalarClosures.Operand operand(Args a, RValue o, FmMatrix shape, Matrix m) {
        if (o == shape) return operand(shape, m, true);
        if (o instanceof FmMatrix fm) {
            if (fm.length() == 1) return operand(fm, fm.matrix(), shape.length() == 1);
            Matrix om = fm.isVector() ? fm.column() : fm.matrix();
            return om.nrow() == m.nrow() && om.ncol() == m.ncol() ? operand(fm, om, true) : null;
        }
        if (!(o instanceof RVector v) || v.length() != 1 || v.hasAttributes() || !v.type().isNumeric()) return null;
        Matrix s = FmConvert.toEngine(FmArgs.engine(a), v, "o");
        return new ScalarClosures.Operand(s, elementType(v.type()), shape.length() == 1, () -> v);
    }

    private static ScalarClosures.Operand operand(FmMatrix x, Matrix m, boolean varying) {
        return new ScalarClosures.Operand(m, m.type(), varying, x::materialize);
    }

    private static ElementType elementType(RType t) {
        return t == RType.DOUBLE ? ElementType.DOUBLE : t == RType.INTEGER ? ElementType.INTEGER : ElementType.LOGICAL;
    }

    private static RVector values(RValue o, String what) {
        if (o instanceof FmMatrix fm) return fm.materialize();
        if (o instanceof RVector v && v.type().isNumeric()) return v;
        throw new RError("'" + what + "' must be a FlashR object or a numeric or logical R vector");
    }

    /** The calls' values as one vector of their highest type (NA kept as NA of that type). */
    private static RVector apply(Args a, RClosure f, RVector x, RVector y, int n) {
        double[] d = new double[n];
        boolean[] na = new boolean[n];
        RType type = RType.LOGICAL;
        for (int i = 0; i < n; i++) {
            RValue[] args = y == null ? new RValue[] {x.getElement(i)}
                    : new RValue[] {x.getElement(x.length() == 1 ? 0 : i), y.getElement(y.length() == 1 ? 0 : i)};
            RValue r = a.interp().apply(f, args, null, a.env(), null);
            if (!(r instanceof RVector rv) || rv.length() != 1 || !rv.type().isNumeric()) {
                throw new RError("values must be one logical, integer or double value,\n but FUN(X[[" + (i + 1) + "]]) result is "
                        + (r instanceof RVector rv2 && rv2.length() != 1 ? "length " + rv2.length() : "of type '" + r.type().typeName() + "'"));
            }
            if (rv.type() == RType.DOUBLE || rv.type() == RType.INTEGER && type == RType.LOGICAL) type = rv.type();
            na[i] = rv.isNA(0) && rv.type() != RType.DOUBLE;
            d[i] = rv.getDouble(0);   // a double keeps its bits (NA's payload, NaN); an integer NA is told by na[i]
        }
        return vector(type, d, na);
    }

    private static RVector vector(RType type, double[] d, boolean[] na) {
        if (type == RType.DOUBLE) {
            for (int i = 0; i < d.length; i++) if (na[i]) d[i] = RDouble.NA;
            return new RDouble(d);
        }
        int[] v = new int[d.length];
        for (int i = 0; i < d.length; i++) v[i] = na[i] ? RInt.NA : (int) d[i];
        return type == RType.INTEGER ? new RInt(v) : new RLogical(v);
    }

    /** The values with the shape of {@code like}, back in the engine. */
    private static RValue result(Args a, FmMatrix like, RVector values) {
        int[] dim = like.dim();
        if (dim != null) values.setAttr("dim", RInt.of(dim[0], dim[1]));
        return like.like(FmConvert.toEngine(FmArgs.engine(a), values, "FUN"));
    }

    private static void note(Interpreter interp, String genOp) {
        synchronized (NOTED) {
            if (!NOTED.computeIfAbsent(interp, k -> new HashSet<>()).add(genOp)) return;
        }
        interp.err().println("flashr: note: " + genOp + " runs an R function through the evaluator, element by element "
                + "(only closures of scalars in the compiled subset join the engine's kernels)");
    }
}

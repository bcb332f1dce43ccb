package flashr.fm;

import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
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
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * User R closures in FlashR's element-wise GenOps ({@code fm.sapply(X, function(x) ...)},
 * {@code fm.mapply2(X, Y, function(a, b) ...)}), which FlashR itself refuses: the engine's kernels
 * take only its predefined operators, so the closure runs through the evaluator, once per element,
 * over the operands' values in R (correct, but as slow as an R loop). The first such call of each
 * GenOp in a session prints a one-line note saying so. Each call must give one logical, integer or
 * double value; the result takes the highest of their types (as sapply simplifies) and the
 * operand's shape, and is a FlashR object again.
 */
final class ElementClosures {
    /** Per interpreter, the GenOps whose note was printed. */
    private static final Map<Interpreter, Set<String>> NOTED = new WeakHashMap<>();

    private ElementClosures() {}

    /** fm.sapply(x, f): f of each element. */
    static RValue sapply(Args a, FmMatrix x, RClosure f) {
        note(a.interp(), "fm.sapply");
        RVector v = x.materialize();
        return result(a, x, apply(a, f, v, null, v.length()));
    }

    /** fm.mapply2(o1, o2, f): f of the elements at each position; a length-1 operand recycled. */
    static RValue mapply2(Args a, RValue o1, RValue o2, RClosure f) {
        note(a.interp(), "fm.mapply2");
        RVector x = values(o1, "o1"), y = values(o2, "o2");
        int n = Math.max(x.length(), y.length());
        if (x.length() != y.length() && x.length() != 1 && y.length() != 1) {
            throw new RError("'o1' and 'o2' must have the same number of elements, or one of them one element");
        }
        RVector values = apply(a, f, x, y, n);
        if (o1 instanceof FmMatrix fm && x.length() == n) return result(a, fm, values);
        if (o2 instanceof FmMatrix fm && y.length() == n) return result(a, fm, values);
        int[] dim = (x.length() == n ? x : y).dim();   // an R operand gives the shape: a FlashR object of one element
        if (dim != null) values.setAttr("dim", RInt.of(dim[0], dim[1]));
        var m = FmConvert.toEngine(FmArgs.engine(a), values, "FUN");
        return dim != null ? FmMatrix.matrix(m) : FmMatrix.vector(m);
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
                + "(only FlashR's operators are compiled into the engine's kernels)");
    }
}

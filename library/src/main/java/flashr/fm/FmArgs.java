package flashr.fm;

import flashr.base.Registry;
import flashr.bind.FmConvert;
import flashr.bind.FmEngines;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.PassCancelledException;
import flashr.engine.exec.PassFailedException;
import flashr.engine.memory.MemoryBudgetExceededException;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Argument handling shared by the FlashR builtins, and the registration that turns engine errors into R errors. */
public final class FmArgs {
    private FmArgs() {}

    /**
     * Registers a FlashR builtin whose engine failures (non-conformable shapes, budget, failed
     * passes) are R errors, and whose passes cancelled by the user's interrupt unwind as R's interrupt.
     */
    static void def(Registry r, String name, String formals, RBuiltin.Body body) {
        def(r, name, formals, body, false);
    }

    /** As {@link #def}, for inspection and execution functions that take plain engine values as engine matrices. */
    static void defOnEngineValues(Registry r, String name, String formals, RBuiltin.Body body) {
        def(r, name, formals, body, true);
    }

    /** Plain engine values reach the body as the R data they stand for, unless {@code plainAsIs}. */
    private static void def(Registry r, String name, String formals, RBuiltin.Body body, boolean plainAsIs) {
        r.builtin(name, formals, a -> {
            try {
                return body.apply(a.hasEngineValue() && !plainAsIs ? plainMaterialized(a) : a);
            } catch (PassCancelledException e) {
                a.interp().checkInterrupt(); // a pass stopped by Ctrl-C: R's interrupt, not an error
                throw new RError(e.getMessage());
            } catch (IllegalArgumentException | UnsupportedOperationException | IllegalStateException
                     | ArithmeticException | PassFailedException
                     | MemoryBudgetExceededException | flashr.engine.storage.StorageException e) {
                throw new RError(flashr.eval.JavaFailures.message(e));
            }
        });
        r.takesEngineValues(name);
    }

    /** The arguments with plain engine values (R vectors the engine holds) as R vectors: FlashR's API takes those as R data. */
    private static Args plainMaterialized(Args a) {
        return a.mapped(v -> v instanceof FmMatrix fm && !fm.isFlashR() ? fm.materialize() : v);
    }

    public static Engine engine(Args a) {
        return FmEngines.of(a.interp());
    }

    /** Argument {@code i} (named {@code what}), which must be supplied. */
    static RValue required(Args a, int i, String what) {
        RValue v = a.get(i);
        if (v == null) throw new RError("argument \"" + what + "\" is missing, with no default");
        return v;
    }

    /** Argument {@code i}, which must be a FlashR object. */
    static FmMatrix fm(Args a, int i, String what) {
        if (required(a, i, what) instanceof FmMatrix fm) return fm;
        throw new RError("'" + what + "' must be a FlashR object");
    }

    /** Argument {@code i} as a FlashR object: one given, or an R vector (an fmV) or matrix (an fm) converted. */
    static FmMatrix data(Args a, int i, String what) {
        RValue v = required(a, i, what);
        if (v instanceof FmMatrix fm) return fm;
        Matrix m = FmConvert.toEngine(engine(a), v, what);
        return FmConvert.isRMatrix(v) ? FmMatrix.matrix(m) : FmMatrix.vector(m);
    }

    /** Argument {@code i} as {@link #data}'s engine matrix, a vector as a column. */
    static Matrix dataMatrix(Args a, int i, String what) {
        FmMatrix fm = data(a, i, what);
        return fm.isVector() ? fm.column() : fm.matrix();
    }

    /** Argument {@code i} as an engine matrix: a FlashR object, or an R vector or matrix converted. */
    static Matrix operand(Args a, int i, String what) {
        return FmConvert.toEngine(engine(a), required(a, i, what), what);
    }

    /** True when argument {@code v} is a vector operand (an fmV, or an R vector without dim). */
    static boolean isVector(RValue v) {
        return v instanceof FmMatrix fm ? fm.isVector() : !FmConvert.isRMatrix(v);
    }

    /** A vector operand as an n x 1 matrix. */
    static Matrix column(Args a, int i, String what) {
        RValue v = required(a, i, what);
        return v instanceof FmMatrix fm ? fm.column() : FmConvert.toEngine(engine(a), v, what);
    }

    static double number(Args a, int i, String what, double dflt) {
        if (!a.has(i)) return dflt;
        RValue v = a.get(i);
        if (!(v instanceof RVector vec) || !vec.type().isNumeric() || vec.length() < 1) {
            throw new RError("'" + what + "' must be a number");
        }
        return vec.getDouble(0);
    }

    /** A non-negative whole number of elements, rows or columns. */
    static long count(Args a, int i, String what) {
        required(a, i, what);
        double d = number(a, i, what, Double.NaN);
        if (Double.isNaN(d) || d < 0 || d != Math.floor(d)) throw new RError("invalid '" + what + "' argument");
        return (long) d;
    }

    static boolean flag(Args a, int i, String what, boolean dflt) {
        return a.has(i) ? Coerce.flag(a.get(i), what) : dflt;
    }

    static RValue invisible(Args a, RValue v) {
        a.interp().setVisible(false);
        return v;
    }
}

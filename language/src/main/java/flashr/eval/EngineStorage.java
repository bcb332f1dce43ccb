package flashr.eval;

import flashr.lang.EngineValue;
import flashr.lang.RBuiltin;
import flashr.lang.RType;
import flashr.lang.RValue;
import java.util.List;

/** Where builtin results live: the language binding moves large numeric results into the engine. */
public interface EngineStorage {
    /** {@code result} of builtin {@code b}, or the same value held by the engine. */
    RValue adopt(RBuiltin b, RValue result);

    /** Values of fewer elements are small: once computed, R works on them faster than the engine. */
    long threshold();

    /** Computes these engine values, which are needed together, in as few passes as it can (one per shape). */
    void materializeTogether(List<EngineValue> values);

    /** Marks the start of an engine method's work, for {@link #silentAsR}. */
    int markOperation();

    /**
     * Whether an engine method's result (its work since {@code mark}) can stand for the builtin's:
     * a lazy operation cannot warn when R would, so one that may produce NaNs from numbers or
     * integer overflow is dropped (the builtin then runs as R's, with R's warnings). Where an
     * argument is longer than R's body could take, the result stays and R's warnings for it are
     * given now (call {@code a}'s).
     */
    boolean silentAsR(RValue result, int mark, Args a);

    /**
     * {@code from, from + step, ...}: {@code n} numbers (integers when {@code integer}) too many for
     * a heap vector, as a sequence the engine holds without storing it (R makes such sequences
     * compact), or null where there is no engine to hold it.
     */
    default RValue longSequence(double from, double step, long n, boolean integer) {
        return null;
    }

    /**
     * {@code nrow * ncol} copies of {@code value} (of {@code type}: logical, integer or double), too
     * many for a heap vector, as a vector (a matrix when {@code matrix}) the engine holds without
     * storing it, as {@code numeric(n)} or {@code rep(value, n)} make one; null where there is no
     * engine, or where the engine could never store so many (R's allocation would fail: the caller
     * says R's {@code cannot allocate vector of size ...}).
     */
    default RValue longConstant(long nrow, long ncol, boolean matrix, RType type, double value) {
        return null;
    }

    /**
     * {@code n} deviates, too many for a heap vector, drawn by the engine's generator from a seed
     * that {@code seed} gives (asked only when the vector can be held): uniform on [a, b), or
     * normal with mean a and standard deviation b when {@code normal}; null as for {@link #longConstant}.
     */
    default RValue longRandom(boolean normal, long n, double a, double b, java.util.function.LongSupplier seed) {
        return null;
    }
}

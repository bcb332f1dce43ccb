package flashr.base.vectors;

import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** The {@code :} operator, {@code seq} (as R's {@code seq.default}), {@code seq_len} and {@code seq_along}. */
final class VectorSequence {
    private VectorSequence() {}

    /** {@code from:to}: integer when {@code from} is integer-valued and the range fits, else double. */
    static RVector colon(RValue fromArg, RValue toArg) {
        return (RVector) colon(null, fromArg, toArg);
    }

    /** from:to; a sequence too long for a heap vector is held by {@code interp}'s engine, when there is one. */
    static RValue colon(Interpreter interp, RValue fromArg, RValue toArg) {
        double from = endpoint(fromArg);
        double to = endpoint(toArg);
        double n = Math.floor(Math.abs(to - from) + 1e-10) + 1;
        if (n >= 4503599627370496.0) throw new RError("result would be too long a vector");
        boolean integer = from == Math.rint(from) && from <= Integer.MAX_VALUE && from >= -Integer.MAX_VALUE
                && (to >= from ? from + n - 1 <= Integer.MAX_VALUE : from - n + 1 >= -Integer.MAX_VALUE);
        if (n > VectorSizes.MAX && interp != null) {
            RValue compact = interp.longSequence(from, from <= to ? 1 : -1, (long) n, integer);
            if (compact != null) return compact;
        }
        int len = VectorSizes.checked(n, integer ? RType.INTEGER : RType.DOUBLE);
        if (integer) {
            int[] d = new int[len];
            int f = (int) from;
            int step = from <= to ? 1 : -1;
            for (int i = 0; i < len; i++) d[i] = f + i * step;
            return new RInt(d);
        }
        double[] d = new double[len];
        double step = from <= to ? 1 : -1;
        for (int i = 0; i < len; i++) d[i] = from + i * step;
        return new RDouble(d);
    }

    private static double endpoint(RValue v) {
        if (!(v instanceof RVector vec) || vec.length() == 0) throw new RError("argument of length 0");
        if (vec.type() == RType.LIST) throw new RError("NA/NaN argument");
        double d = vec.getDouble(0);
        if (Double.isNaN(d)) throw new RError("NA/NaN argument");
        return d;
    }

    static RInt seqLen(int n) {
        int[] d = new int[n];
        for (int i = 0; i < n; i++) d[i] = i + 1;
        return new RInt(d);
    }

    /**
     * {@code seq(from, to, by, length.out, along.with)}; null for arguments not supplied.
     * Errors are R's texts; the caller reports them in {@code seq.default}.
     */
    static RVector seq(RValue from, RValue to, RValue by, RValue lengthOut, RValue alongWith) {
        if (alongWith != null) {
            lengthOut = RInt.of(((RVector) Coerce.vector(alongWith, "along.with")).length());
            if (from == null && to == null && by == null) return seqLen(Coerce.intScalar(lengthOut));
        }
        boolean oneArg = from != null && to == null && by == null && lengthOut == null;
        if (oneArg) {
            RVector f = Coerce.vector(from, "from");
            // R's seq.default: 1L:from for one number, else seq_along (a string, NA, a list)
            boolean number = f.type() == RType.INTEGER || f.type() == RType.DOUBLE;
            if (f.length() == 1 && number && !Double.isFinite(f.getDouble(0))) throw new RError("'from' must be a finite number");
            if (f.length() == 1 && number) return colon(RInt.of(1), f);
            return seqLen(f.length());
        }
        double len = Double.NaN;
        if (lengthOut != null) {
            len = Math.ceil(Coerce.doubleScalar(lengthOut));
            if (Double.isNaN(len) || len < 0) throw new RError("'length.out' must be a non-negative number");
        }
        if (from == null && to == null && by == null) return seqLen(VectorSizes.checked(len, RType.INTEGER));
        checkScalar(from, "from");
        checkScalar(to, "to");
        checkScalar(by, "by");
        if (lengthOut == null) {
            double f = from == null ? 1 : Coerce.doubleScalar(from);
            double t = to == null ? 1 : Coerce.doubleScalar(to);
            if (by == null) return colon(from == null ? RInt.of(1) : from, to == null ? RInt.of(1) : to);
            return byStep(from == null ? RInt.of(1) : from, to == null ? RInt.of(1) : to, by, f, t);
        }
        if (from != null && to != null && by != null) throw new RError("too many arguments");
        int n = VectorSizes.checked(len, RType.DOUBLE);
        if (by == null) {
            if (from != null && to != null) return spread(Coerce.doubleScalar(from), Coerce.doubleScalar(to), n);
            double step = 1;
            if (to == null) return arithmetic(from == null ? 1 : Coerce.doubleScalar(from), step, n);
            return arithmetic(Coerce.doubleScalar(to) - (n - 1) * step, step, n);
        }
        double step = Coerce.doubleScalar(by);
        if (to == null) return arithmetic(from == null ? 1 : Coerce.doubleScalar(from), step, n);
        return arithmetic(Coerce.doubleScalar(to) - (n - 1) * step, step, n);
    }

    private static void checkScalar(RValue v, String name) {
        if (v == null) return;
        if (!(v instanceof RVector vec) || vec.length() != 1) throw new RError("'" + name + "' must be of length 1");
        double d = vec.getDouble(0);
        if (Double.isNaN(d) || Double.isInfinite(d)) throw new RError("'" + name + "' must be a finite number");
    }

    private static RVector byStep(RValue fromArg, RValue toArg, RValue byArg, double from, double to) {
        double by = Coerce.doubleScalar(byArg);
        double del = to - from;
        if (del == 0 && to == 0) return (RVector) toArg;
        double n = del / by;
        if (!Double.isFinite(n)) {
            if (by == 0 && del == 0) return (RVector) fromArg;
            throw new RError("invalid '(to - from)/by'");
        }
        if (n < 0) throw new RError("wrong sign in 'by' argument");
        if (n > Integer.MAX_VALUE) throw new RError("'by' argument is much too small");
        boolean integer = ((RVector) fromArg).type() == RType.INTEGER && ((RVector) toArg).type() == RType.INTEGER
                && ((RVector) byArg).type() == RType.INTEGER;
        if (integer) {
            int count = (int) (n) + 1;
            int[] d = new int[count];
            for (int i = 0; i < count; i++) d[i] = (int) from + i * (int) by;
            return new RInt(d);
        }
        double dd = Math.abs(del) / Math.max(Math.abs(to), Math.abs(from));
        if (dd < 100 * Math.ulp(1.0)) return RDouble.of(from);
        int count = (int) (n + 1e-10) + 1;
        double[] d = new double[count];
        for (int i = 0; i < count; i++) {
            double x = from + i * by;
            d[i] = by > 0 ? Math.min(x, to) : Math.max(x, to);
        }
        return new RDouble(d);
    }

    /** {@code length.out} values from {@code from} to {@code to}, evenly spaced. */
    private static RVector spread(double from, double to, int n) {
        double[] d = new double[n];
        if (n == 0) return new RDouble(d);
        if (n == 1) {
            d[0] = from;
            return new RDouble(d);
        }
        double by = (to - from) / (n - 1);
        for (int i = 0; i < n; i++) d[i] = from == to ? from : i == n - 1 ? to : from + i * by;
        return new RDouble(d);
    }

    private static RVector arithmetic(double from, double by, int n) {
        double[] d = new double[n];
        for (int i = 0; i < n; i++) d[i] = from + i * by;
        return new RDouble(d);
    }
}

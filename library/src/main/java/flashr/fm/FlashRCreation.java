package flashr.fm;

import static flashr.fm.FmArgs.count;
import static flashr.fm.FmArgs.def;
import static flashr.fm.FmArgs.engine;
import static flashr.fm.FmArgs.number;
import static flashr.fm.FmArgs.required;

import flashr.base.Registry;
import flashr.base.random.RandomSession;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rng.RandomState;

/**
 * FlashR's creation functions: rep, seq and random vectors and matrices (generators: virtual until
 * used), and fm.matrix. Random matrices take their engine seed from R's generator, so
 * {@code set.seed} makes them reproducible; the engine's counter-based numbers differ from R's
 * runif/rnorm. {@code in.mem = FALSE} stores the data in files, {@code name} as a named matrix
 * ({@link FlashRStorage#placed}).
 */
final class FlashRCreation {
    private FlashRCreation() {}

    static void register(Registry r) {
        def(r, "fm.rep.int", "x, times", a -> FmMatrix.vector(repInt(a)));
        def(r, "fm.seq.int", "from, to, by", a -> FmMatrix.vector(seqInt(a)));
        def(r, "fm.seq.matrix", "from, to, nrow, ncol, byrow, in.mem, name", a -> FlashRStorage.placed(a, FmMatrix.matrix(seqMatrix(a)), 5, 6));
        def(r, "fm.runif", "n, min, max, in.mem, name", a -> FlashRStorage.placed(a,
                FmMatrix.vector(engine(a).runif(count(a, 0, "n"), 1, number(a, 1, "min", 0), number(a, 2, "max", 1), seed(a))), 3, 4));
        def(r, "fm.rnorm", "n, mean, sd, in.mem, name", a -> FlashRStorage.placed(a,
                FmMatrix.vector(engine(a).rnorm(count(a, 0, "n"), 1, number(a, 1, "mean", 0), number(a, 2, "sd", 1), seed(a))), 3, 4));
        def(r, "fm.runif.matrix", "nrow, ncol, min, max, in.mem, name", a -> FlashRStorage.placed(a, FmMatrix.matrix(engine(a).runif(
                count(a, 0, "nrow"), count(a, 1, "ncol"), number(a, 2, "min", 0), number(a, 3, "max", 1), seed(a))), 4, 5));
        def(r, "fm.rnorm.matrix", "nrow, ncol, mean, sd, in.mem, name", a -> FlashRStorage.placed(a, FmMatrix.matrix(engine(a).rnorm(
                count(a, 0, "nrow"), count(a, 1, "ncol"), number(a, 2, "mean", 0), number(a, 3, "sd", 1), seed(a))), 4, 5));
        r.alias("runif.matrix", "fm.runif.matrix");
        r.alias("rnorm.matrix", "fm.rnorm.matrix");
        def(r, "fm.matrix", "vec, nrow, ncol, byrow", a -> FmMatrix.matrix(matrix(a)));
    }

    /** An engine seed drawn from R's generator (advancing it, as any random draw does). */
    private static long seed(Args a) {
        RandomState s = RandomSession.get(a);
        long seed = (long) (s.unifRand() * 4294967296.0) ^ ((long) (s.unifRand() * 4294967296.0) << 32);
        RandomSession.put(a, s);
        return seed;
    }

    private static ElementType typeOf(RVector v) {
        return switch (v.type()) {
            case LOGICAL -> ElementType.LOGICAL;
            case INTEGER -> ElementType.INTEGER;
            case DOUBLE -> ElementType.DOUBLE;
            default -> throw new RError("FlashR supports double, integer and logical data only");
        };
    }

    /** A numeric or logical R scalar argument. */
    private static RVector scalar(Args a, int i, String what) {
        if (!(required(a, i, what) instanceof RVector v) || !v.type().isNumeric() || v.length() != 1) {
            throw new RError("'" + what + "' must be a numeric or logical scalar");
        }
        return v;
    }

    private static Matrix repInt(Args a) {
        RVector x = scalar(a, 0, "x");
        return engine(a).constant(count(a, 1, "times"), 1, x.getDouble(0), typeOf(x));
    }

    /** seq.int(from, to, by): integer when all three are integers, as R. */
    private static Matrix seqInt(Args a) {
        RVector from = scalar(a, 0, "from"), to = scalar(a, 1, "to");
        RVector by = a.has(2) ? scalar(a, 2, "by") : RInt.of(1);
        double f = from.getDouble(0), t = to.getDouble(0), b = by.getDouble(0);
        if (Double.isNaN(f) || Double.isNaN(t) || Double.isNaN(b)) throw new RError("'from', 'to' and 'by' must be finite numbers");
        if (b == 0 && f != t) throw new RError("invalid '(to - from)/by' in seq(.)");
        if (b != 0 && (t - f) / b < 0) throw new RError("wrong sign in 'by' argument");
        long n = b == 0 ? 1 : (long) Math.floor((t - f) / b + 1e-10) + 1;
        boolean integer = from.type() == RType.INTEGER && to.type() == RType.INTEGER && by.type() == RType.INTEGER;
        return engine(a).seq(f, b, n, integer ? ElementType.INTEGER : ElementType.DOUBLE);
    }

    /** nrow*ncol numbers from {@code from} to {@code to} in equal steps, column-major unless byrow: from + k*step. */
    private static Matrix seqMatrix(Args a) {
        required(a, 0, "from");
        required(a, 1, "to");
        double from = number(a, 0, "from", Double.NaN), to = number(a, 1, "to", Double.NaN);
        long nrow = count(a, 2, "nrow"), ncol = count(a, 3, "ncol");
        boolean byrow = FmArgs.flag(a, 4, "byrow", false);
        long n = nrow * ncol;
        double step = n > 1 ? (to - from) / (n - 1) : 0;
        Engine e = engine(a);
        // k = r + c*nrow (or r*ncol + c by rows), built from a row and a column index vector
        Matrix rows = e.seq(0, byrow ? ncol : 1, nrow, ElementType.DOUBLE);
        Matrix cols = e.seq(0, byrow ? 1 : nrow, ncol, ElementType.DOUBLE);
        Matrix k = e.sweep(e.sweep(e.constant(nrow, ncol, 0, ElementType.DOUBLE), 1, rows, BinaryOp.ADD, false),
                2, cols, BinaryOp.ADD, false);
        return e.mapply(e.mapply(k, step, BinaryOp.MUL), from, BinaryOp.ADD);
    }

    /**
     * fm.matrix(vec, nrow, ncol, byrow): a scalar fills the matrix; a vector of nrow elements is
     * every column (of ncol elements, with byrow, every row); an R vector of nrow*ncol elements
     * is laid out as R's matrix() does.
     */
    private static Matrix matrix(Args a) {
        RValue vec = required(a, 0, "vec");
        long nrow = count(a, 1, "nrow"), ncol = count(a, 2, "ncol");
        boolean byrow = FmArgs.flag(a, 3, "byrow", false);
        Engine e = engine(a);
        long len = vec instanceof FmMatrix fm ? fm.length() : vec instanceof RVector v ? v.length() : -1;
        if (vec instanceof RVector v && v.type().isNumeric() && len == 1) return e.constant(nrow, ncol, v.getDouble(0), typeOf(v));
        if (vec instanceof RVector v && v.type().isNumeric() && len == nrow * ncol && len > 0) {
            RVector data = v.copy();
            data.setAttributes(null);
            data.setAttr("dim", byrow ? RInt.of((int) ncol, (int) nrow) : RInt.of((int) nrow, (int) ncol));
            Matrix m = FmConvert.toEngine(e, data, "vec");
            return byrow ? m.t() : m;
        }
        if (len != (byrow ? ncol : nrow)) {
            throw new RError("'vec' must have 1, " + (byrow ? "ncol" : "nrow") + " or nrow*ncol elements");
        }
        Matrix v = FmArgs.column(a, 0, "vec");
        // broadcast v over a zero matrix of its type: 0 + v (FALSE | v for logicals) is v itself
        boolean logical = v.type() == ElementType.LOGICAL;
        Matrix zero = e.constant(nrow, ncol, 0, v.type());
        return e.sweep(zero, byrow ? 2 : 1, v, logical ? BinaryOp.OR : BinaryOp.ADD, false);
    }

}

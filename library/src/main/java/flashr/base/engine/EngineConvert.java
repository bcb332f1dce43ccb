package flashr.base.engine;

import flashr.base.Registry;
import flashr.bind.EngineThreshold;
import flashr.bind.FmConvert;
import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Options;
import flashr.format.PrintOptions;
import flashr.format.Printer;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.stream.LongStream;

/**
 * Type conversions and printing of engine values. as.numeric, as.integer, as.logical and
 * as.vector of a vector are lazy casts (FlashR objects keep their dim, as in FlashR); printing a
 * value larger than options(max.print) computes only the rows R shows.
 */
final class EngineConvert {
    private EngineConvert() {}

    static void register(Registry r) {
        // a plain engine matrix is a matrix already, which R's as.matrix returns as it is: it stays lazy
        r.engineMethod("as.matrix", a -> a.get(0) instanceof FmMatrix fm && !fm.isFlashR() && fm.dim() != null
                && a.dots().length == 0 ? fm : null);
        r.engineMethod("as.numeric", a -> cast(a, ElementType.DOUBLE));
        r.engineMethod("as.double", a -> cast(a, ElementType.DOUBLE));
        r.engineMethod("as.integer", a -> cast(a, ElementType.INTEGER));
        r.engineMethod("as.logical", a -> cast(a, ElementType.LOGICAL));
        r.engineMethod("as.vector", a -> {
            if (!a.has(1)) return cast(a, null);
            String mode = Coerce.stringScalar(a.get(1));
            return switch (mode == null ? "" : mode) {
                case "any" -> cast(a, null);
                case "numeric", "double" -> cast(a, ElementType.DOUBLE);
                case "integer" -> cast(a, ElementType.INTEGER);
                case "logical" -> cast(a, ElementType.LOGICAL);
                default -> null;
            };
        });
        r.engineMethod("print", EngineConvert::print);
        r.engineMethod("matrix", EngineConvert::matrix);
    }

    /**
     * matrix(x, nrow, ncol) of an engine vector whose elements are at hand (typically a large
     * result just moved into the engine, as {@code matrix(rnorm(n * p), n)} makes): the matrix is
     * built from the same array, without the copies R's way would make (and without entering the
     * engine's storage while the vector has not). Other forms go to the R body.
     */
    private static RValue matrix(Args a) {
        if (!(a.get(0) instanceof FmMatrix x) || x.isFlashR() || x.dim() != null || !x.isLocal() || a.has(3) || a.has(4)) return null;
        long n = x.length();
        long nr = a.has(1) ? extent(a.get(1)) : -1, nc = a.has(2) ? extent(a.get(2)) : -1;
        if (a.has(1) && nr <= 0 || a.has(2) && nc <= 0 || nr < 0 && nc < 0) return null; // R's errors are the R body's
        if (nr < 0) nr = n / nc;
        if (nc < 0) nc = n / nr;
        if (nr * nc != n) return null; // recycling, and R's warnings about it, are the R body's
        // a wide matrix (2000 x 2000) is for the heap: the R body's result meets the threshold's rule
        if (x.isPending() && EngineThreshold.wide(nr, n)) return null;
        RVector local = x.materialize();
        RVector shaped = switch (local) { // the same array, with the dim
            case RDouble d -> new RDouble(d.data());
            case RInt i -> new RInt(i.data());
            case RLogical l -> new RLogical(l.data());
            default -> null;
        };
        if (shaped == null) return null;
        shaped.setAttr("dim", RInt.of((int) nr, (int) nc));
        // a vector still waiting on the heap makes a matrix that waits too: no copy at all
        if (x.isPending()) return FmMatrix.pending(EngineOperand.engine(a), shaped);
        Matrix m = FmConvert.toEngine(EngineOperand.engine(a), shaped, "data");
        return FmMatrix.plain(m, shaped);
    }

    /** A whole, non-negative extent given as one number, else -1. */
    private static long extent(RValue v) {
        if (!(v instanceof RVector d) || !d.type().isNumeric() || d.length() != 1 || d.isNA(0)) return -1;
        double x = d.getDouble(0);
        return x >= 0 && x == Math.rint(x) && x <= Integer.MAX_VALUE ? (long) x : -1;
    }

    /** x as a vector of {@code type} (null: its own); a plain matrix would need a reshape, so it goes to the R body. */
    private static RValue cast(Args a, ElementType type) {
        if (a.dots().length > 0 || !(a.get(0) instanceof FmMatrix x) || x.kind() == FmMatrix.Kind.FACTOR) return null;
        // a plain matrix becomes a vector of its elements: without a reshape, only a single row or column
        boolean plainMatrix = !x.isFlashR() && x.dim() != null;
        if (plainMatrix && x.dim()[0] != 1 && x.dim()[1] != 1) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = plainMatrix ? (x.dim()[1] == 1 ? x.matrix() : x.matrix().t()) : x.isVector() ? x.column() : x.matrix();
        if (type != null && type != m.type()) {
            m = e.sapply(m, switch (type) {
                case DOUBLE -> UnaryOp.AS_DOUBLE;
                case INTEGER -> UnaryOp.AS_INTEGER;
                case LOGICAL -> UnaryOp.AS_LOGICAL;
            });
        } else if (!x.isFlashR() && !plainMatrix) {
            return x;
        }
        return EngineOperand.result(m, x.isFlashR() && x.dim() != null, x.isFlashR());
    }

    /** print(x) of a plain value larger than max.print: only the rows (elements) R shows are computed. */
    private static RValue print(Args a) {
        if (a.dots().length > 0 || !(a.get(0) instanceof FmMatrix x) || x.isFlashR()) return null;
        if (x.isPending()) return null; // its elements are at hand: R prints them, sizing columns as R does
        PrintOptions o = Options.printOptions(a.interp());
        if (x.length() <= o.maxPrint()) return null;
        Engine e = EngineOperand.engine(a);
        int[] dim = x.dim();
        if (dim == null) {
            long shown = o.elementsShown(x.length());
            RVector head = FmMatrix.plain(e.selectRows(x.column(), LongStream.range(0, shown).toArray()), false).materialize();
            Printer.printVectorHead(head, x.length(), o, a.interp().out());
        } else {
            int shown = o.rowsShown(dim[0], dim[1]);
            RVector head = FmMatrix.plain(e.selectRows(x.matrix(), LongStream.range(0, shown).toArray()), true).materialize();
            Printer.printMatrixHead(head, shown, dim[0], dim[1], o, a.interp().out());
        }
        a.interp().setVisible(false);
        return x;
    }
}

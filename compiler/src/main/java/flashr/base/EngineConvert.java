package flashr.base;

import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.format.PrintOptions;
import flashr.format.Printer;
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
    }

    /** x as a vector of {@code type} (null: its own); a plain matrix would need a reshape, so it goes to the R body. */
    private static RValue cast(Args a, ElementType type) {
        if (a.dots().length > 0 || !(a.get(0) instanceof FmMatrix x) || x.kind() == FmMatrix.Kind.FACTOR) return null;
        if (!x.isFlashR() && x.dim() != null) return null;
        Engine e = EngineOperand.engine(a);
        Matrix m = x.isVector() ? x.column() : x.matrix();
        if (type != null && type != m.type()) {
            m = e.sapply(m, switch (type) {
                case DOUBLE -> UnaryOp.AS_DOUBLE;
                case INTEGER -> UnaryOp.AS_INTEGER;
                case LOGICAL -> UnaryOp.AS_LOGICAL;
            });
        } else if (!x.isFlashR()) {
            return x;
        }
        return EngineOperand.result(m, x.dim() != null, x.isFlashR());
    }

    /** print(x) of a plain value larger than max.print: only the rows (elements) R shows are computed. */
    private static RValue print(Args a) {
        if (a.dots().length > 0 || !(a.get(0) instanceof FmMatrix x) || x.isFlashR()) return null;
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

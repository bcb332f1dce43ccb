package flashr.base.engine;

import flashr.base.Registry;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.eval.Args;
import flashr.lang.RValue;
import java.util.Arrays;

/**
 * R's arithmetic, comparison and logic operators on engine values: mapply for equal shapes or a
 * scalar, sweep for a matrix and a vector as long as its columns (R recycles it down each
 * column). Other recycling, zero lengths and non-conformable arguments go to the R body, which
 * gives R's result or error.
 */
final class EngineArith {
    private EngineArith() {}

    static void register(Registry r) {
        for (BinaryOp op : new BinaryOp[] {BinaryOp.ADD, BinaryOp.SUB, BinaryOp.MUL, BinaryOp.DIV, BinaryOp.MOD,
                BinaryOp.IDIV, BinaryOp.POW, BinaryOp.EQ, BinaryOp.NE, BinaryOp.GT, BinaryOp.GE, BinaryOp.LT,
                BinaryOp.LE, BinaryOp.AND, BinaryOp.OR}) {
            r.engineMethod(op.symbol(), a -> a.dots().length == 2 ? binary(a, op) : a.dots().length == 1 ? unary(a, op) : null);
        }
        r.engineMethod("!", a -> a.dots().length == 1 ? unary(a, UnaryOp.NOT) : null);
    }

    private static RValue unary(Args a, BinaryOp op) {
        return switch (op) {
            case SUB -> unary(a, UnaryOp.NEG);
            case ADD -> {
                EngineOperand x = EngineOperand.of(a.dots()[0]);
                // unary plus makes logicals integer, as R does
                yield x == null || x.type != ElementType.LOGICAL ? x == null ? null : x.value : unary(a, UnaryOp.AS_INTEGER);
            }
            default -> null;
        };
    }

    static RValue unary(Args a, UnaryOp op) {
        EngineOperand x = EngineOperand.of(a.dots()[0]);
        if (x == null) return null;
        Engine e = EngineOperand.engine(a);
        return EngineOperand.result(e.sapply(x.matrix(e), op), x.dim != null, x.isFlashR());
    }

    private static RValue binary(Args a, BinaryOp op) {
        EngineOperand x = EngineOperand.of(a.dots()[0]);
        EngineOperand y = EngineOperand.of(a.dots()[1]);
        if (x == null || y == null || x.length == 0 || y.length == 0) return null;
        if (x.dim != null && y.dim != null && !Arrays.equals(x.dim, y.dim)) return null;
        Engine e = EngineOperand.engine(a);
        boolean flashr = x.isFlashR() || y.isFlashR();
        int[] dim = x.dim != null ? x.dim : y.dim;
        EngineOperand shape = x.dim != null || y.dim == null && x.length >= y.length ? x : y;
        EngineOperand other = shape == x ? y : x;
        Matrix m;
        if (x.length == y.length) {
            Matrix mx = x.shaped(e, shape.nrow(), shape.ncol());
            Matrix my = y.shaped(e, shape.nrow(), shape.ncol());
            if (mx == null || my == null) return null;
            m = e.mapply(mx, my, op);
        } else if (other.length == 1 && other.dim == null) {
            m = e.mapply(x.matrix(e), y.matrix(e), op);
        } else if (dim != null && other.dim == null && other.length == shape.nrow()) {
            // R's recycling loop (da[i] = dx[i1] + dy[i2]) is compiled with the second operand as
            // the first source of + and *, so of two NaNs the second's comes out: the engine keeps
            // the first, so those two ops get their operands the other way round (same values)
            boolean swap = op == BinaryOp.ADD || op == BinaryOp.MUL;
            m = e.sweep(shape.matrix(e), 1, other.matrix(e), op, (shape == y) != swap);
        } else {
            return null;
        }
        return EngineOperand.result(m, dim != null, flashr);
    }
}

package flashr.fm;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.lang.RError;
import flashr.lang.RInt;

/**
 * fm.agg with an operator that has no parallel aggregation (-, /, ^, %%, %/%, the comparisons,
 * euclidean): FlashR folds such an operator over the elements left to right within a
 * partition; here the whole object is one partition, read in column-major order. The fold
 * follows the engine's element types: integers stay integers where the operator keeps them,
 * comparisons give a logical.
 */
final class FlashRFold {
    private FlashRFold() {}

    static Matrix fold(Engine e, Matrix x, BinaryOp op) {
        if (x.length() > Integer.MAX_VALUE) throw new RError("the object is too large to aggregate with \"" + op.symbol() + "\"");
        ElementType t = x.type();
        ElementType operand = op.operandType(t, t);
        if (x.length() == 0) throw new RError("cannot aggregate an empty FlashR object with \"" + op.symbol() + "\"");
        if (op.isComparison()) {
            double[] v = x.toDoubleArray();
            double acc = v[0];
            for (int i = 1; i < v.length; i++) {
                int r = op.applyDoubleToLogical(acc, v[i]);
                acc = r == RInt.NA ? Double.NaN : r;
            }
            return e.vector(new int[] {Double.isNaN(acc) ? RInt.NA : (int) acc}, ElementType.LOGICAL);
        }
        if (operand == ElementType.INTEGER) {
            int[] v = x.toIntArray();
            int acc = v[0];
            for (int i = 1; i < v.length; i++) acc = op.applyInt(acc, v[i]);
            return e.vector(new int[] {acc}, ElementType.INTEGER);
        }
        double[] v = x.toDoubleArray();
        double acc = v[0];
        for (int i = 1; i < v.length; i++) acc = op.applyDouble(acc, v[i]);
        return e.vector(acc);
    }
}

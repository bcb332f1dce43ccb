package flashr.graphics.engine;

import flashr.bind.FmMatrix;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.type.ElementType;
import flashr.lang.RError;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;

/** The data of an engine value (a FlashR object or a plain engine vector or matrix) as columns of doubles. */
record EngineColumns(Engine engine, List<Matrix> columns, long length) {
    /** Whether v is data the engine holds (not a FlashR factor). */
    static boolean isEngineData(RValue v) {
        return v instanceof FmMatrix fm && fm.kind() != FmMatrix.Kind.FACTOR && fm.type().isNumeric();
    }

    static EngineColumns of(Engine e, RValue v) {
        if (!isEngineData(v)) throw new RError("'x' must be numeric data held by the engine");
        FmMatrix fm = (FmMatrix) v;
        Matrix m = fm.isVector() ? fm.column() : fm.matrix();
        if (m.type() != ElementType.DOUBLE) m = e.sapply(m, flashr.engine.fn.UnaryOp.AS_DOUBLE);
        List<Matrix> cols = new ArrayList<>();
        if (m.ncol() == 1) cols.add(m);
        else for (int j = 0; j < m.ncol(); j++) cols.add(e.selectCols(m, new int[] {j}));
        return new EngineColumns(e, cols, m.length());
    }
}

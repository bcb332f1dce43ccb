package flashr.base.engine;

import flashr.base.Registry;
import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.eval.Args;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * cbind and rbind with engine values: a virtual matrix of the parts side by side (or stacked).
 * Parts are matrices of the same extent or vectors as long as that extent (a length-one vector is
 * repeated, as R does). R names the result's columns after vector arguments given as variables or
 * with tags, so such calls go to the R body, which does that.
 */
final class EngineBind {
    private EngineBind() {}

    static void register(Registry r) {
        r.engineMethod("cbind", a -> bind(a, true));
        r.engineMethod("rbind", a -> bind(a, false));
    }

    private static RValue bind(Args a, boolean columns) {
        RValue[] d = a.dots();
        if (d.length == 0 || a.has(1)) return null; // deparse.level given
        EngineOperand[] parts = new EngineOperand[d.length];
        long extent = -1; // rows for cbind, columns for rbind
        boolean flashr = false;
        for (int k = 0; k < d.length; k++) {
            parts[k] = EngineOperand.of(d[k]);
            if (parts[k] == null || a.dotNames()[k] != null) return null;
            flashr |= parts[k].isFlashR();
            if (parts[k].dim != null) {
                long e = columns ? parts[k].nrow() : parts[k].ncol();
                if (extent >= 0 && e != extent) return null;
                extent = e;
            } else if (namesColumn(a, k)) {
                return null;
            }
        }
        if (extent < 0) {
            for (EngineOperand p : parts) extent = Math.max(extent, p.length);
        }
        Engine e = EngineOperand.engine(a);
        Matrix[] ms = new Matrix[d.length];
        for (int k = 0; k < d.length; k++) {
            EngineOperand p = parts[k];
            if (p.dim != null) {
                ms[k] = p.matrix(e);
            } else if (p.length == extent) {
                ms[k] = columns ? p.matrix(e) : p.matrix(e).t();
            } else if (p.length == 1 && !p.isEngine() && !((flashr.lang.RVector) p.value).isNA(0)) {
                double v = ((flashr.lang.RVector) p.value).getDouble(0);
                ms[k] = e.constant(columns ? extent : 1, columns ? 1 : extent, v, p.type);
            } else {
                return null;
            }
        }
        Matrix m = columns ? e.cbind(ms) : e.rbind(ms);
        return EngineOperand.result(m, true, flashr);
    }

    /** Whether R would name the column of vector argument k after its expression (a variable, at deparse.level 1). */
    private static boolean namesColumn(Args a, int k) {
        RCall call = a.call();
        if (call == null) return true;
        RValue[] args = call.args();
        // the call's arguments line up with the values unless ... was expanded
        if (args.length != a.dots().length) return true;
        return args[k] instanceof RSymbol;
    }
}

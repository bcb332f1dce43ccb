package flashr.engine.codegen;

import flashr.engine.codegen.RegionShape.Arg;
import flashr.engine.codegen.RegionShape.Instr;
import flashr.engine.codegen.RegionShape.Small;
import flashr.engine.type.ElementType;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorSpecies;

import java.util.Set;

/**
 * Which region shapes get a Vector API body, and the species generated code uses. A region of
 * doubles whose every member is one of +, -, *, /, unary minus, abs, sqrt or euclidean (over full
 * blocks, row vectors, scalars and per-column values; no row fold) runs vectors of the preferred
 * species over each column, then the scalar body over the tail. These lane-wise operations are
 * the same IEEE operations as the scalar ones (sqrt correctly rounded, minus and abs on the sign
 * bit; + - * / through {@link flashr.engine.fn.FirstNaNLoops}, whose lanes keep the first NaN
 * operand as the scalar body's RMath does), so results are the scalar body's bit for bit, NaN
 * payloads (NA) included. Other ops (R's
 * comparisons with NA, pmin/pmax's NaN order, R_pow, casts) keep the scalar body.
 * {@code -Dflashr.codegen.vector=false} turns vector bodies off (to compare).
 */
public final class VectorBodies {
    public static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    public static final int L = S.length();
    static final boolean ENABLED = !"false".equals(System.getProperty("flashr.codegen.vector"));

    /** The ElementFns functions with a lane-wise form giving the same bits. */
    static final Set<String> LANE_WISE = Set.of("addDouble", "subDouble", "mulDouble", "divDouble", "negDouble", "absDouble", "sqrtDouble", "euclideanDouble");

    private VectorBodies() {}

    /** Whether shape's body gets a vector loop. */
    static boolean handles(RegionShape shape) {
        if (!ENABLED || shape.fold() != null || L < 2) return false;
        for (ElementType t : shape.inputTypes()) if (t != ElementType.DOUBLE) return false;
        for (Small s : shape.smalls()) if (s.type() != ElementType.DOUBLE) return false;
        for (Instr in : shape.instrs()) {
            if (!LANE_WISE.contains(in.fn()) || in.result() != ElementType.DOUBLE) return false;
            for (Arg a : in.args()) if (a.from() != ElementType.DOUBLE || a.to() != ElementType.DOUBLE) return false;
        }
        return true;
    }
}

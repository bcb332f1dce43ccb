package flashr.engine.codegen;

import flashr.engine.codegen.RegionShape.Arg;
import flashr.engine.codegen.RegionShape.Input;
import flashr.engine.codegen.RegionShape.Instr;
import flashr.engine.codegen.RegionShape.Small;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorShape;
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
 * payloads (NA) included. An integer or logical input read as doubles (`as.numeric(y)` of a
 * stored logical y, as in the logistic gradient's `p - y`) is converted in lanes: int lanes to
 * double lanes, R's NA where the int is NA, as {@code Casts.intToDouble}. Other ops (R's
 * comparisons with NA, pmin/pmax's NaN order, R_pow, other casts) keep the scalar body.
 * {@code -Dflashr.codegen.vector=false} turns vector bodies off (to compare).
 */
public final class VectorBodies {
    public static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;
    public static final int L = S.length();
    /** Int lanes as many as {@link #S}'s, for integer and logical inputs read as doubles. */
    public static final VectorSpecies<Integer> IS = VectorSpecies.of(int.class, VectorShape.forBitSize(Math.max(64, L * 32)));
    /** R's NA of doubles, for the lanes of an NA integer (read by generated code). */
    public static final double NA_REAL = NA.REAL;
    static final boolean ENABLED = !"false".equals(System.getProperty("flashr.codegen.vector"));

    /** The ElementFns functions with a lane-wise form giving the same bits. */
    static final Set<String> LANE_WISE = Set.of("addDouble", "subDouble", "mulDouble", "divDouble", "negDouble", "absDouble", "sqrtDouble", "euclideanDouble");

    private VectorBodies() {}

    /** Whether shape's body gets a vector loop. */
    static boolean handles(RegionShape shape) {
        if (!ENABLED || shape.fold() != null || L < 2) return false;
        for (ElementType t : shape.inputTypes()) if (t != ElementType.DOUBLE && !intLanes(t)) return false;
        for (Small s : shape.smalls()) if (s.type() != ElementType.DOUBLE) return false;
        for (Instr in : shape.instrs()) {
            if (!LANE_WISE.contains(in.fn()) || in.result() != ElementType.DOUBLE) return false;
            for (Arg a : in.args()) {
                if (a.to() != ElementType.DOUBLE) return false;
                if (a.from() != ElementType.DOUBLE && !(a.ref() instanceof Input && intLanes(a.from()))) return false;
            }
        }
        return true;
    }

    /** Integer and logical inputs (NA the same int) convert to double lanes. */
    static boolean intLanes(ElementType t) {
        return (t == ElementType.INTEGER || t == ElementType.LOGICAL) && IS.length() == L;
    }
}

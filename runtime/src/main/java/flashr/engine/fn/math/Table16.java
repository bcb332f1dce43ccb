package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * A 16-entry table held in two registers of 8 lanes and read lane by lane with one two-source
 * permute. Other lane counts are not served (the callers then take the scalar path).
 */
final class Table16 {
    private static final long TWO52_BITS = Double.doubleToRawLongBits(0x1p52);
    /** Entries 0-7 and 8-15. */
    final DoubleVector low, high;

    Table16(VectorSpecies<Double> s, double[] values) {
        low = DoubleVector.fromArray(s, values, 0);
        high = DoubleVector.fromArray(s, values, 8);
    }

    static boolean supports(VectorSpecies<Double> s) { return s.length() == 8; }

    /** An index vector (0..15 in the low bits of each lane) as the doubles selectFrom takes. */
    static DoubleVector indexes(LongVector low4) {
        return low4.and(15L).or(TWO52_BITS).reinterpretAsDoubles().sub(0x1p52);
    }

}

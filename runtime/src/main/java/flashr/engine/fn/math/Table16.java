package flashr.engine.fn.math;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * A 16-entry table held in registers and read lane by lane with permutes: two registers of 8
 * lanes (one two-source select), or four of 4 lanes (two selects and a blend).
 */
final class Table16 {
    private static final long TWO52_BITS = Double.doubleToRawLongBits(0x1p52);
    private final DoubleVector[] parts;

    Table16(VectorSpecies<Double> s, double[] values) {
        int l = s.length();
        parts = new DoubleVector[16 / l];
        for (int p = 0; p < parts.length; p++) parts[p] = DoubleVector.fromArray(s, values, p * l);
    }

    /** Whether lane counts of s are served (8 or 4 lanes). */
    static boolean supports(VectorSpecies<Double> s) { return s.length() == 8 || s.length() == 4; }

    /** An index vector (0..15 in the low bits of each lane) as the doubles selects take. */
    static DoubleVector indexes(LongVector low4) {
        return low4.and(15L).or(TWO52_BITS).reinterpretAsDoubles().sub(0x1p52);
    }

    DoubleVector lookup(DoubleVector idx) {
        if (parts.length == 2) return idx.selectFrom(parts[0], parts[1]);
        VectorMask<Double> upper = idx.compare(VectorOperators.GE, 8.0);
        DoubleVector within = idx.lanewise(VectorOperators.SUB, 8.0, upper);
        return within.selectFrom(parts[0], parts[1]).blend(within.selectFrom(parts[2], parts[3]), upper);
    }
}

package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class StatsCutTest {
    private final BuiltinCalls b = new BuiltinCalls();

    @Test
    void cutLabelsIntervalsAndCodesValues() {
        RVector f = (RVector) b.call("cut", RDouble.of(1, 5, 10, 15, 20, RDouble.NA, 0), RDouble.of(0, 5, 10, 20));
        assertArrayEquals(new int[] {1, 1, 2, 3, 3, RInt.NA, RInt.NA}, ((RInt) f).data());
        assertArrayEquals(new String[] {"(0,5]", "(5,10]", "(10,20]"}, ((RString) f.getAttr("levels")).data());
        RVector g = (RVector) b.call("cut", RDouble.of(0, 5), RDouble.of(0, 5, 10), "include.lowest=", RLogical.of(true));
        assertArrayEquals(new int[] {1, 1}, ((RInt) g).data());
        assertArrayEquals(new String[] {"[0,5]", "(5,10]"}, ((RString) g.getAttr("levels")).data());
    }

    @Test
    void cutIntoEqualIntervals() {
        RVector f = (RVector) b.call("cut", RDouble.of(1.234, 5.678), RDouble.of(2));
        assertArrayEquals(new String[] {"(1.23,3.46]", "(3.46,5.68]"}, ((RString) f.getAttr("levels")).data());
    }

    @Test
    void findIntervalCountsBreaksAtOrBelow() {
        assertArrayEquals(new int[] {1, 3, 0, 4, RInt.NA},
                ((RInt) b.call("findInterval", RDouble.of(1.5, 3.2, 0, 5, RDouble.NA), RDouble.of(1, 2, 3, 4))).data());
    }

    @Test
    void bitwiseAndNumberTests() {
        assertArrayEquals(new int[] {8}, ((RInt) b.call("bitwAnd", RInt.of(12), RInt.of(10))).data());
        assertArrayEquals(new int[] {15}, ((RInt) b.call("bitwShiftR", RInt.of(-1), RInt.of(28))).data());
        assertArrayEquals(new int[] {1, 0, 0, 0},
                ((RLogical) b.call("is.finite", RDouble.of(1, RDouble.NA, Double.POSITIVE_INFINITY, Double.NaN))).data());
        assertArrayEquals(new int[] {0, 0, 0, 1},
                ((RLogical) b.call("is.nan", RDouble.of(1, RDouble.NA, Double.POSITIVE_INFINITY, Double.NaN))).data());
    }
}

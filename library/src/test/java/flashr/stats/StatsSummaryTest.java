package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class StatsSummaryTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return assertInstanceOf(RDouble.class, v).data();
    }

    @Test
    void summaryOfNumbersCountsNAs() {
        RVector s = (RVector) b.call("summary", RInt.of(1, 5, RInt.NA));
        assertArrayEquals(new double[] {1, 2, 3, 3, 4, 5, 1}, doubles(s));
        assertArrayEquals(new String[] {"Min.", "1st Qu.", "Median", "Mean", "3rd Qu.", "Max.", "NA's"}, s.names().data());
        assertArrayEquals(new String[] {"summaryDefault", "table"}, s.classAttr().data());
    }

    @Test
    void summaryOfLogicals() {
        RVector s = (RVector) b.call("summary", new RLogical(new int[] {1, 0, RLogical.NA}));
        assertArrayEquals(new String[] {"logical", "1", "1", "1"}, ((RString) s).data());
        assertArrayEquals(new String[] {"Mode", "FALSE", "TRUE", "NA's"}, s.names().data());
    }

    @Test
    void robustStatistics() {
        assertArrayEquals(new double[] {1, 2, 3.5, 5, 6}, doubles(b.call("fivenum", RDouble.of(1, 2, 3, 4, 5, 6))));
        assertArrayEquals(new double[] {4.5}, doubles(b.call("IQR", RInt.range(1, 10))));
        assertArrayEquals(new double[] {1.4826}, doubles(b.call("mad", RDouble.of(1, 2, 3, 4, 100))), 1e-12);
        assertArrayEquals(new double[] {10.0 / 6}, doubles(b.call("weighted.mean", RDouble.of(1, 2, 3), RDouble.of(3, 2, 1))), 1e-15);
        assertArrayEquals(new double[] {1, 0}, doubles(b.call("zapsmall", RDouble.of(1, 1e-20))));
    }

    @Test
    void factorsCompareByLabelAndSortByLevel() {
        RInt f = RInt.of(2, 1, 2);
        f.setAttr("levels", RString.of("z", "a"));
        f.setAttr("class", RString.of("factor"));
        assertArrayEquals(new int[] {1, 0, 1}, ((RLogical) b.call("==", f, RString.of("a"))).data());
        RVector sorted = (RVector) b.call("sort", f);
        assertArrayEquals(new int[] {1, 2, 2}, ((RInt) sorted).data());
        assertEquals("factor", sorted.classAttr().get(0));
    }
}

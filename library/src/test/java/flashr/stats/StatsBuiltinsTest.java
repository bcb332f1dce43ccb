package flashr.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class StatsBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return assertInstanceOf(RDouble.class, v).data();
    }

    @Test
    void meanAndMedian() {
        assertArrayEquals(new double[] {5.5}, doubles(b.call("mean", RInt.range(1, 10))));
        assertArrayEquals(new double[] {2}, doubles(b.call("mean", RDouble.of(1, RDouble.NA, 3), "na.rm=", RLogical.of(true))));
        assertArrayEquals(new int[] {2}, assertInstanceOf(RInt.class, b.call("median", RInt.of(3, 1, 2))).data());
        assertArrayEquals(new double[] {1.5}, doubles(b.call("median", RInt.of(1, 2))));
        assertTrue(RDouble.isNAValue(doubles(b.call("median", RDouble.of(1, RDouble.NA)))[0]));
    }

    @Test
    void varianceAndDeviation() {
        assertArrayEquals(new double[] {2.5}, doubles(b.call("var", RInt.range(1, 5))));
        assertTrue(RDouble.isNAValue(doubles(b.call("var", RDouble.of(1)))[0]));
        assertArrayEquals(new double[] {Math.sqrt(2.5)}, doubles(b.call("sd", RInt.range(1, 5))));
        assertArrayEquals(new double[] {1}, doubles(b.call("cor", RInt.range(1, 5), RDouble.of(2, 4, 6, 8, 10))), 1e-15);
    }

    @Test
    void covarianceMatrixOfColumns() {
        RInt m = RInt.of(1, 2, 3, 2, 4, 7);
        m.setAttr("dim", RInt.of(3, 2));
        RVector r = (RVector) b.call("cov", m);
        assertArrayEquals(new int[] {2, 2}, r.dim());
        assertArrayEquals(new double[] {1, 2.5, 2.5, 6.333333333333333}, doubles(r), 1e-12);
    }

    @Test
    void quantileType7WithNames() {
        RVector q = (RVector) b.call("quantile", RInt.range(1, 10), RDouble.of(0.1, 1.0 / 3, 0.125));
        assertArrayEquals(new double[] {1.9, 4, 2.125}, doubles(q), 1e-12);
        assertArrayEquals(new String[] {"10%", "33.33333%", "12.5%"}, q.names().data());
    }

    @Test
    void diffKeepsLaterNames() {
        RInt x = RInt.of(1, 3, 6);
        x.setAttr("names", RString.of("a", "b", "c"));
        RVector d = (RVector) b.call("diff", x);
        assertArrayEquals(new int[] {2, 3}, assertInstanceOf(RInt.class, d).data());
        assertArrayEquals(new String[] {"b", "c"}, d.names().data());
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0},
                ((RInt) b.call("diff", RInt.range(1, 10), "lag=", RInt.of(2), "differences=", RInt.of(2))).data());
    }

    @Test
    void tabulateAndTable() {
        assertArrayEquals(new int[] {0, 1, 2}, ((RInt) b.call("tabulate", RDouble.of(2, 3, 3, 5), RInt.of(3))).data());
        RVector t = (RVector) b.call("table", RDouble.of(3, 1, 3, RDouble.NA));
        assertArrayEquals(new int[] {1, 2}, ((RInt) t).data());
        assertArrayEquals(new int[] {2}, t.dim());
        RList dn = (RList) t.getAttr("dimnames");
        assertArrayEquals(new String[] {"1", "3"}, ((RString) dn.get(0)).data());
        assertEquals("table", t.classAttr().get(0));
    }
}

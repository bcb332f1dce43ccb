package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static flashr.engine.type.ElementType.*;
import static org.junit.jupiter.api.Assertions.*;

/** R's element types, promotion and NA rules, through the engine (tiny partitions, 2 threads). */
class RSemanticsTest {
    static Engine e;

    @BeforeAll static void start() { e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(32).build()); }

    @AfterAll static void stop() { e.close(); }

    static Matrix ints(int... v) { return e.vector(v, INTEGER); }

    static Matrix lgl(int... v) { return e.vector(v, LOGICAL); }

    @Test void naStaysNaAndNaNStaysNaN() {
        double[] r = e.mapply(e.vector(NA.REAL, Double.NaN, 1), 1.0, BinaryOp.ADD).toDoubleArray();
        assertTrue(NA.isNA(r[0]), "NA + 1 is NA");
        assertTrue(NA.isNaNNotNA(r[1]), "NaN + 1 is NaN");
        assertEquals(2.0, r[2]);
        double[] s = e.sapply(e.vector(NA.REAL, Double.NaN), UnaryOp.SQRT).toDoubleArray();
        assertTrue(NA.isNA(s[0]));
        assertTrue(NA.isNaNNotNA(s[1]));
        double[] l = e.sapply(e.vector(NA.REAL, -1), UnaryOp.LOG).toDoubleArray();
        assertTrue(NA.isNA(l[0]));
        assertTrue(NA.isNaNNotNA(l[1]));
    }

    @Test void integerArithmeticTypesAndOverflow() {
        Matrix a = ints(Integer.MAX_VALUE, 5, -7, NA.INT, 7);
        Matrix b = ints(1, 2, 2, 1, 0);
        Matrix sum = e.mapply(a, b, BinaryOp.ADD);
        assertEquals(INTEGER, sum.type());
        assertArrayEquals(new int[] {NA.INT, 7, -5, NA.INT, 7}, sum.toIntArray());
        Matrix div = e.mapply(a, b, BinaryOp.DIV);
        assertEquals(DOUBLE, div.type());
        assertEquals(2.5, div.toDoubleArray()[1]);
        assertEquals(Double.POSITIVE_INFINITY, div.toDoubleArray()[4]);
        assertEquals(DOUBLE, e.mapply(a, b, BinaryOp.POW).type());
        Matrix mod = e.mapply(a, b, BinaryOp.MOD);
        assertEquals(INTEGER, mod.type());
        assertArrayEquals(new int[] {0, 1, 1, NA.INT, NA.INT}, mod.toIntArray(), "-7 %% 2 is 1; x %% 0L is NA");
        assertArrayEquals(new int[] {Integer.MAX_VALUE, 2, -4, NA.INT, NA.INT}, e.mapply(a, b, BinaryOp.IDIV).toIntArray(), "-7 %/% 2 is -4; x %/% 0L is NA");
        assertArrayEquals(new int[] {-1, 1}, e.mapply(ints(5, -5), ints(-3, 3), BinaryOp.MOD).toIntArray(), "sign of the divisor");
        assertArrayEquals(new double[] {-1, 1, 1.5}, e.mapply(e.vector(5, -5, 5.5), e.vector(-3, 3, 2), BinaryOp.MOD).toDoubleArray());
        assertArrayEquals(new double[] {-2, -2, 2}, e.mapply(e.vector(5, -5, 5.5), e.vector(-3, 3, 2), BinaryOp.IDIV).toDoubleArray());
        assertEquals(INTEGER, e.mapply(lgl(1, 0), lgl(1, 1), BinaryOp.ADD).type(), "TRUE + TRUE is integer");
        assertEquals(1.0, e.mapply(e.vector(NA.REAL), 0.0, BinaryOp.POW).toDoubleArray()[0], "NA^0 is 1");
        assertEquals(1.0, e.mapply(1.0, e.vector(NA.REAL), BinaryOp.POW).toDoubleArray()[0], "1^NA is 1");
    }

    @Test void comparisonsAndLogic() {
        Matrix c = e.mapply(e.vector(1, NA.REAL, 3), 2.0, BinaryOp.LT);
        assertEquals(LOGICAL, c.type());
        assertArrayEquals(new int[] {1, NA.INT, 0}, c.toIntArray());
        Matrix x = lgl(0, 0, 1, 1, NA.INT, NA.INT);
        Matrix y = lgl(NA.INT, 1, NA.INT, 0, 0, 1);
        assertArrayEquals(new int[] {0, 0, NA.INT, 0, 0, NA.INT}, e.mapply(x, y, BinaryOp.AND).toIntArray());
        assertArrayEquals(new int[] {NA.INT, 1, 1, 1, NA.INT, 1}, e.mapply(x, y, BinaryOp.OR).toIntArray());
        assertArrayEquals(new int[] {1, 0, NA.INT}, e.sapply(e.vector(0, 5, NA.REAL), UnaryOp.NOT).toIntArray());
    }

    @Test void unaryTypes() {
        Matrix i = ints(-3, NA.INT, 4);
        assertEquals(INTEGER, e.sapply(i, UnaryOp.NEG).type());
        assertEquals(INTEGER, e.sapply(i, UnaryOp.ABS).type());
        assertArrayEquals(new int[] {3, NA.INT, 4}, e.sapply(i, UnaryOp.ABS).toIntArray());
        assertEquals(DOUBLE, e.sapply(i, UnaryOp.SQRT).type());
        assertEquals(DOUBLE, e.sapply(i, UnaryOp.FLOOR).type());
        assertArrayEquals(new double[] {2, -2, 4, 2}, e.sapply(e.vector(2.5, -2.5, 3.5, 1.5), UnaryOp.ROUND).toDoubleArray(), "IEC 60559 rounding");
        assertArrayEquals(new double[] {3, 0, -1}, e.sapply(e.vector(8, 1, 0.5), UnaryOp.LOG2).toDoubleArray());
        assertArrayEquals(new int[] {2, -2, NA.INT, NA.INT}, e.sapply(e.vector(2.9, -2.9, Double.NaN, 3e9), UnaryOp.AS_INTEGER).toIntArray());
        assertArrayEquals(new int[] {1, 0, NA.INT}, e.sapply(ints(5, 0, NA.INT), UnaryOp.AS_LOGICAL).toIntArray());
        assertTrue(NA.isNA(e.sapply(ints(NA.INT), UnaryOp.AS_DOUBLE).toDoubleArray()[0]));
    }

    @Test void aggregationTypes() {
        Matrix big = ints(Integer.MAX_VALUE, 1);
        assertEquals(INTEGER, e.agg(big, AggOp.SUM).type());
        assertArrayEquals(new int[] {NA.INT}, e.agg(big, AggOp.SUM).toIntArray(), "integer overflow in sum gives NA");
        assertArrayEquals(new int[] {Integer.MAX_VALUE}, e.agg(ints(Integer.MAX_VALUE, 1, -1), AggOp.SUM).toIntArray(), "accumulates in long");
        Matrix l = lgl(1, 0, 1, 1);
        assertEquals(INTEGER, e.agg(l, AggOp.SUM).type());
        assertArrayEquals(new int[] {3}, e.agg(l, AggOp.SUM).toIntArray());
        assertEquals(INTEGER, e.agg(ints(3, -2), AggOp.MIN).type());
        assertArrayEquals(new int[] {-2}, e.agg(ints(3, -2), AggOp.MIN).toIntArray());
        assertEquals(DOUBLE, e.agg(ints(3, -2), AggOp.PROD).type());
        assertArrayEquals(new int[] {2}, e.agg(e.vector(3, 1, 5, 1), AggOp.WHICH_MIN).toIntArray(), "first position on ties, 1-based");
        assertArrayEquals(new int[] {3}, e.agg(e.vector(NA.REAL, 1, 5, Double.NaN), AggOp.WHICH_MAX).toIntArray(), "NA ignored");
        assertArrayEquals(new int[] {NA.INT}, e.agg(lgl(0, NA.INT, 0), AggOp.ANY).toIntArray());
        assertArrayEquals(new int[] {1}, e.agg(lgl(0, NA.INT, 1), AggOp.ANY).toIntArray());
        assertArrayEquals(new int[] {0}, e.agg(lgl(1, NA.INT, 0), AggOp.ALL).toIntArray());
        assertTrue(NA.isNA(e.agg(e.vector(1, Double.NaN, NA.REAL, 2), AggOp.MIN).toDoubleArray()[0]), "NA trumps NaN in min");
        assertArrayEquals(new int[] {4}, e.agg(e.vector(1, 2, 3, 4), AggOp.COUNT).toIntArray());
        Matrix mean = e.mean(ints(1, 2, 4));
        assertEquals(DOUBLE, mean.type());
        assertEquals(7 / 3.0, mean.toDoubleArray()[0], 1e-15);
    }

    @Test void uniqueAndTable() {
        Matrix v = e.vector(3, 1, 3, NA.REAL, 2, 1, Double.NaN, -0.0, 0.0);
        var u = e.groupby(v, AggOp.UNIQ);
        assertEquals(6, u.size());
        assertArrayEquals(new double[] {3, 1, NA.REAL, 2, Double.NaN, 0}, java.util.Arrays.copyOf(u.keysD(), 6), 0, "first-appearance order");
        assertTrue(NA.isNA(u.keysD()[2]));
        var t = e.groupby(ints(2, 5, 2, NA.INT, 2), AggOp.COUNT);
        assertArrayEquals(new int[] {2, 5, NA.INT}, t.keysI());
        assertArrayEquals(new int[] {3, 1, 1}, t.valuesI());
    }
}

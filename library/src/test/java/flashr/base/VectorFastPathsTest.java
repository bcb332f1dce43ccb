package flashr.base;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import flashr.engine.fn.RMath;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The array-to-array paths of element-wise arithmetic, comparison, logical subsetting and ifelse
 * give what the element-by-element definitions give, for random operands of every recycling shape
 * (lengths 0, 1, equal, a divisor), with NA, NaN, infinities, zeros of both signs, and names; and
 * subscripts of arrays and named vectors of every element type copy the elements they name.
 */
class VectorFastPathsTest {
    private static final double[] SPECIAL = {RDouble.NA, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1, 2, -1.5};
    private static final int[][] SHAPES = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {7, 1}, {1, 7}, {7, 7}, {6, 3}, {3, 6}, {1, 200}, {200, 200}};
    private final BuiltinCalls b = new BuiltinCalls();
    private final Random random = new Random(27);

    @Test
    void arithmeticMatchesTheElementRule() {
        String[] ops = {"+", "-", "*", "/", "^"};
        for (int[] shape : SHAPES) {
            for (int trial = 0; trial < 4; trial++) {
                RDouble x = doubles(shape[0], trial == 3), y = trial == 2 && shape[1] == 1 ? RDouble.of(2.0) : doubles(shape[1], false);
                for (String op : ops) {
                    double[] got = assertInstanceOf(RDouble.class, b.call(op, x, y)).data();
                    int n = shape[0] == 0 || shape[1] == 0 ? 0 : Math.max(shape[0], shape[1]);
                    assertEquals(n, got.length);
                    for (int i = 0; i < n; i++) {
                        double a = x.get(i % shape[0]), c = y.get(i % shape[1]);
                        double want = switch (op) {
                            case "+" -> a + c;
                            case "-" -> a - c;
                            case "*" -> a * c;
                            case "/" -> a / c;
                            default -> RMath.pow(a, c);
                        };
                        assertSameDouble(want, got[i], a, c, op + " at " + i + " of " + shape[0] + "x" + shape[1]);
                    }
                }
            }
        }
    }

    @Test
    void comparisonMatchesTheElementRule() {
        for (int[] shape : SHAPES) {
            RDouble x = doubles(shape[0], true), y = doubles(shape[1], false);
            RInt i = ints(shape[0]), j = ints(shape[1]);
            for (String op : new String[] {"<", ">", "==", "!=", "<=", ">="}) {
                int[] got = assertInstanceOf(RLogical.class, b.call(op, x, y)).data();
                int[] gotInt = assertInstanceOf(RLogical.class, b.call(op, i, j)).data();
                for (int k = 0; k < got.length; k++) {
                    double a = x.get(k % shape[0]), c = y.get(k % shape[1]);
                    assertEquals(Double.isNaN(a) || Double.isNaN(c) ? RLogical.NA : truth(op, Double.compare(a == 0 ? 0 : a, c == 0 ? 0 : c)),
                            got[k], op + " at " + k);
                    int p = i.get(k % shape[0]), q = j.get(k % shape[1]);
                    assertEquals(p == RInt.NA || q == RInt.NA ? RLogical.NA : truth(op, Integer.compare(p, q)), gotInt[k], op + " at " + k);
                }
            }
        }
    }

    @Test
    void logicalSubsetMatchesTheElementRule() {
        for (int n : new int[] {0, 1, 5, 12, 200}) {
            for (int li : new int[] {1, 2, 3, 5, 12, 200}) {
                RDouble x = doubles(n, true);
                int[] index = new int[li];
                for (int k = 0; k < li; k++) index[k] = new int[] {0, 1, RLogical.NA}[random.nextInt(3)];
                RVector got = (RVector) b.call("[", x, new RLogical(index));
                int len = Math.max(n, li), m = 0;
                for (int k = 0; k < len; k++) {
                    int t = index[k % li];
                    if (t == 0) continue;
                    double want = t == RLogical.NA || k >= n ? RDouble.NA : x.get(k);
                    assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(((RDouble) got).get(m)), "element " + m);
                    String name = t == RLogical.NA || k >= n ? null : ((RString) x.getAttr("names")).get(k);
                    assertEquals(name, ((RString) got.getAttr("names")).get(m));
                    m++;
                }
                assertEquals(m, got.length());
            }
        }
    }

    @Test
    void ifelseMatchesTheElementRule() {
        for (int n : new int[] {1, 6, 200}) {
            for (int ny : new int[] {1, 3, n}) {
                int[] test = new int[n];
                for (int k = 0; k < n; k++) test[k] = new int[] {0, 1, RLogical.NA}[random.nextInt(3)];
                RDouble yes = doubles(ny, true), no = doubles(n, true);
                RLogical t = new RLogical(test);
                t.setAttr("names", names(n));
                RVector got = (RVector) b.call(".ifelse", t, yes, no);
                if (got instanceof RLogical l) { // no branch used: the test, NA throughout
                    for (int k = 0; k < n; k++) assertEquals(RLogical.NA, test[k] == RLogical.NA ? l.get(k) : -1);
                    continue;
                }
                for (int k = 0; k < n; k++) {
                    double want = test[k] == 1 ? yes.get(k % ny) : test[k] == 0 ? no.get(k) : RDouble.NA;
                    assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(((RDouble) got).get(k)), "element " + k);
                }
                assertArrayEquals(names(n).data(), ((RString) got.getAttr("names")).data());
                RInt noInts = ints(n);
                RVector ints = (RVector) b.call(".ifelse", t, RInt.of(7), noInts);
                for (int k = 0; k < n; k++) {
                    int want = test[k] == 1 ? 7 : test[k] == 0 ? noInts.get(k) : RInt.NA;
                    assertEquals(want, ((RInt) ints).get(k));
                }
            }
        }
    }

    @Test
    void arraySubsetsOfEveryTypeMatchTheElementRule() {
        for (int[] dim : new int[][] {{2, 3, 2}, {1, 4, 3}, {3, 1, 1}}) {
            int n = dim[0] * dim[1] * dim[2];
            for (RVector a : new RVector[] {doubles(n, false), ints(n), logicals(n), strings(n)}) {
                a.setAttr("dim", new RInt(dim.clone()));
                RInt[] subs = new RInt[3];
                for (int d = 0; d < 3; d++) subs[d] = positions(random.nextInt(4) + 1, dim[d], true);
                RVector got = (RVector) b.call("[", a, subs[0], subs[1], subs[2]);
                int k = 0;
                for (int z : subs[2].data()) {
                    for (int y : subs[1].data()) {
                        for (int x : subs[0].data()) {
                            boolean na = x == RInt.NA || y == RInt.NA || z == RInt.NA;
                            int cell = na ? -1 : (x - 1) + dim[0] * ((y - 1) + dim[1] * (z - 1));
                            assertSameElement(a, cell, got, k++, a.type() + " " + java.util.Arrays.toString(dim));
                        }
                    }
                }
                assertEquals(k, got.length());
            }
        }
    }

    @Test
    void namedVectorSubsetsOfEveryTypeMatchTheElementRule() {
        for (int n : new int[] {0, 1, 9}) {
            for (RVector v : new RVector[] {doubles(n, true), ints(n), logicals(n), strings(n)}) {
                v.setAttr("names", names(n));
                RInt i = positions(random.nextInt(12), n + 2, true);
                RVector got = (RVector) b.call("[", v, i);
                String[] gotNames = ((RString) got.getAttr("names")).data();
                for (int k = 0; k < i.length(); k++) {
                    int p = i.get(k), cell = p == RInt.NA || p > n ? -1 : p - 1;
                    assertSameElement(v, cell, got, k, v.type().toString());
                    assertEquals(cell < 0 ? null : "e" + cell, gotNames[k]);
                }
            }
        }
    }

    @Test
    void integersAndLogicalsBecomeDoublesWithNA() {
        for (RVector v : new RVector[] {ints(50), logicals(50)}) {
            v.setAttr("names", names(50));
            double[] got = assertInstanceOf(RDouble.class, b.call("as.double", v)).data();
            for (int k = 0; k < 50; k++) {
                assertEquals(Double.doubleToRawLongBits(v.getDouble(k)), Double.doubleToRawLongBits(got[k]));
            }
            int[] asInt = assertInstanceOf(RInt.class, b.call("as.integer", v)).data();
            for (int k = 0; k < 50; k++) assertEquals(v.getInt(k), asInt[k]);
        }
    }

    /** {@code got[k]} is {@code from[cell]}, or the type's NA when cell is -1. */
    private static void assertSameElement(RVector from, int cell, RVector got, int k, String where) {
        assertEquals(from.type(), got.type(), where);
        switch (from) {
            case RDouble d -> assertEquals(Double.doubleToRawLongBits(cell < 0 ? RDouble.NA : d.get(cell)),
                    Double.doubleToRawLongBits(((RDouble) got).get(k)), where + " at " + k);
            case RString s -> assertEquals(cell < 0 ? null : s.get(cell), ((RString) got).get(k), where + " at " + k);
            default -> assertEquals(cell < 0 ? RInt.NA : from.getInt(cell), got.getInt(k), where + " at " + k);
        }
    }

    /** n one-based positions in 1..extent, NA among them when asked. */
    private RInt positions(int n, int extent, boolean withNA) {
        int[] p = new int[n];
        for (int k = 0; k < n; k++) p[k] = withNA && random.nextInt(5) == 0 ? RInt.NA : random.nextInt(extent) + 1;
        return new RInt(p);
    }

    private RLogical logicals(int n) {
        int[] d = new int[n];
        for (int k = 0; k < n; k++) d[k] = new int[] {0, 1, RLogical.NA}[random.nextInt(3)];
        return new RLogical(d);
    }

    private RString strings(int n) {
        String[] d = new String[n];
        for (int k = 0; k < n; k++) d[k] = random.nextInt(5) == 0 ? null : "s" + random.nextInt(10);
        return new RString(d);
    }

    /** Random doubles, special values among them, with names when asked. */
    private RDouble doubles(int n, boolean named) {
        double[] d = new double[n];
        for (int k = 0; k < n; k++) d[k] = random.nextInt(3) == 0 ? SPECIAL[random.nextInt(SPECIAL.length)] : random.nextGaussian() * 3;
        RDouble v = new RDouble(d);
        if (named) v.setAttr("names", names(n));
        return v;
    }

    private RInt ints(int n) {
        int[] d = new int[n];
        for (int k = 0; k < n; k++) d[k] = random.nextInt(5) == 0 ? RInt.NA : random.nextInt(7) - 3;
        return new RInt(d);
    }

    private static RString names(int n) {
        String[] s = new String[n];
        for (int k = 0; k < n; k++) s[k] = "e" + k;
        return new RString(s);
    }

    private static int truth(String op, int c) {
        boolean t = switch (op) {
            case "<" -> c < 0;
            case ">" -> c > 0;
            case "==" -> c == 0;
            case "!=" -> c != 0;
            case "<=" -> c <= 0;
            default -> c >= 0;
        };
        return t ? 1 : 0;
    }

    /** Bit for bit, except which NaN's payload survives when both operands are NaN, which Java leaves to the JIT. */
    private static void assertSameDouble(double want, double got, double a, double c, String where) {
        if (Double.isNaN(a) && Double.isNaN(c)) {
            assertEquals(true, Double.isNaN(got), where);
        } else {
            assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(got), where);
        }
    }
}

package flashr.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Copies, resized copies and range copies of every vector type (array copies for the common
 * types, element by element for the rest) against the elements read one by one, including
 * vectors that grew in place and hold spare capacity past their length.
 */
class RVectorCopyTest {
    private final Random random = new Random(3);

    private RVector random(int type, int n) {
        return switch (type) {
            case 0 -> {
                double[] d = new double[n];
                for (int i = 0; i < n; i++) d[i] = random.nextInt(5) == 0 ? RDouble.NA : random.nextGaussian();
                yield new RDouble(d);
            }
            case 1 -> {
                int[] x = new int[n];
                for (int i = 0; i < n; i++) x[i] = random.nextInt(5) == 0 ? RInt.NA : random.nextInt();
                yield new RInt(x);
            }
            case 2 -> {
                int[] x = new int[n];
                for (int i = 0; i < n; i++) x[i] = random.nextInt(3) - 1 < 0 ? RLogical.NA : random.nextInt(2);
                yield new RLogical(x);
            }
            case 3 -> {
                String[] s = new String[n];
                for (int i = 0; i < n; i++) s[i] = random.nextInt(5) == 0 ? null : "s" + random.nextInt(9);
                yield new RString(s);
            }
            case 4 -> {
                RValue[] v = new RValue[n];
                for (int i = 0; i < n; i++) v[i] = RInt.of(i);
                yield new RList(v);
            }
            default -> {
                double[] re = new double[n], im = new double[n];
                for (int i = 0; i < n; i++) {
                    re[i] = random.nextGaussian();
                    im[i] = random.nextGaussian();
                }
                yield new RComplex(re, im);
            }
        };
    }

    private static void assertElement(RVector expected, int i, RVector actual, int j) {
        if (expected instanceof RList l) {
            assertSame(l.get(i), ((RList) actual).get(j));
        } else if (expected instanceof RDouble d) {
            assertEquals(Double.doubleToRawLongBits(d.get(i)), Double.doubleToRawLongBits(((RDouble) actual).get(j)));
        } else {
            assertEquals(expected.getString(i), actual.getString(j));
        }
    }

    @Test
    void copiesAndResizedCopiesKeepEveryElement() {
        for (int trial = 0; trial < 300; trial++) {
            int type = trial % 6;
            int n = random.nextInt(4) == 0 ? random.nextInt(2) : random.nextInt(60);
            RVector v = random(type, n);
            if (random.nextBoolean() && v.growInPlace(n + 1 + random.nextInt(20))) {
                // spare capacity past the new length must not leak into copies
                n = v.length();
            }
            v.setAttr("names", null);
            v.setAttr("extra", RLogical.of(true));
            RVector c = v.copy();
            assertNotSame(v, c);
            assertEquals(n, c.length());
            assertSame(v.getAttr("extra"), c.getAttr("extra"));
            for (int i = 0; i < n; i++) assertElement(v, i, c, i);
            int m = random.nextInt(n + 10);
            RVector r = v.resized(m, false);
            assertEquals(m, r.length());
            assertEquals(false, r.hasAttributes());
            for (int i = 0; i < m; i++) {
                if (i < n) {
                    assertElement(v, i, r, i);
                } else if (!(r instanceof RList)) {
                    assertEquals(true, r.isNA(i));
                }
            }
            if (n > 0) {
                int from = random.nextInt(n), count = random.nextInt(n - from + 1), to = random.nextInt(5);
                RVector dst = v.allocate(to + count + random.nextInt(3));
                v.copyRange(from, dst, to, count);
                for (int k = 0; k < count; k++) assertElement(v, from + k, dst, to + k);
            }
        }
    }
}

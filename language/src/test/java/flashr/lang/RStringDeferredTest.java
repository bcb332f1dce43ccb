package flashr.lang;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Deferred character vectors (the strings of an integer range, made when read) against the same
 * strings held in an array: every read, copy, subset and write sees the same elements, and only
 * a write or the array itself makes the array.
 */
class RStringDeferredTest {
    /** The ordinary vector of the decimal strings of first .. first + n - 1. */
    private static RString made(int first, int n) {
        String[] s = new String[n];
        for (int i = 0; i < n; i++) s[i] = Integer.toString(first + i);
        return new RString(s);
    }

    private static void assertSameElements(RString expected, RVector actual) {
        assertEquals(expected.length(), actual.length());
        for (int i = 0; i < expected.length(); i++) {
            assertEquals(expected.get(i), actual.getString(i), "element " + i);
            assertEquals(expected.isNA(i), actual.isNA(i), "NA " + i);
        }
    }

    @Test
    void readsAsTheStringsOfTheRange() {
        // past the shared small strings (DecimalStrings.LIMIT) and negative ones too
        for (int first : new int[] {1, -7, 0, DecimalStrings.LIMIT - 3, Integer.MAX_VALUE - 4}) {
            RString d = RString.integers(first, 5);
            assertTrue(d.isDeferred());
            RString m = made(first, 5);
            assertSameElements(m, d);
            for (int i = 0; i < 5; i++) {
                assertEquals(m.getDouble(i), d.getDouble(i));
                assertEquals(m.getInt(i), d.getInt(i));
                assertEquals(m.getLogical(i), d.getLogical(i));
                assertEquals(m.get(i), ((RString) d.getElement(i)).get(0));
            }
            assertTrue(d.isDeferred(), "reading makes no array");
            assertArrayEquals(m.data(), d.data());
            assertFalse(d.isDeferred());
        }
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> RString.integers(1, 3).get(3));
        assertThrows(IllegalArgumentException.class, () -> RString.integers(Integer.MAX_VALUE, 2));
        assertThrows(IllegalArgumentException.class, () -> RString.integers(RInt.NA, 1));
    }

    @Test
    void copiesStayDeferredAndIndependent() {
        RString d = RString.integers(10, 20);
        d.setAttr("names", made(0, 20));
        RString c = d.copyElements();
        assertTrue(c.isDeferred());
        assertFalse(c.hasAttributes());
        RVector full = d.copy();
        assertTrue(((RString) full).isDeferred());
        assertTrue(full.hasAttributes());
        RVector shorter = d.resized(7, false);
        assertTrue(((RString) shorter).isDeferred());
        assertSameElements(made(10, 7), shorter);
        RVector longer = d.resized(22, false);
        assertSameElements(made(10, 20), longer.copy().resized(20, false));
        assertTrue(longer.isNA(20) && longer.isNA(21));
        c.set(3, "x"); // a write makes c's own array; d is unchanged
        assertEquals("x", c.get(3));
        assertEquals("13", d.get(3));
        assertTrue(d.isDeferred());
    }

    @Test
    void rangeCopiesAndGrowth() {
        RString d = RString.integers(100, 10);
        RString dst = new RString(new String[6]);
        d.copyRange(4, dst, 1, 4);
        assertArrayEquals(new String[] {null, "104", "105", "106", "107", null}, dst.data());
        d.copyElement(9, dst, 0);
        assertEquals("109", dst.get(0));
        assertTrue(d.growInPlace(12));
        assertFalse(d.isDeferred());
        assertEquals(12, d.length());
        assertEquals("109", d.get(9));
        assertNull(d.get(11));
        RString e = RString.integers(1, 3);
        e.setNA(1);
        assertArrayEquals(new String[] {"1", null, "3"}, e.data());
    }

    @Test
    void positionsKeepRunsDeferred() {
        RString d = RString.integers(1, 1000);
        RString run = d.atPositions(new int[] {11, 12, 13}, 1);
        assertTrue(run.isDeferred());
        assertSameElements(made(11, 3), run);
        RString zeroBased = d.atPositions(new int[] {10, 11, 12}, 0);
        assertTrue(zeroBased.isDeferred());
        assertSameElements(made(11, 3), zeroBased);
        RString picked = d.atPositions(new int[] {5, RInt.NA, 1000, 1001, 1}, 1);
        assertArrayEquals(new String[] {"5", null, "1000", null, "1"}, picked.data());
        RString pastEnd = d.atPositions(new int[] {999, 1000}, 0);
        assertArrayEquals(new String[] {"1000", null}, pastEnd.data());
        assertEquals(0, d.atPositions(new int[0], 1).length());
        assertTrue(d.isDeferred());
    }
}

package flashr.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Integers as strings: the cached ones are Integer.toString's text, shared; the rest and NA as before. */
class DecimalStringsTest {
    @Test
    void integersReadAsTheirDecimalText() {
        Random random = new Random(5);
        int[] values = new int[2000];
        int[] edges = {0, 1, -1, 9, 10, DecimalStrings.LIMIT - 1, DecimalStrings.LIMIT, DecimalStrings.LIMIT + 1,
            Integer.MAX_VALUE, -Integer.MAX_VALUE, RInt.NA};
        for (int k = 0; k < values.length; k++) {
            values[k] = k < edges.length ? edges[k] : random.nextInt(3) == 0 ? random.nextInt() : random.nextInt(2 * DecimalStrings.LIMIT) - 5;
        }
        RInt v = new RInt(values);
        for (int k = 0; k < values.length; k++) {
            if (values[k] == RInt.NA) {
                assertNull(v.getString(k));
            } else {
                assertEquals(Integer.toString(values[k]), v.getString(k));
            }
        }
        // the small ones are made once: row names 1..n share their strings
        assertSame(v.getString(5), new RInt(new int[] {values[5]}).getString(0));
    }
}

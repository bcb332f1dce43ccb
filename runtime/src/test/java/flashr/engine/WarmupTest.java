package flashr.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The warm-up's sizing rule: single-call data skips it, data of repeated long passes gets it. */
class WarmupTest {
    @Test void dataOfASingleCallScriptDoesNotPayForIt() {
        assertFalse(Warmup.pays(0));
        assertFalse(Warmup.pays(200_000.0 * 8));
        // the former start (2^22) and the sizes measured slower with it: 2M rows x 8, 2^24
        assertFalse(Warmup.pays(1 << 22));
        assertFalse(Warmup.pays(2_000_000.0 * 8));
        assertFalse(Warmup.pays(1 << 24));
        assertFalse(Warmup.pays(Double.NaN));
    }

    @Test void largeDataPaysForIt() {
        assertTrue(Warmup.pays(1 << 25));
        assertTrue(Warmup.pays(10_000_000.0 * 8));
        assertTrue(Warmup.pays(20_000_000.0 * 8));
        assertTrue(Warmup.pays(Double.POSITIVE_INFINITY));
    }
}

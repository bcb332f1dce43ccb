package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

class ArgumentMatcherTest {
    private static final RValue A = RDouble.of(1), B = RDouble.of(2), C = RDouble.of(3);

    private static RValue[] match(String[] formals, String[] names, RValue... args) {
        return ArgumentMatcher.match(formals, args, names);
    }

    @Test
    void positional() {
        RValue[] m = match(new String[] {"x", "y"}, null, A, B);
        assertSame(A, m[0]);
        assertSame(B, m[1]);
    }

    @Test
    void exactBeatsPositionThenPartial() {
        RValue[] m = match(new String[] {"value", "verbose"}, new String[] {null, "verb"}, A, B);
        assertSame(A, m[0]);
        assertSame(B, m[1]);
        m = match(new String[] {"x", "y"}, new String[] {null, "x"}, A, B);
        assertSame(B, m[0]);
        assertSame(A, m[1]);
    }

    @Test
    void dotsCollectTheRestAndFormalsAfterDotsNeedExactNames() {
        RValue[] m = match(new String[] {"x", "...", "sep"}, new String[] {null, null, "se", "sep"}, A, B, C, A);
        assertSame(A, m[0]);
        RDots d = (RDots) m[1];
        assertEquals(2, d.length());
        assertEquals("se", d.name(1));
        assertSame(A, m[2]);
    }

    @Test
    void missingArgumentsAreNull() {
        RValue[] m = match(new String[] {"x", "y"}, null, A);
        assertNull(m[1]);
    }

    @Test
    void errors() {
        RError e = assertThrows(RError.class, () -> match(new String[] {"x", "y"}, new String[] {null, null, "z"}, A, B, C));
        assertEquals("unused argument (z = 3)", e.getMessage());
        e = assertThrows(RError.class, () -> match(new String[] {"x"}, null, A, B, C));
        assertEquals("unused arguments (2, 3)", e.getMessage());
        e = assertThrows(RError.class, () -> match(new String[] {"x", "y"}, new String[] {"x", "x"}, A, B));
        assertEquals("formal argument \"x\" matched by multiple actual arguments", e.getMessage());
        e = assertThrows(RError.class, () -> match(new String[] {"abc", "abd"}, new String[] {"ab"}, A));
        assertEquals("argument 1 matches multiple formal arguments", e.getMessage());
    }
}

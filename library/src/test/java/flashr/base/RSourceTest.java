package flashr.base;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RMissing;
import org.junit.jupiter.api.Test;

/** Base closures defined from R sources. */
class RSourceTest {
    @Test
    void definesClosuresInTheBaseEnvironment() {
        REnvironment base = new REnvironment(null, "base");
        RSource.defineText(new Registry(base), "f <- function(x, y = 2) x + y\n`g<-` <- function(x, value) value\n", "t");
        RClosure f = (RClosure) base.getLocal("f");
        assertArrayEquals(new String[] {"x", "y"}, f.formalNames());
        assertSame(RMissing.MISSING, f.defaults()[0]);
        assertSame(base, f.env());
        assertEquals(RClosure.class, base.getLocal("g<-").getClass());
    }

    @Test
    void rejectsAnythingButFunctionDefinitions() {
        REnvironment base = new REnvironment(null, "base");
        RSource.defineText(new Registry(base), "x <- 1\n", "t");
        assertThrows(IllegalStateException.class, () -> base.getLocal("x"));
    }

    @Test
    void scanningMustFindWhatParsingDefines() {
        REnvironment base = new REnvironment(null, "base");
        // an assignment that does not start its line is invisible to the scan: the prelude is malformed
        RSource.defineText(new Registry(base), "f <- function() 1; g <- function() 2\n", "t");
        assertThrows(IllegalStateException.class, () -> base.getLocal("f"));
    }

    @Test
    void definitionsMadeBeforeLoadingStay() {
        REnvironment base = new REnvironment(null, "base");
        RSource.defineText(new Registry(base), "f <- function() 1\ng <- function() 2\n", "t");
        base.defineRaw("g", flashr.lang.RNull.NULL);
        assertEquals(RClosure.class, base.getLocal("f").getClass());
        assertSame(flashr.lang.RNull.NULL, base.getLocal("g"));
    }

    @Test
    void factorSourceParses() {
        REnvironment base = new REnvironment(null, "base");
        RSource.define(new Registry(base), "base/factor.R");
        assertEquals(RClosure.class, base.getLocal("[<-.factor").getClass());
    }
}

package flashr.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.base.BuiltinCalls;
import flashr.base.system.SystemArgs;
import flashr.eval.SystemQuit;
import flashr.lang.RDouble;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/** The system builtins and base constants, called directly. */
class SystemBuiltinsTest {
    private final BuiltinCalls r = new BuiltinCalls();

    @Test
    void constantsAreInTheBaseEnvironment() {
        assertEquals(Math.PI, ((RDouble) r.interp.baseEnv().getLocal("pi")).get(0));
        assertEquals("Z", ((RString) r.interp.baseEnv().getLocal("LETTERS")).get(25));
        assertEquals("dec", ((RString) r.interp.baseEnv().getLocal("month.abb")).get(11).toLowerCase());
        RList machine = (RList) r.interp.baseEnv().getLocal(".Machine");
        assertEquals("integer.max", machine.names().get(13));
        assertEquals(2.220446049250313e-16, ((RDouble) machine.get(0)).get(0));
    }

    @Test
    void environmentVariablesSetPerSession() {
        r.call("Sys.setenv", "FLASHR_TEST_VAR=", RString.of("bar"));
        assertArrayEquals(new String[] {"bar"}, ((RString) r.call("Sys.getenv", RString.of("FLASHR_TEST_VAR"))).data());
        RString two = (RString) r.call("Sys.getenv", RString.of("FLASHR_TEST_VAR", "FLASHR_NOPE"), "unset=", RString.of("u"));
        assertArrayEquals(new String[] {"bar", "u"}, two.data());
        assertArrayEquals(new String[] {"FLASHR_TEST_VAR", "FLASHR_NOPE"}, two.names().data());
        assertEquals("", ((RString) new BuiltinCalls().call("Sys.getenv", RString.of("FLASHR_TEST_VAR"))).get(0));
    }

    @Test
    void commandArgsAfterArgsMarker() {
        SystemArgs.setCommandArgs(new String[] {"flashr", "script.R", "--args", "a", "b"});
        try {
            assertArrayEquals(new String[] {"a", "b"}, ((RString) r.call("commandArgs", "trailingOnly=", RLogical.of(true))).data());
            assertEquals(5, ((RString) r.call("commandArgs")).length());
        } finally {
            SystemArgs.setCommandArgs(new String[] {"flashr"});
        }
    }

    @Test
    void quitCarriesTheStatus() {
        SystemQuit q = assertThrows(SystemQuit.class, () -> r.call("quit", "status=", RDouble.of(3)));
        assertEquals(3, q.status());
    }

    @Test
    void procTimeIsClassed() {
        RValue t = r.call("proc.time");
        assertTrue(t.inherits("proc_time"));
        assertEquals("elapsed", ((RDouble) t).names().get(2));
        assertTrue(r.call("Sys.time").inherits("POSIXct"));
    }

    @Test
    void fileExistsAndReadLines() throws Exception {
        java.nio.file.Path f = java.nio.file.Files.createTempFile("flashr", ".txt");
        java.nio.file.Files.writeString(f, "one\ntwo\n");
        RLogical e = (RLogical) r.call("file.exists", RString.of(f.toString(), f + ".nope"));
        assertArrayEquals(new int[] {1, 0}, e.data());
        assertArrayEquals(new String[] {"one", "two"}, ((RString) r.call("readLines", RString.of(f.toString()))).data());
        java.nio.file.Files.delete(f);
    }
}

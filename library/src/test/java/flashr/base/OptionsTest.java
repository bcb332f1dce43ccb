package flashr.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import flashr.eval.Options;
import flashr.format.PrintOptions;
import org.junit.jupiter.api.Test;

/** options(): per-session storage, validation, and the print settings printing reads. */
class OptionsTest {
    @Test
    void printOptionsFollowTheSessionsOptions() {
        ScriptRun r = ScriptRun.run("options(digits = 3, width = 40, scipen = 2)\n");
        PrintOptions p = Options.printOptions(r.session.interpreter());
        assertEquals(3, p.digits());
        assertEquals(40, p.width());
        assertEquals(2, p.scipen());
    }

    @Test
    void optionsDoNotLeakBetweenSessions() {
        ScriptRun.run("options(digits = 3, flashr.test = 1)\n");
        ScriptRun fresh = ScriptRun.run("");
        assertEquals(PrintOptions.DEFAULT.digits(), Options.printOptions(fresh.session.interpreter()).digits());
        assertNull(Options.get(fresh.session.interpreter(), "flashr.test"));
    }

    @Test
    void settingReturnsOldValuesInvisiblyAndNullRemoves() {
        ScriptRun r = ScriptRun.run("options(a.b = 1)\nold <- options(a.b = NULL, digits = 9)\nstr <- c(old$a.b, old$digits)\nprint(str)\n"
                + "print(is.null(getOption('a.b')))\n");
        assertEquals("[1] 1 7\n[1] TRUE\n", r.out);
        assertEquals("", r.err);
    }

    @Test
    void digitsAreValidatedAndStoredAsIntegers() {
        ScriptRun r = ScriptRun.run("options(digits = 3.7)\nprint(typeof(getOption('digits')))\noptions(digits = 23)\n");
        assertEquals("[1] \"integer\"\n", r.out);
        assertEquals("Error in options(digits = 23) : \n  invalid 'digits' parameter, allowed 1...22\nExecution halted\n", r.err);
    }
}

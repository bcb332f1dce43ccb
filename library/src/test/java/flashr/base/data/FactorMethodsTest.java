package flashr.base.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.base.ScriptRun;
import org.junit.jupiter.api.Test;

/** Factor methods written in R, reached by the evaluator's S3 dispatch from base functions. */
class FactorMethodsTest {
    @Test
    void assigningAnUnknownLevelWarnsUnderTheMethodsCall() {
        ScriptRun r = ScriptRun.run("f <- factor(c('a', 'b'))\nf[2] <- 'z'\nprint(f)\n");
        assertEquals("[1] a    <NA>\nLevels: a b\n", r.out);
        assertEquals("Warning message:\nIn `[<-.factor`(`*tmp*`, 2, value = \"z\") :\n  invalid factor level, NA generated\n", r.err);
    }

    @Test
    void combiningFactorsUnionsTheirLevels() {
        ScriptRun r = ScriptRun.run("print(levels(c(factor(c('b', 'a')), factor('c'))))\n");
        assertEquals("[1] \"a\" \"b\" \"c\"\n", r.out);
    }

    @Test
    void factorOfAFactorKeepsLevelOrderAndOrderedness() {
        ScriptRun r = ScriptRun.run("o <- factor(c('z', 'a'), levels = c('z', 'a'), ordered = TRUE)\nprint(factor(o))\n");
        assertEquals("[1] z a\nLevels: z < a\n", r.out);
    }

    @Test
    void splitThenUnsplitRestoresTheOrder() {
        ScriptRun r = ScriptRun.run("g <- c(2, 1, 2)\nprint(unsplit(split(c(10, 20, 30), g), g))\n");
        assertEquals("[1] 10 20 30\n", r.out);
    }
}

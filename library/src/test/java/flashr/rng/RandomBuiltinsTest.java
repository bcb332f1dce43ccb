package flashr.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/** The random builtins called directly, against GNU R 4.2.2's output (printed with digits = 17). */
class RandomBuiltinsTest {
    private final BuiltinCalls r = new BuiltinCalls();

    private double[] doubles(RValue v) {
        return ((RDouble) v).data();
    }

    @Test
    void runifAfterSetSeed() {
        r.call("set.seed", RDouble.of(42));
        assertArrayEquals(new double[] {0.91480604349635541, 0.93707541329786181, 0.28613953478634357,
            0.83044762606732547, 0.64174551889300346}, doubles(r.call("runif", RDouble.of(5))), 0.0);
    }

    @Test
    void rnormRecyclesParameters() {
        r.call("set.seed", RDouble.of(2));
        assertArrayEquals(new double[] {9.1030854533750194, 28.4849184646742479, 11.5878453312088237},
            doubles(r.call("rnorm", RDouble.of(3), RDouble.of(10), RDouble.of(1, 100))), 0.0);
    }

    @Test
    void rexpUsesScaleOneOverRate() {
        r.call("set.seed", RDouble.of(9));
        assertArrayEquals(new double[] {1.40309202736440763, 0.73961443336356658, 0.41859277988315036},
            doubles(r.call("rexp", RDouble.of(3), RDouble.of(1, 2, 3))), 0.0);
    }

    @Test
    void rbinomReturnsIntegers() {
        r.call("set.seed", RDouble.of(4));
        RValue x = r.call("rbinom", RDouble.of(6), RDouble.of(10, 100), RDouble.of(0.5));
        assertArrayEquals(new int[] {5, 48, 4, 57, 6, 45}, ((RInt) x).data());
    }

    @Test
    void weightedSampleOfStrings() {
        r.call("set.seed", RDouble.of(10));
        RValue x = r.call("sample", RString.of("a", "b", "c"), RDouble.of(10), "replace=", RDouble.of(1),
            "prob=", RDouble.of(.5, .3, .2));
        assertArrayEquals(new String[] {"b", "a", "a", "b", "a", "a", "a", "a", "b", "a"}, ((RString) x).data());
    }

    @Test
    void samplePermutationKeepsNames() {
        r.call("set.seed", RDouble.of(10));
        RDouble x = RDouble.of(1, 2, 3);
        x.setAttr("names", RString.of("x", "y", "z"));
        RValue s = r.call("sample", x);
        assertArrayEquals(new double[] {3, 1, 2}, doubles(s), 0.0);
        assertArrayEquals(new String[] {"z", "x", "y"}, ((RDouble) s).names().data());
    }

    @Test
    void sampleErrorsAsR() {
        RError e = assertThrows(RError.class, () -> r.call("sample", RDouble.of(5), RDouble.of(10)));
        assertEquals("cannot take a sample larger than the population when 'replace = FALSE'", e.getMessage());
        flashr.lang.RCall call = (flashr.lang.RCall) e.call();
        assertEquals("sample.int", call.functionName());
        assertEquals(4, call.argCount());
    }

    @Test
    void normalDistributionFunctions() {
        assertArrayEquals(new double[] {-1.9599639845400538, 0, 1.9599639845400536, -6.3613409024040557},
            doubles(r.call("qnorm", RDouble.of(0.025, 0.5, 0.975, 1e-10))), 0.0);
        assertArrayEquals(new double[] {1.5865525393145705e-01, 0.5, 9.7500210485177963e-01, 7.6198530241605269e-24},
            doubles(r.call("pnorm", RDouble.of(-1, 0, 1.96, -10))), 0.0);
        assertArrayEquals(new double[] {3.9894228040143270e-01, 2.4197072451914337e-01, 9.1347204083645936e-12},
            doubles(r.call("dnorm", RDouble.of(0, 1, 7))), 0.0);
    }

    @Test
    void assigningRandomSeedRestoresTheState() {
        r.call("set.seed", RDouble.of(1));
        r.call("runif", RDouble.of(2));
        RValue saved = r.interp.globalEnv().getLocal(".Random.seed");
        assertEquals(10403, ((RInt) saved).get(0));
        double[] y = doubles(r.call("runif", RDouble.of(2)));
        r.interp.globalEnv().define(".Random.seed", ((RInt) saved).copy());
        assertArrayEquals(y, doubles(r.call("runif", RDouble.of(2))), 0.0);
    }

    @Test
    void roundingSamplerAsOldR() {
        // set.seed(123, sample.kind = "Rounding") warns, which needs the evaluator: set the kind first
        r.call("RNGkind", "kind=", RString.of("Mersenne-Twister"));
        r.call("set.seed", RDouble.of(123));
        RandomState.of(r.interp).setRounding(true);
        assertArrayEquals(new int[] {3, 8, 4, 7, 6, 1, 10, 9, 2, 5}, ((RInt) r.call("sample", RDouble.of(10))).data());
        assertEquals(403, ((RInt) r.interp.globalEnv().getLocal(".Random.seed")).get(0));
        assertArrayEquals(new String[] {"Mersenne-Twister", "Inversion", "Rounding"}, ((RString) r.call("RNGkind")).data());
    }

    @Test
    void rngKindReseedsFromADraw() {
        r.call("set.seed", RDouble.of(1));
        r.call("RNGkind", RString.of("Mersenne-Twister"));
        assertArrayEquals(new double[] {0.18868087697774172, 0.53220281214453280}, doubles(r.call("runif", RDouble.of(2))), 0.0);
    }

    @Test
    void unseededSessionsDiffer() {
        BuiltinCalls other = new BuiltinCalls();
        assertTrue(doubles(r.call("runif", RDouble.of(1)))[0] != doubles(other.call("runif", RDouble.of(1)))[0]);
    }
}

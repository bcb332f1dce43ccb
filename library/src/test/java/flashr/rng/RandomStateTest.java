package flashr.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The generator streams against values printed by GNU R 4.2.2 with {@code sprintf("%.17g", x)}. */
class RandomStateTest {

    private static RandomState seeded(int seed) {
        RandomState s = new RandomState();
        s.setSeed(seed);
        return s;
    }

    private static void assertStream(double[] expected, RandomState s, java.util.function.DoubleSupplier next) {
        double[] got = new double[expected.length];
        for (int i = 0; i < got.length; i++) got[i] = next.getAsDouble();
        assertArrayEquals(expected, got, 0.0);
    }

    @Test
    void uniformStreamsMatchR() {
        // set.seed(s); runif(3)
        double[][] expected = {
            {0.26550866314209998, 0.37212389963679016, 0.57285336335189641},
            {0.91480604349635541, 0.93707541329786181, 0.28613953478634357},
            {0.28757752012461424, 0.78830513544380665, 0.40897692181169987},
            {0.73459476791322231, 0.33969277143478394, 0.1910452856682241},
            {0.68966742674820125, 0.98787517822347581, 0.19676422467455268},
        };
        int[] seeds = {1, 42, 123, -5, 2147483647};
        for (int k = 0; k < seeds.length; k++) {
            RandomState s = seeded(seeds[k]);
            assertStream(expected[k], s, s::unifRand);
        }
    }

    @Test
    void seedStateMatchesRandomSeed() {
        // set.seed(1); runif(1); .Random.seed[c(2:4, 626)]
        RandomState s = seeded(1);
        s.unifRand();
        int[] st = s.generator().state();
        assertEquals(1, st[0]);
        assertEquals(1654269195, st[1]);
        assertEquals(-1877109783, st[2]);
        assertEquals(1450597184, st[624]);
    }

    @Test
    void normalByInversionMatchesR() {
        RandomState s = seeded(1);
        assertStream(new double[] {-0.62645381074233242, 0.18364332422208224, -0.83562861241004716,
            1.5952808021377916, 0.32950777181536051}, s, s::normRand);
    }

    @Test
    void normalDeviatesInBulkAreTheStreamOneByOne() {
        int n = 3 * (1 << 18) + 12345; // several blocks inverted beside the generator, and a partial one
        RandomState bulk = seeded(2);
        double[] x = new double[n];
        NormalDeviates.fill(bulk, x, 1.5, 2.25);
        RandomState single = seeded(2);
        double[] y = new double[n];
        for (int i = 0; i < n; i++) y[i] = 1.5 + 2.25 * single.normRand();
        assertArrayEquals(y, x, 0.0);
        assertArrayEquals(single.generator().state(), bulk.generator().state());
    }

    @Test
    void knuthGeneratorsMatchR() {
        // set.seed(123, kind = k); runif(3)
        RandomState s = new RandomState();
        s.switchKind(6);
        s.setSeed(123);
        assertStream(new double[] {0.040621303021907827, 0.065118247643113164, 0.992904875427484956}, s, s::unifRand);
        s.switchKind(4);
        s.setSeed(123);
        assertStream(new double[] {0.358862958848476576, 0.170069649815559470, 0.957651465199888197}, s, s::unifRand);
        assertEquals(101, s.generator().state().length);
    }

    @Test
    void otherNormalKindsMatchR() {
        // set.seed(seed, normal.kind = k); rnorm(3) (the buggy kind set by RNGkind first)
        int[] kinds = {NormalKinds.BOX_MULLER, NormalKinds.AHRENS_DIETER, NormalKinds.KINDERMAN_RAMAGE,
            NormalKinds.BUGGY_KINDERMAN_RAMAGE};
        int[] seeds = {3, 5, 5, 1};
        double[][] expected = {
            {0.32204541286869054, 0.56909628652410116, -1.12007407783038593},
            {0.48047051111839845, -0.43872489130058101, -1.28623878185646290},
            {-0.19570367450288489, -0.59541536427639064, 0.71123284382695773},
            {-0.72586443635143016, 1.23251560809423921, 0.28036952823392824},
        };
        for (int k = 0; k < kinds.length; k++) {
            RandomState s = new RandomState();
            s.setNormalKind(kinds[k]);
            s.setSeed(seeds[k]);
            assertStream(expected[k], s, s::normRand);
        }
    }

    @Test
    void exponentialMatchesR() {
        RandomState s = seeded(42);
        assertStream(new double[] {0.19833681178388843, 0.66089525213465095, 0.28349103778600693,
            0.038191898260265589, 0.47317662928253412}, s, s::expRand);
    }

    @Test
    void samplingMatchesR() {
        // set.seed(7); sample(10); sample(1e6, 3); sample(5, 3, replace = TRUE)
        RandomState s = seeded(7);
        assertArrayEquals(new int[] {10, 3, 7, 4, 2, 6, 5, 9, 8, 1}, Sampling.uniform(s, 10, 10, false));
        assertArrayEquals(new int[] {333231, 459323, 610572}, Sampling.uniform(s, 1000000, 3, false));
        assertArrayEquals(new int[] {3, 4, 2}, Sampling.uniform(s, 5, 3, true));
    }

    @Test
    void walkerAliasSamplingMatchesR() {
        // set.seed(5); sample(300, 8, replace = TRUE, prob = 1:300)
        RandomState s = seeded(5);
        double[] p = new double[300];
        for (int i = 0; i < p.length; i++) p[i] = i + 1;
        assertArrayEquals(new int[] {185, 203, 237, 222, 234, 293, 128, 220}, Sampling.weighted(s, 300, 8, true, p));
    }

    @Test
    void walkerWithRoundingSamplerMatchesOldR() {
        // set.seed(5); RNGkind(sample.kind = "Rounding"); sample(300, 8, replace = TRUE, prob = 1:300)
        RandomState s = seeded(5);
        s.setRounding(true);
        double[] p = new double[300];
        for (int i = 0; i < p.length; i++) p[i] = i + 1;
        assertArrayEquals(new int[] {61, 206, 276, 86, 285, 211, 159, 243}, Sampling.weighted(s, 300, 8, true, p));
    }

    @Test
    void poissonMatchesR() {
        // set.seed(10); rpois(10, 3); rpois(5, 0.5); rpois(6, c(1, 50, 1000))
        RandomState s = seeded(10);
        assertStream(new double[] {3, 2, 3, 4, 1, 2, 2, 2, 3, 3}, s, () -> Poisson.random(s, 3));
        assertStream(new double[] {1, 0, 0, 0, 0}, s, () -> Poisson.random(s, 0.5));
        double[] mu = {1, 50, 1000};
        int[] i = {0};
        assertStream(new double[] {1, 38, 1030, 1, 55, 992}, s, () -> Poisson.random(s, mu[i[0]++ % 3]));
    }

    @Test
    void gammaFamilyMatchesR() {
        // set.seed(1); rgamma(5, 2); rgamma(3, 0.5, rate = 4); rchisq(2, 3); rt(2, 5)
        RandomState s = seeded(1);
        assertStream(new double[] {0.83086500237800842, 3.5707563471619541, 3.4631703801372664, 2.0508118501089543,
            3.8854090293174655}, s, () -> Gamma.random(s, 2, 1));
        assertStream(new double[] {0.20768337784843405, 0.46671213766745323, 0.025022994703962704}, s,
            () -> Gamma.random(s, 0.5, 0.25));
        assertStream(new double[] {2.7346166266930467, 2.5362552302121495}, s, () -> Gamma.chisq(s, 3));
        assertStream(new double[] {-0.86409523238486186, -1.5027652863765684}, s, () -> Gamma.studentT(s, 5));
    }

    @Test
    void binomialMatchesR() {
        // set.seed(3); rbinom(10, 5, 0.3); rbinom(10, 100, 0.4); rbinom(5, 1000, 0.9)
        RandomState s = seeded(3);
        assertStream(new double[] {0, 2, 1, 1, 2, 2, 0, 1, 2, 2}, s, () -> Binomial.random(s, 5, 0.3));
        assertStream(new double[] {32, 37, 44, 42, 38, 44, 40, 42, 39, 39}, s, () -> Binomial.random(s, 100, 0.4));
        assertStream(new double[] {904, 892, 900, 904, 897}, s, () -> Binomial.random(s, 1000, 0.9));
    }

    /** RNGkind(k); set.seed(7); runif(3) in GNU R 4.2, bit for bit, for each generator besides the Mersenne-Twister. */
    @Test
    void classicGeneratorsGiveRsStreams() {
        int[] kinds = {0, 1, 2, 7};
        double[][] expected = {
            {0.089057342264138084, 0.85533327869838027, 0.29683462612170008},
            {0.028150037636084018, 0.68336121032092734, 0.767579283511168},
            {0.44837969365724811, 0.21930756704399998, 0.75000200414797324},
            {0.12410741038954384, 0.84755739995556412, 0.38362226141463746}};
        for (int k = 0; k < kinds.length; k++) {
            RandomState s = new RandomState();
            assertEquals(true, s.switchKind(kinds[k]));
            s.setSeed(7);
            assertStream(expected[k], s, s::unifRand);
            // the state taken and restored continues the same stream
            int[] state = s.generator().state();
            double next = s.unifRand();
            s.restore(kinds[k], state);
            assertEquals(next, s.unifRand(), 0.0);
        }
        assertEquals(false, new RandomState().switchKind(5)); // user-supplied: flashr has none
    }
}

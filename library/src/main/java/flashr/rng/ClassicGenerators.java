package flashr.rng;

/**
 * R's generators other than the Mersenne-Twister, each a few integers of state: Wichmann-Hill,
 * Marsaglia-Multicarry, Super-Duper and L'Ecuyer-CMRG (and Knuth's, in {@link KnuthTaocp}), with R's seeding and its unsigned 32-bit
 * arithmetic (Java's int with unsigned reads where R's Int32 is unsigned).
 */
public final class ClassicGenerators {
    private ClassicGenerators() {}

    /** {@code 1 / (2^32 - 1)}: R's {@code i2_32m1}. */
    private static final double I2_32M1 = 2.328306437080797e-10;

    /** A generator of kind {@code kind} (R's number) seeded with {@code seed}; null for kinds flashr lacks. */
    public static UniformGenerator of(int kind, int seed) {
        UniformGenerator g = switch (kind) {
            case 0 -> new WichmannHill();
            case 1 -> new MarsagliaMulticarry();
            case 2 -> new SuperDuper();
            case 3 -> new MersenneTwister(seed);
            case 4 -> new KnuthTaocp(false);
            case 6 -> new KnuthTaocp(true);
            case 7 -> new LecuyerCmrg();
            default -> null;
        };
        if (g != null) g.setSeed(seed);
        return g;
    }

    private static double unsigned(int v) {
        return v & 0xffffffffL;
    }

    /** The state filled with successive LCG values from the scrambled seed, as RNG_Init does for these kinds. */
    private static int[] filled(int seed, int n) {
        int[] s = new int[n];
        seed = UniformGenerator.scrambled(seed);
        for (int j = 0; j < n; j++) {
            seed = 69069 * seed + 1;
            s[j] = seed;
        }
        return s;
    }

    /** Base for the generators whose state is a plain int array. */
    private abstract static class Small implements UniformGenerator {
        private final int words;
        int[] s;

        Small(int words) { this.words = words; }

        /** R's RNG_Init for these kinds: the state filled from the scrambled seed, then fixed up. */
        @Override
        public void setSeed(int seed) {
            s = filled(seed, words);
            fixup();
        }

        @Override
        public int[] state() {
            return s.clone();
        }

        @Override
        public void setState(int[] state) {
            s = state.clone();
            fixup();
        }

        @Override
        public int stateLength() {
            return s.length;
        }

        /** R's FixupSeeds: seeds the generator cannot start from are moved. */
        void fixup() {}
    }

    static final class WichmannHill extends Small {
        WichmannHill() { super(3); }

        @Override
        public int kind() {
            return 0;
        }

        @Override
        void fixup() {
            s[0] = Integer.remainderUnsigned(s[0], 30269);
            s[1] = Integer.remainderUnsigned(s[1], 30307);
            s[2] = Integer.remainderUnsigned(s[2], 30323);
            for (int i = 0; i < 3; i++) if (s[i] == 0) s[i] = 1;
        }

        @Override
        public double nextDouble() {
            s[0] = s[0] * 171 % 30269;
            s[1] = s[1] * 172 % 30307;
            s[2] = s[2] * 170 % 30323;
            double v = s[0] / 30269.0 + s[1] / 30307.0 + s[2] / 30323.0;
            return v - (int) v;
        }
    }

    static final class MarsagliaMulticarry extends Small {
        MarsagliaMulticarry() { super(2); }

        @Override
        public int kind() {
            return 1;
        }

        @Override
        void fixup() {
            if (s[0] == 0) s[0] = 1;
            if (s[1] == 0) s[1] = 1;
        }

        @Override
        public double nextDouble() {
            s[0] = 36969 * (s[0] & 0xffff) + (s[0] >>> 16);
            s[1] = 18000 * (s[1] & 0xffff) + (s[1] >>> 16);
            return unsigned((s[0] << 16) ^ (s[1] & 0xffff)) * I2_32M1;
        }
    }

    static final class SuperDuper extends Small {
        SuperDuper() { super(2); }

        @Override
        public int kind() {
            return 2;
        }

        @Override
        void fixup() {
            if (s[0] == 0) s[0] = 1;
            s[1] |= 1; // the congruential part must be odd
        }

        @Override
        public double nextDouble() {
            s[0] ^= (s[0] >>> 15) & 0x1ffff; // Tausworthe
            s[0] ^= s[0] << 17;
            s[1] *= 69069; // congruential
            return unsigned(s[0] ^ s[1]) * I2_32M1;
        }
    }

    static final class LecuyerCmrg extends Small {
        private static final long M1 = 4294967087L;
        private static final long M2 = 4294944443L;

        LecuyerCmrg() { super(6); }

        @Override
        public int kind() {
            return 7;
        }

        @Override
        public void setSeed(int seed) {
            s = new int[6];
            seed = UniformGenerator.scrambled(seed);
            for (int j = 0; j < 6; j++) {
                seed = 69069 * seed + 1;
                while ((seed & 0xffffffffL) >= M2) seed = 69069 * seed + 1;
                s[j] = seed;
            }
        }

        @Override
        public double nextDouble() {
            long p1 = 1403580L * (s[1] & 0xffffffffL) - 810728L * (s[0] & 0xffffffffL);
            p1 -= (p1 / M1) * M1;
            if (p1 < 0) p1 += M1;
            s[0] = s[1];
            s[1] = s[2];
            s[2] = (int) p1;
            long p2 = 527612L * (s[5] & 0xffffffffL) - 1370589L * (s[3] & 0xffffffffL);
            p2 -= (p2 / M2) * M2;
            if (p2 < 0) p2 += M2;
            s[3] = s[4];
            s[4] = s[5];
            s[5] = (int) p2;
            return ((p1 > p2) ? (p1 - p2) : (p1 - p2 + M1)) * 2.328306549295727688e-10;
        }
    }
}

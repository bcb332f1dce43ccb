package flashr.rng;

/**
 * Knuth's lagged Fibonacci generator {@code x[j] = (x[j-100] - x[j-37]) mod 2^30} from TAOCP
 * Vol. 2, Section 3.6, as R uses it: {@code RNGkind("Knuth-TAOCP-2002")} (kind 6) seeds with
 * the 2002 {@code ran_start}, {@code "Knuth-TAOCP"} (kind 4) with the 1997 one (R's
 * {@code .TAOCP1997init}). Both then refill the 100 words with a 1009-long {@code ran_array}
 * cycle whenever they are used up and deliver the words themselves times 2^-30. The state is
 * R's: the 100 words and the position (101 ints of {@code .Random.seed}).
 */
final class KnuthTaocp implements UniformGenerator {
    private static final int KK = 100;
    private static final int LL = 37;
    private static final int MM = 1 << 30;
    private static final int TT = 70;
    private static final int QUALITY = 1009;
    private static final double TWO_POW_M30 = 9.31322574615479e-10;

    private final boolean v2002;
    /** ran_x[0..99], then the position KT_pos. */
    private final int[] s = new int[KK + 1];
    private final int[] buffer = new int[QUALITY];

    KnuthTaocp(boolean v2002) {
        this.v2002 = v2002;
    }

    @Override
    public int kind() {
        return v2002 ? 6 : 4;
    }

    /** R's RNG_Init: the scrambled seed, reduced (unsigned) mod 1073741821, starts the generator. */
    @Override
    public void setSeed(int seed) {
        int start = (int) Long.remainderUnsigned(UniformGenerator.scrambled(seed) & 0xffffffffL, 1073741821L);
        if (v2002) start2002(start);
        else start1997(start);
        s[KK] = KK;
    }

    @Override
    public double nextDouble() {
        if (s[KK] >= KK) {
            ranArray(buffer, QUALITY);
            s[KK] = 0;
        }
        return s[s[KK]++] * TWO_POW_M30;
    }

    @Override
    public int[] state() {
        return s.clone();
    }

    /** R's FixupSeeds: a position <= 0 restarts the block; an all-zero state is reseeded from the clock. */
    @Override
    public void setState(int[] state) {
        System.arraycopy(state, 0, s, 0, KK + 1);
        if (s[KK] <= 0) s[KK] = KK;
        boolean allZero = true;
        for (int j = 0; j < KK; j++) allZero &= s[j] == 0;
        if (allZero) setSeed((int) System.nanoTime());
    }

    @Override
    public int stateLength() {
        return KK + 1;
    }

    private static int modDiff(int x, int y) {
        return (x - y) & (MM - 1);
    }

    /** Knuth's ran_array: n new numbers in aa, the state advanced. */
    private void ranArray(int[] aa, int n) {
        int i;
        int j;
        for (j = 0; j < KK; j++) aa[j] = s[j];
        for (; j < n; j++) aa[j] = modDiff(aa[j - KK], aa[j - LL]);
        for (i = 0; i < LL; i++, j++) s[i] = modDiff(aa[j - KK], aa[j - LL]);
        for (; i < KK; i++, j++) s[i] = modDiff(aa[j - KK], s[i - LL]);
    }

    /** Knuth's ran_start of the 2002 printing (seed in [0, 2^30 - 3]). */
    private void start2002(int seed) {
        int[] x = new int[KK + KK - 1];
        int ss = (seed + 2) & (MM - 2);
        for (int j = 0; j < KK; j++) {
            x[j] = ss;
            ss <<= 1;
            if (ss >= MM) ss -= MM - 2; // cyclic shift of 29 bits
        }
        x[1]++; // only x[1] odd
        ss = seed & (MM - 1);
        for (int t = TT - 1; t != 0; ) {
            for (int j = KK - 1; j > 0; j--) {
                x[j + j] = x[j];
                x[j + j - 1] = 0; // "square"
            }
            for (int j = KK + KK - 2; j >= KK; j--) {
                x[j - (KK - LL)] = modDiff(x[j - (KK - LL)], x[j]);
                x[j - KK] = modDiff(x[j - KK], x[j]);
            }
            if ((ss & 1) != 0) { // "multiply by z"
                for (int j = KK; j > 0; j--) x[j] = x[j - 1];
                x[0] = x[KK];
                x[LL] = modDiff(x[LL], x[KK]);
            }
            if (ss != 0) ss >>>= 1;
            else t--;
        }
        for (int j = 0; j < LL; j++) s[j + KK - LL] = x[j];
        for (int j = LL; j < KK; j++) s[j - LL] = x[j];
        for (int j = 0; j < 10; j++) ranArray(x, KK + KK - 1); // warm up
    }

    /** The ran_start of the first printing, as R's {@code .TAOCP1997init} computes it (no warm-up). */
    private void start1997(int seed) {
        final int kkk = KK + KK - 1;
        final int kkl = KK - LL;
        int[] x = new int[kkk + 1]; // 1-based, as the R code
        int ss = seed - (seed % 2) + 2;
        for (int j = 1; j <= KK; j++) {
            x[j] = ss;
            ss += ss;
            if (ss >= MM) ss = ss - MM + 2;
        }
        x[2]++;
        ss = seed;
        int t = 69;
        while (t > 0) {
            for (int j = KK; j >= 2; j--) x[j + j - 1] = x[j];
            for (int j = kkk; j >= kkl + 1; j -= 2) x[kkk - j + 2] = x[j] - (x[j] % 2);
            for (int j = kkk; j >= KK + 1; j--) {
                if (x[j] % 2 == 1) {
                    x[j - kkl] = Math.floorMod(x[j - kkl] - x[j], MM);
                    x[j - KK] = Math.floorMod(x[j - KK] - x[j], MM);
                }
            }
            if (ss % 2 == 1) {
                for (int j = KK; j >= 1; j--) x[j + 1] = x[j];
                x[1] = x[KK + 1];
                if (x[KK + 1] % 2 == 1) x[LL + 1] = Math.floorMod(x[LL + 1] - x[KK + 1], MM);
            }
            if (ss != 0) ss /= 2;
            else t--;
        }
        // rs <- c(X[(LL+1):KK], X[1:LL])
        int k = 0;
        for (int j = LL + 1; j <= KK; j++) s[k++] = x[j];
        for (int j = 1; j <= LL; j++) s[k++] = x[j];
    }
}

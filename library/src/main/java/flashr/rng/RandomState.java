package flashr.rng;

import flashr.engine.fn.math.Log2;
import flashr.eval.Interpreter;
import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The random number generator of one R session and R's basic deviates built on it
 * ({@code unif_rand}, {@code norm_rand}, {@code exp_rand}, {@code R_unif_index}). Until
 * {@code set.seed} is called the generator is seeded from the clock and the process id, as R
 * does, so unseeded runs differ.
 */
public final class RandomState {
    /** One state per interpreter, without a field in the interpreter: the entry goes with it. */
    private static final Map<Interpreter, RandomState> STATES = Collections.synchronizedMap(new WeakHashMap<>());

    private static final AtomicInteger SEEDS_TAKEN = new AtomicInteger();
    /** {@code 1 / (2^32 - 1)}: R's {@code i2_32m1}. */
    private static final double I2_32M1 = 2.328306437080797e-10;
    private static final double BIG = 134217728; // 2^27

    /** The generator of the current kind (RNGkind); the Mersenne-Twister until another is chosen. */
    private UniformGenerator generator = new MersenneTwister(timeSeed());
    /** {@code sample.kind = "Rounding"} (R before 3.6) instead of "Rejection". */
    private boolean rounding;
    /** R's N01type of {@code normal.kind}: Inversion (4) unless RNGkind chose another. */
    private int normalKind = NormalKinds.INVERSION;
    /** Box-Muller's second deviate of a pair, 0 when none is kept (R's BM_norm_keep). */
    private final double[] boxMullerKeep = new double[1];
    /** The {@code .Random.seed} value last written for this state (see {@link #published()}). */
    private Object published;

    /** The generator of {@code interp}'s session, created (time-seeded) on first use. */
    public static RandomState of(Interpreter interp) {
        return STATES.computeIfAbsent(interp, i -> new RandomState());
    }

    /** {@code set.seed(seed)}. */
    public void setSeed(int seed) {
        boxMullerKeep[0] = 0.0; // R's RNG_Init zaps the Box-Muller history
        generator.setSeed(seed);
    }

    /** {@code set.seed(NULL)}: a fresh seed from the clock and the process id. */
    public void randomize() {
        setSeed(timeSeed());
    }

    /**
     * R's {@code RNGkind(kind)}: the generator of {@code kind} (R's number) seeded from a draw of the
     * current one, {@code RNG_Init(kind, (Int32) (u * UINT_MAX))}. False, nothing changed, for a kind flashr lacks.
     */
    public boolean switchKind(int kind) {
        if (ClassicGenerators.of(kind, 0) == null) return false;
        double u = unifRand();
        boxMullerKeep[0] = 0.0;
        generator = ClassicGenerators.of(kind, (int) (long) (u * 4294967295.0));
        return true;
    }

    /** A fresh generator of {@code kind} (one flashr has) with the given state, as a loaded {@code .Random.seed}. */
    public void restore(int kind, int[] state) {
        UniformGenerator g = ClassicGenerators.of(kind, 0);
        g.setState(state);
        generator = g;
    }

    public boolean isRounding() {
        return rounding;
    }

    public void setRounding(boolean rounding) {
        this.rounding = rounding;
    }

    /** R's N01type number of the normal kind (0 buggy Kinderman-Ramage, 1 Ahrens-Dieter, 2 Box-Muller, 4 Inversion, 5 Kinderman-Ramage). */
    public int normalKind() {
        return normalKind;
    }

    /** {@code RNGkind(normal.kind =)}: choosing Box-Muller forgets a kept deviate, as R's Norm_kind does. */
    public void setNormalKind(int kind) {
        if (kind != NormalKinds.BUGGY_KINDERMAN_RAMAGE && kind != NormalKinds.AHRENS_DIETER && kind != NormalKinds.BOX_MULLER
                && kind != NormalKinds.INVERSION && kind != NormalKinds.KINDERMAN_RAMAGE) {
            throw new IllegalArgumentException("normal kind " + kind);
        }
        if (kind == NormalKinds.BOX_MULLER) boxMullerKeep[0] = 0.0;
        normalKind = kind;
    }

    public UniformGenerator generator() {
        return generator;
    }

    /**
     * The R value last published as {@code .Random.seed}, or null before the first draw: the
     * builtins compare the binding with it to notice a user assignment of {@code .Random.seed}.
     */
    public Object published() {
        return published;
    }

    public void setPublished(Object value) {
        published = value;
    }

    /** R's {@code unif_rand}: uniform on the open interval (0, 1). */
    public double unifRand() {
        double x = generator.nextDouble();
        if (x <= 0.0) return 0.5 * I2_32M1;
        if (1.0 - x <= 0.0) return 1.0 - 0.5 * I2_32M1;
        return x;
    }

    /**
     * {@code x[i] = a + (b - a) * unif_rand()} for every i in order: {@code runif(n, a, b)} with one
     * finite a < b (R draws nothing when a == b).
     */
    public void uniforms(double[] x, double a, double b) {
        if (generator instanceof MersenneTwister mt) {
            TwisterDraws.uniforms(mt, x, a, b);
            return;
        }
        for (int i = 0; i < x.length; i++) x[i] = a + (b - a) * unifRand();
    }

    /** R's {@code norm_rand} of the current normal kind; by inversion two uniforms give 2^27 times the precision of one. */
    public double normRand() {
        return switch (normalKind) {
            case NormalKinds.INVERSION -> Normal.quantile(normUniform(), 0.0, 1.0, true, false);
            case NormalKinds.AHRENS_DIETER -> NormalKinds.ahrensDieter(this);
            case NormalKinds.KINDERMAN_RAMAGE -> NormalKinds.kindermanRamage(this, false);
            case NormalKinds.BUGGY_KINDERMAN_RAMAGE -> NormalKinds.kindermanRamage(this, true);
            default -> boxMuller();
        };
    }

    private double boxMuller() {
        double kept = boxMullerKeep[0];
        if (kept != 0.0) { // an exact test, as R's
            boxMullerKeep[0] = 0.0;
            return kept;
        }
        return NormalKinds.boxMuller(this, boxMullerKeep);
    }

    /** The uniform deviate {@link #normRand} inverts: two draws of the generator. */
    public double normUniform() {
        double u = unifRand();
        u = (int) (BIG * u) + unifRand();
        return u / BIG;
    }

    /** R's {@code exp_rand}: a standard exponential deviate by Ahrens and Dieter's (1972) algorithm SA. */
    public double expRand() {
        return Exponential.standard(this);
    }

    /**
     * R's {@code R_unif_index}: a uniform integer in [0, dn). With {@code sample.kind =
     * "Rejection"} drawn as the low bits of 16-bit chunks and rejected when not below dn;
     * with "Rounding" {@code floor(dn * u)}, slightly non-uniform.
     */
    public double unifIndex(double dn) {
        return unifIndex(dn, indexBits(dn));
    }

    /** The number of random bits {@link #unifIndex(double, int)} draws for {@code dn}: computed once for many draws. */
    public static int indexBits(double dn) {
        return dn <= 0 ? 0 : (int) Math.ceil(Log2.log2(dn));
    }

    /** {@link #unifIndex(double)} with its bits computed by {@link #indexBits}. */
    public double unifIndex(double dn, int bits) {
        if (rounding) return Math.floor(dn * (dn > roundingCut() ? unifRand25() : unifRand()));
        if (dn <= 0) return 0.0;
        double dv;
        do {
            dv = randomBits(bits);
        } while (dn <= dv);
        return dv;
    }

    /** R_unif_index_0: Knuth's generators have about 30 bits, so larger ranges take two draws. */
    private double roundingCut() {
        int k = generator.kind();
        return k == 4 || k == 6 ? 33554431.0 : Integer.MAX_VALUE;
    }

    /** R's {@code ru()}: a uniform of 50 bits from two draws. */
    private double unifRand25() {
        double u = 33554432.0;
        return (Math.floor(u * unifRand()) + unifRand()) / u;
    }

    private double randomBits(int bits) {
        long v = 0;
        for (int n = 0; n <= bits; n += 16) {
            int v1 = (int) Math.floor(unifRand() * 65536);
            v = 65536 * v + v1;
        }
        return (double) (v & ((1L << bits) - 1));
    }

    /**
     * R's {@code TimeToSeed}: microseconds and seconds of the clock mixed with the process id;
     * plus a count of the seeds taken, since sessions in one JVM share the process id and may
     * start in the same microsecond.
     */
    private static int timeSeed() {
        Instant now = Instant.now();
        long usec = now.getNano() / 1000;
        int seed = (int) ((usec << 16) ^ now.getEpochSecond());
        seed ^= (int) ProcessHandle.current().pid() << 16;
        return seed + 0x9E3779B9 * SEEDS_TAKEN.getAndIncrement();
    }
}

package flashr.bench;

import flashr.engine.fn.LongDoubleLoops;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * One thread's CPU ns an element for the loops under the engine's long double sums of stored
 * doubles (issue 20), over one off-heap segment of n doubles read in runs: a plain sum of four
 * double vectors, {@link LongDoubleLoops#laneSum} on runs of 512 (a Pcache step of 8 columns)
 * and of 16K (a partition's column), and the copying path (each 512-run copied into an array,
 * then {@link LongDoubleLoops#addRun}). Least of reps. Usage: {@code LaneSumMicro [n=1.6e8] [reps=5]}.
 */
public final class LaneSumMicro {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;

    public static void main(String[] args) {
        long n = args.length > 0 ? (long) Double.parseDouble(args[0]) : 160_000_000L;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        MemorySegment seg = Arena.global().allocate(8 * n, 64);
        for (long i = 0; i < n; i++) seg.setAtIndex(ValueLayout.JAVA_DOUBLE, i, ((i * 2654435761L) & 0xFFFFFFFFL) * 0x1p-31 - 1);
        String[] what = {"plain16K", "lane512", "lane16K", "copy512", "unroll512", "heap16K"};
        heap = new double[(int) n];
        MemorySegment.copy(seg, ValueLayout.JAVA_DOUBLE, 0, heap, 0, (int) n);
        double[][] t = new double[what.length][reps];
        double[] out = new double[what.length];
        for (int r = -2; r < reps; r++) {
            for (int w = 0; w < what.length; w++) {
                long c0 = THREADS.getCurrentThreadCpuTime();
                out[w] = run(what[w], seg, n);
                if (r >= 0) t[w][r] = (THREADS.getCurrentThreadCpuTime() - c0) / (double) n;
            }
        }
        for (int w = 0; w < what.length; w++) {
            Arrays.sort(t[w]);
            System.out.printf("%-10s least %.3f median %.3f ns/element  (%s)%n", what[w], t[w][0], t[w][reps / 2], out[w]);
        }
    }

    private static double[] heap;

    private static double run(String w, MemorySegment seg, long n) {
        double[] hi = {0}, lo = {0}, lanes = new double[2];
        double[] buf = new double[1 << 14];
        int run = w.endsWith("512") ? 512 : 1 << 14;
        double plain = 0;
        for (long r0 = 0; r0 < n; r0 += run) {
            int len = (int) Math.min(run, n - r0);
            MemorySegment s = seg.asSlice(8 * r0, 8L * len);
            switch (w) {
                case "plain16K" -> plain += plain(s, len);
                case "lane512", "lane16K" -> LongDoubleLoops.addRun(s, len, hi, lo, 0);
                case "unroll512" -> { unrolled(s, len, lanes); plain += lanes[0] + lanes[1]; }
                case "heap16K" -> LongDoubleLoops.addRun(heap, (int) r0, len, hi, lo, 0);
                default -> {
                    MemorySegment.copy(s, ValueLayout.JAVA_DOUBLE, 0, buf, 0, len);
                    LongDoubleLoops.addRun(buf, 0, len, hi, lo, 0);
                }
            }
        }
        return w.startsWith("plain") || w.startsWith("unroll") ? plain : hi[0] + lo[0];
    }

    /** laneSum's loop with two steps an iteration (the same operations on each accumulator in the same order). */
    private static void unrolled(MemorySegment a, int n, double[] out) {
        DoubleVector h0 = DoubleVector.zero(S), l0 = h0, h1 = h0, l1 = h0;
        int L = S.length(), k = 0;
        ByteOrder o = ByteOrder.nativeOrder();
        for (; k + 4 * L <= n; k += 4 * L) {
            DoubleVector x0 = DoubleVector.fromMemorySegment(S, a, (long) k * 8, o);
            DoubleVector x1 = DoubleVector.fromMemorySegment(S, a, (long) (k + L) * 8, o);
            DoubleVector x2 = DoubleVector.fromMemorySegment(S, a, (long) (k + 2 * L) * 8, o);
            DoubleVector x3 = DoubleVector.fromMemorySegment(S, a, (long) (k + 3 * L) * 8, o);
            DoubleVector s0 = h0.add(x0), s1 = h1.add(x1);
            DoubleVector b0 = s0.sub(h0), b1 = s1.sub(h1);
            l0 = h0.sub(s0.sub(b0)).add(x0.sub(b0)).add(l0);
            l1 = h1.sub(s1.sub(b1)).add(x1.sub(b1)).add(l1);
            s0 = s0.add(x2); s1 = s1.add(x3);
            DoubleVector c0 = s0.sub(h0.add(x0)), c1 = s1.sub(h1.add(x1));
            DoubleVector p0 = h0.add(x0), p1 = h1.add(x1);
            l0 = p0.sub(s0.sub(c0)).add(x2.sub(c0)).add(l0);
            l1 = p1.sub(s1.sub(c1)).add(x3.sub(c1)).add(l1);
            h0 = s0;
            h1 = s1;
        }
        out[0] = h0.add(h1).reduceLanes(VectorOperators.ADD);
        out[1] = l0.add(l1).reduceLanes(VectorOperators.ADD);
    }

    private static double plain(MemorySegment s, int len) {
        DoubleVector a0 = DoubleVector.zero(S), a1 = a0, a2 = a0, a3 = a0;
        int l = S.length(), k = 0;
        for (; k + 4 * l <= len; k += 4 * l) {
            a0 = a0.add(DoubleVector.fromMemorySegment(S, s, 8L * k, ByteOrder.nativeOrder()));
            a1 = a1.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + l), ByteOrder.nativeOrder()));
            a2 = a2.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + 2 * l), ByteOrder.nativeOrder()));
            a3 = a3.add(DoubleVector.fromMemorySegment(S, s, 8L * (k + 3 * l), ByteOrder.nativeOrder()));
        }
        return a0.add(a1).add(a2).add(a3).reduceLanes(VectorOperators.ADD);
    }
}

package flashr.bench;

import flashr.linalg.Backend;
import flashr.linalg.Lapack;
import flashr.linalg.Linalg;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * svd's dgesdd (jobz 'S') in a JVM, on one matrix read from a file (R's {@code writeBin} of a
 * square double matrix), with its arrays in each of the places R values can reach it from:
 * {@code native} segments, Java arrays {@code staged} in native scratch, Java arrays passed
 * {@code inplace} (the process declared quiet, as flashr's binding does when its engines are
 * idle). Prints each call's process CPU and elapsed seconds, in the format of
 * {@code bench/linalg/svd-c.c}, which makes the same call from C on the same file, so the two can
 * take turns on a busy machine (bench/linalg/svd-places.sh).
 * Usage: SvdPlacesBench N ROUNDS PLACES(comma-separated) FILE
 */
public final class SvdPlacesBench {
    private SvdPlacesBench() {}

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        String[] places = args[2].split(",");
        double[] a = new double[n * n];
        read(a, Path.of(args[3]));
        Backend b = Linalg.nativeBackend().orElseThrow();
        b.setThreads(1);
        Lapack l = b.lapack().orElseThrow();
        try (Arena arena = Arena.ofConfined()) {
            for (int r = 0; r < rounds; r++) {
                for (String place : places) {
                    boolean heap = !place.equals("native");
                    Linalg.holdSafepointsWhen(place.equals("inplace") ? () -> true : null);
                    MemorySegment w = matrix(arena, n * n, heap), u = matrix(arena, n * n, heap), vt = matrix(arena, n * n, heap);
                    MemorySegment s = matrix(arena, n, heap);
                    w.copyFrom(MemorySegment.ofArray(a));
                    long c0 = cpuNanos(), t0 = System.nanoTime(), h0 = Linalg.safepointHolds();
                    l.dgesdd('S', n, n, w, n, s, u, n, vt, n);
                    System.out.printf("J-%s svd %d cpu %.3f wall %.3f held %d d1 %.6f%n", place, n, (cpuNanos() - c0) * 1e-9,
                            (System.nanoTime() - t0) * 1e-9, Linalg.safepointHolds() - h0, s.getAtIndex(ValueLayout.JAVA_DOUBLE, 0));
                }
            }
        }
    }

    /** The process's CPU time: every thread's, as the C driver's CLOCK_PROCESS_CPUTIME_ID. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void read(double[] a, Path file) throws IOException {
        MemorySegment bytes = MemorySegment.ofArray(Files.readAllBytes(file));
        for (int i = 0; i < a.length; i++) a[i] = bytes.getAtIndex(ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN), i);
    }

    private static MemorySegment matrix(Arena arena, int n, boolean heap) {
        return heap ? MemorySegment.ofArray(new double[n]) : arena.allocate(8L * n, 64);
    }
}

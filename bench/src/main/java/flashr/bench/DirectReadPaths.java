package flashr.bench;

import com.sun.nio.file.ExtendedOpenOption;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The two ways to read a file with O_DIRECT into the same 4096-aligned native buffer, side by
 * side: the JDK's {@code ExtendedOpenOption.DIRECT} channel (what the file store uses) and an FFM
 * downcall to {@code open(O_DIRECT)} and {@code pread}. Sequential reads of a whole file in
 * requests of a given size, the two alternating, best of the rounds, wall time and the thread's
 * CPU time per request. Usage: {@code DirectReadPaths [dir] [fileMB] [rounds] [requestKB...]}
 * (Linux x86-64; class path {@code repl/target/flashr.jar:bench/target/classes}).
 */
public final class DirectReadPaths {
    private static final int O_DIRECT = 0x4000;   // x86-64 Linux
    private static final Linker LINKER = Linker.nativeLinker();
    private static final MethodHandle OPEN = LINKER.downcallHandle(LINKER.defaultLookup().find("open").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT),
            Linker.Option.firstVariadicArg(2));
    private static final MethodHandle PREAD = LINKER.downcallHandle(LINKER.defaultLookup().find("pread").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG));
    private static final MethodHandle CLOSE = LINKER.downcallHandle(LINKER.defaultLookup().find("close").orElseThrow(),
            FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));

    private DirectReadPaths() { }

    public static void main(String[] a) throws Throwable {
        Path dir = Path.of(a.length > 0 ? a[0] : System.getProperty("java.io.tmpdir"));
        long bytes = (a.length > 1 ? Long.parseLong(a[1]) : 256) << 20;
        int rounds = a.length > 2 ? Integer.parseInt(a[2]) : 3;
        int[] kbs = a.length > 3 ? java.util.Arrays.stream(a, 3, a.length).mapToInt(Integer::parseInt).toArray() : new int[] {64, 1024, 8192};
        Path f = dir.resolve("direct-read-paths.bin");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buf = arena.allocate(8L << 20, 4096);
            buf.fill((byte) 3);
            try (FileChannel w = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                for (long pos = 0; pos < bytes; pos += buf.byteSize()) {
                    ByteBuffer b = buf.asByteBuffer();
                    while (b.hasRemaining()) w.write(b, pos + b.position());
                }
                w.force(true);
            }
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            System.out.printf("file %d MB in %s, %d rounds, best wall GB/s and CPU us per request%n", bytes >> 20, dir, rounds);
            for (int kb : kbs) {
                long req = (long) kb << 10;
                double[] best = new double[2];
                double[] cpu = {Double.MAX_VALUE, Double.MAX_VALUE};
                for (int r = 0; r < rounds; r++) {
                    for (int way = 0; way < 2; way++) {
                        long c0 = mx.getCurrentThreadCpuTime(), t0 = System.nanoTime();
                        long n = way == 0 ? viaChannel(f, buf.asSlice(0, req), bytes) : viaFfm(f, buf.asSlice(0, req), bytes, arena);
                        double s = (System.nanoTime() - t0) / 1e9;
                        best[way] = Math.max(best[way], bytes / s / 1e9);
                        cpu[way] = Math.min(cpu[way], (mx.getCurrentThreadCpuTime() - c0) / 1e3 / n);
                    }
                }
                System.out.printf("request %5d KB: channel %.3f GB/s %.1f us CPU, FFM pread %.3f GB/s %.1f us CPU%n", kb, best[0], cpu[0], best[1], cpu[1]);
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }

    private static long viaChannel(Path f, MemorySegment buf, long bytes) throws Exception {
        long n = 0;
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, ExtendedOpenOption.DIRECT)) {
            for (long pos = 0; pos < bytes; pos += buf.byteSize(), n++) {
                ByteBuffer b = buf.asByteBuffer();
                while (b.hasRemaining()) if (ch.read(b, pos + b.position()) <= 0) break;
            }
        }
        return n;
    }

    private static long viaFfm(Path f, MemorySegment buf, long bytes, Arena arena) throws Throwable {
        int fd = (int) OPEN.invokeExact(arena.allocateFrom(f.toString()), O_DIRECT, 0);
        if (fd < 0) throw new IllegalStateException("open(O_DIRECT) failed");
        long n = 0;
        try {
            for (long pos = 0; pos < bytes; pos += buf.byteSize(), n++) {
                long got = (long) PREAD.invokeExact(fd, buf, buf.byteSize(), pos);
                if (got != buf.byteSize()) throw new IllegalStateException("short read at " + pos + ": " + got);
            }
        } finally {
            int ignored = (int) CLOSE.invokeExact(fd);
        }
        return n;
    }
}

package flashr.engine.numa;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Pins the calling thread to a set of CPUs with Linux's {@code sched_setaffinity} (through FFM:
 * the JDK has no API for it), and reads a thread's set back. Where the call is missing (another
 * system) or refused, nothing is pinned: placement is a matter of speed, never of results.
 */
public final class Affinity {
    /** Bytes of the CPU mask passed (1024 CPUs, glibc's cpu_set_t). */
    private static final int MASK_BYTES = 128;
    private static final MethodHandle SET = find("sched_setaffinity");
    private static final MethodHandle GET = find("sched_getaffinity");

    private Affinity() { }

    private static MethodHandle find(String name) {
        try {
            Linker l = Linker.nativeLinker();
            return l.defaultLookup().find(name).map(s -> l.downcallHandle(s,
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS))).orElse(null);
        } catch (RuntimeException | Error e) {
            return null;
        }
    }

    /** Whether threads can be pinned here. */
    public static boolean available() { return SET != null && GET != null; }

    /** Pins the calling thread to cpus; false when it could not (nothing changed then). */
    public static boolean pin(int[] cpus) {
        if (SET == null || cpus.length == 0) return false;
        try (Arena a = Arena.ofConfined()) {
            MemorySegment mask = a.allocate(MASK_BYTES);
            for (int c : cpus) {
                if (c < 0 || c >= MASK_BYTES * 8) return false;
                long at = c / 8;
                mask.set(ValueLayout.JAVA_BYTE, at, (byte) (mask.get(ValueLayout.JAVA_BYTE, at) | (1 << (c % 8))));
            }
            return (int) SET.invokeExact(0, (long) MASK_BYTES, mask) == 0;
        } catch (Throwable t) {
            return false;
        }
    }

    /** The CPUs the calling thread may run on, or null when unknown. */
    public static int[] current() {
        if (GET == null) return null;
        try (Arena a = Arena.ofConfined()) {
            MemorySegment mask = a.allocate(MASK_BYTES);
            if ((int) GET.invokeExact(0, (long) MASK_BYTES, mask) != 0) return null;
            java.util.List<Integer> out = new java.util.ArrayList<>();
            for (int c = 0; c < MASK_BYTES * 8; c++) if ((mask.get(ValueLayout.JAVA_BYTE, c / 8) & (1 << (c % 8))) != 0) out.add(c);
            return out.stream().mapToInt(Integer::intValue).toArray();
        } catch (Throwable t) {
            return null;
        }
    }
}

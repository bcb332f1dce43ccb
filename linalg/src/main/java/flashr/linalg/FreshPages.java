package flashr.linalg;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Large off-heap segments straight from the kernel ({@code mmap} of anonymous memory, released by
 * {@code munmap} when their arena closes). Such pages read as zero until written, like those of
 * {@code Arena.allocate}, but nothing touches them up front: {@code Arena.allocate} zeroes the
 * whole segment on the allocating thread, which faults in every page there, one thread, before a
 * pass writes them again. Here the pass's workers fault the pages in as they write, in parallel.
 * Only on Linux with native access enabled (the launcher enables it); elsewhere {@link #map}
 * returns null and callers use {@code Arena.allocate}. {@code -Dflashr.memory.pages=huge} also
 * asks for transparent huge pages (madvise), an experiment: on this machine runs with and
 * without it vary more than they differ (for BLAS staging's scratch too, where a huge page's fault
 * sometimes waited 100+ ms on the kernel's compaction); {@code =arena} turns mapping off. Used by
 * the engine's chunk pool and by BLAS staging ({@link Staging}), whose copies fill the pages.
 */
public final class FreshPages {
    private static final int PROT_READ_WRITE = 0x1 | 0x2;
    private static final int MAP_PRIVATE_ANONYMOUS = 0x02 | 0x20;
    private static final int MADV_HUGEPAGE = 14;
    private static final boolean HUGE = "huge".equals(System.getProperty("flashr.memory.pages"));
    private static final MethodHandle MMAP, MUNMAP, MADVISE;

    static {
        MethodHandle mmap = null, munmap = null, madvise = null;
        try {
            if (System.getProperty("os.name", "").startsWith("Linux") && FreshPages.class.getModule().isNativeAccessEnabled()
                    && !"arena".equals(System.getProperty("flashr.memory.pages"))) {
                Linker linker = Linker.nativeLinker();
                SymbolLookup libc = linker.defaultLookup();
                mmap = linker.downcallHandle(libc.find("mmap").orElseThrow(), FunctionDescriptor.of(ValueLayout.ADDRESS,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG));
                munmap = linker.downcallHandle(libc.find("munmap").orElseThrow(), FunctionDescriptor.of(ValueLayout.JAVA_INT,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG));
                madvise = linker.downcallHandle(libc.find("madvise").orElseThrow(), FunctionDescriptor.of(ValueLayout.JAVA_INT,
                        ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT));
            }
        } catch (RuntimeException | LinkageError e) {
            mmap = munmap = null;
        }
        MMAP = mmap;
        MUNMAP = munmap;
        MADVISE = madvise;
    }

    private FreshPages() {}

    /** A segment of {@code bytes} fresh pages, unmapped when {@code arena} closes; null when not available or refused. */
    public static MemorySegment map(long bytes, Arena arena) {
        if (MMAP == null) return null;
        MemorySegment base;
        try {
            base = (MemorySegment) MMAP.invokeExact(MemorySegment.NULL, bytes, PROT_READ_WRITE, MAP_PRIVATE_ANONYMOUS, -1, 0L);
        } catch (Throwable e) {
            return null;
        }
        if (base.address() == -1L || base.address() == 0L) return null;   // MAP_FAILED
        if (HUGE) {
            try { int rc = (int) MADVISE.invokeExact(base, bytes, MADV_HUGEPAGE); } catch (Throwable ignored) { }
        }
        long address = base.address();
        return base.reinterpret(bytes, arena, s -> unmap(address, bytes));
    }

    private static void unmap(long address, long bytes) {
        try {
            int rc = (int) MUNMAP.invokeExact(MemorySegment.ofAddress(address), bytes);
        } catch (Throwable e) {
            throw new IllegalStateException("munmap failed", e);
        }
    }
}

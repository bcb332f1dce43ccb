package flashr.linalg;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Entry points to native functions that first clear the upper halves of the vector registers (x86's
 * {@code vzeroupper}) and then jump to the function.
 *
 * <p>Why: code that C2 compiled with 256- and 512-bit vectors leaves the registers' upper state
 * dirty, and JDK 25's downcall stubs call the native function without clearing it. OpenBLAS's
 * LAPACK and its BLAS interface layer are compiled to legacy SSE, and on Intel cores every SSE
 * instruction run while the upper state is dirty waits on the upper bits and merges them: a 4 x 4
 * {@code solve} (dgesv, dlange, dgecon) took 5.6 us of CPU through FFM against 1.8 us through these
 * entries (1.0 us from C), and {@code -XX:MaxVectorSize=16} or {@code -XX:UseAVX=0} removed the
 * difference just as well. Results are unchanged: no calling convention keeps the upper halves
 * across a call, so no function reads them.
 *
 * <p>Each entry is 16 bytes, {@code vzeroupper; mov r11, target; jmp r11} (r11 is a scratch
 * register that carries no argument; the jump leaves the stack as the caller made it), all in one
 * page mapped writable, filled, then made executable before any entry is used. Only on x86-64
 * Linux with AVX; elsewhere, when {@code flashr.linalg.vzeroupper} is {@code false}, or when the
 * system refuses executable pages, the functions' own addresses are used.
 */
final class VzeroupperEntries {
    static final boolean ENABLED = Boolean.parseBoolean(System.getProperty("flashr.linalg.vzeroupper", "true"));
    private static final int ENTRY_BYTES = 16;
    private static final long PAGE_BYTES = 4096;
    private static final int PROT_READ = 1, PROT_WRITE = 2, PROT_EXEC = 4, MAP_PRIVATE = 2, MAP_ANONYMOUS = 0x20;
    /** vzeroupper (c5 f8 77); mov r11, imm64 (49 bb, the target's address at byte 5); jmp r11 (41 ff e3). */
    private static final byte[] CODE = {(byte) 0xc5, (byte) 0xf8, 0x77, 0x49, (byte) 0xbb, 0, 0, 0, 0, 0, 0, 0, 0,
            0x41, (byte) 0xff, (byte) 0xe3};
    private static final long TARGET_OFFSET = 5;

    private VzeroupperEntries() {}

    /**
     * An entry for each function (name to address), in the same order; the functions' own
     * addresses when entries are off, not needed or not possible here.
     */
    static Map<String, MemorySegment> of(Map<String, MemorySegment> functions) {
        if (!ENABLED || functions.size() * ENTRY_BYTES > PAGE_BYTES || !applies()) return functions;
        try {
            MethodHandle syscall = syscall();
            MemorySegment page = writablePage(syscall);
            if (page == null) return functions;
            Map<String, MemorySegment> entries = new LinkedHashMap<>();
            long offset = 0;
            for (Map.Entry<String, MemorySegment> f : functions.entrySet()) {
                MemorySegment entry = page.asSlice(offset, ENTRY_BYTES);
                entry.copyFrom(MemorySegment.ofArray(CODE));
                entry.set(JAVA_LONG_UNALIGNED, TARGET_OFFSET, f.getValue().address());
                entries.put(f.getKey(), entry);
                offset += ENTRY_BYTES;
            }
            return makeExecutable(syscall, page) ? entries : functions;
        } catch (Throwable t) {
            return functions;
        }
    }

    /** x86-64 Linux whose CPU has AVX (without it the JVM never dirties the upper state, and vzeroupper would not run). */
    static boolean applies() {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        return (arch.equals("amd64") || arch.equals("x86_64")) && os.startsWith("linux") && cpuHasAvx();
    }

    /** The first "flags" line of /proc/cpuinfo names avx. */
    private static boolean cpuHasAvx() {
        try (InputStream in = Files.newInputStream(Path.of("/proc/cpuinfo"))) {
            String text = new String(in.readNBytes(1 << 16), StandardCharsets.ISO_8859_1);
            int flags = text.indexOf("\nflags");
            if (flags < 0) return false;
            int end = text.indexOf('\n', flags + 1);
            return (text.substring(flags, end < 0 ? text.length() : end) + " ").contains(" avx ");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Linux x86-64's numbers of the two system calls made here. */
    private static final long SYS_MMAP = 9, SYS_MPROTECT = 10;

    /**
     * libc's {@code syscall(number, ...)} with six arguments: one handle makes both calls (a
     * system call reads only the arguments it has), where linking mmap and mprotect apart took
     * two links of 3-5 ms each.
     */
    private static MethodHandle syscall() {
        Linker linker = Linker.nativeLinker();
        return linker.downcallHandle(linker.defaultLookup().find("syscall").orElseThrow(),
                FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG),
                Linker.Option.firstVariadicArg(1));
    }

    /** A fresh private page, readable and writable; null when mmap fails. */
    private static MemorySegment writablePage(MethodHandle syscall) throws Throwable {
        long p = (long) syscall.invokeExact(SYS_MMAP, 0L, PAGE_BYTES, (long) (PROT_READ | PROT_WRITE),
                (long) (MAP_PRIVATE | MAP_ANONYMOUS), -1L, 0L);
        if (p == -1L || p == 0L) return null;
        return MemorySegment.ofAddress(p).reinterpret(PAGE_BYTES);
    }

    /** The page readable and executable, no longer writable; false when the system refuses. */
    private static boolean makeExecutable(MethodHandle syscall, MemorySegment page) throws Throwable {
        return (long) syscall.invokeExact(SYS_MPROTECT, page.address(), PAGE_BYTES, (long) (PROT_READ | PROT_EXEC), 0L, 0L, 0L) == 0;
    }
}

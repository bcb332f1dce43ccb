package flashr.linalg;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/**
 * One native function as two method handles: the ordinary one, which takes native segments, and
 * a critical one that may also take heap segments directly (no copy), used for calls short
 * enough not to hold up the JVM's safepoints (see {@link Staging}).
 *
 * <p>Each handle is linked on its first call: linking generates code (milliseconds each), and a
 * session calls few of the library's routines, often only the short products' critical dgemm, so
 * linking all of them when the library loads cost a script that multiplied two small matrices
 * half a second of CPU.
 */
final class Downcall {
    private final String name;
    private final MemorySegment address;
    private final FunctionDescriptor descriptor;
    private volatile MethodHandle plain;
    private volatile MethodHandle critical;

    private Downcall(String name, MemorySegment address, FunctionDescriptor descriptor) {
        this.name = name;
        this.address = address;
        this.descriptor = descriptor;
    }

    /** {@code name} must be in the library (the loader checked the required symbols). */
    static Downcall of(OpenBlasLibrary lib, String name, MemoryLayout result, MemoryLayout... args) {
        MemorySegment address = lib.find(name);
        FunctionDescriptor fd = result == null ? FunctionDescriptor.ofVoid(args) : FunctionDescriptor.of(result, args);
        return new Downcall(name, address, fd);
    }

    String name() {
        return name;
    }

    MethodHandle handle(boolean heapAccess) {
        MethodHandle h = heapAccess ? critical : plain;
        return h != null ? h : link(heapAccess);
    }

    /** What a failed call throws: runtime exceptions and errors as they are, anything else wrapped. */
    static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) return r;
        if (t instanceof Error e) throw e;
        return new IllegalStateException(t);
    }

    /** Links a handle (two threads racing here link two equal handles; either is kept). */
    private MethodHandle link(boolean heapAccess) {
        Linker linker = Linker.nativeLinker();
        if (heapAccess) return critical = linker.downcallHandle(address, descriptor, Linker.Option.critical(true));
        return plain = linker.downcallHandle(address, descriptor);
    }
}

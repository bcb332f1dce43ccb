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
 */
record Downcall(String name, MethodHandle plain, MethodHandle critical) {

    static Downcall of(OpenBlasLibrary lib, String name, MemoryLayout result, MemoryLayout... args) {
        Linker linker = Linker.nativeLinker();
        MemorySegment address = lib.find(name);
        FunctionDescriptor fd = result == null ? FunctionDescriptor.ofVoid(args) : FunctionDescriptor.of(result, args);
        return new Downcall(name, linker.downcallHandle(address, fd),
                linker.downcallHandle(address, fd, Linker.Option.critical(true)));
    }

    MethodHandle handle(boolean heapAccess) {
        return heapAccess ? critical : plain;
    }
}

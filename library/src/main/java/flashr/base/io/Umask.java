package flashr.base.io;

import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's file mode creation mask, read and set through the C library's umask(2) (the JVM
 * has no call for it) so that files and directories made afterwards get R's modes. Where native
 * calls are not allowed it is read from /proc and cannot be changed.
 */
final class Umask {
    private Umask() {}

    private static final MethodHandle UMASK = lookup();

    private static MethodHandle lookup() {
        if (!Umask.class.getModule().isNativeAccessEnabled()) return null;
        try {
            Linker linker = Linker.nativeLinker();
            return linker.downcallHandle(linker.defaultLookup().find("umask").orElseThrow(),
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT));
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** Whether {@link #set} can change the mask. */
    static boolean settable() {
        return UMASK != null;
    }

    /** The current mask. */
    static synchronized int get() {
        if (UMASK != null) {
            int old = call(0);
            call(old);
            return old;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Umask:")) return Integer.parseInt(line.substring(6).strip(), 8);
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: assume the usual mask
        }
        return 022;
    }

    /** Sets the mask and returns the old one. */
    static synchronized int set(int mask) {
        if (UMASK == null) return get();
        return call(mask & 0777);
    }

    private static int call(int mask) {
        try {
            return (int) UMASK.invokeExact(mask);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}

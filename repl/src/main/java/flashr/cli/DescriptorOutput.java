package flashr.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Bytes written straight to a numbered file descriptor by libc's {@code write}. The launcher
 * filters the JVM's own standard error (fd 2) to drop the incubator-module notice, and a filter
 * is a second process that passes lines on later than the output beside them; it keeps the real
 * standard error as fd 3 ({@code FLASHR_STDERR_FD}), and flashr writes its errors and warnings
 * there, so they reach a terminal or a {@code 2>&1} capture in order with the printed values.
 */
final class DescriptorOutput extends OutputStream {
    private final MethodHandle write;
    private final int fd;

    private DescriptorOutput(MethodHandle write, int fd) {
        this.write = write;
        this.fd = fd;
    }

    /** The descriptor the launcher names, or null where there is none or native calls are unavailable. */
    static OutputStream fromEnvironment() {
        String fd = System.getenv("FLASHR_STDERR_FD");
        if (fd == null || !fd.matches("[3-9]") || !DescriptorOutput.class.getModule().isNativeAccessEnabled()) return null;
        try {
            Linker linker = Linker.nativeLinker();
            MethodHandle write = linker.downcallHandle(linker.defaultLookup().find("write").orElseThrow(),
                    FunctionDescriptor.of(ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG));
            return new DescriptorOutput(write, Integer.parseInt(fd));
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    @Override public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override public synchronized void write(byte[] b, int off, int len) throws IOException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment buf = arena.allocate(Math.max(1, len));
            MemorySegment.copy(b, off, buf, ValueLayout.JAVA_BYTE, 0, len);
            long done = 0;
            while (done < len) {
                long n = (long) write.invokeExact(fd, buf.asSlice(done), (long) len - done);
                if (n < 0) throw new IOException("cannot write to file descriptor " + fd);
                done += n;
            }
        } catch (IOException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IOException(e);
        }
    }
}

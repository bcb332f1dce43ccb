package flashr.base.io;

import flashr.eval.Args;
import flashr.lang.RNull;
import flashr.lang.RValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** What the archive internals share: the call their messages name, and files written whole or not at all. */
final class ArchiveCalls {
    private ArchiveCalls() {}

    /** The call of the R function whose internal this is (unzip for .unzip_internal), as R's .External reports. */
    static RValue caller(Args a) {
        RValue c = flashr.eval.Calls.sysCall(a.interp(), a.env(), 0);
        return c == RNull.NULL ? a.call() : c;
    }

    /** Writes {@code in} to a temporary beside {@code target}, then moves it into place: never a half-written file. */
    static void writeAtomically(Path target, InputStream in) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".flashr-", ".part");
        try {
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Makes a temporary beside {@code target} for a file written in pieces; {@link #commit} moves it into place. */
    static Path temporaryFor(Path target) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        return Files.createTempFile(dir, ".flashr-", ".part");
    }

    static void commit(Path tmp, Path target) throws IOException {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}

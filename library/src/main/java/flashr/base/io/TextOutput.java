package flashr.base.io;

import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Where cat(file=), writeLines(con=) and write.table(file=) send text: the console's output or
 * error stream (absent, "", stdout(), stderr()), a connection, or a file named by a string. A file is replaced
 * whole and atomically (written beside it, then moved over it: a failed write leaves the old
 * file as it was) unless the text is appended.
 */
public final class TextOutput {
    private TextOutput() {}

    public static void write(Args a, RValue target, String text, boolean append) {
        if (target instanceof RString s && s.length() == 1 && s.attributes() == null && s.get(0) != null && !s.get(0).isEmpty()) {
            toFile(s.get(0), text, append);
            return;
        }
        if (Connections.isConnection(target) && Connections.slot(target) > 2) {
            ConnectionText.write(a.interp(), target, text);
            return;
        }
        PrintStream out = target instanceof RVector v && v.length() == 1 && v.type().isNumeric() && v.getInt(0) == 2
                ? a.interp().err() : a.interp().out();
        out.print(text);
        out.flush();
    }

    static void toFile(String name, String text, boolean append) {
        Path path = WorkingDirectory.resolve(name);
        try {
            if (append) {
                Files.writeString(path, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                return;
            }
            Path dir = path.toAbsolutePath().getParent();
            Path tmp = Files.createTempFile(dir, "." + path.getFileName(), ".tmp");
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | RuntimeException e) {
            throw new RError("cannot open file '" + name + "': " + reason(e));
        }
    }

    private static String reason(Exception e) {
        return e instanceof java.nio.file.NoSuchFileException ? "No such file or directory"
                : e instanceof java.nio.file.AccessDeniedException ? "Permission denied" : String.valueOf(e.getMessage());
    }
}

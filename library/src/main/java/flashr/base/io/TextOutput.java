package flashr.base.io;

import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where cat(file=), writeLines(con=) and write.table(file=) send text: the console's output or
 * error stream (absent, "", stdout(), stderr()), a connection, or a file named by a string,
 * written by {@link FileOutput} (in place for devices and FIFOs, atomically for regular files)
 * with the warnings and errors of R's file() call that {@code opening} names.
 */
public final class TextOutput {
    private TextOutput() {}

    public static void write(Args a, RValue target, String text, boolean append, FileOpening opening) {
        if (target instanceof RString s && s.length() == 1 && s.attributes() == null && s.get(0) != null && !s.get(0).isEmpty()) {
            toFile(a.interp(), s.get(0), text, append, opening);
            return;
        }
        if (Connections.isConnection(target) && Connections.slot(target) > 2) {
            ConnectionText.write(a.interp(), target, text, a.call());
            return;
        }
        PrintStream out = target instanceof RVector v && v.length() == 1 && v.type().isNumeric() && v.getInt(0) == 2
                ? a.interp().err() : a.interp().out();
        out.print(text);
        out.flush();
    }

    static void toFile(Interpreter in, String name, String text, boolean append, FileOpening opening) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        opening.write(in, name, append, out -> out.write(bytes));
    }
}

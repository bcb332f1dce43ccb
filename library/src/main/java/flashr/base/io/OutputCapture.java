package flashr.base.io;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RFunction;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * capture.output(...): evaluates each argument with standard output collected, printing the
 * visible values as the console would, and returns the lines written (or writes them to
 * {@code file}); with type = "message", what goes to standard error instead. Output is restored
 * whatever happens.
 */
public final class OutputCapture {
    private OutputCapture() {}

    public static void register(Registry r) {
        r.special("capture.output", OutputCapture::capture);
    }

    private static RValue capture(Args a) {
        Interpreter in = a.interp();
        RCall call = a.call();
        RValue[] args = call.args();
        String[] names = call.names();
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        RValue file = RNull.NULL;
        boolean append = false;
        // type = "message" collects what goes to standard error (messages) instead, as R's sink of that type
        boolean messages = false;
        for (int i = 0; i < args.length; i++) {
            if (names != null && "type".equals(names[i])) messages = messageType(in.eval(args[i], a.env()));
        }
        PrintStream to = new PrintStream(buf, true, StandardCharsets.UTF_8);
        PrintStream before = messages ? in.redirectError(to) : in.redirectOutput(to);
        try {
            for (int i = 0; i < args.length; i++) {
                String name = names == null ? null : names[i];
                if ("file".equals(name)) { file = in.eval(args[i], a.env()); continue; }
                if ("append".equals(name)) { append = Coerce.flag(in.eval(args[i], a.env()), "append"); continue; }
                if ("type".equals(name) || "split".equals(name)) continue;
                RValue v = in.eval(args[i], a.env());
                if (in.isVisible() && in.baseEnv().getLocal("print") instanceof RFunction print) {
                    in.apply(print, new RValue[] {v}, null, a.env(), new RCall(RSymbol.of("print"), new RValue[] {RSymbol.of("x")}, null, null));
                }
            }
        } finally {
            if (messages) {
                in.err().flush();
                in.redirectError(before);
            } else {
                in.out().flush();
                in.redirectOutput(before);
            }
        }
        String text = buf.toString(StandardCharsets.UTF_8);
        if (text.endsWith("\n")) text = text.substring(0, text.length() - 1);
        RString lines = text.isEmpty() && buf.size() == 0 ? new RString(new String[0]) : new RString(text.split("\n", -1));
        in.setVisible(true);
        if (file instanceof RString f && f.length() == 1) {
            TextOutput.toFile(in, f.get(0), text.isEmpty() && buf.size() == 0 ? "" : text + "\n", append, FileOpening.CAPTURE_OUTPUT);
            in.setVisible(false);
            return RNull.NULL;
        }
        return lines;
    }

    /** Whether type (match.arg of "output", "message") asks for messages. */
    private static boolean messageType(RValue type) {
        String t = type instanceof RString s && s.length() >= 1 ? s.get(0) : null;
        if (t != null && !t.isEmpty() && "message".startsWith(t)) return true;
        if (t != null && !t.isEmpty() && "output".startsWith(t) || type instanceof RString s && s.length() == 2) return false;
        throw new flashr.lang.RError("'arg' should be one of \u201coutput\u201d, \u201cmessage\u201d");
    }
}

package flashr.base;

import flashr.eval.Args;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * sink(file) diverts standard output to a file (appended to, or copied to both with
 * {@code split = TRUE}) until sink() ends the newest diversion; sink.number() counts them. The
 * file is written as output comes (so it can be followed while a script runs), not atomically.
 */
final class SinkBuiltins {
    private SinkBuiltins() {}

    private record Diversion(PrintStream previous, PrintStream stream) {}

    private static final Map<Interpreter, Deque<Diversion>> SINKS = Collections.synchronizedMap(new WeakHashMap<>());

    static void register(Registry r) {
        r.builtin("sink", "file, append, type, split", SinkBuiltins::sink);
        r.builtin("sink.number", "type", a -> RInt.of(diversions(a.interp()).size()));
    }

    private static Deque<Diversion> diversions(Interpreter in) {
        return SINKS.computeIfAbsent(in, i -> new ArrayDeque<>());
    }

    private static RValue sink(Args a) {
        Interpreter in = a.interp();
        a.interp().setVisible(false);
        if (a.has(2) && !"output".equals(Coerce.stringScalar(a.get(2)))) throw new RError("sink of type \"message\" is not supported yet");
        Deque<Diversion> stack = diversions(in);
        if (!a.has(0) || a.get(0) == RNull.NULL) {
            if (stack.isEmpty()) {
                in.warning(a.call(), "no sink to remove");
                return RNull.NULL;
            }
            Diversion d = stack.pop();
            d.stream().flush();
            in.redirectOutput(d.previous());
            d.stream().close();
            return RNull.NULL;
        }
        if (!(a.get(0) instanceof RString f) || f.length() != 1 || f.get(0) == null) throw new RError("invalid connection");
        boolean append = a.has(1) && Coerce.flag(a.get(1), "append");
        boolean split = a.has(3) && Coerce.flag(a.get(3), "split");
        OutputStream file;
        try {
            file = new FileOutputStream(WorkingDirectory.resolve(f.get(0)).toFile(), append);
        } catch (IOException e) {
            in.warning(a.call(), "cannot open file '" + f.get(0) + "': No such file or directory");
            throw new RError("cannot open the connection");
        }
        in.out().flush();
        PrintStream previous = in.out();
        OutputStream target = split ? new Tee(file, previous) : file;
        PrintStream stream = new PrintStream(target, true, StandardCharsets.UTF_8);
        stack.push(new Diversion(previous, stream));
        in.redirectOutput(stream);
        return RNull.NULL;
    }

    /** Bytes to the file and to where output went before (split = TRUE). */
    private static final class Tee extends OutputStream {
        private final OutputStream file, previous;

        Tee(OutputStream file, OutputStream previous) {
            this.file = file;
            this.previous = previous;
        }

        @Override public void write(int b) throws IOException {
            file.write(b);
            previous.write(b);
        }

        @Override public void write(byte[] b, int off, int len) throws IOException {
            file.write(b, off, len);
            previous.write(b, off, len);
        }

        @Override public void flush() throws IOException {
            file.flush();
            previous.flush();
        }

        @Override public void close() throws IOException {
            flush();
            file.close();   // the output before the sink stays open
        }
    }
}

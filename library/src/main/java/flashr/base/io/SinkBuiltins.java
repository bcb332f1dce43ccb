package flashr.base.io;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
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
 * sink(file) diverts standard output to a file or a connection (appended to, or copied to both
 * with {@code split = TRUE}) until sink() ends the newest diversion; sink.number() counts them.
 * sink(con, type = "message") sends standard error to an open connection until
 * sink(type = "message"). A file is written as output comes (so it can be followed while a
 * script runs), not atomically.
 */
public final class SinkBuiltins {
    private SinkBuiltins() {}

    /** A diversion of output; {@code closes} is the connection sink() opened for it (closed when it ends), or null. */
    private record Diversion(PrintStream previous, PrintStream stream, Connection closes) {}

    /** Where standard error went before the message sink, and the connection it now goes to. */
    private record MessageSink(PrintStream original, int slot) {}

    private static final Map<Interpreter, Deque<Diversion>> SINKS = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Map<Interpreter, MessageSink> MESSAGE_SINKS = Collections.synchronizedMap(new WeakHashMap<>());

    public static void register(Registry r) {
        r.builtin("sink", "file, append, type, split", SinkBuiltins::sink);
        r.builtin("sink.number", "type", a -> {
            if (a.has(0) && "message".equals(Coerce.stringScalar(a.get(0)))) {
                MessageSink m = MESSAGE_SINKS.get(a.interp());
                return RInt.of(m == null ? 2 : m.slot());
            }
            return RInt.of(diversions(a.interp()).size());
        });
    }

    private static Deque<Diversion> diversions(Interpreter in) {
        return SINKS.computeIfAbsent(in, i -> new ArrayDeque<>());
    }

    private static RValue sink(Args a) {
        Interpreter in = a.interp();
        a.interp().setVisible(false);
        String type = a.has(2) ? Coerce.stringScalar(a.get(2)) : "output";
        if ("message".equals(type)) return messageSink(a);
        if (!"output".equals(type)) throw new RError("'arg' should be one of \u201coutput\u201d, \u201cmessage\u201d");
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
            if (d.closes() != null) {
                try {
                    d.closes().close();
                } catch (IOException e) {
                    throw new RError("error closing the connection");
                }
            }
            return RNull.NULL;
        }
        if (Connections.isConnection(a.get(0))) return connectionSink(a, stack);
        if (!(a.get(0) instanceof RString f) || f.length() != 1 || f.get(0) == null) throw new RError("invalid connection");
        boolean append = a.has(1) && Coerce.flag(a.get(1), "append");
        boolean split = a.has(3) && Coerce.flag(a.get(3), "split");
        OutputStream file = FileOpening.SINK.open(in, f.get(0), append);
        in.out().flush();
        PrintStream previous = in.out();
        OutputStream target = split ? new Tee(file, previous) : file;
        PrintStream stream = new PrintStream(target, true, StandardCharsets.UTF_8);
        stack.push(new Diversion(previous, stream, null));
        in.redirectOutput(stream);
        return RNull.NULL;
    }

    /** sink(con): output to a connection, opened for the diversion ("wt") when it is not open. */
    private static RValue connectionSink(Args a, Deque<Diversion> stack) {
        Interpreter in = a.interp();
        boolean split = a.has(3) && Coerce.flag(a.get(3), "split");
        int slot = Connections.slot(a.get(0));
        Connection c = Connections.get(in, a.get(0));
        in.out().flush();
        PrintStream previous = in.out();
        OutputStream target;
        Connection closes = null;
        if (slot == 1 || slot == 2) {
            target = new java.io.FilterOutputStream(slot == 1 ? previous : in.err()) {
                @Override public void close() throws IOException {
                    flush();   // the console streams stay open when the diversion ends
                }
            };
        } else {
            if (!c.isOpen()) {
                ConnectionBuiltins.open(in, c, "wt", a.call());
                closes = c;
            }
            if (!c.canWrite()) throw new RError("cannot write to this connection");
            target = new ConnectionStream(c);
        }
        if (split) target = new Tee(target, previous);
        PrintStream stream = new PrintStream(target, true, StandardCharsets.UTF_8);
        stack.push(new Diversion(previous, stream, closes));
        in.redirectOutput(stream);
        return RNull.NULL;
    }

    /** sink(con, type = "message") and sink(type = "message"), as R's: only to an open connection, never split. */
    private static RValue messageSink(Args a) {
        Interpreter in = a.interp();
        RValue file = a.has(0) ? a.get(0) : RNull.NULL;
        MessageSink current = MESSAGE_SINKS.get(in);
        if (file == RNull.NULL || (Connections.isConnection(file) && Connections.slot(file) == 2)) {
            if (current != null) {
                in.err().flush();
                in.redirectError(current.original());
                MESSAGE_SINKS.remove(in);
            }
            return RNull.NULL;
        }
        if (!Connections.isConnection(file) || !Connections.get(in, file).isOpen()) {
            throw new RError("'file' must be NULL or an already open connection");
        }
        if (a.has(3) && Coerce.flag(a.get(3), "split")) throw new RError("cannot split the message connection");
        int slot = Connections.slot(file);
        Connection c = Connections.get(in, file);
        if (!c.canWrite()) throw new RError("cannot write to this connection");
        PrintStream original = current != null ? current.original() : in.err();
        in.err().flush();
        OutputStream target = slot == 1 ? in.out() : new ConnectionStream(c);
        in.redirectError(new PrintStream(target, true, StandardCharsets.UTF_8));
        MESSAGE_SINKS.put(in, new MessageSink(original, slot));
        return RNull.NULL;
    }

    /** Bytes to the file and to where output went before (split = TRUE). */
    private static final class Tee extends OutputStream {
        private final OutputStream file, previous;   // "file": where the sink sends output

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

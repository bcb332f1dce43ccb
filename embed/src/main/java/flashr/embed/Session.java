package flashr.embed;

import flashr.bind.EngineThreshold;
import flashr.bind.FmEngines;
import flashr.bind.FmMatrix;
import flashr.engine.EngineConfig;
import flashr.eval.HostEvaluation;
import flashr.eval.HostFailure;
import flashr.eval.Interpreter;
import flashr.lang.EngineValue;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RNull;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.ParseError;
import flashr.parse.RParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.lang.ref.Cleaner;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.apache.commons.io.output.WriterOutputStream;

/**
 * One R session in a Java program (made by {@link Flashr#session}): a global environment, R's
 * options, random numbers, connections and graphics devices, and a matrix engine of its own,
 * started when first used. Its R code runs on a thread of the session's (with room for R's deep
 * recursion); a call from any Java thread waits for it, and calls from several threads are taken
 * one at a time. Sessions do not share variables or engines and run in parallel.
 *
 * <p>Every method that runs R code throws {@link RException} for an R error (the session goes on,
 * as R's console does) and {@link RCancelledException} when {@link #cancel()} stopped it or the
 * waiting thread was interrupted. Warnings are printed to the session's error output after each
 * call, as Rscript prints them. {@code q()} ends the session.
 */
public final class Session implements AutoCloseable {
    /** R code recurses deeply (5000 nested calls by default): its thread has room for that, as the command's has. */
    private static final long STACK_BYTES = 1L << 30;
    private static final AtomicInteger SESSIONS = new AtomicInteger();
    private static final Cleaner CLEANER = Cleaner.create();
    private static final List<String> SIMPLE_ERROR = List.of("simpleError", "error", "condition");

    private final ExecutorService executor;
    private final Thread evaluator;
    private final Interpreter interp;
    private final PrintStream out;
    private final PrintStream err;
    private final Ending ending;
    private final Cleaner.Cleanable cleanable;
    /** Guards {@link #current} and {@link #closed}, and the interrupt requests made for them. */
    private final Object state = new Object();
    /** The task the session's thread runs, or null. */
    private Object current;
    private boolean closed;

    /** What R code does when the session runs it; may throw R's errors. */
    interface Task<T> {
        T run() throws RException;
    }

    Session(SessionOptions options) {
        AtomicReference<Thread> made = new AtomicReference<>();
        String name = "flashr-session-" + SESSIONS.incrementAndGet();
        executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, name, STACK_BYTES);
            t.setDaemon(true); // a session left open does not keep the JVM running
            made.set(t);
            return t;
        });
        out = options.output() == null ? System.out : printStream(options.output());
        err = options.errors() == null ? System.err : printStream(options.errors());
        interp = await(executor.submit(() -> newInterpreter(options)));
        evaluator = made.get();
        ending = new Ending(executor, interp, out, err);
        cleanable = CLEANER.register(this, ending);
    }

    private Interpreter newInterpreter(SessionOptions o) {
        Interpreter in = new Interpreter(out, err);
        if (o.engineThreshold() != null) in.setEngineStorage(EngineThreshold.of(in, o.engineThreshold()));
        if (o.setsEngine()) {
            EngineConfig.Builder b = FmEngines.builder();
            if (o.threads() != null) b.threads(o.threads());
            if (o.memoryBudget() != null) b.memoryBudget(o.memoryBudget());
            if (o.dataDirs() != null) b.dataDirs(o.dataDirs());
            FmEngines.configureOnFirstUse(in, b.build());
        }
        return in;
    }

    private static PrintStream printStream(Writer to) {
        try {
            return new PrintStream(WriterOutputStream.builder().setWriter(to).setCharset(StandardCharsets.UTF_8).get(),
                    false, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    // ---- evaluating R ----

    /** Evaluates R source text in the global environment; the value of its last expression (NULL for none). Prints nothing by itself. */
    public RObject eval(String code) throws RException {
        return inSession(() -> wrap(evalAll(parse(code, "<text>"), false)));
    }

    /** Evaluates an R file (UTF-8) in the global environment, as {@code source(file)} does; the value of its last expression. */
    public RObject eval(Path file) throws RException, IOException {
        String code = Files.readString(file, StandardCharsets.UTF_8);
        return inSession(() -> wrap(evalAll(parse(code, file.toString()), false)));
    }

    /**
     * Evaluates R source text as the console does, printing each visible value, and returns all
     * it printed to standard output (as {@code capture.output}); warnings and messages still go to
     * the session's error output.
     */
    public String capture(String code) throws RException {
        return inSession(() -> {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            PrintStream before = interp.redirectOutput(new PrintStream(buffer, false, StandardCharsets.UTF_8));
            try {
                evalAll(parse(code, "<text>"), true);
            } finally {
                interp.out().flush();
                interp.redirectOutput(before);
            }
            return buffer.toString(StandardCharsets.UTF_8);
        });
    }

    /** Parses R source text once for evaluating many times ({@link Script#eval()}); a syntax error is an {@link RException}. */
    public Script compile(String code) throws RException {
        return new Script(this, inSession(() -> parse(code, "<text>")));
    }

    RObject evalParsed(List<RValue> exprs) throws RException {
        return inSession(() -> wrap(evalAll(exprs, false)));
    }

    /**
     * Calls the R function named {@code function} (found from the global environment, as R finds
     * it) with Java arguments, as {@code do.call} does; an {@link Arg} is a named argument.
     */
    public RObject call(String function, Object... args) throws RException {
        return callValue(RSymbol.of(function), args);
    }

    /** Calls an R function this session gave (e.g. by {@code eval("function(x) x + 1")}) with Java arguments. */
    public RObject call(RObject function, Object... args) throws RException {
        if (function.owner != this || !(function.value instanceof RFunction)) {
            throw new IllegalArgumentException("not a function of this session: " + function);
        }
        return callValue(function.value, args);
    }

    private RObject callValue(RValue function, Object[] args) throws RException {
        RValue[] values = new RValue[args.length];
        String[] names = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a instanceof Arg named) {
                names[i] = named.name();
                a = named.value();
            }
            values[i] = Values.toR(a, this);
        }
        return inSession(() -> wrap(host(() -> HostEvaluation.call(interp, function, values, names))));
    }

    // ---- variables ----

    /** The value of the variable {@code name}, looked up from the global environment as R does; R's error when there is none. */
    public RObject get(String name) throws RException {
        return inSession(() -> wrap(host(() -> HostEvaluation.eval(interp, RSymbol.of(name), false))));
    }

    /**
     * Assigns a Java value to the global variable {@code name}: {@code double[]}, {@code int[]},
     * {@code String[]} (null is NA), {@code boolean[]}, {@code Boolean[]} (null is NA), boxed
     * scalars, {@code double[][]} (rows, as a matrix), a {@code List} (an R list), a {@code Map}
     * with string keys (a named list), null (NULL), or an {@link RObject} (with its dims, names
     * and attributes; one of this session, an engine matrix included, is bound as it is). Arrays
     * are copied.
     */
    public void put(String name, Object value) throws RException {
        RValue v = Values.toR(value, this);
        inSession(() -> host(() -> {
            interp.assignVariable(interp.globalEnv(), name, v);
            return v;
        }));
    }

    /** Removes the global variable {@code name}; false when there was none. */
    public boolean remove(String name) throws RException {
        return inSession(() -> interp.globalEnv().remove(name));
    }

    /** The names of the global variables, sorted (R's {@code ls(all.names = TRUE)}). */
    public Set<String> names() throws RException {
        return inSession(() -> new TreeSet<>(interp.globalEnv().names()));
    }

    /** Whether the global environment has a variable {@code name}. */
    public boolean exists(String name) throws RException {
        return inSession(() -> interp.globalEnv().hasLocal(name));
    }

    /**
     * The value in this session's matrix engine: a numeric or logical vector or matrix (with no
     * attribute but its dim) that R code uses as before, while operations on it run in the
     * engine's parallel passes. The engine reads the elements in place when it first needs them.
     */
    public RObject toEngine(Object value) throws RException {
        RValue v = Values.toR(value, this);
        return inSession(() -> wrap(host(() -> {
            if (v instanceof EngineValue) return v;
            if (!(v instanceof RVector vec) || !vec.type().isNumeric()
                    || vec.hasAttributes() && !(vec.attributes().size() == 1 && vec.getAttr("dim") != null)) {
                throw new RError("only a numeric or logical vector or matrix, with no attribute but its dim, can enter the engine");
            }
            interp.prepareForEngineValues();
            return FmMatrix.pending(FmEngines.of(interp), vec);
        })));
    }

    /** An engine value's elements on the heap, computed on the session's thread (for {@link RObject}). */
    RVector materialize(EngineValue value) {
        try {
            return inSession(() -> (RVector) host(value::materialize));
        } catch (RException e) {
            throw new IllegalStateException(e.report().isEmpty() ? e.getMessage() : e.report(), e);
        }
    }

    // ---- output for one call (the script engine's context writers) ----

    /** Runs {@code task} with R's standard output and error going to these writers. */
    <T> T withOutput(Writer toOut, Writer toErr, Task<T> task) throws RException {
        return inSession(() -> {
            PrintStream o = printStream(toOut);
            PrintStream e = printStream(toErr);
            PrintStream outBefore = interp.redirectOutput(o);
            PrintStream errBefore = interp.redirectError(e);
            try {
                return task.run();
            } finally {
                o.flush();
                e.flush();
                interp.redirectOutput(outBefore);
                interp.redirectError(errBefore);
            }
        });
    }

    // ---- cancelling and closing ----

    /**
     * Stops the evaluation running now, from any thread, as Ctrl-C stops the console's: at its
     * next loop iteration or function call, or at once for an engine pass or {@code Sys.sleep}.
     * The evaluation's caller gets an {@link RCancelledException}. False when nothing was running.
     */
    public boolean cancel() {
        synchronized (state) {
            if (current == null) return false;
            interp.setInterruptRequested(true);
            return true;
        }
    }

    /** Whether the session's thread is running a call now (one that {@link #cancel()} would stop). */
    public boolean isRunning() {
        synchronized (state) {
            return current != null;
        }
    }

    public boolean isClosed() {
        synchronized (state) {
            return closed;
        }
    }

    /**
     * Ends the session: cancels what runs, finishes what R leaves open at exit (graphics devices
     * write their files), closes its engine (threads, memory, files) and stops its thread. Values
     * it gave stay readable except engine matrices. Closing twice does nothing.
     */
    @Override
    public void close() {
        synchronized (state) {
            if (closed) return;
            closed = true;
            if (current != null) interp.setInterruptRequested(true);
        }
        cleanable.clean();
        if (Thread.currentThread() != evaluator) ending.awaitDone();
    }

    /** What ends a session, also when it becomes unreachable unclosed: its own tasks run first. */
    private static final class Ending implements Runnable {
        private final ExecutorService executor;
        private final Interpreter interp;
        private final PrintStream out;
        private final PrintStream err;
        private volatile Future<?> done;

        Ending(ExecutorService executor, Interpreter interp, PrintStream out, PrintStream err) {
            this.executor = executor;
            this.interp = interp;
            this.out = out;
            this.err = err;
        }

        @Override
        public void run() {
            done = executor.submit(() -> {
                try {
                    interp.endSession();
                } finally {
                    FmEngines.close(interp);
                    out.flush();
                    err.flush();
                }
            });
            executor.shutdown();
        }

        void awaitDone() {
            try {
                await(done);
            } catch (RuntimeException | Error e) {
                // what a device failed to write was reported on the session's error output
            }
        }
    }

    // ---- the session's thread ----

    /** Runs {@code task} on the session's thread and waits for it; interrupting the waiting thread cancels it. */
    private <T> T inSession(Task<T> task) throws RException {
        if (Thread.currentThread() == evaluator) return task.run();
        Future<T> f;
        synchronized (state) {
            if (closed) throw new IllegalStateException("the flashr session is closed");
            f = executor.submit(() -> running(task));
        }
        try {
            return f.get();
        } catch (InterruptedException e) {
            synchronized (state) {
                if (current == task) interp.setInterruptRequested(true);
            }
            f.cancel(false); // one that had not started never will
            try {
                return await(f);
            } catch (CancellationException c) {
                throw new RCancelledException();
            } finally {
                Thread.currentThread().interrupt();
            }
        } catch (ExecutionException e) {
            throw rethrown(e.getCause());
        }
    }

    private <T> T running(Task<T> task) throws RException {
        synchronized (state) {
            current = task;
        }
        try {
            return task.run();
        } catch (QuitRequest q) {
            CLEANUP.submit(this::close); // q(): the session ends once this call has returned
            throw q.exception;
        } finally {
            synchronized (state) {
                current = null;
                interp.setInterruptRequested(false); // a cancel that came too late to act on
            }
            out.flush();
            err.flush();
        }
    }

    /** Closes sessions that asked to end (q()) from outside their own thread. */
    private static final ExecutorService CLEANUP = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "flashr-session-end");
        t.setDaemon(true);
        return t;
    });

    /** Waits for {@code f} without being interrupted; its failure is rethrown (RException included, unchecked here only in type). */
    private static <T> T await(Future<T> f) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return f.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw Session.<RuntimeException>sneaky(rethrown(e.getCause()));
                }
            }
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }

    private static RException rethrown(Throwable cause) {
        if (cause instanceof RException r) return r;
        if (cause instanceof RuntimeException r) throw r;
        if (cause instanceof Error e) throw e;
        throw new IllegalStateException(cause);
    }

    // ---- on the session's thread ----

    private List<RValue> parse(String code, String label) throws RException {
        try {
            return RParser.parse(code, label);
        } catch (ParseError e) {
            String message = e.sourceMessage(label);
            throw new RException(message, SIMPLE_ERROR, null, "Error: " + message);
        }
    }

    private RValue evalAll(List<RValue> exprs, boolean print) throws RException {
        RValue last = RNull.NULL;
        for (RValue e : exprs) last = host(() -> HostEvaluation.eval(interp, e, print));
        return last;
    }

    /** Runs evaluator calls as a top-level call; R's failures as Java's exceptions. */
    private RValue host(Supplier<RValue> body) throws RException {
        try {
            return HostEvaluation.run(interp, body);
        } catch (HostFailure f) {
            switch (f.kind()) {
                case ERROR -> throw new RException(f.getMessage(), List.of(f.conditionClasses()), f.call(), f.report());
                case INTERRUPT -> throw new RCancelledException();
                case QUIT -> throw new QuitRequest(new RException("q() ended the session (status " + f.quitStatus() + ")",
                        List.of(), null, ""));
                default -> throw new IllegalStateException(f.kind().name());
            }
        }
    }

    /** q() in R code: the call fails with {@link #exception} and the session closes. */
    private static final class QuitRequest extends RuntimeException {
        final RException exception;

        QuitRequest(RException exception) {
            super(null, null, false, false);
            this.exception = exception;
        }
    }

    /** A value the session hands to Java: shared, so R code copies it before any change. */
    private RObject wrap(RValue v) {
        Values.shareDeep(v);
        return new RObject(v, this);
    }
}

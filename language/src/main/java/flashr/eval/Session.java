package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RFunction;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.ParseAhead;
import flashr.parse.ParseError;
import flashr.parse.RParser;
import java.io.PrintStream;
import java.util.List;

/**
 * A top-level R session, as Rscript runs one: parses a script, evaluates each top-level
 * expression, auto-prints visible values, prints warnings after each top-level call, and
 * reports errors as {@code Error in <call> : <message>} (stopping the script).
 */
public final class Session {
    /** R code recurses deeply (5000 nested calls by default): run it on a thread with room for that. */
    private static final long STACK_BYTES = 1L << 30;

    private final Interpreter interp;
    /** Rscript ends the script after an error; an interactive session goes on. */
    private boolean halting = true;
    /** The status q() asked for during the current console input, else null. */
    private Integer quitStatus;

    public Session(PrintStream out, PrintStream err) {
        this.interp = new Interpreter(out, err);
        interp.baseEnv().define(".Last.value", flashr.lang.RNull.NULL);
    }

    public Interpreter interpreter() {
        return interp;
    }

    /**
     * Runs a whole script. Returns the exit status Rscript would give: 0 on success,
     * 1 after an error (which is printed to err, followed by "Execution halted").
     */
    public int runScript(String source, String fileName) {
        try {
            return onLargeStack(() -> run(source, fileName, null));
        } finally {
            interp.endSession();
        }
    }

    /** As {@link #runScript(String, String)}, with the parse that {@code ahead} started while the session was set up. */
    public int runScript(ParseAhead ahead) {
        try {
            return onLargeStack(() -> run(ahead.source(), ahead.fileName(), ahead));
        } finally {
            interp.endSession();
        }
    }

    /**
     * Runs a compiled script as {@link #runScript} runs its source: {@code code.get(i)} is the
     * compiled form of top-level expression i (null where it is evaluated), whose parser warnings
     * and auto-printing are as the interpreter's.
     */
    public int runCompiled(List<RParser.Parsed> exprs, List<CompiledCode> code) {
        try {
            Library.installed().beforeScript(exprs.stream().map(RParser.Parsed::expr).toList());
            return onLargeStack(() -> {
                for (int i = 0; i < exprs.size(); i++) {
                    for (String w : exprs.get(i).warnings()) interp.conditions().warning(null, w);
                    int status = runTopLevel(exprs.get(i).expr(), code.get(i));
                    if (status >= 0) return status;
                }
                interp.out().flush();
                return 0;
            });
        } finally {
            interp.endSession();
        }
    }

    /** Ends an interactive session: what the session left open (graphics devices) is finished. */
    public void end() {
        interp.endSession();
    }

    /**
     * Runs one input of the interactive console, as R's console does: each complete top-level
     * expression is evaluated and auto-printed; an error is reported (without "Execution halted")
     * and drops the rest of the input. Returns null to read the next input, or the exit status
     * after {@code q()}.
     */
    public Integer runInteractive(String source) {
        halting = false;
        quitStatus = null;
        try {
            onLargeStack(() -> run(source, "<stdin>", null));
        } finally {
            halting = true;
        }
        return quitStatus;
    }

    /** Runs {@code body} on a thread with room for R's deep recursion; passes its status and failures through. */
    private int onLargeStack(java.util.function.IntSupplier body) {
        int[] status = {1};
        Throwable[] failure = {null};
        Thread t = new Thread(null, () -> {
            try {
                status[0] = body.getAsInt();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "flashr-script", STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            t.interrupt();
            Thread.currentThread().interrupt();
            return 1;
        }
        if (failure[0] instanceof RuntimeException e) throw e;
        if (failure[0] instanceof Error e) throw e;
        return status[0];
    }

    private int run(String source, String fileName, ParseAhead ahead) {
        List<RParser.Parsed> exprs;
        ParseError syntaxError = null;
        try {
            exprs = ahead != null ? ahead.join() : RParser.parseWithText(source, fileName);
        } catch (ParseError e) {
            // Rscript reads a script expression by expression: what precedes the error runs first
            exprs = e.parsedBefore().stream().map(x -> new RParser.Parsed(x, "", List.of())).toList();
            syntaxError = e;
        }
        Library.installed().beforeScript(exprs.stream().map(RParser.Parsed::expr).toList());
        for (RParser.Parsed p : exprs) {
            // the parser's warnings come before those of evaluating the expression, as R reads one at a time
            for (String w : p.warnings()) interp.conditions().warning(null, w);
            int status = runTopLevel(p.expr());
            if (status >= 0) return status;
        }
        if (syntaxError != null) {
            reportError("Error: " + syntaxError.getMessage() + "\n");
            return 1;
        }
        interp.out().flush();
        return 0;
    }

    /** Evaluates one top-level expression; prints its value when visible. The exit status when the script ends here, else -1. */
    int runTopLevel(RValue expr) {
        return runTopLevel(expr, null);
    }

    /** As {@link #runTopLevel(RValue)}, running {@code code} (when not null) in place of evaluating {@code expr}. */
    int runTopLevel(RValue expr, CompiledCode code) {
        PrintStream err = interp.err();
        Conditions conditions = interp.conditions();
        java.util.function.Consumer<RError> outer = interp.uncaughtErrors(this::reportEarly);
        try {
            interp.setVisible(true);
            RValue v = code != null ? code.run(interp, interp.globalEnv()) : interp.eval(expr, interp.globalEnv());
            boolean visible = interp.isVisible();
            // R's REPL keeps each top-level value, visible or not, in base's .Last.value; as in R
            // it is no reference of its own: x <- big; x[1] <- 0 changes x in place, no copy
            if (v != null) interp.baseEnv().defineRaw(".Last.value", v);
            if (visible) printValue(v);
            interp.out().flush();
            conditions.printWarnings(err, "");
            TaskCallbacks.run(interp, expr, v, visible);
            interp.out().flush();
            return -1;
        } catch (SystemQuit q) {
            interp.out().flush();
            quitStatus = q.status();
            return q.status();
        } catch (RError e) {
            // Rscript follows the message with the calls that led to it; the console does not
            recordTraceback(e);
            reportError(e.reported() ? "" : errorReport(e));
        } catch (Interrupt i) {
            // Ctrl-C in the console: R goes back to the prompt on a new line, reporting nothing
            interp.out().flush();
            interp.resetFrames(0);
            conditions.resetAll();
            err.print("\n");
            err.flush();
        } catch (ControlFlow.Restart r) {
            // invokeRestart("abort") ends the script silently, or goes back to the prompt
            reportError(r.target == Restarts.ABORT_ENTRY ? "" : "Error: no 'restart' '" + r.name + "' found\n");
        } catch (ControlFlow.Return r) {
            reportError("Error: no function to return from, jumping to top level\n");
        } catch (ControlFlow f) {
            reportError(f == ControlFlow.BREAK || f == ControlFlow.NEXT
                    ? "Error: no loop for break/next, jumping to top level\n"
                    : f instanceof ControlFlow.Restart r ? "Error: no 'restart' '" + r.name + "' found\n" : "Error: unexpected jump\n");
        } catch (StackOverflowError e) {
            reportError("Error: " + Conditions.stackOverflowMessage() + "\n");
        } catch (OutOfMemoryError e) {
            reportError(Conditions.errorText(BuiltinCalls.memoryExhausted(e), "Error: "));
        } catch (RuntimeException e) {
            reportError(Conditions.errorText(BuiltinCalls.internalError(e, null).withoutCall(), "Error: "));
        } finally {
            interp.uncaughtErrors(outer);
        }
        return 1;
    }

    /** Keeps the calls active at an uncaught error, innermost first, for traceback() (R's .Traceback). */
    private void recordTraceback(RError e) {
        if (!(e.stack() instanceof List<?> frames) || frames.isEmpty()) return;
        flashr.lang.RValue[] calls = new flashr.lang.RValue[frames.size()];
        for (int i = 0; i < calls.length; i++) {
            Object f = frames.get(frames.size() - 1 - i);
            calls[i] = f instanceof Frame fr ? new flashr.lang.RString(flashr.parse.Deparser.deparseLines(fr.call, 60).toArray(String[]::new))
                    : flashr.lang.RNull.NULL;
        }
        interp.baseEnv().define(".Traceback", new flashr.lang.RList(calls));
    }

    /** The message of an uncaught error, with Rscript's Calls: line after it (the console has none). */
    private String errorReport(RError e) {
        String calls = halting ? ConciseTraceback.of(interp, e) : "";
        return Conditions.errorText(e, "Error: ") + (calls.isEmpty() ? "" : "Calls: " + calls + "\n");
    }

    /**
     * Prints an uncaught error where it is raised, before on.exit code runs on the way out, as
     * R's default handler prints it (with the warnings so far); the top level adds the rest.
     */
    private void reportEarly(RError e) {
        PrintStream err = interp.err();
        interp.out().flush();
        err.print(errorReport(e));
        interp.conditions().printWarnings(err, "In addition: ");
        err.flush();
    }

    private void reportError(String text) {
        PrintStream err = interp.err();
        interp.out().flush();
        interp.resetFrames(0);
        interp.conditions().resetAll();
        err.print(text);
        interp.conditions().printWarnings(err, "In addition: ");
        if (halting) err.print("Execution halted\n");
        err.flush();
    }

    /** Auto-printing: calls print (dispatching to a user's print method for classed values). */
    void printValue(RValue v) {
        printValue(interp, v);
    }

    static void printValue(Interpreter interp, RValue v) {
        if (!(interp.baseEnv().getLocal("print") instanceof RFunction print)) return;
        interp.apply(print, new RValue[] {v}, null, interp.globalEnv(),
                new RCall(RSymbol.of("print"), new RValue[] {RSymbol.of("x")}, null, null));
        interp.setVisible(false);
    }
}

package flashr.base.system;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.io.WorkingDirectory;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The internal of system() and system2(), which R writes in R (base/system.R): runs a command
 * with /bin/sh in the session's working directory and environment (Sys.setenv included). Its
 * standard output is returned (intern) or copied to the session's output; its standard error to
 * the session's error stream. Statuses, time-outs and failures as R reports them. Also
 * Sys.getpid.
 */
public final class ProcessBuiltins {
    private ProcessBuiltins() {}

    /** The status sh gives a command it cannot find, which R reports as a failure to run. */
    private static final int NOT_RUN = 127;
    private static final int TIMED_OUT = 124;

    public static void register(Registry r) {
        r.builtin(".system", "command, intern, timeout", ProcessBuiltins::system);
        r.builtin("Sys.getpid", "", a -> RInt.of((int) ProcessHandle.current().pid()));
        RSource.define(r, "base/system.R");
        Locales.register(r);
    }

    private static RValue system(Args a) {
        if (!(a.get(0) instanceof RString cmds) || cmds.length() < 1 || cmds.get(0) == null) throw new RError("non-empty character argument expected");
        String command = cmds.get(0);
        boolean intern = Coerce.flag(a.get(1), "intern");
        double timeout = Coerce.doubleScalar(a.get(2));
        if (Double.isNaN(timeout) || timeout < 0) throw new RError("invalid 'timeout' argument");
        Interpreter in = a.interp();
        // reported in the call of system() or system2(), as R's .Internal reports them
        RValue call = flashr.eval.Calls.sysCall(in, a.env(), 0);
        if (call == flashr.lang.RNull.NULL) call = a.call();
        boolean background = command.strip().endsWith("&");
        // "sh" (found on PATH), not "/bin/sh": the shell's argv[0] is then "sh", as C's system() runs it, so that
        // its messages read "sh: 1: cmd: not found" as under R
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", command).directory(WorkingDirectory.get().toFile());
        Map<String, String> env = pb.environment();
        env.clear();
        env.putAll(SystemEnvironment.all(in));
        pb.redirectInput(ProcessBuilder.Redirect.INHERIT);
        if (background) {
            // the shell returns at once; what the command prints later goes straight to the process's streams
            pb.redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT);
        }
        in.out().flush();
        in.err().flush();
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new RError("error in running command", call);
        }
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        List<Thread> pumps = new ArrayList<>();
        if (!background) {
            pumps.add(pump(p.getInputStream(), intern ? captured : in.out()));
            pumps.add(pump(p.getErrorStream(), in.err()));
        }
        int status;
        boolean timedOut = false;
        in.setInterruptHandler(() -> kill(p));
        try {
            if (timeout > 0) {
                if (!p.waitFor(Math.round(timeout * 1e3), TimeUnit.MILLISECONDS)) {
                    kill(p);
                    timedOut = true;
                }
            }
            status = p.waitFor();
            for (Thread t : pumps) t.join();
        } catch (InterruptedException e) {
            kill(p);
            Thread.currentThread().interrupt();
            status = NOT_RUN;
        } finally {
            in.setInterruptHandler(null);
        }
        in.checkInterrupt();
        in.out().flush();
        if (timedOut) {
            status = TIMED_OUT;
            in.warning(call, "command '" + command + "' timed out after " + (long) Math.ceil(timeout) + "s");
        }
        if (!intern) {
            if (status == NOT_RUN) in.warning(call, "error in running command");
            in.setVisible(false);
            return RInt.of(status);
        }
        if (status == NOT_RUN) throw new RError("error in running command", call);
        RString lines = new RString(lines(captured.toString(StandardCharsets.UTF_8)));
        if (status != 0) {
            lines.setAttr("status", RInt.of(status));
            if (!timedOut) in.warning(call, "running command '" + command + "' had status " + status);
        }
        in.setVisible(true);
        return lines;
    }

    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    /** The text's lines without their ends; a last line without a newline counts. */
    private static String[] lines(String text) {
        if (text.isEmpty()) return new String[0];
        String[] parts = text.split("\n", -1);
        int n = text.endsWith("\n") ? parts.length - 1 : parts.length;
        return java.util.Arrays.copyOf(parts, n);
    }

    /** Copies a child's stream as it comes; a PrintStream target is flushed after each read. */
    public static Thread pump(InputStream from, OutputStream to) {
        Thread t = Thread.ofVirtual().start(() -> {
            byte[] buf = new byte[8192];
            try (from) {
                for (int n; (n = from.read(buf)) > 0; ) {
                    synchronized (to) {
                        to.write(buf, 0, n);
                        if (to instanceof PrintStream) to.flush();
                    }
                }
            } catch (IOException e) {
                // the child went away: what it wrote so far is kept
            }
        });
        return t;
    }
}

package flashr.base.system;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.dates.DateTimes;
import flashr.base.io.Connection;
import flashr.base.io.ConnectionBuiltins;
import flashr.base.io.ConnectionText;
import flashr.base.io.Connections;
import flashr.base.io.FileBuiltins;
import flashr.base.io.FileConnection;
import flashr.base.io.FileInfo;
import flashr.base.io.FileOperations;
import flashr.base.io.FilePaths;
import flashr.base.io.OutputCapture;
import flashr.base.io.ScanBuiltin;
import flashr.base.io.SerializationBuiltins;
import flashr.base.io.SinkBuiltins;
import flashr.base.io.TempFiles;
import flashr.base.io.WorkingDirectory;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.eval.SystemQuit;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builtins: Sys.time, Sys.Date, date, proc.time, system.time, Sys.sleep, commandArgs,
 * Sys.getenv, Sys.setenv, Sys.unsetenv, file.exists, readLines, q/quit, interactive; the
 * constants (pi, letters, .Machine, R.version, ...) register from {@link SystemConstants}.
 */
public final class SystemBuiltins {
    private SystemBuiltins() {}

    private static final String[] PROC_TIME_NAMES = {"user.self", "sys.self", "elapsed", "user.child", "sys.child"};

    /** date()'s format, made on first use: building it costs the many scripts that read .Machine (this domain) a few milliseconds. */
    private static final class Ctime {
        static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.US);
    }

    /** Waits {@code seconds}; a user interrupt meanwhile ends the wait and unwinds as R's interrupt. */
    private static void sleep(Interpreter in, double seconds) {
        java.util.concurrent.CountDownLatch wake = new java.util.concurrent.CountDownLatch(1);
        in.setInterruptHandler(wake::countDown);
        try {
            wake.await(Math.round(seconds * 1e9), java.util.concurrent.TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            in.setInterruptHandler(null);
        }
        in.checkInterrupt();
    }

    public static void register(Registry r) {
        RSource.define(r, "base/proc-time.R");
        r.builtin("Sys.time", "", a -> {
            flashr.bind.PendingWork.computeBeforeClock(a.interp());
            Instant now = Instant.now();
            RDouble t = RDouble.of(now.getEpochSecond() + now.getNano() / 1000 / 1e6);
            t.setAttr("class", RString.of("POSIXct", "POSIXt"));
            return t;
        });
        r.builtin("Sys.Date", "", a -> {
            RDouble d = RDouble.of(LocalDate.now().toEpochDay());
            d.setAttr("class", RString.of("Date"));
            return d;
        });
        r.builtin("date", "", a -> RString.of(Ctime.FORMAT.format(ZonedDateTime.now())));
        r.builtin("proc.time", "", a -> {
            flashr.bind.PendingWork.computeBeforeClock(a.interp());
            return procTime(now());
        });
        r.special("system.time", SystemBuiltins::systemTime);
        r.builtin("Sys.sleep", "time", a -> {
            double t = Coerce.doubleScalar(a.get(0));
            if (Double.isNaN(t) || t < 0) throw new RError("invalid 'time' value");
            sleep(a.interp(), t);
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("commandArgs", "trailingOnly", a -> {
            boolean trailing = a.has(0) && Coerce.flag(a.get(0), "trailingOnly");
            return new RString(trailing ? SystemArgs.trailing() : SystemArgs.all());
        });
        r.builtin("interactive", "", a -> RLogical.of(false));
        r.builtin("Sys.info", "", a -> sysInfo());
        r.builtin("quit", "save, status, runLast", a -> {
            int status = a.has(1) ? Coerce.intScalar(a.get(1)) : 0;
            if (status == RInt.NA) {
                a.interp().warning(a.call(), "invalid 'status', 0 assumed");
                status = 0;
            }
            throw new SystemQuit(status);
        });
        r.alias("q", "quit");
        r.builtin("Sys.getenv", "x, unset, names", SystemBuiltins::getenv);
        r.builtin("Sys.setenv", null, SystemBuiltins::setenv);
        r.builtin("Sys.unsetenv", "x", a -> {
            RVector x = strings(a.get(0), "x");
            int[] done = new int[x.length()];
            for (int i = 0; i < done.length; i++) {
                SystemEnvironment.set(a.interp(), x.getString(i), null);
                done[i] = 1;
            }
            a.interp().setVisible(false);
            return new RLogical(done);
        });
        MemoryBuiltins.register(r);
        SystemConstants.register(r);
    }

    /**
     * Files, connections, serialization, processes, encodings and dates: a domain of their own
     * ({@code FILES}), apart from the system's names above, as nearly every script starts with
     * {@code commandArgs()} and few read files or dates; registered with those names, they made a
     * script's first line 12-15 ms of CPU slower (docs/BENCHMARKS.md, "Start-up and exit").
     */
    public static void registerFiles(Registry r) {
        TempFiles.register(r);
        SerializationBuiltins.register(r);
        FileBuiltins.register(r);
        FileInfo.register(r);
        FileOperations.register(r);
        FilePaths.register(r);
        RSource.define(r, "base/files.R");
        flashr.base.io.BinaryIO.register(r);
        flashr.base.strings.Encodings.register(r);
        RSource.define(r, "base/text-tools.R");
        ProcessBuiltins.register(r);
        FileDigests.register(r);
        SinkBuiltins.register(r);
        ConnectionBuiltins.register(r);
        flashr.base.io.Archives.register(r);
        ScanBuiltin.register(r);
        OutputCapture.register(r);
        DateTimes.register(r);
        RSource.define(r, "base/dates.R");
        RSource.define(r, "base/date-tools.R");
        RSource.define(r, "base/date-seq.R");
        RSource.define(r, "base/date-methods.R");
        r.builtin("file.exists", null, a -> {
            List<Integer> found = new ArrayList<>();
            for (RValue v : a.dots()) {
                RVector files = strings(v, "file");
                for (int i = 0; i < files.length(); i++) {
                    String f = files.getString(i);
                    found.add(f != null && !f.isEmpty() && Files.exists(WorkingDirectory.resolve(f)) ? 1 : 0);
                }
            }
            return new RLogical(found.stream().mapToInt(Integer::intValue).toArray());
        });
        r.builtin("readLines", "con, n, ok, warn, encoding, skipNul", SystemBuiltins::readLines);
    }

    /**
     * user and system CPU time of the process (all threads, so engine workers count, as R's
     * times do for its process), and seconds since the JVM started. Read from /proc/self/stat
     * where there is one, else the calling thread's times.
     */
    private static double[] now() {
        double elapsed = (System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime()) / 1e3;
        double[] cpu = processTimes();
        if (cpu == null) {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            double total = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() / 1e9 : 0;
            double user = threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadUserTime() / 1e9 : 0;
            cpu = new double[] {user, total - user};
        }
        return new double[] {roundMillis(cpu[0]), roundMillis(cpu[1]), roundMillis(elapsed), 0, 0};
    }

    /** utime and stime of /proc/self/stat in seconds (USER_HZ is 100 on Linux), or null. */
    private static double[] processTimes() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // fields after the command name, which is in parentheses and may hold spaces
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new double[] {Long.parseLong(f[11]) / 100.0, Long.parseLong(f[12]) / 100.0};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static double roundMillis(double seconds) {
        return Math.round(seconds * 1000) / 1000.0;
    }

    private static RDouble procTime(double[] times) {
        RDouble t = new RDouble(times);
        t.setAttr("names", new RString(PROC_TIME_NAMES.clone()));
        t.setAttr("class", RString.of("proc_time"));
        return t;
    }

    /** {@code system.time(expr)}: evaluates expr in the caller's environment and returns the time it took. */
    private static RValue systemTime(Args a) {
        RCall call = a.call();
        RValue expr = null;
        for (int i = 0; i < call.argCount(); i++) {
            String name = call.argName(i);
            if (name == null || name.equals("expr")) {
                expr = call.arg(i);
                break;
            }
        }
        if (expr == null) throw new RError("argument \"expr\" is missing, with no default");
        int mark = flashr.bind.PendingWork.mark();
        double[] before = now();
        RValue value;
        try {
            value = a.interp().eval(expr, a.env());
        } catch (RError e) {
            // R's on.exit(message("Timing stopped at: ", ...)), after the error's report
            a.interp().reportIfUncaught(e);
            timingStopped(a, before);
            throw e;
        }
        // engine values expr made and left lazy are computed on the clock, as R computes them
        flashr.bind.PendingWork.computeSince(a.interp(), mark, a.env(), value);
        double[] after = now();
        for (int i = 0; i < after.length; i++) after[i] = roundMillis(after[i] - before[i]);
        a.interp().setVisible(true);
        return procTime(after);
    }

    /** The message R's system.time leaves when its expression fails: user, system and elapsed times as formatC writes them. */
    private static void timingStopped(Args a, double[] before) {
        double[] after = now();
        StringBuilder text = new StringBuilder("Timing stopped at:");
        for (int i = 0; i < 3; i++) {
            double t = roundMillis(after[i] - before[i]);
            text.append(' ').append(flashr.base.strings.FormatC.formatC(t));
        }
        a.interp().conditions().message(a.call(), text.append('\n').toString());
    }

    private static RValue getenv(Args a) {
        if (!a.has(0) || a.get(0) == RNull.NULL) {
            Map<String, String> all = SystemEnvironment.all(a.interp());
            RString values = new RString(all.values().toArray(String[]::new));
            values.setAttr("names", new RString(all.keySet().toArray(String[]::new)));
            values.setAttr("class", RString.of("Dlist"));
            return values;
        }
        RVector x = strings(a.get(0), "x");
        String unset = a.has(1) ? Coerce.stringScalar(a.get(1)) : "";
        int names = a.has(2) ? Coerce.logicalScalar(a.get(2)) : RLogical.NA;
        String[] values = new String[x.length()];
        for (int i = 0; i < values.length; i++) {
            String v = x.getString(i) == null ? null : SystemEnvironment.get(a.interp(), x.getString(i));
            values[i] = v != null ? v : unset;
        }
        RString r = new RString(values);
        if (names == 1 || (names == RLogical.NA && values.length > 1)) {
            String[] n = new String[values.length];
            for (int i = 0; i < n.length; i++) n[i] = x.getString(i);
            r.setAttr("names", new RString(n));
        }
        return r;
    }

    private static RValue setenv(Args a) {
        RValue[] values = a.dots();
        String[] names = a.dotNames();
        int[] done = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            if (names[i] == null || names[i].isEmpty()) throw new RError("all arguments must be named");
            String v = Coerce.stringScalar(values[i]);
            SystemEnvironment.set(a.interp(), names[i], v == null ? "NA" : v);
            done[i] = 1;
        }
        a.interp().setVisible(false);
        return new RLogical(done);
    }

    /** {@code readLines(path)} for a file name, or the lines of a connection (stdin() by default). */
    private static RValue readLines(Args a) {
        if (!a.has(0) || Connections.isConnection(a.get(0))) {
            RValue con = a.has(0) ? a.get(0) : Connections.standard(a.interp(), 0);
            int n = a.has(1) ? Coerce.intScalar(a.get(1)) : -1;
            boolean warn = !a.has(3) || Coerce.flag(a.get(3), "warn");
            return new RString(ConnectionText.readLines(a.interp(), con, n, warn, a.call()).toArray(String[]::new));
        }
        String path = a.has(0) ? Coerce.stringScalar(a.get(0)) : null;
        if (!(a.get(0) instanceof RString) || path == null) throw new RError("invalid 'description' argument");
        int n = a.has(1) ? Coerce.intScalar(a.get(1)) : -1;
        boolean warn = !a.has(3) || Coerce.flag(a.get(3), "warn");
        RCall fileCall = RCall.of("file", RSymbol.of("con"), RString.of("r"));
        Connection c = new FileConnection("file", path, "r");
        return new RString(ConnectionText.readLines(a.interp(), c, n, warn, fileCall, a.call()).toArray(String[]::new));
    }

    /** R's Sys.info(): the kernel's name, release and version, the host, the machine and the user. */
    private static RValue sysInfo() {
        String user = System.getProperty("user.name", "unknown");
        String arch = System.getProperty("os.arch", "");
        RString info = RString.of(System.getProperty("os.name", "unknown"), System.getProperty("os.version", "unknown"),
                kernelFile("version"), kernelFile("hostname"), arch.equals("amd64") ? "x86_64" : arch.equals("aarch64") ? "aarch64" : arch,
                user, user, user);
        info.setAttr("names", RString.of("sysname", "release", "version", "nodename", "machine", "login", "user", "effective_user"));
        return info;
    }

    private static String kernelFile(String name) {
        try {
            return Files.readString(Path.of("/proc/sys/kernel", name)).strip();
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static RVector strings(RValue v, String what) {
        if (v instanceof RVector vec && vec.type() == RType.CHARACTER) return vec;
        throw new RError("invalid '" + what + "' argument");
    }
}

package flashr.cli;

import flashr.bind.FmEngines;
import flashr.eval.Interpreter;
import flashr.eval.Options;
import flashr.eval.Session;
import flashr.lang.RVector;
import flashr.parse.ParseAhead;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code flashr} command: {@code flashr FILE.R [args]} runs a script like Rscript,
 * {@code flashr -e EXPR} runs expressions, and with neither it reads R from standard input
 * (a pipe) or starts the interactive REPL (a terminal). Exit status: 0 success, 1 an R error,
 * 2 bad usage.
 */
@Command(name = "flashr", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs R code on matrices larger than memory: a script (FILE), expressions (-e), R code "
                + "piped to standard input, or, on a terminal with neither, the interactive console "
                + "(Tab completes, ?name shows help, Ctrl-C interrupts a computation, "
                + "Ctrl-D or q() quits).", ""},
        footer = {"", "Exit status: 0 success, 1 an R error, 2 bad usage."})
public final class Main implements Callable<Integer> {
    @Option(names = "-e", paramLabel = "EXPR", description = "R expression(s) to run; may be repeated.")
    private List<String> expressions = new ArrayList<>();

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "R script to run.")
    private Path file;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "Arguments for the script (commandArgs(trailingOnly = TRUE)).")
    private List<String> scriptArgs = new ArrayList<>();

    @Option(names = "--no-progress", description = "Show no progress line for long computations (shown on a terminal "
            + "once a pass over data runs a second; options(flashr.progress = FALSE) turns it off too).")
    private boolean noProgress;

    @Option(names = "--threads", paramLabel = "N", converter = PositiveCount.class,
            description = "Worker threads of the matrix engine (default: the number of cores).")
    private Long threads;

    @Option(names = "--memory-budget", paramLabel = "SIZE", converter = ByteSize.class,
            description = "Memory the engine may use for matrices, e.g. 512m, 8g (default: half of the machine's memory).")
    private Long memoryBudget;

    @Option(names = "--data-dir", paramLabel = "DIR", description = "Directory for the engine's on-disk matrices (in.mem = FALSE, named ones, and results that do not fit the memory budget); may be repeated (one per disk: matrices are striped over all).")
    private List<Path> dataDirs = new ArrayList<>();

    @Option(names = "--engine-threshold", paramLabel = "N", converter = Count.class,
            description = "Numeric vectors and matrices with at least N elements (default 2097152, 2^21) live in the matrix engine, "
                    + "where operations on them run lazily and in parallel (a matrix of fewer than 32768 rows from 2^25 elements, "
                    + "unless N is smaller); 0 puts all of them there.")
    private Long engineThreshold;

    @Option(names = "--engine-trace", description = "Report on standard error each call that reads an engine value's "
            + "elements outside the engine (to find what a script still computes in R's way).")
    private boolean engineTrace;

    @Option(names = "--exact-blas", description = "Matrix products and factorizations give GNU R's results with its reference BLAS "
            + "bit for bit (slower; options(flashr.exact.blas = TRUE) does the same). The default uses OpenBLAS.")
    private boolean exactBlas;

    @Option(names = "--java-blas", description = "Use the Java implementation of BLAS and LAPACK instead of the native OpenBLAS "
            + "(options(flashr.linalg.backend = \"java\") does the same).")
    private boolean javaBlas;

    @Option(names = "--interpreted-kernels", description = "Run the engine's kernels interpreted instead of compiled (element-wise chains fused into generated code).")
    private boolean interpretedKernels;

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("compile")) {
            System.exit(flashr.compiler.CompileCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), System.err));
        }
        Main plain = new Main();
        if (plain.takePlainInvocation(args)) {
            int status;
            try {
                status = plain.call();
            } catch (IOException e) {
                System.err.println("flashr: " + e.getMessage());
                status = 1;
            }
            System.exit(status);
        }
        CommandLine cli = new CommandLine(new Main());
        cli.setStopAtPositional(true);
        cli.setParameterExceptionHandler((ex, a) -> {
            java.io.PrintWriter err = ex.getCommandLine().getErr();
            err.println("flashr: " + ex.getMessage());
            err.println("Try 'flashr --help' for usage.");
            return 2;
        });
        System.exit(cli.execute(args));
    }

    /**
     * Takes the everyday invocations without picocli (loading it is a third of start-up): the
     * console, {@code FILE [ARGS...]}, and {@code -e EXPR} repeated, then optionally FILE and its
     * arguments; exactly what picocli makes of them. False, with nothing taken, for anything else.
     */
    boolean takePlainInvocation(String[] args) {
        int i = 0;
        List<String> exprs = new ArrayList<>();
        while (i + 1 < args.length && args[i].equals("-e")) {
            exprs.add(args[i + 1]);
            i += 2;
        }
        if (i < args.length && args[i].startsWith("-")) return false;
        expressions.addAll(exprs);
        if (i < args.length) {
            file = Path.of(args[i]);
            scriptArgs.addAll(List.of(args).subList(i + 1, args.length));
        }
        return true;
    }

    @Override
    public Integer call() throws IOException {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        java.io.OutputStream errOut = DescriptorOutput.fromEnvironment();
        PrintStream err = new PrintStream(errOut != null ? errOut : new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        if (errOut != null) System.setErr(err);   // engine traces and last-resort reports too
        try {
            return run(out, err);
        } finally {
            out.flush();
        }
    }

    private int run(PrintStream out, PrintStream err) throws IOException {
        configureEngine();
        if (expressions.isEmpty() && file == null && System.console() != null && System.console().isTerminal()) {
            // Errors go where the values go: both are the terminal, and must appear in order.
            Session session = newSession(out, out);
            out.print(new Version().getVersion()[0] + ": R on matrices larger than memory.\n"
                    + "Type '?name' for help on a function, Tab to complete, 'q()' to quit.\n\n");
            out.flush();
            try (var terminal = Repl.systemTerminal()) {
                return new Repl(session, terminal, Repl.defaultHistoryFile()).run();
            }
        }
        // The script is parsed on a thread of its own while the session is set up (ParseAhead).
        if (!expressions.isEmpty()) {
            ParseAhead ahead = ParseAhead.start(String.join("\n", expressions), "-e");
            Session session = newSession(out, err);
            if (file != null) scriptArgs.add(0, file.toString());
            setCommandArgs("-e", scriptArgs);
            return session.runScript(ahead);
        }
        if (file != null) {
            String source;
            try {
                source = Files.readString(file, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                err.println("flashr: cannot open file '" + file + "': No such file or directory");
                return 2;
            }
            // -Dflashr.parseAhead=false parses on the script's thread after the set-up (for A/B runs)
            if (!Boolean.parseBoolean(System.getProperty("flashr.parseAhead", "true"))) {
                Session session = newSession(out, err);
                setCommandArgs("--file=" + file, scriptArgs);
                return session.runScript(source, file.toString());
            }
            ParseAhead ahead = ParseAhead.start(source, file.toString());
            Session session = newSession(out, err);
            setCommandArgs("--file=" + file, scriptArgs);
            return session.runScript(ahead);
        }
        Session session = newSession(out, err);
        // No script and no terminal: read R from standard input, as `R --no-echo` does with a pipe.
        String source = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        return session.runScript(source, "stdin");
    }

    private Session newSession(PrintStream out, PrintStream err) {
        Session session = new Session(out, err);
        ConsoleBuiltins.install(session.interpreter());
        if (!noProgress && canRedrawLine()) showProgress(session.interpreter(), out);
        return session;
    }

    /** Standard output is a terminal (not a pipe or a file) that understands carriage return and clearing a line. */
    private static boolean canRedrawLine() {
        String term = System.getenv("TERM");
        return System.console() != null && System.console().isTerminal()
                && term != null && !term.isEmpty() && !term.equals(org.jline.terminal.Terminal.TYPE_DUMB);
    }

    /** Long engine passes draw a progress line on {@code out} unless the R option {@code flashr.progress} is FALSE. */
    static void showProgress(Interpreter session, PrintStream out) {
        WeakReference<Interpreter> ref = new WeakReference<>(session);
        FmEngines.setProgressDisplay(session, new ProgressLine(out, () -> {
            Interpreter in = ref.get();
            return in != null && !(Options.get(in, "flashr.progress") instanceof RVector v
                    && v.length() == 1 && !v.isNA(0) && v.getDouble(0) == 0);
        }, System::nanoTime));
    }

    /** The engine reads its settings from system properties when the session first binds it. */
    void configureEngine() {
        if (threads != null) System.setProperty("flashr.threads", threads.toString());
        if (memoryBudget != null) System.setProperty("flashr.memory.budget", memoryBudget.toString());
        if (!dataDirs.isEmpty()) {
            System.setProperty("flashr.data.dirs", String.join(java.io.File.pathSeparator,
                    dataDirs.stream().map(d -> d.toAbsolutePath().toString()).toList()));
        }
        if (engineThreshold != null) System.setProperty("flashr.engine.threshold", engineThreshold.toString());
        if (interpretedKernels) System.setProperty("flashr.kernels", "interpreting");
        if (engineTrace) System.setProperty("flashr.engine.trace", "true");
        if (exactBlas) System.setProperty("flashr.exact.blas", "true");
        if (javaBlas) System.setProperty("flashr.linalg.backend", "java");
    }

    /** What commandArgs() reports, in Rscript's shape: program, how the code came, "--args", the script's arguments. */
    private static void setCommandArgs(String source, List<String> trailing) {
        List<String> all = new ArrayList<>(List.of("flashr", source, "--args"));
        all.addAll(trailing);
        flashr.base.system.SystemArgs.setCommandArgs(all.toArray(String[]::new));
    }

    /** A whole number of at least 0. */
    static final class Count implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            return wholeNumber(text, 0, "a whole number");
        }
    }

    /** A whole number of at least 1. */
    static final class PositiveCount implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            return wholeNumber(text, 1, "a positive whole number");
        }
    }

    private static long wholeNumber(String text, long least, String what) {
        try {
            long n = Long.parseLong(text.strip());
            if (n >= least) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new CommandLine.TypeConversionException("'" + text + "' is not " + what);
    }

    /** Parses sizes such as {@code 1048576}, {@code 512k}, {@code 64m}, {@code 8g}, {@code 1t} into bytes. */
    static final class ByteSize implements CommandLine.ITypeConverter<Long> {
        private static final Pattern SIZE = Pattern.compile("(?i)(\\d+)\\s*([kmgt]?)i?b?");

        @Override
        public Long convert(String text) {
            var m = SIZE.matcher(text.strip());
            if (!m.matches()) throw new CommandLine.TypeConversionException("'" + text + "' is not a size (e.g. 512m, 8g)");
            int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
                case "k" -> 10;
                case "m" -> 20;
                case "g" -> 30;
                case "t" -> 40;
                default -> 0;
            };
            long n = Long.parseLong(m.group(1));
            if (n > (Long.MAX_VALUE >> shift)) throw new CommandLine.TypeConversionException("'" + text + "' is too large");
            return n << shift;
        }
    }

    /** Prints the version from the jar manifest, or the development version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"flashr " + (v == null ? "0.1.0-SNAPSHOT" : v)};
        }
    }
}

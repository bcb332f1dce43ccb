package flashr.cli;

import flashr.base.Options;
import flashr.bind.FmEngines;
import flashr.eval.Interpreter;
import flashr.eval.Session;
import flashr.lang.RVector;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code flashr} command: {@code flashr FILE.R [args]} runs a script like Rscript,
 * {@code flashr -e EXPR} runs expressions, and with neither it reads R from standard input
 * (a pipe) or starts the interactive REPL (a terminal). Exit status: 0 success, 1 an R error,
 * 2 bad usage. The arguments are described by {@link CommandLineArgs}.
 */
public final class Main {
    private final CommandLineArgs args;

    Main(CommandLineArgs args) {
        this.args = args;
    }

    public static void main(String[] argv) {
        CommandLineArgs args;
        try {
            args = CommandLineArgs.parse(argv);
        } catch (CommandLineArgs.BadUsage e) {
            System.err.println("flashr: " + e.getMessage());
            System.err.println("Try 'flashr --help' for usage.");
            System.exit(2);
            return;
        }
        if (args.help || args.version) {
            System.out.print(args.help ? CommandLineArgs.HELP : version() + "\n");
            System.out.flush();
            System.exit(0);
        }
        int status;
        try {
            status = new Main(args).call();
        } catch (IOException e) {
            System.err.println("flashr: " + e.getMessage());
            status = 1;
        }
        System.exit(status);
    }

    int call() throws IOException {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        try {
            return run(out, err);
        } finally {
            out.flush();
        }
    }

    private int run(PrintStream out, PrintStream err) throws IOException {
        configureEngine();
        if (args.expressions.isEmpty() && args.file == null && System.console() != null && System.console().isTerminal()) {
            // Errors go where the values go: both are the terminal, and must appear in order.
            Session session = newSession(out, out);
            out.print(version() + ": R on matrices larger than memory.\n"
                    + "Type '?name' for help on a function, Tab to complete, 'q()' to quit.\n\n");
            out.flush();
            try (var terminal = Repl.systemTerminal()) {
                return new Repl(session, terminal, Repl.defaultHistoryFile()).run();
            }
        }
        Session session = newSession(out, err);
        if (!args.expressions.isEmpty()) {
            if (args.file != null) args.scriptArgs.add(0, args.file.toString());
            setCommandArgs("-e", args.scriptArgs);
            return session.runScript(String.join("\n", args.expressions), "-e");
        }
        if (args.file != null) {
            String source;
            try {
                source = Files.readString(args.file, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                err.println("flashr: cannot open file '" + args.file + "': No such file or directory");
                return 2;
            }
            setCommandArgs("--file=" + args.file, args.scriptArgs);
            return session.runScript(source, args.file.toString());
        }
        // No script and no terminal: read R from standard input, as `R --no-echo` does with a pipe.
        String source = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        return session.runScript(source, "stdin");
    }

    private Session newSession(PrintStream out, PrintStream err) {
        Session session = new Session(out, err);
        ConsoleBuiltins.install(session.interpreter());
        if (!args.noProgress && canRedrawLine()) showProgress(session.interpreter(), out);
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
        if (args.threads != null) System.setProperty("flashr.threads", args.threads.toString());
        if (args.memoryBudget != null) System.setProperty("flashr.memory.budget", args.memoryBudget.toString());
        if (!args.dataDirs.isEmpty()) {
            System.setProperty("flashr.data.dirs", String.join(java.io.File.pathSeparator,
                    args.dataDirs.stream().map(d -> d.toAbsolutePath().toString()).toList()));
        }
        if (args.engineThreshold != null) System.setProperty("flashr.engine.threshold", args.engineThreshold.toString());
        if (args.interpretedKernels) System.setProperty("flashr.kernels", "interpreted");
    }

    /** What commandArgs() reports, in Rscript's shape: program, how the code came, "--args", the script's arguments. */
    private static void setCommandArgs(String source, List<String> trailing) {
        List<String> all = new ArrayList<>(List.of("flashr", source, "--args"));
        all.addAll(trailing);
        flashr.base.SystemArgs.setCommandArgs(all.toArray(String[]::new));
    }

    /** The version from the jar manifest, or the development version. */
    static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return "flashr " + (v == null ? "0.1.0-SNAPSHOT" : v);
    }
}

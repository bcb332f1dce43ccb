package flashr.cli;

import flashr.eval.Session;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
        description = "Runs R code on matrices larger than memory.",
        footer = {"", "Exit status: 0 success, 1 an R error, 2 bad usage."})
public final class Main implements Callable<Integer> {
    @Option(names = "-e", paramLabel = "EXPR", description = "R expression(s) to run; may be repeated.")
    private List<String> expressions = new ArrayList<>();

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "R script to run.")
    private Path file;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "Arguments for the script (commandArgs(trailingOnly = TRUE)).")
    private List<String> scriptArgs = new ArrayList<>();

    public static void main(String[] args) {
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

    @Override
    public Integer call() throws IOException {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        try {
            return run(out, err);
        } finally {
            out.flush();
        }
    }

    private int run(PrintStream out, PrintStream err) throws IOException {
        Session session = new Session(out, err);
        if (!expressions.isEmpty()) {
            if (file != null) scriptArgs.add(0, file.toString());
            setCommandArgs("-e", scriptArgs);
            return session.runScript(String.join("\n", expressions), "-e");
        }
        if (file != null) {
            String source;
            try {
                source = Files.readString(file, StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                err.println("flashr: cannot open file '" + file + "': No such file or directory");
                return 2;
            }
            setCommandArgs("--file=" + file, scriptArgs);
            return session.runScript(source, file.toString());
        }
        // No script: read R from standard input, as `R --no-echo` does with a pipe.
        String source = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        return session.runScript(source, "stdin");
    }

    /** What commandArgs() reports, in Rscript's shape: program, how the code came, "--args", the script's arguments. */
    private static void setCommandArgs(String source, List<String> trailing) {
        List<String> all = new ArrayList<>(List.of("flashr", source, "--args"));
        all.addAll(trailing);
        flashr.base.SystemArgs.setCommandArgs(all.toArray(String[]::new));
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

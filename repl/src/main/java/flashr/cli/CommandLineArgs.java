package flashr.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The arguments of the {@code flashr} command. Parsed by hand: an argument library's reflection
 * costs a noticeable share of every start-up, and the syntax is small. Options come before the
 * script: the first argument that is no option is FILE, and everything after it goes to the script.
 * {@code --opt=value}, {@code --opt value}, {@code -eEXPR} and {@code -e=EXPR} all give a value;
 * {@code --} ends the options.
 */
final class CommandLineArgs {
    /** The help text of {@code flashr --help}. */
    static final String HELP = """
            Usage: flashr [-hV] [--interpreted-kernels] [--no-progress]
                          [--engine-threshold=N] [--memory-budget=SIZE] [--threads=N]
                          [--data-dir=DIR]... [-e=EXPR]... [FILE] [ARGS...]
            Runs R code on matrices larger than memory: a script (FILE), expressions (-e),
            R code piped to standard input, or, on a terminal with neither, the interactive
            console (Tab completes, ?name shows help, Ctrl-C interrupts a computation,
            Ctrl-D or q() quits).

                  [FILE]                 R script to run.
                  [ARGS...]              Arguments for the script (commandArgs(trailingOnly
                                           = TRUE)).
                  --data-dir=DIR         Directory for the engine's on-disk matrices; may
                                           be repeated (one per disk). Not used yet: the
                                           SSD store is to come.
              -e=EXPR                    R expression(s) to run; may be repeated.
                  --engine-threshold=N   Vectors and matrices with at least N elements are
                                           to be computed by the engine. Not used yet.
              -h, --help                 Show this help message and exit.
                  --interpreted-kernels  Run the engine's kernels interpreted instead of
                                           compiled. Kernels are always interpreted for now.
                  --memory-budget=SIZE   Memory the engine may use for matrices, e.g. 512m,
                                           8g.
                  --no-progress          Show no progress line for long computations (shown
                                           on a terminal once a pass over data runs a
                                           second; options(flashr.progress = FALSE) turns
                                           it off too).
                  --threads=N            Worker threads of the matrix engine (default: the
                                           number of cores).
              -V, --version              Print version information and exit.

            Exit status: 0 success, 1 an R error, 2 bad usage.
            """;

    /** What a mistake in the arguments is reported as ({@code flashr: <message>}, exit status 2). */
    static final class BadUsage extends Exception {
        BadUsage(String message) {
            super(message);
        }
    }

    final List<String> expressions = new ArrayList<>();
    Path file;
    final List<String> scriptArgs = new ArrayList<>();
    boolean help;
    boolean version;
    boolean noProgress;
    boolean interpretedKernels;
    Long threads;
    Long memoryBudget;
    final List<Path> dataDirs = new ArrayList<>();
    Long engineThreshold;

    /** The options taking a value, with the label the help text gives it. */
    private enum Valued {
        EXPRESSION("-e", "EXPR"), THREADS("--threads", "N"), MEMORY_BUDGET("--memory-budget", "SIZE"),
        DATA_DIR("--data-dir", "DIR"), ENGINE_THRESHOLD("--engine-threshold", "N");

        final String name;
        final String label;

        Valued(String name, String label) {
            this.name = name;
            this.label = label;
        }

        static Valued named(String name) {
            for (Valued v : values()) if (v.name.equals(name)) return v;
            return null;
        }
    }

    private static final List<String> FLAGS = List.of("-h", "--help", "-V", "--version", "--no-progress", "--interpreted-kernels");

    private CommandLineArgs() {}

    static CommandLineArgs parse(String... args) throws BadUsage {
        CommandLineArgs a = new CommandLineArgs();
        List<String> unknown = new ArrayList<>();
        int i = 0;
        while (i < args.length) {
            String arg = args[i++];
            if (arg.equals("--")) break;
            if (!arg.startsWith("-") || arg.equals("-")) {
                i--;
                break;
            }
            int eq = arg.indexOf('=');
            String name = eq > 0 ? arg.substring(0, eq) : arg;
            Valued valued = Valued.named(name);
            if (valued == null && arg.startsWith("-e") && !arg.startsWith("--")) {
                valued = Valued.EXPRESSION; // -eEXPR
                name = "-e";
                eq = 1;
            }
            if (valued != null) {
                String value;
                if (eq > 0) {
                    value = arg.substring(eq + 1);
                } else if (i == args.length) {
                    throw new BadUsage("Missing required parameter for option '" + name + "' (" + valued.label + ")");
                } else if (isOption(args[i])) {
                    throw new BadUsage("Expected parameter for option '" + name + "' but found '" + args[i] + "'");
                } else {
                    value = args[i++];
                }
                a.set(valued, value);
            } else if (FLAGS.contains(name)) {
                a.setFlag(name, eq > 0 ? flag(name, arg.substring(eq + 1)) : true);
            } else if (arg.length() > 2 && arg.charAt(1) != '-' && arg.substring(1).chars().allMatch(c -> c == 'h' || c == 'V')) {
                for (char c : arg.substring(1).toCharArray()) a.setFlag("-" + c, true); // clustered: -hV
            } else {
                unknown.add(arg);
            }
        }
        if (!unknown.isEmpty()) {
            throw new BadUsage((unknown.size() == 1 ? "Unknown option: " : "Unknown options: ")
                    + String.join(", ", unknown.stream().map(u -> "'" + u + "'").toList()));
        }
        if (i < args.length) a.file = Path.of(args[i++]);
        while (i < args.length) a.scriptArgs.add(args[i++]);
        return a;
    }

    private static boolean isOption(String arg) {
        int eq = arg.indexOf('=');
        String name = eq > 0 ? arg.substring(0, eq) : arg;
        return Valued.named(name) != null || FLAGS.contains(name);
    }

    private void set(Valued option, String value) throws BadUsage {
        switch (option) {
            case EXPRESSION -> expressions.add(value);
            case DATA_DIR -> dataDirs.add(Path.of(value));
            case THREADS -> threads = once(option, threads, positiveCount(option, value));
            case MEMORY_BUDGET -> memoryBudget = once(option, memoryBudget, byteSize(option, value));
            case ENGINE_THRESHOLD -> engineThreshold = once(option, engineThreshold, positiveCount(option, value));
        }
    }

    private static Long once(Valued option, Long old, long value) throws BadUsage {
        if (old != null) throw new BadUsage("option '" + option.name + "' (" + option.label + ") should be specified only once");
        return value;
    }

    private void setFlag(String name, boolean on) {
        switch (name) {
            case "-h", "--help" -> help = on;
            case "-V", "--version" -> version = on;
            case "--no-progress" -> noProgress = on;
            default -> interpretedKernels = on;
        }
    }

    private static boolean flag(String name, String value) throws BadUsage {
        if (value.equalsIgnoreCase("true")) return true;
        if (value.equalsIgnoreCase("false")) return false;
        throw invalid(name, "'" + value + "' is not a boolean");
    }

    private static BadUsage invalid(String name, String why) {
        return new BadUsage("Invalid value for option '" + name + "': " + why);
    }

    private static long positiveCount(Valued option, String text) throws BadUsage {
        Long n = positiveCount(text);
        if (n == null) throw invalid(option.name, "'" + text + "' is not a positive whole number");
        return n;
    }

    /** A count of at least 1, or null when {@code text} is none. */
    static Long positiveCount(String text) {
        try {
            long n = Long.parseLong(text.strip());
            return n >= 1 ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static final Pattern SIZE = Pattern.compile("(?i)(\\d+)\\s*([kmgt]?)i?b?");

    private static long byteSize(Valued option, String text) throws BadUsage {
        Matcher m = SIZE.matcher(text.strip());
        if (!m.matches()) throw invalid(option.name, "'" + text + "' is not a size (e.g. 512m, 8g)");
        Long n = byteSize(m);
        if (n == null) throw invalid(option.name, "'" + text + "' is too large");
        return n;
    }

    /** Sizes such as {@code 1048576}, {@code 512k}, {@code 64m}, {@code 8g}, {@code 1t} in bytes; null when not a size or too large. */
    static Long byteSize(String text) {
        Matcher m = SIZE.matcher(text.strip());
        return m.matches() ? byteSize(m) : null;
    }

    private static Long byteSize(Matcher m) {
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        long n;
        try {
            n = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return null;
        }
        return n > (Long.MAX_VALUE >> shift) ? null : n << shift;
    }
}

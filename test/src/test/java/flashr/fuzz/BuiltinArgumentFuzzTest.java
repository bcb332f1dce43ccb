package flashr.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import flashr.eval.JavaFailures;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Calls every function of the base environment with awkward arguments in each position: NA,
 * NULL, zero-length and long vectors, classed objects, functions, environments, symbols, formulas,
 * huge and negative sizes. Whatever the call, the answer must be R's: a value, a warning or an R
 * error, never a Java exception, a Java message or a dead session. The calls are drawn from a
 * fixed seed, in an order drawn from it, for {@code -Dflashr.fuzz.budget} seconds (20 by default, so
 * that CI covers what its machine's speed allows; 0 calls every function); {@code -Dflashr.fuzz.seed=N}
 * draws others and
 * {@code -Dflashr.fuzz.values=N} the number of values each function is called with alone (default 10 of
 * the {@link #VALUES}, drawn per function; 99 for all), {@code -Dflashr.fuzz.calls=N} the number of
 * random calls of two and three arguments (default 3);
 * {@code -Dflashr.fuzz.only=REGEX} calls only the functions whose names match.
 *
 * <p>Each function runs in its own session whose working directory is a temporary folder, so that
 * a call that writes a file (a string argument taken as a path) writes it there. Functions that
 * wait for input, sleep, leave the process or change the machine are not called, nor the dotted
 * primitives that flashr's R sources call (R users call the functions built on them).
 */
class BuiltinArgumentFuzzTest {
    private static final long SEED = Long.getLong("flashr.fuzz.seed", 20261202L);
    private static final int RANDOM_CALLS = Integer.getInteger("flashr.fuzz.calls", 3);
    private static final int SINGLE_VALUES = Integer.getInteger("flashr.fuzz.values", 10);
    private static final long PER_FUNCTION_MILLIS = 3_000;
    /** Seconds for the whole run (0: no limit); the functions come in an order drawn from the seed. */
    private static final long BUDGET_SECONDS = Long.getLong("flashr.fuzz.budget", 20);

    /** Arguments: each is an R expression evaluated afresh for its call. */
    static final String[] VALUES = {
        "NA", "NULL", "integer(0)", "character(0)", "NA_character_", "NA_real_", "-1L", "0", "2.5", "1e10", "-1e10",
        "NaN", "Inf", "\"a\"", "c(\"b\", NA)", "TRUE", "c(TRUE, NA)", "list(1, \"a\", NULL)", "list()",
        "factor(c(\"a\", \"b\", NA))", "data.frame(a = 1:2, b = c(\"x\", NA))", "data.frame()", "matrix(c(1, NA, 3, 4), 2)",
        "matrix(numeric(0), 0, 3)", "array(1:24, 2:4)", "function(x, ...) x", "sum", "quote(x + 1)", "as.name(\"x\")",
        "new.env()", "y ~ x", "1:3000", "seq(0.5, 1500, by = 0.5)", "structure(1:3, class = \"foo\")",
        "as.Date(\"2026-12-02\")", "c(a = 1, b = NA)", "expression(1, x)", "1:3 > 1", "c(-1, 0, 1) / 0",
        "\"\"", "c(\"\", \" \", \"\\n\")", "10000000000L", ".Machine$integer.max", "-.Machine$integer.max"
    };

    /** Not called: they read the console, sleep, quit, change the process or the machine. */
    static final Pattern EXCLUDED = Pattern.compile(
            "quit|q|Sys\\.sleep|readline|readLines|scan|menu|browser|debug|debugonce|undebug|trace|untrace|"
            + "system|system2|shell|Sys\\.setenv|Sys\\.unsetenv|Sys\\.setlocale|Sys\\.chmod|Sys\\.umask|setwd|"
            + "unlink|file\\.remove|file\\.rename|file\\.copy|file\\.append|file\\.symlink|file\\.link|dir\\.create|"
            + "set\\.seed|RNGkind|options|source|sys\\.source|Recall|repeat|while|for|function|"
            + "library|require|attach|detach|loadNamespace|requireNamespace|download\\.file|url|socketConnection|"
            + "gc|gcinfo|invokeRestart|tryInvokeRestart|stdin|file|pipe|fifo|fm\\.set\\.conf|fm\\.init|"
            + "Sys\\.setFileTime|reg\\.finalizer|on\\.exit|sink|Sys\\.time|proc\\.time|system\\.time|date|"
            + "zip|unzip|tar|untar");

    /** The process's R working directory, given back at the end (setwd is process-wide). */
    private static final String ORIGINAL_WD = flashr.base.io.WorkingDirectory.get().toString();

    @TempDir
    Path work;

    /** The session of the function being called, so that a slow one can be interrupted. */
    private volatile Session running;

    @Test
    void everyBuiltinAnswersAwkwardArgumentsAsR() throws Exception {
        List<String> names = new ArrayList<>(functionNames());
        assertTrue(names.size() > 1000 || System.getProperty("flashr.fuzz.only") != null, "found only " + names.size() + " functions in the base environment");
        Random rnd = new Random(SEED);
        java.util.Collections.shuffle(names, rnd);
        long deadline = BUDGET_SECONDS == 0 ? Long.MAX_VALUE : System.nanoTime() + BUDGET_SECONDS * 1_000_000_000L;
        int called = 0;
        List<String> failures = new ArrayList<>();
        List<String> javaFailures = new ArrayList<>();
        List<String> slow = new ArrayList<>();
        ExecutorService runner = newRunner();
        try {
            for (String name : names) {
                if (System.nanoTime() > deadline) break;
                called++;
                String script = callsOf(name, rnd);
                long javaBefore = JavaFailures.seen();
                Future<String> f = runner.submit(() -> check(script));
                try {
                    String problem = f.get(PER_FUNCTION_MILLIS, TimeUnit.MILLISECONDS);
                    if (problem != null) failures.add(name + ": " + problem);
                    if (JavaFailures.seen() > javaBefore) javaFailures.add(name);
                } catch (TimeoutException e) {
                    // a slow function: interrupt it as Ctrl-C would (R code stops at its next step),
                    // then abandon its daemon thread and go on with a fresh one
                    Session s = running;
                    if (s != null) s.interpreter().setInterruptRequested(true);
                    f.cancel(true);
                    runner.shutdownNow();
                    runner = newRunner();
                    slow.add(name);
                }
            }
        } finally {
            runner.shutdownNow();
            run("setwd(\"" + escaped(ORIGINAL_WD) + "\")");
        }
        System.out.println("BuiltinArgumentFuzzTest: seed " + SEED + ", " + called + " of " + names.size() + " functions called, "
                + slow.size() + " timed out " + slow + ", " + failures.size() + " failed; " + javaFailures.size()
                + " reported a Java failure as R's generic error (a builtin's bug, shown with FLASHR_DEBUG=1): " + javaFailures);
        if (!failures.isEmpty()) {
            fail(failures.size() + " functions let Java through:\n" + String.join("\n", failures.subList(0, Math.min(25, failures.size()))));
        }
    }

    /**
     * Builtins once reported with Java failures for some arguments: each is called with every value
     * alone and every pair of values, and none may answer with a Java failure (R's generic error).
     */
    static final List<String> ONCE_FAILED_IN_JAVA = List.of("getOption", "regmatches", "regmatches<-",
            "is.vector", "body", "formals", "get", "get0", "exists", "call", "strtrim", "format",
            "rgb", "grey", "gray", "substr<-", "read.csv", "boxplot");

    @Test
    void onceFailedBuiltinsAnswerEveryPairAsR() {
        List<String> failed = new ArrayList<>();
        for (String name : ONCE_FAILED_IN_JAVA) {
            StringBuilder sb = new StringBuilder(preamble(name));
            for (String a : VALUES) {
                sb.append(".try(.f(").append(a).append("))\n");
                for (String b : VALUES) sb.append(".try(.f(").append(a).append(", ").append(b).append("))\n");
            }
            long javaBefore = JavaFailures.seen();
            String problem = check(sb.toString());
            if (problem != null) failed.add(name + ": " + problem);
            if (JavaFailures.seen() > javaBefore) failed.add(name + ": a Java failure shown as R's generic error");
        }
        run("setwd(\"" + escaped(ORIGINAL_WD) + "\")");
        assertTrue(failed.isEmpty(), String.join("\n", failed));
    }

    /** The base environment's functions, less the excluded ones. */
    private List<String> functionNames() throws IOException {
        String listing = run("for (n in ls(baseenv(), all.names = TRUE)) if (is.function(get(n, baseenv()))) cat(n, \"\\n\", sep = \"\")")[0];
        Pattern only = Pattern.compile(System.getProperty("flashr.fuzz.only", ".*"));
        return Arrays.stream(listing.split("\n"))
                .filter(n -> !n.isEmpty() && !n.startsWith(".") && !EXCLUDED.matcher(n).matches() && only.matcher(n).matches())
                .toList();
    }

    /**
     * The script for one function: no arguments, each value alone, then random calls of two and
     * three arguments, and one value by a name the function declares. Every call is wrapped so
     * that its error or warning is printed and the script goes on.
     */
    static String callsOf(String name, Random rnd) {
        StringBuilder sb = new StringBuilder(preamble(name));
        sb.append(".try(.f())\n");
        List<String> values = new ArrayList<>(Arrays.asList(VALUES));
        java.util.Collections.shuffle(values, rnd);
        for (String v : values.subList(0, Math.min(SINGLE_VALUES, values.size()))) sb.append(".try(.f(").append(v).append("))\n");
        for (int i = 0; i < RANDOM_CALLS; i++) {
            int n = 2 + rnd.nextInt(2);
            sb.append(".try(.f(");
            for (int k = 0; k < n; k++) sb.append(k == 0 ? "" : ", ").append(VALUES[rnd.nextInt(VALUES.length)]);
            sb.append("))\n");
        }
        sb.append(".fs <- names(formals(args(.f)))\n");
        sb.append("for (.a in setdiff(.fs, \"...\")) .try(do.call(.f, structure(list(")
                .append(VALUES[rnd.nextInt(VALUES.length)]).append("), names = .a)))\n");
        return sb.toString();
    }

    /** Binds the function to {@code .f} and defines {@code .try}, which prints a call's error or warning and goes on. */
    private static String preamble(String name) {
        return ".f <- get(\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\", baseenv())\n"
                + ".try <- function(expr) withCallingHandlers(tryCatch(invisible(expr), error = function(e) "
                + "cat(\"error:\", conditionMessage(e), \"\\n\")), warning = function(w) {\n"
                + "  cat(\"warning:\", conditionMessage(w), \"\\n\"); invokeRestart(\"muffleWarning\") })\n";
    }

    /** Runs one function's script; null when it behaved, else what went wrong. */
    private String check(String script) {
        String[] outErr;
        try {
            outErr = run(script);
        } catch (Throwable t) {
            java.io.StringWriter w = new java.io.StringWriter();
            t.printStackTrace(new java.io.PrintWriter(w));
            String trace = w.toString();
            return "escaped: " + trace.substring(0, Math.min(1200, trace.length()));
        }
        for (String text : outErr) {
            var m = ScriptFuzzTest.JAVA_LEAK.matcher(text);
            if (m.find()) {
                int from = text.lastIndexOf('\n', Math.max(0, m.start() - 1));
                int to = text.indexOf('\n', m.end());
                return "shows Java: " + text.substring(from + 1, to < 0 ? text.length() : to);
            }
        }
        return null;
    }

    /** Standard output and error of one fresh session that runs {@code script} in the temporary folder. */
    private String[] run(String script) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            Session s = new Session(o, e);
            running = s;
            int status = s.runScript("setwd(\"" + escaped(work.toString()) + "\")\n" + script, "fuzz.R");
            if (status != 0 && status != 1) e.println("exit status " + status);
        }
        return new String[] {out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    private static String escaped(String path) {
        return path.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static ExecutorService newRunner() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, "builtin-fuzz", 64L << 20);
            t.setDaemon(true);
            return t;
        });
    }
}

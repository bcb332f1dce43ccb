package flashr.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Feeds mutated golden scripts (tokens deleted, duplicated, swapped, replaced; operators,
 * brackets, strings and numbers inserted) and purely random token sequences to
 * {@link Session#runScript}: whatever the input, the session must answer as R does, with an
 * R error at worst, never a Java exception. A bounded number of inputs per run, from two seeds:
 * fixed ones by default, so that CI is deterministic; {@code -Dflashr.fuzz.explore=true} takes the
 * second seed from the clock (printed) to find new failures, and {@code -Dflashr.fuzz.seed=N}
 * replays such a run. Inputs that could run for long (loops, sleeping, quitting) are not generated;
 * an input that still runs past its time limit is skipped.
 */
class ScriptFuzzTest {
    private static final Path GOLDEN = Path.of(System.getProperty("flashr.repo.root", "..")).resolve("test/src/test/resources/golden");
    private static final int INPUTS = 1500;
    private static final long BUDGET_MILLIS = 30_000;
    private static final long PER_INPUT_MILLIS = 2_000;
    private static final long FIXED_SEED = 20261130L;
    private static final long SECOND_FIXED_SEED = 1954L;

    /** Tokens whose inputs are not generated: they loop, wait, leave the session or touch the system. */
    private static final Set<String> EXCLUDED = Set.of("while", "repeat", "quit", "q", "Sys.sleep", "Sys.setenv",
            "Sys.unsetenv", "readLines", "system.time", "Recall", "^", "**", "options", "setwd", "file", "sink");
    private static final String[] OPERATORS = {"+", "-", "*", "/", "%%", "%/%", "%in%", "<-", "<<-", "->", "=", "==",
        "!=", "<", ">", "<=", ">=", "&", "&&", "|", "||", "!", "~", "?", ":", "::", "$", "@", "|>", "\\(x)", ","};
    private static final String[] BRACKETS = {"(", ")", "[", "]", "[[", "]]", "{", "}"};
    private static final String[] WORDS = {"if", "else", "for", "in", "function", "return", "NULL", "NA", "TRUE",
        "FALSE", "Inf", "NaN", "x", "y", "f", "c", "list", "print", "cat", "sum", "length", "names", "paste",
        "stop", "tryCatch", "sample", "rnorm", "matrix", "...", "..1", "break", "next", "NA_integer_", "invisible"};
    private static final String[] STRINGS = {"\"a\"", "'b'", "\"\"", "\"\\n\"", "\"x y\"", "\"\\\"\"", "`x`", "\"1\""};
    /**
     * Java leaking through: a stack frame, a Java exception class name, or the message of a
     * Java runtime exception that the evaluator turned into an R error (index out of bounds,
     * null dereference, failed cast).
     */
    static final Pattern JAVA_LEAK = Pattern.compile("\tat |Exception|java\\.|\\bjdk\\.|flashr\\.[a-z]+\\.[A-Z]"
            + "|out of bounds for length|Cannot invoke \"|cannot be cast to class|because \"|Cannot read |Cannot load ");
    private static final Pattern TOKEN = Pattern.compile(
            "\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'|`[^`]*`|#[^\n]*|\n|[ \t\r]+"
            + "|(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?L?|0[xX][0-9a-fA-F]+L?"
            + "|[A-Za-z.][A-Za-z0-9._]*|%[^%\n]*%|<<-|->>|\\|>|<-|->|<=|>=|==|!=|&&|\\|\\||::|\\[\\[|\\]\\]|.");

    private record Failure(String script, String problem) {}

    @Test
    void noJavaExceptionEscapesTheSession() throws Exception {
        List<List<String>> corpus = corpus();
        String replay = System.getProperty("flashr.fuzz.seed");
        long clockSeed = replay != null ? Long.parseLong(replay)
                : Boolean.getBoolean("flashr.fuzz.explore") ? System.nanoTime() : SECOND_FIXED_SEED;
        System.out.println("ScriptFuzzTest: seeds " + FIXED_SEED + " and " + clockSeed
                + " (replay with -Dflashr.fuzz.seed=" + clockSeed + ")");
        List<Failure> failures = new ArrayList<>();
        long deadline = System.currentTimeMillis() + BUDGET_MILLIS;
        ExecutorService runner = newRunner();
        int run = 0;
        int skipped = 0;
        Random fixedRandom = new Random(FIXED_SEED);
        Random clockRandom = new Random(clockSeed);
        for (int i = 0; i < INPUTS && System.currentTimeMillis() < deadline; i++) {
            Random rnd = i % 2 == 0 ? fixedRandom : clockRandom;
            String script = rnd.nextInt(5) == 0 ? randomTokens(rnd) : mutate(corpus.get(rnd.nextInt(corpus.size())), rnd);
            if (script == null) continue;
            Future<String> f = runner.submit(() -> check(script));
            String problem;
            try {
                problem = f.get(PER_INPUT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // a long-running input: abandon its (daemon) thread and go on with a fresh one
                f.cancel(true);
                runner.shutdownNow();
                runner = newRunner();
                skipped++;
                continue;
            }
            run++;
            if (problem != null) failures.add(new Failure(script, problem));
        }
        runner.shutdownNow();
        System.out.println("ScriptFuzzTest: " + run + " inputs run, " + skipped + " skipped on timeout, "
                + failures.size() + " failures");
        if (!failures.isEmpty()) {
            StringBuilder sb = new StringBuilder(failures.size() + " inputs let a Java exception escape; the first:\n");
            for (Failure x : failures.subList(0, Math.min(5, failures.size()))) {
                sb.append("---- script:\n").append(x.script).append("\n---- problem:\n").append(x.problem).append('\n');
            }
            fail(sb.toString());
        }
    }

    private static ExecutorService newRunner() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, "fuzz-runner", 64L << 20);
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs one script; returns null when it behaved, else what went wrong. */
    private static String check(String script) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = new Session(o, e).runScript(script, "fuzz.R");
        } catch (Throwable t) {
            java.io.StringWriter w = new java.io.StringWriter();
            t.printStackTrace(new java.io.PrintWriter(w));
            String trace = w.toString();
            return "escaped: " + trace.substring(0, Math.min(1500, trace.length()));
        }
        String errText = err.toString(StandardCharsets.UTF_8);
        if (status != 0 && status != 1) return "exit status " + status;
        if (JAVA_LEAK.matcher(errText).find()) return "stderr shows Java:\n" + errText;
        return null;
    }

    /** False while {@code Session.runScript} is still the skeleton that throws. */
    private static List<List<String>> corpus() throws IOException {
        List<List<String>> scripts = new ArrayList<>();
        try (Stream<Path> s = Files.walk(GOLDEN)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".R")).sorted().toList()) {
                scripts.add(tokens(Files.readString(p)));
            }
        }
        return scripts;
    }

    /** R-ish tokens: strings, numbers, names, operators, newlines; comments and blanks dropped. */
    static List<String> tokens(String source) {
        List<String> t = new ArrayList<>();
        var m = TOKEN.matcher(source);
        while (m.find()) {
            String s = m.group();
            if (s.startsWith("#") || s.isBlank() && !s.equals("\n")) continue;
            t.add(s);
        }
        return t;
    }

    /**
     * Token-level edits mostly break the syntax, which stops the whole script at parse time; so
     * half the mutations keep the syntax likely valid: whole lines deleted, duplicated or swapped,
     * and tokens replaced by tokens of the same kind, to reach the evaluator and the builtins.
     */
    private static String mutate(List<String> original, Random rnd) {
        return rnd.nextBoolean() ? mutateTokens(original, rnd) : mutateLines(original, rnd);
    }

    private static String mutateLines(List<String> original, Random rnd) {
        List<List<String>> lines = new ArrayList<>();
        List<String> line = new ArrayList<>();
        for (String s : original) {
            line.add(s);
            if (s.equals("\n")) {
                lines.add(line);
                line = new ArrayList<>();
            }
        }
        if (!line.isEmpty()) lines.add(line);
        if (lines.isEmpty()) return render(original);
        int edits = 1 + rnd.nextInt(4);
        for (int e = 0; e < edits && !lines.isEmpty(); e++) {
            int i = rnd.nextInt(lines.size());
            switch (rnd.nextInt(4)) {
                case 0 -> lines.remove(i);
                case 1 -> lines.add(i, lines.get(i));
                case 2 -> {
                    int j = rnd.nextInt(lines.size());
                    List<String> x = lines.get(i);
                    lines.set(i, lines.get(j));
                    lines.set(j, x);
                }
                default -> {
                    List<String> l = new ArrayList<>(lines.get(i));
                    int k = rnd.nextInt(l.size());
                    l.set(k, sameKind(l.get(k), original, rnd));
                    lines.set(i, l);
                }
            }
        }
        List<String> t = new ArrayList<>();
        lines.forEach(t::addAll);
        return render(t);
    }

    private static String mutateTokens(List<String> original, Random rnd) {
        List<String> t = new ArrayList<>(original);
        int edits = 1 + rnd.nextInt(4);
        for (int e = 0; e < edits && !t.isEmpty(); e++) {
            int i = rnd.nextInt(t.size());
            switch (rnd.nextInt(7)) {
                case 0 -> t.remove(i);
                case 5 -> t.set(i, sameKind(t.get(i), t, rnd));
                case 1 -> t.add(i, t.get(i));
                case 2 -> {
                    int j = rnd.nextInt(t.size());
                    String x = t.get(i);
                    t.set(i, t.get(j));
                    t.set(j, x);
                }
                case 3 -> t.set(i, randomToken(rnd));
                default -> t.add(i, randomToken(rnd));
            }
        }
        return render(t);
    }

    /** A token of the same kind (name, number, string), so that the script more often still parses. */
    private static String sameKind(String token, List<String> script, Random rnd) {
        char c = token.isEmpty() ? ' ' : token.charAt(0);
        if (token.equals("\n")) return token;
        if (Character.isDigit(c)) return Integer.toString(rnd.nextInt(12));
        if (c == '"' || c == '\'') return STRINGS[rnd.nextInt(STRINGS.length)];
        if (Character.isLetter(c) || c == '.') {
            String other = script.get(rnd.nextInt(script.size()));
            return !other.isEmpty() && Character.isLetter(other.charAt(0)) && rnd.nextBoolean()
                    ? other : WORDS[rnd.nextInt(WORDS.length)];
        }
        return OPERATORS[rnd.nextInt(OPERATORS.length)];
    }

    private static String randomTokens(Random rnd) {
        List<String> t = new ArrayList<>();
        int n = 1 + rnd.nextInt(30);
        for (int i = 0; i < n; i++) t.add(rnd.nextInt(8) == 0 ? "\n" : randomToken(rnd));
        return render(t);
    }

    private static String randomToken(Random rnd) {
        return switch (rnd.nextInt(5)) {
            case 0 -> OPERATORS[rnd.nextInt(OPERATORS.length)];
            case 1 -> BRACKETS[rnd.nextInt(BRACKETS.length)];
            case 2 -> STRINGS[rnd.nextInt(STRINGS.length)];
            case 3 -> switch (rnd.nextInt(4)) {
                case 0 -> Integer.toString(rnd.nextInt(10));
                case 1 -> rnd.nextInt(20) + "L";
                case 2 -> Double.toString(Math.round(rnd.nextDouble() * 1000) / 100.0);
                default -> "-" + rnd.nextInt(5);
            };
            default -> WORDS[rnd.nextInt(WORDS.length)];
        };
    }

    /**
     * Joins tokens with spaces; null when the input could run long or leave the session.
     * Numbers are kept small, so that no mutation allocates a huge vector.
     */
    private static String render(List<String> t) {
        StringBuilder sb = new StringBuilder();
        for (String s : t) {
            if (EXCLUDED.contains(s)) return null;
            if (!s.isEmpty() && Character.isDigit(s.charAt(0)) && number(s) > 1000) s = "7";
            sb.append(s).append(s.equals("\n") ? "" : " ");
        }
        return sb.toString();
    }

    private static double number(String s) {
        try {
            String d = s.endsWith("L") ? s.substring(0, s.length() - 1) : s;
            return d.startsWith("0x") || d.startsWith("0X") ? Long.parseLong(d.substring(2), 16) : Double.parseDouble(d);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

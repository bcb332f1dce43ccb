package flashr.compiler;

import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Random small R programs (arithmetic on doubles, integers, NA and Inf, if/else, for, while,
 * typed loops with %%, &&, || and !, integer while loops that overflow, element reads and writes
 * out of bounds, at 0 and NA, inner loops typed with the outer one, integer %% and %/%, unary
 * minus, logical locals, if-expressions, sqrt/exp/log/floor/ceiling/abs/sin/round/log1p/gamma/... of numbers, logical vectors' elements and x[[i]], logicals as
 * arithmetic operands,
 * repeat with break and next, closures and <<-, warnings and errors caught by tryCatch, typed loops
 * calling out between typed statements, also inside inner loops, long typed loops giving up at some
 * of their iterations and taking them back; typed bodies with if/else statements, break and next
 * calling typed callees, given integers for double parameters) compiled
 * and interpreted: the same output, errors and status. Each repetition has its own seed, printed
 * with a failure through the program's text. {@code -Dflashr.random.from=N -Dflashr.random.count=K}
 * run seeds N to N+K-1 instead of the usual ones.
 */
class RandomProgramsTest {
    private Random rnd;
    private static final String[] MATH = {"sqrt", "exp", "log", "floor", "ceiling", "abs", "sin", "cos", "tan", "trunc", "round", "sign",
        "log2", "log10", "log1p", "expm1", "gamma", "lgamma"};
    private int depth;

    @TestFactory
    Stream<DynamicTest> compiledAsInterpreted() {
        int from = Integer.getInteger("flashr.random.from", 1001);
        int count = Integer.getInteger("flashr.random.count", 60);
        return IntStream.concat(IntStream.range(from, from + count), IntStream.of(NAN_PAYLOAD_SEEDS))
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> check(seed)));
    }

    /** Seeds past the usual ones whose programs mix NA and NaN in typed arithmetic (NA + NaN is NA, NaN + NA is NaN). */
    private static final int[] NAN_PAYLOAD_SEEDS = {1061, 1226};

    private void check(int seed) {
        rnd = new Random(seed);
        StringBuilder p = new StringBuilder("# seed " + seed + "\n");
        p.append("a <- ").append(number()).append("; b <- ").append(number()).append("; v <- c(1, NA, 3.5, -2)\n");
        p.append("g <- function(x) { if (x > 1) stop('too big: ', x) else if (x < -1) warning('small') else x }\n");
        p.append("f <- function(x, y = 2) ").append(block(2)).append("\n");
        p.append("counter <- function() { n <- 0; function(by = 1) { n <<- n + by; if (n > 3) n <- 0; n } }\n");
        p.append("k <- counter()\n");
        p.append("h <- function(p, q) { if (is.na(p) || p > 0) p else q + p }\n");
        for (int i = 0; i < 4; i++) p.append(statement(2)).append("\n");
        p.append("print(f(a)); print(f(b, a)); print(k()); print(k(2))\n");
        p.append("r <- tryCatch(").append(block(1)).append(", warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)); print(r)\n");
        rnd = new Random(~seed); // a generator of their own: the programs above stay what they were
        for (int i = 0; i < 2; i++) p.append(callLoop(i)).append("\n");
        p.append(innerCallLoop()).append("\n"); // drawn after the others: they stay what they were
        rnd = new Random(seed * 31L + 7); // and these after those
        for (int i = 0; i < 2; i++) p.append(giveUpLoop(i)).append("\n");
        rnd = new Random(seed * 17L + 3); // and these last
        p.append(directCallLoop()).append("\n");
        rnd = new Random(seed * 13L + 5); // and these after all the others
        p.append(flowCalls()).append("\n");
        rnd = new Random(seed * 19L + 11); // and these after those
        p.append(signatureCalls()).append("\n");
        rnd = new Random(seed * 23L + 13); // and these after those
        p.append(vectorBodies()).append("\n");
        rnd = new Random(seed * 29L + 17); // and these after those
        p.append(nestedBodies()).append("\n");
        rnd = new Random(seed * 37L + 19); // and these after those
        p.append(promiseCalls()).append("\n");
        rnd = new Random(seed * 41L + 23); // and these after those
        p.append(mapCalls()).append("\n");
        Differential.assertSame(p.toString());
    }

    /** Calls a typed loop makes (escapes): output, closures with <<-, errors and warnings, the loop variable or a type changed, jumps. */
    private static final String[] CALLS = {
        "cat('at', i, x, '\\n')", "if (i %% 2L == 0L) print(c(x, w))", "x <- k(i)", "print(tryCatch(g(x), error = function(e) conditionMessage(e)))",
        "if (i == 2L) assign('i', 7L)", "if (i == 3L) x <- as.integer(round(x %% 1000))", "if (isTRUE(x > 4)) { cat('big\\n'); break }",
        "vv[i] <- h(x, w)", "w <- w + length(c(vv, x))", "if (i == 3L) eval(quote(next))", "vv <- c(vv, i)", "if (i == 2L) w <- 2.5",
        "if (i == 4L) stop('stop at ', i)", "x <- x + g(w %% 3L - 1L)",
    };

    /** A function whose loop (counted or while) calls out between typed statements, called with a random start. */
    private String callLoop(int n) {
        String head = rnd.nextBoolean() ? "for (i in " + (rnd.nextInt(2)) + ":" + (2 + rnd.nextInt(4)) + ") { "
                : "i <- 0L; while (i < " + (1 + rnd.nextInt(5)) + "L) { i <- i + 1L; ";
        String body = "x <- x + i * " + number() + "; " + CALLS[rnd.nextInt(CALLS.length)] + "; w <- w * " + (rnd.nextInt(4) == 0 ? "46341L" : "2L")
                + " + i; " + CALLS[rnd.nextInt(CALLS.length)] + "; vv[i %% 5L + 1L] <- x - w; x <- x - w / 2 }";
        return "lf" + n + " <- function(x0) { x <- x0; w <- 3L; vv <- v; " + head + body + "; print(vv); c(x, w, i) }\n"
                + "print(tryCatch(lf" + n + "(" + number() + "), error = function(e) conditionMessage(e)))";
    }

    /**
     * A function whose typed loop holds an inner loop ({@code for}, {@code while} or {@code repeat})
     * that calls out between typed statements ({@code break}, {@code next}, errors, types and the
     * loop variables changed by the calls), with a call after the inner loop too.
     */
    private String innerCallLoop() {
        String outer = rnd.nextBoolean() ? "for (i in 1:" + (1 + rnd.nextInt(4)) + ") { "
                : "i <- 0L; while (i < " + (1 + rnd.nextInt(4)) + "L) { i <- i + 1L; ";
        String inner = switch (rnd.nextInt(3)) {
            case 0 -> "for (j in " + rnd.nextInt(2) + ":" + (1 + rnd.nextInt(3)) + ") { ";
            case 1 -> "j <- 0L; while (j < " + (1 + rnd.nextInt(3)) + "L) { j <- j + 1L; ";
            default -> "j <- 0L; repeat { j <- j + 1L; if (j > " + (1 + rnd.nextInt(3)) + "L) break; ";
        };
        String body = outer + "x <- x - i; " + inner + "x <- x + j * " + number() + "; " + CALLS[rnd.nextInt(CALLS.length)]
                + "; w <- w * 2L + j; vv[j %% 5L + 1L] <- x - w }; " + CALLS[rnd.nextInt(CALLS.length)] + "; x <- x / 2 }";
        return "ln <- function(x0) { x <- x0; w <- 3L; vv <- v; j <- 0L; " + body + "; print(vv); c(x, w, i, j) }\n"
                + "print(tryCatch(ln(" + number() + "), error = function(e) conditionMessage(e)))";
    }

    /** What gives a typed iteration up now and then: growth past the end, overflow, NA and 0 indices, empty inner loops, calls. */
    private static final String[] GIVE_UPS = {
        "x[n0 + i %/% D] <- i * 0.5", "k <- k + 700000000L; if (is.na(k)) k <- i", "y <- x[if (i %% D == 0L) NA_integer_ else 1L]",
        "y <- x[i %% D]", "for (j in seq_len(i %% D)) y <- y + j", "if (i %% D == 1L) x[length(x) + 1L] <- y",
        "k <- k * 2L + i; if (is.na(k)) k <- 1L", "if (i %% D == 0L) cat('at', i, k, '\\n')", "if (i == D) k <- k + 2147483000L",
        "x[i] <- y", "y <- y + x[(i * 7L) %% (length(x) + 1L)]",
    };

    /**
     * A function whose typed loop (counted, while, descending) of tens to hundreds of iterations
     * gives up at some of them: at every one, in turns, in bursts or once, so that typed code is
     * re-entered and backs off; its variables and vector printed at the end.
     */
    private String giveUpLoop(int n) {
        int len = 5 + rnd.nextInt(rnd.nextBoolean() ? 40 : 300);
        String head = switch (rnd.nextInt(3)) {
            case 0 -> "for (i in 1:" + len + ") { ";
            case 1 -> "for (i in " + len + ":1) { ";
            default -> "i <- 0L; while (i < " + len + "L) { i <- i + 1L; ";
        };
        StringBuilder body = new StringBuilder(head).append("y <- y + i * ").append(number()).append("; ");
        int m = 1 + rnd.nextInt(3);
        for (int k = 0; k < m; k++) {
            body.append(GIVE_UPS[rnd.nextInt(GIVE_UPS.length)].replace("D", Integer.toString(1 + rnd.nextInt(7)))).append("; ");
            if (rnd.nextInt(3) == 0) body.append(rnd.nextBoolean() ? "if (i %% 5L == 0L) next; " : "if (y > 1e6) break; ");
        }
        body.append("t <- t + y / 2 }");
        int n0 = rnd.nextInt(4);
        return "lg" + n + " <- function() { x <- " + (n0 == 0 ? "numeric(0)" : "as.double(1:" + n0 + ")") + "; n0 <- " + n0
                + "L; k <- " + (rnd.nextBoolean() ? "1L" : "2147483000L") + "; y <- 0; t <- 0; " + body
                + "; print(c(length(x), sum(x, na.rm = TRUE), k, y, t, i)) }\n"
                + "print(tryCatch(lg" + n + "(), error = function(e) conditionMessage(e)))";
    }

    /** What a loop calling typed functions directly does besides: redefine one, print, give up, break. */
    private static final String[] DIRECT_EXTRAS = {
        "if (i == D) tc1 <<- function(p, q) -1", "if (i %% D == 0L) cat('at', i, s, '\\n')", "if (i == D) `*` <- function(e1, e2) 7",
        "if (i == D) break", "y <- y + tc3(i * 40000L)", "if (i == D) x <- NA", "y <- tc2(x)",
    };

    /**
     * Functions typed on scalars (locals, an early return, a loop over {@code seq_len}, integer
     * arithmetic that may overflow) called from a typed loop directly and from generic code with
     * arithmetic arguments (computed early), with NA, Inf and redefinitions on the way.
     */
    private String directCallLoop() {
        String d = Integer.toString(1 + rnd.nextInt(5));
        StringBuilder p = new StringBuilder();
        p.append("tc1 <- function(p, q) { r <- p * ").append(number()).append(" + q; if (r > ").append(number()).append(") return(r - 1); r / 2 }\n");
        p.append("tc2 <- function(n) { s <- 0; for (m in seq_len(n)) s <- s + m * ").append(number()).append("; s }\n");
        p.append("tc3 <- function(k) k * 2L + 1L\n");
        String body = "s <- s + tc1(x, i / 2) + tc2(i %% " + d + "L + 0.0); " + DIRECT_EXTRAS[rnd.nextInt(DIRECT_EXTRAS.length)].replace("D", d)
                + "; x <- x * 0.5 + s / 100";
        String head = rnd.nextBoolean() ? "for (i in 1:" + (2 + rnd.nextInt(8)) + ") { " : "i <- 0L; while (i < " + (2 + rnd.nextInt(8)) + "L) { i <- i + 1L; ";
        p.append("ld <- function(x0) { x <- x0; s <- 0; y <- 0L; ").append(head).append(body).append(" }; c(x, s, y) }\n");
        p.append("print(tryCatch(ld(").append(number()).append("), error = function(e) conditionMessage(e)))\n");
        p.append("aa <- ").append(number()).append("; bb <- ").append(number()).append("\n");
        p.append("print(tryCatch(c(tc1(aa + 1, bb * 2), tc2(aa - bb), tc3(aa * 3L), tc1(aa / bb, 0.5)), error = function(e) conditionMessage(e)))");
        return p.toString();
    }

    /** A comparison for the typed bodies of {@link #flowCalls}: of a counter, a parameter or a local with a number. */
    private String flowCondition(String... names) {
        String op = new String[] {"<", ">", "==", "<=", "!="}[rnd.nextInt(5)];
        return names[rnd.nextInt(names.length)] + " " + op + " " + number();
    }

    /**
     * Typed bodies with {@code if}/{@code else} statements, {@code break} and {@code next} in
     * {@code for}, {@code while} and {@code repeat} loops, calling a typed callee, called from a
     * typed loop with its integer counter for a double parameter and from generic code with random
     * numbers (NA, Inf, integers that overflow), the callee sometimes redefined by a call in the loop.
     */
    private String flowCalls() {
        StringBuilder p = new StringBuilder();
        p.append("tf0 <- function(x) x * ").append(number()).append(" + 1\n");
        String count = new String[] {"3", "q", "0", "p %% 5"}[rnd.nextInt(4)];
        p.append("tb <- function(p, q) { r <- 0; for (m in seq_len(").append(count).append(")) { if (").append(flowCondition("m", "p", "r"))
                .append(") { r <- r + p * m } else if (").append(flowCondition("m", "q")).append(") next else r <- r - q; if (")
                .append(flowCondition("r", "m")).append(") break }; r + tf0(p) }\n");
        String loop = rnd.nextBoolean() ? "repeat { k <- k + 1L; " : "while (k < 9L) { k <- k + 1L; ";
        // the break before the next: every loop ends
        p.append("tw <- function(x) { k <- 0L; ").append(loop).append("if (k >= 6L) break; if (").append(flowCondition("x", "k"))
                .append(") x <- x / 2 else x <- x + 1.5; if (").append(flowCondition("x")).append(") next; x <- x - 0.25 }; if (k > 3L) tf0(x) else x - k }\n");
        String extra = switch (rnd.nextInt(4)) {
            case 0 -> "if (i == 3L) tf0 <<- function(x) -x; ";
            case 1 -> "if (i == 2L) cat('at', i, s, '\\n'); ";
            case 2 -> "if (i == 4L) s <- NA; ";
            default -> "";
        };
        p.append("lt <- function(n, c0) { s <- 0; for (i in 1:n) { s <- s + tb(i, c0) + tw(i); ").append(extra).append("s <- s / 2 }; s }\n");
        p.append("print(tryCatch(lt(").append(2 + rnd.nextInt(6)).append(", ").append(number()).append("), error = function(e) conditionMessage(e)))\n");
        p.append("tf0 <- function(x) x * 2 + 1\n");
        p.append("print(tryCatch(c(tb(").append(number()).append(", ").append(number()).append("), tw(").append(number())
                .append("), tb(5L, 2L), tw(3L)), error = function(e) conditionMessage(e)))");
        return p.toString();
    }

    /** An integer or a double for {@link #signatureCalls}: integers that overflow, NA of both kinds, fractions. */
    private String mixedNumber() {
        return switch (rnd.nextInt(6)) {
            case 0 -> rnd.nextBoolean() ? "NA_integer_" : "NA";
            case 1 -> ".Machine$integer.max";
            case 2, 3 -> (rnd.nextInt(40) - 5) + "L";
            default -> String.format(java.util.Locale.ROOT, "%.2f", rnd.nextDouble() * 20 - 3);
        };
    }

    /**
     * Typed bodies whose parameters the script's calls guess integers ({@code ts1(3L, 4L)}), called
     * at run time with doubles, integers and mixes of both (their double and mixed methods), from a
     * typed loop with its counter and a fraction of it and from generic code: integer arithmetic
     * that overflows, {@code %/%} and {@code %%} by zero, recursion whose argument is a double.
     */
    private String signatureCalls() {
        StringBuilder p = new StringBuilder();
        String[] ops = {"+", "-", "*", "%/%", "%%"};
        p.append("ts1 <- function(a, b) { r <- a ").append(ops[rnd.nextInt(ops.length)]).append(" b; if (r > ").append(rnd.nextInt(30))
                .append("L) r <- r ").append(ops[rnd.nextInt(3)]).append(" a; r ").append(ops[rnd.nextInt(ops.length)]).append(" ").append(1 + rnd.nextInt(4)).append("L }\n");
        p.append("ts2 <- function(n) if (n < ").append(1 + rnd.nextInt(3)).append("L) n else ts2(n %/% 2L) + n %% ").append(2 + rnd.nextInt(3)).append("L\n");
        p.append("invisible(ts1(3L, 4L)); invisible(ts2(5L))\n");
        String arg = new String[] {"i", "i / 2", "i * 1.5", "i + 0L"}[rnd.nextInt(4)];
        String arg2 = new String[] {"i", "2L", "0.5", "i - 3L"}[rnd.nextInt(4)];
        p.append("ls2 <- function(n) { s <- 0; for (i in 1:n) s <- s + ts1(").append(arg).append(", ").append(arg2).append(") + ts2(").append(arg)
                .append("); s }\n");
        p.append("print(tryCatch(ls2(").append(1 + rnd.nextInt(12)).append("), warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n");
        for (int k = 0; k < 3; k++) {
            String x = mixedNumber(), y = mixedNumber();
            p.append("print(tryCatch(list(ts1(").append(x).append(", ").append(y).append("), ts2(").append(x)
                    .append(")), warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n");
        }
        return p.toString();
    }

    /** A vector for {@link #vectorBodies}: doubles with NA and NaN, integers, empty, named, a list, a matrix. */
    private String vectorValue() {
        return switch (rnd.nextInt(9)) {
            case 0 -> "c(3, NA, 1.5)";
            case 1 -> "c(4L, -2L, 7L, 0L)";
            case 2 -> "numeric(0)";
            case 3 -> "c(a = 2, b = 1)";
            case 4 -> "list(1, 2)";
            case 5 -> "matrix(c(2, 1, 4, 3), 2)";
            case 6 -> "c(NaN, 2, -1, 8, 5)";
            default -> "c(" + (rnd.nextInt(9) - 3) + ", " + String.format(java.util.Locale.ROOT, "%.2f", rnd.nextDouble() * 10) + ", " + (rnd.nextInt(5) + 1) + ")";
        };
    }

    /**
     * Typed bodies with vectors: one made by {@code numeric(n)} or {@code integer(n)} (lengths 0,
     * NA, fractional, negative), filled by an element loop whose index may leave the vector
     * ({@code v[i + k]}, R's growth, NA or error), summed or returned; one reading and writing
     * elements of an argument (swaps, R's copy on write: the caller's vector printed after), called
     * with doubles, integers, NA, names, lists and matrices, from generic code and a loop.
     */
    private String vectorBodies() {
        StringBuilder p = new StringBuilder();
        int k = rnd.nextInt(3) - 1;
        String alloc = rnd.nextBoolean() ? "numeric" : "integer";
        String val = alloc.equals("integer") ? new String[] {"i * 2L", "i %/% 2L", "i - 5L"}[rnd.nextInt(3)] : new String[] {"i / 2", "i * 1.5 - m", "sqrt(i)"}[rnd.nextInt(3)];
        String tail = alloc.equals("numeric") && rnd.nextBoolean() ? "sum(v)" : rnd.nextBoolean() ? "v" : "v[length(v)]";
        p.append("vm <- function(m) { v <- ").append(alloc).append("(m); for (i in seq_len(m)) v[i").append(k == 0 ? "" : (k > 0 ? " + " : " - ") + Math.abs(k))
                .append("L] <- ").append(val).append("; ").append(tail).append(" }\n");
        String cmp = rnd.nextBoolean() ? ">" : "<";
        String step = new String[] {"1L", "2L", "i"}[rnd.nextInt(3)];
        p.append("vs <- function(x) { n <- length(x); if (n < 2) return(x); for (i in 2:n) if (x[i - 1] ").append(cmp)
                .append(" x[i]) { t <- x[i]; x[i] <- x[i - 1]; x[i - 1] <- t }; x[").append(step).append("] <- x[1] + x[n]; x }\n");
        for (int j = 0; j < 3; j++) {
            String m = new String[] {"0", "NA", "2.5", "-1", "5L", "7", "1"}[rnd.nextInt(7)];
            p.append("print(tryCatch(vm(").append(m).append("), warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n");
            p.append("xv <- ").append(vectorValue()).append("\n");
            p.append("print(tryCatch(vs(xv), error = function(e) conditionMessage(e))); print(xv)\n");
        }
        // logical vectors: an element as a condition with && or || (NA: R's error), logical(n) written with [[<-, any and sum of it
        String lc = rnd.nextBoolean() ? "&&" : "||";
        String neg = rnd.nextBoolean() ? "!" : "";
        p.append("vl <- function(x, ok) { s <- 0; w <- logical(length(x)); for (i in seq_along(x)) { if (x[i] > 1 ").append(lc).append(" ").append(neg)
                .append("ok[i]) s <- s + x[i]; w[[i]] <- x[i] < s }; if (any(w)) s + sum(w) else -s }\n");
        for (int j = 0; j < 2; j++) {
            String ok = new String[] {"c(TRUE, FALSE, TRUE, TRUE, FALSE)", "c(FALSE, NA, TRUE)", "logical(0)", "c(1, 0, 1)", "c(a = TRUE, b = FALSE, c = TRUE)", "rep(TRUE, 9)"}[rnd.nextInt(6)];
            p.append("xv <- ").append(vectorValue()).append("\nokv <- ").append(ok).append("\n");
            p.append("print(tryCatch(vl(xv, okv), error = function(e) conditionMessage(e))); print(okv)\n");
        }
        p.append("acc <- 0\nfor (q in 1:").append(1 + rnd.nextInt(6)).append(") acc <- acc + sum(tryCatch(vm(q), error = function(e) -1))\nprint(acc)\n");
        return p.toString();
    }

    /**
     * Typed bodies of functions assigned inside a function: a helper of numbers called from the
     * outer function's loop (sometimes rebound in the loop, or reading a variable of the outer
     * frame), a recursive one, and one returned and called under another name.
     */
    private String nestedBodies() {
        StringBuilder p = new StringBuilder();
        String hbody = switch (rnd.nextInt(4)) {
            case 0 -> "x * " + number() + " + y";
            case 1 -> "if (x > y) x - y else y %% 3";
            case 2 -> "{ z <- x + 1; if (z > " + number() + ") return(z); z * y }";
            default -> "x * c0"; // a variable of the outer frame: not typed
        };
        String extra = switch (rnd.nextInt(3)) {
            case 0 -> "if (i == 2L) hh <- function(x, y) -1; ";
            case 1 -> "if (i == 3L) c0 <- NA; ";
            default -> "";
        };
        p.append("no <- function(n, c0) { hh <- function(x, y) ").append(hbody).append("; s <- 0; for (i in seq_len(n)) { s <- s + hh(i, c0); ")
                .append(extra).append("}; s }\n");
        p.append("print(tryCatch(no(").append(rnd.nextInt(6)).append(", ").append(number()).append("), error = function(e) conditionMessage(e)))\n");
        p.append("nr <- function(k) { rr <- function(m) if (m < ").append(1 + rnd.nextInt(3)).append(") m else rr(m - ").append(1 + rnd.nextInt(2))
                .append(") + rr(m / 2); rr(k) }\n");
        p.append("print(tryCatch(nr(").append(number()).append("), error = function(e) conditionMessage(e)))\n");
        p.append("mkf <- function() { ff <- function(a) a * 2L + 1L; ff }\nfx <- mkf()\n");
        p.append("print(tryCatch(c(fx(").append(mixedNumber()).append("), fx(").append(mixedNumber())
                .append(")), warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n");
        return p.toString();
    }

    /**
     * Typed functions called by the evaluator with promises (issue 25): by sapply, vapply and Map,
     * from an untyped body passing constants, variables (NA, integers, names, vectors, an active
     * binding) and expressions, a promise of a promise whose variable is rebound after the call; and a
     * typed body passing its vectors to a typed callee that writes a copy and sums it.
     */
    private String promiseCalls() {
        StringBuilder p = new StringBuilder();
        String body = switch (rnd.nextInt(3)) {
            case 0 -> "x * " + number() + " + y";
            case 1 -> "if (x > y) x - y else y %/% 2";
            default -> "{ z <- x + 1; if (z > " + number() + ") return(z); z * y }";
        };
        p.append("pf <- function(x, y) ").append(body).append("\n");
        String[] args = {"1:4", "c(2.5, NA, -1)", "c(a = 1, b = 3)", "integer(0)", "c(" + mixedNumber() + ", " + mixedNumber() + ")"};
        String xs = args[rnd.nextInt(args.length)];
        String y = mixedNumber();
        String catch_ = ", warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n";
        p.append("print(tryCatch(sapply(").append(xs).append(", pf, ").append(y).append(")").append(catch_);
        p.append("print(tryCatch(vapply(").append(xs).append(", function(e) pf(e, ").append(y).append(") * 1, 0)").append(catch_);
        p.append("print(tryCatch(Map(pf, ").append(xs).append(", ").append(args[rnd.nextInt(args.length)]).append(")").append(catch_);
        p.append("pu <- function(y) { cat('in pu\\n'); r <- pf(y, ").append(mixedNumber()).append("); y <- ").append(number()).append("; c(r, y) }\n");
        p.append("pv <- ").append(mixedNumber()).append("; print(tryCatch(pu(pv)").append(catch_);
        p.append("pw <- function(y) { r <- pf(y, 2); assign('pv', ").append(number()).append(", envir = globalenv()); c(r, y) }\n");
        p.append("print(tryCatch(pw(pv)").append(catch_);
        p.append("pa <- function(q) pf(q, q + 1)\nprint(tryCatch(c(pa(").append(mixedNumber()).append("), pa(pv), pf(").append(xs).append(", 1))").append(catch_);
        if (rnd.nextBoolean()) p.append("makeActiveBinding('pb', function() { cat('read pb\\n'); 3 }, environment()); print(pf(pb, 1))\n");
        String vt = rnd.nextBoolean() ? "numeric" : "integer";
        p.append("vsum <- function(v, k) { v[1] <- k; s <- 0; for (i in seq_along(v)) s <- s + v[i]; s }\n");
        p.append("vuse <- function(n) { v <- ").append(vt).append("(n); for (i in seq_len(n)) v[i] <- i; t <- vsum(v, ").append(mixedNumber())
                .append("); t + v[1] }\n");
        p.append("print(tryCatch(c(vuse(").append(rnd.nextInt(5) + 1).append("), vuse(").append(new String[] {"0", "NA", "2.5", "3L"}[rnd.nextInt(4)])
                .append("), vsum(").append(xs).append(", 2))").append(catch_);
        return p.toString();
    }

    /**
     * Issue 25: typed functions mapped over numeric vectors in one loop (sapply, vapply, lapply, Filter:
     * numbers, logicals, NA, names, an element giving up), Map and mapply of two vectors (one loop where
     * of one length), logical results, named extra arguments
     * (exact, partial, unknown) and {@code x[[i]] <- v} at indices past the ends (0, NA, negatives, growth).
     */
    private String mapCalls() {
        StringBuilder p = new StringBuilder();
        String body = switch (rnd.nextInt(4)) {
            case 0 -> "v * " + number() + " + 1";
            case 1 -> "v > " + number();
            case 2 -> "if (v > " + number() + ") v else -v";
            default -> "v %/% 2L + " + number();
        };
        String[] xs = {"1:5", "c(2.5, NA, -1, 4)", "c(a = 1, b = 3)", "numeric(0)", "c(" + mixedNumber() + ", " + mixedNumber() + ")", "c(1L, NA, 2147483647L)"};
        String x = xs[rnd.nextInt(xs.length)];
        String catch_ = ", warning = function(w) conditionMessage(w), error = function(e) conditionMessage(e)))\n";
        p.append("mf <- function(v) ").append(body).append("\n");
        p.append("print(tryCatch(sapply(").append(x).append(", mf)").append(catch_);
        p.append("print(tryCatch(vapply(").append(x).append(", mf, ").append(new String[] {"0", "0L", "NA"}[rnd.nextInt(3)]).append(")").append(catch_);
        p.append("print(tryCatch(lapply(").append(x).append(", function(v) ").append(body).append(")").append(catch_);
        p.append("print(tryCatch(Filter(function(v) v > ").append(number()).append(", ").append(x).append(")").append(catch_);
        String name = new String[] {"k", "k", "kk", "z"}[rnd.nextInt(4)];
        p.append("print(tryCatch(sapply(").append(x).append(", function(v, k) v * k, ").append(name).append(" = ").append(mixedNumber()).append(")").append(catch_);
        p.append("print(tryCatch(Map(function(a, b, k) a + b * k, ").append(x).append(", 2, MoreArgs = list(").append(name).append(" = ")
                .append(mixedNumber()).append("))").append(catch_);
        String y = xs[rnd.nextInt(xs.length)]; // two vectors: of one length in one loop, else recycled as R
        p.append("print(tryCatch(Map(function(a, b) ").append(body.replace("v", "a")).append(" + b, ").append(x).append(", ").append(y).append(")").append(catch_);
        p.append("print(tryCatch(mapply(function(a, b) a * b, ").append(x).append(", ").append(rnd.nextBoolean() ? x : y).append(")").append(catch_);
        p.append("print(tryCatch(mapply(function(a, b, k) a - b * k, ").append(x).append(", rev(").append(x).append("), MoreArgs = list(")
                .append(name).append(" = ").append(mixedNumber()).append("))").append(catch_);
        String[] is = {"0", "NA", "-1", "-2", "-3", "2", "5", "0.5", "-1.5", "TRUE", "NA_real_"};
        p.append("sk <- function(x, i, v) { x[[i]] <- v; x }\n");
        p.append("print(tryCatch(sk(").append(new String[] {"c(1, 2)", "1:3", "c(TRUE, NA)", "5"}[rnd.nextInt(4)]).append(", ").append(is[rnd.nextInt(is.length)])
                .append(", ").append(new String[] {"9", "9L", "NA"}[rnd.nextInt(3)]).append(")").append(catch_);
        return p.toString();
    }

    private String number() {
        return switch (rnd.nextInt(7)) {
            case 0 -> "NA";
            case 1 -> rnd.nextInt(5) == 0 ? "46341L" : Integer.toString(rnd.nextInt(7) - 2) + "L"; // 46341L squared overflows
            case 2 -> "Inf";
            case 3 -> "0";
            default -> String.format(java.util.Locale.ROOT, "%.2f", rnd.nextDouble() * 10 - 3);
        };
    }

    private String operand() {
        return switch (rnd.nextInt(6)) {
            case 0, 1 -> number();
            case 2 -> "a";
            case 3 -> "b";
            case 4 -> "v[" + (1 + rnd.nextInt(4)) + "]";
            default -> "length(v)";
        };
    }

    private String expr() {
        if (depth > 3 || rnd.nextInt(3) == 0) return operand();
        depth++;
        String[] ops = {"+", "-", "*", "/", "%%", "%/%", "^", "<", ">=", "==", "&", "|"};
        String e = rnd.nextInt(8) == 0 ? "-(" + expr() + ")" : "(" + expr() + " " + ops[rnd.nextInt(ops.length)] + " " + expr() + ")";
        depth--;
        return e;
    }

    private String cond() {
        return switch (rnd.nextInt(4)) {
            case 0 -> "isTRUE(" + expr() + " > " + expr() + ")";
            case 1 -> "!is.na(" + expr() + ") && " + expr() + " > 0";
            case 2 -> expr() + " > 1"; // may be NA: an error, also compiled
            default -> "is.finite(" + expr() + ")";
        };
    }

    private String block(int d) {
        StringBuilder b = new StringBuilder("{ ");
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) b.append(statement(d)).append("; ");
        return b.append(operand()).append(" }").toString();
    }

    private String statement(int d) {
        int pick = d <= 0 ? rnd.nextInt(3) : rnd.nextInt(24);
        String var = rnd.nextBoolean() ? "a" : "b";
        return switch (pick) {
            case 0 -> var + " <- " + expr();
            case 1 -> "print(" + expr() + ")";
            case 2 -> "v[" + (1 + rnd.nextInt(4)) + "] <- " + expr();
            case 3 -> "if (" + cond() + ") " + block(d - 1) + (rnd.nextBoolean() ? " else " + block(d - 1) : "");
            case 4 -> "for (i in " + (rnd.nextInt(3)) + ":" + (rnd.nextInt(5) - 1) + ") { " + var + " <- " + var + " + i; "
                    + (rnd.nextBoolean() ? "if (i == 2) next; " : "") + (rnd.nextBoolean() ? "if (" + var + " > 5) break; " : "")
                    + statement(d - 1) + " }";
            // a counter per nesting depth, so that an inner loop cannot reset the outer one's
            case 5 -> "n" + d + " <- 0; while (n" + d + " < " + rnd.nextInt(4) + ") { n" + d + " <- n" + d + " + 1; " + statement(d - 1) + " }";
            case 6 -> "m" + d + " <- 0; repeat { m" + d + " <- m" + d + " + 1; if (m" + d + " > 2) break; " + statement(d - 1) + " }";
            case 7 -> var + " <- if (" + cond() + ") " + block(d - 1) + " else " + expr();
            case 8 -> "print(tryCatch(g(" + expr() + "), error = function(e) conditionMessage(e)))";
            // scalar loops (typed when the variable holds a plain double), promises with side effects
            case 10 -> "for (i in " + (rnd.nextInt(3) - 1) + ":" + (1 + rnd.nextInt(6)) + ") { " + var + " <- " + var + " "
                    + new String[] {"+", "-", "*", "/"}[rnd.nextInt(4)] + " i * " + number() + "; if (" + var + " > " + number() + ") break }";
            case 11 -> "print(h(" + expr() + ", { cat('q forced\\n'); " + expr() + " }))";
            case 12 -> var + " <- " + var + " * " + number() + "; print(c(" + var + ", length(v)))";
            // typed loops with %%, &&, ||, ! (NA and integer operands make some of them generic)
            case 13 -> "for (i in " + (rnd.nextInt(3) - 1) + ":" + (1 + rnd.nextInt(6)) + ") { if (i %% " + number() + " == " + number()
                    + (rnd.nextBoolean() ? " && " : " || ") + "!(" + var + " < " + number() + ")) " + var + " <- " + var + " %% " + number()
                    + " + i else " + var + " <- " + var + " - i }";
            // typed integer while loops (46341L squared overflows: NA with a warning, the rest generic)
            case 14 -> "w" + d + " <- " + (1 + rnd.nextInt(3)) + "L; j" + d + " <- 0L; while (j" + d + " < " + rnd.nextInt(6) + "L) { j" + d + " <- j" + d
                    + " + 1L; w" + d + " <- w" + d + " * " + (rnd.nextBoolean() ? "46341L" : "3L") + " - j" + d + " }; print(c(w" + d + ", j" + d + "))";
            // typed element reads and writes: past the end (v grows), index 0 or NA (generic), undone iterations
            case 15 -> "for (i in 1:" + (1 + rnd.nextInt(6)) + ") { v[i] <- v[i] * " + number() + " + i; t" + d + " <- v["
                    + new String[] {"i", "i + 1", "i - 1", "i %% 3", "NA_integer_", "2.5"}[rnd.nextInt(6)] + "]; if (!(t" + d + " < " + number() + ")) break }; print(v)";
            // typed inner loops: bounds that may be NA, fractional, descending or empty; writes undone when an iteration gives up
            case 16 -> "for (i in 1:" + (1 + rnd.nextInt(3)) + ") for (j in " + new String[] {"1:i", "i:1", "seq_len(i - 1L)", "0.5:i", "1:" + number(), "seq_along(v)"}[rnd.nextInt(6)]
                    + ") { " + var + " <- " + var + " + i * j; v[j %% 4L + 1L] <- v[j %% 4L + 1L] " + (rnd.nextBoolean() ? "+ " : "* ") + number() + " }; print(c(" + var + ", v))";
            // integer %% and %/%, unary minus, length(v)
            case 17 -> "z" + d + " <- " + number() + "; for (i in 1:" + (1 + rnd.nextInt(5)) + ") z" + d + " <- -(z" + d + " " + (rnd.nextBoolean() ? "%%" : "%/%") + " "
                    + number() + ") + length(v) * i; print(z" + d + ")";
            // logical locals: NA, flags, if-expressions
            case 18 -> "f" + d + " <- " + new String[] {"TRUE", "FALSE", "NA"}[rnd.nextInt(3)] + "; for (i in 1:" + (1 + rnd.nextInt(4)) + ") { f" + d + " <- !f" + d
                    + (rnd.nextBoolean() ? " & " : " | ") + "i > " + number() + "; " + var + " <- " + var + " + if (is.na(f" + d + ")) 0 else 1 }; print(c(f" + d + ", " + var + "))";
            case 19 -> "k" + d + " <- 0L; while (k" + d + " < " + rnd.nextInt(4) + "L) { k" + d + " <- k" + d + " + 1L; m" + d + " <- 0L; repeat { m" + d + " <- m" + d + " + k" + d
                    + "; if (m" + d + " %/% 2L >= " + number() + ") break; if (m" + d + " > 9L) break } }; print(k" + d + ")";
            // matrix elements: out of bounds at times (R's error), NA from v
            case 20 -> "mx <- matrix(v, 2, 2); for (i in 1:2) for (j in 1:" + (rnd.nextInt(6) == 0 ? 3 : 2) + ") mx[i, j] <- mx[j, i] * " + number() + " + mx[i, j]; print(mx)";
            // math functions of one number (NaN from sqrt or log: R's warning, the rest generic), logicals in arithmetic
            case 21 -> "e" + d + " <- 0; q" + d + " <- " + new String[] {"TRUE", "FALSE", "NA"}[rnd.nextInt(3)] + "; for (i in " + (rnd.nextInt(3) - 1) + ":" + (1 + rnd.nextInt(5))
                    + ") { q" + d + " <- i > " + number() + " | q" + d + "; e" + d + " <- e" + d + " + " + MATH[rnd.nextInt(MATH.length)]
                    + "(" + var + " - i * " + number() + ") + q" + d + " * " + number() + " - (q" + d + " + TRUE) %/% 2L + abs(-q" + d + " - i) }; print(c(e" + d + ", q" + d + "))";
            // logical vectors' elements (NA, written past the end), x[[i]] of numbers
            case 22 -> "lv" + d + " <- rep(" + new String[] {"TRUE", "FALSE", "NA"}[rnd.nextInt(3)] + ", 4L); for (i in 1:" + (1 + rnd.nextInt(6)) + ") { lv" + d
                    + "[i] <- v[[" + (1 + rnd.nextInt(4)) + "]] > " + number() + " | lv" + d + "[i]; " + var + " <- " + var + " + lv" + d + "[[i]] + "
                    + MATH[rnd.nextInt(MATH.length)] + "(v[[i %% 4L + 1L]]) }; print(lv" + d + "); print(" + var + ")";
            default -> "for (x in v) if (!is.na(x) && x > 0) { " + var + " <- " + var + " + x } else next";
        };
    }
}

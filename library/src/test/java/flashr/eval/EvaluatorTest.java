package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The evaluator on hand-built calls (independent of the parser). */
class EvaluatorTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private Interpreter in;

    @BeforeEach
    void setUp() {
        in = new Interpreter(new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true));
        // a minimal `[<-` for doubles, modifying in place when unshared as the real one does
        in.baseEnv().defineRaw("[<-", new RBuiltin("[<-", RBuiltin.Kind.BUILTIN, null, a -> {
            RDouble x = (RDouble) a.dots()[0];
            if (x.isShared()) x = (RDouble) x.copy();
            x.set((int) ((RVector) a.dots()[1]).getDouble(0) - 1, ((RVector) a.dots()[2]).getDouble(0));
            return x;
        }));
        // stand-ins for the arithmetic builtins: the evaluator's scalar fast path does the work
        for (String op : new String[] {"+", "*"}) {
            in.baseEnv().defineRaw(op, new RBuiltin(op, RBuiltin.Kind.BUILTIN, new String[] {"e1", "e2"}, a -> {
                throw new RError("not scalar");
            }));
        }
        in.baseEnv().defineRaw(":", new RBuiltin(":", RBuiltin.Kind.BUILTIN, new String[] {"from", "to"}, a -> {
            throw new RError("for() iterates over a range without calling ':'");
        }));
        in.baseEnv().defineRaw("c", new RBuiltin("c", RBuiltin.Kind.BUILTIN, null, a -> {
            double[] d = new double[a.dots().length];
            for (int i = 0; i < d.length; i++) d[i] = ((RVector) a.dots()[i]).getDouble(0);
            return new RDouble(d);
        }));
    }

    static RSymbol sym(String s) {
        return RSymbol.of(s);
    }

    static RDouble num(double d) {
        return RDouble.of(d);
    }

    static RCall call(String f, RValue... args) {
        return RCall.of(f, args);
    }

    static RCall named(String f, String[] names, RValue... args) {
        return new RCall(RSymbol.of(f), args, names, null);
    }

    static RCall fn(String[] params, RValue[] defaults, RValue body) {
        RList formals = new RList(defaults);
        formals.setAttr("names", new RString(params));
        return call("function", formals, body, RString.of("function"));
    }

    private RValue run(RValue... exprs) {
        RValue r = null;
        for (RValue e : exprs) r = in.eval(e, in.globalEnv());
        return r;
    }

    private static double scalar(RValue v) {
        return ((RVector) v).getDouble(0);
    }

    @Test
    void arithmeticAndLoops() {
        RValue r = run(call("<-", sym("s"), num(0)),
                call("for", sym("i"), call(":", num(1), num(10)), call("<-", sym("s"), call("+", sym("s"), call("*", sym("i"), num(2))))),
                sym("s"));
        assertEquals(110.0, scalar(r));
    }

    @Test
    void closuresPromisesAndDefaults() {
        // f <- function(x, y = x * 2) { if (missing(y)) x else y }
        run(call("<-", sym("f"), fn(new String[] {"x", "y"}, new RValue[] {RMissing.MISSING, call("*", sym("x"), num(2))},
                call("{", call("if", call("missing", sym("y")), sym("x"), sym("y"))))));
        assertEquals(3.0, scalar(run(call("f", num(3)))));
        assertEquals(5.0, scalar(run(call("f", num(3), num(5)))));
        RError e = assertThrows(RError.class, () -> run(named("f", new String[] {null, "z"}, num(1), num(3))));
        assertEquals("unused argument (z = 3)", e.getMessage());
        RError missing = assertThrows(RError.class, () -> run(call("f")));
        assertEquals("argument \"x\" is missing, with no default", missing.getMessage());
    }

    @Test
    void replacementDoesNotAffectAliases() {
        // x <- c(1,2,3); y <- x; x[1] <- 0; y[1] stays 1
        run(call("<-", sym("x"), call("c", num(1), num(2), num(3))), call("<-", sym("y"), sym("x")),
                call("<-", call("[", sym("x"), num(1)), num(0)));
        assertEquals(0.0, scalar(run(sym("x"))));
        assertEquals(1.0, scalar(run(sym("y"))));
        // f <- function(v) { v[1] <- 9; v }; f(x) leaves x alone
        run(call("<-", sym("f"), fn(new String[] {"v"}, new RValue[] {RMissing.MISSING},
                call("{", call("<-", call("[", sym("v"), num(1)), num(9)), sym("v")))));
        assertEquals(9.0, scalar(run(call("f", sym("x")))));
        assertEquals(0.0, scalar(run(sym("x"))));
    }

    @Test
    void inPlaceUpdateOfUnsharedVector() {
        run(call("<-", sym("x"), call("c", num(1), num(2))));
        RValue before = run(sym("x"));
        run(call("<-", call("[", sym("x"), num(2)), num(5)));
        assertTrue(before == run(sym("x")), "an unshared vector is updated in place");
    }

    @Test
    void superAssignmentMemoises() {
        // counter <- 0; g <- function() counter <<- counter + 1; g(); g()
        run(call("<-", sym("counter"), num(0)),
                call("<-", sym("g"), fn(new String[0], new RValue[0], call("<<-", sym("counter"), call("+", sym("counter"), num(1))))),
                call("g"), call("g"));
        assertEquals(2.0, scalar(run(sym("counter"))));
    }

    @Test
    void conditions() {
        // tryCatch(stop("boom"), error = function(e) conditionMessage(e), finally = fin <- 1)
        RValue r = run(named("tryCatch", new String[] {null, "error", "finally"}, call("stop", RString.of("boom")),
                fn(new String[] {"e"}, new RValue[] {RMissing.MISSING}, call("conditionMessage", sym("e"))),
                call("<-", sym("fin"), num(1))));
        assertEquals("boom", ((RString) r).get(0));
        assertEquals(1.0, scalar(run(sym("fin"))));
        // suppressWarnings(warning("w")) leaves nothing pending
        run(call("suppressWarnings", call("warning", RString.of("w"))));
        assertFalse(in.conditions().hasPendingWarnings());
        run(call("warning", RString.of("w")));
        assertTrue(in.conditions().hasPendingWarnings());
        in.conditions().printWarnings(in.err(), "");
        assertEquals("Warning message:\nw \n", err.toString());
    }

    @Test
    void switchFallsThrough() {
        RCall sw = named("switch", new String[] {null, "a", "b", "c"}, RString.of("a"), RMissing.MISSING, num(2), num(3));
        assertEquals(2.0, scalar(run(sw)));
        RCall none = named("switch", new String[] {null, "a"}, RString.of("z"), num(1));
        run(none);
        assertFalse(in.isVisible());
    }
}

package flashr.compiler.codegen;

import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which variables the script makes integers: a typed loop must choose its locals' JVM types when
 * it is compiled, but a variable it reads before assigning gets its value from code before the
 * loop. A name the script assigns an integer constant or the result of a function that gives
 * integers ({@code i <- 1L}, {@code x <- integer(n)}, {@code k <- length(v)}), and never a double
 * constant or a double-giving function, is guessed to be an integer; a name assigned only logical
 * constants and logical-giving values ({@code done <- FALSE}, {@code ok <- x > 0},
 * {@code flags <- rep(TRUE, n)}) a logical; a {@code for} variable over {@code a:b} (a whole),
 * {@code seq_len} or {@code seq_along} an integer;
 * every other name a double.
 * A guess is only a guess: the typed loop checks its live variables' types when it starts and
 * runs generically where they differ.
 */
public final class TypeHints {
    private static final Set<String> INTEGER_MAKERS = Set.of("integer", "seq_len", "seq_along", "length", "as.integer", "nchar", "sample.int", "which");
    private static final Set<String> LOGICAL_MAKERS = Set.of("==", "!=", "<", ">", "<=", ">=", "!", "&&", "||", "is.na", "isTRUE", "isFALSE", "any", "all", "is.null", "logical");
    private static final Set<String> DOUBLE_MAKERS = Set.of("numeric", "double", "as.double", "as.numeric", "runif", "rnorm", "sqrt", "exp", "log");

    private static final int INT = 1, DOUBLE = 2, LOGICAL = 4;

    /** The kinds of values each name is assigned: a mask of INT, DOUBLE, LOGICAL. */
    private final Map<String, Integer> seen = new HashMap<>();

    public static final TypeHints NONE = new TypeHints();

    /**
     * The script's functions typed on scalars by the names the script assigns them at top level
     * (one literal per name), each with its typed methods (one per parameter signature): typed
     * loops and typed bodies call them directly where the name finds that function when they run.
     */
    private Map<String, List<TypedFunction.Callee>> callees = new HashMap<>(); // shared with the scopes' hints (ofFunction)

    /**
     * The typed methods of the function literal {@code function}, assigned to {@code name} at top
     * level (by no other literal) and compiled into class {@code className}, planned with its own
     * hints {@code own} as its class is compiled (the callees known so far included); empty where
     * its body is not typed.
     */
    public static List<TypedFunction.Callee> calleesOf(String name, RCall function, String className, TypeHints own) {
        TypedFunction t = TypedFunction.plan(function, name, own);
        return t == null ? List.of() : t.callees(className);
    }

    /** Sets the typed methods {@code name} may find; whether that changed them. */
    public boolean setCallees(String name, List<TypedFunction.Callee> methods) {
        if (methods.equals(callees.getOrDefault(name, List.of()))) return false;
        if (methods.isEmpty()) callees.remove(name);
        else callees.put(name, methods);
        return true;
    }

    /** Forgets every callee. */
    public void clearCallees() {
        callees.clear();
    }

    /** Whether {@code name} may find a typed callee. */
    boolean isCallee(String name) {
        return callees.containsKey(name);
    }

    /** The typed method of {@code name} for arguments of types {@code args} (null: none), or null. */
    TypedFunction.Callee callee(String name, List<LoopPlan.Type> args) {
        if (args == null) return null;
        for (TypedFunction.Callee c : callees.getOrDefault(name, List.of())) if (args.equals(c.params())) return c;
        return null;
    }

    /** Whether a typed method of callee {@code name} takes a vector as its argument {@code i}. */
    boolean vectorParam(String name, int i) {
        for (TypedFunction.Callee c : callees.getOrDefault(name, List.of())) if (i < c.types().size() && c.types().get(i).vector()) return true;
        return false;
    }

    /** As {@link #callee}, for a typed body's call: its arguments' types numbers or vectors. */
    TypedFunction.Callee bodyCallee(String name, List<TypedType> args) {
        if (args == null) return null;
        for (TypedFunction.Callee c : callees.getOrDefault(name, List.of())) if (c.types().equals(args)) return c;
        return null;
    }

    /**
     * The hints of one scope: the assignments of {@code exprs} (a script's top-level
     * expressions, or a function's body), not those inside the function literals they hold, which
     * have frames (and variables) of their own.
     */
    public static TypeHints of(List<RValue> exprs) {
        TypeHints h = new TypeHints();
        for (RValue e : exprs) h.walk(e, 0);
        return h;
    }

    /**
     * The hints of the body of {@code function}, which the script assigns to {@code name} at top
     * level (null when it does not), its parameters guessed too: from their defaults and from the
     * arguments of the script's calls {@code name(...)} (anywhere in {@code script}), a variable
     * passed guessed by {@code top}, the script's top-level hints. {@code f(20L)} makes parameter
     * {@code n} of {@code f <- function(n)} an integer, so that a loop reading it is typed with it
     * an integer (as a guess only: the loop checks it when it starts).
     */
    public static TypeHints ofFunction(RCall function, String name, List<RValue> script, TypeHints top) {
        TypeHints h = of(List.of(function.arg(1)));
        h.callees = top.callees; // the same script's functions, filled in before any body is compiled
        if (!(function.arg(0) instanceof RList formals) || !(formals.getAttr("names") instanceof RString names)) return h;
        List<String> params = new java.util.ArrayList<>();
        for (int i = 0; i < formals.length(); i++) {
            params.add(names.get(i));
            int kind = formals.get(i) == RMissing.MISSING ? 0 : kindOf(formals.get(i));
            if (kind != 0) h.seen.merge(names.get(i), kind, (a, b) -> a | b);
        }
        if (name != null && !params.contains("...")) {
            for (RValue e : script) h.callsOf(name, e, params, top, 0);
        }
        return h;
    }

    /** Merges the kinds of the positional arguments of the calls {@code name(...)} in {@code n} into the parameters'. */
    private void callsOf(String name, RValue n, List<String> params, TypeHints top, int depth) {
        if (!(n instanceof RCall c) || depth > 200) return;
        if (c.function() instanceof RSymbol f && f.name().equals(name) && c.names() == null && c.argCount() <= params.size()) {
            for (int k = 0; k < c.argCount(); k++) {
                RValue a = c.arg(k);
                int kind = a instanceof RSymbol s ? top.seen.getOrDefault(s.name(), 0) : kindOf(a);
                if (kind != 0) seen.merge(params.get(k), kind, (x, y) -> x | y);
            }
        }
        if (c.function() instanceof RSymbol fn && fn.name().equals("function") && c.argCount() >= 2) {
            // a call inside a function literal passes that function's variables: guessed by its own assignments and loops
            callsOf(name, c.arg(1), params, of(List.of(c.arg(1))), depth + 1);
            return;
        }
        if (c.function() instanceof RCall g) callsOf(name, g, params, top, depth + 1);
        for (RValue a : c.args()) callsOf(name, a, params, top, depth + 1);
    }

    /** The guessed type of {@code name}: integer, logical, or (unknown or mixed) double. */
    LoopPlan.Type typeOf(String name) {
        int k = seen.getOrDefault(name, 0);
        return k == INT ? LoopPlan.Type.I : k == LOGICAL ? LoopPlan.Type.L : LoopPlan.Type.D;
    }

    private void walk(RValue n, int depth) {
        if (!(n instanceof RCall c) || depth > 200) return;
        if (c.function() instanceof RSymbol f && f.name().equals("function")) return; // another scope
        if (c.function() instanceof RSymbol op && (op.name().equals("<-") || op.name().equals("=") || op.name().equals("<<-"))
                && c.argCount() == 2 && c.arg(0) instanceof RSymbol target) {
            int kind = kindOf(c.arg(1));
            if (kind != 0) seen.merge(target.name(), kind, (a, b) -> a | b);
        }
        if (c.function() instanceof RSymbol op && op.name().equals("for") && c.argCount() == 3 && c.arg(0) instanceof RSymbol var) {
            int kind = kindOf(c.arg(1)); // for (i in 1:n), seq_len(n), seq_along(x): the variable an integer
            if (kind == INT) seen.merge(var.name(), kind, (a, b) -> a | b);
        }
        for (RValue a : c.args()) walk(a, depth + 1);
    }

    /** INT for an integer-giving value, DOUBLE for a double-giving one, LOGICAL for a logical one, 0 when unknown. */
    private static int kindOf(RValue v) {
        if (v instanceof RInt i && i.length() == 1) return INT;
        if (v instanceof RDouble d && d.length() == 1) return DOUBLE;
        if (v instanceof RLogical l && l.length() == 1) return LOGICAL;
        if (v instanceof RCall c && c.function() instanceof RSymbol f) {
            if (INTEGER_MAKERS.contains(f.name())) return INT;
            if (DOUBLE_MAKERS.contains(f.name())) return DOUBLE;
            if (LOGICAL_MAKERS.contains(f.name())) return LOGICAL;
            if (f.name().equals("c") && c.argCount() > 0) return constants(c);
            if (MathCode.DOUBLE_FUNCTIONS.contains(f.name())) return DOUBLE;
            // matrix(0L, n, m), rep(TRUE, n): their data's kind
            if ((f.name().equals("matrix") || f.name().equals("rep")) && c.argCount() > 0) return kindOf(c.arg(0));
            if (f.name().equals(":") && c.argCount() == 2 && c.arg(0) instanceof RValue a && isWhole(a)) return INT;
        }
        return 0;
    }

    /** {@code c(1L, NA, 3L)}: INT; {@code c(1, 2L)}: DOUBLE; anything else (not all numeric constants) 0. */
    private static int constants(RCall c) {
        int kind = 0;
        for (RValue a : c.args()) {
            if (a instanceof RLogical l && l.length() == 1 && l.get(0) == RLogical.NA) continue;
            if (a instanceof RInt) kind |= INT;
            else if (a instanceof RDouble) kind |= DOUBLE;
            else if (a instanceof RCall u && u.function() instanceof RSymbol m && m.name().equals("-") && u.argCount() == 1
                    && (u.arg(0) instanceof RInt || u.arg(0) instanceof RDouble)) kind |= u.arg(0) instanceof RInt ? INT : DOUBLE;
            else return 0;
        }
        return (kind & DOUBLE) != 0 ? DOUBLE : kind;
    }

    private static boolean isWhole(RValue v) {
        return v instanceof RInt || v instanceof RDouble d && d.length() == 1 && d.get(0) == Math.rint(d.get(0));
    }
}

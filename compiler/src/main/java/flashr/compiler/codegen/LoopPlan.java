package flashr.compiler.codegen;

import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a loop's code is, for {@link ScalarLoop}: whether it is scalar code that can run with typed
 * locals, the JVM type of each variable (found in rounds: each assignment's value type under the
 * current choice becomes the variable's, until no choice changes; values from before the loop
 * typed by {@link TypeHints}' guess), which variables are live when it starts (read where no
 * assignment of the iteration has surely run) and which it assigns, the vectors whose elements it
 * reads and writes, the functions it relies on, and whether it can give up mid-iteration.
 *
 * <p>A statement of the body that is not scalar code (a call of {@code cat}, {@code print}, a
 * closure, an assignment of such a call's value, an {@code if} whose condition calls one), in the
 * body or in an inner loop's, is an <em>escape</em>: the typed code writes its variables back to the frame, runs
 * the statement as generic compiled code, and reads back and checks what it needs after it
 * ({@link EscapeCode}). The plan records where each escape stands (to run the rest of the iteration
 * generically when the checks fail) and which variables must be read back after it: those read
 * later before typed code assigns them again, in the iteration or (the live variables) in the next.
 * Escapes are found by trying: a statement that fails to type where an escape may stand becomes
 * one, and the analysis starts again.
 */
final class LoopPlan {
    enum Type { D, I, L }

    /**
     * Where an escape stands, level by level: statement {@code index} of block {@code block}
     * ({@code {...}}), or ({@code index} -1) the body of inner loop {@code block}, whose generic
     * rest goes on with that loop's next iteration.
     */
    record Site(RCall block, int index) {
        boolean isLoop() {
            return index < 0;
        }
    }

    final RCall loop;
    /** The counter of a {@code for} loop; null for {@code while} and {@code repeat}. */
    final String var;
    /** The condition of a {@code while} loop, else null. */
    final RValue condition;
    final RValue body;
    final TypeHints hints;
    /** The types chosen for scalar variables (others: the hint). */
    private final Map<String, Type> types = new HashMap<>();

    // ---- what one analysis finds ----
    /** Variables read before they are assigned: loaded (and checked) when the loop starts. */
    final Set<String> liveIn = new LinkedHashSet<>();
    /** Variables assigned in the body, written back when it ends. */
    final Set<String> assigned = new LinkedHashSet<>();
    final Set<String> seen = new LinkedHashSet<>();
    private final Map<String, EnumSet<Type>> assignedTypes = new LinkedHashMap<>();
    /** One call per function name the body uses, for the guards. */
    final Map<String, RCall> functions = new LinkedHashMap<>();
    final Map<String, RValue> symbols = new LinkedHashMap<>();
    /** Vectors whose elements are read or assigned, by name (the symbol as written). */
    final Map<String, RValue> vectors = new LinkedHashMap<>();
    final Set<String> writtenVectors = new LinkedHashSet<>();
    /** The vectors read or assigned as matrices, {@code m[i, j]}. */
    final Set<String> matrices = new LinkedHashSet<>();
    /** The element assignments {@code x[i] <- v}, in source order (the order they run in an iteration). */
    final List<RCall> writes = new ArrayList<>();
    final Map<RValue, Type> exprTypes = new IdentityHashMap<>();
    /** Calls of the script's functions typed on scalars, whose typed methods the loop calls directly. */
    final Map<RCall, TypedFunction.Callee> typedCalls = new IdentityHashMap<>();
    /** Whether the body may give up mid-iteration (integer arithmetic, elements): then iterations are undoable. */
    boolean fallible;
    /**
     * Whether the body holds an inner loop: element writes there may run many times an iteration,
     * so the iteration's writes are undone from a log ({@code rt/UndoLog}), not one slot per site.
     */
    boolean nested;
    /** Why the loop is not typed (the first construct refused), for the trace; null when it is. */
    String refused;
    /** The variables surely assigned so far in the iteration (on every path to the code analysed). */
    Set<String> defined = new HashSet<>();

    // ---- escapes ----
    /** The statements run as generic code, in the order found (not source order). */
    final List<RValue> escapes;
    private final Set<RValue> escapeSet = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Where each escape stands and what is read back after it. */
    final EscapeFlow flow = new EscapeFlow();
    /** Statements that failed to type where an escape may stand: escapes of the next try. */
    private final List<RValue> candidates = new ArrayList<>();
    private final Deque<Site> path = new ArrayDeque<>();
    /** The inner {@code for} loops typed with the body (their int counters are kept where an iteration may be undone to an escape inside one). */
    final List<RCall> innerFors = new ArrayList<>();
    /** The typing of calls, unary functions, if-values and logic ({@link LoopPlanExprs}). */
    private final LoopPlanExprs exprs = new LoopPlanExprs(this);
    /** Assignments typed code computes: a loop of calls only is not worth typing. */
    private int typedStatements;

    private LoopPlan(RCall loop, TypeHints hints, List<RValue> escapes) {
        this.loop = loop;
        this.hints = hints;
        this.escapes = escapes;
        escapeSet.addAll(escapes);
        switch (((RSymbol) loop.function()).name()) {
            case "for" -> {
                var = ((RSymbol) loop.arg(0)).name();
                condition = null;
                body = loop.arg(2);
            }
            case "while" -> {
                var = null;
                condition = loop.arg(0);
                body = loop.arg(1);
            }
            default -> {
                var = null;
                condition = null;
                body = loop.arg(0);
            }
        }
    }

    /**
     * The plan for {@code loop} ({@code for (var in a:b) body} counted, {@code while (c) body},
     * {@code repeat body}), or null when its code is not plain scalar code. The variables' types
     * are found by rounds: each assignment's value type under the current choice becomes the
     * variable's, until no choice changes.
     */
    static LoopPlan of(RCall loop, TypeHints hints) {
        List<RValue> escapes = new ArrayList<>();
        String first = null; // what the first try refused: why a loop of calls only is generic
        for (int attempt = 0; attempt < 64; attempt++) {
            LoopPlan p = new LoopPlan(loop, hints, new ArrayList<>(escapes));
            String why = p.solve();
            if (first == null) first = why;
            if (why == null && p.typedStatements > 0) {
                if (!p.escapes.isEmpty()) TRACE.accept(loop, "typed, " + p.escapes.size() + " statements run generically (" + p.describeEscapes() + ")");
                return p;
            }
            if (why == null) why = "nothing typed outside calls (first refused: " + first + ")";
            if (p.candidates.isEmpty()) {
                TRACE.accept(loop, why);
                return null;
            }
            escapes.addAll(p.candidates);
        }
        TRACE.accept(loop, "too many escapes");
        return null;
    }

    /**
     * The types, by rounds: null when the loop types with the current escapes, else why not (with
     * {@link #candidates} the statements that would type as escapes).
     */
    private String solve() {
        Set<String> triedInt = new HashSet<>();
        for (int round = 0; round < 6; round++) {
            boolean ok = analyse();
            boolean stable = true;
            Map<String, Type> next = new HashMap<>();
            for (Map.Entry<String, EnumSet<Type>> e : assignedTypes.entrySet()) {
                Type t = e.getValue().iterator().next();
                if (e.getValue().size() != 1) {
                    // guessed a double, assigned an int from an int (j <- i - 1L; j <- j - 1L): try it as an int once
                    if (e.getValue().equals(EnumSet.of(Type.D, Type.I)) && typeOf(e.getKey()) != Type.I && triedInt.add(e.getKey())) {
                        t = Type.I; // differs from the current choice: another round checks it
                    } else { // two types: not one JVM local
                        candidates.clear();
                        return "variable " + e.getKey() + " " + e.getValue();
                    }
                }
                next.put(e.getKey(), t);
                if (typeOf(e.getKey()) != t) stable = false;
            }
            if (stable) {
                if (ok && consistent()) return null;
                if (ok) candidates.clear();
                return refused != null ? refused : "a name both a scalar and a vector, or the counter assigned";
            }
            types.putAll(next);
        }
        candidates.clear();
        return "types not settled";
    }

    // ---- analysis ----

    Type typeOf(String name) {
        Type t = types.get(name);
        return t != null ? t : hints.typeOf(name);
    }

    /** The guessed type of a vector's elements: integer, logical or double. */
    Type elementType(String vector) {
        return hints.typeOf(vector);
    }

    private boolean analyse() {
        liveIn.clear();
        assigned.clear();
        seen.clear();
        assignedTypes.clear();
        functions.clear();
        symbols.clear();
        vectors.clear();
        writtenVectors.clear();
        matrices.clear();
        writes.clear();
        exprTypes.clear();
        typedCalls.clear();
        fallible = false;
        nested = false;
        defined = new HashSet<>();
        refused = null;
        flow.clear();
        candidates.clear();
        path.clear();
        innerFors.clear();
        typedStatements = 0;
        if (var != null) symbols.put(var, loop.arg(0));
        if (condition != null && type(condition) != Type.L) return refuse(condition);
        boolean ok = child(body);
        flow.iterationEnd();
        flow.finish(liveIn);
        return ok;
    }

    /**
     * A statement where an escape may stand (the body, a statement of a block, an if-branch, an
     * inner loop's body): one that does not type, where nothing inside it became a candidate,
     * becomes a candidate escape.
     */
    private boolean child(RValue n) {
        int mark = candidates.size();
        if (statement(n)) return true;
        if (candidates.size() == mark) candidates.add(n);
        return false;
    }

    /** Whether some escape stands inside an inner loop (its generic rest then goes on with that loop's next iteration). */
    boolean escapesInInnerLoops() {
        for (RValue e : escapes) for (Site s : flow.sites.get(e)) if (s.isLoop()) return true;
        return false;
    }

    private String describeEscapes() {
        StringBuilder b = new StringBuilder();
        for (RValue e : escapes) b.append(b.isEmpty() ? "" : ", ").append(flashr.parse.Deparser.firstLine(e));
        return b.toString();
    }

    /** Escape {@code n}'s number, from 1 (the checkpoint an iteration given up after it goes back to). */
    int escapeNumber(RValue n) {
        for (int k = 0; k < escapes.size(); k++) if (escapes.get(k) == n) return k + 1;
        throw new IllegalArgumentException("not an escape");
    }

    boolean isEscape(RValue n) {
        return escapeSet.contains(n);
    }

    /** A read of variable {@code name}: live at the loop's start unless assigned or escaped before; read back after escapes since which it was not assigned. */
    private void read(String name) {
        if (!defined.contains(name) && !flow.escapedOnEveryPath()) liveIn.add(name);
        flow.read(name, defined);
    }

    /** No name both a scalar and a vector, the counter never assigned. */
    private boolean consistent() {
        if (var != null && (assigned.contains(var) || vectors.containsKey(var))) return false;
        for (String v : vectors.keySet()) if (seen.contains(v)) return false;
        for (RCall c : typedCalls.keySet()) {
            String f = ((RSymbol) c.function()).name();
            if (seen.contains(f) || vectors.containsKey(f)) return false; // a variable of the loop's named like the callee
        }
        return true;
    }

    private static RCall call(RValue n, String... heads) {
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol s) || c.names() != null) return null;
        for (String h : heads) if (h.equals(s.name())) return c;
        return null;
    }

    private boolean statement(RValue n) {
        if (escapeSet.contains(n)) {
            flow.escape(n, path);
            return true;
        }
        RCall c = call(n, "{", "if", "<-", "=", "break", "next", "for", "while", "repeat");
        if (c == null) return refuse(n);
        String h = ((RSymbol) c.function()).name();
        functions.putIfAbsent(h, c);
        switch (h) {
            case "{" -> {
                boolean ok = true;
                for (int k = 0; k < c.argCount(); k++) { // on after a failure: more candidates in one try
                    path.push(new Site(c, k));
                    ok = child(c.arg(k)) && ok;
                    path.pop();
                }
                return ok;
            }
            case "if" -> {
                if (c.argCount() < 2 || c.argCount() > 3 || type(c.arg(0)) != Type.L) return refuse(c.arg(0));
                Set<String> before = defined;
                EscapeFlow.State flowBefore = flow.save();
                defined = new HashSet<>(before);
                boolean ok = child(c.arg(1));
                Set<String> yes = defined;
                EscapeFlow.State flowYes = flow.save();
                defined = new HashSet<>(before);
                flow.restore(flowBefore);
                ok = (c.argCount() == 2 || child(c.arg(2))) && ok;
                yes.retainAll(defined); // assigned on both branches
                defined = before;
                defined.addAll(yes);
                flow.join(flowYes);
                return ok;
            }
            case "break", "next" -> {
                if (h.equals("next") && !flow.inInnerLoop()) flow.iterationEnd();
                return c.argCount() == 0;
            }
            case "for", "while", "repeat" -> {
                return innerLoop(c, h);
            }
            default -> {
                if (c.argCount() != 2) return false;
                if (c.arg(0) instanceof RSymbol t) {
                    if (!plainName(t.name())) return false;
                    Type r = type(c.arg(1));
                    if (r == null) return false;
                    define(t, r);
                    typedStatements++;
                    return true;
                }
                RCall target = element(c.arg(0));
                if (target == null) return refuse(c.arg(0));
                Type r = type(c.arg(1)); // R evaluates the value first
                if (r == null || !indices(target)) return refuse(c);
                String x = ((RSymbol) target.arg(0)).name();
                // a double would make an integer vector double, a number a logical one numeric: R's coercion, the generic loop's
                Type e = elementType(x);
                if (e == Type.I && r == Type.D || e == Type.L && r != Type.L) return refuse(c);
                vectors.putIfAbsent(x, target.arg(0));
                writtenVectors.add(x);
                writes.add(c);
                fallible = true;
                typedStatements++;
                return true;
            }
        }
    }

    /** Variable {@code t} assigned a value of type {@code r}. */
    private void define(RSymbol t, Type r) {
        assignedTypes.computeIfAbsent(t.name(), k -> EnumSet.noneOf(Type.class)).add(r);
        seen.add(t.name());
        defined.add(t.name());
        symbols.putIfAbsent(t.name(), t);
        assigned.add(t.name());
        flow.assigned(t.name());
    }

    /**
     * A loop inside the body: {@code for (v in a:b)}, {@code seq_len(n)} or {@code seq_along(x)}
     * (counted with an int counter; a sequence R would not count, empty, NA or not whole, gives the
     * iteration up), {@code while (c)} or {@code repeat}. What its body assigns is not surely
     * assigned after it (it may run zero times or break first); the counter of a {@code for} is
     * (escapes inside it: {@link EscapeFlow#leaveLoop}).
     */
    private boolean innerLoop(RCall c, String h) {
        nested = true;
        Set<String> before = defined;
        defined = new HashSet<>(before);
        EscapeFlow.State flowBefore = flow.save();
        boolean ok;
        RSymbol counter = null;
        path.push(new Site(c, -1));
        flow.enterLoop(before); // a while's condition is read at every iteration too
        switch (h) {
            case "for" -> {
                if (c.argCount() != 3 || !(c.arg(0) instanceof RSymbol v) || !plainName(v.name()) || !counted(c.arg(1))) {
                    ok = refuse(c.arg(1));
                } else {
                    counter = v;
                    innerFors.add(c);
                    fallible = true; // a sequence that is not a non-empty int range
                    define(v, Type.I);
                    ok = child(c.arg(2));
                }
            }
            case "while" -> ok = c.argCount() == 2 && type(c.arg(0)) == Type.L && child(c.arg(1));
            default -> ok = c.argCount() == 1 && child(c.arg(0));
        }
        path.pop();
        defined = before;
        if (counter != null) defined.add(counter.name());
        flow.leaveLoop(flowBefore, counter == null ? null : counter.name());
        return ok;
    }

    /** Whether an inner loop's sequence is {@code a:b} of numbers, {@code seq_len(n)} or {@code seq_along(x)}. */
    private boolean counted(RValue seq) {
        RCall c = call(seq, ":", "seq_len", "seq_along");
        if (c == null) return false;
        functions.putIfAbsent(((RSymbol) c.function()).name(), c);
        switch (((RSymbol) c.function()).name()) {
            case ":" -> {
                return c.argCount() == 2 && number(type(c.arg(0))) && number(type(c.arg(1)));
            }
            case "seq_len" -> {
                return c.argCount() == 1 && number(type(c.arg(0)));
            }
            default -> {
                return c.argCount() == 1 && vectorName(c.arg(0));
            }
        }
    }

    private static boolean number(Type t) {
        return t == Type.I || t == Type.D;
    }

    /** A variable whose elements or length the body reads: registered as one of the loop's vectors. */
    boolean vectorName(RValue n) {
        if (!(n instanceof RSymbol x) || !plainName(x.name()) || x.name().equals(var)) return false;
        vectors.putIfAbsent(x.name(), x);
        return true;
    }

    /** {@code x[i]} of a variable x with one index, or {@code m[i, j]} with two. */
    private static RCall element(RValue n) {
        RCall c = call(n, "[");
        return c != null && (c.argCount() == 2 || c.argCount() == 3) && c.arg(0) instanceof RSymbol x && plainName(x.name()) ? c : null;
    }

    /** Whether the indices of an element are numbers; {@code m[i, j]} makes m a matrix. */
    private boolean indices(RCall element) {
        for (int k = 1; k < element.argCount(); k++) if (!number(type(element.arg(k)))) return false;
        if (element.argCount() == 3) matrices.add(((RSymbol) element.arg(0)).name());
        return true;
    }

    boolean refuse(RValue n) {
        if (refused == null) {
            String head = n instanceof RCall c && c.function() instanceof RSymbol s ? s.name() + "(" + c.argCount() + ")" : n.getClass().getSimpleName();
            refused = head;
        }
        return false;
    }

    /**
     * Where loops that stay generic are reported, with the first construct refused: with
     * {@code -Dflashr.compile.traceLoops=true}, on standard error (to find what keeps common loops
     * generic); otherwise nowhere.
     */
    private static final java.util.function.BiConsumer<RCall, String> TRACE = Boolean.getBoolean("flashr.compile.traceLoops")
            ? (loop, why) -> System.err.println((why.startsWith("typed") ? "" : "generic loop: ") + why + "  in " + flashr.parse.Deparser.firstLine(loop))
            : (loop, why) -> { };

    private static boolean plainName(String name) {
        return !name.isEmpty() && !name.equals("...") && !name.startsWith("..");
    }

    Type type(RValue n) {
        Type t = type0(n);
        if (t != null) exprTypes.put(n, t);
        return t;
    }

    private Type type0(RValue n) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return Type.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return Type.I;
        if (n instanceof RLogical l && l.length() == 1 && !l.hasAttributes()) return Type.L;
        if (n instanceof RSymbol s) {
            if (!plainName(s.name())) return null;
            if (s.name().equals(var)) return Type.I;
            read(s.name());
            seen.add(s.name());
            symbols.putIfAbsent(s.name(), s);
            return typeOf(s.name());
        }
        RCall paren = call(n, "(");
        if (paren != null) {
            functions.putIfAbsent("(", paren);
            return paren.argCount() == 1 ? type(paren.arg(0)) : null;
        }
        RCall value = call(n, "if");
        if (value != null) return exprs.ifValue(value);
        RCall logic = call(n, "&&", "||", "!", "&", "|");
        if (logic != null) return exprs.logical(logic);
        RCall element = element(n);
        if (element == null && call(n, "[[") instanceof RCall e2 && e2.argCount() == 2 && e2.arg(0) instanceof RSymbol x2 && plainName(x2.name())) {
            element = e2; // x[[i]] of a vector: x[i] where i is in bounds, which is all a typed loop computes
        }
        if (element != null) {
            functions.putIfAbsent(((RSymbol) element.function()).name(), element);
            if (!indices(element)) return null;
            String x = ((RSymbol) element.arg(0)).name();
            vectors.putIfAbsent(x, element.arg(0));
            fallible = true; // an index out of bounds or NA
            return elementType(x);
        }
        RCall one = n instanceof RCall k && k.argCount() == 1 && k.function() instanceof RSymbol f && MathCode.DOUBLE_FUNCTIONS.contains(f.name())
                ? (RCall) n : n instanceof RCall k && k.argCount() == 1 ? call(n, "-", "+", "length", "is.na", "abs") : null;
        if (one != null) return exprs.unary(one);
        RCall c = n instanceof RCall k && k.argCount() == 2 ? call(n, "+", "-", "*", "/", "^", "%%", "%/%", "==", "!=", "<", ">", "<=", ">=") : null;
        if (c == null) {
            Type t = exprs.typedCall(n);
            if (t == null) refuse(n);
            return t;
        }
        String h = ((RSymbol) c.function()).name();
        functions.putIfAbsent(h, c);
        Type x = type(c.arg(0));
        Type y = type(c.arg(1));
        if (x == null || y == null) {
            refuse(c);
            return null;
        }
        // a logical operand is an integer to R's arithmetic and comparisons (TRUE + 1L is 2L, NA stays NA)
        if (x == Type.L) x = Type.I;
        if (y == Type.L) y = Type.I;
        if (h.equals("%%") || h.equals("%/%")) {
            if (x == Type.I && y == Type.I) return Type.I; // never overflows
            if (h.equals("%%")) fallible = true; // a quotient past 2^63: R warns, the generic loop does
            return Type.D;
        }
        if (h.equals("^")) return Type.D;
        int op = Arith.opOf(h);
        if (op >= Arith.EQ) return Type.L;
        if (op != Arith.DIV && x == Type.I && y == Type.I) {
            fallible = true; // overflow: NA with a warning, computed generically
            return Type.I;
        }
        return Type.D;
    }
}

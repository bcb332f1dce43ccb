package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A function assigned to a name at top level ({@code fib <- function(n) ...}) whose body is scalar
 * code of its parameters: an expression of arithmetic ({@code + - * / %%}), comparisons,
 * {@code && || !}, {@code abs} and the functions of {@link MathCode#DOUBLE_FUNCTIONS} ({@code sqrt},
 * {@code sin}, {@code round}, ...) of a number, parentheses, {@code if}/{@code else} and calls of
 * itself by that name; or a block of local assignments of such expressions ({@code a <- fib(n - 1)})
 * and {@code if (c) return(e)} statements ending in such an expression or {@code return(e)}, a
 * tail {@code if}/{@code else} whose branches are such blocks. Such a body also gets a static
 * method computing it on JVM doubles and ints (each parameter and local a double, or an int where
 * the script's calls pass integers: {@code fibi(25L)}), a call of itself being a JVM call: no
 * frame, no promise, no lookup. Nothing in such a body can observe frames or promises (it calls
 * nothing else and gives up where R would warn, as on a {@code %%} past R's accuracy or an integer
 * overflow), its locals live only in the typed method (a local is read only after an assignment on
 * every path), and its arguments have no effects, so computing them eagerly cannot be told from
 * R's lazy evaluation.
 *
 * <p>The generic body first checks, each call: the functions the body uses are base R's where it
 * runs, the name still finds this function (same compiled code, same environment), and every
 * parameter is a plain double or integer of its type (length one, no attributes, not an unforced
 * promise). Then it returns the typed method's value. Where R would raise an error (an NA
 * condition) or the calls nest past R's limit, the typed method gives up
 * ({@code TypedCall.Fallback}) and the generic body runs from its start: the typed code had no
 * effects, so running it again is safe. A compiled call site whose arguments are variables and
 * constants enters the same guards and typed method without promises or a frame
 * ({@code typedCall}, {@code Calls.direct}).
 *
 * <p>Statements may also be {@code if}/{@code else} of statements, {@code repeat} loops,
 * {@code break} and {@code next} inside loops, {@code for} over {@code seq_along} of a number. A
 * call of another function the script assigns at top level whose body is typed, with arguments of
 * the types of one of its typed methods, is a JVM call of that method ({@link Target}), guarded as
 * the body's own name is. Each body also gets a method per set of double parameters made integers
 * where it types so ({@link #variants}): R computes such a body with integer arithmetic.
 */
final class TypedFunction {
    static final String TYPED = "flashr/compiler/rt/TypedCall";
    static final String METHOD = "typed";
    /**
     * The name a literal no assignment names is planned under ({@code sapply(x, function(v) v * 2)}):
     * no call can name it (R has no empty names), so its body has no calls of itself and its
     * entry no guard that a name finds it (whichever closure runs this body is the function).
     */
    static final String ANONYMOUS = "";
    /** At most this many parameters typed double get methods for integers passed to them ({@link #variants}). */
    private static final int MAX_FLIPPED = 3;

    /**
     * A typed value: a double, an int, a logical (an int: 1, 0 or R's NA; conditions and locals),
     * or a plain double, integer or logical vector ({@code double[]}, {@code int[]} of exactly its
     * length; a logical vector's elements as {@code RLogical} stores them).
     */
    enum Type {
        D, I, L, DV, IV, LV;

        boolean vector() {
            return this == DV || this == IV || this == LV;
        }

        /** A vector's element type. */
        Type element() {
            return this == DV ? D : this == LV ? L : I;
        }

        /** The other numeric type of the same shape: a double for an int, a double vector for an integer one. */
        Type flipped() {
            return switch (this) {
                case D -> I;
                case I -> D;
                case DV -> IV;
                case IV -> DV;
                case L -> L;
                case LV -> LV; // a logical vector is no number: never flipped
            };
        }

        /** The JVM descriptor of a value of this type. */
        String jvm() {
            return switch (this) {
                case D -> "D";
                case DV -> "[D";
                case IV, LV -> "[I";
                default -> "I";
            };
        }
    }


    /**
     * What a call in the typed body runs: the static method {@code typed} of class {@code owner}
     * (null: this class) with descriptor {@code descriptor} (null: this method's own), giving
     * {@code returns} (null: this method's own type); {@code name} the function's name, for guards.
     */
    record Target(String name, String owner, String descriptor, Type returns) {}

    final RCall function;
    final RSymbol self;
    final List<String> params;
    final List<Type> paramTypes;
    private final TypeHints hints;
    /** The method planned for the parameters' guessed types, when this plan is one for other types (null: this is it). */
    final TypedFunction primary;
    /** Plans of the same body for integers passed to parameters the primary types as doubles (on the primary only). */
    final List<TypedFunction> variants = new ArrayList<>();
    /** One call per function the body uses (but itself and typed callees), for the guards. */
    final Map<String, RCall> functions = new LinkedHashMap<>();
    /** The parameters the body reads (the symbols as written there); the others are never read. */
    final Map<String, RSymbol> used = new LinkedHashMap<>();
    /** The locals the body assigns, with their types (a parameter assigned keeps its own). */
    final Map<String, Type> locals = new LinkedHashMap<>();
    /** The JVM slot of each parameter and local in the typed method. */
    final Map<String, Integer> slots = new HashMap<>();
    /** The calls of itself and of typed callees, each with the method it runs. */
    final Map<RCall, Target> calls = new java.util.IdentityHashMap<>();
    /** One call per typed callee the body calls (by name), with its class: guarded as a typed loop guards its callees. */
    final Map<RCall, Callee> callees = new LinkedHashMap<>();
    Type returnType;
    /** The type a call of itself gives while the body is analysed: tried a double, then an integer. */
    private Type assumedReturn;
    int leftSlot;
    /** The {@code for} loops of the body, each with a JVM slot for its last value (after the locals). */
    final Map<RCall, Integer> fors = new LinkedHashMap<>();
    /** The counters of the {@code for} loops around the code being analysed: not assigned in their bodies. */
    private final Set<String> counters = new HashSet<>();
    /** How many loops enclose the code being analysed: {@code break} and {@code next} only inside one. */
    private int loopDepth;
    boolean callsItself;
    /** The vector parameters the body writes elements of: copied when the typed method starts, as R copies on the first write. */
    final Set<String> writtenParams = new HashSet<>();
    /** One target per kind of element assignment, {@code x[i]} and {@code x[[i]]}: the guards check {@code [<-}, {@code [[<-} are base's. */
    final Map<String, RCall> elementTargets = new LinkedHashMap<>();
    private String descriptor;

    private TypedFunction(RCall function, RSymbol self, List<String> params, List<Type> paramTypes, TypeHints hints, TypedFunction primary) {
        this.function = function;
        this.self = self;
        this.params = params;
        this.paramTypes = paramTypes;
        this.hints = hints;
        this.primary = primary;
    }

    /**
     * The plan for {@code self <- function}, or null when the body is not such code. A parameter
     * the hints guess an integer is typed an int; where the body does not type so, every
     * parameter a double. The plan also holds the body's methods for integers passed to
     * parameters it types as doubles ({@link #variants}): R computes such a body with an integer
     * parameter, and the body analysed with that parameter an integer computes what R computes
     * (where it cannot, a type that changes, the variant is not made and the generic body runs).
     */
    static TypedFunction plan(RCall function, String self, TypeHints hints) {
        if (self == null) self = ANONYMOUS;
        if (function.argCount() < 2 || !(function.arg(0) instanceof RList formals)
                || !(formals.getAttr("names") instanceof RString names)) {
            return null;
        }
        for (int i = 0; i < formals.length(); i++) {
            String n = names.get(i);
            if (formals.get(i) != RMissing.MISSING || n == null || n.isEmpty() || n.startsWith("..") || n.equals(self)) return null;
        }
        List<String> params = new ArrayList<>();
        for (int i = 0; i < names.length(); i++) params.add(names.get(i));
        Set<String> vectors = new HashSet<>();
        TypedVectors.uses(function.arg(1), params, vectors, 0, hints);
        TypedFunction t = planFor(function, self, params, vectors, hints);
        // seq_along(x), length(x) of a number: the parameters numbers after all
        if (t == null && !vectors.isEmpty()) t = planFor(function, self, params, Set.<String>of(), hints);
        if (t != null) t.planVariants();
        return t;
    }

    /** The primary plan with {@code vectors} typed as vectors: the hints' guesses, else every parameter a double (vector). */
    private static TypedFunction planFor(RCall function, String self, List<String> params, Set<String> vectors, TypeHints hints) {
        List<Type> guessed = new ArrayList<>();
        List<Type> doubles = new ArrayList<>();
        boolean anyInt = false;
        for (String n : params) {
            boolean integer = hints != null && hints.typeOf(n) == LoopPlan.Type.I;
            anyInt |= integer;
            boolean v = vectors.contains(n);
            guessed.add(v ? (integer ? Type.IV : Type.DV) : integer ? Type.I : Type.D);
            doubles.add(v ? Type.DV : Type.D);
        }
        TypedFunction t = tryPlan(function, self, params, guessed, hints, null);
        if (t == null && anyInt) t = tryPlan(function, self, params, doubles, hints, null);
        if (t == null) t = planLogicals(function, self, params, guessed, doubles, anyInt, hints);
        return t;
    }

    /**
     * Where the body does not type with numeric vectors: each non-empty set of (up to three of) the
     * vector parameters made logical vectors ({@code if (x[i] > 0 && ok[i])}: {@code ok[i]} a
     * condition), the fewest first; the entries take such a parameter only from a plain
     * {@code RLogical} (a number vector runs the generic body).
     */
    private static TypedFunction planLogicals(RCall function, String self, List<String> params, List<Type> guessed, List<Type> doubles, boolean anyInt, TypeHints hints) {
        List<Integer> vs = new ArrayList<>();
        for (int i = 0; i < guessed.size(); i++) if (guessed.get(i).vector()) vs.add(i);
        if (vs.isEmpty() || vs.size() > MAX_FLIPPED) return null;
        for (int bits = 1; bits <= vs.size(); bits++) {
            for (int mask = 1; mask < 1 << vs.size(); mask++) {
                if (Integer.bitCount(mask) != bits) continue;
                for (List<Type> base : anyInt ? List.of(guessed, doubles) : List.of(guessed)) {
                    List<Type> types = new ArrayList<>(base);
                    for (int k = 0; k < vs.size(); k++) if ((mask & 1 << k) != 0) types.set(vs.get(k), Type.LV);
                    TypedFunction t = tryPlan(function, self, params, types, hints, null);
                    if (t != null) return t;
                }
            }
        }
        return null;
    }

    /**
     * The variants: the body planned for each other signature of its parameters, where a value of
     * another type than the guess may come at run time: with at most {@link #MAX_FLIPPED}
     * parameters every mix of doubles and integers (an integer guessed from {@code fibi(25L)} and
     * a double passed by {@code fibi(25)}: the double method, not the generic body); with more,
     * each non-empty set of the parameters typed double (at most {@link #MAX_FLIPPED}) made integers.
     */
    private void planVariants() {
        List<Integer> flip = new ArrayList<>();
        for (int i = 0; i < paramTypes.size(); i++) if (paramTypes.size() <= MAX_FLIPPED || paramTypes.get(i) == Type.D || paramTypes.get(i) == Type.DV) flip.add(i);
        if (flip.isEmpty() || flip.size() > MAX_FLIPPED) return;
        Set<List<Type>> seen = new HashSet<>();
        seen.add(paramTypes);
        for (int mask = 1; mask < 1 << flip.size(); mask++) {
            List<Type> types = new ArrayList<>(paramTypes);
            for (int k = 0; k < flip.size(); k++) if ((mask & 1 << k) != 0) types.set(flip.get(k), paramTypes.get(flip.get(k)).flipped());
            if (!seen.add(types)) continue; // a logical vector flips to itself: one method per descriptor
            TypedFunction v = tryPlan(function, self.name(), params, types, hints, this);
            if (v != null) variants.add(v);
        }
    }

    /** This plan and its variants: every typed method of the body. */
    List<TypedFunction> signatures() {
        List<TypedFunction> all = new ArrayList<>();
        all.add(this);
        all.addAll(variants);
        return all;
    }

    private static TypedFunction tryPlan(RCall function, String self, List<String> params, List<Type> types, TypeHints hints, TypedFunction primary) {
        for (Type assumed : List.of(Type.D, Type.I)) {
            TypedFunction t = new TypedFunction(function, RSymbol.of(self), params, types, hints, primary);
            t.assumedReturn = assumed;
            // the type assumed for its calls of itself must be the one it returns (a vector it returns: no such calls)
            if (!t.tail(function.arg(1), new HashSet<>()) || t.callsItself && t.returnType != assumed) continue;
            boolean shadowed = false;
            for (String f : t.functions.keySet()) shadowed |= params.contains(f) || t.locals.containsKey(f); // a variable would shadow it
            for (Target c : t.calls.values()) shadowed |= params.contains(c.name()) || t.locals.containsKey(c.name());
            if (shadowed) return null;
            t.layout();
            return t;
        }
        return null;
    }

    // ---- analysis ----

    /** What a statement does to the path it is on: fails the analysis, goes on, or ends the path ({@code return}, {@code break}, {@code next}). */
    private static final int FAIL = 0, ON = 1, ENDS = 2;

    /** A value the body returns: all of one type, a double or an integer. */
    private boolean returns(Type t) {
        if (t == null || t == Type.L) return false; // a logical scalar: callers take numbers only
        if (returnType == null) returnType = t;
        return returnType == t;
    }

    static boolean isCall(RValue n, String name) {
        return n instanceof RCall c && c.function() instanceof RSymbol h && h.name().equals(name) && c.names() == null;
    }

    /** The body's last expression or a part of it that ends the function: its value returned. */
    private boolean tail(RValue n, Set<String> assigned) {
        if (isCall(n, "{") && ((RCall) n).argCount() > 1) {
            RCall c = (RCall) n;
            functions.putIfAbsent("{", c);
            for (int i = 0; i < c.argCount() - 1; i++) if (statement(c.arg(i), assigned) != ON) return false; // code after a return: not typed
            return tail(c.arg(c.argCount() - 1), assigned);
        }
        if (isCall(n, "if") && ((RCall) n).argCount() == 3) {
            RCall c = (RCall) n;
            functions.putIfAbsent("if", c);
            return type(c.arg(0), assigned) == Type.L && tail(c.arg(1), new HashSet<>(assigned)) && tail(c.arg(2), new HashSet<>(assigned));
        }
        if (isCall(n, "return") && ((RCall) n).argCount() == 1) {
            functions.putIfAbsent("return", (RCall) n);
            return returns(type(((RCall) n).arg(0), assigned));
        }
        return returns(type(n, assigned));
    }

    /**
     * A statement whose value is not used: {@code x <- e}, {@code if (c) s1 else s2} of such
     * statements (a local assigned after it where both branches that go on assign it),
     * {@code return(e)}, counted {@code for}, {@code while} and {@code repeat} loops, and inside
     * loops {@code break} and {@code next}.
     */
    private int statement(RValue n, Set<String> assigned) {
        if ((isCall(n, "<-") || isCall(n, "=")) && ((RCall) n).argCount() == 2 && ((RCall) n).arg(0) instanceof RSymbol target) {
            RCall c = (RCall) n;
            String name = target.name();
            if (name.equals(self.name()) || name.startsWith("..") || counters.contains(name)) return FAIL;
            functions.putIfAbsent(((RSymbol) c.function()).name(), c);
            Type t = type(c.arg(1), assigned);
            if (t == null) return FAIL; // a logical local (found <- FALSE) an int: 1, 0 or NA
            if (t.vector() && !TypedVectors.isAllocation(c.arg(1))) return FAIL; // a vector shared by two names: R's copy on write, not typed
            int p = params.indexOf(name);
            Type had = p >= 0 ? paramTypes.get(p) : locals.get(name);
            if (had != null && had != t) return FAIL;
            if (p < 0) locals.put(name, t);
            assigned.add(name);
            return ON;
        }
        if ((isCall(n, "<-") || isCall(n, "=")) && ((RCall) n).argCount() == 2 && (isCall(((RCall) n).arg(0), "[") || isCall(((RCall) n).arg(0), "[["))) {
            return elementAssignment((RCall) n, assigned) ? ON : FAIL;
        }
        if (isCall(n, "for") && ((RCall) n).argCount() == 3) return forLoop((RCall) n, assigned) ? ON : FAIL;
        if (isCall(n, "while") && ((RCall) n).argCount() == 2) {
            RCall c = (RCall) n;
            functions.putIfAbsent("while", c);
            return type(c.arg(0), assigned) == Type.L && loopBody(c.arg(1), new HashSet<>(assigned)) ? ON : FAIL;
        }
        if (isCall(n, "repeat") && ((RCall) n).argCount() == 1) {
            functions.putIfAbsent("repeat", (RCall) n);
            return loopBody(((RCall) n).arg(0), new HashSet<>(assigned)) ? ON : FAIL;
        }
        if (isCall(n, "if") && (((RCall) n).argCount() == 2 || ((RCall) n).argCount() == 3)) {
            RCall c = (RCall) n;
            functions.putIfAbsent("if", c);
            if (type(c.arg(0), assigned) != Type.L) return FAIL;
            Set<String> yes = new HashSet<>(assigned);
            int a = block(c.arg(1), yes);
            Set<String> no = new HashSet<>(assigned);
            int b = c.argCount() == 3 ? block(c.arg(2), no) : ON;
            if (a == FAIL || b == FAIL) return FAIL;
            if (a == ENDS && b == ENDS) return ENDS;
            if (a == ENDS) assigned.addAll(no);
            else if (b == ENDS) assigned.addAll(yes);
            else {
                yes.retainAll(no); // assigned on both branches
                assigned.addAll(yes);
            }
            return ON;
        }
        if (isCall(n, "return") && ((RCall) n).argCount() == 1) {
            functions.putIfAbsent("return", (RCall) n);
            return returns(type(((RCall) n).arg(0), assigned)) ? ENDS : FAIL;
        }
        if ((isCall(n, "break") || isCall(n, "next")) && ((RCall) n).argCount() == 0 && loopDepth > 0) {
            functions.putIfAbsent(((RSymbol) ((RCall) n).function()).name(), (RCall) n);
            return ENDS;
        }
        return FAIL;
    }

    /**
     * {@code x[i] <- v} or {@code x[[i]] <- v} (the same for an index in range) of a vector {@code x} (a parameter, copied when the typed method starts as
     * R copies it on this first write, or a local vector the body made) at a number {@code i}, of
     * a number {@code v} (a double into an integer vector changes its type in R: not typed). An
     * index past the end (R grows the vector), below 1 or NA gives up.
     */
    private boolean elementAssignment(RCall c, Set<String> assigned) {
        RCall target = (RCall) c.arg(0);
        if (target.argCount() != 2 || target.names() != null || !(target.arg(0) instanceof RSymbol x)) return false;
        Type xt = type(x, assigned);
        if (xt == null || !xt.vector()) return false;
        Type i = type(target.arg(1), assigned);
        Type v = type(c.arg(1), assigned);
        if (i != Type.D && i != Type.I) return false;
        // a logical into a logical vector; numbers into numbers (a double into an integer vector, a number into a
        // logical one or a logical into a number vector coerces in R: not typed)
        if (xt == Type.LV ? v != Type.L : v != Type.D && v != Type.I || xt == Type.IV && v == Type.D) return false;
        functions.putIfAbsent(((RSymbol) c.function()).name(), c);
        if (params.contains(x.name())) writtenParams.add(x.name());
        elementTargets.putIfAbsent(((RSymbol) target.function()).name(), target);
        return true;
    }

    /** A branch of an {@code if} statement: statements in braces (none: goes on) or one; a statement that ends its path is the last. */
    private int block(RValue body, Set<String> assigned) {
        if (isCall(body, "{")) {
            RCall b = (RCall) body;
            functions.putIfAbsent("{", b);
            int r = ON;
            for (RValue s : b.args()) {
                if (r == ENDS) return FAIL; // code after a return, break or next: not typed
                r = statement(s, assigned);
                if (r == FAIL) return FAIL;
            }
            return r;
        }
        return statement(body, assigned);
    }

    /**
     * {@code for (v in a:b)}, {@code for (v in seq_len(n))} of numbers or {@code seq_along(x)} of
     * a number (one iteration): {@code v} an int local the body does not assign (R sets it from
     * the sequence each iteration). A sequence R would not count as a non-empty int range
     * (fractional, NA, past R's integers, {@code seq_len(0)}, which leaves {@code v} NULL) gives
     * up: the generic body runs. Nothing the body assigns, nor {@code v}, is surely assigned after
     * the loop (it may run zero times in R's semantics), so a read after it of a local first
     * assigned in it is refused.
     */
    private boolean forLoop(RCall c, Set<String> assigned) {
        if (!(c.arg(0) instanceof RSymbol v) || !(c.arg(1) instanceof RCall seq) || !(seq.function() instanceof RSymbol sh) || seq.names() != null) return false;
        String name = v.name();
        if (name.equals(self.name()) || name.startsWith("..") || params.contains(name) || counters.contains(name)) return false;
        boolean colon = sh.name().equals(":") && seq.argCount() == 2;
        if (!colon && !((sh.name().equals("seq_len") || sh.name().equals("seq_along")) && seq.argCount() == 1)) return false;
        functions.putIfAbsent("for", c);
        functions.putIfAbsent(sh.name(), seq);
        for (RValue a : seq.args()) {
            Type t = type(a, assigned);
            if (t != Type.D && t != Type.I && !(t != null && t.vector() && sh.name().equals("seq_along"))) return false;
        }
        Type had = locals.get(name);
        if (had != null && had != Type.I) return false;
        locals.put(name, Type.I);
        fors.put(c, -1);
        Set<String> inner = new HashSet<>(assigned);
        inner.add(name);
        counters.add(name);
        boolean ok = loopBody(c.arg(2), inner);
        counters.remove(name);
        return ok;
    }

    /** A loop's body: statements in braces or alone, {@code break} and {@code next} among them. */
    private boolean loopBody(RValue body, Set<String> assigned) {
        loopDepth++;
        int r = block(body, assigned);
        loopDepth--;
        return r != FAIL;
    }

    private Type type(RValue n, Set<String> assigned) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return Type.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return Type.I;
        if (n instanceof flashr.lang.RLogical l && l.length() == 1 && !l.hasAttributes()) return Type.L; // TRUE, FALSE, NA: conditions only
        if (n instanceof RSymbol s) {
            int p = params.indexOf(s.name());
            if (p >= 0) {
                used.putIfAbsent(s.name(), s);
                return paramTypes.get(p);
            }
            return assigned.contains(s.name()) ? locals.get(s.name()) : null;
        }
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol h) || c.names() != null) return null;
        String name = h.name();
        if (name.equals(self.name())) {
            if (c.argCount() != params.size()) return null;
            callsItself = true;
            List<Type> args = argTypes(c, assigned);
            if (args == null) return null;
            if (args.equals(paramTypes)) {
                calls.put(c, new Target(name, null, null, null));
                return assumedReturn; // what the function returns: checked against its returns at the end
            }
            if (primary != null) { // a variant calling the primary method, or a variant planned before it
                for (TypedFunction other : primary.signatures()) {
                    if (args.equals(other.paramTypes)) {
                        calls.put(c, new Target(name, null, other.descriptor(), other.returnType));
                        return other.returnType;
                    }
                }
            }
            return null;
        }
        Callee callee = hints != null && hints.isCallee(name) ? hints.bodyCallee(name, calleeArgTypes(c, assigned)) : null;
        if (callee != null) { // a typed callee, its typed method called with the arguments' types
            calls.put(c, new Target(name, callee.className(), callee.descriptor(), callee.returns() == LoopPlan.Type.D ? Type.D : Type.I));
            callees.putIfAbsent(c, callee);
            return calls.get(c).returns();
        }
        functions.putIfAbsent(name, c);
        switch (name) {
            case "[", "[[" -> { // x[i], x[[i]] of a vector: an element (an index out of bounds or NA gives up: R's NA, error or other vector)
                if (c.argCount() != 2 || !(c.arg(0) instanceof RSymbol)) return null;
                Type x = type(c.arg(0), assigned);
                Type i = type(c.arg(1), assigned);
                return x != null && x.vector() && (i == Type.D || i == Type.I) ? x.element() : null;
            }
            case "length" -> {
                Type x = c.argCount() == 1 ? type(c.arg(0), assigned) : null;
                return x != null && x.vector() ? Type.I : null;
            }
            case "sum" -> { // of a double vector: base's long double sum (an integer sum may overflow: R's warning); of a logical one its count, an integer
                if (c.argCount() != 1) return null;
                Type x = type(c.arg(0), assigned);
                return x == Type.DV ? Type.D : x == Type.LV ? Type.I : null;
            }
            case "any", "all" -> { // of a logical vector (of numbers R coerces and warns: not typed)
                return c.argCount() == 1 && type(c.arg(0), assigned) == Type.LV ? Type.L : null;
            }
            case "numeric", "double", "integer", "logical" -> {
                if (!TypedVectors.isAllocation(c)) return null;
                Type len = type(c.arg(0), assigned);
                return len == Type.D || len == Type.I ? (name.equals("integer") ? Type.IV : name.equals("logical") ? Type.LV : Type.DV) : null;
            }
            case "(", "{" -> {
                return c.argCount() == 1 ? type(c.arg(0), assigned) : null;
            }
            case "if" -> {
                if (c.argCount() != 3 || type(c.arg(0), assigned) != Type.L) return null;
                Type a = type(c.arg(1), assigned);
                return (a == Type.D || a == Type.I) && type(c.arg(2), assigned) == a ? a : null;
            }
            case "&&", "||" -> {
                return c.argCount() == 2 && type(c.arg(0), assigned) == Type.L && type(c.arg(1), assigned) == Type.L ? Type.L : null;
            }
            case "!" -> {
                return c.argCount() == 1 && type(c.arg(0), assigned) == Type.L ? Type.L : null;
            }
            case "abs" -> { // abs of an integer is an integer in R: not typed
                return c.argCount() == 1 && type(c.arg(0), assigned) == Type.D ? Type.D : null;
            }
            default -> {
                if (MathCode.DOUBLE_FUNCTIONS.contains(name)) { // sqrt, sin, round, ...: of a double or an integer constant
                    if (c.argCount() != 1) return null;
                    Type t = type(c.arg(0), assigned);
                    return t == Type.D || t == Type.I && c.arg(0) instanceof RInt ? Type.D : null;
                }
                if (c.argCount() == 1 && (name.equals("-") || name.equals("+"))) { // unary: the operand's type (-NA is NA, no overflow)
                    Type t = type(c.arg(0), assigned);
                    return t == Type.D || t == Type.I ? t : null;
                }
                boolean modular = name.equals("%%") || name.equals("%/%");
                int op = modular ? -1 : Arith.opOf(name);
                if (c.argCount() != 2 || (op < 0 && !modular)) return null;
                Type x = type(c.arg(0), assigned);
                Type y = type(c.arg(1), assigned);
                if (x == null || y == null || x == Type.L || y == Type.L || x.vector() || y.vector()) return null;
                if (op >= Arith.EQ) return Type.L;
                if (op == Arith.POW) return Type.D; // R's R_pow on doubles, of integers too; no warning, no error
                if (x == Type.I && y == Type.I) {
                    // integer + - * keep R's integer rules (NA, overflow given up); %% and %/% of integers never overflow (NA for 0)
                    if (modular) return Type.I;
                    return op == Arith.ADD || op == Arith.SUB || op == Arith.MUL ? Type.I : op == Arith.DIV ? Type.D : null;
                }
                return Type.D;
            }
        }
    }

    /** The types of a call's arguments, null where one is not a number. */
    private List<Type> argTypes(RCall c, Set<String> assigned) {
        List<Type> out = new ArrayList<>();
        for (RValue a : c.args()) {
            Type t = type(a, assigned);
            if (t != Type.D && t != Type.I) return null;
            out.add(t);
        }
        return out;
    }

    /**
     * The types of a callee's arguments, numbers and vectors (issue 25: a typed body passes its
     * vectors to a typed callee's vector method as they are: the callee copies a vector it writes
     * when its method starts, and its value is a number, so no array gets two names); null where
     * one has no such type.
     */
    private List<Type> calleeArgTypes(RCall c, Set<String> assigned) {
        List<Type> out = new ArrayList<>();
        for (RValue a : c.args()) {
            Type t = type(a, assigned);
            if (t == null || t == Type.L) return null;
            out.add(t);
        }
        return out;
    }

    /** Slots: 0 the interpreter, the parameters, the calls left, then the locals. */
    private void layout() {
        int s = 1;
        for (int i = 0; i < params.size(); i++) {
            slots.put(params.get(i), s);
            s += paramTypes.get(i) == Type.D ? 2 : 1; // a vector a reference
        }
        leftSlot = s++;
        for (Map.Entry<String, Type> e : locals.entrySet()) {
            slots.put(e.getKey(), s);
            s += e.getValue() == Type.D ? 2 : 1;
        }
        for (RCall f : fors.keySet()) fors.put(f, s++);
    }

    /**
     * What a typed loop elsewhere in the script needs to call this function's typed method: the
     * class holding it ({@code className}, internal form), its parameters' and its value's types.
     */
    record Callee(String className, List<LoopPlan.Type> params, LoopPlan.Type returns, String descriptor, List<Type> types) {}

    /**
     * Each typed method of the body (the primary's first), as the typed code of other bodies calls
     * it: those returning a number; one with a vector parameter only from typed bodies (its
     * {@code params} null: typed loops pass numbers).
     */
    List<Callee> callees(String className) {
        List<Callee> out = new ArrayList<>();
        for (TypedFunction t : signatures()) {
            if (t.returnType.vector()) continue; // called from R only: a vector returned would need a local of its own
            List<LoopPlan.Type> ps = new ArrayList<>();
            for (Type p : t.paramTypes) ps.add(p == Type.D ? LoopPlan.Type.D : LoopPlan.Type.I);
            boolean vectors = t.paramTypes.stream().anyMatch(Type::vector);
            out.add(new Callee(className.replace('.', '/'), vectors ? null : ps, t.returnType == Type.D ? LoopPlan.Type.D : LoopPlan.Type.I,
                    t.descriptor(), List.copyOf(t.paramTypes)));
        }
        return out;
    }

    /** {@code (Interpreter, double|int...)D|I}: the body typed; local 0 the interpreter, the parameters, the calls left, the locals. */
    String descriptor() {
        if (descriptor == null) {
            StringBuilder b = new StringBuilder("(").append(CodeCompiler.D_INTERP);
            for (Type t : paramTypes) b.append(t.jvm());
            descriptor = b.append("I)").append(returnType.jvm()).toString();
        }
        return descriptor;
    }

    /** The static method computing the body ({@link TypedMethodCode}). */
    void method(ClassWriter cw, String className) {
        for (TypedFunction t : signatures()) new TypedMethodCode(t).method(cw, className);
    }
}

package flashr.compiler.codegen;

import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RMissing;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassWriter;

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
     * What a call in the typed body runs: the static method {@code typed} of class {@code owner}
     * (null: this class) with descriptor {@code descriptor} (null: this method's own), giving
     * {@code returns} (null: this method's own type); {@code name} the function's name, for guards.
     */
    record Target(String name, String owner, String descriptor, TypedType returns) {}

    final RCall function;
    final RSymbol self;
    final List<String> params;
    final List<TypedType> paramTypes;
    final TypeHints hints;
    /** The method planned for the parameters' guessed types, when this plan is one for other types (null: this is it). */
    final TypedFunction primary;
    /** Plans of the same body for integers passed to parameters the primary types as doubles (on the primary only). */
    final List<TypedFunction> variants = new ArrayList<>();
    /** One call per function the body uses (but itself and typed callees), for the guards. */
    final Map<String, RCall> functions = new LinkedHashMap<>();
    /** The parameters the body reads (the symbols as written there); the others are never read. */
    final Map<String, RSymbol> used = new LinkedHashMap<>();
    /** The locals the body assigns, with their types (a parameter assigned keeps its own). */
    final Map<String, TypedType> locals = new LinkedHashMap<>();
    /** The JVM slot of each parameter and local in the typed method. */
    final Map<String, Integer> slots = new HashMap<>();
    /** The calls of itself and of typed callees, each with the method it runs. */
    final Map<RCall, Target> calls = new java.util.IdentityHashMap<>();
    /** One call per typed callee the body calls (by name), with its class: guarded as a typed loop guards its callees. */
    final Map<RCall, Callee> callees = new LinkedHashMap<>();
    TypedType returnType;
    int leftSlot;
    /** The {@code for} loops of the body, each with a JVM slot for its last value (after the locals). */
    final Map<RCall, Integer> fors = new LinkedHashMap<>();
    boolean callsItself;
    /** The vector parameters the body writes elements of: copied when the typed method starts, as R copies on the first write. */
    final Set<String> writtenParams = new HashSet<>();
    /** One target per kind of element assignment, {@code x[i]} and {@code x[[i]]}: the guards check {@code [<-}, {@code [[<-} are base's. */
    final Map<String, RCall> elementTargets = new LinkedHashMap<>();
    private String descriptor;

    private TypedFunction(RCall function, RSymbol self, List<String> params, List<TypedType> paramTypes, TypeHints hints, TypedFunction primary) {
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
        List<TypedType> guessed = new ArrayList<>();
        List<TypedType> doubles = new ArrayList<>();
        boolean anyInt = false;
        for (String n : params) {
            boolean integer = hints != null && hints.typeOf(n) == LoopPlan.Type.I;
            anyInt |= integer;
            boolean v = vectors.contains(n);
            guessed.add(v ? (integer ? TypedType.IV : TypedType.DV) : integer ? TypedType.I : TypedType.D);
            doubles.add(v ? TypedType.DV : TypedType.D);
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
    private static TypedFunction planLogicals(RCall function, String self, List<String> params, List<TypedType> guessed, List<TypedType> doubles, boolean anyInt, TypeHints hints) {
        List<Integer> vs = new ArrayList<>();
        for (int i = 0; i < guessed.size(); i++) if (guessed.get(i).vector()) vs.add(i);
        if (vs.isEmpty() || vs.size() > MAX_FLIPPED) return null;
        for (int bits = 1; bits <= vs.size(); bits++) {
            for (int mask = 1; mask < 1 << vs.size(); mask++) {
                if (Integer.bitCount(mask) != bits) continue;
                for (List<TypedType> base : anyInt ? List.of(guessed, doubles) : List.of(guessed)) {
                    List<TypedType> types = new ArrayList<>(base);
                    for (int k = 0; k < vs.size(); k++) if ((mask & 1 << k) != 0) types.set(vs.get(k), TypedType.LV);
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
        for (int i = 0; i < paramTypes.size(); i++) if (paramTypes.size() <= MAX_FLIPPED || paramTypes.get(i) == TypedType.D || paramTypes.get(i) == TypedType.DV) flip.add(i);
        if (flip.isEmpty() || flip.size() > MAX_FLIPPED) return;
        Set<List<TypedType>> seen = new HashSet<>();
        seen.add(paramTypes);
        for (int mask = 1; mask < 1 << flip.size(); mask++) {
            List<TypedType> types = new ArrayList<>(paramTypes);
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

    private static TypedFunction tryPlan(RCall function, String self, List<String> params, List<TypedType> types, TypeHints hints, TypedFunction primary) {
        for (TypedType assumed : List.of(TypedType.D, TypedType.I)) {
            TypedFunction t = new TypedFunction(function, RSymbol.of(self), params, types, hints, primary);
            // the type assumed for its calls of itself must be the one it returns (a vector it returns: no such calls)
            if (!new TypedBodyAnalysis(t, assumed).tail(function.arg(1), new HashSet<>()) || t.callsItself && t.returnType != assumed) continue;
            boolean shadowed = false;
            for (String f : t.functions.keySet()) shadowed |= params.contains(f) || t.locals.containsKey(f); // a variable would shadow it
            for (Target c : t.calls.values()) shadowed |= params.contains(c.name()) || t.locals.containsKey(c.name());
            if (shadowed) return null;
            t.layout();
            return t;
        }
        return null;
    }


    /** Slots: 0 the interpreter, the parameters, the calls left, then the locals. */
    private void layout() {
        int s = 1;
        for (int i = 0; i < params.size(); i++) {
            slots.put(params.get(i), s);
            s += paramTypes.get(i) == TypedType.D ? 2 : 1; // a vector a reference
        }
        leftSlot = s++;
        for (Map.Entry<String, TypedType> e : locals.entrySet()) {
            slots.put(e.getKey(), s);
            s += e.getValue() == TypedType.D ? 2 : 1;
        }
        for (RCall f : fors.keySet()) fors.put(f, s++);
    }

    /**
     * What a typed loop elsewhere in the script needs to call this function's typed method: the
     * class holding it ({@code className}, internal form), its parameters' and its value's types.
     */
    record Callee(String className, List<LoopPlan.Type> params, LoopPlan.Type returns, String descriptor, List<TypedType> types) {}

    /**
     * Each typed method of the body (the primary's first), as the typed code of other bodies calls
     * it: those returning a number; one with a vector parameter only from typed bodies (its
     * {@code params} null: typed loops pass numbers).
     */
    List<Callee> callees(String className) {
        List<Callee> out = new ArrayList<>();
        for (TypedFunction t : signatures()) {
            // called from R only: a vector returned would need a local of its own; a logical, typed callers take numbers
            if (t.returnType.vector() || t.returnType == TypedType.L) continue;
            List<LoopPlan.Type> ps = new ArrayList<>();
            for (TypedType p : t.paramTypes) ps.add(p == TypedType.D ? LoopPlan.Type.D : LoopPlan.Type.I);
            boolean vectors = t.paramTypes.stream().anyMatch(TypedType::vector);
            out.add(new Callee(className.replace('.', '/'), vectors ? null : ps, t.returnType == TypedType.D ? LoopPlan.Type.D : LoopPlan.Type.I,
                    t.descriptor(), List.copyOf(t.paramTypes)));
        }
        return out;
    }

    /** {@code (Interpreter, double|int...)D|I}: the body typed; local 0 the interpreter, the parameters, the calls left, the locals. */
    String descriptor() {
        if (descriptor == null) {
            StringBuilder b = new StringBuilder("(").append(CodeCompiler.D_INTERP);
            for (TypedType t : paramTypes) b.append(t.jvm());
            descriptor = b.append("I)").append(returnType.jvm()).toString();
        }
        return descriptor;
    }

    /** The static method computing the body ({@link TypedMethodCode}). */
    void method(ClassWriter cw, String className) {
        for (TypedFunction t : signatures()) new TypedMethodCode(t).method(cw, className);
    }
}

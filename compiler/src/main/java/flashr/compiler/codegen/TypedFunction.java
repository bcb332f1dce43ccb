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
 */
final class TypedFunction {
    static final String TYPED = "flashr/compiler/rt/TypedCall";
    static final String METHOD = "typed";

    enum Type { D, I, L }

    final RCall function;
    final RSymbol self;
    final List<String> params;
    final List<Type> paramTypes;
    /** One call per function the body uses (but itself), for the guards. */
    private final Map<String, RCall> functions = new LinkedHashMap<>();
    /** The parameters the body reads (the symbols as written there); the others are never read. */
    private final Map<String, RSymbol> used = new LinkedHashMap<>();
    /** The locals the body assigns, with their types (a parameter assigned keeps its own). */
    final Map<String, Type> locals = new LinkedHashMap<>();
    /** The JVM slot of each parameter and local in the typed method. */
    final Map<String, Integer> slots = new HashMap<>();
    Type returnType;
    /** The type a call of itself gives while the body is analysed: tried a double, then an integer. */
    private Type assumedReturn;
    int leftSlot;
    /** The {@code for} loops of the body, each with a JVM slot for its last value (after the locals). */
    final Map<RCall, Integer> fors = new LinkedHashMap<>();
    /** The counters of the {@code for} loops around the code being analysed: not assigned in their bodies. */
    private final Set<String> counters = new HashSet<>();
    private boolean callsItself;
    private String descriptor;

    private TypedFunction(RCall function, RSymbol self, List<String> params, List<Type> paramTypes) {
        this.function = function;
        this.self = self;
        this.params = params;
        this.paramTypes = paramTypes;
    }

    /**
     * The plan for {@code self <- function}, or null when the body is not such code. A parameter
     * the hints guess an integer is typed an int; where the body does not type so, every
     * parameter a double.
     */
    static TypedFunction plan(RCall function, String self, TypeHints hints) {
        if (self == null || function.argCount() < 2 || !(function.arg(0) instanceof RList formals)
                || !(formals.getAttr("names") instanceof RString names)) {
            return null;
        }
        for (int i = 0; i < formals.length(); i++) {
            String n = names.get(i);
            if (formals.get(i) != RMissing.MISSING || n == null || n.isEmpty() || n.startsWith("..") || n.equals(self)) return null;
        }
        List<String> params = new ArrayList<>();
        List<Type> guessed = new ArrayList<>();
        boolean anyInt = false;
        for (int i = 0; i < names.length(); i++) {
            params.add(names.get(i));
            boolean integer = hints != null && hints.typeOf(names.get(i)) == LoopPlan.Type.I;
            anyInt |= integer;
            guessed.add(integer ? Type.I : Type.D);
        }
        TypedFunction t = tryPlan(function, self, params, guessed);
        if (t == null && anyInt) t = tryPlan(function, self, params, java.util.Collections.nCopies(params.size(), Type.D));
        return t;
    }

    private static TypedFunction tryPlan(RCall function, String self, List<String> params, List<Type> types) {
        for (Type assumed : List.of(Type.D, Type.I)) {
            TypedFunction t = new TypedFunction(function, RSymbol.of(self), params, types);
            t.assumedReturn = assumed;
            if (!t.tail(function.arg(1), new HashSet<>()) || t.returnType != assumed) continue;
            boolean shadowed = false;
            for (String f : t.functions.keySet()) shadowed |= params.contains(f) || t.locals.containsKey(f); // a variable would shadow it
            if (shadowed) return null;
            t.layout();
            return t;
        }
        return null;
    }

    // ---- analysis ----

    /** A value the body returns: all of one type, a double or an integer. */
    private boolean returns(Type t) {
        if (t != Type.D && t != Type.I) return false;
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
            for (int i = 0; i < c.argCount() - 1; i++) if (!statement(c.arg(i), assigned)) return false;
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

    /** A statement before the block's last: {@code x <- e}, or {@code if (c) return(e)}. */
    private boolean statement(RValue n, Set<String> assigned) {
        if ((isCall(n, "<-") || isCall(n, "=")) && ((RCall) n).argCount() == 2 && ((RCall) n).arg(0) instanceof RSymbol target) {
            RCall c = (RCall) n;
            String name = target.name();
            if (name.equals(self.name()) || name.startsWith("..") || counters.contains(name)) return false;
            functions.putIfAbsent(((RSymbol) c.function()).name(), c);
            Type t = type(c.arg(1), assigned);
            if (t != Type.D && t != Type.I) return false;
            int p = params.indexOf(name);
            Type had = p >= 0 ? paramTypes.get(p) : locals.get(name);
            if (had != null && had != t) return false;
            if (p < 0) locals.put(name, t);
            assigned.add(name);
            return true;
        }
        if (isCall(n, "for") && ((RCall) n).argCount() == 3) return forLoop((RCall) n, assigned);
        if (isCall(n, "while") && ((RCall) n).argCount() == 2) {
            RCall c = (RCall) n;
            functions.putIfAbsent("while", c);
            return type(c.arg(0), assigned) == Type.L && loopBody(c.arg(1), new HashSet<>(assigned));
        }
        if (isCall(n, "if") && ((RCall) n).argCount() == 2) {
            RCall c = (RCall) n;
            functions.putIfAbsent("if", c);
            RValue then = c.arg(1);
            if (isCall(then, "{") && ((RCall) then).argCount() == 1) {
                functions.putIfAbsent("{", (RCall) then);
                then = ((RCall) then).arg(0);
            }
            return type(c.arg(0), assigned) == Type.L && isCall(then, "return") && ((RCall) then).argCount() == 1
                    && tail(then, new HashSet<>(assigned));
        }
        return false;
    }

    /**
     * {@code for (v in a:b)} or {@code for (v in seq_len(n))} of numbers: {@code v} an int local
     * the body does not assign (R sets it from the sequence each iteration). A sequence R would not
     * count as a non-empty int range (fractional, NA, past R's integers, {@code seq_len(0)}, which
     * leaves {@code v} NULL) gives up: the generic body runs. Nothing the body assigns, nor
     * {@code v}, is surely assigned after the loop (it may run zero times in R's semantics), so a
     * read after it of a local first assigned in it is refused.
     */
    private boolean forLoop(RCall c, Set<String> assigned) {
        if (!(c.arg(0) instanceof RSymbol v) || !(c.arg(1) instanceof RCall seq) || !(seq.function() instanceof RSymbol sh) || seq.names() != null) return false;
        String name = v.name();
        if (name.equals(self.name()) || name.startsWith("..") || params.contains(name) || counters.contains(name)) return false;
        boolean colon = sh.name().equals(":") && seq.argCount() == 2;
        if (!colon && !(sh.name().equals("seq_len") && seq.argCount() == 1)) return false;
        functions.putIfAbsent("for", c);
        functions.putIfAbsent(sh.name(), seq);
        for (RValue a : seq.args()) {
            Type t = type(a, assigned);
            if (t != Type.D && t != Type.I) return false;
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

    /** A loop's body: statements (assignments, {@code if (c) return(e)}, loops), in braces or alone. */
    private boolean loopBody(RValue body, Set<String> assigned) {
        if (isCall(body, "{")) {
            RCall b = (RCall) body;
            functions.putIfAbsent("{", b);
            for (RValue s : b.args()) if (!statement(s, assigned)) return false;
            return true;
        }
        return statement(body, assigned);
    }

    private Type type(RValue n, Set<String> assigned) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return Type.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return Type.I;
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
            for (int i = 0; i < c.argCount(); i++) if (type(c.arg(i), assigned) != paramTypes.get(i)) return null;
            return assumedReturn; // what the function returns: checked against its returns at the end
        }
        functions.putIfAbsent(name, c);
        switch (name) {
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
                int op = name.equals("%%") ? -1 : Arith.opOf(name);
                if (c.argCount() != 2 || (op < 0 && !name.equals("%%")) || op == Arith.POW) return null;
                Type x = type(c.arg(0), assigned);
                Type y = type(c.arg(1), assigned);
                if (x == null || y == null || x == Type.L || y == Type.L) return null;
                if (op >= Arith.EQ) return Type.L;
                if (x == Type.I && y == Type.I) {
                    // integer + - * keep R's integer rules (NA, overflow given up); %% of integers is not typed
                    return op == Arith.ADD || op == Arith.SUB || op == Arith.MUL ? Type.I : op == Arith.DIV ? Type.D : null;
                }
                return Type.D;
            }
        }
    }

    /** Slots: 0 the interpreter, the parameters, the calls left, then the locals. */
    private void layout() {
        int s = 1;
        for (int i = 0; i < params.size(); i++) {
            slots.put(params.get(i), s);
            s += paramTypes.get(i) == Type.D ? 2 : 1;
        }
        leftSlot = s++;
        for (Map.Entry<String, Type> e : locals.entrySet()) {
            slots.put(e.getKey(), s);
            s += e.getValue() == Type.D ? 2 : 1;
        }
        for (RCall f : fors.keySet()) fors.put(f, s++);
    }

    // ---- generation ----

    /**
     * At the start of the generic body ({@code run(in, env)}, {@code framed}): the guards, then the
     * typed method's value returned; where a guard fails or the typed method gives up, on to the
     * generic body. Not {@code framed}: the same in {@code typedCall(in, closureEnv, values)}, the
     * functions looked up from the closure's environment, the parameters taken from the values.
     */
    void entry(CodeCompiler cc, boolean framed) {
        MethodVisitor mv = cc.mv();
        Label generic = new Label();
        TypedGuards.baseFunctions(cc, functions.values(), generic);
        if (callsItself) {
            cc.loadEnv();
            cc.loadConstant(self); // the symbol of the calls of itself in the body
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESTATIC, TYPED, framed ? "isSelf" : "isSelfFrom", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "Ljava/lang/Object;)Z", false);
            mv.visitJumpInsn(IFEQ, generic);
        }
        int[] local = new int[params.size()];
        for (int i = 0; i < local.length; i++) {
            boolean d = paramTypes.get(i) == Type.D;
            local[i] = d ? cc.newWideLocal() : cc.newLocal();
            if (!used.containsKey(params.get(i))) { // never read: not forced, any value will do
                mv.visitInsn(d ? DCONST_0 : ICONST_0);
            } else if (!framed) { // typedCall: the value of parameter i from the array in local 3
                String type = d ? "flashr/lang/RDouble" : "flashr/lang/RInt";
                mv.visitVarInsn(ALOAD, 3);
                mv.visitLdcInsn(i);
                mv.visitInsn(AALOAD);
                mv.visitMethodInsn(INVOKESTATIC, TYPED, d ? "plainDouble" : "plainInt", "(" + CodeCompiler.D_VALUE + ")L" + type + ";", false);
                TypedGuards.nullTo(mv, generic);
                mv.visitInsn(ICONST_0);
                mv.visitMethodInsn(INVOKEVIRTUAL, type, "get", d ? "(I)D" : "(I)I", false);
            } else if (d) {
                TypedGuards.plainDouble(cc, mv, used.get(params.get(i)), generic);
            } else {
                TypedGuards.plainInt(cc, mv, used.get(params.get(i)), false, generic);
            }
            mv.visitVarInsn(d ? DSTORE : ISTORE, local[i]);
        }
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, TYPED + "$Fallback");
        mv.visitLabel(start);
        cc.loadInterp();
        cc.loadInterp();
        for (int i = 0; i < local.length; i++) mv.visitVarInsn(paramTypes.get(i) == Type.D ? DLOAD : ILOAD, local[i]);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "callDepthLeft", "()I", false);
        if (!framed) { // entered without the frame the general call pushes: one call deeper than it looks
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ISUB);
        }
        mv.visitMethodInsn(INVOKESTATIC, cc.className(), METHOD, descriptor(), false);
        boxResult(mv);
        mv.visitLabel(end);
        mv.visitInsn(ARETURN);
        mv.visitLabel(handler);
        mv.visitInsn(POP);
        mv.visitLabel(generic);
    }

    /**
     * {@code typedReady(in, closureEnv)}: whether the typed method may run for a closure of this
     * body with environment {@code closureEnv}: the functions the body uses are base's from there
     * and its name still finds this function. A typed loop checks it (with the types of the
     * arguments it passes, known at compile time) before it calls the typed method itself.
     */
    void ready(CodeCompiler cc) {
        MethodVisitor mv = cc.mv();
        Label fail = new Label();
        TypedGuards.baseFunctions(cc, functions.values(), fail);
        if (callsItself) {
            cc.loadEnv();
            cc.loadConstant(self);
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESTATIC, TYPED, "isSelfFrom", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "Ljava/lang/Object;)Z", false);
            mv.visitJumpInsn(IFEQ, fail);
        }
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IRETURN);
        mv.visitLabel(fail);
        mv.visitInsn(ICONST_0);
        mv.visitInsn(IRETURN);
    }

    /**
     * What a typed loop elsewhere in the script needs to call this function's typed method: the
     * class holding it ({@code className}, internal form), its parameters' and its value's types.
     */
    record Callee(String className, List<LoopPlan.Type> params, LoopPlan.Type returns, String descriptor) {}

    Callee callee(String className) {
        List<LoopPlan.Type> ps = new ArrayList<>();
        for (Type t : paramTypes) ps.add(t == Type.D ? LoopPlan.Type.D : LoopPlan.Type.I);
        return new Callee(className.replace('.', '/'), ps, returnType == Type.D ? LoopPlan.Type.D : LoopPlan.Type.I, descriptor());
    }

    /** The typed method's value on the stack made the generic body's (a fresh double or integer, visible). */
    private void boxResult(MethodVisitor mv) {
        String d = returnType == Type.D ? "D" : "I";
        mv.visitMethodInsn(INVOKESTATIC, TYPED, returnType == Type.D ? "result" : "resultInt", "(" + CodeCompiler.D_INTERP + d + ")" + CodeCompiler.D_VALUE, false);
    }

    /** {@code (Interpreter, double|int...)D|I}: the body typed; local 0 the interpreter, the parameters, the calls left, the locals. */
    String descriptor() {
        if (descriptor == null) {
            StringBuilder b = new StringBuilder("(").append(CodeCompiler.D_INTERP);
            for (Type t : paramTypes) b.append(t == Type.D ? 'D' : 'I');
            descriptor = b.append("I)").append(returnType == Type.D ? 'D' : 'I').toString();
        }
        return descriptor;
    }

    /** The static method computing the body ({@link TypedMethodCode}). */
    void method(ClassWriter cw, String className) {
        new TypedMethodCode(this).method(cw, className);
    }
}

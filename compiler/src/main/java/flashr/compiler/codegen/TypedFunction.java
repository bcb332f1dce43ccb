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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A function assigned to a name at top level ({@code fib <- function(n) ...}) whose body is one
 * scalar expression of its parameters: arithmetic ({@code + - * / %%}), comparisons,
 * {@code && || !}, {@code abs} and the functions of {@link MathCode#DOUBLE_FUNCTIONS} ({@code sqrt}, {@code sin}, {@code round}, ...) of a number, parentheses, {@code if}/{@code else} and calls of itself by that name. Such a
 * body also gets a static method computing it on JVM doubles, a call of itself being a JVM call:
 * no frame, no promise, no lookup. Nothing in such a body can observe frames or promises (it calls
 * nothing else and gives up where R would warn, as on a {@code %%} past R's accuracy), and its
 * arguments have no effects, so computing them eagerly cannot be told from R's lazy evaluation.
 *
 * <p>The generic body first checks, each call: the functions the body uses are base R's where it
 * runs, the name still finds this function (same compiled code, same environment), and every
 * parameter is a plain double (length one, no attributes, not an unforced promise). Then it
 * returns the typed method's value. Where R would raise an error (an NA condition) or the calls
 * nest past R's limit, the typed method gives up ({@code TypedCall.Fallback}) and the generic body
 * runs from its start: the typed code had no effects, so running it again is safe.
 */
final class TypedFunction {
    static final String TYPED = "flashr/compiler/rt/TypedCall";
    static final String METHOD = "typed";

    private enum Type { D, I, L }

    private final RCall function;
    private final RSymbol self;
    private final List<String> params;
    /** One call per function the body uses (but itself), for the guards. */
    private final Map<String, RCall> functions = new LinkedHashMap<>();
    /** The parameters the body reads (the symbols as written there); the others are never read. */
    private final Map<String, RSymbol> used = new LinkedHashMap<>();
    private boolean callsItself;
    private String descriptor;

    private TypedFunction(RCall function, RSymbol self, List<String> params) {
        this.function = function;
        this.self = self;
        this.params = params;
    }

    /** The plan for {@code self <- function}, or null when the body is not such an expression. */
    static TypedFunction plan(RCall function, String self) {
        if (self == null || function.argCount() < 2 || !(function.arg(0) instanceof RList formals)
                || !(formals.getAttr("names") instanceof RString names)) {
            return null;
        }
        for (int i = 0; i < formals.length(); i++) {
            String n = names.get(i);
            if (formals.get(i) != RMissing.MISSING || n == null || n.isEmpty() || n.startsWith("..") || n.equals(self)) return null;
        }
        List<String> params = new ArrayList<>();
        for (int i = 0; i < names.length(); i++) params.add(names.get(i));
        TypedFunction t = new TypedFunction(function, RSymbol.of(self), params);
        if (t.type(function.arg(1)) != Type.D) return null;
        for (String f : t.functions.keySet()) if (params.contains(f)) return null; // a parameter would shadow it
        return t;
    }

    // ---- analysis ----

    private Type type(RValue n) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return Type.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return Type.I;
        if (n instanceof RSymbol s) {
            if (!params.contains(s.name())) return null;
            used.putIfAbsent(s.name(), s);
            return Type.D;
        }
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol h) || c.names() != null) return null;
        String name = h.name();
        if (name.equals(self.name())) {
            if (c.argCount() != params.size()) return null;
            callsItself = true;
            for (RValue a : c.args()) if (type(a) != Type.D) return null;
            return Type.D;
        }
        functions.putIfAbsent(name, c);
        switch (name) {
            case "(", "{" -> {
                return c.argCount() == 1 ? type(c.arg(0)) : null;
            }
            case "if" -> {
                return c.argCount() == 3 && type(c.arg(0)) == Type.L && type(c.arg(1)) == Type.D && type(c.arg(2)) == Type.D ? Type.D : null;
            }
            case "&&", "||" -> {
                return c.argCount() == 2 && type(c.arg(0)) == Type.L && type(c.arg(1)) == Type.L ? Type.L : null;
            }
            case "!" -> {
                return c.argCount() == 1 && type(c.arg(0)) == Type.L ? Type.L : null;
            }
            case "abs" -> { // abs of an integer is an integer in R: not typed
                return c.argCount() == 1 && type(c.arg(0)) == Type.D ? Type.D : null;
            }
            default -> {
                if (MathCode.DOUBLE_FUNCTIONS.contains(name)) { // sqrt, sin, round, ...
                    Type t = c.argCount() == 1 ? type(c.arg(0)) : null;
                    return t == Type.D || t == Type.I ? Type.D : null;
                }
                int op = name.equals("%%") ? -1 : Arith.opOf(name);
                if (c.argCount() != 2 || (op < 0 && !name.equals("%%")) || op == Arith.POW) return null;
                Type x = type(c.arg(0));
                Type y = type(c.arg(1));
                // integer by integer keeps R's integer rules (overflow warnings, integer results): not typed
                if (x == null || y == null || x == Type.L || y == Type.L || x == Type.I && y == Type.I) return null;
                return op >= Arith.EQ ? Type.L : Type.D;
            }
        }
    }

    // ---- generation ----

    /**
     * At the start of the generic body ({@code run(in, env)}): the guards, then the typed method's
     * value returned; where a guard fails or the typed method gives up, on to the generic body.
     */
    void entry(CodeCompiler cc) {
        MethodVisitor mv = cc.mv();
        Label generic = new Label();
        TypedGuards.baseFunctions(cc, functions.values(), generic);
        if (callsItself) {
            cc.loadEnv();
            cc.loadConstant(self); // the symbol of the calls of itself in the body
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESTATIC, TYPED, "isSelf", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "Ljava/lang/Object;)Z", false);
            mv.visitJumpInsn(IFEQ, generic);
        }
        int[] slots = new int[params.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = cc.newWideLocal();
            if (!used.containsKey(params.get(i))) { // never read: not forced, any value will do
                mv.visitInsn(DCONST_0);
                mv.visitVarInsn(DSTORE, slots[i]);
                continue;
            }
            TypedGuards.plainDouble(cc, mv, used.get(params.get(i)), generic);
            mv.visitVarInsn(DSTORE, slots[i]);
        }
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, TYPED + "$Fallback");
        mv.visitLabel(start);
        cc.loadInterp();
        cc.loadInterp();
        for (int s : slots) mv.visitVarInsn(DLOAD, s);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "callDepthLeft", "()I", false);
        mv.visitMethodInsn(INVOKESTATIC, cc.className(), METHOD, descriptor(), false);
        mv.visitMethodInsn(INVOKESTATIC, TYPED, "result", "(" + CodeCompiler.D_INTERP + "D)" + CodeCompiler.D_VALUE, false);
        mv.visitLabel(end);
        mv.visitInsn(ARETURN);
        mv.visitLabel(handler);
        mv.visitInsn(POP);
        mv.visitLabel(generic);
    }

    /** {@code (Interpreter, double...)D}: the body on doubles; local 0 the interpreter, the parameters, then the calls left. */
    private String descriptor() {
        if (descriptor == null) descriptor = "(" + CodeCompiler.D_INTERP + "D".repeat(params.size()) + "I)D";
        return descriptor;
    }

    /** The static method computing the body. */
    void method(ClassWriter cw, String className) {
        MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, METHOD, descriptor(), null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
        value(mv, className, function.arg(1));
        mv.visitInsn(DRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private int slot(String param) {
        return 1 + 2 * params.indexOf(param);
    }

    private int leftSlot() {
        return 1 + 2 * params.size();
    }

    /** Pushes the value of a typed expression: a double (D, and I constants widened where used), or a logical int (L). */
    private Type value(MethodVisitor mv, String className, RValue n) {
        if (n instanceof RDouble d) {
            mv.visitLdcInsn(d.get(0));
            return Type.D;
        }
        if (n instanceof RInt i) {
            mv.visitLdcInsn(i.get(0));
            mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "toDouble", "(I)D", false);
            return Type.D;
        }
        if (n instanceof RSymbol s) {
            mv.visitVarInsn(DLOAD, slot(s.name()));
            return Type.D;
        }
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        if (h.equals(self.name())) {
            mv.visitVarInsn(ILOAD, leftSlot());
            mv.visitMethodInsn(INVOKESTATIC, TYPED, "checkDepth", "(I)V", false);
            mv.visitVarInsn(ALOAD, 0);
            for (RValue a : c.args()) value(mv, className, a);
            mv.visitVarInsn(ILOAD, leftSlot());
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ISUB);
            mv.visitMethodInsn(INVOKESTATIC, className, METHOD, descriptor(), false);
            return Type.D;
        }
        switch (h) {
            case "(", "{" -> {
                return value(mv, className, c.arg(0));
            }
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, TYPED, "truth", "(I)Z", false);
                mv.visitJumpInsn(IFEQ, otherwise);
                value(mv, className, c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                value(mv, className, c.arg(2));
                mv.visitLabel(done);
                return Type.D;
            }
            case "&&", "||" -> {
                value(mv, className, c.arg(0));
                value(mv, className, c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, h.equals("&&") ? "and" : "or", "(II)I", false);
                return Type.L;
            }
            case "!" -> {
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "not", "(I)I", false);
                return Type.L;
            }
            case "abs" -> {
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, MathCode.TYPED_MATH, h, "(D)D", false);
                return Type.D;
            }
            case "%%" -> {
                value(mv, className, c.arg(0));
                value(mv, className, c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "mod", "(DD)D", false); // gives up where R warns
                return Type.D;
            }
            default -> {
                if (MathCode.DOUBLE_FUNCTIONS.contains(h)) { // the interpreter's calls; a NaN R warns about gives up
                    value(mv, className, c.arg(0));
                    MathCode.call(mv, h, false);
                    return Type.D;
                }
                int op = Arith.opOf(h);
                if (op >= Arith.EQ) mv.visitLdcInsn(op);
                value(mv, className, c.arg(0));
                value(mv, className, c.arg(1));
                if (op >= Arith.EQ) {
                    mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compare", "(IDD)I", false);
                    return Type.L;
                }
                // R's NaN payload rule (NA + NaN is NA, NaN + NA is NaN), as the interpreter's scalar arithmetic
                mv.visitMethodInsn(INVOKESTATIC, Arith.R_MATH, op == Arith.ADD ? "add" : op == Arith.SUB ? "sub" : op == Arith.MUL ? "mul" : "div", "(DD)D", false);
                return Type.D;
            }
        }
    }
}

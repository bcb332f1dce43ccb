package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The static method of a {@link TypedFunction}: its body on JVM doubles and ints (parameters and
 * locals in slots, calls of itself as JVM calls with R's nesting depth left, counted {@code for}
 * and {@code while} loops as JVM loops), giving up ({@code TypedCall.Fallback}) where R would raise
 * an error or warn. Generated from the plan's analysis, which has settled every type.
 */
final class TypedMethodCode {
    private static final String TYPED = TypedFunction.TYPED;
    private static final String METHOD = TypedFunction.METHOD;
    private final RCall function;
    private final RSymbol self;
    private final List<String> params;
    private final List<TypedType> paramTypes;
    private final Map<String, TypedType> locals;
    private final Map<String, Integer> slots;
    private final Map<RCall, Integer> fors;
    private final Map<RCall, TypedFunction.Target> calls;
    /** The labels {@code break} and {@code next} jump to in the loops around the code generated, innermost last. */
    private final java.util.ArrayDeque<Label[]> loops = new java.util.ArrayDeque<>();
    private final TypedType returnType;
    private final int leftSlot;
    private final String descriptor;
    private final java.util.Set<String> writtenParams;

    TypedMethodCode(TypedFunction t) {
        function = t.function;
        self = t.self;
        params = t.params;
        paramTypes = t.paramTypes;
        locals = t.locals;
        slots = t.slots;
        fors = t.fors;
        calls = t.calls;
        returnType = t.returnType;
        leftSlot = t.leftSlot;
        descriptor = t.descriptor();
        writtenParams = t.writtenParams;
    }

    private static int load(TypedType t) {
        return t == TypedType.D ? DLOAD : t.vector() ? ALOAD : ILOAD;
    }

    private static int store(TypedType t) {
        return t == TypedType.D ? DSTORE : t.vector() ? ASTORE : ISTORE;
    }

    /** Replaces the array on the stack by a copy of it. */
    private static void copyArray(MethodVisitor mv, TypedType t) {
        mv.visitMethodInsn(INVOKEVIRTUAL, t.jvm(), "clone", "()Ljava/lang/Object;", false);
        mv.visitTypeInsn(CHECKCAST, t.jvm());
    }

    private String descriptor() {
        return descriptor;
    }

    private static boolean isCall(RValue n, String name) {
        return TypedBodyAnalysis.isCall(n, name);
    }

    /** The static method computing the body. */
    void method(ClassWriter cw, String className) {
        // public: typed loops of other bodies call it directly ({@link Callee})
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, METHOD, descriptor(), null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
        for (String x : writtenParams) { // R copies the argument's vector on the first element write: the caller's stays as it was
            TypedType t = paramTypes.get(params.indexOf(x));
            mv.visitVarInsn(ALOAD, slots.get(x));
            copyArray(mv, t);
            mv.visitVarInsn(ASTORE, slots.get(x));
        }
        genTail(mv, className, function.arg(1));
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void ret(MethodVisitor mv, String className, RValue value) {
        push(mv, className, value, returnType);
        if (returnType.vector()) {
            // a parameter's vector not written is the caller's array: the value returned is a vector of its own
            if (value instanceof RSymbol s && params.contains(s.name()) && !writtenParams.contains(s.name())) copyArray(mv, returnType);
            mv.visitInsn(ARETURN);
            return;
        }
        mv.visitInsn(returnType == TypedType.D ? DRETURN : IRETURN);
    }

    private void genTail(MethodVisitor mv, String className, RValue n) {
        if (isCall(n, "{") && ((RCall) n).argCount() > 1) {
            RCall c = (RCall) n;
            for (int i = 0; i < c.argCount() - 1; i++) genStatement(mv, className, c.arg(i));
            genTail(mv, className, c.arg(c.argCount() - 1));
        } else if (isCall(n, "if") && ((RCall) n).argCount() == 3) {
            RCall c = (RCall) n;
            Label otherwise = new Label();
            condition(mv, className, c.arg(0), otherwise);
            genTail(mv, className, c.arg(1));
            mv.visitLabel(otherwise);
            genTail(mv, className, c.arg(2));
        } else if (isCall(n, "return")) {
            ret(mv, className, ((RCall) n).arg(0));
        } else {
            ret(mv, className, n);
        }
    }

    private void genStatement(MethodVisitor mv, String className, RValue n) {
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        switch (h) {
            case "for" -> genFor(mv, className, c);
            case "while", "repeat" -> {
                Label top = new Label();
                Label done = new Label();
                mv.visitLabel(top);
                checkInterrupt(mv);
                if (h.equals("while")) condition(mv, className, c.arg(0), done); // NA gives up: R's error, from the generic body
                loops.push(new Label[] {done, top});
                genBody(mv, className, c.arg(c.argCount() - 1));
                loops.pop();
                mv.visitJumpInsn(GOTO, top);
                mv.visitLabel(done);
            }
            case "break" -> mv.visitJumpInsn(GOTO, loops.peek()[0]);
            case "next" -> mv.visitJumpInsn(GOTO, loops.peek()[1]);
            case "return" -> ret(mv, className, c.arg(0));
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                condition(mv, className, c.arg(0), otherwise);
                genBody(mv, className, c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                if (c.argCount() == 3) genBody(mv, className, c.arg(2));
                mv.visitLabel(done);
            }
            default -> {
                if (isCall(c.arg(0), "[") || isCall(c.arg(0), "[[")) { // x[i] <- v, x[[i]] <- v: in place (x is the body's own: made here or copied when it started)
                    RCall target = (RCall) c.arg(0);
                    TypedType xt = type(target.arg(0));
                    mv.visitVarInsn(ALOAD, slots.get(((RSymbol) target.arg(0)).name()));
                    index(mv, className, target);
                    push(mv, className, c.arg(1), xt.element());
                    mv.visitInsn(xt == TypedType.DV ? DASTORE : IASTORE);
                    return;
                }
                // x <- e
                String name = ((RSymbol) c.arg(0)).name();
                int p = params.indexOf(name);
                TypedType t = p >= 0 ? paramTypes.get(p) : locals.get(name);
                push(mv, className, c.arg(1), t);
                mv.visitVarInsn(store(t), slots.get(name));
            }
        }
    }

    private void genBody(MethodVisitor mv, String className, RValue body) {
        if (isCall(body, "{")) {
            for (RValue s : ((RCall) body).args()) genStatement(mv, className, s);
        } else {
            genStatement(mv, className, body);
        }
    }

    private static void checkInterrupt(MethodVisitor mv) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
    }

    /**
     * A counted {@code for}: its bounds as R's {@code :} or {@code seq_len} counts them (else the
     * typed method gives up), the counter an int local set from them, each iteration checking for
     * an interrupt as the evaluator does.
     */
    private void genFor(MethodVisitor mv, String className, RCall c) {
        RCall seq = (RCall) c.arg(1);
        int counter = slots.get(((RSymbol) c.arg(0)).name());
        int last = fors.get(c);
        if (isCall(seq, ":")) {
            push(mv, className, seq.arg(0), TypedType.D);
            mv.visitInsn(DUP2);
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "colonFrom", "(D)I", false);
            mv.visitVarInsn(ISTORE, counter);
            push(mv, className, seq.arg(1), TypedType.D);
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "colonTo", "(DD)I", false);
        } else if (isCall(seq, "seq_along") && type(seq.arg(0)).vector()) { // of a vector: 1..length (empty: the generic body, i NULL in R)
            value(mv, className, seq.arg(0));
            mv.visitInsn(ARRAYLENGTH);
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "lastOfCount", "(I)I", false);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, counter);
        } else if (isCall(seq, "seq_along")) { // of a number: one iteration
            mv.visitInsn(value(mv, className, seq.arg(0)) == TypedType.D ? POP2 : POP); // computed all the same: it may give up (a callee's NA condition)
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, counter);
        } else {
            TypedType t = value(mv, className, seq.arg(0));
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "lastOfCount", t == TypedType.I ? "(I)I" : "(D)I", false); // 0 gives up: i NULL in R
            mv.visitInsn(ICONST_1);
            mv.visitVarInsn(ISTORE, counter);
        }
        mv.visitVarInsn(ISTORE, last);
        Label top = new Label();
        Label done = new Label();
        Label up = new Label();
        Label step = new Label();
        mv.visitLabel(top);
        checkInterrupt(mv);
        loops.push(new Label[] {done, step});
        genBody(mv, className, c.arg(2));
        loops.pop();
        mv.visitLabel(step);
        mv.visitVarInsn(ILOAD, counter);
        mv.visitVarInsn(ILOAD, last);
        mv.visitJumpInsn(IF_ICMPEQ, done);
        mv.visitVarInsn(ILOAD, counter);
        mv.visitVarInsn(ILOAD, last);
        mv.visitJumpInsn(IF_ICMPLT, up);
        mv.visitIincInsn(counter, -1);
        mv.visitJumpInsn(GOTO, top);
        mv.visitLabel(up);
        mv.visitIincInsn(counter, 1);
        mv.visitJumpInsn(GOTO, top);
        mv.visitLabel(done);
    }

    /** An {@code if} condition: jumps to {@code otherwise} when false; NA gives up (R's error). */
    private void condition(MethodVisitor mv, String className, RValue cond, Label otherwise) {
        value(mv, className, cond);
        mv.visitMethodInsn(INVOKESTATIC, TYPED, "truth", "(I)Z", false);
        mv.visitJumpInsn(IFEQ, otherwise);
    }

    /** Pushes a typed expression's value as {@code want}: an integer widened to a double (NA to NA) where a double is wanted. */
    private void push(MethodVisitor mv, String className, RValue n, TypedType want) {
        TypedType got = value(mv, className, n);
        if (got == TypedType.I && want == TypedType.D) mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "toDouble", "(I)D", false);
    }

    /** Pushes the value of a typed expression: a double (D), an int (I) or a logical int (L). */
    private TypedType value(MethodVisitor mv, String className, RValue n) {
        if (n instanceof RDouble d) {
            mv.visitLdcInsn(d.get(0));
            return TypedType.D;
        }
        if (n instanceof RInt i) {
            mv.visitLdcInsn(i.get(0));
            return TypedType.I;
        }
        if (n instanceof flashr.lang.RLogical l) {
            mv.visitLdcInsn(l.get(0)); // 1, 0 or R's NA
            return TypedType.L;
        }
        if (n instanceof RSymbol s) {
            int p = params.indexOf(s.name());
            TypedType t = p >= 0 ? paramTypes.get(p) : locals.get(s.name());
            mv.visitVarInsn(load(t), slots.get(s.name()));
            return t;
        }
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        TypedFunction.Target target = calls.get(c);
        if (target != null) { // itself, another of its methods or a typed callee: a JVM call, one call deeper
            mv.visitVarInsn(ILOAD, leftSlot);
            mv.visitMethodInsn(INVOKESTATIC, TYPED, "checkDepth", "(I)V", false);
            mv.visitVarInsn(ALOAD, 0);
            for (int i = 0; i < c.argCount(); i++) value(mv, className, c.arg(i)); // of the method's parameter types (analysed so)
            mv.visitVarInsn(ILOAD, leftSlot);
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ISUB);
            mv.visitMethodInsn(INVOKESTATIC, target.owner() == null ? className : target.owner(), METHOD,
                    target.descriptor() == null ? descriptor() : target.descriptor(), false);
            return target.returns() == null ? returnType : target.returns();
        }
        switch (h) {
            case "[", "[[" -> { // an element: the index checked (NA, below 1, past the end give up: R's NA or an empty vector)
                TypedType xt = value(mv, className, c.arg(0));
                index(mv, className, c);
                mv.visitInsn(xt == TypedType.DV ? DALOAD : IALOAD);
                return xt.element();
            }
            case "length" -> {
                value(mv, className, c.arg(0));
                mv.visitInsn(ARRAYLENGTH);
                return TypedType.I;
            }
            case "sum" -> {
                if (value(mv, className, c.arg(0)) == TypedType.LV) { // the count of TRUE, an integer (NA where one is NA)
                    mv.visitMethodInsn(INVOKESTATIC, TYPED, "sumLogical", "([I)I", false);
                    return TypedType.I;
                }
                mv.visitMethodInsn(INVOKESTATIC, TYPED, "sum", "([D)D", false);
                return TypedType.D;
            }
            case "any", "all" -> {
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, TYPED, h, "([I)I", false);
                return TypedType.L;
            }
            case "numeric", "double", "integer", "logical" -> {
                TypedType len = value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, TYPED, "vectorLength", len == TypedType.D ? "(D)I" : "(I)I", false); // gives up where R fails
                boolean ints = h.equals("integer") || h.equals("logical"); // FALSE and 0L are both 0
                mv.visitIntInsn(NEWARRAY, ints ? T_INT : T_DOUBLE);
                return h.equals("integer") ? TypedType.IV : h.equals("logical") ? TypedType.LV : TypedType.DV;
            }
            case "(", "{" -> {
                return value(mv, className, c.arg(0));
            }
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                condition(mv, className, c.arg(0), otherwise);
                TypedType t = value(mv, className, c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                value(mv, className, c.arg(2));
                mv.visitLabel(done);
                return t;
            }
            case "&&", "||" -> {
                value(mv, className, c.arg(0));
                value(mv, className, c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, h.equals("&&") ? "and" : "or", "(II)I", false);
                return TypedType.L;
            }
            case "!" -> {
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "not", "(I)I", false);
                return TypedType.L;
            }
            case "abs" -> {
                value(mv, className, c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, MathCode.TYPED_MATH, h, "(D)D", false);
                return TypedType.D;
            }
            case "%%", "%/%" -> {
                if (type(c.arg(0)) == TypedType.I && type(c.arg(1)) == TypedType.I) { // R's integer rules: NA for NA or 0, never an overflow
                    value(mv, className, c.arg(0));
                    value(mv, className, c.arg(1));
                    mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, h.equals("%%") ? "modInt" : "intDivInt", "(II)I", false);
                    return TypedType.I;
                }
                push(mv, className, c.arg(0), TypedType.D);
                push(mv, className, c.arg(1), TypedType.D);
                if (h.equals("%%")) mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "mod", "(DD)D", false); // gives up where R warns
                else mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "intDiv", "(DD)D", false); // R's myfloor: no warning
                return TypedType.D;
            }
            default -> {
                if (c.argCount() == 1 && (h.equals("-") || h.equals("+"))) { // -NA is NA (Integer.MIN_VALUE negates to itself), a NaN's payload kept
                    TypedType t = value(mv, className, c.arg(0));
                    if (h.equals("-")) mv.visitInsn(t == TypedType.D ? DNEG : INEG);
                    return t;
                }
                if (MathCode.DOUBLE_FUNCTIONS.contains(h)) { // the interpreter's calls; a NaN R warns about gives up
                    push(mv, className, c.arg(0), TypedType.D);
                    MathCode.call(mv, h, false);
                    return TypedType.D;
                }
                int op = Arith.opOf(h);
                if (op >= Arith.EQ) { // integers compare as their doubles (NA as NA)
                    mv.visitLdcInsn(op);
                    push(mv, className, c.arg(0), TypedType.D);
                    push(mv, className, c.arg(1), TypedType.D);
                    mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compare", "(IDD)I", false);
                    return TypedType.L;
                }
                TypedType x = type(c.arg(0));
                TypedType y = type(c.arg(1));
                if (x == TypedType.I && y == TypedType.I && op != Arith.DIV && op != Arith.POW) { // NA propagates; an overflow (R's warning) gives up
                    value(mv, className, c.arg(0));
                    value(mv, className, c.arg(1));
                    mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, op == Arith.ADD ? "add" : op == Arith.SUB ? "sub" : "mul", "(II)I", false);
                    return TypedType.I;
                }
                push(mv, className, c.arg(0), TypedType.D);
                push(mv, className, c.arg(1), TypedType.D);
                if (op == Arith.POW) { // base's R_pow, as the interpreter's scalar ^ and typed loops
                    mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "pow", "(DD)D", false);
                    return TypedType.D;
                }
                // R's NaN payload rule (NA + NaN is NA, NaN + NA is NaN), as the interpreter's scalar arithmetic
                mv.visitMethodInsn(INVOKESTATIC, Arith.R_MATH, op == Arith.ADD ? "add" : op == Arith.SUB ? "sub" : op == Arith.MUL ? "mul" : "div", "(DD)D", false);
                return TypedType.D;
            }
        }
    }

    /** With the vector's array on the stack: pushes the zero-based position of {@code x[i]}'s index, or gives up. */
    private void index(MethodVisitor mv, String className, RCall element) {
        mv.visitInsn(DUP);
        mv.visitInsn(ARRAYLENGTH);
        TypedType it = value(mv, className, element.arg(1));
        // stack: array, length, index (an int or a double): swap the index under the length
        if (it == TypedType.D) {
            mv.visitInsn(DUP2_X1);
            mv.visitInsn(POP2);
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "index", "(DI)I", false);
        } else {
            mv.visitInsn(SWAP);
            mv.visitMethodInsn(INVOKESTATIC, TypedExpr.TL, "index", "(II)I", false);
        }
    }

    /** The static type of a typed expression, once analysed (a local read is one assigned before it). */
    private TypedType type(RValue n) {
        if (n instanceof RDouble) return TypedType.D;
        if (n instanceof RInt) return TypedType.I;
        if (n instanceof flashr.lang.RLogical) return TypedType.L;
        if (n instanceof RSymbol s) {
            int p = params.indexOf(s.name());
            return p >= 0 ? paramTypes.get(p) : locals.get(s.name());
        }
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        TypedFunction.Target target = calls.get(c);
        if (target != null) return target.returns() == null ? returnType : target.returns();
        return switch (h) {
            case "[", "[[" -> type(c.arg(0)).element();
            case "length" -> TypedType.I;
            case "sum" -> type(c.arg(0)) == TypedType.LV ? TypedType.I : TypedType.D;
            case "any", "all" -> TypedType.L;
            case "numeric", "double" -> TypedType.DV;
            case "integer" -> TypedType.IV;
            case "logical" -> TypedType.LV;
            case "(", "{" -> type(c.arg(0));
            case "if" -> type(c.arg(1));
            case "&&", "||", "!" -> TypedType.L;
            case "abs" -> TypedType.D;
            case "%%", "%/%" -> type(c.arg(0)) == TypedType.I && type(c.arg(1)) == TypedType.I ? TypedType.I : TypedType.D;
            default -> {
                if (c.argCount() == 1 && (h.equals("-") || h.equals("+"))) yield type(c.arg(0));
                if (MathCode.DOUBLE_FUNCTIONS.contains(h)) yield TypedType.D;
                int op = Arith.opOf(h);
                if (op >= Arith.EQ) yield TypedType.L;
                yield type(c.arg(0)) == TypedType.I && type(c.arg(1)) == TypedType.I && op != Arith.DIV && op != Arith.POW ? TypedType.I : TypedType.D;
            }
        };
    }
}

package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Type;
import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The expressions of a typed loop ({@link LoopPlan} found their types) as JVM code on its locals:
 * a double as a {@code double}, an integer as an {@code int} (NA {@code Integer.MIN_VALUE}), a
 * logical as an {@code int} 1, 0 or NA; variables in the loop's slots, vectors as their arrays.
 * Everything computed has no effects and raises nothing: what R would warn about or change a
 * vector's length for gives the iteration up ({@code TypedCall.Fallback}).
 */
final class TypedExpr {
    static final String TL = "flashr/compiler/rt/TypedLoop";

    private final CodeCompiler cc;
    private final Map<RValue, Type> exprTypes;
    private final Map<String, Integer> slots;
    private final Map<String, Integer> arrays;
    private final Map<String, Integer> lengths;
    private final Map<String, int[]> dims;
    /** The calls of typed callees whose typed methods run directly ({@link LoopPlan#typedCalls}). */
    Map<RCall, TypedFunction.Callee> typedCalls = Map.of();

    /**
     * {@code slots}: each variable's local (the counter's too); {@code arrays}, {@code lengths}:
     * each vector's array and length; {@code dims}: each matrix's locals of rows and columns.
     */
    TypedExpr(CodeCompiler cc, Map<RValue, Type> exprTypes, Map<String, Integer> slots, Map<String, Integer> arrays, Map<String, Integer> lengths,
            Map<String, int[]> dims) {
        this.cc = cc;
        this.exprTypes = exprTypes;
        this.slots = slots;
        this.arrays = arrays;
        this.lengths = lengths;
        this.dims = dims;
    }

    Type typeOf(RValue n) {
        return exprTypes.get(n);
    }

    int array(String vector) {
        return arrays.get(vector);
    }

    int length(String vector) {
        return lengths.get(vector);
    }

    /** Pushes the zero-based position {@code i} names in vector {@code x}, or gives up the iteration. */
    void index(RValue i, String x) {
        Type t = value(i);
        cc.mv().visitVarInsn(ILOAD, lengths.get(x));
        cc.mv().visitMethodInsn(INVOKESTATIC, TL, "index", t == Type.I ? "(II)I" : "(DI)I", false);
    }

    /**
     * Pushes the zero-based position of element {@code x[i]} or {@code m[i, j]} (column-major:
     * {@code (j - 1) * nrow + i - 1}), or gives up the iteration: an index out of its dimension is
     * R's "subscript out of bounds" error, NA an NA element, both the generic loop's.
     */
    void position(RCall element) {
        MethodVisitor mv = cc.mv();
        String x = ((RSymbol) element.arg(0)).name();
        if (element.argCount() == 2) {
            index(element.arg(1), x);
            return;
        }
        int[] d = dims.get(x);
        for (int k = 0; k < 2; k++) {
            Type t = value(element.arg(k + 1));
            mv.visitVarInsn(ILOAD, d[k]);
            mv.visitMethodInsn(INVOKESTATIC, TL, "index", t == Type.I ? "(II)I" : "(DI)I", false);
        }
        mv.visitVarInsn(ILOAD, d[0]);
        mv.visitInsn(IMUL);
        mv.visitInsn(IADD);
    }

    void asDouble(RValue n) {
        if (value(n) != Type.D) cc.mv().visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "toDouble", "(I)D", false); // an integer or logical
    }

    /** Pushes the value of a typed expression (a double, an int, or a logical as an int); its type. */
    Type value(RValue n) {
        MethodVisitor mv = cc.mv();
        Type type = exprTypes.get(n);
        if (n instanceof RDouble d) {
            mv.visitLdcInsn(d.get(0));
            return Type.D;
        }
        if (n instanceof RInt i) {
            mv.visitLdcInsn(i.get(0));
            return Type.I;
        }
        if (n instanceof RLogical l) {
            mv.visitLdcInsn(l.get(0));
            return Type.L;
        }
        if (n instanceof RSymbol s) {
            mv.visitVarInsn(type == Type.D ? DLOAD : ILOAD, slots.get(s.name()));
            return type;
        }
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        TypedFunction.Callee callee = typedCalls.get(c);
        if (callee != null) return typedCall(c, callee);
        if (c.argCount() == 1) return unary(c, h, type);
        switch (h) {
            case "[", "[[" -> {
                String x = ((RSymbol) c.arg(0)).name();
                mv.visitVarInsn(ALOAD, arrays.get(x));
                position(c);
                mv.visitInsn(type == Type.D ? DALOAD : IALOAD);
                return type;
            }
            case "&&", "||", "&", "|" -> {
                value(c.arg(0));
                value(c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, h.startsWith("&") ? "and" : "or", "(II)I", false);
                return Type.L;
            }
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                value(c.arg(0));
                cc.loadConstant(c);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truthOf", "(I" + CodeCompiler.D_VALUE + ")Z", false);
                mv.visitJumpInsn(IFEQ, otherwise);
                value(c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                value(c.arg(2));
                mv.visitLabel(done);
                return type;
            }
            case "%%", "%/%", "^" -> {
                boolean ints = type == Type.I;
                if (ints) {
                    value(c.arg(0));
                    value(c.arg(1));
                } else {
                    asDouble(c.arg(0));
                    asDouble(c.arg(1));
                }
                String m = h.equals("%%") ? "mod" : h.equals("%/%") ? "intDiv" : "pow";
                String owner = !ints && h.equals("%%") ? TL : CallCode.ARITH; // a double %% that R warns about gives up
                mv.visitMethodInsn(INVOKESTATIC, owner, ints ? m + "Int" : m, ints ? "(II)I" : "(DD)D", false);
                return type;
            }
            default -> { }
        }
        int op = Arith.opOf(h);
        Type x = exprTypes.get(c.arg(0));
        Type y = exprTypes.get(c.arg(1));
        if (x != Type.D && y != Type.D && op != Arith.DIV) { // integers or logicals
            if (op >= Arith.EQ) mv.visitLdcInsn(op);
            value(c.arg(0));
            value(c.arg(1));
            if (op >= Arith.EQ) {
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compareInt", "(III)I", false);
                return Type.L;
            }
            mv.visitMethodInsn(INVOKESTATIC, TL, op == Arith.ADD ? "add" : op == Arith.SUB ? "sub" : "mul", "(II)I", false);
            return Type.I;
        }
        if (op >= Arith.EQ) mv.visitLdcInsn(op);
        asDouble(c.arg(0));
        asDouble(c.arg(1));
        if (op >= Arith.EQ) {
            mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compare", "(IDD)I", false);
            return Type.L;
        }
        // R's NaN payload rule (NA + NaN is NA, NaN + NA is NaN), as the interpreter's scalar arithmetic
        mv.visitMethodInsn(INVOKESTATIC, Arith.R_MATH, op == Arith.ADD ? "add" : op == Arith.SUB ? "sub" : op == Arith.MUL ? "mul" : "div", "(DD)D", false);
        return Type.D;
    }

    /**
     * A typed callee's typed method called with the arguments' values (of its parameters' types)
     * and R's nesting depth left, one call deeper than the loop: past R's limit it gives up, as
     * the callee gives up where R would raise an error or warn ({@code TypedCall.Fallback}).
     */
    private Type typedCall(RCall c, TypedFunction.Callee callee) {
        MethodVisitor mv = cc.mv();
        cc.loadInterp();
        for (RValue a : c.args()) value(a);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "callDepthLeft", "()I", false);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(ISUB);
        mv.visitInsn(DUP);
        mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, "checkDepth", "(I)V", false);
        mv.visitMethodInsn(INVOKESTATIC, callee.className(), TypedFunction.METHOD, callee.descriptor(), false);
        return callee.returns();
    }

    /** {@code (a)}, {@code !a}, {@code -a}, {@code +a}, {@code length(x)}, {@code is.na(a)}, {@code abs(a)}, {@code sqrt(a)} and the like. */
    private Type unary(RCall c, String h, Type type) {
        MethodVisitor mv = cc.mv();
        switch (h) {
            case "length" -> {
                String x = ((RSymbol) c.arg(0)).name();
                if (slots.containsKey(x)) mv.visitInsn(ICONST_1); // a scalar local
                else mv.visitVarInsn(ILOAD, lengths.get(x));
                return Type.I;
            }
            case "is.na" -> {
                boolean d = value(c.arg(0)) == Type.D;
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "isNA", d ? "(D)I" : "(I)I", false);
                return Type.L;
            }
            case "!" -> {
                value(c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "not", "(I)I", false);
                return Type.L;
            }
            case "-" -> {
                // -NA is NA (Integer.MIN_VALUE negates to itself); a double's sign bit flips, NaN payload kept
                mv.visitInsn(value(c.arg(0)) == Type.D ? DNEG : INEG);
                return type;
            }
            case "abs" -> {
                boolean d = value(c.arg(0)) == Type.D;
                mv.visitMethodInsn(INVOKESTATIC, MathCode.TYPED_MATH, d ? "abs" : "absInt", d ? "(D)D" : "(I)I", false);
                return type;
            }
            default -> {
                if (MathCode.DOUBLE_FUNCTIONS.contains(h)) { // sqrt, sin, round, ...
                    MathCode.call(mv, h, value(c.arg(0)) != Type.D);
                    return Type.D;
                }
                value(c.arg(0)); // ( and unary +
                return type;
            }
        }
    }
}

package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.lang.RInt;
import java.util.Set;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The math functions of one number that typed code calls ({@code rt/TypedMath}, the builtins' own
 * functions): each gives a double.
 */
final class MathCode {
    private MathCode() {}

    static final String TYPED_MATH = "flashr/compiler/rt/TypedMath";

    /** The functions of one number typed code computes, each giving a double. */
    static final Set<String> DOUBLE_FUNCTIONS = Set.of("sqrt", "exp", "log", "floor", "ceiling", "sin", "cos", "tan", "trunc", "round",
            "sign", "log2", "log10", "log1p", "expm1", "gamma", "lgamma");

    /** Those that give no NaN from a number, so never give up. */
    private static final Set<String> TOTAL = Set.of("exp", "floor", "ceiling", "trunc", "round", "sign", "expm1");

    /** Whether {@code f} of a number may give up (a NaN from a number, where R warns). */
    static boolean mayGiveUp(String f) {
        return !TOTAL.contains(f);
    }

    /**
     * Calls {@code f} on the number on the stack (a double, or an integer or logical when
     * {@code fromInt}: NA gives a double NA without calling f, as the builtins do), leaving a double.
     */
    static void call(MethodVisitor mv, String f, boolean fromInt) {
        if (!fromInt) {
            mv.visitMethodInsn(INVOKESTATIC, TYPED_MATH, f, "(D)D", false);
            return;
        }
        Label na = new Label();
        Label done = new Label();
        mv.visitInsn(DUP);
        mv.visitLdcInsn(RInt.NA);
        mv.visitJumpInsn(IF_ICMPEQ, na);
        mv.visitInsn(I2D);
        mv.visitMethodInsn(INVOKESTATIC, TYPED_MATH, f, "(D)D", false);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(na);
        mv.visitInsn(POP);
        mv.visitMethodInsn(INVOKESTATIC, TYPED_MATH, "na", "()D", false);
        mv.visitLabel(done);
    }
}

package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.lang.RCall;
import flashr.lang.RValue;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The checks typed code makes before it runs (a typed loop when it starts and after each escape, a
 * typed function at each call): the functions it computes are still base's, its variables hold
 * plain scalars of their locals' types. Each jumps to a fallback (the generic code) when it fails.
 */
final class TypedGuards {
    private static final String TL = "flashr/compiler/rt/TypedLoop";

    private TypedGuards() {}

    /** Jumps to {@code fallback} unless each call's function is still base's (one guard per call). */
    static void baseFunctions(CodeCompiler cc, java.util.Collection<RCall> calls, Label fallback) {
        MethodVisitor mv = cc.mv();
        for (RCall f : calls) {
            int g = cc.newGuard();
            cc.loadGuard(g);
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(f);
            mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.GUARD, "isBase", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, fallback);
        }
    }

    /**
     * Jumps to {@code fallback} unless each function a typed loop calls directly is still the one
     * the script assigned at top level, ready to run typed ({@code TypedCall.callee}): one check
     * per name.
     */
    static void callees(CodeCompiler cc, java.util.Map<RCall, TypedFunction.Callee> calls, Label fallback) {
        MethodVisitor mv = cc.mv();
        java.util.Set<String> done = new java.util.HashSet<>();
        for (java.util.Map.Entry<RCall, TypedFunction.Callee> e : calls.entrySet()) {
            if (!done.add(((flashr.lang.RSymbol) e.getKey().function()).name())) continue;
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(e.getKey());
            // by name, not a class constant: a callee class the compiler could not write (too large) fails the check, not the link
            mv.visitLdcInsn(e.getValue().className().replace('/', '.'));
            mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, "callee", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE
                    + "Ljava/lang/String;)Z", false);
            mv.visitJumpInsn(IFEQ, fallback);
        }
    }

    /**
     * Pushes the variable {@code symbol} of the frame as a JVM double, or jumps to {@code fallback}
     * when it is not a plain double (the guard of typed code's live-ins and parameters).
     */
    static void plainDouble(CodeCompiler cc, MethodVisitor mv, RValue symbol, Label fallback) {
        cc.loadEnv();
        cc.loadConstant(symbol);
        mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "plainDouble", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Lflashr/lang/RDouble;", false);
        nullTo(mv, fallback);
        mv.visitInsn(ICONST_0);
        mv.visitMethodInsn(INVOKEVIRTUAL, "flashr/lang/RDouble", "get", "(I)D", false);
    }

    /** As {@link #plainDouble}, for a plain integer or ({@code logical}) logical: pushes it as a JVM int. */
    static void plainInt(CodeCompiler cc, MethodVisitor mv, RValue symbol, boolean logical, Label fallback) {
        String type = logical ? "flashr/lang/RLogical" : "flashr/lang/RInt";
        cc.loadEnv();
        cc.loadConstant(symbol);
        mv.visitMethodInsn(INVOKESTATIC, TL, logical ? "plainLogical" : "plainInt", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")L" + type + ";", false);
        nullTo(mv, fallback);
        mv.visitInsn(ICONST_0);
        mv.visitMethodInsn(INVOKEVIRTUAL, type, "get", "(I)I", false);
    }

    /** Jumps to fallback when the reference on the stack is null (dropping it); leaves it there otherwise. */
    static void nullTo(MethodVisitor mv, Label fallback) {
        mv.visitInsn(DUP);
        Label ok = new Label();
        mv.visitJumpInsn(IFNONNULL, ok);
        mv.visitInsn(POP);
        mv.visitJumpInsn(GOTO, fallback);
        mv.visitLabel(ok);
    }
}

package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Type;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A loop inside a typed loop's body, typed with it ({@link LoopPlan} admitted it): {@code for}
 * over {@code a:b}, {@code seq_len(n)} or {@code seq_along(x)} counted by an int of its own (the
 * variable is set from it at each iteration's start, as R sets it from the sequence, whatever the
 * body assigns), {@code while} and {@code repeat}. A sequence R would not count as a non-empty int
 * range (NA, a fractional start, an empty or double sequence) gives the enclosing iteration up, so
 * that the generic loop runs it, error, {@code NULL} variable and all.
 */
final class InnerLoop {
    private static final String TL = "flashr/compiler/rt/TypedLoop";

    private InnerLoop() {}

    /**
     * Generates {@code c}, its body by {@code body} (whose {@code break} and {@code next} jump to
     * {@code exit} and {@code next}); a {@code for} counts in {@code locals}, {from, to, step,
     * counter} (where an escape's generic rest finds its iteration).
     */
    static void generate(CodeCompiler cc, TypedExpr ex, RCall c, int[] locals, Map<String, Integer> slots, Map<String, Integer> dirty, Label next, Label exit, Runnable body) {
        MethodVisitor mv = cc.mv();
        Label head = new Label();
        switch (((RSymbol) c.function()).name()) {
            case "for" -> {
                int from = locals[0];
                int to = locals[1];
                int step = locals[2];
                int k = locals[3];
                bounds(cc, ex, (RCall) c.arg(1), from, to);
                Label down = new Label();
                Label stepped = new Label();
                mv.visitVarInsn(ILOAD, from);
                mv.visitVarInsn(ILOAD, to);
                mv.visitJumpInsn(IF_ICMPGT, down);
                mv.visitInsn(ICONST_1);
                mv.visitJumpInsn(GOTO, stepped);
                mv.visitLabel(down);
                mv.visitInsn(ICONST_M1);
                mv.visitLabel(stepped);
                mv.visitVarInsn(ISTORE, step);
                mv.visitVarInsn(ILOAD, from);
                mv.visitVarInsn(ISTORE, k);
                String v = ((RSymbol) c.arg(0)).name();
                mv.visitLabel(head);
                mv.visitVarInsn(ILOAD, k);
                mv.visitVarInsn(ISTORE, slots.get(v));
                mv.visitInsn(ICONST_1);
                mv.visitVarInsn(ISTORE, dirty.get(v));
                checkInterrupt(cc);
                body.run();
                mv.visitLabel(next);
                mv.visitVarInsn(ILOAD, k);
                mv.visitVarInsn(ILOAD, to);
                mv.visitJumpInsn(IF_ICMPEQ, exit);
                mv.visitVarInsn(ILOAD, k);
                mv.visitVarInsn(ILOAD, step);
                mv.visitInsn(IADD);
                mv.visitVarInsn(ISTORE, k);
                mv.visitJumpInsn(GOTO, head);
            }
            case "while" -> {
                mv.visitLabel(next);
                ex.value(c.arg(0));
                cc.loadConstant(c);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truthOf", "(I" + CodeCompiler.D_VALUE + ")Z", false);
                mv.visitJumpInsn(IFEQ, exit);
                checkInterrupt(cc);
                body.run();
                mv.visitJumpInsn(GOTO, next);
            }
            default -> {
                mv.visitLabel(next);
                checkInterrupt(cc);
                body.run();
                mv.visitJumpInsn(GOTO, next);
            }
        }
        mv.visitLabel(exit);
    }

    /** The first and last values of the sequence into locals {@code from} and {@code to} (both computed before the variable changes). */
    private static void bounds(CodeCompiler cc, TypedExpr ex, RCall seq, int from, int to) {
        MethodVisitor mv = cc.mv();
        switch (((RSymbol) seq.function()).name()) {
            case ":" -> {
                ex.asDouble(seq.arg(0));
                mv.visitInsn(DUP2);
                mv.visitMethodInsn(INVOKESTATIC, TL, "colonFrom", "(D)I", false);
                mv.visitVarInsn(ISTORE, from);
                ex.asDouble(seq.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, TL, "colonTo", "(DD)I", false);
                mv.visitVarInsn(ISTORE, to);
                return;
            }
            case "seq_len" -> {
                Type t = ex.value(seq.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, TL, "lastOfCount", t == Type.I ? "(I)I" : "(D)I", false);
            }
            default -> {
                mv.visitVarInsn(ILOAD, ex.length(((RSymbol) seq.arg(0)).name()));
                mv.visitMethodInsn(INVOKESTATIC, TL, "lastOfCount", "(I)I", false);
            }
        }
        mv.visitVarInsn(ISTORE, to);
        mv.visitInsn(ICONST_1);
        mv.visitVarInsn(ISTORE, from);
    }

    private static void checkInterrupt(CodeCompiler cc) {
        cc.loadInterp();
        cc.mv().visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
    }
}

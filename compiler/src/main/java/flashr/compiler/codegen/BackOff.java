package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * How a typed loop that handed its iterations over to its generic twin (an iteration given up
 * before any call, or its guards failing on re-entry) takes them back: the twin runs a budget of
 * iterations, then typed code is entered again at the next one, its guards checked as when the
 * loop started. The budget is one iteration (the one given up) while typed code pays (it ran more
 * iterations since it was entered than the twin's last budget), otherwise twice the last one, up
 * to {@code TypedLoop.MAX_BACKOFF}: a loop giving up at every iteration (a vector grown by
 * {@code x[i] <- v}) stays mostly generic, one giving up once early runs typed after it.
 *
 * <p>Locals: the budget left (0 when the twin runs on its own, from the loop's start), the last
 * budget, and the counter when typed code was last entered (a {@code while} or {@code repeat}
 * loop counts its typed iterations in its counter).
 */
final class BackOff {
    private final CodeCompiler cc;
    private final int budget;
    private final int last;
    private final int entered;
    /** Where the twin hands the loop back to typed code. */
    final Label reentry = new Label();

    /** Makes the locals, zeroed: emitted where every path into the loop, typed or generic, passes. */
    BackOff(CodeCompiler cc) {
        this.cc = cc;
        budget = zero();
        last = zero();
        entered = zero();
    }

    private int zero() {
        int k = cc.newLocal();
        cc.mv().visitInsn(ICONST_0);
        cc.mv().visitVarInsn(ISTORE, k);
        return k;
    }

    /** Typed code is entered (or re-entered) at {@code counter}. */
    void entering(int counter) {
        cc.mv().visitVarInsn(ILOAD, counter);
        cc.mv().visitVarInsn(ISTORE, entered);
    }

    /** Typed code hands over at {@code counter}: the twin's budget set. */
    void handOver(int counter) {
        MethodVisitor mv = cc.mv();
        mv.visitVarInsn(ILOAD, last);
        mv.visitVarInsn(ILOAD, counter);
        mv.visitVarInsn(ILOAD, entered);
        mv.visitMethodInsn(INVOKESTATIC, "flashr/compiler/rt/TypedLoop", "backOff", "(III)I", false);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ISTORE, last);
        mv.visitVarInsn(ISTORE, budget);
    }

    /** In the twin after each iteration: to {@link #reentry} when the budget runs out (nothing when it runs on its own). */
    void afterGenericIteration() {
        MethodVisitor mv = cc.mv();
        Label on = new Label();
        mv.visitVarInsn(ILOAD, budget);
        mv.visitJumpInsn(IFEQ, on);
        mv.visitIincInsn(budget, -1);
        mv.visitVarInsn(ILOAD, budget);
        mv.visitJumpInsn(IFEQ, reentry);
        mv.visitLabel(on);
    }
}

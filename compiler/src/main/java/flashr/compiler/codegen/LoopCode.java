package flashr.compiler.codegen;

import static flashr.compiler.codegen.CodeCompiler.*;
import static org.objectweb.asm.Opcodes.*;

import flashr.lang.RCall;
import flashr.lang.RValue;
import java.util.ArrayDeque;
import java.util.Deque;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The loops of a body ({@code for}, {@code while}, {@code repeat}) as JVM loops for
 * {@link CodeCompiler}: a counted {@code for} over {@code a:b}, {@code seq_len(n)} or
 * {@code seq_along(x)}, any other sequence through {@code ForLoop.over}; each loop typed by
 * {@link ScalarLoop} where its code allows, before its generic twin (where a failed guard or an
 * iteration given up goes on). {@code break} and {@code next} are jumps to the innermost loop's
 * labels; raised from evaluated code they reach the loop's exception handler.
 */
final class LoopCode {
    private final CodeCompiler cc;
    /** The compiled loops around the code being generated: where break and next jump. */
    private final Deque<Loop> loops = new ArrayDeque<>();
    /**
     * Whether the code being generated is the generic twin of a typed loop, whose inner loops
     * then stay generic: their typed form is already inside the typed loop's code, and typing them
     * again in every twin would double the code per level of nesting.
     */
    private boolean inGenericTwin;

    private record Loop(Label next, Label exit) {}

    LoopCode(CodeCompiler cc) {
        this.cc = cc;
    }

    /** Whether a compiled loop encloses the code being generated (break and next are then jumps). */
    boolean inLoop() {
        return !loops.isEmpty();
    }

    /** {@code break} (a jump to the innermost loop's exit) or {@code next} (to its next iteration). */
    void jump(boolean isBreak) {
        cc.mv().visitJumpInsn(GOTO, isBreak ? loops.peek().exit() : loops.peek().next());
    }

    void genFor(RCall c) {
        MethodVisitor mv = cc.mv();
        boolean outerTwin = inGenericTwin;
        int loop = cc.newLocal();
        RValue seq = c.arg(1);
        Label general = new Label();
        Label start = new Label();
        Label finished = new Label();
        String head = CodeCompiler.plainHead(seq);
        boolean colonSeq = ":".equals(head) && ((RCall) seq).argCount() == 2;
        boolean countedSeq = ("seq_len".equals(head) || "seq_along".equals(head)) && ((RCall) seq).argCount() == 1;
        ScalarLoop typed = (colonSeq || countedSeq) && cc.typedLoops() && !inGenericTwin ? ScalarLoop.plan(cc, c, cc.hints()) : null;
        if (typed != null) {
            typed.prologue(); // before every path into the loop: its twin may go back to typed code
            cc.stats().typed++;
        }
        if (colonSeq) {
            RCall colon = (RCall) seq;
            int guard = cc.newGuard();
            int from = cc.newLocal();
            int to = cc.newLocal();
            cc.loadGuard(guard);
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(colon);
            mv.visitMethodInsn(INVOKEVIRTUAL, GUARD, "isBase", "(" + D_INTERP + D_ENV + D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, general);
            withoutJumps(() -> cc.gen(colon.arg(0)));
            mv.visitVarInsn(ASTORE, from);
            // from is held while to is evaluated, as the evaluator holds it
            cc.loadInterp();
            mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "hold", "()V", false);
            Label tryStart = new Label();
            Label tryEnd = new Label();
            Label handler = new Label();
            mv.visitLabel(tryStart);
            withoutJumps(() -> cc.gen(colon.arg(1)));
            mv.visitLabel(tryEnd);
            mv.visitVarInsn(ASTORE, to);
            cc.loadInterp();
            mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "release", "()V", false);
            Label untyped = new Label();
            if (typed != null) {
                inGenericTwin = true;
                cc.loadInterp();
                mv.visitVarInsn(ALOAD, from);
                mv.visitVarInsn(ALOAD, to);
                mv.visitMethodInsn(INVOKESTATIC, RT, "intRange", "(" + D_INTERP + D_VALUE + D_VALUE + ")[I", false);
                int range = cc.newLocal();
                mv.visitVarInsn(ASTORE, range);
                typed.generate(range, untyped, finished, loop, start);
            }
            mv.visitLabel(untyped);
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(c.arg(0));
            mv.visitVarInsn(ALOAD, from);
            mv.visitVarInsn(ALOAD, to);
            cc.loadConstant(colon);
            cc.loadConstant(c);
            mv.visitMethodInsn(INVOKESTATIC, LOOP, "range", "(" + D_INTERP + D_ENV + D_VALUE + D_VALUE + D_VALUE + D_VALUE + D_VALUE
                    + ")L" + LOOP + ";", false);
            mv.visitVarInsn(ASTORE, loop);
            mv.visitJumpInsn(GOTO, start);
            mv.visitLabel(handler);
            cc.loadInterp();
            mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "release", "()V", false);
            mv.visitInsn(ATHROW);
            mv.visitTryCatchBlock(tryStart, tryEnd, handler, null);
        }
        if (countedSeq) genCountedSeq(c, (RCall) seq, typed, loop, general, start, finished);
        mv.visitLabel(general);
        withoutJumps(() -> cc.gen(seq));
        int seqValue = cc.newLocal();
        mv.visitVarInsn(ASTORE, seqValue);
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(c.arg(0));
        mv.visitVarInsn(ALOAD, seqValue);
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, LOOP, "over", "(" + D_INTERP + D_ENV + D_VALUE + D_VALUE + D_VALUE + ")L" + LOOP + ";", false);
        mv.visitVarInsn(ASTORE, loop);
        Label next = new Label();
        Label exit = new Label();
        mv.visitLabel(next); // after an iteration
        if (typed != null) typed.afterGenericIteration();
        mv.visitLabel(start); // where the loop starts, typed code handing over
        mv.visitVarInsn(ALOAD, loop);
        mv.visitMethodInsn(INVOKEVIRTUAL, LOOP, "next", "()Z", false);
        mv.visitJumpInsn(IFEQ, exit);
        loopBody(c.arg(2), next, exit);
        inGenericTwin = outerTwin;
        mv.visitLabel(exit);
        mv.visitLabel(finished);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKESTATIC, RT, "invisibleNull", "(" + D_INTERP + ")" + D_VALUE, false);
    }

    /**
     * {@code for (v in seq_len(n))}, {@code for (v in seq_along(x))} while the function is base's:
     * its value (always 1, ..., n) counted as a range, typed by {@code typed} when not null.
     */
    private void genCountedSeq(RCall c, RCall sc, ScalarLoop typed, int loop, Label general, Label start, Label finished) {
        MethodVisitor mv = cc.mv();
        int g = cc.newGuard();
        cc.loadGuard(g);
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(sc);
        mv.visitMethodInsn(INVOKEVIRTUAL, GUARD, "isBase", "(" + D_INTERP + D_ENV + D_VALUE + ")Z", false);
        mv.visitJumpInsn(IFEQ, general);
        int arg = cc.newLocal();
        int seqValue = cc.newLocal();
        int range = cc.newLocal();
        withoutJumps(() -> cc.gen(sc.arg(0)));
        mv.visitVarInsn(ASTORE, arg);
        // the range from the argument where the builtin would give 1, ..., n: the vector is not made
        mv.visitInsn(ACONST_NULL);
        mv.visitVarInsn(ASTORE, seqValue);
        mv.visitVarInsn(ALOAD, arg);
        mv.visitMethodInsn(INVOKESTATIC, LOOP, "seq_len".equals(CodeCompiler.plainHead(sc)) ? "seqLenRange" : "seqAlongRange",
                "(" + D_VALUE + ")[I", false);
        mv.visitVarInsn(ASTORE, range);
        Label known = new Label();
        mv.visitVarInsn(ALOAD, range);
        mv.visitJumpInsn(IFNONNULL, known);
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(sc);
        mv.visitVarInsn(ALOAD, arg);
        mv.visitMethodInsn(INVOKESTATIC, RT, "callBase", "(" + D_INTERP + D_ENV + D_VALUE + D_VALUE + ")" + D_VALUE, false);
        mv.visitVarInsn(ASTORE, seqValue);
        mv.visitVarInsn(ALOAD, seqValue);
        mv.visitMethodInsn(INVOKESTATIC, RT, "seqRange", "(" + D_VALUE + ")[I", false);
        mv.visitVarInsn(ASTORE, range);
        mv.visitLabel(known);
        Label untyped = new Label();
        if (typed != null) {
            inGenericTwin = true;
            typed.generate(range, untyped, finished, loop, start);
        }
        mv.visitLabel(untyped);
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(c.arg(0));
        mv.visitVarInsn(ALOAD, seqValue);
        mv.visitVarInsn(ALOAD, range);
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, LOOP, "counted", "(" + D_INTERP + D_ENV + D_VALUE + D_VALUE + "[I" + D_VALUE + ")L" + LOOP + ";", false);
        mv.visitVarInsn(ASTORE, loop);
        mv.visitJumpInsn(GOTO, start);
    }

    void genWhile(RCall c) {
        MethodVisitor mv = cc.mv();
        Label next = new Label();
        Label generic = new Label();
        Label exit = new Label();
        Label finished = new Label();
        boolean outerTwin = inGenericTwin;
        ScalarLoop typed = typedLoop(c, generic, finished);
        mv.visitLabel(next); // after an iteration
        if (typed != null) typed.afterGenericIteration();
        mv.visitLabel(generic); // where the loop starts, typed code handing over
        withoutJumps(() -> cc.gen(c.arg(0)));
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, RT, "truth", "(" + D_VALUE + D_VALUE + ")Z", false);
        mv.visitJumpInsn(IFEQ, exit);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "checkInterrupt", "()V", false);
        loopBody(c.arg(1), next, exit);
        inGenericTwin = outerTwin;
        mv.visitLabel(exit);
        mv.visitLabel(finished);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKESTATIC, RT, "invisibleNull", "(" + D_INTERP + ")" + D_VALUE, false);
    }

    void genRepeat(RCall c) {
        MethodVisitor mv = cc.mv();
        Label next = new Label();
        Label generic = new Label();
        Label exit = new Label();
        Label finished = new Label();
        boolean outerTwin = inGenericTwin;
        ScalarLoop typed = typedLoop(c, generic, finished);
        mv.visitLabel(next); // after an iteration
        if (typed != null) typed.afterGenericIteration();
        mv.visitLabel(generic);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "checkInterrupt", "()V", false);
        loopBody(c.arg(0), next, exit);
        inGenericTwin = outerTwin;
        mv.visitLabel(exit);
        mv.visitLabel(finished);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKESTATIC, RT, "invisibleNull", "(" + D_INTERP + ")" + D_VALUE, false);
    }

    /**
     * A {@code while} or {@code repeat} loop with typed locals where its code allows
     * ({@link ScalarLoop}), before its generic loop at {@code generic} (where a failed guard, or
     * an iteration the typed code gave up, goes on), ending at {@code finished}; the typed loop
     * (its generic twin is then the code generated next), or null.
     */
    private ScalarLoop typedLoop(RCall c, Label generic, Label finished) {
        ScalarLoop typed = cc.typedLoops() && !inGenericTwin ? ScalarLoop.plan(cc, c, cc.hints()) : null;
        if (typed == null) return null;
        cc.stats().typed++;
        typed.prologue();
        typed.generate(-1, generic, finished, -1, null);
        inGenericTwin = true;
        return typed;
    }

    /** The body, then back to {@code next}; break and next raised by evaluated code are caught and jump. */
    private void loopBody(RValue body, Label next, Label exit) {
        MethodVisitor mv = cc.mv();
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        loops.push(new Loop(next, exit));
        mv.visitLabel(tryStart);
        cc.gen(body);
        mv.visitInsn(POP);
        mv.visitLabel(tryEnd);
        loops.pop();
        mv.visitJumpInsn(GOTO, next);
        mv.visitLabel(handler);
        mv.visitMethodInsn(INVOKESTATIC, RT, "loopJump", "(L" + FLOW + ";)I", false);
        mv.visitJumpInsn(IFEQ, exit);
        mv.visitJumpInsn(GOTO, next);
        // registered after the body's own handlers, so that inner loops catch first
        mv.visitTryCatchBlock(tryStart, tryEnd, handler, FLOW);
    }

    /**
     * Code that {@code code} generates as part of a loop's body whose {@code break} and
     * {@code next} go to {@code exit} and {@code next} (jumps, or raised by code it evaluates): the
     * escapes of a typed loop (whose own loops may be typed: they are not typed elsewhere) and the
     * generic rest of their iteration ({@code genericLoops}: a copy of the body's code, whose loops
     * are typed in the typed loop's code already; {@link EscapeCode}). Falls through after the code.
     */
    void asLoopBody(Runnable code, Label next, Label exit, boolean genericLoops) {
        MethodVisitor mv = cc.mv();
        boolean outerTwin = inGenericTwin;
        inGenericTwin = genericLoops;
        Label tryStart = new Label();
        Label tryEnd = new Label();
        Label handler = new Label();
        Label after = new Label();
        loops.push(new Loop(next, exit));
        mv.visitLabel(tryStart);
        code.run();
        mv.visitLabel(tryEnd);
        loops.pop();
        inGenericTwin = outerTwin;
        mv.visitJumpInsn(GOTO, after);
        mv.visitLabel(handler);
        mv.visitMethodInsn(INVOKESTATIC, RT, "loopJump", "(L" + FLOW + ";)I", false);
        mv.visitJumpInsn(IFEQ, exit);
        mv.visitJumpInsn(GOTO, next);
        mv.visitTryCatchBlock(tryStart, tryEnd, handler, FLOW);
        mv.visitLabel(after);
    }

    /** Generates code in which break and next are not jumps (they raise, to an enclosing handler). */
    void withoutJumps(Runnable r) {
        Deque<Loop> saved = new ArrayDeque<>(loops);
        loops.clear();
        try {
            r.run();
        } finally {
            loops.addAll(saved);
        }
    }
}

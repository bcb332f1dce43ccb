package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Site;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The escapes of a typed loop ({@link LoopPlan}): statements typed code cannot compute (calls of
 * {@code cat}, {@code print}, closures, ...), run as generic compiled code in the middle of the
 * typed iteration, in its body or in an inner loop's. Before one, the variables typed code changed
 * are written to the frame (which a call can see: {@code parent.frame()}, promises, {@code <<-});
 * after it, the functions, the loop variable, the vectors and the variables read later are read
 * back and checked as when the loop started. Where a check fails (the call redefined {@code +},
 * made a variable a string, grew a vector) nothing typed has run since the call, so the rest of
 * the iteration runs as generic code from the statement after the escape: the rest of its blocks,
 * inside an inner loop that loop's remaining iterations (from its next one, generically), then the
 * rest of the blocks around it; the loop then re-enters typed code at its next iteration, checking
 * everything as when it started ({@link ScalarLoop}). An iteration that gives up after an escape
 * (an integer overflow, an index out of bounds) is undone back to the end of that escape (the
 * call's effects stay, as they must) and goes on the same way. {@code break} and {@code next} in an
 * escape, or raised by code it evaluates, leave the innermost loop around it or go on with its next
 * iteration generically.
 */
final class EscapeCode {
    private final CodeCompiler cc;
    private final LoopPlan plan;
    /** Per typed inner {@code for}: its locals {from, to, step, counter}. */
    private final Map<RCall, int[]> counters;
    /** Per block holding escapes: the first statement whose rest some escape runs. */
    private final Map<RCall, Integer> from = new IdentityHashMap<>();
    /** Per block or inner loop holding escapes: the site whose rest follows its own (null: the iteration's end). */
    private final Map<RCall, Site> parent = new IdentityHashMap<>();
    /** Per block or inner loop holding escapes: the innermost inner loop around it (null: none). */
    private final Map<RCall, RCall> loopAround = new IdentityHashMap<>();
    /** Per block holding escapes: labels before its statements (index k: before statement k; its length: after the last). */
    private final Map<RCall, Label[]> entries = new LinkedHashMap<>();
    /** Per inner loop holding escapes: its generic rest from its next iteration. */
    private final Map<RCall, Label> continuations = new LinkedHashMap<>();
    /** Where the iteration's rest has run generically: the loop goes on from the next iteration. */
    final Label iterationEnd = new Label();
    /** Where the typed loop is over (a break in its own iteration's generic code). */
    private final Label finished;

    EscapeCode(CodeCompiler cc, LoopPlan plan, Map<RCall, int[]> counters, Label finished) {
        this.cc = cc;
        this.plan = plan;
        this.counters = counters;
        this.finished = finished;
        for (RValue e : plan.escapes) {
            List<Site> p = plan.flow.sites.get(e);
            RCall around = null;
            for (int k = 0; k < p.size(); k++) {
                Site s = p.get(k);
                parent.put(s.block(), k > 0 ? p.get(k - 1) : null);
                loopAround.put(s.block(), around);
                if (s.isLoop()) {
                    continuations.putIfAbsent(s.block(), new Label());
                    around = s.block();
                } else {
                    from.merge(s.block(), s.index(), Math::min);
                }
            }
        }
        for (RCall b : from.keySet()) {
            Label[] l = new Label[b.argCount() + 1];
            for (int k = from.get(b) + 1; k <= b.argCount(); k++) l[k] = new Label();
            entries.put(b, l);
        }
    }

    /** Where the rest of the iteration after {@code site} runs generically. */
    private Label after(Site site) {
        if (site == null) return iterationEnd;
        return site.isLoop() ? continuations.get(site.block()) : entries.get(site.block())[site.index() + 1];
    }

    /** Where the rest of the iteration after escape {@code e} runs generically. */
    Label resume(RValue e) {
        List<Site> p = plan.flow.sites.get(e);
        return after(p.isEmpty() ? null : p.get(p.size() - 1));
    }

    /** Where {@code next} goes from generic code inside inner loop {@code loop} (null: the typed loop's own iteration). */
    private Label nextOf(RCall loop) {
        return loop == null ? iterationEnd : continuations.get(loop);
    }

    /** Where {@code break} goes from generic code inside inner loop {@code loop}: the rest after that loop. */
    private Label exitOf(RCall loop) {
        return loop == null ? finished : after(parent.get(loop));
    }

    /** The innermost inner loop around escape {@code e}, or null. */
    private RCall loopAround(RValue e) {
        List<Site> p = plan.flow.sites.get(e);
        for (int k = p.size() - 1; k >= 0; k--) if (p.get(k).isLoop()) return p.get(k).block();
        return null;
    }

    /** The escape's statement as generic code, its value dropped; break leaves the innermost loop around it. */
    void statement(RValue n) {
        RCall loop = loopAround(n);
        cc.loops().asLoopBody(() -> {
            cc.gen(n);
            cc.mv().visitInsn(POP);
        }, nextOf(loop), exitOf(loop), false);
    }

    /**
     * Out of the typed loop's code: the rest of each block holding escapes as generic code (a
     * block's end goes on after the statement or inner loop holding it), the generic rest of each
     * inner loop holding escapes, then at {@link #iterationEnd} what {@code nextIteration}
     * generates.
     */
    void rests(Runnable nextIteration) {
        MethodVisitor mv = cc.mv();
        for (Map.Entry<RCall, Label[]> e : entries.entrySet()) {
            RCall b = e.getKey();
            Label[] l = e.getValue();
            RCall loop = loopAround.get(b);
            cc.loops().asLoopBody(() -> {
                for (int k = from.get(b) + 1; k < b.argCount(); k++) {
                    mv.visitLabel(l[k]);
                    cc.gen(b.arg(k));
                    mv.visitInsn(POP);
                }
                mv.visitLabel(l[b.argCount()]);
                mv.visitJumpInsn(GOTO, after(parent.get(b)));
            }, nextOf(loop), exitOf(loop), true);
        }
        for (RCall loop : continuations.keySet()) continuation(loop);
        mv.visitLabel(iterationEnd);
        nextIteration.run();
    }

    /**
     * Inner loop {@code loop}'s remaining iterations as a generic loop, then on after it: a
     * {@code for} from the iteration after its counter's ({@code ForLoop.resume}), a {@code while}
     * from its condition, a {@code repeat} from its body.
     */
    private void continuation(RCall loop) {
        MethodVisitor mv = cc.mv();
        Label exit = after(parent.get(loop));
        Label next = continuations.get(loop);
        mv.visitLabel(next);
        switch (((RSymbol) loop.function()).name()) {
            case "for" -> {
                int[] k = counters.get(loop);
                mv.visitVarInsn(ILOAD, k[3]);
                mv.visitVarInsn(ILOAD, k[1]);
                mv.visitJumpInsn(IF_ICMPEQ, exit);
                int forLoop = cc.newLocal();
                cc.loadInterp();
                cc.loadEnv();
                cc.loadConstant(loop.arg(0));
                mv.visitVarInsn(ILOAD, k[3]);
                mv.visitVarInsn(ILOAD, k[2]);
                mv.visitInsn(IADD);
                mv.visitVarInsn(ILOAD, k[1]);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.LOOP, "resume", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "II)L" + CodeCompiler.LOOP + ";", false);
                mv.visitVarInsn(ASTORE, forLoop);
                Label forNext = new Label();
                mv.visitLabel(forNext);
                mv.visitVarInsn(ALOAD, forLoop);
                mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.LOOP, "next", "()Z", false);
                mv.visitJumpInsn(IFEQ, exit);
                genericBody(loop.arg(2), forNext, exit);
            }
            case "while" -> {
                cc.loops().withoutJumps(() -> cc.gen(loop.arg(0)));
                cc.loadConstant(loop);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truth", "(" + CodeCompiler.D_VALUE + CodeCompiler.D_VALUE + ")Z", false);
                mv.visitJumpInsn(IFEQ, exit);
                checkInterrupt();
                genericBody(loop.arg(1), next, exit);
            }
            default -> {
                checkInterrupt();
                genericBody(loop.arg(0), next, exit);
            }
        }
    }

    /** An inner loop's body as generic code (its own loops generic), then back to {@code next}. */
    private void genericBody(RValue body, Label next, Label exit) {
        cc.loops().asLoopBody(() -> {
            cc.gen(body);
            cc.mv().visitInsn(POP);
        }, next, exit, true);
        cc.mv().visitJumpInsn(GOTO, next);
    }

    private void checkInterrupt() {
        cc.loadInterp();
        cc.mv().visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
    }
}

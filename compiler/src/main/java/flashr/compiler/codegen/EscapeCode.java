package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Site;
import flashr.lang.RCall;
import flashr.lang.RValue;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The escapes of a typed loop ({@link LoopPlan}): statements typed code cannot compute (calls of
 * {@code cat}, {@code print}, closures, ...), run as generic compiled code in the middle of the
 * typed iteration. Before one, the variables typed code changed are written to the frame (which a
 * call can see: {@code parent.frame()}, promises, {@code <<-}); after it, the functions, the loop
 * variable, the vectors and the variables read later are read back and checked as when the loop
 * started. Where a check fails (the call redefined {@code +}, made a variable a string, grew a
 * vector) nothing typed has run since the call, so the rest of the iteration runs as generic code
 * from the statement after the escape, and the generic loop takes over from the next iteration.
 * An iteration that gives up after an escape (an integer overflow, an index out of bounds) is
 * undone back to the end of that escape (the call's effects stay, as they must) and goes on the
 * same way. {@code break} and {@code next} in an escape, or raised by code it evaluates, leave the
 * loop or go on with the next iteration generically.
 */
final class EscapeCode {
    private final CodeCompiler cc;
    private final LoopPlan plan;
    /** Per block holding escapes: the first statement whose rest some escape runs, and the block's own site. */
    private final Map<RCall, Integer> from = new IdentityHashMap<>();
    private final Map<RCall, Site> parent = new IdentityHashMap<>();
    /** Per block holding escapes: labels before its statements (index k: before statement k; its length: after the last). */
    private final Map<RCall, Label[]> entries = new IdentityHashMap<>();
    /** Where the iteration's rest has run generically: the generic loop goes on from the next iteration. */
    final Label iterationEnd = new Label();

    EscapeCode(CodeCompiler cc, LoopPlan plan) {
        this.cc = cc;
        this.plan = plan;
        for (RValue e : plan.escapes) {
            List<Site> p = plan.flow.sites.get(e);
            for (int k = 0; k < p.size(); k++) {
                from.merge(p.get(k).block(), p.get(k).index(), Math::min);
                parent.put(p.get(k).block(), k > 0 ? p.get(k - 1) : null);
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
        return site == null ? iterationEnd : entries.get(site.block())[site.index() + 1];
    }

    /** Where the rest of the iteration after escape {@code e} runs generically. */
    Label resume(RValue e) {
        List<Site> p = plan.flow.sites.get(e);
        return after(p.isEmpty() ? null : p.get(p.size() - 1));
    }

    /** The escape's statement as generic code, its value dropped; break leaves the loop at {@code finished}. */
    void statement(RValue n, Label finished) {
        cc.loops().asLoopBody(() -> {
            cc.gen(n);
            cc.mv().visitInsn(POP);
        }, iterationEnd, finished, false);
    }

    /**
     * Out of the typed loop's code: the rest of each block holding escapes as generic code (a
     * block's end goes on after the statement holding it), then at {@link #iterationEnd} what
     * {@code nextIteration} generates.
     */
    void rests(Label finished, Runnable nextIteration) {
        MethodVisitor mv = cc.mv();
        if (!entries.isEmpty()) cc.loops().asLoopBody(() -> {
            for (Map.Entry<RCall, Label[]> e : entries.entrySet()) {
                RCall b = e.getKey();
                Label[] l = e.getValue();
                for (int k = from.get(b) + 1; k < b.argCount(); k++) {
                    mv.visitLabel(l[k]);
                    cc.gen(b.arg(k));
                    mv.visitInsn(POP);
                }
                mv.visitLabel(l[b.argCount()]);
                mv.visitJumpInsn(GOTO, after(parent.get(b)));
            }
        }, iterationEnd, finished, true);
        mv.visitLabel(iterationEnd);
        nextIteration.run();
    }
}

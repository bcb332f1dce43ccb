package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Type;
import flashr.lang.RCall;
import flashr.lang.RSymbol;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * How a typed loop whose body may give up (integer overflow, an index out of bounds) undoes the
 * iteration it gives up: the variables it assigns copied when the iteration begins (and after
 * each escape, where undoing stops), the element writes' old values kept (one slot per write site,
 * each run at most once an iteration; a body with inner loops logs every write in an
 * {@code rt/UndoLog}) and put back last first; the counters of inner loops kept too where an
 * escape stands inside one (the generic rest of that loop goes on from the saved iteration).
 */
final class IterationUndo {
    private static final String UNDO_LOG = "flashr/compiler/rt/UndoLog";

    private final CodeCompiler cc;
    private final LoopPlan plan;
    private final Map<String, Integer> slots;
    private final Map<String, Integer> dirty;
    private final Map<String, Integer> arrays;
    private final Map<RCall, int[]> counters;
    private final Map<String, Integer> savedSlots = new LinkedHashMap<>();
    private final Map<String, Integer> savedDirty = new LinkedHashMap<>();
    /** Per element assignment: locals {written, index, old value}. */
    private final Map<RCall, int[]> old = new IdentityHashMap<>();
    /** The local of the iteration's {@code rt/UndoLog} where element writes are logged (a body with inner loops), else -1. */
    private int log = -1;
    /** Copies of the inner counters' {to, step, counter} where an iteration may be undone to an escape inside an inner loop. */
    private final Map<RCall, int[]> savedCounters = new IdentityHashMap<>();

    /**
     * For the loop of {@code plan}, whose variables live in {@code slots} (dirty flags
     * {@code dirty}), vectors in {@code arrays}, inner counters in {@code counters}
     * ({from, to, step, counter}).
     */
    IterationUndo(CodeCompiler cc, LoopPlan plan, Map<String, Integer> slots, Map<String, Integer> dirty,
            Map<String, Integer> arrays, Map<RCall, int[]> counters) {
        this.cc = cc;
        this.plan = plan;
        this.slots = slots;
        this.dirty = dirty;
        this.arrays = arrays;
        this.counters = counters;
    }

    static String xOf(RCall write) {
        return ((RSymbol) ((RCall) write.arg(0)).arg(0)).name();
    }

    private boolean doubles(RCall write) {
        return plan.elementType(xOf(write)) == Type.D;
    }

    /** Makes (zeroed) the locals of the copies, the old elements and the log, before the loop. */
    void prepare() {
        MethodVisitor mv = cc.mv();
        if (!plan.escapes.isEmpty() && plan.escapesInInnerLoops()) {
            for (RCall f : plan.innerFors) savedCounters.put(f, new int[] {zeroInt(), zeroInt(), zeroInt()});
        }
        for (String name : plan.assigned) {
            boolean d = plan.typeOf(name) == Type.D;
            int s = d ? cc.newWideLocal() : cc.newLocal();
            savedSlots.put(name, s);
            mv.visitInsn(d ? DCONST_0 : ICONST_0);
            mv.visitVarInsn(d ? DSTORE : ISTORE, s);
            savedDirty.put(name, zeroInt());
        }
        if (plan.nested && !plan.writes.isEmpty()) {
            log = cc.newLocal();
            mv.visitTypeInsn(NEW, UNDO_LOG);
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, UNDO_LOG, "<init>", "()V", false);
            mv.visitVarInsn(ASTORE, log);
            return;
        }
        for (RCall w : plan.writes) {
            boolean d = doubles(w);
            int[] u = {zeroInt(), zeroInt(), d ? cc.newWideLocal() : cc.newLocal()};
            old.put(w, u);
            mv.visitInsn(d ? DCONST_0 : ICONST_0);
            mv.visitVarInsn(d ? DSTORE : ISTORE, u[2]);
        }
    }

    private int zeroInt() {
        int k = cc.newLocal();
        cc.mv().visitInsn(ICONST_0);
        cc.mv().visitVarInsn(ISTORE, k);
        return k;
    }

    /** Where undoing stops (an iteration's start, an escape's end): the variables copied, no element write kept yet. */
    void save() {
        MethodVisitor mv = cc.mv();
        copyCounters(true);
        copyVariables(true);
        if (log >= 0) {
            mv.visitVarInsn(ALOAD, log);
            mv.visitMethodInsn(INVOKEVIRTUAL, UNDO_LOG, "clear", "()V", false);
            return;
        }
        for (RCall w : plan.writes) {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, old.get(w)[0]);
        }
    }

    /** Element write {@code write} about to set position {@code index} (a local): its old value kept. */
    void keepOld(RCall write, int index) {
        MethodVisitor mv = cc.mv();
        boolean d = doubles(write);
        int array = arrays.get(xOf(write));
        if (log >= 0) {
            mv.visitVarInsn(ALOAD, log);
            mv.visitVarInsn(ALOAD, array);
            mv.visitVarInsn(ILOAD, index);
            mv.visitMethodInsn(INVOKEVIRTUAL, UNDO_LOG, "record", d ? "([DI)V" : "([II)V", false);
            return;
        }
        int[] u = old.get(write);
        mv.visitInsn(ICONST_1);
        mv.visitVarInsn(ISTORE, u[0]);
        mv.visitVarInsn(ILOAD, index);
        mv.visitVarInsn(ISTORE, u[1]);
        mv.visitVarInsn(ALOAD, array);
        mv.visitVarInsn(ILOAD, index);
        mv.visitInsn(d ? DALOAD : IALOAD);
        mv.visitVarInsn(d ? DSTORE : ISTORE, u[2]);
    }

    /** The iteration given up: its element writes undone, last first (each ran at most once, or all are logged), its variables restored. */
    void undo() {
        MethodVisitor mv = cc.mv();
        copyCounters(false);
        if (log >= 0) {
            mv.visitVarInsn(ALOAD, log);
            mv.visitMethodInsn(INVOKEVIRTUAL, UNDO_LOG, "undo", "()V", false);
        }
        List<RCall> writes = plan.writes;
        for (int k = log >= 0 ? -1 : writes.size() - 1; k >= 0; k--) {
            RCall w = writes.get(k);
            int[] u = old.get(w);
            boolean d = doubles(w);
            Label skip = new Label();
            mv.visitVarInsn(ILOAD, u[0]);
            mv.visitJumpInsn(IFEQ, skip);
            mv.visitVarInsn(ALOAD, arrays.get(xOf(w)));
            mv.visitVarInsn(ILOAD, u[1]);
            mv.visitVarInsn(d ? DLOAD : ILOAD, u[2]);
            mv.visitInsn(d ? DASTORE : IASTORE);
            mv.visitLabel(skip);
        }
        copyVariables(false);
    }

    /** The assigned variables and their dirty flags saved with the iteration ({@code save}) or restored from it. */
    private void copyVariables(boolean save) {
        MethodVisitor mv = cc.mv();
        for (String name : plan.assigned) {
            boolean d = plan.typeOf(name) == Type.D;
            int live = slots.get(name), kept = savedSlots.get(name);
            mv.visitVarInsn(d ? DLOAD : ILOAD, save ? live : kept);
            mv.visitVarInsn(d ? DSTORE : ISTORE, save ? kept : live);
            mv.visitVarInsn(ILOAD, save ? dirty.get(name) : savedDirty.get(name));
            mv.visitVarInsn(ISTORE, save ? savedDirty.get(name) : dirty.get(name));
        }
    }

    /** The inner counters saved with the iteration ({@code save}) or restored from it: where the generic rest of an inner loop goes on from. */
    private void copyCounters(boolean save) {
        for (Map.Entry<RCall, int[]> e : savedCounters.entrySet()) {
            int[] live = counters.get(e.getKey());
            int[] kept = e.getValue();
            for (int k = 0; k < 3; k++) {
                cc.mv().visitVarInsn(ILOAD, save ? live[k + 1] : kept[k]);
                cc.mv().visitVarInsn(ISTORE, save ? kept[k] : live[k + 1]);
            }
        }
    }
}

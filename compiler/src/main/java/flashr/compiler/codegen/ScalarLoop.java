package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.codegen.LoopPlan.Type;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A loop ({@code for (v in a:b)} counted, {@code while}, {@code repeat}) whose condition and body
 * are scalar arithmetic on variables (braces, {@code if}, assignments to variables and to
 * elements {@code x[i] <- v}, {@code + - * / %%}, comparisons, {@code && || !}, parentheses,
 * element reads {@code x[i]}, {@code break}, {@code next}; statements calling anything else are
 * escapes, {@link EscapeCode}) runs with its
 * variables in JVM locals: a counter as an int, every other variable as a double or an int (the
 * type each assignment gives it; for the values it has before the loop, {@link TypeHints}' guess),
 * the vectors whose elements it reads or writes as their Java arrays. Nothing can observe the
 * frame while its typed code runs (no call can reach it, no warning is raised), so the variables are
 * read from the environment when the loop starts and written back when it ends, normally or by an
 * error or interrupt, and around each escape.
 *
 * <p>Guards, checked when the loop starts, fall back to the generic compiled loop: every function
 * the body uses is still base R's, every variable read before it is assigned holds a plain double
 * or integer of its local's type (length one, no attributes, not an unforced promise), every
 * vector is a plain double or integer vector without attributes (and, where the body assigns its
 * elements, bound in the loop's frame and unshared, as {@code [<-} changes it in place). What R
 * would do with a warning or a change of length (integer overflow, an index out of bounds or NA)
 * makes the typed code give up in the middle of an iteration ({@code TypedCall.Fallback}): the
 * iteration is undone (variables restored from the copy taken when it began, element writes
 * undone in reverse order), the variables written back, and the loop goes on generically from that
 * iteration. NA and NaN propagate as in base's arithmetic; a comparison's NA in a condition
 * raises R's error.
 */
final class ScalarLoop {
    private static final String TL = "flashr/compiler/rt/TypedLoop";

    private final CodeCompiler cc;
    private final LoopPlan plan;
    // the plan's findings, under the names the generation uses
    private final RCall loop;
    private final String var;
    private final RValue condition;
    private final RValue body;
    private final Set<String> liveIn;
    private final Set<String> assigned;
    private final Set<String> seen;
    private final Map<String, RCall> functions;
    private final Map<String, RValue> symbols;
    private final Map<String, RValue> vectors;
    private final Set<String> writtenVectors;
    private final List<RCall> writes;
    private final Map<RValue, Type> exprTypes;
    private final boolean fallible;

    // ---- generation ----
    private final Map<String, Integer> slots = new LinkedHashMap<>();
    private final Map<String, Integer> dirty = new LinkedHashMap<>();
    private final Map<String, Integer> arrays = new LinkedHashMap<>();
    private final Map<String, Integer> lengths = new LinkedHashMap<>();
    /** Per matrix: locals {rows, columns}. */
    private final Map<String, int[]> dims = new LinkedHashMap<>();
    private int counter;
    private int toInt;
    private int step;
    /** Where the loop hands iterations over and takes them back ({@link #reenters}), else null. */
    private BackOff backOff;
    private Label nextLabel;
    private Label exitLabel;
    /** Where a fallible body's iterations are saved and undone; null when nothing can give up. */
    private IterationUndo undo;
    private TypedExpr ex;
    /** The loop's escapes (statements run as generic code), or null when it has none. */
    private EscapeCode escapes;
    /** With escapes, in a counted loop: whether the frame's variable lags the counter (an int local), else -1. */
    private int varDirty = -1;
    /** With escapes, in a loop that may give up: 0 in an iteration no escape has run in yet, k after the k-th escape (where undoing stops), else -1. */
    private int checkpoint = -1;
    private Label finishedLabel;
    /** Where the loop {@link #reenters}: 1 once it re-entered typed code after generic iterations or an iteration's generic rest (a failed guard then goes on generically from there). */
    private int reentered = -1;
    /** Per typed inner {@code for}: its locals {from, to, step, counter} ({@link InnerLoop}). */
    private final Map<RCall, int[]> counters = new IdentityHashMap<>();


    private ScalarLoop(CodeCompiler cc, LoopPlan plan) {
        this.cc = cc;
        this.plan = plan;
        loop = plan.loop;
        var = plan.var;
        condition = plan.condition;
        body = plan.body;
        liveIn = plan.liveIn;
        assigned = plan.assigned;
        seen = plan.seen;
        functions = plan.functions;
        symbols = plan.symbols;
        vectors = plan.vectors;
        writtenVectors = plan.writtenVectors;
        writes = plan.writes;
        exprTypes = plan.exprTypes;
        fallible = plan.fallible;
    }

    /**
     * The typed form of {@code loop} ({@code for (var in a:b) body} counted, {@code while (c) body},
     * {@code repeat body}), or null when its code is not plain scalar code ({@link LoopPlan}).
     */
    static ScalarLoop plan(CodeCompiler cc, RCall loop, TypeHints hints) {
        LoopPlan p = LoopPlan.of(loop, hints);
        return p == null ? null : new ScalarLoop(cc, p);
    }

    private Type typeOf(String name) {
        return plan.typeOf(name);
    }

    private Type elementType(String vector) {
        return plan.elementType(vector);
    }

    // ---- generation ----

    /**
     * Whether the loop can hand iterations over to its generic twin in its middle (an iteration
     * given up, a failed check after a call) and take them back ({@link BackOff}).
     */
    boolean reenters() {
        return fallible || !plan.escapes.isEmpty();
    }

    /**
     * The typed loop's locals, zeroed: emitted before any code of the loop, where every path into
     * it (typed or generic) passes, since the twin's code can jump back into typed code
     * ({@link BackOff}) and the JVM checks that every local read there was set on every path.
     */
    void prologue() {
        MethodVisitor mv = cc.mv();
        for (String name : seen) {
            Type t = typeOf(name);
            slots.put(name, t == Type.D ? cc.newWideLocal() : cc.newLocal());
            mv.visitInsn(t == Type.D ? DCONST_0 : ICONST_0);
            mv.visitVarInsn(t == Type.D ? DSTORE : ISTORE, slots.get(name));
        }
        for (String name : assigned) dirty.put(name, flag(0));
        for (RCall f : plan.innerFors) counters.put(f, new int[] {flag(0), flag(0), flag(0), flag(0)});
        if (fallible) {
            undo = new IterationUndo(cc, plan, slots, dirty, arrays, counters);
            undo.prepare();
        }
        counter = flag(0);
        toInt = flag(0);
        step = flag(0);
        if (var != null) slots.put(var, counter);
        if (!plan.escapes.isEmpty()) {
            if (var != null) varDirty = flag(1);
            if (fallible) checkpoint = flag(0);
        }
        if (reenters()) {
            reentered = flag(0);
            backOff = new BackOff(cc);
        }
    }

    /**
     * The typed loop, after {@link #prologue}: jumps to {@code untyped} (nothing done) when a guard
     * fails, to {@code finished} when the loop is over (its variables written back). For a counted
     * loop, {@code range} is the local of its {@code int[] {from, to, step}} (null when the sequence
     * is not an int range), and an iteration given up goes on in the generic loop at
     * {@code genericNext} with a {@code ForLoop} from that iteration in local {@code forLoop}; a
     * {@code while} or {@code repeat} loop given up goes on at {@code untyped}. Where the loop
     * {@link #reenters}, its twin calls {@link #afterGenericIteration} after each iteration.
     */
    void generate(int range, Label untyped, Label finished, int forLoop, Label genericNext) {
        MethodVisitor mv = cc.mv();
        finishedLabel = finished;
        ex = new TypedExpr(cc, exprTypes, slots, arrays, lengths, dims);
        ex.typedCalls = plan.typedCalls;
        if (var != null) {
            mv.visitVarInsn(ALOAD, range);
            mv.visitJumpInsn(IFNULL, untyped);
            for (int k = 0; k < 3; k++) {
                mv.visitVarInsn(ALOAD, range);
                mv.visitLdcInsn(k);
                mv.visitInsn(IALOAD);
                mv.visitVarInsn(ISTORE, k == 0 ? counter : k == 1 ? toInt : step);
            }
        }
        if (!plan.escapes.isEmpty()) escapes = new EscapeCode(cc, plan, counters, finished);
        // where the guards send the loop: generic from its start, or (re-entered) from the iteration about to run
        Label guardFailed = reenters() ? new Label() : untyped;
        Label enter = new Label();
        mv.visitLabel(enter);
        if (backOff != null) backOff.entering(counter);
        enter(guardFailed);
        Label start = new Label();
        Label end = new Label();
        Label gaveUp = new Label();
        Label handler = new Label();
        Label head = new Label();
        nextLabel = new Label();
        exitLabel = new Label();
        mv.visitLabel(start);
        mv.visitLabel(head);
        if (varDirty >= 0) setFlag(varDirty, 1);
        if (checkpoint >= 0) setFlag(checkpoint, 0);
        if (fallible) undo.save();
        if (condition != null) {
            ex.value(condition);
            cc.loadConstant(loop);
            mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truthOf", "(I" + CodeCompiler.D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, exitLabel);
        }
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
        statement(body);
        mv.visitLabel(nextLabel);
        if (var != null) {
            mv.visitVarInsn(ILOAD, counter);
            mv.visitVarInsn(ILOAD, toInt);
            mv.visitJumpInsn(IF_ICMPEQ, exitLabel);
            mv.visitVarInsn(ILOAD, counter);
            mv.visitVarInsn(ILOAD, step);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, counter);
        } else if (backOff != null) {
            mv.visitIincInsn(counter, 1); // typed iterations, for the back-off
        }
        mv.visitJumpInsn(GOTO, head);
        mv.visitLabel(end);
        if (fallible) {
            mv.visitTryCatchBlock(start, end, gaveUp, TypedFunction.TYPED + "$Fallback"); // before the catch-all: matched first
            mv.visitLabel(gaveUp);
            mv.visitInsn(POP);
            undo.undo();
            writeBack();
            for (int k = 1; checkpoint >= 0 && k <= plan.escapes.size(); k++) { // given up after an escape: on from its end
                mv.visitVarInsn(ILOAD, checkpoint);
                mv.visitLdcInsn(k);
                mv.visitJumpInsn(IF_ICMPEQ, escapes.resume(plan.escapes.get(k - 1)));
            }
            toGeneric(untyped, forLoop, genericNext);
        }
        mv.visitLabel(handler);
        int thrown = cc.newLocal();
        mv.visitVarInsn(ASTORE, thrown);
        writeBack();
        mv.visitVarInsn(ALOAD, thrown);
        mv.visitInsn(ATHROW);
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitLabel(exitLabel);
        writeBack();
        mv.visitJumpInsn(GOTO, finished);
        if (!reenters()) return;
        if (escapes != null) escapes.rests(() -> { // typed code again from the next iteration, if any, where the guards hold
            if (var != null) {
                mv.visitVarInsn(ILOAD, counter);
                mv.visitVarInsn(ILOAD, toInt);
                mv.visitJumpInsn(IF_ICMPEQ, finished);
                mv.visitVarInsn(ILOAD, counter);
                mv.visitVarInsn(ILOAD, step);
                mv.visitInsn(IADD);
                mv.visitVarInsn(ISTORE, counter);
            }
            setFlag(reentered, 1);
            mv.visitJumpInsn(GOTO, enter); // a while loop's condition is tested typed
        });
        // the guards failed: the generic loop from the iteration about to run (when the loop starts,
        // the first: a counted loop's ForLoop is the one its start would make, so that no path from
        // the twin back into typed code reaches the code before the loop, whose locals it may lack)
        mv.visitLabel(guardFailed);
        Label atStart = new Label();
        mv.visitVarInsn(ILOAD, reentered);
        mv.visitJumpInsn(IFEQ, atStart);
        backOff.handOver(counter);
        mv.visitLabel(atStart);
        genericFrom(untyped, forLoop, genericNext);
        // the twin's budget spent: typed code again from its next iteration, if any
        mv.visitLabel(backOff.reentry);
        if (var != null) {
            mv.visitVarInsn(ALOAD, forLoop);
            mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.LOOP, "hasNext", "()Z", false);
            mv.visitJumpInsn(IFEQ, genericNext); // the twin finds the sequence done
            mv.visitVarInsn(ALOAD, forLoop);
            mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.LOOP, "upcoming", "()I", false);
            mv.visitVarInsn(ISTORE, counter);
        }
        setFlag(reentered, 1);
        mv.visitJumpInsn(GOTO, enter); // a while loop's condition is tested typed
    }

    /** In the generic twin after each iteration: back to typed code once the back-off's budget is spent. */
    void afterGenericIteration() {
        if (backOff != null) backOff.afterGenericIteration();
    }

    /**
     * The generic loop from the iteration about to run (a for loop's counter handed to a
     * ForLoop), for as many iterations as the back-off allows before typed code is tried again.
     */
    private void toGeneric(Label untyped, int forLoop, Label genericNext) {
        backOff.handOver(counter);
        genericFrom(untyped, forLoop, genericNext);
    }

    /** The generic loop from the iteration about to run: a for loop's counter handed to a ForLoop. */
    private void genericFrom(Label untyped, int forLoop, Label genericNext) {
        MethodVisitor mv = cc.mv();
        if (var != null) {
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(symbols.get(var));
            mv.visitVarInsn(ILOAD, counter);
            mv.visitVarInsn(ILOAD, toInt);
            mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.LOOP, "resume", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "II)L" + CodeCompiler.LOOP + ";", false);
            mv.visitVarInsn(ASTORE, forLoop);
            mv.visitJumpInsn(GOTO, genericNext);
        } else {
            mv.visitJumpInsn(GOTO, untyped); // a while loop's condition, tested generically
        }
    }

    /**
     * The guards and loads before the typed iteration, when the loop starts and when it re-enters
     * typed code after iterations ran generically (the frame is then the truth: nothing
     * is dirty): the functions, the live variables, the vectors.
     */
    private void enter(Label fallback) {
        MethodVisitor mv = cc.mv();
        guardFunctions(fallback);
        for (String name : liveIn) {
            Type t = typeOf(name);
            if (t == Type.D) TypedGuards.plainDouble(cc, mv, symbols.get(name), fallback);
            else TypedGuards.plainInt(cc, mv, symbols.get(name), t == Type.L, fallback);
            mv.visitVarInsn(t == Type.D ? DSTORE : ISTORE, slots.get(name));
        }
        for (Map.Entry<String, RValue> v : vectors.entrySet()) loadVector(v.getKey(), v.getValue(), fallback);
        for (int d : dirty.values()) setFlag(d, 0); // re-entered: a variable the twin assigned is not to be written over
    }

    private int flag(int value) {
        int k = cc.newLocal();
        setFlag(k, value);
        return k;
    }

    private void setFlag(int local, int value) {
        cc.mv().visitLdcInsn(value);
        cc.mv().visitVarInsn(ISTORE, local);
    }

    /** Jumps to {@code fallback} unless the functions the body uses (and {@code [<-} where it assigns elements) are base's. */
    private void guardFunctions(Label fallback) {
        MethodVisitor mv = cc.mv();
        TypedGuards.baseFunctions(cc, functions.values(), fallback);
        TypedGuards.callees(cc, plan.typedCalls, fallback);
        if (!writes.isEmpty()) {
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(writes.get(0).arg(0));
            mv.visitMethodInsn(INVOKESTATIC, TL, "baseElementAssign", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, fallback);
        }
    }

    /**
     * Escape {@code n}: the variables written back (the frame is then the truth: nothing is dirty),
     * the statement run generically, then everything typed code relies on read back and checked;
     * where a check fails, the iteration's rest runs generically ({@link EscapeCode}).
     */
    private void escape(RValue n) {
        MethodVisitor mv = cc.mv();
        Label resume = escapes.resume(n);
        writeBack();
        for (int d : dirty.values()) setFlag(d, 0);
        if (varDirty >= 0) setFlag(varDirty, 0);
        escapes.statement(n);
        guardFunctions(resume);
        if (var != null) {
            cc.loadEnv();
            cc.loadConstant(symbols.get(var));
            mv.visitVarInsn(ILOAD, counter);
            mv.visitMethodInsn(INVOKESTATIC, TL, "isCounter", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "I)Z", false);
            mv.visitJumpInsn(IFEQ, resume);
        }
        for (Map.Entry<String, RValue> v : vectors.entrySet()) loadVector(v.getKey(), v.getValue(), resume);
        for (String name : plan.flow.reload.get(n)) {
            Type t = typeOf(name);
            if (t == Type.D) TypedGuards.plainDouble(cc, mv, symbols.get(name), resume);
            else TypedGuards.plainInt(cc, mv, symbols.get(name), t == Type.L, resume);
            mv.visitVarInsn(t == Type.D ? DSTORE : ISTORE, slots.get(name));
        }
        if (checkpoint >= 0) { // what gives up from here on is undone to here
            setFlag(checkpoint, plan.escapeNumber(n));
            undo.save();
        }
    }

    private void loadVector(String name, RValue symbol, Label untyped) {
        MethodVisitor mv = cc.mv();
        Type type = elementType(name);
        boolean doubles = type == Type.D;
        cc.loadEnv();
        cc.loadConstant(symbol);
        mv.visitInsn(doubles ? ICONST_1 : type == Type.L ? ICONST_2 : ICONST_0); // TypedLoop.DOUBLES, LOGICALS, INTS
        boolean matrix = plan.matrices.contains(name);
        mv.visitInsn(matrix ? ICONST_1 : ICONST_0);
        String how = writtenVectors.contains(name) ? "localVector" : "plainVector";
        mv.visitMethodInsn(INVOKESTATIC, TL, how, "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "IZ)Lflashr/lang/RVector;", false);
        TypedGuards.nullTo(mv, untyped);
        if (matrix) {
            int[] d = dims.containsKey(name) ? dims.get(name) : new int[] {cc.newLocal(), cc.newLocal()};
            for (int k = 0; k < 2; k++) {
                mv.visitInsn(DUP);
                mv.visitMethodInsn(INVOKESTATIC, TL, k == 0 ? "nrow" : "ncol", "(Lflashr/lang/RVector;)I", false);
                mv.visitVarInsn(ISTORE, d[k]);
            }
            dims.put(name, d);
        }
        mv.visitInsn(DUP);
        mv.visitMethodInsn(INVOKEVIRTUAL, "flashr/lang/RVector", "length", "()I", false);
        int len = lengths.containsKey(name) ? lengths.get(name) : cc.newLocal(); // read back after an escape: the same locals
        mv.visitVarInsn(ISTORE, len);
        mv.visitMethodInsn(INVOKESTATIC, TL, doubles ? "doubles" : "ints", "(Lflashr/lang/RVector;)" + (doubles ? "[D" : "[I"), false);
        int arr = arrays.containsKey(name) ? arrays.get(name) : cc.newLocal();
        mv.visitVarInsn(ASTORE, arr);
        arrays.put(name, arr);
        lengths.put(name, len);
    }

    private void writeBack() {
        MethodVisitor mv = cc.mv();
        for (String name : assigned) {
            Type t = typeOf(name);
            boolean d = t == Type.D;
            Label skip = new Label();
            mv.visitVarInsn(ILOAD, dirty.get(name));
            mv.visitJumpInsn(IFEQ, skip);
            cc.loadEnv();
            cc.loadConstant(symbols.get(name));
            mv.visitVarInsn(d ? DLOAD : ILOAD, slots.get(name));
            String define = d ? "defineDouble" : t == Type.L ? "defineLogical" : "defineInt";
            mv.visitMethodInsn(INVOKESTATIC, t == Type.L ? TL : CodeCompiler.RT, define, "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + (d ? "D" : "I") + ")V", false);
            mv.visitLabel(skip);
        }
        if (var == null) return;
        Label skip = new Label();
        if (varDirty >= 0) { // after an escape, the frame holds the counter already (or what the escape made of it)
            mv.visitVarInsn(ILOAD, varDirty);
            mv.visitJumpInsn(IFEQ, skip);
        }
        cc.loadEnv();
        cc.loadConstant(symbols.get(var));
        mv.visitVarInsn(ILOAD, counter);
        mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "defineInt", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "I)V", false);
        mv.visitLabel(skip);
    }

    private void statement(RValue n) {
        MethodVisitor mv = cc.mv();
        if (escapes != null && plan.isEscape(n)) {
            escape(n);
            return;
        }
        RCall c = (RCall) n;
        switch (((RSymbol) c.function()).name()) {
            case "{" -> {
                for (RValue a : c.args()) statement(a);
            }
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                ex.value(c.arg(0));
                cc.loadConstant(c);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truthOf", "(I" + CodeCompiler.D_VALUE + ")Z", false);
                mv.visitJumpInsn(IFEQ, otherwise);
                statement(c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                if (c.argCount() == 3) statement(c.arg(2));
                mv.visitLabel(done);
            }
            case "break" -> mv.visitJumpInsn(GOTO, exitLabel);
            case "next" -> mv.visitJumpInsn(GOTO, nextLabel);
            case "for", "while", "repeat" -> {
                cc.stats().typed++; // an inner loop runs typed inside this one's code (and generic in its twin)
                Label outerNext = nextLabel;
                Label outerExit = exitLabel;
                nextLabel = new Label();
                exitLabel = new Label();
                InnerLoop.generate(cc, ex, c, counters.get(c), slots, dirty, nextLabel, exitLabel, () -> statement(c.arg(c.argCount() - 1)));
                nextLabel = outerNext;
                exitLabel = outerExit;
            }
            default -> {
                if (c.arg(0) instanceof RSymbol s) {
                    ex.value(c.arg(1));
                    mv.visitVarInsn(typeOf(s.name()) == Type.D ? DSTORE : ISTORE, slots.get(s.name()));
                    mv.visitInsn(ICONST_1);
                    mv.visitVarInsn(ISTORE, dirty.get(s.name()));
                } else {
                    elementWrite(c);
                }
            }
        }
    }

    /** {@code x[i] <- v}: the value, then the index checked, the old element kept for undoing, the element set. */
    private void elementWrite(RCall c) {
        MethodVisitor mv = cc.mv();
        RCall target = (RCall) c.arg(0);
        String x = IterationUndo.xOf(c);
        boolean d = elementType(x) == Type.D;
        if (ex.value(c.arg(1)) != Type.D && d) mv.visitMethodInsn(INVOKESTATIC, TL, "toDouble", "(I)D", false); // an integer or logical, NA staying NA
        int v = d ? cc.newWideLocal() : cc.newLocal();
        mv.visitVarInsn(d ? DSTORE : ISTORE, v);
        ex.position(target);
        int k = cc.newLocal();
        mv.visitVarInsn(ISTORE, k);
        undo.keepOld(c, k);
        mv.visitVarInsn(ALOAD, arrays.get(x));
        mv.visitVarInsn(ILOAD, k);
        mv.visitVarInsn(d ? DLOAD : ILOAD, v);
        mv.visitInsn(d ? DASTORE : IASTORE);
    }
}

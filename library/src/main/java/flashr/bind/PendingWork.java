package flashr.bind;

import flashr.engine.Engine;
import flashr.engine.Matrix;
import flashr.engine.exec.PassFailedException;
import flashr.engine.memory.MemoryBudgetExceededException;
import flashr.eval.Interpreter;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RPromise;
import flashr.lang.RValue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The engine work an expression asked for and left pending: {@code system.time(expr)} computes
 * it before its clock stops, since R computes a value when it is made and users time that. The
 * values looked at are the expression's value and the bindings of the environment it ran in and
 * of the global environment (lists searched a few levels deep); of those, the engine values made
 * while it ran (nodes newer than {@link #mark}) that are still virtual are materialized together,
 * in one request (so {@code C <- A %*% B; s <- max(C)} reads A once). A small result (a sink)
 * becomes its R vector, as printing it would make it. A value larger than half the engine's
 * memory budget stays lazy (a virtual random matrix of FlashR's size, which only its uses can
 * compute, pass by pass).
 */
public final class PendingWork {
    /** Lists are searched this deep (a model object holding engine vectors). */
    private static final int DEPTH = 3;

    private PendingWork() {}

    /** The point after which values count as made by the expression. */
    public static int mark() {
        return Engine.lastNodeId();
    }

    /** Computes the engine values made since {@code mark} that are reachable and still virtual. */
    public static void computeSince(Interpreter interp, int mark, REnvironment env, RValue result) {
        if (Engine.lastNodeId() == mark) return;   // the expression made no engine value
        Set<FmMatrix> found = Collections.newSetFromMap(new IdentityHashMap<>());
        collect(result, mark, found, 0);
        collectBindings(env == interp.globalEnv() ? List.of(env) : List.of(env, interp.globalEnv()), mark, found);
        compute(interp, found);
    }

    /**
     * Before a clock is read ({@code proc.time()}, {@code Sys.time()}): the plain R values that
     * the engine holds lazily, made since the last clock read and bound in an active frame or the
     * global environment, are computed first. R computes a value when it is made, so a script
     * timing {@code t <- proc.time(); s <- sum(X); proc.time() - t} must see the sum's work
     * between its two readings, not when {@code s} is printed. FlashR's own objects stay lazy,
     * as in FlashR.
     */
    public static void computeBeforeClock(Interpreter interp) {
        int mark;
        synchronized (CLOCK_MARKS) {
            mark = CLOCK_MARKS.getOrDefault(interp, 0);
            CLOCK_MARKS.put(interp, Engine.lastNodeId());
        }
        if (Engine.lastNodeId() == mark) return;
        List<REnvironment> envs = new ArrayList<>();
        envs.add(interp.globalEnv());
        if (flashr.eval.Calls.sysFrames(interp) instanceof RList frames)
            for (RValue f : frames.data()) if (f instanceof REnvironment e) envs.add(e);
        Set<FmMatrix> found = Collections.newSetFromMap(new IdentityHashMap<>());
        collectBindings(envs, mark, found);
        found.removeIf(FmMatrix::isFlashR);
        compute(interp, found);
    }

    /** Per interpreter, the newest engine node at its last clock read. */
    private static final Map<Interpreter, Integer> CLOCK_MARKS = new java.util.WeakHashMap<>();

    private static void collectBindings(List<REnvironment> envs, int mark, Set<FmMatrix> found) {
        for (REnvironment e : envs) {
            for (String name : e.names()) {
                if (e.isLazy(name)) continue;   // data sets not yet read: nothing of ours
                collect(e.getLocal(name), mark, found, 0);
            }
        }
    }

    private static void compute(Interpreter interp, Set<FmMatrix> found) {
        if (found.isEmpty()) return;
        Map<Engine, List<Matrix>> byEngine = new LinkedHashMap<>();
        for (FmMatrix fm : found) {
            Engine e = fm.matrix().engine();
            if (fm.length() * fm.matrix().type().byteSize() > e.memory().budgetBytes() / 2) continue;
            byEngine.computeIfAbsent(e, k -> new ArrayList<>()).add(fm.matrix());
        }
        try {
            for (Map.Entry<Engine, List<Matrix>> e : byEngine.entrySet()) e.getKey().materialize(e.getValue().toArray(Matrix[]::new));
            for (FmMatrix fm : found) if (!fm.matrix().isVirtual() && fm.length() <= 1L << 20 && fm.matrix().isSink()) fm.materialize();
        } catch (flashr.engine.exec.PassCancelledException e) {
            interp.checkInterrupt();
            throw new RError(e.getMessage());
        } catch (PassFailedException | MemoryBudgetExceededException | IllegalStateException | IllegalArgumentException e) {
            throw new RError(e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    private static void collect(RValue v, int mark, Set<FmMatrix> found, int depth) {
        if (v instanceof RPromise p) v = p.isForced() ? p.value() : null;
        switch (v) {
            case FmMatrix fm when !fm.isPending() && fm.matrix().isVirtual() && fm.matrix().node().id > mark -> found.add(fm);
            case RList l when depth < DEPTH -> { for (RValue x : l.data()) collect(x, mark, found, depth + 1); }
            case null, default -> { }
        }
    }
}

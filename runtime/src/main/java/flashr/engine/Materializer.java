package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.exec.Cancellation;
import flashr.engine.exec.GroupResult;
import flashr.engine.exec.Pass;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.ProgressListener;
import flashr.engine.fn.AggOp;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a materialization request into passes: first (recursively) the dependencies that must be
 * in memory (small operands, sinks used as inputs, bases of row views), then one pass per row
 * count over all requested targets, so targets sharing inputs read them once.
 */
final class Materializer {
    private final Engine engine;

    private volatile Pass.Stats lastStats;
    private final java.util.concurrent.atomic.AtomicLong passes = new java.util.concurrent.atomic.AtomicLong();

    Materializer(Engine engine) { this.engine = engine; }

    Pass.Stats lastStats() { return lastStats; }

    long passCount() { return passes.get(); }

    /** Passes run one at a time per engine (ordered passes wait on each other's workers otherwise). */
    synchronized void materialize(List<Node> targets, Cancellation cancel, ProgressListener progress) {
        List<Node> todo = new ArrayList<>();
        Set<Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node t : targets) if (!t.isMaterialized() && seen.add(t)) todo.add(t);
        if (todo.isEmpty()) return;
        // block matrices: wide targets become one target per 32-column block
        List<Node> expanded = new ArrayList<>();
        Set<Node> added = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        List<Runnable> assemble = new ArrayList<>();
        for (Node t : todo) {
            Node[] parts = BlockSplitter.split(t);
            if (parts == null) { expanded.add(t); continue; }
            // a mirrored piece of a symmetric product appears twice: computed once
            for (Node p : parts) if (added.add(p)) expanded.add(p);
            assemble.add(() -> BlockSplitter.assemble(t, parts, this::smallStore));
        }
        todo = expanded;
        // row-wise ops on block matrices inside the DAGs: block chains evaluated in their place
        Map<Node, Node> subs = RowOpBlocks.rewrite(todo);
        Set<Node> deps = new LinkedHashSet<>();
        Set<Node> walked = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node t : todo) collectDeps(t, true, deps, walked, subs);
        if (!deps.isEmpty()) {
            // targets that need nothing computed first join their dependencies' passes
            List<Node> ready = new ArrayList<>(deps);
            for (Node t : todo) {
                Set<Node> own = new LinkedHashSet<>();
                collectDeps(t, true, own, java.util.Collections.newSetFromMap(new IdentityHashMap<>()), subs);
                if (own.isEmpty()) ready.add(t);
            }
            materialize(ready, cancel, progress);
        }
        Map<Long, List<Node>> byRows = new LinkedHashMap<>();
        for (Node t : todo) {
            if (t.isMaterialized()) continue;   // a target that another target depended on
            long rows = t.isSink() ? t.inputs().get(0).nrow : t.nrow;
            byRows.computeIfAbsent(rows, k -> new ArrayList<>()).add(t);
        }
        for (List<Node> group : byRows.values()) run(group, null, null, subs, cancel, progress);
        for (Runnable a : assemble) a.run();
    }

    private flashr.engine.memory.MemStore smallStore(long nrow, int ncol, flashr.engine.type.ElementType type) {
        return new flashr.engine.memory.MemStore(engine.memory(), nrow, ncol, type, flashr.engine.type.Layout.COL_MAJOR, engine.config().partitionRows());
    }

    /** Implicit materialization of groupby on values (unique, table). */
    synchronized GroupResult groupby(Node in, AggOp op, Cancellation cancel, ProgressListener progress) {
        Map<Node, Node> subs = RowOpBlocks.rewrite(List.of(in));
        Set<Node> deps = new LinkedHashSet<>();
        collectDeps(in, true, deps, java.util.Collections.newSetFromMap(new IdentityHashMap<>()), subs);
        if (!deps.isEmpty()) materialize(new ArrayList<>(deps), cancel, progress);
        return run(List.of(), in, op, subs, cancel, progress);
    }

    private GroupResult run(List<Node> roots, Node groupIn, AggOp groupOp, Map<Node, Node> subs, Cancellation cancel, ProgressListener progress) {
        EngineConfig c = engine.config();
        PassPlan plan = new PassPlan(roots, groupIn, groupOp, c.partitionRows(), c.pcacheBytes(), subs);
        Pass.Result r = new Pass(plan, engine.pool(), c.threads(), c.kernels(), engine.memory(), cancel, progress,
                c.runLength(), c.maxPending()).run();
        lastStats = r.stats();
        passes.incrementAndGet();
        for (int s = 0; s < plan.storeRoots.size(); s++) plan.storeRoots.get(s).setData(r.stores()[s]);
        for (int s = 0; s < plan.sinkRoots.size(); s++) plan.sinkRoots.get(s).setData(r.sinks()[s]);
        return r.groupResult();
    }

    /** Collects what must be materialized before a pass evaluating x (x itself is a pass root when top). */
    private void collectDeps(Node x, boolean top, Set<Node> deps, Set<Node> walked, Map<Node, Node> subs) {
        if (x.isMaterialized()) return;
        if (!top && x.isSink()) { deps.add(x); return; }
        if (!walked.add(x)) return;
        Node y = subs.getOrDefault(x, x);
        for (Node d : y.deps()) if (!d.isMaterialized()) deps.add(d);
        for (Node in : y.inputs()) collectDeps(in, false, deps, walked, subs);
        for (Node in : y.ownRowInputs()) collectDeps(in, false, deps, walked, subs);
    }
}

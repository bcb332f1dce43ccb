package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.exec.Cancellation;
import flashr.engine.exec.GroupResult;
import flashr.engine.exec.KernelFactory;
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
    /** Most sinks remembered for joining passes. */
    private static final int MAX_PENDING = 256;
    /** Whether the request in progress has pending sinks joined to it. */
    private boolean joined;
    private final Set<Node> pending = java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>());

    private volatile Pass.Stats lastStats;
    private final java.util.concurrent.atomic.AtomicLong passes = new java.util.concurrent.atomic.AtomicLong();

    Materializer(Engine engine) { this.engine = engine; }

    Pass.Stats lastStats() { return lastStats; }

    long passCount() { return passes.get(); }

    /** Passes run one at a time per engine (ordered passes wait on each other's workers otherwise). */
    synchronized void materialize(List<Node> targets, Cancellation cancel, ProgressListener progress) {
        joined = false;
        // the warm-up waits while the script's passes run (it would take a core from them)
        boolean script = Warmup.scriptPassBegins();
        try {
            materialize(targets, cancel, progress, true);
        } catch (flashr.engine.exec.PassFailedException e) {
            if (!joined) throw e;
            // a pending sink that joined may be what failed (its sinks are no longer pending): the
            // request alone decides, with a fresh token as the failure cancelled this one
            materialize(targets, engine.newCancellation(), progress, false);
        } finally {
            if (script) Warmup.scriptPassEnded(largest(targets));
        }
    }

    private void materialize(List<Node> targets, Cancellation cancel, ProgressListener progress, boolean join) {
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
            if (t.onFiles() && !t.isSink()) for (Node p : parts) p.setOnFiles(true);
            // a mirrored piece of a symmetric product appears twice: computed once
            for (Node p : parts) if (added.add(p)) expanded.add(p);
            assemble.add(() -> BlockSplitter.assemble(t, parts, this::smallStore));
        }
        todo = expanded;
        if (join) {
            List<Node> extra = joiners(todo);
            joined |= !extra.isEmpty();
            todo.addAll(extra);
        }
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
            materialize(ready, cancel, progress, join);
            // pending sinks that needed the same small operands (an EM step's sums over R, whose
            // DAG reads this step's parameters) need nothing now: they join the last pass too
            if (join) {
                List<Node> extra = joiners(todo);
                joined |= !extra.isEmpty();
                todo.addAll(extra);
            }
        }
        Map<Long, List<Node>> byRows = new LinkedHashMap<>();
        for (Node t : todo) {
            if (t.isMaterialized()) continue;   // a target that another target depended on
            long rows = rowsOf(t);
            byRows.computeIfAbsent(rows, k -> new ArrayList<>()).add(t);
        }
        for (List<Node> group : byRows.values()) run(group, null, null, subs, cancel, progress);
        for (Runnable a : assemble) a.run();
    }

    /**
     * The EXPLAIN of the kernels that would compute targets, one per pass over a row count, without
     * running anything: when some must be computed first (small operands, sinks used as inputs,
     * block matrices split per block), says so instead, as their values decide the last pass.
     */
    synchronized String kernelPlan(List<Node> targets) {
        List<Node> todo = new ArrayList<>();
        Set<Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node t : targets) if (!t.isMaterialized() && seen.add(t)) todo.add(t);
        if (todo.isEmpty()) return "computed: no pass\n";
        for (Node t : todo) if (BlockSplitter.split(t) != null) return "#" + t.id + " is a block matrix: one pass per 32-column block, kernels chosen then\n";
        Map<Node, Node> subs = RowOpBlocks.rewrite(todo);
        Set<Node> deps = new LinkedHashSet<>();
        Set<Node> walked = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node t : todo) collectDeps(t, true, deps, walked, subs);
        if (!deps.isEmpty()) {
            StringBuilder sb = new StringBuilder("first computes");
            for (Node d : deps) sb.append(" #").append(d.id);
            return sb.append("; the kernels of the last pass are chosen then\n").toString();
        }
        Map<Long, List<Node>> byRows = new LinkedHashMap<>();
        for (Node t : todo) byRows.computeIfAbsent(rowsOf(t), k -> new ArrayList<>()).add(t);
        StringBuilder sb = new StringBuilder();
        EngineConfig c = engine.config();
        for (List<Node> group : byRows.values()) {
            PassPlan plan = new PassPlan(group, null, null, c.partitionRows(), c.pcacheBytes(), subs);
            sb.append(kernels(c, plan).describe(plan));
        }
        return sb.toString();
    }

    /** Sinks made and not yet computed, held weakly: candidates for joining a pass (see {@link #joiners}). */
    void remember(Node sink) {
        synchronized (pending) {
            // joining is an optimization: a script that makes many sinks it never computes must
            // not make every pass scan them all
            if (pending.size() >= MAX_PENDING) pending.clear();
            pending.add(sink);
        }
    }

    void forgetSince(int sinceId) {
        synchronized (pending) { pending.removeIf(s -> s.id > sinceId); }
    }

    /**
     * As the design says, computation evaluates all operations of a DAG: pending sinks that read
     * a tall matrix of this request's DAGs join its pass, when they need nothing computed first
     * and are not split into blocks. So {@code size <- tabulate(cl); rowsum(X, cl)} reads once.
     */
    private List<Node> joiners(List<Node> todo) {
        List<Node> candidates;
        synchronized (pending) {
            pending.removeIf(Node::isMaterialized);
            candidates = new ArrayList<>(pending);
        }
        Set<Node> requested = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        requested.addAll(todo);
        candidates.removeIf(s -> requested.contains(s) || s.isMaterialized());
        if (candidates.isEmpty()) return List.of();
        Set<Node> tall = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node t : todo) reach(t, tall);
        // a sink shares a tall matrix only with a request reading one of its row count: the cheap
        // tests first, as most pending sinks read other matrices (earlier iterations' results)
        Set<Long> tallRows = new java.util.HashSet<>();
        for (Node x : tall) tallRows.add(x.nrow);
        List<Node> join = new ArrayList<>();
        for (Node s : candidates) {
            long rows = s.inputs().get(0).nrow;
            if (rows <= 1 || !tallRows.contains(rows)) continue;
            if (!sharesTall(s, rows, tall) || BlockSplitter.split(s) != null || !RowOpBlocks.rewrite(List.of(s)).isEmpty()) continue;
            Set<Node> own = new LinkedHashSet<>();
            collectDeps(s, true, own, java.util.Collections.newSetFromMap(new IdentityHashMap<>()), Map.of());
            if (own.isEmpty()) join.add(s);
        }
        return join;
    }

    /** The nodes x reads row by row (itself included). */
    private static void reach(Node x, Set<Node> seen) {
        if (!seen.add(x)) return;
        for (Node in : x.inputs()) reach(in, seen);
        for (Node in : x.ownRowInputs()) reach(in, seen);
    }

    private static boolean sharesTall(Node s, long rows, Set<Node> tall) {
        Set<Node> mine = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        reach(s, mine);
        for (Node n : mine) if (n != s && n.nrow == rows && tall.contains(n)) return true;
        return false;
    }

    private flashr.engine.memory.MemStore smallStore(long nrow, int ncol, flashr.engine.type.ElementType type) {
        return new flashr.engine.memory.MemStore(engine.memory(), nrow, ncol, type, flashr.engine.type.Layout.COL_MAJOR, engine.config().partitionRows());
    }

    /** Implicit materialization of groupby on values (unique, table). */
    synchronized GroupResult groupby(Node in, AggOp op, Cancellation cancel, ProgressListener progress) {
        boolean script = Warmup.scriptPassBegins();
        try {
            Map<Node, Node> subs = RowOpBlocks.rewrite(List.of(in));
            Set<Node> deps = new LinkedHashSet<>();
            collectDeps(in, true, deps, java.util.Collections.newSetFromMap(new IdentityHashMap<>()), subs);
            if (!deps.isEmpty()) materialize(new ArrayList<>(deps), cancel, progress);
            return run(List.of(), in, op, subs, cancel, progress);
        } finally {
            if (script) Warmup.scriptPassEnded(rowsOf(in));
        }
    }

    private GroupResult run(List<Node> roots, Node groupIn, AggOp groupOp, Map<Node, Node> subs, Cancellation cancel, ProgressListener progress) {
        EngineConfig c = engine.config();
        RecomputedNodes.mark(roots, groupIn, roots.isEmpty() ? groupIn.nrow : rowsOf(roots.get(0)), engine.memory());
        PassPlan plan = new PassPlan(roots, groupIn, groupOp, c.partitionRows(), c.pcacheBytes(), subs);
        Pass.Result r;
        try {
            r = new Pass(plan, engine.pool(), c.threads(), kernels(c, plan), engine.memory(), cancel, progress,
                    c.runLength(), c.maxPending(), engine::tallStore, c.storage().ioDepth()).callerWorks(c.callerWorks()).run();
        } catch (flashr.engine.exec.PassFailedException e) {
            synchronized (pending) { plan.sinkRoots.forEach(pending::remove); }
            throw e;
        }
        lastStats = r.stats();
        passes.incrementAndGet();
        for (int s = 0; s < plan.storeRoots.size(); s++) plan.storeRoots.get(s).setData(r.stores()[s]);
        for (int s = 0; s < plan.sinkRoots.size(); s++) plan.sinkRoots.get(s).setData(r.sinks()[s]);
        return r.groupResult();
    }

    private static KernelFactory kernels(EngineConfig c, PassPlan plan) {
        return c.oneStepInterpreted() ? KernelFactory.forPlan(c.kernels(), plan) : c.kernels();
    }

    /** The most rows a pass for these targets reads. */
    private static long largest(List<Node> targets) {
        long rows = 0;
        for (Node t : targets) rows = Math.max(rows, rowsOf(t));
        return rows;
    }

    private static long rowsOf(Node root) {
        return root.isSink() ? root.inputs().get(0).nrow : root.nrow;
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

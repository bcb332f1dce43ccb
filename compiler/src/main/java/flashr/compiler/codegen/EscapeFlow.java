package flashr.compiler.codegen;

import flashr.compiler.codegen.LoopPlan.Site;
import flashr.lang.RValue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@link LoopPlan}'s walk through an iteration knows about its escapes (statements run as
 * generic code): where each stands, and which variables must be read back from the frame after
 * each, because typed code reads them before assigning them again, later in the iteration or, for
 * the loop's live variables, in the next one. Along the walk it keeps, per escape that may have
 * run on some path to the code being analysed, the variables typed code surely assigned since;
 * branches are walked from a {@link #save saved} state and {@link #join joined}.
 */
final class EscapeFlow {
    /** Per escape: the blocks around it, outermost first (empty where it is the body or an if-branch of no block). */
    final Map<RValue, List<Site>> sites = new IdentityHashMap<>();
    /** Per escape: the variables read back from the frame after it. */
    final Map<RValue, Set<String>> reload = new IdentityHashMap<>();
    private State now = new State(new IdentityHashMap<>(), false);
    /** The state where an iteration ends (the body's end, {@code next}). */
    private final List<Map<RValue, Set<String>>> ends = new ArrayList<>();

    /**
     * {@code reach}: per escape that may have run, the variables assigned since; {@code escaped}:
     * whether an escape ran on every path (a read then comes from its read-back, not from the loop's start).
     */
    record State(Map<RValue, Set<String>> reach, boolean escaped) {}

    /**
     * An inner loop being walked: the variables surely assigned before it, those its iterations
     * may read before assigning them (a later iteration reads them after an escape of an earlier
     * one), and the escapes inside it.
     */
    private record Inner(Set<String> definedBefore, Set<String> exposed, List<RValue> escapes) {}

    /** The inner loops around the code being walked, innermost first. */
    private final Deque<Inner> inners = new ArrayDeque<>();

    void clear() {
        sites.clear();
        reload.clear();
        ends.clear();
        inners.clear();
        now = new State(new IdentityHashMap<>(), false);
    }

    /** Escape {@code n} inside the blocks {@code path} (innermost first): what typed code assigned before it is in the frame. */
    void escape(RValue n, Deque<Site> path) {
        List<Site> where = new ArrayList<>(path);
        Collections.reverse(where);
        sites.put(n, where);
        reload.putIfAbsent(n, new LinkedHashSet<>());
        Map<RValue, Set<String>> reach = new IdentityHashMap<>();
        reach.put(n, new HashSet<>());
        now = new State(reach, true);
        for (Inner r : inners) r.escapes().add(n);
    }

    boolean escapedOnEveryPath() {
        return now.escaped();
    }

    /**
     * A read of {@code name} where {@code defined} are surely assigned: read back after each escape
     * since which it was not assigned; exposed to the inner loops around it unless the iteration of
     * the loop assigned it first.
     */
    void read(String name, Set<String> defined) {
        for (Map.Entry<RValue, Set<String>> e : now.reach().entrySet()) {
            if (!e.getValue().contains(name)) reload.get(e.getKey()).add(name);
        }
        for (Inner r : inners) if (!defined.contains(name) || r.definedBefore().contains(name)) r.exposed().add(name);
    }

    /** The walk enters an inner loop, {@code definedBefore} surely assigned before it. */
    void enterLoop(Set<String> definedBefore) {
        inners.push(new Inner(new HashSet<>(definedBefore), new HashSet<>(), new ArrayList<>()));
    }

    boolean inInnerLoop() {
        return !inners.isEmpty();
    }

    /**
     * The walk leaves the inner loop entered at state {@code before} (with the {@code for}'s
     * {@code counter}, else null). An escape inside it is read
     * back with what any of its iterations may read before assigning it; after the loop, each may
     * have run (on a path where nothing is surely assigned since: the loop may end, or break, right
     * after one), though not on every path, and the {@code for}'s counter is assigned.
     */
    void leaveLoop(State before, String counter) {
        Inner inner = inners.pop();
        restore(before);
        if (counter != null) assigned(counter);
        for (RValue e : inner.escapes()) reload.get(e).addAll(inner.exposed());
        for (RValue e : inner.escapes()) now.reach().put(e, new HashSet<>());
    }

    void assigned(String name) {
        for (Set<String> since : now.reach().values()) since.add(name);
    }

    /** The iteration ends here (the body's end, {@code next}). */
    void iterationEnd() {
        ends.add(copy(now.reach()));
    }

    /** After the walk: the loop's live variables are read in the next iteration, so read back after the escapes that may precede its end. */
    void finish(Set<String> liveIn) {
        for (Map<RValue, Set<String>> end : ends) {
            for (Map.Entry<RValue, Set<String>> e : end.entrySet()) {
                for (String v : liveIn) if (!e.getValue().contains(v)) reload.get(e.getKey()).add(v);
            }
        }
    }

    /** A copy of the current state, for a branch or an inner loop to start from. */
    State save() {
        return new State(copy(now.reach()), now.escaped());
    }

    void restore(State s) {
        now = new State(copy(s.reach()), s.escaped());
    }

    /** Where a branch that ended in {@code other} meets the current one: an escape of both keeps what both assigned since it. */
    void join(State other) {
        Map<RValue, Set<String>> m = copy(other.reach());
        for (Map.Entry<RValue, Set<String>> e : now.reach().entrySet()) {
            Set<String> x = m.get(e.getKey());
            if (x == null) m.put(e.getKey(), new HashSet<>(e.getValue()));
            else x.retainAll(e.getValue());
        }
        now = new State(m, now.escaped() && other.escaped());
    }

    private static Map<RValue, Set<String>> copy(Map<RValue, Set<String>> m) {
        Map<RValue, Set<String>> c = new IdentityHashMap<>();
        for (Map.Entry<RValue, Set<String>> e : m.entrySet()) c.put(e.getKey(), new HashSet<>(e.getValue()));
        return c;
    }
}

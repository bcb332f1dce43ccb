package flashr.engine.numa;

/**
 * Which node an engine's worker threads belong to: worker w (from 0) to node w mod nodes, so the
 * workers spread evenly; a worker of a real multi-node topology is pinned to its node's CPUs when
 * it starts, so that the memory it touches first (the chunks of the partitions it computes) is
 * placed on its node by the kernel's first-touch policy. Threads that are not workers (the
 * script's thread, I/O threads) belong to no node ({@link #current} is -1).
 */
public final class WorkerNodes {
    private static final ThreadLocal<Integer> NODE = new ThreadLocal<>();

    private WorkerNodes() { }

    /** The node of the calling worker, or -1. */
    public static int current() {
        Integer n = NODE.get();
        return n == null ? -1 : n;
    }

    /**
     * Makes the calling thread worker w of an engine on topology t: binds it to its node (a no-op
     * on one node) and pins it to that node's CPUs unless the topology is simulated. Returns the
     * node.
     */
    public static int bind(NumaTopology t, int w) {
        if (t.nodes() <= 1) return 0;
        int node = Math.floorMod(w, t.nodes());
        NODE.set(node);
        if (!t.simulated()) Affinity.pin(t.cpus(node));
        return node;
    }
}

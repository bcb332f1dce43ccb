package flashr.engine.numa;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The machine's NUMA nodes and the CPUs of each, read from {@code /sys/devices/system/node}
 * (one folder {@code nodeN} per node, its CPUs in {@code cpulist}, e.g. "0-3,8-11"). Without that
 * folder (another system, a container that hides it) the machine is one node of all CPUs.
 * {@code -Dflashr.numa.nodes=N} pretends N nodes (the CPUs dealt out in turn; tests of the
 * placement on a one-node machine), {@code -Dflashr.numa=off} makes it one node. A simulated
 * topology is never pinned to (its nodes are not real).
 */
public record NumaTopology(List<int[]> cpusOfNode, boolean simulated) {
    private static volatile NumaTopology current;

    public NumaTopology {
        if (cpusOfNode.isEmpty()) throw new IllegalArgumentException("at least one node");
        cpusOfNode = List.copyOf(cpusOfNode);
    }

    public int nodes() { return cpusOfNode.size(); }

    public int[] cpus(int node) { return cpusOfNode.get(node).clone(); }

    /** The topology the engines use: detected once, or as the system properties say. */
    public static NumaTopology current() {
        NumaTopology t = current;
        if (t != null) return t;
        synchronized (NumaTopology.class) {
            if (current == null) current = fromSettings(Path.of("/sys/devices/system/node"));
            return current;
        }
    }

    /** Replaces the topology for engines made from now on (tests); null detects it again. */
    public static synchronized void override(NumaTopology t) { current = t; }

    static NumaTopology fromSettings(Path sys) {
        if ("off".equals(System.getProperty("flashr.numa"))) return oneNode();
        Integer n = Integer.getInteger("flashr.numa.nodes");
        if (n != null && n > 0) return simulated(n);
        return detect(sys);
    }

    /** The nodes under sys (a {@code /sys/devices/system/node} folder); one node when unreadable. */
    public static NumaTopology detect(Path sys) {
        TreeMap<Integer, int[]> nodes = new TreeMap<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(sys, "node[0-9]*")) {
            for (Path d : ds) {
                Path list = d.resolve("cpulist");
                if (!Files.isReadable(list)) continue;
                int[] cpus = parseCpuList(Files.readString(list));
                // a node of memory alone (no CPUs) runs no workers
                if (cpus.length > 0) nodes.put(Integer.parseInt(d.getFileName().toString().substring(4)), cpus);
            }
        } catch (IOException | RuntimeException e) {
            return oneNode();
        }
        if (nodes.isEmpty()) return oneNode();
        return new NumaTopology(new ArrayList<>(nodes.values()), false);
    }

    /** One node of the CPUs this process may run on (0 to availableProcessors - 1). */
    public static NumaTopology oneNode() {
        return new NumaTopology(List.of(range(Runtime.getRuntime().availableProcessors())), false);
    }

    /** n pretended nodes, the CPUs dealt out in turn (a node may get none on a small machine: it then shares CPU 0's). */
    public static NumaTopology simulated(int n) {
        int cpus = Runtime.getRuntime().availableProcessors();
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            List<Integer> mine = new ArrayList<>();
            for (int c = k; c < cpus; c += n) mine.add(c);
            if (mine.isEmpty()) mine.add(k % cpus);
            out.add(mine.stream().mapToInt(Integer::intValue).toArray());
        }
        return new NumaTopology(out, true);
    }

    /** The CPUs of a sysfs list: "0-3,8,10-11" (blanks and a trailing newline allowed). */
    public static int[] parseCpuList(String s) {
        List<Integer> out = new ArrayList<>();
        for (String part : s.trim().split(",")) {
            part = part.trim();
            if (part.isEmpty()) continue;
            int dash = part.indexOf('-');
            int a = Integer.parseInt(dash < 0 ? part : part.substring(0, dash).trim());
            int b = dash < 0 ? a : Integer.parseInt(part.substring(dash + 1).trim());
            if (b < a || a < 0) throw new IllegalArgumentException("bad CPU range: " + part);
            for (int c = a; c <= b; c++) out.add(c);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] range(int n) {
        int[] r = new int[Math.max(1, n)];
        for (int k = 0; k < r.length; k++) r[k] = k;
        return r;
    }
}

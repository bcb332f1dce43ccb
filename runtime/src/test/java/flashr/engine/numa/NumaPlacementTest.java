package flashr.engine.numa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The topology as sysfs describes it, and the dispatch of runs of partitions by node. */
class NumaPlacementTest {
    @TempDir Path tmp;

    @Test void cpuListsParseAsTheKernelWritesThem() {
        assertArrayEquals(new int[] {0, 1, 2, 3, 8, 10, 11}, NumaTopology.parseCpuList("0-3,8,10-11\n"));
        assertArrayEquals(new int[] {5}, NumaTopology.parseCpuList("5"));
        assertArrayEquals(new int[0], NumaTopology.parseCpuList("\n"));
        assertThrows(IllegalArgumentException.class, () -> NumaTopology.parseCpuList("3-1"));
    }

    @Test void nodesAreReadFromSysfsAndAMissingFolderIsOneNode() throws IOException {
        Path sys = tmp.resolve("node");
        Files.createDirectories(sys.resolve("node1"));
        Files.writeString(sys.resolve("node1").resolve("cpulist"), "2-3\n");
        Files.createDirectories(sys.resolve("node0"));
        Files.writeString(sys.resolve("node0").resolve("cpulist"), "0-1\n");
        Files.createDirectories(sys.resolve("node2"));
        Files.writeString(sys.resolve("node2").resolve("cpulist"), "\n");   // memory only
        Files.createDirectories(sys.resolve("power"));
        NumaTopology t = NumaTopology.detect(sys);
        assertEquals(2, t.nodes());
        assertArrayEquals(new int[] {0, 1}, t.cpus(0));
        assertArrayEquals(new int[] {2, 3}, t.cpus(1));
        assertFalse(t.simulated());
        assertEquals(1, NumaTopology.detect(tmp.resolve("absent")).nodes());
        // this machine: as many nodes as sysfs lists with CPUs (one here), never none
        NumaTopology here = NumaTopology.detect(Path.of("/sys/devices/system/node"));
        assertTrue(here.nodes() >= 1);
    }

    @Test void aSimulatedTopologyDealsOutTheCpus() {
        NumaTopology t = NumaTopology.simulated(2);
        assertEquals(2, t.nodes());
        assertTrue(t.simulated());
        int cpus = Runtime.getRuntime().availableProcessors();
        if (cpus >= 2) assertEquals(cpus, t.cpus(0).length + t.cpus(1).length);
        // a simulated node is bound but never pinned
        int[] before = Affinity.current();
        assertEquals(1, WorkerNodes.bind(t, 3));
        assertEquals(1, WorkerNodes.current());
        if (before != null) assertArrayEquals(before, Affinity.current());
    }

    @Test void oneNodeBindsNothing() {
        assertEquals(0, WorkerNodes.bind(NumaTopology.oneNode(), 5));
    }

    @Test void aThreadCanBePinnedToTheCpusItRunsOn() throws Exception {
        if (!Affinity.available()) return;
        int[][] seen = new int[2][];
        boolean[] ok = new boolean[1];
        Thread th = new Thread(() -> {
            seen[0] = Affinity.current();
            ok[0] = seen[0] != null && Affinity.pin(new int[] {seen[0][0]});
            seen[1] = Affinity.current();
        });
        th.start();
        th.join();
        assertNotNull(seen[0]);
        assertTrue(ok[0]);
        assertArrayEquals(new int[] {seen[0][0]}, seen[1], "pinned to one CPU");
        assertFalse(Affinity.pin(new int[] {1 << 20}), "a CPU beyond the mask is refused, not pinned");
    }

    @Test void runsGoToTheirNodeFirstAndAreStolenOnlyWhenANodeIsDone() {
        // 103 partitions in runs of 4: 26 runs, 13 per node
        NodeRuns r = new NodeRuns(103, 4, 2);
        List<long[]> mine = new ArrayList<>();
        long[] run;
        while ((run = r.nextRun(0)) != null && r.nodeOfPartition(run[0]) == 0) mine.add(run);
        assertEquals(13, mine.size(), "node 0's runs first");
        for (long[] x : mine) assertEquals(0, r.nodeOfPartition(x[0]));
        assertNotNull(run, "then node 1's runs, stolen");
        assertEquals(1, r.nodeOfPartition(run[0]));
        int stolen = 1;
        while (r.nextRun(0) != null) stolen++;
        assertEquals(13, stolen);
        assertEquals(null, r.nextRun(1));
        assertEquals(0, r.nodeOfPartition(3));
        assertEquals(1, r.nodeOfPartition(4));
        assertEquals(0, r.nodeOfPartition(8));
    }

    /** Only that each partition goes out once: which worker gets which run depends on the scheduler
     *  (under load one thread may take every run before the others run), so own-node preference is
     *  asserted single-threaded above. */
    @Test void everyPartitionIsHandedOutOnceByConcurrentWorkersOfSeveralNodes() throws Exception {
        for (int nodes : new int[] {2, 3}) {
            for (long total : new long[] {0, 1, 7, 10_007}) {
                NodeRuns r = new NodeRuns(total, 8, nodes);
                AtomicIntegerArray seen = new AtomicIntegerArray((int) Math.max(1, total));
                List<Thread> ts = new ArrayList<>();
                for (int w = 0; w < 5; w++) {
                    int node = w == 4 ? -1 : w % nodes;   // one caller of no node
                    Thread th = new Thread(() -> {
                        long[] run;
                        while ((run = r.nextRun(node)) != null) {
                            assertTrue(run[1] >= 1 && run[1] <= 8);
                            for (long p = run[0]; p < run[0] + run[1]; p++) seen.incrementAndGet((int) p);
                        }
                    });
                    ts.add(th);
                    th.start();
                }
                for (Thread th : ts) th.join();
                for (int p = 0; p < total; p++) assertEquals(1, seen.get(p), "partition " + p + " of " + total + " on " + nodes + " nodes");
            }
        }
    }
}

package flashr.engine.memory;

import flashr.engine.Engine;
import flashr.engine.EngineConfig;
import flashr.engine.Matrix;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.numa.NumaTopology;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A chunk pool per NUMA node: a store's piece holding partitions of node n comes from node n's
 * idle chunks (or fresh memory), never another node's, and returns there; one node keeps one list.
 */
class NodeChunkPoolTest {
    private static final long CHUNK = 1 << 16;

    /** A store of 8 one-chunk partitions (64 KB each: 8192 rows of a double column). */
    private static MemStore store(ChunkPool pool, long partitions) {
        return new MemStore(pool, partitions * 8192, 1, ElementType.DOUBLE, Layout.COL_MAJOR, 8192);
    }

    private static Set<Long> addresses(MemStore s, ChunkPool pool) {
        Set<Long> a = new HashSet<>();
        for (long p = 0; p < s.numPartitions(); p++) a.add(s.lease(p).segment().address());
        return a;
    }

    @Test void piecesComeFromAndReturnToTheirNodesPool() {
        ChunkPool pool = new ChunkPool(CHUNK, 64L << 20);
        pool.placeByNode(2, 2);   // partitions 0-1 node 0, 2-3 node 1, 4-5 node 0, ...
        assertEquals(0, pool.nodeOfPartition(1));
        assertEquals(1, pool.nodeOfPartition(2));
        assertEquals(0, pool.nodeOfPartition(5));
        MemStore a = store(pool, 8);
        Set<Long> node0 = new HashSet<>(), node1 = new HashSet<>();
        for (long p = 0; p < 8; p++) (pool.nodeOfPartition(p) == 0 ? node0 : node1).add(a.lease(p).segment().address());
        a.free();
        assertEquals(4, pool.idleChunks(0));
        assertEquals(4, pool.idleChunks(1));
        assertEquals(0, pool.idleChunks(-1));
        // two partitions, both of node 0: node 0's chunks, node 1's stay idle
        MemStore b = store(pool, 2);
        assertTrue(node0.containsAll(addresses(b, pool)), "node 0's own chunks");
        assertEquals(2, pool.idleChunks(0));
        assertEquals(4, pool.idleChunks(1));
        // four partitions: two of node 0 (its last idle ones), two of node 1
        MemStore c = store(pool, 4);
        assertEquals(0, pool.idleChunks(0));
        assertEquals(2, pool.idleChunks(1));
        assertTrue(node0.contains(c.lease(0).segment().address()) && node1.contains(c.lease(2).segment().address()));
        // node 0 has none idle: fresh memory, not node 1's
        MemStore d = store(pool, 2);
        assertEquals(2, pool.idleChunks(1), "node 1's idle chunks are not taken for node 0");
        for (long adr : addresses(d, pool)) assertFalse(node1.contains(adr));
        for (MemStore s : List.of(b, c, d)) s.free();
        assertEquals(6, pool.idleChunks(0));
        assertEquals(4, pool.idleChunks(1));
        pool.trim();
        assertEquals(0, pool.idleChunks());
    }

    @Test void oneNodeKeepsOneList() {
        ChunkPool pool = new ChunkPool(CHUNK, 64L << 20);
        pool.placeByNode(1, 2);
        assertEquals(-1, pool.nodeOfPartition(3));
        MemStore a = store(pool, 6);
        Set<Long> all = addresses(a, pool);
        a.free();
        assertEquals(6, pool.idleChunks(-1));
        MemStore b = store(pool, 6);
        assertEquals(all, addresses(b, pool), "every chunk reused");
        b.free();
    }

    @Test void idleChunksOfAnyNodeGiveWayToTheBudget() {
        ChunkPool pool = new ChunkPool(CHUNK, 8 * CHUNK);
        pool.placeByNode(2, 4);   // partitions 0-3 node 0, 4-7 node 1
        store(pool, 8).free();
        assertEquals(4, pool.idleChunks(0));
        assertEquals(4, pool.idleChunks(1));
        MemStore a = store(pool, 4);   // node 0's idle chunks
        assertEquals(0, pool.idleChunks(0));
        // 4 more for node 0 under a budget of 8: node 1's idle chunks are freed to make room
        MemStore b = store(pool, 4);
        assertEquals(0, pool.idleChunks(1));
        assertEquals(8 * CHUNK, pool.bytesInUse());
        a.free();
        b.free();
    }

    /** Passes on two pretended nodes with the per-node pools give the results of one node. */
    @Test void passesOnTwoPretendedNodesMatchOneNode() {
        double[][] got = new double[2][];
        for (int nodes : new int[] {1, 2}) {
            NumaTopology.override(NumaTopology.simulated(nodes));
            try (Engine e = new Engine(EngineConfig.builder().threads(2).partitionRows(1024).chunkBytes(1 << 14).runLength(2).build())) {
                assertEquals(nodes == 2 ? 1 : -1, e.memory().nodeOfPartition(2));
                double[] out = new double[0];
                for (int it = 0; it < 5; it++) {   // stores freed and made again: chunks recycled by node
                    Matrix x = e.mapply(e.runif(50_000, 3, -1, 1, 11 + it), 2.0, BinaryOp.MUL);
                    e.materialize(x);
                    double[] cs = e.aggCol(e.mapply(x, x, BinaryOp.MUL), AggOp.SUM).toDoubleArray();
                    out = java.util.stream.DoubleStream.concat(java.util.Arrays.stream(out), java.util.Arrays.stream(cs)).toArray();
                }
                got[nodes - 1] = out;
            } finally {
                NumaTopology.override(null);
            }
        }
        // sums merge in another order when runs are handed out by node: the last bits may differ
        assertEquals(got[0].length, got[1].length);
        for (int k = 0; k < got[0].length; k++) assertEquals(got[0][k], got[1][k], 1e-12 * Math.abs(got[0][k]), "value " + k);
    }
}

package flashr.engine;

import flashr.engine.dag.Node;
import flashr.engine.exec.Kernel;
import flashr.engine.exec.KernelFactory;
import flashr.engine.exec.PassPlan;
import flashr.engine.exec.PassState;
import flashr.engine.fn.BinaryOp;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;
import flashr.engine.type.Layout;
import flashr.engine.type.NA;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * R's cumsum of doubles when an ordered pass takes a partition's turn without its rows
 * ({@link Kernel#takeTurn}: the running values moved past the partition from its exact local
 * sums) and writes the rows later, while later turns run: bit for bit the heap's long double
 * sums, against {@link Ref}, whatever order the rows are written in; and where the data does not
 * allow it (NA, NaN, Inf, sums that round), the turn is taken whole.
 */
class SplitTurnsTest {
    /**
     * Deterministic: every partition prepared ahead by its own kernel, the turns taken in order,
     * the rows of the early turns written afterwards in reverse order; 3 columns, partitions of 8
     * rows and an odd tail; sums past 2^53 (outputs rounded, the running value exact).
     */
    @Test void rowsWrittenAfterLaterTurnsAreTheSequentialSums() {
        Random rnd = new Random(2026);
        int n = 8 * 4 + 3, nc = 3;
        double[] x = new double[n * nc];
        for (int k = 0; k < x.length; k++) x[k] = (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1;
        for (int r = 0; r < n; r++) x[2 * n + r] = (double) (rnd.nextLong() >> 8);   // whole numbers past 2^53
        boolean[] early = run(x, n, nc, 8);
        for (int p = 0; p < early.length; p++) assertTrue(early[p], "partition " + p + " taken without its rows");
    }

    /**
     * The same with an NA, a NaN or an Inf placed at partition edges of one column: the partition
     * it is in takes its turn whole (and, once the sum is stuck on NaN, those after); with a 0.1
     * (no multiple of runif's 2^-31: the partitions after it round) the split follows the data;
     * the rows are the heap's either way.
     */
    @Test void turnsWithNaNOrRoundingAreTakenWhole() {
        Random rnd = new Random(2027);
        int n = 8 * 6 + 5, nc = 2;
        for (double bad : new double[] {NA.REAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.1}) {
            for (int at : new int[] {0, 7, 8, 23, 24, 47, 48, n - 1}) {
                double[] x = new double[n * nc];
                for (int k = 0; k < x.length; k++) x[k] = (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1;
                x[n + at] = bad;
                boolean[] early = run(x, n, nc, 8);
                if (bad == 0.1) continue;
                assertFalse(early[at / 8], bad + " at row " + at + ": partition " + at / 8 + " taken whole");
                if (at / 8 > 0) assertTrue(early[at / 8 - 1], bad + " at row " + at + ": the partition before it split");
            }
        }
    }

    /**
     * Through the engine: 1 to 4 threads, partitions of 8 to 64 rows, 0, 1 and odd lengths and
     * lengths at partition edges, 1 to 3 columns of runif-like values with NA, NaN, +-Inf and
     * 1e308 placed at or beside partition edges, and columns whose unit becomes finer half-way:
     * R's long double cumsum bit for bit.
     */
    @Test void enginePassesAreTheHeapsSumsAcrossPartitionEdgesAndThreads() {
        Random rnd = new Random(2028);
        int round = 0;
        for (int threads = 1; threads <= 4; threads++) {
            for (int part : new int[] {8, 16, 64}) {
                try (Engine e = new Engine(EngineConfig.builder().threads(threads).partitionRows(part).pcacheBytes(64)
                        .maxPending(1 + round % 8).build())) {
                    for (int i = 0; i < 12; i++, round++) {
                        int n = switch (i) { case 0 -> 0; case 1 -> 1; case 2 -> part - 1; case 3 -> part; case 4 -> part + 1;
                            default -> 1 + 2 * rnd.nextInt(40 * part); };
                        int nc = 1 + rnd.nextInt(3);
                        double[] x = new double[n * nc];
                        for (int k = 0; k < x.length; k++) x[k] = (rnd.nextInt() & 0xFFFFFFFFL) * 0x1p-31 - 1;
                        // a finer unit from the middle on: the unit a worker's last partition had fails, its own is found
                        if (i % 4 == 1) for (int k = 0; k < x.length; k++) if (k % n >= n / 2) x[k] = rnd.nextInt(1 << 30) * 0x1p-40;
                        if (i % 3 != 0 && n > 0) {
                            // specials at an edge of a partition (its first or last row, or beside it)
                            int c = rnd.nextInt(nc);
                            int edge = part * rnd.nextInt(Math.max(1, n / part)) + rnd.nextInt(3) - 1;
                            int at = Math.max(0, Math.min(n - 1, edge));
                            x[c * n + at] = switch (rnd.nextInt(5)) {
                                case 0 -> NA.REAL; case 1 -> Double.NaN; case 2 -> Double.POSITIVE_INFINITY;
                                case 3 -> Double.NEGATIVE_INFINITY; default -> 1e308;
                            };
                        }
                        double[] got = e.cumCol(e.fromArray(x, n, nc), BinaryOp.ADD).toDoubleArray();
                        same(want(x, n, nc), got, "threads " + threads + " part " + part + " n " + n + " x " + nc);
                    }
                }
            }
        }
    }

    /** Runs one plan's partitions as described above; returns which took their turn early. */
    private static boolean[] run(double[] x, int n, int nc, int part) {
        try (Engine e = new Engine(EngineConfig.builder().threads(1).partitionRows(part).build())) {
            Node root = e.cumCol(e.fromArray(x, n, nc), BinaryOp.ADD).node();
            PassPlan plan = new PassPlan(List.of(root), null, null, part, 8L * part * nc);
            PassState shared = new PassState(plan);
            MemStore store = new MemStore(e.memory(), n, nc, ElementType.DOUBLE, Layout.COL_MAJOR, part);
            MemStore[] stores = {store};
            int parts = (n + part - 1) / part;
            Kernel[] k = new Kernel[parts];
            Object[] ahead = new Object[parts];
            for (int p = parts - 1; p >= 0; p--) {
                k[p] = KernelFactory.INTERPRETING.create(plan, shared, stores);
                assertTrue(k[p].splitsTurns());
                ahead[p] = k[p].prepareAhead(p);
            }
            boolean[] early = new boolean[parts];
            for (int p = 0; p < parts; p++) {
                early[p] = k[p].takeTurn(p, ahead[p]);
                if (!early[p]) k[p].runPartition(p, ahead[p]);
            }
            for (int p = parts - 1; p >= 0; p--) if (early[p]) k[p].runPartition(p, ahead[p]);
            double[] got = new double[n * nc];
            store.read(0, n, null, got, null);
            store.free();
            same(want(x, n, nc), got, n + " x " + nc);
            return early;
        }
    }

    private static double[] want(double[] x, int n, int nc) {
        Ref in = new Ref(ElementType.DOUBLE, n, nc);
        System.arraycopy(x, 0, in.d, 0, x.length);
        return in.cumCol(BinaryOp.ADD).d;
    }

    private static void same(double[] want, double[] got, String what) {
        for (int k = 0; k < want.length; k++) {
            boolean ok = Double.isNaN(want[k]) ? Double.isNaN(got[k]) && NA.isNA(want[k]) == NA.isNA(got[k])
                    : Double.doubleToRawLongBits(want[k]) == Double.doubleToRawLongBits(got[k]);
            assertTrue(ok, what + " element " + k + ": want " + want[k] + " got " + got[k]);
        }
    }
}

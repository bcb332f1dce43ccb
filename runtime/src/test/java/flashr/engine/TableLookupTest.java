package flashr.engine;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.type.ElementType;
import flashr.engine.type.NA;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/**
 * {@code table[positions, ]} as a lookup node agrees bit for bit with a naive lookup: every table
 * type, narrow and block-matrix tables, integer and double positions (fractions truncate, NA and
 * NaN give rows of NA), 0 to 1000 rows over tiny partitions, inside larger DAGs and under a row
 * selection; a position out of range fails the pass and leaves the engine usable.
 */
class TableLookupTest {
    static Engine e;

    @BeforeAll static void start() {
        e = new Engine(EngineConfig.builder().threads(2).partitionRows(8).pcacheBytes(96).chunkBytes(1 << 16).runLength(2).build());
    }

    @AfterAll static void stop() { e.close(); }

    private static Ref table(Random rnd, ElementType t, int k, int p) {
        Ref r = new Ref(t, k, p);
        for (int q = 0; q < r.n(); q++) {
            if (t == ElementType.DOUBLE) r.d[q] = rnd.nextInt(10) == 0 ? NA.REAL : rnd.nextInt(10) == 0 ? Double.NaN : rnd.nextGaussian();
            else r.i[q] = rnd.nextInt(10) == 0 ? NA.INT : t == ElementType.LOGICAL ? rnd.nextInt(2) : rnd.nextInt(2001) - 1000;
        }
        return r;
    }

    /** Positions 1..k, some NA (and NaN, and fractions, as doubles). */
    private static Ref positions(Random rnd, ElementType t, int n, int k) {
        Ref r = new Ref(t, n, 1);
        for (int q = 0; q < n; q++) {
            boolean na = rnd.nextInt(7) == 0;
            if (t == ElementType.INTEGER) r.i[q] = na ? NA.INT : 1 + rnd.nextInt(k);
            else r.d[q] = na ? (rnd.nextBoolean() ? NA.REAL : Double.NaN) : 1 + rnd.nextInt(k) + (rnd.nextBoolean() ? 0 : rnd.nextDouble() * 0.999);
        }
        return r;
    }

    private static Matrix engineOf(Ref r) {
        return e.fromArray(r.d, r.i, r.type, r.nrow, r.ncol, flashr.engine.type.Layout.COL_MAJOR);
    }

    /** The naive lookup: row pos[r] of the table, a row of NA for an NA or NaN position. */
    private static Ref lookup(Ref table, Ref pos) {
        Ref o = new Ref(table.type, pos.nrow, table.ncol);
        for (int r = 0; r < pos.nrow; r++) {
            double v = pos.getD(r);
            for (int c = 0; c < table.ncol; c++) {
                int at = r + c * pos.nrow;
                if (Double.isNaN(v)) { if (o.d != null) o.d[at] = NA.REAL; else o.i[at] = NA.INT; continue; }
                int from = (int) v - 1 + c * table.nrow;
                if (o.d != null) o.d[at] = table.d[from]; else o.i[at] = table.i[from];
            }
        }
        return o;
    }

    private static void assertSame(Ref want, Matrix got, String how) {
        assertEquals(want.nrow, got.nrow(), how);
        assertEquals(want.ncol, got.ncol(), how);
        assertEquals(want.type, got.type(), how);
        if (want.d != null) {
            double[] g = got.toDoubleArray();
            for (int q = 0; q < g.length; q++) assertEquals(Double.doubleToRawLongBits(want.d[q]), Double.doubleToRawLongBits(g[q]), how + " element " + q);
        } else {
            assertArrayEquals(want.i, got.toIntArray(), how);
        }
    }

    @Test void lookupsAgreeWithNaiveLookups() {
        Random rnd = new Random(42);
        for (ElementType t : ElementType.values())
            for (int p : new int[] {1, 3, 40})
                for (int k : new int[] {1, 5})
                    for (ElementType pt : new ElementType[] {ElementType.INTEGER, ElementType.DOUBLE})
                        for (int n : new int[] {0, 1, 7, 203, 1000}) {
                            Ref table = table(rnd, t, k, p), pos = positions(rnd, pt, n, k);
                            String how = t + " table " + k + "x" + p + ", " + n + " " + pt + " positions";
                            assertSame(lookup(table, pos), e.lookupRows(engineOf(table), engineOf(pos)), how);
                        }
    }

    @Test void lookupsInsideLargerDags() {
        Random rnd = new Random(7);
        for (int p : new int[] {2, 40}) {
            Ref table = table(rnd, ElementType.DOUBLE, 5, p), pos = positions(rnd, ElementType.INTEGER, 203, 5);
            Ref x = table(rnd, ElementType.DOUBLE, 203, p);
            Ref want = Ref.mapply(x, lookup(table, pos), BinaryOp.ADD);
            Matrix sum = e.mapply(engineOf(x), e.lookupRows(engineOf(table), engineOf(pos)), BinaryOp.ADD);
            // NaN + NA may keep either payload (see NA): compared as numbers
            DifferentialTest.compare(new RandomDags.Pair(sum, want, "x + table[pos, ], " + p + " columns"));
            long[] rows = {202, 0, 5, 5, 100, 1, 3, 4, 5, 6};
            Ref sel = new Ref(ElementType.DOUBLE, rows.length, p);
            for (int r = 0; r < rows.length; r++) for (int c = 0; c < p; c++) sel.d[r + c * rows.length] = want.d[(int) rows[r] + c * 203];
            DifferentialTest.compare(new RandomDags.Pair(e.selectRows(sum, rows), sel, "(x + table[pos, ])[rows, ], " + p + " columns"));
            double[] colSums = e.aggCol(e.lookupRows(engineOf(table), engineOf(pos)), AggOp.SUM).toDoubleArray();
            Ref looked = lookup(table, pos);
            for (int c = 0; c < p; c++) {
                double s = 0;
                for (int r = 0; r < 203; r++) s += looked.d[r + c * 203];
                DifferentialTest.assertClose(s, colSums[c], "colSums of a lookup, column " + c);
            }
        }
    }

    @Test void aLookupsRangeIsItsTables() {
        Matrix table = e.fromArray(new double[] {-3, 2, 0.5, 7, 1, 4}, 3, 2);
        Matrix pos = e.vector(new int[] {1, 3, 2, 2, 1, 3, 3, 1, 2}, ElementType.INTEGER);
        assertArrayEquals(new double[] {-3, 7}, e.provenBounds(e.lookupRows(table, pos)));
    }

    @Test void aPositionOutOfRangeFailsThePassAndTheEngineGoesOn() {
        Matrix table = e.fromArray(new double[] {1, 2, 3}, 3, 1);
        for (int bad : new int[] {0, 4, -1}) {
            Matrix pos = e.vector(new int[] {1, 2, 3, 1, 2, 3, 1, 2, 3, bad, 1}, ElementType.INTEGER);
            RuntimeException ex = assertThrows(RuntimeException.class, () -> e.lookupRows(table, pos).toDoubleArray());
            assertTrue(ex.getMessage().contains("subscript out of bounds"), ex.getMessage());
        }
        Matrix ok = e.vector(new int[] {3, 1}, ElementType.INTEGER);
        assertArrayEquals(new double[] {3, 1}, e.lookupRows(table, ok).toDoubleArray());
    }
}

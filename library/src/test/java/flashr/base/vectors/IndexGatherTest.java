package flashr.base.vectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Gathers by plain positions against a naive reference: element by element, R's rules written out. */
class IndexGatherTest {
    final BuiltinCalls r = new BuiltinCalls();
    final Random random = new Random(7);

    /** Positions 1..extent, some NA (integer or double subscripts, doubles with fractions R truncates). */
    private RVector positions(int n, int extent, boolean asDouble) {
        int[] p = new int[n];
        for (int k = 0; k < n; k++) p[k] = random.nextInt(10) == 0 ? RInt.NA : 1 + random.nextInt(extent);
        if (!asDouble) return new RInt(p);
        double[] d = new double[n];
        for (int k = 0; k < n; k++) d[k] = p[k] == RInt.NA ? RDouble.NA : p[k] + random.nextDouble() * 0.99;
        return new RDouble(d);
    }

    private static int at(RVector index, int k) {
        double v = index.getDouble(k);
        return Double.isNaN(v) ? -1 : (int) v - 1;
    }

    /** A logical subscript of n elements: TRUE, FALSE and NA, at times all TRUE. */
    private RLogical logicals(int n) {
        int[] d = new int[n];
        boolean all = random.nextInt(3) == 0;
        for (int k = 0; k < n; k++) d[k] = all ? 1 : switch (random.nextInt(5)) { case 0 -> RLogical.NA; case 1, 2 -> 0; default -> 1; };
        return new RLogical(d);
    }

    /**
     * m[lgl, j] and x[lgl]: the gather of plain values, the column gather of a matrix with another
     * attribute ({@link MatrixGather}, all rows in order by whole columns) and a naive reference
     * agree, NA rows and columns included; recycled logicals take the general path.
     */
    @Test
    void logicalSubscriptsAsTheReference() {
        for (int trial = 0; trial < 200; trial++) {
            int nrow = 1 + random.nextInt(6), ncol = 1 + random.nextInt(4);
            double[] data = new double[nrow * ncol];
            for (int k = 0; k < data.length; k++) data[k] = random.nextInt(9) == 0 ? RDouble.NA : random.nextGaussian();
            RLogical rows = logicals(random.nextInt(4) == 0 ? 1 + random.nextInt(nrow) : nrow);
            RVector cols = random.nextBoolean() ? null : positions(1 + random.nextInt(4), ncol, false);
            int nsel = 0;
            for (int k = 0; k < nrow; k++) if (rows.get(k % rows.length()) != 0) nsel++;
            int nc = cols == null ? ncol : cols.length();
            double[] expected = new double[nsel * nc];
            for (int c = 0; c < nc; c++) {
                int col = cols == null ? c : at(cols, c);
                for (int k = 0, at = 0; k < nrow; k++) {
                    int b = rows.get(k % rows.length());
                    if (b == 0) continue;
                    expected[at++ + c * nsel] = b == RLogical.NA || col < 0 ? RDouble.NA : data[k + col * nrow];
                }
            }
            for (boolean plain : new boolean[] {true, false}) {
                RDouble m = new RDouble(data.clone());
                m.setAttr("dim", RInt.of(nrow, ncol));
                if (!plain) m.setAttr("extra", RLogical.of(true));
                RValue got = r.call("[", m, rows, cols == null ? RMissing.MISSING : cols, "drop=", RLogical.of(false));
                double[] d = ((RDouble) got).data();
                assertEquals(expected.length, d.length, "trial " + trial);
                for (int k = 0; k < d.length; k++) {
                    assertEquals(Double.doubleToRawLongBits(expected[k]), Double.doubleToRawLongBits(d[k]), "trial " + trial + " cell " + k);
                }
            }
            RLogical sel = logicals(data.length);
            RDouble x = new RDouble(data.clone());
            RDouble named = new RDouble(data.clone());
            named.setAttr("extra", RLogical.of(true));
            assertArrayEquals(((RDouble) r.call("[", named, sel)).data(), ((RDouble) r.call("[", x, sel)).data(), 0.0);
        }
    }

    @Test
    void allRowsInOrderCopyWholeColumns() {
        double[] data = {1, RDouble.NA, 3, 4, 5, Double.NaN};
        RDouble m = new RDouble(data);
        m.setAttr("dim", RInt.of(3, 2));
        RValue got = r.call("[", m, new RLogical(new int[] {1, 1, 1}), RInt.of(2, RInt.NA, 1), "drop=", RLogical.of(false));
        double[] expected = {4, 5, Double.NaN, RDouble.NA, RDouble.NA, RDouble.NA, 1, RDouble.NA, 3};
        double[] d = ((RDouble) got).data();
        for (int k = 0; k < expected.length; k++) {
            assertEquals(Double.doubleToRawLongBits(expected[k]), Double.doubleToRawLongBits(d[k]), "cell " + k);
        }
        RInt mi = new RInt(new int[] {1, 2, RInt.NA, 4});
        mi.setAttr("dim", RInt.of(2, 2));
        assertArrayEquals(new int[] {RInt.NA, 4, 1, 2}, ((RInt) r.call("[", mi, RMissing.MISSING, RInt.of(2, 1))).data());
    }

    @Test
    void rowAndColumnGathersOfDoubleMatrices() {
        for (int trial = 0; trial < 40; trial++) {
            int nrow = 1 + random.nextInt(7);
            int ncol = 1 + random.nextInt(5);
            double[] data = new double[nrow * ncol];
            for (int k = 0; k < data.length; k++) data[k] = random.nextInt(9) == 0 ? RDouble.NA : random.nextGaussian();
            RDouble m = new RDouble(data);
            m.setAttr("dim", RInt.of(nrow, ncol));
            RVector rows = positions(random.nextInt(30), nrow, trial % 2 == 0);
            RVector cols = random.nextBoolean() ? null : positions(1 + random.nextInt(4), ncol, trial % 3 == 0);
            RValue got = r.call("[", m, rows, cols == null ? RMissing.MISSING : cols, "drop=", RLogical.of(false));
            int nc = cols == null ? ncol : cols.length();
            double[] expected = new double[rows.length() * nc];
            for (int c = 0; c < nc; c++) {
                int col = cols == null ? c : at(cols, c);
                for (int k = 0; k < rows.length(); k++) {
                    int row = at(rows, k);
                    expected[k + c * rows.length()] = row < 0 || col < 0 ? RDouble.NA : data[row + col * nrow];
                }
            }
            assertArrayEquals(expected, ((RDouble) got).data(), 0.0);
            assertArrayEquals(new int[] {rows.length(), nc}, ((RVector) got).dim());
        }
    }

    @Test
    void integerAndLogicalKeepTheirTypeAndDrop() {
        RInt mi = RInt.of(1, 2, 3, RInt.NA, 5, 6);
        mi.setAttr("dim", RInt.of(3, 2));
        RVector row = (RVector) r.call("[", mi, RDouble.of(3), RMissing.MISSING);
        assertArrayEquals(new int[] {3, 6}, ((RInt) row).data());
        assertNull(row.dim());
        RLogical ml = new RLogical(new int[] {1, 0, RLogical.NA, 1});
        ml.setAttr("dim", RInt.of(2, 2));
        RVector g = (RVector) r.call("[", ml, RInt.of(2, RInt.NA, 1), RMissing.MISSING);
        assertEquals(flashr.lang.RType.LOGICAL, g.type());
        assertArrayEquals(new int[] {0, RLogical.NA, 1, 1, RLogical.NA, RLogical.NA}, ((RLogical) g).data());
    }

    @Test
    void vectorGathersGiveNAPastTheEnd() {
        for (int trial = 0; trial < 20; trial++) {
            int n = 1 + random.nextInt(9);
            int[] data = new int[n];
            for (int k = 0; k < n; k++) data[k] = random.nextInt(100);
            RVector index = positions(random.nextInt(25), n + 3, trial % 2 == 1);
            RInt got = (RInt) r.call("[", new RInt(data), index);
            for (int k = 0; k < index.length(); k++) {
                int p = at(index, k);
                assertEquals(p < 0 || p >= n ? RInt.NA : data[p], got.get(k));
            }
        }
    }

    private RVector names(int n, String prefix) {
        if (random.nextInt(3) == 0) return null;
        String[] s = new String[n];
        for (int k = 0; k < n; k++) s[k] = prefix + k;
        return new RString(s);
    }

    /**
     * A matrix with dimnames takes the gather too: its result (values, dim, dimnames and their
     * names, or a dropped vector's names) is the general path's, which a matrix with one more
     * attribute takes.
     */
    @Test
    void matricesWithDimnamesAsTheGeneralPath() {
        for (int trial = 0; trial < 300; trial++) {
            int nrow = 1 + random.nextInt(6);
            int ncol = 1 + random.nextInt(4);
            int[] data = new int[nrow * ncol];
            for (int k = 0; k < data.length; k++) data[k] = random.nextInt(50);
            RVector rn = names(nrow, "r"), cn = names(ncol, "c");
            RList dn = RList.of(rn == null ? RNull.NULL : rn, cn == null ? RNull.NULL : cn);
            if (random.nextBoolean()) dn.setAttr("names", RString.of("rows", random.nextBoolean() ? "" : "cols"));
            RInt fast = new RInt(data.clone());
            fast.setAttr("dim", RInt.of(nrow, ncol));
            fast.setAttr("dimnames", dn);
            RInt general = new RInt(data.clone());
            general.setAttr("dim", RInt.of(nrow, ncol));
            general.setAttr("dimnames", dn);
            general.setAttr("extra", RLogical.of(true));
            RValue rows = random.nextInt(3) == 0 ? RMissing.MISSING : positions(random.nextInt(4), nrow, random.nextBoolean());
            RValue cols = random.nextInt(3) == 0 ? RMissing.MISSING : positions(random.nextInt(3), ncol, random.nextBoolean());
            RLogical drop = RLogical.of(random.nextBoolean());
            RVector a = (RVector) r.call("[", fast, rows, cols, "drop=", drop);
            RVector b = (RVector) r.call("[", general, rows, cols, "drop=", drop);
            assertArrayEquals(((RString) r.call("deparse", b)).data(), ((RString) r.call("deparse", a)).data(), "trial " + trial);
            assertEquals(1, ((RLogical) r.call("identical", a, b)).get(0), "trial " + trial);
        }
    }

    /** Zeros and negative positions (some past the end, doubles with fractions), integer or double, at times one positive or NA. */
    private RVector leftOut(int extent) {
        int n = random.nextInt(5);
        double[] d = new double[n];
        for (int k = 0; k < n; k++) {
            d[k] = switch (random.nextInt(8)) {
                case 0 -> 0;
                case 1 -> -extent - 1 - random.nextInt(3);
                case 2 -> -random.nextDouble();   // truncated to zero
                default -> -1 - random.nextInt(extent) - (random.nextBoolean() ? random.nextDouble() * 0.99 : 0);
            };
        }
        if (n > 0 && random.nextInt(12) == 0) d[random.nextInt(n)] = random.nextBoolean() ? 1 : RDouble.NA;   // R's error
        if (random.nextBoolean()) return new RDouble(d);
        int[] p = new int[n];
        for (int k = 0; k < n; k++) p[k] = Double.isNaN(d[k]) ? RInt.NA : (int) d[k];
        return new RInt(p);
    }

    /** The result, or R's error message (both paths must fail alike). */
    private Object subset(Object... args) {
        try {
            RVector v = (RVector) r.call("[", args);
            return String.join("\n", ((RString) r.call("deparse", v)).data());
        } catch (RuntimeException e) {
            return "error: " + e.getMessage();
        }
    }

    /** x[-i], m[-i, ], m[, -j], zeros and negatives past the end: the gather gives what the general path gives. */
    @Test
    void leftOutPositionsAsTheGeneralPath() {
        for (int trial = 0; trial < 400; trial++) {
            int nrow = 1 + random.nextInt(6), ncol = 1 + random.nextInt(4);
            double[] data = new double[nrow * ncol];
            for (int k = 0; k < data.length; k++) data[k] = random.nextInt(50);
            RDouble fast = new RDouble(data.clone());
            RDouble general = new RDouble(data.clone());
            general.setAttr("extra", RLogical.of(true));
            if (trial % 3 == 0) {
                RVector i = leftOut(data.length);
                assertEquals(subset(general, i), subset(fast, i), "trial " + trial);
                continue;
            }
            fast.setAttr("dim", RInt.of(nrow, ncol));
            general.setAttr("dim", RInt.of(nrow, ncol));
            RValue rows = random.nextInt(3) == 0 ? RMissing.MISSING : random.nextBoolean() ? leftOut(nrow) : positions(random.nextInt(4), nrow, false);
            RValue cols = random.nextInt(3) == 0 ? RMissing.MISSING : leftOut(ncol);
            RLogical drop = RLogical.of(random.nextBoolean());
            assertEquals(subset(general, rows, cols, "drop=", drop), subset(fast, rows, cols, "drop=", drop), "trial " + trial);
        }
    }
}

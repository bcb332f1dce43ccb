package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.base.BuiltinCalls;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import org.junit.jupiter.api.Test;

class MatrixBuiltinsTest {
    private final BuiltinCalls b = new BuiltinCalls();

    private static int[] dim(RValue v) {
        return ((RVector) v).dim();
    }

    @Test
    void matrixFillsByColumnOrByRow() {
        RValue m = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2));
        assertArrayEquals(new int[] {2, 3}, dim(m));
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, ((RInt) m).data());
        RValue r = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2), "byrow=", RLogical.of(true));
        assertArrayEquals(new int[] {1, 4, 2, 5, 3, 6}, ((RInt) r).data());
    }

    @Test
    void matrixExtentErrorsUseRMessages() {
        assertEquals("non-numeric matrix extent",
                assertThrows(RError.class, () -> b.call("matrix", RInt.range(1, 6), "nrow=", RString.of("a"))).getMessage());
        assertEquals("invalid 'nrow' value (< 0)",
                assertThrows(RError.class, () -> b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(-1))).getMessage());
        assertEquals("data is too long",
                assertThrows(RError.class, () -> b.call("matrix", RInt.range(1, 6), "ncol=", RDouble.of(0))).getMessage());
    }

    @Test
    void transposeSwapsDimnames() {
        RValue m = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2),
                "dimnames=", RList.of(RString.of("a", "b"), RNull.NULL));
        RValue t = b.call("t", m);
        assertArrayEquals(new int[] {3, 2}, dim(t));
        assertArrayEquals(new int[] {1, 3, 5, 2, 4, 6}, ((RInt) t).data());
        RList dn = (RList) t.getAttr("dimnames");
        assertSame(RNull.NULL, dn.get(0));
        assertArrayEquals(new String[] {"a", "b"}, ((RString) dn.get(1)).data());
    }

    @Test
    void vectorTransposesToOneRow() {
        assertArrayEquals(new int[] {1, 3}, dim(b.call("t", RInt.range(1, 3))));
    }

    @Test
    void cbindRecyclesAndNamesColumnsByTag() {
        RValue m = b.call("cbind", "a=", RInt.of(1, 2), RDouble.of(5));
        assertArrayEquals(new int[] {2, 2}, dim(m));
        assertArrayEquals(new double[] {1, 2, 5, 5}, ((RDouble) m).data());
        RList dn = (RList) m.getAttr("dimnames");
        assertArrayEquals(new String[] {"a", ""}, ((RString) dn.get(1)).data());
    }

    @Test
    void rbindStacksRows() {
        RValue m = b.call("rbind", RInt.of(1, 2), RInt.of(3, 4));
        assertArrayEquals(new int[] {1, 3, 2, 4}, ((RInt) m).data());
    }

    @Test
    void bindOfNothingIsNull() {
        assertSame(RNull.NULL, b.call("cbind", RNull.NULL));
    }

    @Test
    void rowSumsAndColMeansGiveDoubles() {
        RValue m = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2));
        assertArrayEquals(new double[] {9, 12}, ((RDouble) b.call("rowSums", m)).data());
        assertArrayEquals(new double[] {1.5, 3.5, 5.5}, ((RDouble) b.call("colMeans", m)).data());
    }

    @Test
    void rowMeansSkipsNaWhenAsked() {
        RValue m = b.call("matrix", RDouble.of(RDouble.NA, 2, 3, 4), "nrow=", RDouble.of(2));
        double[] r = ((RDouble) b.call("rowMeans", m, "na.rm=", RLogical.of(true))).data();
        assertArrayEquals(new double[] {3, 3}, r);
        assertEquals("'x' must be an array of at least two dimensions",
                assertThrows(RError.class, () -> b.call("rowSums", RInt.of(1, 2))).getMessage());
    }

    @Test
    void diagBuildsAndExtracts() {
        RValue id = b.call("diag", RDouble.of(3));
        assertArrayEquals(new int[] {3, 3}, dim(id));
        assertArrayEquals(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, ((RDouble) id).data());
        RValue m = b.call("matrix", RInt.range(1, 6), "nrow=", RDouble.of(2));
        assertArrayEquals(new int[] {1, 4}, ((RInt) b.call("diag", m)).data());
        RValue rect = b.call("diag", RDouble.of(2), RDouble.of(2), RDouble.of(3));
        assertArrayEquals(new double[] {2, 0, 0, 2, 0, 0}, ((RDouble) rect).data());
    }

    @Test
    void triangles() {
        RValue m = b.call("matrix", RDouble.of(0), RDouble.of(2), RDouble.of(2));
        assertArrayEquals(new int[] {0, 1, 0, 0}, ((RLogical) b.call("lower.tri", m)).data());
        assertArrayEquals(new int[] {1, 0, 1, 1}, ((RLogical) b.call("upper.tri", m, "diag=", RLogical.of(true))).data());
    }

    @Test
    void rowsumSortsGroups() {
        RValue r = b.call("rowsum", RDouble.of(1, 2, 3), RString.of("b", "a", "b"));
        assertArrayEquals(new double[] {2, 4}, ((RDouble) r).data());
        RList dn = (RList) r.getAttr("dimnames");
        assertArrayEquals(new String[] {"a", "b"}, ((RString) dn.get(0)).data());
    }

    @Test
    void maxColFirstAndLast() {
        RValue m = b.call("matrix", RDouble.of(1, 3, 3, 1), "nrow=", RDouble.of(1));
        assertArrayEquals(new int[] {2}, ((RInt) b.call("max.col", m, RString.of("first"))).data());
        assertArrayEquals(new int[] {3}, ((RInt) b.call("max.col", m, RString.of("last"))).data());
    }

    @Test
    void outerUsesNamesForDimnames() {
        RDouble x = RDouble.of(1, 2);
        x.setAttr("names", RString.of("a", "b"));
        RValue o = b.call("outer", x, RInt.of(1, 2, 3));
        assertArrayEquals(new int[] {2, 3}, dim(o));
        assertArrayEquals(new double[] {1, 2, 2, 4, 3, 6}, ((RDouble) o).data());
        RList dn = (RList) o.getAttr("dimnames");
        assertArrayEquals(new String[] {"a", "b"}, ((RString) dn.get(0)).data());
        assertSame(RNull.NULL, dn.get(1));
    }

    @Test
    void apermReversesDimensions() {
        RValue a = b.call("array", RInt.range(1, 6), RInt.of(1, 2, 3));
        RValue p = b.call("aperm", a);
        assertArrayEquals(new int[] {3, 2, 1}, dim(p));
        assertArrayEquals(new int[] {1, 3, 5, 2, 4, 6}, ((RInt) p).data());
    }

    @Test
    void propTableDividesByTheTotal() {
        RValue p = b.call("prop.table", RDouble.of(1, 3));
        assertArrayEquals(new double[] {0.25, 0.75}, ((RDouble) p).data());
    }

    @Test
    void colnamesReadsDimnames() {
        RValue m = b.call("matrix", RInt.range(1, 4), "nrow=", RDouble.of(2),
                "dimnames=", RList.of(RNull.NULL, RString.of("x", "y")));
        assertArrayEquals(new String[] {"x", "y"}, ((RString) b.call("colnames", m)).data());
        assertSame(RNull.NULL, b.call("rownames", m));
        assertArrayEquals(new String[] {"row1", "row2"}, ((RString) b.call("rownames", m, "do.NULL=", RLogical.of(false))).data());
    }
}

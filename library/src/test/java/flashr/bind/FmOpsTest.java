package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flashr.engine.fn.AggOp;
import flashr.engine.fn.BinaryOp;
import flashr.engine.fn.UnaryOp;
import flashr.lang.RBuiltin;
import flashr.lang.RError;
import flashr.lang.RNull;
import flashr.lang.RString;
import org.junit.jupiter.api.Test;

/** FlashR operator objects and names resolved to the engine's functions. */
class FmOpsTest {
    @Test
    void binaryByNameObjectAndBuiltin() {
        assertEquals(BinaryOp.ADD, FmOps.binary(RString.of("+"), "FUN"));
        assertEquals(BinaryOp.MIN, FmOps.binary(RString.of("min"), "FUN"));
        assertEquals(BinaryOp.EUCLIDEAN, FmOps.binary(FmOps.object("euclidean", false), "FUN"));
        assertEquals(BinaryOp.MUL, FmOps.binary(new RBuiltin("*", RBuiltin.Kind.BUILTIN, null, a -> null), "FUN"));
        RError e = assertThrows(RError.class, () -> FmOps.binary(RString.of("x"), "Fun1"));
        assertEquals("'Fun1' is not a binary FlashR operator: \"x\"", e.getMessage());
    }

    @Test
    void unaryAliases() {
        assertEquals(UnaryOp.NEG, FmOps.unary(RString.of("neg"), "FUN"));
        assertEquals(UnaryOp.CEILING, FmOps.unary(FmOps.object("ceiling", true), "FUN"));
        assertEquals(UnaryOp.AS_INTEGER, FmOps.unary(RString.of("as.int"), "FUN"));
        assertEquals(UnaryOp.AS_DOUBLE, FmOps.unary(RString.of("as.numeric"), "FUN"));
        assertThrows(RError.class, () -> FmOps.unary(RString.of("+"), "FUN"));
    }

    @Test
    void aggregations() {
        assertEquals(AggOp.SUM, FmOps.agg(RString.of("+"), "op"));
        assertEquals(AggOp.ANY, FmOps.agg(RString.of("|"), "op"));
        assertEquals(AggOp.MAX, FmOps.agg(RString.of("pmax"), "op"));
        assertEquals(AggOp.COUNT, FmOps.agg(FmOps.object("count", false), "op"));
        assertEquals(AggOp.WHICH_MIN, FmOps.agg(RString.of("which.min"), "op"));
        assertEquals(AggOp.COUNT, FmOps.agg(FmOps.aggObject(RString.of("count"), RString.of("+"), "count"), "op"));
        assertThrows(RError.class, () -> FmOps.agg(RString.of("-"), "op"));
        assertThrows(RError.class, () -> FmOps.agg(RNull.NULL, "op"));
    }
}

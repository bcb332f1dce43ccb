package flashr.engine.dag;

import flashr.engine.fn.BinaryOp;

import java.util.List;

/**
 * mapply: a binary function on the matrix operand {@code m} and {@code other}, lined up by
 * {@link #mode}. {@code otherLeft} puts {@code other} on the left of the function (e.g. 1 - X).
 */
public final class MapplyNode extends Node {
    public final BinaryOp op;
    public final Node m;
    public final Node other;
    public final Broadcast mode;
    public final boolean otherLeft;

    public MapplyNode(BinaryOp op, Node m, Node other, Broadcast mode, boolean otherLeft) {
        super(m.nrow, m.ncol, op.resultType(m.type, other.type));
        this.op = op;
        this.m = m;
        this.other = other;
        this.mode = mode;
        this.otherLeft = otherLeft;
        long need = switch (mode) {
            case FULL -> m.nrow * (long) m.ncol;
            case ROW_VECTOR -> m.nrow;
            case COL_VECTOR -> m.ncol;
            case SCALAR -> 1;
        };
        long have = other.nrow * other.ncol;
        boolean ok = switch (mode) {
            case FULL -> other.nrow == m.nrow && other.ncol == m.ncol;
            case ROW_VECTOR -> other.nrow == m.nrow && other.ncol == 1;
            default -> have == need;
        };
        if (!ok) throw new IllegalArgumentException("mapply(" + op.symbol() + "): operand of " + other.nrow + "x"
                + other.ncol + " does not conform to " + m.nrow + "x" + m.ncol + " as " + mode);
    }

    @Override public List<Node> inputs() {
        return mode == Broadcast.FULL || mode == Broadcast.ROW_VECTOR ? List.of(m, other) : List.of(m);
    }

    @Override public List<Node> deps() {
        return mode == Broadcast.FULL || mode == Broadcast.ROW_VECTOR ? List.of() : List.of(other);
    }

    @Override public String label() {
        return "mapply(" + op.symbol() + (mode == Broadcast.FULL ? "" : ", " + mode.name().toLowerCase())
                + (otherLeft ? ", swapped" : "") + ")";
    }
}

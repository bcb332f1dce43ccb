package flashr.engine.exec;

import flashr.engine.fn.AggState;
import flashr.engine.memory.MemStore;
import flashr.engine.type.ElementType;

/** Writes finished aggregation slots into result stores. */
final class Results {
    private Results() {}

    static void write(AggState s, int slot, MemStore out, long r, int c) {
        if (s.resultType() == ElementType.DOUBLE) out.setDouble(r, c, s.doubleResult(slot));
        else out.setInt(r, c, s.intResult(slot));
    }
}

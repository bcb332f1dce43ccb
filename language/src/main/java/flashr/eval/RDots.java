package flashr.eval;

import flashr.lang.RType;
import flashr.lang.RValue;

/** The value bound to {@code ...} in a function frame: the supplied promises (or values) and their names. */
public final class RDots extends RValue {
    static final RDots EMPTY = new RDots(new RValue[0], new String[0]);

    final RValue[] values;
    final String[] names; // null entries where unnamed

    RDots(RValue[] values, String[] names) {
        this.values = values;
        this.names = names;
    }

    public RValue value(int i) {
        return values[i];
    }

    public String name(int i) {
        return names[i];
    }

    public int length() {
        return values.length;
    }

    @Override
    public RType type() {
        return RType.SYMBOL; // never visible as a value
    }
}

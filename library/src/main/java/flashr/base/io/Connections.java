package flashr.base.io;

import flashr.eval.Interpreter;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The connection table of a session, as R's: slots 0 to 2 are stdin, stdout and stderr, new
 * connections take the lowest free slot from 3 (128 in all), and closing a connection frees its
 * slot. An R connection value is the slot number classed {@code c(kind, "connection")}.
 */
public final class Connections {
    private static final int SLOTS = 128;
    private static final Map<Interpreter, Connection[]> TABLES = Collections.synchronizedMap(new WeakHashMap<>());

    private Connections() {}

    private static Connection[] table(Interpreter in) {
        return TABLES.computeIfAbsent(in, i -> {
            Connection[] t = new Connection[SLOTS];
            t[0] = new TerminalConnection(i, "stdin", "r");
            t[1] = new TerminalConnection(i, "stdout", "w");
            t[2] = new TerminalConnection(i, "stderr", "w");
            return t;
        });
    }

    /** Adds {@code c} to the table and returns its R value, of class {@code className} (file() of gzip data is a "file"). */
    static RValue add(Interpreter in, Connection c, String className) {
        Connection[] t = table(in);
        for (int i = 3; i < SLOTS; i++) {
            if (t[i] == null) {
                t[i] = c;
                c.className = className;
                return value(i, c);
            }
        }
        throw new RError("all connections are in use");
    }

    static RValue value(int slot, Connection c) {
        RInt v = RInt.of(slot);
        v.setAttr("class", RString.of(c.className, "connection"));
        return v;
    }

    /** The R value of a standard connection (0 stdin, 1 stdout, 2 stderr). */
    public static RValue standard(Interpreter in, int slot) {
        return value(slot, table(in)[slot]);
    }

    public static boolean isConnection(RValue v) {
        return v instanceof RVector vec && vec.length() == 1 && vec.type().isNumeric() && v.inherits("connection");
    }

    static int slot(RValue v) {
        if (!(v instanceof RVector vec) || vec.length() != 1 || !vec.type().isNumeric()) throw new RError("invalid connection");
        return vec.getInt(0);
    }

    /** The connection {@code v} names; R's "invalid connection" when it was closed (destroyed). */
    static Connection get(Interpreter in, RValue v) {
        int slot = slot(v);
        Connection[] t = table(in);
        if (slot < 0 || slot >= SLOTS || t[slot] == null) throw new RError("invalid connection");
        return t[slot];
    }

    /** The slots in use, standard ones included (getAllConnections). */
    static int[] slots(Interpreter in) {
        Connection[] t = table(in);
        return java.util.stream.IntStream.range(0, SLOTS).filter(i -> t[i] != null).toArray();
    }

    /** The R value of the connection in {@code slot} (getConnection); "there is no connection" when none. */
    static RValue inSlot(Interpreter in, int slot) {
        Connection[] t = table(in);
        if (slot < 0 || slot >= SLOTS || t[slot] == null) throw new RError("there is no connection " + slot);
        return value(slot, t[slot]);
    }

    /** Closes and forgets the connection (close() in R destroys it); standard ones cannot be closed. */
    static void destroy(Interpreter in, RValue v) throws java.io.IOException {
        int slot = slot(v);
        Connection c = get(in, v);
        if (slot < 3) throw new RError("cannot close standard connections");
        table(in)[slot] = null;
        c.close();
    }
}

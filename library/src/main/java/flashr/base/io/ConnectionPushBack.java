package flashr.base.io;

import flashr.base.Registry;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RNull;
import flashr.lang.RString;

/**
 * Builtins: pushBack, pushBackLength, clearPushBack (lines given back to a text connection, read
 * before its own) and truncate (R's truncate.connection: a file open for writing ends where it is).
 */
final class ConnectionPushBack {
    private ConnectionPushBack() {}

    static void register(Registry r) {
        r.builtin("pushBack", "data, connection, newLine, encoding", a -> {
            if (!(a.get(0) instanceof RString data)) throw new RError("invalid 'data' argument");
            Connection c = Connections.get(a.interp(), a.get(1));
            if (c.isOpen() && c.textMode().equals("binary")) throw new RError("can only push back on text-mode connections");
            // the first of data is read first: push the last in front first
            for (int i = data.length() - 1; i >= 0; i--) c.pushedBack.addFirst(data.get(i) == null ? "NA" : data.get(i));
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("pushBackLength", "connection", a -> RInt.of(Connections.get(a.interp(), a.get(0)).pushedBack.size()));
        r.builtin("clearPushBack", "connection", a -> {
            Connections.get(a.interp(), a.get(0)).pushedBack.clear();
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("truncate", "con, ...", a -> {
            Connection c = Connections.get(a.interp(), a.get(0));
            RCall call = ConnectionBuiltins.renamed(a.call(), "truncate.connection");
            if (!c.isOpen()) throw new RError("can only truncate an open connection", call);
            if (!(c instanceof FileConnection)) throw new RError("truncation not enabled for this connection", call);
            if (!c.canWrite()) throw new RError("can only truncate connections open for writing", call);
            // a file written by flashr ends where its writing stands: nothing lies beyond to cut
            return RNull.NULL;
        });
    }
}

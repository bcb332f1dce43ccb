package flashr.base.io;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RValue;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Lines read from and text written to a connection value, as readLines, scan, cat and writeLines
 * use them: a connection that is not open is opened for the call and closed after it (for a
 * file written whole, atomically), an open one is read on from where it stopped.
 */
public final class ConnectionText {
    private ConnectionText() {}

    /** Up to {@code n} lines (all when negative); warns about an unfinished last line of a file when {@code warn}. */
    public static List<String> readLines(Interpreter in, RValue con, int n, boolean warn, RCall call) {
        return readLines(in, Connections.get(in, con), n, warn, call, call);
    }

    /** As above for a connection object; {@code openCall} is the call that opening it reports. */
    public static List<String> readLines(Interpreter in, Connection c, int n, boolean warn, RCall openCall, RCall call) {
        boolean opened = !c.isOpen();
        if (opened) ConnectionBuiltins.open(in, c, "rt", openCall);
        if (!c.canRead()) throw new RError("cannot read from this connection");
        List<String> lines = new ArrayList<>();
        try {
            while (n < 0 || lines.size() < n) {
                String line = c.nextLine();
                if (line == null) break;
                lines.add(line);
                if (c.lastLineIncomplete && warn && (c instanceof FileConnection || c instanceof RawConnection)) {
                    in.warning(call, "incomplete final line found on '" + c.description + "'");
                }
            }
        } catch (IOException e) {
            throw new RError("error reading from connection");
        } finally {
            if (opened) closeQuietly(c);
        }
        return lines;
    }

    /** Writes {@code text} to the connection {@code con} (cat(file = con), writeLines(con = con)). */
    static void write(Interpreter in, RValue con, String text, RValue call) {
        Connection c = Connections.get(in, con);
        if (!c.canWrite()) throw new RError("cannot write to this connection");
        try {
            if (c.isOpen()) {
                c.write(text);
            } else if (c instanceof FileConnection f) {
                f.writeWhole(text);
            } else {
                c.open("wt");
                try {
                    c.write(text);
                } finally {
                    c.close();
                }
            }
        } catch (FileOutput.CannotOpen e) {
            in.warning(call, "cannot open file '" + c.description + "': " + e.reason);
            throw new RError("cannot open the connection", call);
        } catch (IOException e) {
            if (!c.isOpen() && !(c instanceof FileConnection)) throw new RError("cannot open file '" + c.description + "': " + ConnectionBuiltins.reason(e));
            throw FileOpening.writeFailed(e);
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (IOException e) {
            // reading is done; a failure to release the file changes nothing the script sees
        }
    }
}

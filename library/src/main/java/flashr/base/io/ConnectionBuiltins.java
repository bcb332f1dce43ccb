package flashr.base.io;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.base.strings.StringArgs;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;

/**
 * Builtins: file, gzfile, pipe, fifo, seek, isSeekable, textConnection, textConnectionValue, open, close, isOpen,
 * isIncomplete, flush, getConnection, getAllConnections, closeAllConnections, stdin, stdout,
 * stderr, readline, and the summary and print methods of connections (R code, as R's). The table of connections is {@link Connections}.
 */
public final class ConnectionBuiltins {
    private ConnectionBuiltins() {}

    public static void register(Registry r) {
        r.builtin("file", "description, open, blocking, encoding, raw, method", a -> file(a, "file"));
        r.builtin("gzfile", "description, open, encoding, compression", a -> file(a, "gzfile"));
        r.builtin("bzfile", "description, open, encoding, compression", a -> file(a, "bzfile"));
        r.builtin("xzfile", "description, open, encoding, compression", a -> file(a, "xzfile"));
        r.builtin("pipe", "description, open, encoding", a -> {
            if (!(a.get(0) instanceof RString d) || d.length() != 1 || d.get(0) == null) throw new RError("invalid 'description' argument");
            String how = a.has(1) ? Coerce.stringScalar(a.get(1)) : "";
            if (how == null) throw new RError("invalid 'open' argument");
            Connection c = new PipeConnection(a.interp(), d.get(0), how.isEmpty() ? "r" : how);
            if (!how.isEmpty()) open(a.interp(), c, how, a.call());
            return Connections.add(a.interp(), c, "pipe");
        });
        r.builtin("fifo", "description, open, blocking, encoding", a -> {
            if (!(a.get(0) instanceof RString d) || d.length() != 1 || d.get(0) == null) throw new RError("invalid 'description' argument");
            String how = a.has(1) ? Coerce.stringScalar(a.get(1)) : "";
            if (how == null) throw new RError("invalid 'open' argument");
            Connection c = new FifoConnection(d.get(0), how.isEmpty() ? "r" : how);
            if (!how.isEmpty()) open(a.interp(), c, how, a.call());
            return Connections.add(a.interp(), c, "fifo");
        });
        r.builtin("seek", "con, where, origin, rw, ...", a -> {
            Connection c = Connections.get(a.interp(), a.get(0));
            RCall call = renamed(a.call(), "seek.connection");
            if (!c.isOpen()) throw new RError("connection is not open", call);
            if (!(c instanceof FileConnection f) || f.isStdin()) throw new RError("'seek' not enabled for this connection", call);
            double where = a.has(1) ? Coerce.doubleScalar(a.get(1)) : Double.NaN;
            String origin = a.has(2) ? Coerce.stringScalar(a.get(2)) : "start";
            int o = switch (origin == null ? "" : origin) {
                case "start" -> 1;
                case "current" -> 2;
                case "end" -> 3;
                default -> throw new RError("'arg' should be one of \u201cstart\u201d, \u201ccurrent\u201d, \u201cend\u201d", call);
            };
            try {
                return flashr.lang.RDouble.of(f.seek(where, o));
            } catch (IOException e) {
                throw new RError("cannot seek on this connection", call);
            }
        });
        r.builtin("isSeekable", "con", a -> RLogical.of(Connections.get(a.interp(), a.get(0)) instanceof FileConnection f && !f.isStdin()));
        r.builtin(".text_connection", "name, object, open, env", ConnectionBuiltins::textConnection);
        RSource.define(r, "base/connections.R");
        ConnectionPushBack.register(r);
        r.builtin(".raw_connection", "description, object, open", a -> {
            if (!(a.get(1) instanceof flashr.lang.RRaw raw)) throw new RError("invalid 'raw' argument");
            String how = Coerce.stringScalar(a.get(2));
            if (how == null) throw new RError("invalid 'open' argument");
            RawConnection c = new RawConnection(Coerce.stringScalar(a.get(0)), raw.data(), how.isEmpty() ? "r" : how);
            try {
                c.open(how.isEmpty() ? "r" : how);
            } catch (IOException e) {
                throw new RError("cannot open the connection");
            }
            return Connections.add(a.interp(), c, "rawConnection");
        });
        r.builtin("rawConnectionValue", "con", a -> {
            if (!(Connections.get(a.interp(), a.get(0)) instanceof RawConnection c) || !c.canWrite()) {
                throw new RError("'con' is not an output rawConnection");
            }
            return new flashr.lang.RRaw(c.value());
        });
        r.builtin("textConnectionValue", "con", a -> {
            if (!(Connections.get(a.interp(), a.get(0)) instanceof TextConnection.Writing w)) throw new RError("'con' is not an output textConnection");
            return w.value();
        });
        r.builtin("open", "con, open, blocking, ...", a -> {
            Connection c = Connections.get(a.interp(), a.get(0));
            String how = a.has(1) ? Coerce.stringScalar(a.get(1)) : "r";
            a.interp().setVisible(false);
            if (c.isOpen()) {
                a.interp().warning(a.call(), "connection is already open");
                return RNull.NULL;
            }
            open(a.interp(), c, how, renamed(a.call(), "open.connection"));
            return RNull.NULL;
        });
        r.builtin("close", "con, ...", a -> {
            try {
                Connections.destroy(a.interp(), a.get(0));
            } catch (RError e) {
                throw new RError(e.getMessage(), renamed(a.call(), "close.connection"));
            } catch (IOException e) {
                throw new RError("error closing the connection", renamed(a.call(), "close.connection"));
            }
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("isOpen", "con, rw", a -> {
            Connection c = Connections.get(a.interp(), a.get(0));
            String rw = a.has(1) ? Coerce.stringScalar(a.get(1)) : "";
            boolean open = c.isOpen() && switch (rw) {
                case "r", "read" -> c.canRead();
                case "w", "write" -> c.canWrite();
                default -> true;
            };
            return RLogical.of(open);
        });
        r.builtin("isIncomplete", "con", a -> RLogical.of(Connections.get(a.interp(), a.get(0)).isIncomplete()));
        r.builtin(".connection_summary", "con", a -> summary(Connections.get(a.interp(), a.get(0))));
        r.builtin("flush", "con", a -> {
            Connection c = Connections.get(a.interp(), a.get(0));
            if (c instanceof TerminalConnection) (Connections.slot(a.get(0)) == 2 ? a.interp().err() : a.interp().out()).flush();
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("getAllConnections", "", a -> new flashr.lang.RInt(Connections.slots(a.interp())));
        r.builtin("getConnection", "what", a -> Connections.inSlot(a.interp(), Coerce.intScalar(a.get(0))));
        r.builtin("stdin", "", a -> Connections.standard(a.interp(), 0));
        r.builtin("stdout", "", a -> Connections.standard(a.interp(), 1));
        r.builtin("stderr", "", a -> Connections.standard(a.interp(), 2));
        r.builtin("readline", "prompt", a -> {
            // not interactive (Rscript): the prompt, then the empty answer
            String prompt = a.has(0) ? Coerce.stringScalar(a.get(0)) : "";
            a.interp().out().print((prompt == null ? "NA" : prompt) + "\n");
            a.interp().out().flush();
            return RString.of("");
        });
    }

    /** The call with its function renamed (errors of open and close name R's methods, open.connection ...). */
    static RCall renamed(RCall call, String function) {
        return new RCall(RSymbol.of(function), call.args(), call.names(), call.pos());
    }

    private static RValue file(Args a, String kind) {
        String description = a.has(0) ? Coerce.stringScalar(a.get(0)) : "";
        if ((a.has(0) && !(a.get(0) instanceof RString)) || description == null) throw new RError("invalid 'description' argument");
        String how = a.has(1) ? Coerce.stringScalar(a.get(1)) : "";
        if (how == null) throw new RError("invalid 'open' argument");
        if (description.isEmpty()) throw new RError("file(\"\") (an anonymous file) is not supported");
        Connection c;
        if (kind.equals("file") && !description.equals("stdin") && (how.isEmpty() || how.equals("r") || how.equals("rt"))
                && Files.isRegularFile(WorkingDirectory.resolve(description)) && FileConnection.isGzip(WorkingDirectory.resolve(description))) {
            c = new FileConnection("gzfile", description, how.isEmpty() ? "rt" : how);
        } else {
            c = new FileConnection(kind, description, !how.isEmpty() ? how : kind.equals("file") ? "r" : "rb");
        }
        if (!how.isEmpty()) open(a.interp(), c, how, a.call());
        return Connections.add(a.interp(), c, kind);
    }

    /** Opens {@code c}, or warns as R ("cannot open file ...") and stops with "cannot open the connection". */
    static void open(Interpreter in, Connection c, String how, RCall call) {
        if (c instanceof FileConnection f && f.kind.equals("file") && !f.isStdin()) {
            FileOpening.warnIfNotRegular(in, f.description, f.path(), !how.startsWith("r"), call, false);
        }
        try {
            c.open(how);
        } catch (IOException | RuntimeException e) {
            boolean compressed = c instanceof FileConnection && !c.kind.equals("file");
            String what = c.kind.equals("bzfile") ? "bzip2-ed" : "compressed";
            in.warning(call, compressed ? "cannot open " + what + " file '" + c.description + "', probable reason '" + reason(e) + "'"
                    : "cannot open file '" + c.description + "': " + reason(e));
            throw new RError("cannot open the connection", call);
        }
    }

    static String reason(Exception e) {
        if (e instanceof FileOutput.CannotOpen o) return o.reason;
        if (e instanceof NoSuchFileException) return "No such file or directory";
        if (e instanceof AccessDeniedException) return "Permission denied";
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null && f.getReason().contains("directory")) return "Is a directory";
        if ("Invalid argument".equals(e.getMessage())) return "Invalid argument";
        return e instanceof java.io.FileNotFoundException ? "No such file or directory" : String.valueOf(e.getMessage());
    }

    private static RValue textConnection(Args a) {
        String name = Coerce.stringScalar(a.get(0));
        RValue object = a.get(1);
        String how = Coerce.stringScalar(a.get(2));
        REnvironment env = (REnvironment) a.get(3);
        Connection c;
        switch (how == null ? "" : how) {
            case "", "r" -> {
                if (!(object instanceof RString text)) throw new RError("invalid 'text' argument", flashr.eval.Calls.currentCall(a.interp()));
                c = new TextConnection.Reading(name, StringArgs.strings(text));
            }
            case "w", "a" -> {
                if (object != RNull.NULL && !(object instanceof RString o && o.length() == 1)) throw new RError("invalid 'object' argument", flashr.eval.Calls.currentCall(a.interp()));
                String variable = object == RNull.NULL ? null : Coerce.stringScalar(object);
                String[] existing = null;
                if (how.equals("a") && variable != null && env.lookup(variable) instanceof RString s) existing = StringArgs.strings(s);
                c = new TextConnection.Writing(variable, env, how, existing);
            }
            default -> throw new RError("unsupported mode");
        }
        try {
            c.open(how == null || how.isEmpty() ? "r" : how);
        } catch (IOException e) {
            throw new RError(e.getMessage());
        }
        return Connections.add(a.interp(), c, c.kind);
    }

    private static RValue summary(Connection c) {
        RList s = new RList(new RValue[] {
            RString.of(c.description), RString.of(c.kind), RString.of(c.mode), RString.of(c.textMode()),
            RString.of(c.isOpen() ? "opened" : "closed"), RString.of(c.canRead() ? "yes" : "no"), RString.of(c.canWrite() ? "yes" : "no")});
        s.setAttr("names", RString.of("description", "class", "mode", "text", "opened", "can read", "can write"));
        return s;
    }
}

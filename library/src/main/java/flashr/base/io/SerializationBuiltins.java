package flashr.base.io;

import flashr.base.RSource;
import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.rds.RdsReader;
import flashr.rds.RdsWriter;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * saveRDS/readRDS and save/load in R's own file formats ({@link flashr.rds}): files GNU R
 * writes are read here and the other way round. Written gzip-compressed (R's default) or plain,
 * always atomically (a temporary file beside the target, moved over it when complete); read
 * plain or compressed (gzip, bzip2, xz), whatever saveRDS's compress said.
 */
public final class SerializationBuiltins {
    private SerializationBuiltins() {}

    public static void register(Registry r) {
        r.builtin("saveRDS", "object, file, ascii, version, compress, refhook", a -> {
            Compression gzip = compression(a.has(4) ? a.get(4) : RLogical.of(true));
            if (a.has(1) && a.get(1) instanceof RString f && f.length() == 1 && !"".equals(f.get(0))) {
                writeFile(a.interp(), f.get(0), gzip, gzip != Compression.NONE ? FileOpening.SAVE_RDS_GZIP : FileOpening.SAVE_RDS, out -> RdsWriter.write(a.get(0), out, environments(a.interp())));
            } else if (a.has(1) && Connections.isConnection(a.get(1))) {
                // as R: a connection is written as it is (compressed when it is a gzfile), compress is ignored
                if (a.has(4)) a.interp().warning(a.call(), "'compress' is ignored unless 'file' is a file name");
                FileConnection c = closedFile(a.interp(), a.get(1));
                writeFile(a.interp(), c.description, Compression.ofKind(c.kind), !c.kind.equals("file") ? FileOpening.SAVE_RDS_GZIP : FileOpening.SAVE_RDS, out -> RdsWriter.write(a.get(0), out, environments(a.interp())));
            } else {
                throw new RError("bad 'file' argument");
            }
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin("readRDS", "file, refhook", a -> {
            String file = Connections.isConnection(a.get(0)) ? closedFile(a.interp(), a.get(0)).description : fileName(a.get(0));
            try (InputStream in = open(a.interp(), file, FileOpening.READ_RDS)) {
                return RdsReader.read(in, environments(a.interp()), SerializationBuiltins::asCharacter);
            } catch (IOException e) {
                throw new RError("error reading from connection");
            }
        });
        r.builtin(".saveBindings", "list, file, envir, compress", a -> {
            RVector names = Coerce.vector(a.get(0), "list");
            REnvironment env = (REnvironment) a.get(2);
            String[] n = new String[names.length()];
            RValue[] values = new RValue[n.length];
            for (int i = 0; i < n.length; i++) {
                n[i] = names.getString(i);
                RValue v = env.lookup(n[i]);
                if (v == null) throw new RError("object '" + n[i] + "' not found");
                values[i] = v instanceof flashr.lang.RPromise p ? a.interp().force(p) : v;
            }
            Compression gzip = compression(a.get(3));
            writeFile(a.interp(), fileName(a.get(1)), gzip, gzip != Compression.NONE ? FileOpening.SAVE_GZIP : FileOpening.SAVE,
                    out -> RdsWriter.writeBindings(n, values, out, environments(a.interp())));
            a.interp().setVisible(false);
            return RNull.NULL;
        });
        r.builtin(".loadBindings", "file, envir", a -> load(a, fileName(a.get(0)), (REnvironment) a.get(1)));
        r.builtin("serialize", "object, connection, ascii, xdr, version, refhook", a -> {
            if (a.get(1) != RNull.NULL) throw new RError("serialize to a connection is not supported: use saveRDS");
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try {
                RdsWriter.write(a.get(0), bytes, environments(a.interp()));
            } catch (IOException e) {
                throw new RError("error writing to connection");
            }
            return new flashr.lang.RRaw(bytes.toByteArray());
        });
        r.builtin("unserialize", "connection, refhook", a -> {
            if (!(a.get(0) instanceof flashr.lang.RRaw raw)) throw new RError("unserialize from a connection is not supported: use readRDS");
            try {
                return RdsReader.read(new java.io.ByteArrayInputStream(raw.data()), environments(a.interp()), SerializationBuiltins::asCharacter);
            } catch (IOException e) {
                throw new RError("error reading from connection");
            }
        });
        RSource.define(r, "base/serialize.R");
    }

    public static RValue asCharacter(RValue v) {
        return v instanceof RVector vec ? Coerce.to(vec, RType.CHARACTER) : v;
    }

    private static RdsWriter.Environments environments(Interpreter in) {
        return new RdsWriter.Environments(in.globalEnv(), in.baseEnv(), in.emptyEnv());
    }

    /** load: the bindings of an .RData file ("RDX2"/"RDX3" and a tagged pairlist) defined in env; their names. */
    private static RValue load(Args a, String file, REnvironment env) {
        try (InputStream in = open(a.interp(), file, FileOpening.LOAD)) {
            byte[] magic = in.readNBytes(5);
            String m = new String(magic, StandardCharsets.US_ASCII);
            if (!m.equals("RDX3\n") && !m.equals("RDX2\n")) {
                throw new RError(m.startsWith("RD") ? "only binary (XDR) .RData files can be read"
                        : "bad restore file magic number (file may be corrupted) -- no data loaded");
            }
            RValue bindings = RdsReader.read(in, environments(a.interp()), SerializationBuiltins::asCharacter);
            if (!(bindings instanceof flashr.lang.RList l) || l.names() == null) return new RString(new String[0]);
            RString names = l.names();
            for (int i = 0; i < l.length(); i++) env.define(names.get(i), l.get(i));
            return names;
        } catch (IOException e) {
            throw new RError("error reading from connection");
        }
    }

    /** The file of a file() or gzfile() connection that is not open (an open one holds text streams, not R's binary format). */
    private static FileConnection closedFile(Interpreter in, RValue con) {
        if (!(Connections.get(in, con) instanceof FileConnection f) || f.isStdin()) throw new RError("only file connections can be read or written in R's binary format");
        if (f.isOpen()) throw new RError("saveRDS and readRDS of an open connection are not supported");
        return f;
    }

    private static String fileName(RValue v) {
        if (!(v instanceof RString s) || s.length() != 1 || s.get(0) == null) throw new RError("bad 'file' argument");
        return s.get(0);
    }

    private static Compression compression(RValue v) {
        if (v instanceof RString s && s.length() == 1) {
            return switch (String.valueOf(s.get(0))) {
                case "gzip" -> Compression.GZIP;
                case "bzip2" -> Compression.BZIP2;
                case "xz" -> Compression.XZ;
                default -> throw new RError("invalid 'compress' argument: " + s.get(0));
            };
        }
        return Coerce.flag(v, "compress") ? Compression.GZIP : Compression.NONE;
    }

    /** The file, through gzip when it starts with gzip's magic number. */
    private static InputStream open(Interpreter interp, String file, FileOpening opening) throws IOException {
        InputStream in;
        try {
            in = new BufferedInputStream(Files.newInputStream(WorkingDirectory.resolve(file)), 1 << 16);
        } catch (IOException e) {
            throw opening.cannotOpen(interp, file, e);
        }
        return Compression.decompressed(in);
    }

    private interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes a file as R's saveRDS and save do, through {@link FileOutput} (never half-written when it is a regular file). */
    private static void writeFile(Interpreter in, String file, Compression compression, FileOpening opening, Content content) {
        opening.write(in, file, false, raw -> {
            // R's levels: gzip 6, bzip2 9, xz 9
            OutputStream out = compression == Compression.NONE ? raw
                    : new BufferedOutputStream(compression.compress(raw, compression == Compression.GZIP ? 6 : 9), 1 << 16);
            content.writeTo(out);
            out.flush();
            if (out != raw) ((BufferedOutputStream) out).close();
        });
    }
}

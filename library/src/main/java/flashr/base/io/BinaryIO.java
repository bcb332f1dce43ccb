package flashr.base.io;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RComplex;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RRaw;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

/**
 * The internals of readBin and writeBin (R code in base/connections-binary.R): R's binary
 * records of integers (1, 2, 4 or 8 bytes), doubles (4 or 8), logicals, complex numbers, raw
 * bytes and NUL-terminated strings, in either byte order, read from or written to a raw vector,
 * a file name (written whole through {@link FileOutput}) or a file connection opened in a binary
 * mode (a closed one is opened for the call, as R does).
 */
public final class BinaryIO {
    private BinaryIO() {}

    public static void register(Registry r) {
        r.builtin(".readBin", "con, what, n, size, signed, swap", a -> inCaller(a, BinaryIO::readBin));
        r.builtin(".writeBin", "object, con, size, swap", a -> inCaller(a, BinaryIO::writeBin));
    }

    /** Runs an internal whose errors R reports in the call of readBin or writeBin. */
    private static RValue inCaller(Args a, flashr.lang.RBuiltin.Body body) {
        try {
            return body.apply(a);
        } catch (RError e) {
            RValue call = flashr.eval.Calls.sysCall(a.interp(), a.env(), 0);
            throw call == flashr.lang.RNull.NULL ? e : e.withCallIfAbsent(call);
        }
    }

    private static ByteOrder order(boolean swap) {
        ByteOrder nat = ByteOrder.nativeOrder();
        return swap ? (nat == ByteOrder.BIG_ENDIAN ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN) : nat;
    }

    private static RValue readBin(Args a) {
        String what = Coerce.stringScalar(a.get(1));
        double nd = Coerce.doubleScalar(a.get(2));
        if (Double.isNaN(nd) || nd < 0) throw new RError("invalid 'n' argument");
        int n = (int) Math.min(nd, Integer.MAX_VALUE - 8);
        int size = Coerce.intScalar(a.get(3));
        boolean signed = Coerce.flag(a.get(4), "signed");
        ByteOrder order = order(Coerce.flag(a.get(5), "swap"));
        RValue con = a.get(0);
        try {
            if (con instanceof RRaw raw) return read(new ByteArrayInputStream(raw.data()), what, n, size, signed, order);
            if (con instanceof RString s && s.length() == 1 && s.get(0) != null) {
                FileOpening.READ_BIN.checkReadable(a.interp(), s.get(0));
                try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(WorkingDirectory.resolve(s.get(0))))) {
                    return read(in, what, n, size, signed, order);
                }
            }
            Connection c = Connections.get(a.interp(), con);
            boolean opened = false;
            if (!c.isOpen()) {
                c.open("rb");
                opened = true;
            }
            try {
                if (!c.canRead()) throw new RError("cannot read from this connection");
                InputStream in = c.binaryInput();
                if (in == null) throw new RError("can only read from a binary connection");
                return read(in, what, n, size, signed, order);
            } finally {
                if (opened) c.close();
            }
        } catch (IOException e) {
            throw new RError("cannot open the connection");
        }
    }

    /** Items allocated before any are read: n may be far more than the data holds, as R allows. */
    private static final int FIRST = 1024;

    private static RValue read(InputStream in, String what, int n, int size, boolean signed, ByteOrder order) throws IOException {
        switch (what) {
            case "character" -> {
                java.util.List<String> out = new java.util.ArrayList<>();
                for (int i = 0; i < n; i++) {
                    ByteArrayOutputStream s = new ByteArrayOutputStream();
                    int b;
                    while ((b = in.read()) > 0) s.write(b);
                    if (b < 0 && s.size() == 0) break;
                    out.add(s.toString(StandardCharsets.UTF_8));
                    if (b < 0) break;
                }
                return new RString(out.toArray(String[]::new));
            }
            case "raw" -> {
                if (size != RInt.NA && size != 1) throw new RError("raw is always of size 1");
                return new RRaw(in.readNBytes(n));
            }
            case "integer", "int", "logical" -> {
                int sz = size == RInt.NA ? 4 : size;
                if (sz != 1 && sz != 2 && sz != 4 && sz != 8) throw new RError("size " + sz + " is unknown on this machine");
                int[] out = new int[Math.min(n, FIRST)];
                int k = 0;
                for (byte[] rec; k < n && (rec = in.readNBytes(sz)).length == sz; k++) {
                    ByteBuffer b = ByteBuffer.wrap(rec).order(order);
                    if (k == out.length) out = java.util.Arrays.copyOf(out, (int) Math.min(n, 2L * k));
                    out[k] = switch (sz) {
                        case 1 -> signed ? rec[0] : rec[0] & 0xff;
                        case 2 -> signed ? b.getShort() : b.getShort() & 0xffff;
                        case 4 -> b.getInt();
                        default -> (int) b.getLong();
                    };
                }
                int[] got = java.util.Arrays.copyOf(out, k);
                return what.equals("logical") ? new RLogical(got) : new RInt(got);
            }
            case "numeric", "double" -> {
                int sz = size == RInt.NA ? 8 : size;
                if (sz != 4 && sz != 8) throw new RError("size " + sz + " is unknown on this machine");
                double[] out = new double[Math.min(n, FIRST)];
                int k = 0;
                for (byte[] rec; k < n && (rec = in.readNBytes(sz)).length == sz; k++) {
                    ByteBuffer b = ByteBuffer.wrap(rec).order(order);
                    if (k == out.length) out = java.util.Arrays.copyOf(out, (int) Math.min(n, 2L * k));
                    out[k] = sz == 4 ? b.getFloat() : b.getDouble();
                }
                return new RDouble(java.util.Arrays.copyOf(out, k));
            }
            case "complex" -> {
                int sz = size == RInt.NA ? 16 : size;
                if (sz != 16) throw new RError("size changing is not supported for complex vectors");
                double[] re = new double[Math.min(n, FIRST)], im = new double[re.length];
                int k = 0;
                for (byte[] rec; k < n && (rec = in.readNBytes(16)).length == 16; k++) {
                    ByteBuffer b = ByteBuffer.wrap(rec).order(order);
                    if (k == re.length) {
                        re = java.util.Arrays.copyOf(re, (int) Math.min(n, 2L * k));
                        im = java.util.Arrays.copyOf(im, re.length);
                    }
                    re[k] = b.getDouble();
                    im[k] = b.getDouble();
                }
                return new RComplex(java.util.Arrays.copyOf(re, k), java.util.Arrays.copyOf(im, k));
            }
            default -> throw new RError("invalid 'what' argument");
        }
    }

    private static RValue writeBin(Args a) {
        if (!(a.get(0) instanceof RVector x)) throw new RError("can only write vector objects");
        int size = Coerce.intScalar(a.get(2));
        ByteOrder order = order(Coerce.flag(a.get(3), "swap"));
        byte[] bytes = encode(x, size, order);
        RValue con = a.get(1);
        a.interp().setVisible(false);
        if (con instanceof RRaw) {
            a.interp().setVisible(true);
            return new RRaw(bytes);
        }
        if (con instanceof RString s && s.length() == 1 && s.get(0) != null) {
            FileOpening.WRITE_BIN.write(a.interp(), s.get(0), false, out -> out.write(bytes));
            return flashr.lang.RNull.NULL;
        }
        Connection c = Connections.get(a.interp(), con);
        boolean opened = false;
        try {
            if (!c.isOpen()) {
                c.open("wb");
                opened = true;
            }
            try {
                if (!c.canWrite()) throw new RError("cannot write to this connection");
                OutputStream out = c.binaryOutput();
                if (out == null) throw new RError("can only write to a binary connection");
                out.write(bytes);
                out.flush();
            } finally {
                if (opened) c.close();
            }
        } catch (IOException e) {
            throw new RError("Error writing to connection:  " + FileOutput.reason(e));
        }
        return flashr.lang.RNull.NULL;
    }

    private static byte[] encode(RVector x, int size, ByteOrder order) {
        int n = x.length();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (x.type()) {
            case CHARACTER -> {
                for (int i = 0; i < n; i++) {
                    String s = x.getString(i);
                    out.writeBytes((s == null ? "NA" : s).getBytes(StandardCharsets.UTF_8));
                    out.write(0);
                }
            }
            case RAW -> {
                if (size != RInt.NA && size != 1) throw new RError("raw is always of size 1");
                out.writeBytes(((RRaw) x).data());
            }
            case LOGICAL, INTEGER -> {
                int sz = size == RInt.NA ? 4 : size;
                if (sz != 1 && sz != 2 && sz != 4 && sz != 8) throw new RError("size " + sz + " is unknown on this machine");
                ByteBuffer b = ByteBuffer.allocate(n * sz).order(order);
                for (int i = 0; i < n; i++) {
                    int v = x.type() == flashr.lang.RType.LOGICAL ? x.getLogical(i) : x.getInt(i);
                    switch (sz) {
                        case 1 -> b.put((byte) v);
                        case 2 -> b.putShort((short) v);
                        case 4 -> b.putInt(v);
                        default -> b.putLong(v);
                    }
                }
                out.writeBytes(b.array());
            }
            case DOUBLE -> {
                int sz = size == RInt.NA ? 8 : size;
                if (sz != 4 && sz != 8) throw new RError("size " + sz + " is unknown on this machine");
                ByteBuffer b = ByteBuffer.allocate(n * sz).order(order);
                for (int i = 0; i < n; i++) {
                    if (sz == 4) b.putFloat((float) x.getDouble(i));
                    else b.putDouble(x.getDouble(i));
                }
                out.writeBytes(b.array());
            }
            case COMPLEX -> {
                if (size != RInt.NA && size != 16) throw new RError("size changing is not supported for complex vectors");
                RComplex z = (RComplex) x;
                ByteBuffer b = ByteBuffer.allocate(n * 16).order(order);
                for (int i = 0; i < n; i++) b.putDouble(z.re(i)).putDouble(z.im(i));
                out.writeBytes(b.array());
            }
            default -> throw new RError("can only write vector objects");
        }
        return out.toByteArray();
    }
}

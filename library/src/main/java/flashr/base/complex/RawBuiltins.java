package flashr.base.complex;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RRaw;
import flashr.lang.RString;
import flashr.lang.RType;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.lang.RVectors;
import java.nio.charset.StandardCharsets;

/** Builtins on raw vectors: raw, as.raw, is.raw, charToRaw, rawToChar, rawShift, packBits, intToBits, rawToBits. */
final class RawBuiltins {
    private RawBuiltins() {}

    static void register(Registry r) {
        r.builtin("raw", "length", a -> {
            // R's raw() is vector("raw", length)
            double d = a.has(0) ? flashr.base.vectors.VectorSizes.asVecSize(a, a.get(0)) : 0;
            if (d < 0) throw new RError("invalid 'length' argument");
            return new RRaw(new byte[flashr.base.vectors.VectorSizes.checked(d, flashr.lang.RType.RAW)]);
        });
        r.builtin("is.raw", "x", a -> RLogical.of(ComplexBuiltins.required(a, 0, "x") instanceof RRaw));
        r.builtin("as.raw", "x", a -> {
            RValue x = ComplexBuiltins.required(a, 0, "x");
            if (x == RNull.NULL) return new RRaw(new byte[0]);
            if (!(x instanceof RVector v) || !v.type().isAtomic()) {
                throw new RError("cannot coerce type '" + x.typeName() + "' to vector of type 'raw'");
            }
            if (x instanceof RRaw raw && !raw.hasAttributes()) return raw;
            if (RVectors.rawOutOfRange(v)) a.interp().warning(null, "out-of-range values treated as 0 in coercion to raw");
            return RVectors.coerce(v, RType.RAW);
        });
        r.builtin("charToRaw", "x", a -> {
            RValue x = ComplexBuiltins.required(a, 0, "x");
            if (!(x instanceof RString s)) throw new RError("argument must be a character vector of length 1");
            if (s.length() == 0) return new RRaw(new byte[0]);
            if (s.length() > 1) a.interp().warning(a.call(), "argument should be a character vector of length 1\nall but the first element will be ignored");
            String t = s.get(0);
            return new RRaw(t == null ? "NA".getBytes(StandardCharsets.UTF_8) : t.getBytes(StandardCharsets.UTF_8));
        });
        r.builtin("rawToChar", "x, multiple", RawBuiltins::rawToChar);
        r.builtin("rawShift", "x, n", a -> {
            if (!(ComplexBuiltins.required(a, 0, "x") instanceof RRaw x)) throw new RError("argument 'x' must be a raw vector");
            int n = Coerce.intScalar(ComplexBuiltins.required(a, 1, "n"));
            if (n == RInt.NA || n < -8 || n > 8) throw new RError("argument 'n' must be a small integer");
            byte[] out = new byte[x.length()];
            for (int i = 0; i < out.length; i++) out[i] = (byte) (n >= 0 ? x.get(i) << n : x.get(i) >> -n);
            return new RRaw(out);
        });
        r.builtin("rawToBits", "x", a -> {
            if (!(ComplexBuiltins.required(a, 0, "x") instanceof RRaw x)) throw new RError("argument 'x' must be a raw vector");
            byte[] out = new byte[8 * x.length()];
            for (int i = 0; i < x.length(); i++) {
                for (int k = 0; k < 8; k++) out[8 * i + k] = (byte) ((x.get(i) >> k) & 1);
            }
            return new RRaw(out);
        });
        r.builtin("intToBits", "x", a -> {
            RValue x = ComplexBuiltins.required(a, 0, "x");
            if (!(x instanceof RVector v) || !v.type().isAtomic()) throw new RError("argument 'x' must be an integer vector");
            RVector ints = Coerce.to(v, RType.INTEGER);
            byte[] out = new byte[32 * ints.length()];
            for (int i = 0; i < ints.length(); i++) {
                int w = ints.getInt(i);
                for (int k = 0; k < 32; k++) out[32 * i + k] = (byte) ((w >>> k) & 1);
            }
            return new RRaw(out);
        });
        r.builtin("packBits", "x, type", RawBuiltins::packBits);
    }

    private static RValue rawToChar(Args a) {
        if (!(ComplexBuiltins.required(a, 0, "x") instanceof RRaw x)) throw new RError("argument 'x' must be a raw vector");
        boolean multiple = a.has(1) && Coerce.flag(a.get(1), "multiple");
        if (multiple) {
            String[] out = new String[x.length()];
            for (int i = 0; i < out.length; i++) out[i] = x.get(i) == 0 ? "" : new String(new byte[] {x.data()[i]}, StandardCharsets.ISO_8859_1);
            return new RString(out);
        }
        int end = x.length();
        while (end > 0 && x.get(end - 1) == 0) end--; // R drops trailing nuls
        for (int i = 0; i < end; i++) {
            if (x.get(i) == 0) {
                StringBuilder shown = new StringBuilder();
                for (int k = 0; k < end; k++) {
                    int b = x.get(k);
                    shown.append(b == 0 ? "\\0" : b < 32 || b > 126 ? String.format("\\%03o", b) : String.valueOf((char) b));
                }
                throw new RError("embedded nul in string: '" + shown + "'");
            }
        }
        return RString.of(new String(x.data(), 0, end, StandardCharsets.UTF_8));
    }

    /** R's {@code packBits}: 8 bits (raw: 00/01 or logical/integer 0/1) to a byte, 32 to an integer, 64 to a double. */
    private static RValue packBits(Args a) {
        RValue xv = ComplexBuiltins.required(a, 0, "x");
        String type = a.has(1) ? Coerce.stringScalar(a.get(1)) : "raw";
        if (type == null || !(type.equals("raw") || type.equals("integer") || type.equals("double"))) {
            throw new RError("'arg' should be one of \u201craw\u201d, \u201cinteger\u201d, \u201cdouble\u201d");
        }
        if (!(xv instanceof RVector x) || !(x instanceof RRaw || x.type() == RType.LOGICAL || x.type() == RType.INTEGER)) {
            throw new RError("argument 'x' must be raw, integer or logical");
        }
        int width = type.equals("raw") ? 8 : type.equals("integer") ? 32 : 64;
        int n = x.length();
        if (n % width != 0) throw new RError("argument 'x' must be a multiple of " + width + " long");
        long[] words = new long[n / width];
        for (int i = 0; i < n; i++) {
            int bit;
            if (x instanceof RRaw raw) {
                bit = raw.get(i) & 1;
            } else {
                int v = x.getInt(i);
                if (v == RInt.NA) throw new RError("argument 'x' must not contain NAs");
                bit = v & 1;
            }
            if (bit != 0) words[i / width] |= 1L << (i % width);
        }
        int m = words.length;
        return switch (type) {
            case "raw" -> {
                byte[] b = new byte[m];
                for (int i = 0; i < m; i++) b[i] = (byte) words[i];
                yield new RRaw(b);
            }
            case "integer" -> {
                int[] v = new int[m];
                for (int i = 0; i < m; i++) v[i] = (int) words[i];
                yield new RInt(v);
            }
            default -> {
                double[] d = new double[m];
                for (int i = 0; i < m; i++) d[i] = Double.longBitsToDouble(words[i]);
                yield new RDouble(d);
            }
        };
    }
}

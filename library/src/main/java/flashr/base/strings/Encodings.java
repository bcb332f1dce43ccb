package flashr.base.strings;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Calls;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RRaw;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;

/**
 * Encodings as R reports and converts them. flashr's strings are Unicode and read as UTF-8, so
 * Encoding() says "UTF-8" for a string with non-ASCII characters and "unknown" otherwise, as R
 * does for UTF-8 text; enc2utf8/enc2native return their argument. iconv takes a string's UTF-8
 * bytes as text in {@code from} and converts it to {@code to} with R's substitutions for what
 * {@code to} cannot hold (sub = NA, "byte", "Unicode", "c99" or a string per byte).
 */
public final class Encodings {
    private Encodings() {}

    public static void register(Registry r) {
        r.builtin("Encoding", "x", a -> {
            if (!(a.get(0) instanceof RString x)) throw new RError("a character vector argument expected");
            String[] out = new String[x.length()];
            for (int i = 0; i < out.length; i++) out[i] = x.get(i) != null && !isAscii(x.get(i)) ? "UTF-8" : "unknown";
            return new RString(out);
        });
        r.builtin("Encoding<-", "x, value", a -> {
            if (!(a.get(0) instanceof RString)) throw new RError("a character vector argument expected");
            if (!(a.get(1) instanceof RString v) || v.length() == 0) throw new RError("a character vector 'value' expected");
            return a.get(0);
        });
        r.builtin("enc2utf8", "x", a -> {
            if (!(a.get(0) instanceof RString)) throw new RError("argument is not a character vector");
            return a.get(0);
        });
        r.builtin("enc2native", "x", a -> {
            if (!(a.get(0) instanceof RString)) throw new RError("argument is not a character vector");
            return a.get(0);
        });
        r.builtin("validUTF8", "x", a -> {
            if (!(a.get(0) instanceof RString x)) throw new RError("invalid 'x' argument");
            int[] ok = new int[x.length()];
            java.util.Arrays.fill(ok, 1);
            return new flashr.lang.RLogical(ok);
        });
        r.builtin("iconvlist", "", a -> new RString(Charset.availableCharsets().keySet().toArray(String[]::new)));
        r.builtin(".iconv", "x, from, to, sub, toRaw", Encodings::iconv);
        Abbreviation.register(r);
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) >= 0x80) return false;
        return true;
    }

    /** R's names for encodings as Java charsets; null for one the JVM does not know. */
    private static Charset charset(String name) {
        String n = name.replaceFirst("//.*$", "");
        if (n.isEmpty()) return StandardCharsets.UTF_8;
        switch (n.toLowerCase(java.util.Locale.ROOT)) {
            case "latin1", "latin-1" -> {
                return StandardCharsets.ISO_8859_1;
            }
            case "ascii" -> {
                return StandardCharsets.US_ASCII;
            }
            case "utf8", "utf-8" -> {
                return StandardCharsets.UTF_8;
            }
            default -> {
                try {
                    return Charset.forName(n);
                } catch (IllegalArgumentException e) {
                    return null;
                }
            }
        }
    }

    private static RValue iconv(Args a) {
        String fromName = Coerce.stringScalar(a.get(1));
        String toName = Coerce.stringScalar(a.get(2));
        Charset from = fromName == null ? null : charset(fromName);
        Charset to = toName == null ? null : charset(toName);
        if (from == null || to == null) {
            RValue call = Calls.sysCall(a.interp(), a.env(), 0);
            throw new RError("unsupported conversion from '" + fromName + "' to '" + toName + "'", call == RNull.NULL ? a.call() : call);
        }
        boolean translit = toName.toUpperCase(java.util.Locale.ROOT).contains("//TRANSLIT");
        String sub = a.get(3) instanceof RVector s && s.length() > 0 ? s.getString(0) : null;
        boolean toRaw = Coerce.flag(a.get(4), "toRaw");
        RValue xv = a.get(0);
        int n = xv instanceof RVector v ? v.length() : 0;
        String[] out = new String[n];
        RValue[] raws = new RValue[n];
        for (int i = 0; i < n; i++) {
            byte[] in = bytes(xv, i);
            byte[] converted = in == null ? null : convert(in, from, to, sub, translit);
            if (toRaw) raws[i] = converted == null ? RNull.NULL : new RRaw(converted);
            else out[i] = converted == null ? null : new String(converted, to);
        }
        return toRaw ? new RList(raws) : new RString(out);
    }

    private static byte[] bytes(RValue x, int i) {
        if (x instanceof RString s) return s.get(i) == null ? null : s.get(i).getBytes(StandardCharsets.UTF_8);
        if (x instanceof RList l) return l.get(i) instanceof RRaw r ? r.data() : null;
        return null;
    }

    /** The text of {@code in} (bytes in {@code from}) as bytes in {@code to}; null for NA. */
    private static byte[] convert(byte[] in, Charset from, Charset to, String sub, boolean translit) {
        CharsetDecoder dec = from.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        String text;
        try {
            text = dec.decode(ByteBuffer.wrap(in)).toString();
        } catch (CharacterCodingException e) {
            if (sub == null) return null;
            text = substituteUndecodable(in, from, sub);
        }
        CharsetEncoder enc = to.newEncoder();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            i += Character.charCount(cp);
            if (enc.canEncode(ch)) {
                out.writeBytes(ch.getBytes(to));
                continue;
            }
            if (translit) {
                String plain = Normalizer.normalize(ch, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
                out.writeBytes((enc.canEncode(plain) && !plain.isEmpty() ? plain : "?").getBytes(to));
                continue;
            }
            if (sub == null) return null;
            out.writeBytes(substitute(ch, cp, sub, from).getBytes(to));
        }
        return out.toByteArray();
    }

    /** R's replacement for a character {@code to} cannot hold: "byte" and a string stand for each of its input bytes. */
    private static String substitute(String ch, int cp, String sub, Charset from) {
        StringBuilder sb = new StringBuilder();
        switch (sub) {
            case "Unicode" -> sb.append(String.format("<U+%04X>", cp));
            case "c99" -> sb.append(cp > 0xFFFF ? String.format("\\U%08x", cp) : String.format("\\u%04x", cp));
            default -> {
                for (byte b : ch.getBytes(from)) {
                    sb.append(sub.equals("byte") ? String.format("<%02x>", b & 0xff) : sub);
                }
            }
        }
        return sb.toString();
    }

    /** Decodes what can be decoded, each byte of what cannot as R's sub does ("byte": "<xx>"). */
    private static String substituteUndecodable(byte[] in, Charset from, String sub) {
        CharsetDecoder dec = from.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer src = ByteBuffer.wrap(in);
        CharBuffer dst = CharBuffer.allocate(in.length * 2 + 4);
        StringBuilder sb = new StringBuilder();
        while (src.hasRemaining()) {
            var res = dec.decode(src, dst, true);
            dst.flip();
            sb.append(dst);
            dst.clear();
            if (res.isError()) {
                for (int k = 0; k < res.length(); k++) {
                    int b = src.get() & 0xff;
                    sb.append(sub.equals("byte") || sub.equals("Unicode") || sub.equals("c99") ? String.format("<%02x>", b) : sub);
                }
            } else if (res.isUnderflow()) {
                break;
            }
        }
        return sb.toString();
    }
}

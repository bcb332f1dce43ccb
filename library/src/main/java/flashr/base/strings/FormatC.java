package flashr.base.strings;

import flashr.eval.Coerce;
import flashr.format.DecimalText;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** R's {@code formatC}: each number through one C conversion, and the {@code big.mark} insertion it shares with format. */
public final class FormatC {
    private FormatC() {}

    /** formatC(x) with its defaults: a double as "%.4g" would write it, at least one character wide. */
    public static String formatC(double x) {
        return ((RVector) formatC(flashr.lang.RDouble.of(x), null, null, null, null, null, null)).getString(0);
    }

    static RValue formatC(RValue xv, RValue widthArg, RValue digitsArg, RValue formatArg, RValue flagArg,
            RValue modeArg, RValue bigMarkArg) {
        if (!(xv instanceof RVector x) || x instanceof RLogical || !x.type().isAtomic()) throw new RError("unsupported type ");
        String flag = flagArg == null ? "" : StringArgs.single(flagArg, "flag");
        String bigMark = bigMarkArg == null ? "" : StringArgs.single(bigMarkArg, "big.mark");
        Integer width = widthArg == null || widthArg == RNull.NULL ? null : Coerce.intScalar(widthArg);
        Integer digits = digitsArg == null || digitsArg == RNull.NULL ? null : Coerce.intScalar(digitsArg);
        String mode = modeArg != null ? StringArgs.single(modeArg, "mode")
                : x instanceof RString ? "character" : x instanceof RInt ? "integer" : "double";
        String format = formatArg == null || formatArg == RNull.NULL ? null : StringArgs.single(formatArg, "format");
        int n = x.length();
        String[] out = new String[n];
        boolean left = flag.contains("-");
        if (mode.equals("character") || "s".equals(format)) {
            int w = width == null ? 0 : width;
            if (w < 0) {
                left = true;
                w = -w;
            }
            for (int i = 0; i < n; i++) {
                String s = x.getString(i);
                out[i] = pad(s == null ? "NA" : s, w, left);
            }
            return withAttributes(out, x);
        }
        if (format == null) format = mode.equals("integer") ? "d" : "g";
        if (width == null && digits == null) width = 1;
        int dig = digits == null ? (format.equals("d") ? 2 : 4) : digits < 0 ? 6 : digits;
        int w = width == null ? dig + 1 : width == 0 ? dig : width;
        if (w < 0) {
            left = true;
            w = -w;
        }
        for (int i = 0; i < n; i++) {
            double d = x.getDouble(i);
            if (!Double.isFinite(d)) out[i] = RDouble.isNAValue(d) || x.isNA(i) && !(x instanceof RDouble) ? "NA" : Double.isNaN(d) ? "NaN" : d > 0 ? "Inf" : "-Inf";
        }
        alignNonFinite(out, i -> !Double.isFinite(x.getDouble(i)), width == null ? 0 : Math.abs(width), left);
        for (int i = 0; i < n; i++) {
            double d = x.getDouble(i);
            if (!Double.isFinite(d)) continue;
            String body = switch (format) {
                case "d" -> Long.toString(Math.round(Math.rint(d)));
                case "f" -> DecimalText.fixed(d, dig);
                case "e", "E" -> DecimalText.scientific(d, dig, format.equals("E"), flag.contains("#"));
                case "g", "G" -> DecimalText.general(d, dig, format.equals("G"), flag.contains("#"));
                case "fg" -> significantFixed(d, dig, flag.contains("#"));
                default -> throw new RError("'format' must be one of {\"f\",\"e\",\"E\",\"g\",\"G\", \"fg\", \"s\"}");
            };
            if (!body.startsWith("-")) {
                if (flag.contains("+")) body = "+" + body;
                else if (flag.contains(" ")) body = " " + body;
            }
            if (!bigMark.isEmpty()) body = insertBigMark(body, bigMark);
            if (flag.contains("0") && !left && body.length() < w) {
                int sign = body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
                body = body.substring(0, sign) + "0".repeat(w - body.length()) + body.substring(sign);
            }
            out[i] = pad(body, w, left);
        }
        return withAttributes(out, x);
    }

    /** "fg": {@code digits} significant digits in fixed notation, trailing zeros dropped unless {@code keep}. */
    private static String significantFixed(double d, int digits, boolean keep) {
        int exp = DecimalText.exponent(d, Math.max(digits, 1) - 1);
        String s = DecimalText.fixed(d, Math.max(0, digits - 1 - exp));
        if (keep || s.indexOf('.') < 0) return s;
        int end = s.length();
        while (s.charAt(end - 1) == '0') end--;
        if (s.charAt(end - 1) == '.') end--;
        return s.substring(0, end);
    }

    /** Inserts {@code mark} every three digits of the integer part of a formatted number. */
    static String insertBigMark(String s, String mark) {
        int start = 0;
        while (start < s.length() && !Character.isDigit(s.charAt(start))) start++;
        int end = start;
        while (end < s.length() && Character.isDigit(s.charAt(end))) end++;
        if (end - start <= 3 || s.indexOf('e', end) >= 0) return s;
        StringBuilder sb = new StringBuilder(s.substring(0, start));
        for (int i = start; i < end; i++) {
            if (i > start && (end - i) % 3 == 0) sb.append(mark);
            sb.append(s.charAt(i));
        }
        return sb.append(s, end, s.length()).toString();
    }

    /**
     * The texts of NA, NaN and infinities (where {@code nonFinite} holds) padded together, to
     * {@code width} or the longest of them: formatC formats them as strings, so c(-Inf, Inf)
     * gives "-Inf" and " Inf".
     */
    public static void alignNonFinite(String[] text, java.util.function.IntPredicate nonFinite, int width, boolean left) {
        int w = width;
        for (int i = 0; i < text.length; i++) if (nonFinite.test(i)) w = Math.max(w, text[i].length());
        for (int i = 0; i < text.length; i++) if (nonFinite.test(i)) text[i] = pad(text[i], w, left);
    }

    private static String pad(String s, int w, boolean left) {
        int n = w - s.length();
        if (n <= 0) return s;
        return left ? s + " ".repeat(n) : " ".repeat(n) + s;
    }

    /**
     * prettyNum's drop0trailing as formatC applies it: the zeros that end the decimals go, the
     * decimal mark with them when none are left; with an exponent only "e+00" goes.
     */
    static RString dropTrailingZeros(RString r) {
        String[] out = new String[r.length()];
        for (int i = 0; i < out.length; i++) {
            String s = r.get(i);
            int dot = s == null ? -1 : s.lastIndexOf('.');
            if (dot < 0) {
                out[i] = s;
                continue;
            }
            String after = s.substring(dot + 1);
            after = after.contains("e") ? after.replaceFirst("e[+-]0+$", "") : after.replaceFirst("0+$", "");
            out[i] = s.substring(0, dot) + (after.isEmpty() ? "" : "." + after);
        }
        RString res = new RString(out);
        if (r.hasAttributes()) res.setAttributes(r.attributes());
        return res;
    }

    private static RString withAttributes(String[] out, RVector x) {
        RString r = new RString(out);
        if (x.hasAttributes()) {
            r.setAttributes(x.attributes());
            r.setAttr("class", null);
        }
        return r;
    }
}

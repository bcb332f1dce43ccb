package flashr.base.strings;

import flashr.eval.Args;
import flashr.format.DecimalText;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** R's {@code sprintf}: C conversions vectorised over the format and every argument, recycled. */
final class Sprintf {
    private static final Pattern SPEC =
            Pattern.compile("%(?:(\\d+)\\$)?([-+ 0#]*)(\\*(?:\\d+\\$)?|\\d+)?(?:\\.(\\*(?:\\d+\\$)?|\\d*))?([diouxXfeEgGaAs%])");

    private Sprintf() {}

    static RValue sprintf(Args a) {
        String[] fmt = StringArgs.character(a.get(0), "'fmt' is not a character vector");
        RValue[] args = a.dots();
        int n = fmt.length;
        for (RValue v : args) {
            int len = v instanceof RVector vec ? vec.length() : v == flashr.lang.RNull.NULL ? 0 : 1;
            if (len == 0 || n == 0) return new RString(new String[0]);
            n = Math.max(n, len);
        }
        String[] res = new String[n];
        for (int i = 0; i < n; i++) {
            String f = fmt[i % fmt.length];
            res[i] = f == null ? null : one(a, f, args, i);
        }
        return new RString(res);
    }

    private static String one(Args a, String fmt, RValue[] args, int row) {
        StringBuilder sb = new StringBuilder();
        Matcher m = SPEC.matcher(fmt);
        int pos = 0, next = 0;
        while (pos < fmt.length()) {
            int pct = fmt.indexOf('%', pos);
            if (pct < 0) {
                sb.append(fmt, pos, fmt.length());
                break;
            }
            sb.append(fmt, pos, pct);
            if (!m.find(pct) || m.start() != pct) throw new RError("unrecognised format specification '" + fmt.substring(pct) + "'");
            pos = m.end();
            char conv = m.group(5).charAt(0);
            if (conv == '%') {
                sb.append('%');
                continue;
            }
            String flags = m.group(2);
            int width = -1, precision = -1;
            if (m.group(3) != null) {
                if (m.group(3).startsWith("*")) {
                    width = starArg(a, args, m.group(3), next++, row);
                    if (width < 0) {
                        flags += "-";
                        width = -width;
                    }
                } else {
                    width = cNumber(m.group(3));
                }
            }
            if (m.group(4) != null) {
                precision = m.group(4).startsWith("*") ? starArg(a, args, m.group(4), next++, row)
                        : m.group(4).isEmpty() ? 0 : cNumber(m.group(4));
            }
            int argIndex = m.group(1) != null ? Integer.parseInt(m.group(1)) - 1 : next++;
            if (argIndex >= args.length) throw new RError("too few arguments");
            RValue arg = args[argIndex];
            // R formats each conversion into a buffer of 8192 bytes: a wider result is its error
            if (width > MAX_PIECE) throw tooLong(width);
            String piece = convert(arg, row, conv, flags, width, precision, fmt.substring(pct, pos));
            if (piece.length() > MAX_PIECE) throw tooLong(piece.length());
            sb.append(piece);
        }
        return sb.toString();
    }

    /** The longest result of one conversion R's sprintf makes. */
    private static final int MAX_PIECE = 8192;

    private static RError tooLong(int length) {
        return new RError("required resulting string length " + length + " is greater than maximal " + MAX_PIECE);
    }

    /** A width or precision written in the format; one past C's int range is ignored, as the C library R calls does. */
    private static int cNumber(String digits) {
        if (digits.length() > 10) return -1;
        long v = Long.parseLong(digits);
        return v > Integer.MAX_VALUE ? -1 : (int) v;
    }

    /** A {@code *} width or precision: R coerces it to integer, so one past int's range warns and then fails as NA does. */
    private static int starArg(Args a, RValue[] args, String spec, int next, int row) {
        int k = spec.length() > 1 ? Integer.parseInt(spec.substring(1, spec.length() - 1)) - 1 : next;
        if (k >= args.length) throw new RError("too few arguments");
        RVector v = (RVector) args[k];
        if (v.type() != flashr.lang.RType.INTEGER && v.type() != flashr.lang.RType.DOUBLE) {
            throw new RError("argument for '*' conversion specification must be a number");
        }
        int i = row % v.length();
        if (v instanceof RDouble d && !Double.isNaN(d.get(i)) && Math.abs(d.get(i)) >= 2147483648.0) {
            a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
            throw new RError("argument for '*' conversion specification must be a number");
        }
        int w = v.getInt(i);
        if (w == flashr.lang.RInt.NA) throw new RError("argument for '*' conversion specification must be a number");
        return w;
    }

    private static String convert(RValue arg, int row, char conv, String flags, int width, int precision, String spec) {
        if (!(arg instanceof RVector v)) throw new RError("unsupported type");
        int i = row % v.length();
        if (conv == 's') {
            String s = v instanceof RDouble d ? flashr.lang.NumberText.doubleToString(d.get(i))
                    : v.getString(i);
            if (s == null) s = "NA";
            if (precision >= 0 && precision < s.length()) s = s.substring(0, precision);
            return pad(s, width, flags.contains("-"));
        }
        if (v instanceof RString) {
            throw new RError("invalid format '" + spec + "'; use format %s for character objects");
        }
        boolean intConv = "dioxX".indexOf(conv) >= 0;
        if (intConv) {
            int x;
            if (v instanceof RDouble d) {
                double dv = d.get(i);
                if (!Double.isNaN(dv) && (dv != Math.rint(dv) || Math.abs(dv) >= 2147483648.0)) {
                    throw new RError("invalid format '" + spec + "'; use format %f, %e, %g or %a for numeric objects");
                }
                x = Double.isNaN(dv) ? RInt.NA : (int) dv;
            } else {
                x = v.getInt(i);
            }
            if (x == RInt.NA || (v instanceof RLogical && v.isNA(i))) return pad("NA", width, flags.contains("-"));
            return integer(x, conv, flags, width, precision);
        }
        double x = v.getDouble(i);
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            String s = RDouble.isNAValue(x) || (v.isNA(i) && !(v instanceof RDouble)) ? "NA"
                    : Double.isNaN(x) ? "NaN" : x > 0 ? (flags.contains("+") ? "+Inf" : flags.contains(" ") ? " Inf" : "Inf") : "-Inf";
            return pad(s, width, flags.contains("-"));
        }
        int p = precision < 0 ? 6 : precision;
        boolean alt = flags.contains("#");
        String body = switch (conv) {
            case 'f' -> DecimalText.fixed(x, p) + (alt && p == 0 ? "." : "");
            case 'e', 'E' -> DecimalText.scientific(x, p, conv == 'E', alt);
            case 'g', 'G' -> DecimalText.general(x, p, conv == 'G', alt);
            default -> hexFloat(x, conv == 'A');
        };
        return signed(body, flags, width);
    }

    /** C's {@code %a}: Java's hexadecimal form without a ".0" fraction and with a signed exponent. */
    private static String hexFloat(double x, boolean upper) {
        String h = Double.toHexString(x).replace(".0p", "p");
        int p = h.indexOf('p');
        if (h.charAt(p + 1) != '-') h = h.substring(0, p + 1) + "+" + h.substring(p + 1);
        return upper ? h.toUpperCase() : h;
    }

    private static String integer(int x, char conv, String flags, int width, int precision) {
        String digits = switch (conv) {
            case 'x' -> Integer.toHexString(x);
            case 'X' -> Integer.toHexString(x).toUpperCase();
            case 'o' -> Integer.toOctalString(x);
            default -> Long.toString(Math.abs((long) x));
        };
        if (precision >= 0) {
            if (digits.length() < precision) digits = "0".repeat(precision - digits.length()) + digits;
            flags = flags.replace("0", "");
        }
        if (flags.contains("#") && x != 0) {
            if (conv == 'x') digits = "0x" + digits;
            else if (conv == 'X') digits = "0X" + digits;
            else if (conv == 'o' && !digits.startsWith("0")) digits = "0" + digits;
        }
        if (conv == 'd' || conv == 'i') digits = (x < 0 ? "-" : "") + digits;
        return signed(digits, flags, width);
    }

    /** Adds the + or space sign flag, then pads to {@code width}: zeros after the sign with flag 0. */
    private static String signed(String body, String flags, int width) {
        boolean negative = body.startsWith("-");
        if (!negative) {
            if (flags.contains("+")) body = "+" + body;
            else if (flags.contains(" ")) body = " " + body;
        }
        boolean left = flags.contains("-");
        if (flags.contains("0") && !left && body.length() < width) {
            int signLen = body.startsWith("-") || body.startsWith("+") || body.startsWith(" ") ? 1 : 0;
            if (body.startsWith("0x", signLen) || body.startsWith("0X", signLen)) signLen += 2;
            return body.substring(0, signLen) + "0".repeat(width - body.length()) + body.substring(signLen);
        }
        return pad(body, width, left);
    }

    /** Pads to {@code width} counted in bytes, as C does. */
    private static String pad(String s, int width, boolean left) {
        int n = width - s.getBytes(StandardCharsets.UTF_8).length;
        if (n <= 0) return s;
        return left ? s + " ".repeat(n) : " ".repeat(n) + s;
    }
}

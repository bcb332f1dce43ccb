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
        // each format is parsed once, not once per element (a vectorized call formats many)
        Piece[][] parsed = new Piece[fmt.length][];
        for (int i = 0; i < n; i++) {
            int k = i % fmt.length;
            String f = fmt[k] == null ? "NA" : fmt[k]; // R reads an NA format as the text "NA"
            if (parsed[k] == null) parsed[k] = parse(f);
            res[i] = one(a, parsed[k], args, i);
        }
        return new RString(res);
    }

    /**
     * One conversion of a format and the literal text before it; {@code conv} 0 for the text after
     * the last conversion; {@code bad} for a specification that is not one, an error when a row
     * reaches it (after the conversions before it, as R's order of errors has it).
     */
    private record Piece(String literal, char conv, String position, String flags, String width, String precision,
                         String spec, String bad) {}

    private static Piece[] parse(String fmt) {
        java.util.ArrayList<Piece> pieces = new java.util.ArrayList<>();
        Matcher m = SPEC.matcher(fmt);
        int pos = 0;
        while (pos < fmt.length()) {
            int pct = fmt.indexOf('%', pos);
            if (pct < 0) {
                pieces.add(new Piece(fmt.substring(pos), '\0', null, null, null, null, null, null));
                break;
            }
            String literal = fmt.substring(pos, pct);
            if (!m.find(pct) || m.start() != pct) {
                pieces.add(new Piece(literal, '\0', null, null, null, null, null, fmt.substring(pct)));
                break;
            }
            pos = m.end();
            pieces.add(new Piece(literal, m.group(5).charAt(0), m.group(1), m.group(2), m.group(3), m.group(4),
                    fmt.substring(pct, pos), null));
        }
        return pieces.toArray(new Piece[0]);
    }

    private static String one(Args a, Piece[] pieces, RValue[] args, int row) {
        StringBuilder sb = new StringBuilder();
        int next = 0;
        for (Piece p : pieces) {
            sb.append(p.literal());
            if (p.bad() != null) throw new RError("unrecognised format specification '" + p.bad() + "'");
            char conv = p.conv();
            if (conv == '\0') continue;
            if (conv == '%') {
                sb.append('%');
                continue;
            }
            String flags = p.flags();
            int width = -1, precision = -1;
            if (p.width() != null) {
                if (p.width().startsWith("*")) {
                    width = starArg(a, args, p.width(), next++, row);
                    if (width < 0) {
                        flags += "-";
                        width = -width;
                    }
                } else {
                    width = cNumber(p.width());
                }
            }
            if (p.precision() != null) {
                precision = p.precision().startsWith("*") ? starArg(a, args, p.precision(), next++, row)
                        : p.precision().isEmpty() ? 0 : cNumber(p.precision());
            }
            int argIndex = p.position() != null ? Integer.parseInt(p.position()) - 1 : next++;
            if (argIndex >= args.length) throw new RError("too few arguments");
            RValue arg = args[argIndex];
            // R formats each conversion into a buffer of 8192 bytes: a wider result is its error
            if (width > MAX_PIECE) throw tooLong(width);
            String piece = convert(arg, row, conv, flags, width, precision, p.spec());
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

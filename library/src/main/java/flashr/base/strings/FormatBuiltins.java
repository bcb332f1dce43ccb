package flashr.base.strings;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Options;
import flashr.format.PrintOptions;
import flashr.format.RealFormat;
import flashr.format.StringText;
import flashr.format.VectorFormat;
import flashr.lang.RDouble;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;

/** Builtins: format, formatC, prettyNum, toString. */
public final class FormatBuiltins {
    private FormatBuiltins() {}

    public static void register(Registry r) {
        r.builtin("format", "x, trim, digits, nsmall, justify, width, na.encode, scientific, big.mark, ...",
                FormatBuiltins::format);
        r.alias("format.default", "format");
        r.builtin("format.info", "x, digits, nsmall", FormatBuiltins::formatInfo);
        r.builtin("formatC", "x, digits, width, format, flag, mode, big.mark, big.interval, small.mark, small.interval, "
                + "decimal.mark, preserve.width, zero.print, replace.zero, drop0trailing", a -> {
            boolean numbers = !(a.get(0) instanceof RString) && !(a.get(3) instanceof RString f && f.length() == 1 && "s".equals(f.get(0)));
            if (numbers && a.get(2) instanceof RVector w && w.type() == flashr.lang.RType.DOUBLE && w.length() >= 1
                    && Math.abs(w.getDouble(0)) >= 2147483648.0) {
                // R's formatC takes as.integer(width) (NA, with R's warning) as the size of its buffer, which cannot be had
                a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
                a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
                throw new RError("cannot allocate memory block of size 16777216 Tb");
            }
            if (a.has(4)) {
                // R's checks of flag
                if (!(a.get(4) instanceof RVector fv) || fv.length() != 1) throw new RError("'flag' must be a string, i.e., of length 1");
                String fl = fv.getString(0);
                if (fl != null && !fl.chars().allMatch(ch -> "0+- #'I".indexOf(ch) >= 0)) {
                    throw new RError("'flag' should contain only characters from [0+- #'I]");
                }
            }
            RValue res = FormatC.formatC(a.get(0), a.get(2), a.get(1), a.get(3), a.get(4), a.get(5), null);
            // as R's formatC: the marks (and drop0trailing) by prettyNum on the formatted strings
            String big = a.has(6) ? StringArgs.single(a.get(6), "big.mark") : "";
            String small = a.has(8) ? StringArgs.single(a.get(8), "small.mark") : "";
            String dec = a.has(10) ? StringArgs.single(a.get(10), "decimal.mark") : ".";
            boolean drop0 = a.has(14) && Coerce.flag(a.get(14), "drop0trailing");
            if (big.isEmpty() && small.isEmpty() && dec.equals(".") && !drop0) return res;
            if (big.equals(dec)) {
                a.interp().warning(a.call(), "'big.mark' and 'decimal.mark' are both '" + big + "', which could be confusing");
            }
            String pwArg = a.has(11) ? StringArgs.single(a.get(11), "preserve.width") : "individual";
            String pw = java.util.stream.Stream.of("common", "individual", "none").filter(c -> c.startsWith(pwArg)).findFirst()
                    .orElseThrow(() -> new RError("'arg' should be one of \u201ccommon\u201d, \u201cindividual\u201d, \u201cnone\u201d"));
            PrettyMarks.Marks m = new PrettyMarks.Marks(big, a.has(7) ? Coerce.intScalar(a.get(7)) : 3, small,
                    a.has(9) ? Coerce.intScalar(a.get(9)) : 5, dec, ".", pw, drop0);
            RString core = (RString) res;
            RString out = new RString(PrettyMarks.apply(core.data(), m));
            if (core.hasAttributes()) out.setAttributes(core.attributes());
            return out;
        });
        r.builtin("prettyNum", "x, big.mark, ...", a -> {
            String mark = a.has(1) ? StringArgs.single(a.get(1), "big.mark") : "";
            RValue x = a.get(0);
            String[] s;
            if (x instanceof RString str) {
                s = str.data().clone();
            } else {
                RVector v = Coerce.vector(x, "x");
                s = new String[v.length()];
                for (int i = 0; i < s.length; i++) {
                    s[i] = v instanceof RDouble d ? single(d.get(i)) : v.getString(i);
                    if (s[i] == null) s[i] = "NA";
                }
            }
            if (!mark.isEmpty()) for (int i = 0; i < s.length; i++) s[i] = FormatC.insertBigMark(s[i], mark);
            return StringArgs.withShape(s, x);
        });
        // toString.default pastes with ", " whatever else is passed in ...
        r.builtin("toString", "x, width, ...", a -> toString(a.get(0), a.get(1), a.call()));
    }

    /**
     * toString.default: the elements pasted with ", ", cut to {@code width} display columns
     * (at least 6) with "...." at the end when longer.
     */
    private static RValue toString(RValue x, RValue widthArg, flashr.lang.RCall call) {
        RValue pasted = StringBuiltins.paste(new RValue[] {x}, " ", ", ");
        if (widthArg == null || widthArg instanceof flashr.lang.RNull) return pasted;
        double width = Coerce.doubleScalar(widthArg);
        if (width == 0) return pasted;
        if (width < 0) {
            throw new RError("'width' must be positive", call == null ? null
                    : new flashr.lang.RCall(flashr.lang.RSymbol.of("toString.default"), call.args(), call.names(), call.pos()));
        }
        String s = ((RString) pasted).get(0);
        if (flashr.format.StringText.width(s) <= width) return pasted;
        int keep = (int) Math.max(6, width) - 4;
        StringBuilder sb = new StringBuilder();
        int used = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            String ch = new String(Character.toChars(c));
            int w = flashr.format.StringText.width(ch);
            if (used + w > keep) break;
            sb.append(ch);
            used += w;
            i += Character.charCount(c);
        }
        return RString.of(sb + "....");
    }

    /** One double as print shows it alone (7 significant digits). */
    private static String single(double d) {
        double[] one = {d};
        return RealFormat.of(one, 0, 1, 7, 0, 0, 2).encodeBare(d, "NA");
    }

    /** format's digits: one whole number from 1 to 22, else R's error (which shows NA as C's INT_MIN, as R's does). */
    private static int digitsArg(Args a, RValue v) {
        int d = Integer.MIN_VALUE;
        if (v instanceof RVector x && x.length() >= 1 && (x.type().isNumeric() || x.type() == flashr.lang.RType.LOGICAL)) {
            double e = x.getDouble(0);
            if (!Double.isNaN(e) && Math.abs(e) < 2147483648.0) d = (int) e;
            else if (!Double.isNaN(e)) a.interp().warning(a.call(), "NAs introduced by coercion to integer range");
        } else if (v instanceof RString x && x.length() >= 1) {
            d = Coerce.intScalar(x);
        }
        if (d < 1 || d > 22) throw new RError("invalid value " + d + " for 'digits' argument");
        return d;
    }

    private static RValue format(Args a) {
        RValue x = a.get(0);
        if (x == RNull.NULL) return RString.of("NULL");
        boolean trim = StringArgs.flag(a.get(1), false, "trim");
        PrintOptions defaults = Options.printOptions(a.interp());
        int digits = a.has(2) && a.get(2) != RNull.NULL ? digitsArg(a, a.get(2)) : defaults.digits();
        int nsmall = a.has(3) ? Coerce.intScalar(a.get(3)) : 0;
        String justify = a.has(4) ? StringArgs.strings(a.get(4))[0] : "left";
        int width = a.has(5) && a.get(5) != RNull.NULL ? flashr.base.vectors.VectorSizes.asInteger(a, a.get(5)) : 0;
        if (width == flashr.lang.RInt.NA) throw new RError("invalid 'width' argument");
        int scipen = a.get(7) == null ? defaults.scipen() : scipen(a.get(7));
        String bigMark = a.has(8) ? StringArgs.single(a.get(8), "big.mark") : "";
        if (x instanceof RList l) {
            String[] s = new String[l.length()];
            for (int i = 0; i < s.length; i++) {
                RValue e = l.get(i);
                s[i] = e instanceof RVector v && v.type().isAtomic()
                        ? String.join(", ", bare(v, digits, 0, scipen))
                        : e == RNull.NULL ? "NULL" : "<" + e.typeName() + ">";
            }
            return StringArgs.withShape(s, l);
        }
        if (!(x instanceof RVector v)) throw new RError("invalid 'x' argument");
        String[] s;
        boolean right = true;
        if (v instanceof RString || v.inherits("factor")) {
            s = StringArgs.strings(v);
            // na.encode = FALSE keeps NA strings NA (data frames print them as <NA>)
            boolean naEncode = StringArgs.flag(a.get(6), true, "na.encode");
            for (int i = 0; i < s.length; i++) if (s[i] == null && naEncode) s[i] = "NA";
            right = false;
        } else if (v instanceof RDouble d) {
            RealFormat f = RealFormat.of(d.data(), 0, d.length(), digits, nsmall, scipen, 2);
            s = new String[d.length()];
            for (int i = 0; i < s.length; i++) s[i] = f.encodeBare(d.get(i), "NA");
            width = Math.max(width, f.width());   // formatReal's width, which may exceed every element's
        } else if (v instanceof flashr.lang.RComplex) {
            s = bare(v, digits, nsmall, scipen);
        } else {
            s = VectorFormat.bare(v, 0, v.length(), PrintOptions.DEFAULT.withQuote(false));
        }
        if (!bigMark.isEmpty()) for (int i = 0; i < s.length; i++) s[i] = FormatC.insertBigMark(s[i], bigMark);
        if (!trim || !right) justify(s, width, right ? "right" : justify);
        if (right && (v instanceof RDouble) && dropTrailingZeros(a)) Drop0Trailing.apply(s);
        RString out = StringArgs.withShape(s, v);
        return out;
    }

    /**
     * format.info: the width format would give x and, for doubles, its decimals and exponent digits (R's formatReal);
     * for complex numbers those of the real parts, then of the imaginary parts (R's formatComplex).
     */
    private static RValue formatInfo(Args a) {
        if (!(a.get(0) instanceof RVector v) || !v.type().isAtomic()) throw new RError("atomic vector arguments only");
        PrintOptions defaults = Options.printOptions(a.interp());
        int digits = a.has(1) && a.get(1) != RNull.NULL ? digitsArg(a, a.get(1)) : defaults.digits();
        int nsmall = a.has(2) ? Coerce.intScalar(a.get(2)) : 0;
        if (v instanceof RDouble d) {
            RealFormat f = RealFormat.of(d.data(), 0, d.length(), digits, nsmall, defaults.scipen(), 2);
            return flashr.lang.RInt.of(new int[] {f.width(), f.decimals(), f.exponentDigits()});
        }
        if (v instanceof flashr.lang.RComplex z) {
            // R's formatComplex: the real parts' width, decimals and exponent digits, then the imaginary parts'
            var f = flashr.format.ComplexFormat.of(z.re(), z.im(), 0, z.length(), digits, nsmall, defaults.scipen(), 2);
            RealFormat re = f.real(), im = f.imaginary();
            return flashr.lang.RInt.of(new int[] {re.width(), re.decimals(), re.exponentDigits(),
                                                  im.width(), im.decimals(), im.exponentDigits()});
        }
        String[] s = v instanceof RString str ? str.data() : VectorFormat.bare(v, 0, v.length(), PrintOptions.DEFAULT.withQuote(false));
        int w = 0;
        for (String t : s) w = Math.max(w, t == null ? 2 : StringText.width(t));
        return flashr.lang.RInt.of(w);
    }

    /** format's drop0trailing, which comes in {@code ...}. */
    private static boolean dropTrailingZeros(Args a) {
        String[] names = a.dotNames();
        for (int i = 0; i < names.length; i++)
            if ("drop0trailing".equals(names[i])) return StringArgs.flag(a.dots()[i], false, "drop0trailing");
        return false;
    }

    private static String[] bare(RVector v, int digits, int nsmall, int scipen) {
        if (v instanceof RDouble d) {
            RealFormat f = RealFormat.of(d.data(), 0, d.length(), digits, nsmall, scipen, 2);
            String[] s = new String[d.length()];
            for (int i = 0; i < s.length; i++) s[i] = f.encodeBare(d.get(i), "NA");
            return s;
        }
        if (v instanceof flashr.lang.RComplex z) {
            var f = flashr.format.ComplexFormat.of(z.re(), z.im(), 0, z.length(), digits, nsmall, scipen, 2);
            String[] s = new String[z.length()];
            for (int i = 0; i < s.length; i++) s[i] = f.encode(z.re(i), z.im(i), "NA");
            return s;
        }
        return VectorFormat.bare(v, 0, v.length(), PrintOptions.DEFAULT.withQuote(false));
    }

    /** format's {@code scientific}: TRUE/FALSE force a notation, a number is a scipen penalty. */
    private static int scipen(RValue v) {
        if (v == null || !(v instanceof RVector vec) || vec.length() == 0) return 0;
        if (vec.type() == flashr.lang.RType.LOGICAL) {
            int b = vec.getLogical(0);
            return b == flashr.lang.RLogical.NA ? 0 : b == 1 ? -100 : 100;
        }
        return vec.getInt(0);
    }

    /** Pads every string to the common width (at least {@code width}), as format's justify. */
    private static void justify(String[] s, int width, String how) {
        if (how.equals("none")) return;
        int w = width;
        for (String t : s) if (t != null) w = Math.max(w, StringText.width(t));
        for (int i = 0; i < s.length; i++) {
            if (s[i] == null) continue;
            int gap = w - StringText.width(s[i]);
            if (gap <= 0) continue;
            s[i] = switch (how) {
                case "right" -> " ".repeat(gap) + s[i];
                case "centre" -> " ".repeat(gap / 2) + s[i] + " ".repeat(gap - gap / 2);
                default -> s[i] + " ".repeat(gap);
            };
        }
    }
}

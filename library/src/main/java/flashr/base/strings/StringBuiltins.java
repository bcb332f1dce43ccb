package flashr.base.strings;

import flashr.base.Registry;
import flashr.base.vectors.TypeConversion;
import flashr.eval.Coerce;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/** Builtins on strings: nchar, paste, substr, strsplit, case, trimming, prefixes; registers the regex and sprintf builtins. */
public final class StringBuiltins {
    private StringBuiltins() {}

    public static void register(Registry r) {
        RegexBuiltins.register(r);
        StringMiscBuiltins.register(r);
        r.builtin("sprintf", "fmt, ...", a -> Sprintf.sprintf(a));
        r.builtin("gettextf", "fmt, ..., domain", a -> Sprintf.sprintf(a));
        r.builtin("nchar", "x, type, allowNA, keepNA", a -> {
            RValue x = a.get(0);
            if (x instanceof RVector v && v.inherits("factor")) throw new RError("'nchar()' requires a character vector");
            String type = a.has(1) ? ncharType(StringArgs.single(a.get(1), "type")) : "chars";
            String[] s = StringArgs.strings(x);
            // keepNA = NA (the default): a missing string counts 2 for "width", NA otherwise
            int keep = a.has(3) ? Coerce.logicalScalar(a.get(3)) : RLogical.NA;
            boolean keepNA = keep == RLogical.NA ? !type.equals("width") : keep != 0;
            int[] res = new int[s.length];
            for (int i = 0; i < s.length; i++) {
                if (s[i] == null) res[i] = keepNA ? RInt.NA : 2;
                else res[i] = switch (type) {
                    case "bytes" -> s[i].getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                    case "width" -> ncharWidth(s[i]);
                    default -> s[i].codePointCount(0, s[i].length());
                };
            }
            RInt out = new RInt(res);
            StringArgs.copyShape(x, out);
            return out;
        });
        r.builtin("paste", "..., sep, collapse, recycle0", a -> paste(a.dots(),
                a.has(1) ? StringArgs.single(a.get(1), "separator") : " ", collapse(a.get(2))));
        r.builtin("paste0", "..., collapse, recycle0", a -> paste(a.dots(), "", collapse(a.get(1))));
        r.builtin("substr", "x, start, stop", a -> {
            String[] x = StringArgs.strings(a.get(0));
            if (!(a.get(0) instanceof RString) && a.get(0) instanceof RVector v && !v.type().isAtomic()) {
                throw new RError("extracting substrings from a non-character object");
            }
            RVector start = Coerce.vector(a.get(1), "start"), stop = Coerce.vector(a.get(2), "stop");
            if (x.length > 0 && (start.length() == 0 || stop.length() == 0)) throw new RError("invalid substring arguments");
            String[] res = new String[x.length];
            for (int i = 0; i < x.length; i++) {
                res[i] = substring(x[i], start.getInt(i % start.length()), stop.getInt(i % stop.length()));
            }
            return StringArgs.withShape(res, a.get(0));
        });
        r.builtin("substring", "text, first, last", a -> {
            String[] x = StringArgs.strings(a.get(0));
            RVector first = Coerce.vector(a.get(1), "first");
            RVector last = a.has(2) ? Coerce.vector(a.get(2), "last") : RInt.of(1000000);
            int n = x.length == 0 || first.length() == 0 || last.length() == 0 ? 0
                    : Math.max(x.length, Math.max(first.length(), last.length()));
            String[] res = new String[n];
            for (int i = 0; i < n; i++) {
                res[i] = substring(x[i % x.length], first.getInt(i % first.length()), last.getInt(i % last.length()));
            }
            RString out = new RString(res);
            if (n == x.length && a.get(0) instanceof RVector v && v.names() != null) out.setAttr("names", v.names());
            return out;
        });
        r.builtin("substr<-", "x, start, stop, value", StringBuiltins::replaceSubstrings);
        r.builtin("strsplit", "x, split, fixed, perl, useBytes", a -> {
            String[] x = StringArgs.character(a.get(0), "non-character argument");
            String[] split = StringArgs.strings(a.get(1));
            boolean fixed = StringArgs.flag(a.get(2), false, "fixed");
            boolean perl = StringArgs.flag(a.get(3), false, "perl");
            RValue[] res = new RValue[x.length];
            for (int i = 0; i < x.length; i++) {
                String sp = split.length == 0 ? "" : split[i % split.length];
                res[i] = new RString(split(x[i], sp, fixed, perl));
            }
            RList out = new RList(res);
            if (a.get(0) instanceof RVector v && v.names() != null) out.setAttr("names", v.names());
            return out;
        });
        r.builtin("startsWith", "x, prefix", a -> prefixTest(a.get(0), a.get(1), true));
        r.builtin("endsWith", "x, suffix", a -> prefixTest(a.get(0), a.get(1), false));
        r.builtin("toupper", "x", a -> mapStrings(a.get(0), s -> mapChars(s, true)));
        r.builtin("tolower", "x", a -> mapStrings(a.get(0), s -> mapChars(s, false)));
        r.builtin("casefold", "x, upper", a -> {
            boolean upper = StringArgs.flag(a.get(1), false, "upper");
            return mapStrings(a.get(0), s -> mapChars(s, upper));
        });
        r.builtin("trimws", "x, which, whitespace", a -> {
            if (a.has(1) && !(a.get(1) instanceof RString)) throw new RError("'arg' must be NULL or a character vector");
            String[] whichArg = a.has(1) ? StringArgs.strings(a.get(1)) : new String[] {"both"};
            String which = trimwsWhich(whichArg);
            String ws = a.has(2) ? StringArgs.single(a.get(2), "whitespace") : "[ \t\r\n]";
            RegexPattern left = RegexPattern.compile("^" + ws + "+", false, false, false);
            RegexPattern right = RegexPattern.compile(ws + "+$", false, false, false);
            if (!which.equals("both") && !which.equals("left") && !which.equals("right")) {
                // R's trimws reads which with match.arg, whose call the error names
                flashr.lang.RCall at = new flashr.lang.RCall(flashr.lang.RSymbol.of("match.arg"), new RValue[] {flashr.lang.RSymbol.of("which")}, null, a.call() == null ? null : a.call().pos());
                throw new RError("'arg' should be one of \u201cboth\u201d, \u201cleft\u201d, \u201cright\u201d", at);
            }
            return mapStrings(a.get(0), s -> {
                if (!which.equals("right")) s = left.matcher(s).replaceFirst("");
                if (!which.equals("left")) s = right.matcher(s).replaceFirst("");
                return s;
            });
        });
        r.builtin("chartr", "old, new, x", a -> {
            String from = StringArgs.single(a.get(0), "old"), to = StringArgs.single(a.get(1), "new");
            int[] f = from.codePoints().toArray(), t = to.codePoints().toArray();
            if (f.length > t.length) throw new RError("'old' is longer than 'new'");
            return mapStrings(a.get(2), s -> {
                StringBuilder sb = new StringBuilder();
                s.codePoints().forEach(c -> {
                    int k = -1;
                    for (int j = 0; j < f.length; j++) if (f[j] == c) k = j;
                    sb.appendCodePoint(k >= 0 ? t[k] : c);
                });
                return sb.toString();
            });
        });
        r.builtin("strtoi", "x, base", a -> {
            String[] x = StringArgs.strings(a.get(0));
            int base = a.has(1) ? Coerce.intScalar(a.get(1)) : 0;   // R 4.2.2 Patched: base = 0L, as C's strtol
            if (base == RInt.NA || base != 0 && (base < 2 || base > 36)) throw new RError("invalid 'base' argument");
            int[] res = new int[x.length];
            for (int i = 0; i < x.length; i++) res[i] = strtoi(x[i], base);
            return new RInt(res);
        });
    }

    /**
     * nchar(type = "width"): the display width as R's wcwidth gives it, where control characters and
     * invisible format characters (a zero-width space) take no columns; the soft hyphen takes one.
     */
    private static int ncharWidth(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            int n = Character.charCount(c);
            int t = Character.getType(c);
            if (t != Character.CONTROL && (t != Character.FORMAT || c == 0xAD)) w += flashr.format.StringText.width(s.substring(i, i + n));
            i += n;
        }
        return w;
    }

    /** trimws's which as match.arg reads it: the whole default is "both", else one partially matched choice. */
    private static String trimwsWhich(String[] arg) {
        String[] choices = {"both", "left", "right"};
        if (java.util.Arrays.equals(arg, choices)) return "both";
        if (arg.length != 1) {
            if (arg.length > 1) throw new RError("'arg' must be of length 1");
            return "";
        }
        String hit = "";
        for (String c : choices) {
            if (arg[0] != null && !arg[0].isEmpty() && c.startsWith(arg[0])) hit = c;
        }
        return hit;
    }

    /** nchar's type, partially matched as R does ("w" is "width"). */
    private static String ncharType(String t) {
        for (String full : new String[] {"bytes", "chars", "width"}) if (!t.isEmpty() && full.startsWith(t)) return full;
        throw new RError("invalid 'type' argument");
    }

    private static String collapse(RValue v) {
        if (v == null || v == RNull.NULL) return null;
        String[] s = StringArgs.strings(v);
        if (s.length < 1 || s[0] == null) throw new RError("invalid 'collapse' argument");
        return s[0];
    }

    /** paste: zero-length arguments count as "" (unless all are empty), the rest recycled to the longest. */
    static RString paste(RValue[] args, String sep, String collapse) {
        List<String[]> parts = new ArrayList<>();
        int n = 0;
        for (RValue v : args) {
            String[] s = StringArgs.strings(v);
            for (int i = 0; i < s.length; i++) if (s[i] == null) s[i] = "NA";
            parts.add(s);
            n = Math.max(n, s.length);
        }
        String[] res = new String[n];
        // no row can pass R's limit when the longest pieces joined stay below it: no check per row
        long longest = (long) sep.length() * Math.max(0, parts.size() - 1);
        for (String[] p : parts) {
            int m = 0;
            for (String x : p) m = Math.max(m, x.length());
            longest += m;
        }
        boolean checkRows = longest > Integer.MAX_VALUE / 3;
        for (int i = 0; i < n; i++) {
            if (parts.size() == 1) { // paste(x, collapse = ): the strings themselves, not copies
                res[i] = parts.get(0)[i];
                continue;
            }
            int row = i;
            if (checkRows) checkJoinedSize(sep, parts.size(), k -> parts.get(k).length == 0 ? "" : parts.get(k)[row % parts.get(k).length]);
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < parts.size(); k++) {
                String[] p = parts.get(k);
                if (k > 0) sb.append(sep);
                if (p.length > 0) sb.append(p[i % p.length]);
            }
            res[i] = sb.toString();
        }
        if (collapse == null) return new RString(res);
        checkJoinedSize(collapse, n, k -> res[k]);
        return RString.of(String.join(collapse, res));
    }

    /**
     * R's limit on one string, 2^31-1 UTF-8 bytes, for count pieces joined by sep: checked before
     * joining them (Java would fail with its own error), in bytes only near it (a char is at most 3).
     */
    private static void checkJoinedSize(String sep, int count, java.util.function.IntFunction<String> piece) {
        long chars = (long) sep.length() * Math.max(0, count - 1);
        for (int k = 0; k < count; k++) chars += piece.apply(k).length();
        if (chars <= Integer.MAX_VALUE / 3) return;
        long bytes = utf8Bytes(sep) * Math.max(0, count - 1), lastBytes = 0;
        String last = null;
        for (int k = 0; k < count; k++) {
            String p = piece.apply(k);
            if (p != last) lastBytes = utf8Bytes(last = p); // repeated pieces are usually one string (rep)
            bytes += lastBytes;
        }
        if (bytes > Integer.MAX_VALUE) throw new RError("result would exceed 2^31-1 bytes");
    }

    private static long utf8Bytes(CharSequence s) {
        long b = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isHighSurrogate(c) ? 2 : Character.isLowSurrogate(c) ? 2 : 3;
        }
        return b;
    }

    /** Characters {@code start..stop} (1-based, inclusive) of {@code s}; NA when any is NA. */
    private static String substring(String s, int start, int stop) {
        if (s == null || start == RInt.NA || stop == RInt.NA) return null;
        int n = s.codePointCount(0, s.length());
        int from = Math.max(start, 1);
        int to = Math.min(stop, n);
        if (from > to) return "";
        return s.substring(s.offsetByCodePoints(0, from - 1), s.offsetByCodePoints(0, to));
    }

    /**
     * R's {@code substr<-}: its closure's as.integer of start and stop, then do_substrgets' checks
     * (a character x; with any element, non-empty start and stop and a non-empty character value).
     */
    private static RValue replaceSubstrings(flashr.eval.Args a) {
        RValue xArg = required(a, 0, "x");
        RVector start = TypeConversion.as(a, required(a, 1, "start"), flashr.lang.RType.INTEGER);
        RVector stop = TypeConversion.as(a, required(a, 2, "stop"), flashr.lang.RType.INTEGER);
        RValue valueArg = required(a, 3, "value");
        String[] x = StringArgs.character(xArg, "replacing substrings in a non-character object");
        String[] res = new String[x.length];
        if (x.length > 0) {
            if (start.length() == 0 || stop.length() == 0) throw new RError("invalid substring arguments");
            if (!(valueArg instanceof RString value) || value.length() == 0) throw new RError("invalid value");
            for (int i = 0; i < x.length; i++) {
                res[i] = replaceSubstring(x[i], start.getInt(i % start.length()), stop.getInt(i % stop.length()),
                        value.get(i % value.length()));
            }
        }
        RString out = new RString(res);
        out.setAttributes(xArg.attributes());
        return out;
    }

    /** Argument {@code i}, or R's error for a missing one. */
    private static RValue required(flashr.eval.Args a, int i, String name) {
        RValue v = a.get(i);
        if (v == null) throw new RError("argument \"" + name + "\" is missing, with no default");
        return v;
    }

    private static String replaceSubstring(String s, int start, int stop, String value) {
        if (s == null || value == null || start == RInt.NA || stop == RInt.NA) return null;
        int[] cp = s.codePoints().toArray();
        int[] v = value.codePoints().toArray();
        int from = Math.max(start, 1) - 1;
        int to = Math.min(Math.min(stop, cp.length), from + v.length);
        for (int i = from, k = 0; i < to; i++, k++) cp[i] = v[k];
        return new String(cp, 0, cp.length);
    }

    /** R's strsplit of one string: an empty match splits off one character; no trailing empty piece. */
    private static String[] split(String s, String sp, boolean fixed, boolean perl) {
        if (s == null) return new String[] {null};
        List<String> out = new ArrayList<>();
        if (sp == null || sp.isEmpty()) {
            s.codePoints().forEach(c -> out.add(new String(Character.toChars(c))));
            return out.toArray(String[]::new);
        }
        Matcher m = RegexPattern.compile(sp, fixed, perl, false).matcher(s);
        int pos = 0;
        while (pos < s.length() && m.find(pos)) {
            if (m.end() > pos) {
                out.add(s.substring(pos, m.start()));
                pos = m.end();
            } else {
                int c = s.codePointAt(pos);
                out.add(new String(Character.toChars(c)));
                pos += Character.charCount(c);
            }
        }
        if (pos < s.length()) out.add(s.substring(pos));
        return out.toArray(String[]::new);
    }

    private static RLogical prefixTest(RValue xv, RValue pv, boolean start) {
        if (!(xv instanceof RString x) || !(pv instanceof RString p)) throw new RError("non-character object(s)");
        int n = x.length() == 0 || p.length() == 0 ? 0 : Math.max(x.length(), p.length());
        int[] res = new int[n];
        for (int i = 0; i < n; i++) {
            String s = x.get(i % x.length()), q = p.get(i % p.length());
            res[i] = s == null || q == null ? RLogical.NA : (start ? s.startsWith(q) : s.endsWith(q)) ? 1 : 0;
        }
        return new RLogical(res);
    }

    private static RString mapStrings(RValue x, java.util.function.UnaryOperator<String> f) {
        String[] s = StringArgs.strings(x);
        String[] res = new String[s.length];
        for (int i = 0; i < s.length; i++) res[i] = s[i] == null ? null : f.apply(s[i]);
        return StringArgs.withShape(res, x);
    }

    /** Case conversion character by character, as C's towupper/towlower (so "ß" stays one character). */
    private static String mapChars(String s, boolean upper) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(c -> sb.appendCodePoint(upper ? Character.toUpperCase(c) : Character.toLowerCase(c)));
        return sb.toString();
    }

    /** C's strtol of a whole string in {@code base} (16 allows 0x), NA when invalid or out of range. */
    private static int strtoi(String s, int base) {
        if (s == null || s.isEmpty()) return RInt.NA;
        String t = s.strip();
        boolean neg = t.startsWith("-");
        if (neg || t.startsWith("+")) t = t.substring(1);
        if ((base == 16 || base == 0) && (t.startsWith("0x") || t.startsWith("0X"))) {
            t = t.substring(2);
            base = 16;
        } else if (base == 0) {
            base = t.startsWith("0") && t.length() > 1 ? 8 : 10;
        }
        try {
            long v = Long.parseLong(t, base);
            if (neg) v = -v;
            return v > Integer.MAX_VALUE || v <= Integer.MIN_VALUE ? RInt.NA : (int) v;
        } catch (NumberFormatException e) {
            return RInt.NA;
        }
    }
}

package flashr.base.strings;

import flashr.base.Registry;
import flashr.eval.Args;
import flashr.lang.RError;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RLogical;
import flashr.lang.RString;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/** Builtins matching regular expressions: grepl, grep, sub, gsub, regexpr, gregexpr, regmatches. */
final class RegexBuiltins {
    private RegexBuiltins() {}

    static void register(Registry r) {
        r.builtin("grepl", "pattern, x, ignore.case, perl, fixed, useBytes", a -> {
            RegexPattern p = pattern(a, 0, 2, 3, 4);
            String[] x = text(a);
            int[] res = new int[x.length];
            for (int i = 0; i < x.length; i++) res[i] = x[i] != null && p.matcher(x[i]).find() ? 1 : 0; // NA never matches
            return new RLogical(res);
        });
        r.builtin("grep", "pattern, x, ignore.case, perl, value, fixed, useBytes, invert", a -> {
            RegexPattern p = pattern(a, 0, 2, 3, 5);
            String[] x = text(a);
            boolean value = StringArgs.flag(a.get(4), false, "value");
            boolean invert = StringArgs.flag(a.get(7), false, "invert");
            List<Integer> hits = new ArrayList<>();
            for (int i = 0; i < x.length; i++) {
                if ((x[i] != null && p.matcher(x[i]).find()) != invert) hits.add(i);
            }
            if (!value) return new RInt(hits.stream().mapToInt(i -> i + 1).toArray());
            String[] v = new String[hits.size()];
            RString names = a.get(1) instanceof RVector xv ? xv.names() : null;
            String[] nm = names == null ? null : new String[v.length];
            for (int k = 0; k < v.length; k++) {
                v[k] = x[hits.get(k)];
                if (nm != null) nm[k] = names.get(hits.get(k));
            }
            RString res = new RString(v);
            if (nm != null) res.setAttr("names", new RString(nm));
            return res;
        });
        r.builtin("sub", "pattern, replacement, x, ignore.case, perl, fixed, useBytes", a -> substitute(a, false));
        r.builtin("gsub", "pattern, replacement, x, ignore.case, perl, fixed, useBytes", a -> substitute(a, true));
        r.builtin("regexpr", "pattern, text, ignore.case, perl, fixed, useBytes", a -> {
            RegexPattern p = pattern(a, 0, 2, 3, 4);
            String[] x = text(a);
            int[] start = new int[x.length];
            int[] len = new int[x.length];
            for (int i = 0; i < x.length; i++) {
                if (x[i] == null) {
                    start[i] = len[i] = RInt.NA;
                    continue;
                }
                Matcher m = p.matcher(x[i]);
                if (m.find()) {
                    start[i] = x[i].codePointCount(0, m.start()) + 1;
                    len[i] = x[i].codePointCount(m.start(), m.end());
                } else {
                    start[i] = len[i] = -1;
                }
            }
            return matchData(start, len, x);
        });
        r.builtin("gregexpr", "pattern, text, ignore.case, perl, fixed, useBytes", a -> {
            RegexPattern p = pattern(a, 0, 2, 3, 4);
            String[] x = text(a);
            RValue[] res = new RValue[x.length];
            for (int i = 0; i < x.length; i++) {
                if (x[i] == null) {
                    res[i] = matchData(new int[] {RInt.NA}, new int[] {RInt.NA}, new String[] {null});
                    continue;
                }
                List<int[]> found = new ArrayList<>();
                Matcher m = p.matcher(x[i]);
                int from = 0;
                while (from <= x[i].length() && m.find(from)) {
                    found.add(new int[] {x[i].codePointCount(0, m.start()) + 1, x[i].codePointCount(m.start(), m.end())});
                    from = m.end() > m.start() ? m.end() : m.end() + 1;
                    if (m.end() == x[i].length() && m.end() > m.start()) break;
                }
                if (found.isEmpty()) found.add(new int[] {-1, -1});
                int[] s = new int[found.size()];
                int[] l = new int[found.size()];
                for (int k = 0; k < s.length; k++) {
                    s[k] = found.get(k)[0];
                    l[k] = found.get(k)[1];
                }
                res[i] = matchData(s, l, new String[] {x[i]});
            }
            return new RList(res);
        });
        r.builtin("regexec", "pattern, text, ignore.case, perl, fixed, useBytes", a -> {
            RegexPattern p = pattern(a, 0, 2, 3, 4);
            String[] x = text(a);
            RValue[] res = new RValue[x.length];
            for (int i = 0; i < x.length; i++) {
                Matcher m = x[i] == null ? null : p.matcher(x[i]);
                if (m == null) {
                    res[i] = matchData(new int[] {RInt.NA}, new int[] {RInt.NA}, new String[] {null});
                } else if (!m.find()) {
                    res[i] = matchData(new int[] {-1}, new int[] {-1}, new String[] {x[i]});
                } else {
                    int g = m.groupCount() + 1;
                    int[] s = new int[g], l = new int[g];
                    for (int k = 0; k < g; k++) {
                        if (m.start(k) < 0) {
                            s[k] = 0;
                            l[k] = 0;
                        } else {
                            s[k] = x[i].codePointCount(0, m.start(k)) + 1;
                            l[k] = x[i].codePointCount(m.start(k), m.end(k));
                        }
                    }
                    res[i] = matchData(s, l, new String[] {x[i]});
                }
            }
            return new RList(res);
        });
        r.builtin("regmatches", "x, m, invert", a -> {
            String[] x = StringArgs.strings(a.get(0));
            if (!(a.get(1) instanceof RVector mv) || mv.length() != x.length) {
                throw new RError("\u2018x\u2019 and \u2018m\u2019 must have the same length");
            }
            boolean invert = a.has(2) && flashr.eval.Coerce.flag(a.get(2), "invert");
            if (invert) {
                // the pieces between the matches: one more than there are matches
                // without match lengths R's Map over them has nothing to pair: no pieces at all
                if (!(a.get(1) instanceof RList) && mv.getAttr("match.length") == null) return new RList(new RValue[0]);
                RValue[] res = new RValue[x.length];
                for (int i = 0; i < x.length; i++) {
                    RVector mi = a.get(1) instanceof RList ml ? matchStarts(ml.get(i)) : mv;
                    res[i] = new RString(between(x[i], mi, a.get(1) instanceof RList ? -1 : i));
                }
                return new RList(res);
            }
            if (a.get(1) instanceof RList ml) {
                RValue[] res = new RValue[x.length];
                for (int i = 0; i < x.length; i++) {
                    RVector mi = matchStarts(ml.get(i));
                    if (!(mi.length() == 1 && (mi.isNA(0) || mi.getDouble(0) == -1))) matchLengths(mi);
                    res[i] = new RString(extract(x[i], mi, true));
                }
                return new RList(res);
            }
            RVector m = matchStarts(mv);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < x.length; i++) {
                String[] one = extract(x[i], m, false, i);
                if (one.length == 1) out.add(one[0]);
            }
            return new RString(out.toArray(String[]::new));
        });
    }

    /** Match data's starts: R adds the match lengths to them, so they must be numbers (NULL: none). */
    private static RVector matchStarts(RValue m) {
        if (m instanceof RNull) return new RInt(new int[0]);
        if (!(m instanceof RVector v) || v instanceof RString || v instanceof RList) {
            throw new RError("non-numeric argument to binary operator");
        }
        return v;
    }

    /** The match lengths of match data; without them R's substring has no ends to cut at. */
    private static RVector matchLengths(RVector m) {
        if (!(m.getAttr("match.length") instanceof RVector lens) || lens instanceof RString) {
            throw new RError("invalid substring arguments");
        }
        return lens;
    }

    /** The text of {@code s} outside the matches of {@code m} (all of them, or only match {@code only} when not -1). */
    private static String[] between(String s, RVector m, int only) {
        if (s == null) return new String[] {null};
        if (only < 0 && m.getAttr("match.length") == null) return beforeEachStart(s, m);
        RVector lens = matchLengths(m);
        List<String> out = new ArrayList<>();
        int[] cps = s.codePoints().toArray();
        int pos = 0;
        int from = only < 0 ? 0 : only, to = only < 0 ? m.length() : only + 1;
        for (int k = from; k < to; k++) {
            int start = m.getInt(k);
            if (start == RInt.NA || start < 1) continue;
            int b = Math.min(start - 1, cps.length), e = Math.min(b + Math.max(lens.getInt(k), 0), cps.length);
            out.add(new String(cps, pos, Math.max(b - pos, 0)));
            pos = e;
        }
        out.add(new String(cps, pos, cps.length - pos));
        return out.toArray(String[]::new);
    }

    /**
     * What R's inverted regmatches gives for match data without lengths: the text up to each
     * start, then the whole text (a single NA start gives NA, a single -1 the text).
     */
    private static String[] beforeEachStart(String s, RVector m) {
        if (m.length() == 1 && (m.isNA(0) || m.getDouble(0) == -1)) return new String[] {m.isNA(0) ? null : s};
        int chars = s.codePointCount(0, s.length());
        String[] out = new String[m.length() + 1];
        for (int k = 0; k < m.length(); k++) {
            int end = m.isNA(k) ? -1 : (int) Math.max(0, Math.min(chars, m.getDouble(k) - 1));
            out[k] = end < 0 ? null : s.substring(0, s.offsetByCodePoints(0, end));
        }
        out[m.length()] = s;
        return out;
    }

    private static String[] extract(String s, RVector m, boolean all) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < m.length(); k++) {
            String[] one = extract(s, m, all, k);
            if (one.length == 1) out.add(one[0]);
        }
        return out.toArray(String[]::new);
    }

    /** The substring match {@code k} of {@code m} selects from {@code s}, or nothing when it did not match. */
    private static String[] extract(String s, RVector m, boolean all, int k) {
        int start = m.getInt(k);
        if (start == RInt.NA || start < 1) return new String[0];
        int len = matchLengths(m).getInt(k);
        if (s == null) return new String[0];
        // as substring: positions beyond the text (match data of another text) select what is there
        int chars = s.codePointCount(0, s.length());
        int from = Math.min(start - 1, chars), to = Math.min(start - 1 + Math.max(len, 0), chars);
        return new String[] {s.substring(s.offsetByCodePoints(0, from), s.offsetByCodePoints(0, to))};
    }

    private static RInt matchData(int[] start, int[] len, String[] texts) {
        RInt res = new RInt(start);
        res.setAttr("match.length", new RInt(len));
        res.setAttr("index.type", RString.of("chars"));
        boolean ascii = true;
        for (String t : texts) ascii &= t == null || t.chars().allMatch(ch -> ch < 128);
        res.setAttr("useBytes", RLogical.of(ascii));
        return res;
    }

    /** The compiled pattern of argument {@code pi}, with flags from the ignore.case, perl and fixed arguments. */
    private static RegexPattern pattern(Args a, int pi, int ignoreCase, int perl, int fixed) {
        String[] p = StringArgs.strings(a.get(pi));
        if (p.length < 1) throw new flashr.lang.RError("invalid 'pattern' argument");
        if (p.length > 1) a.interp().warning(a.call(), "argument 'pattern' has length > 1 and only the first element will be used");
        boolean fx = StringArgs.flag(a.get(fixed), false, "fixed");
        boolean ic = StringArgs.flag(a.get(ignoreCase), false, "ignore.case");
        if (fx && ic) a.interp().warning(a.call(), "argument 'ignore.case = TRUE' will be ignored");
        return RegexPattern.compile(p[0], fx, StringArgs.flag(a.get(perl), false, "perl"), ic && !fx);
    }

    /** sub and gsub: R's replacement loop (an empty match right after a match is not replaced). */
    private static RValue substitute(Args a, boolean global) {
        RegexPattern p = pattern(a, 0, 3, 4, 5);
        boolean fixed = StringArgs.flag(a.get(5), false, "fixed");
        boolean perl = StringArgs.flag(a.get(4), false, "perl");
        String[] rep = StringArgs.strings(a.get(1));
        if (rep.length > 1) a.interp().warning(a.call(), "argument 'replacement' has length > 1 and only the first element will be used");
        String replacement = rep.length == 0 ? null : rep[0];
        String[] x = StringArgs.strings(a.get(2));
        String[] res = new String[x.length];
        for (int i = 0; i < x.length; i++) {
            String s = x[i];
            if (s == null) continue;
            Matcher m = p.matcher(s);
            StringBuilder sb = new StringBuilder();
            int offset = 0, lastEnd = -1;
            boolean any = false;
            while (offset <= s.length() && m.find(offset)) {
                any = true;
                sb.append(s, offset, m.start());
                if (m.end() > lastEnd) {
                    if (replacement == null) break;
                    appendReplacement(sb, m, replacement, fixed, perl);
                    lastEnd = m.end();
                }
                offset = m.end();
                if (offset >= s.length() || !global) break;
                if (m.start() == m.end()) {
                    int cp = s.codePointAt(offset);
                    sb.appendCodePoint(cp);
                    offset += Character.charCount(cp);
                }
            }
            if (any && replacement == null) continue;
            if (offset < s.length()) sb.append(s, offset, s.length());
            res[i] = any ? sb.toString() : s;
        }
        RString out = new RString(res);
        if (a.get(2) instanceof RString xs && xs.hasAttributes()) out.setAttributes(xs.attributes());
        return out;
    }

    /** Appends R's replacement text: \\1..\\9 groups, \\0 the match, and with perl \\U \\L \\E case changes. */
    private static void appendReplacement(StringBuilder sb, Matcher m, String rep, boolean fixed, boolean perl) {
        if (fixed) {
            sb.append(rep);
            return;
        }
        int caseMode = 0; // 1 upper, -1 lower
        for (int i = 0; i < rep.length(); i++) {
            char c = rep.charAt(i);
            String piece;
            if (c == '\\' && i + 1 < rep.length()) {
                char d = rep.charAt(++i);
                if (d >= '0' && d <= '9') {
                    int g = d - '0';
                    piece = g <= m.groupCount() && m.group(g) != null ? m.group(g) : "";
                } else if (perl && (d == 'U' || d == 'L' || d == 'E')) {
                    caseMode = d == 'U' ? 1 : d == 'L' ? -1 : 0;
                    continue;
                } else {
                    piece = String.valueOf(d);
                }
            } else {
                piece = String.valueOf(c);
            }
            sb.append(caseMode > 0 ? piece.toUpperCase() : caseMode < 0 ? piece.toLowerCase() : piece);
        }
    }

    /** The {@code text} argument of the regexpr family, which has no default. */
    private static String[] text(Args a) {
        if (!a.has(1)) throw new RError("argument \"text\" is missing, with no default");
        return StringArgs.strings(a.get(1));
    }
}

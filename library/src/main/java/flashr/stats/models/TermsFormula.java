package flashr.stats.models;

import flashr.base.Registry;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.Deparser;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code .terms_formula(x, specials, keep.order)}: terms.formula (stats/model-frame.R) for the
 * common formulas, as GNU R's termsform (stats/src/model.c) computes it: the variables in the
 * order the formula names them (the response first), each term a set of variables, the model
 * formula expanded by R's rules for {@code + : * %in% / ^ - (} and 0/1, offset() terms dropped,
 * the terms ordered by degree, R's factor codes. Written in R, the same work took 0.06-0.1 CPU s
 * of the first lm of a session (issue 27). NULL where it does not cover the formula (a '.', an
 * integer constant in a variable, an invalid formula): the R code then does the work and gives
 * R's errors.
 */
public final class TermsFormula {
    /** The formula is not one this builtin covers: the R code takes it. */
    private static final class Unsupported extends RuntimeException {
        Unsupported() {
            super(null, null, false, false);
        }
    }

    private static final Pattern SYNTACTIC = Pattern.compile("(?:[A-Za-z]|[.](?![0-9]))[A-Za-z0-9._]*|[.]");
    private static final java.util.Set<String> RESERVED = java.util.Set.of("if", "else", "repeat", "while", "function",
            "for", "next", "break", "TRUE", "FALSE", "NULL", "Inf", "NaN", "NA", "NA_integer_", "NA_real_",
            "NA_character_", "NA_complex_", "in");

    private final List<RValue> variables = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> index = new HashMap<>();
    private boolean intercept = true;
    private boolean parity = true;
    private boolean response;

    private TermsFormula() {}

    public static void register(Registry r) {
        r.builtin(".terms_formula", "x, specials, keep.order", a -> {
            try {
                return new TermsFormula().terms(a.get(0), a.get(1), a.get(2));
            } catch (Unsupported u) {
                return RNull.NULL;
            }
        });
    }

    private RValue terms(RValue x, RValue specials, RValue keepOrder) {
        if (!(x instanceof RCall f) || !"~".equals(f.functionName()) || !x.inherits("formula")) throw new Unsupported();
        if (!(keepOrder instanceof RLogical k) || k.length() != 1 || k.data()[0] == RLogical.NA) throw new Unsupported();
        if (specials != RNull.NULL && !(specials instanceof RString)) throw new Unsupported();
        if (hasDot(f) || f.names() != null) throw new Unsupported();
        RValue rhs;
        if (f.argCount() == 2) {
            response = true;
            install(f.arg(0));
            rhs = f.arg(1);
        } else if (f.argCount() == 1) {
            rhs = f.arg(0);
        } else {
            throw new Unsupported();
        }
        extract(rhs);
        List<BitSet> formula = encode(rhs);
        int nvar = variables.size();
        int[] offsets = offsets();
        if (offsets.length > 0) formula.removeIf(t -> java.util.Arrays.stream(offsets).anyMatch(o -> t.get(o - 1)));
        int nterm = formula.size();
        int[] order = new int[nterm];
        if (k.data()[0] == 0) formula.sort(java.util.Comparator.comparingInt(BitSet::cardinality)); // stable, as R's
        for (int n = 0; n < nterm; n++) order[n] = formula.get(n).cardinality();
        String[] labels = new String[nterm];
        for (int n = 0; n < nterm; n++) {
            StringBuilder s = new StringBuilder();
            BitSet t = formula.get(n);
            for (int i = t.nextSetBit(0); i >= 0; i = t.nextSetBit(i + 1)) s.append(s.isEmpty() ? "" : ":").append(names.get(i));
            labels[n] = s.toString();
        }
        RCall out = new RCall(f.function(), f.args().clone(), null, f.pos());
        out.setAttr("variables", new RCall(RSymbol.of("list"), variables.toArray(new RValue[0]), null, null));
        if (offsets.length > 0) out.setAttr("offset", RInt.of(offsets));
        out.setAttr("factors", factors(formula, nvar, labels));
        out.setAttr("term.labels", RString.of(labels));
        if (specials instanceof RString s && s.length() > 0) out.setAttr("specials", specials(s));
        out.setAttr("order", RInt.of(order));
        out.setAttr("intercept", RInt.of(intercept ? 1 : 0));
        out.setAttr("response", RInt.of(response ? 1 : 0));
        out.setAttr("class", RString.of("terms", "formula"));
        RValue env = x.getAttr(".Environment");
        if (env != null && env != RNull.NULL) out.setAttr(".Environment", env);
        return out;
    }

    /** The 1-based indices of the offset() variables, the response not counted, as R's. */
    private int[] offsets() {
        List<Integer> o = new ArrayList<>();
        for (int l = response ? 1 : 0; l < names.size(); l++) if (names.get(l).startsWith("offset(")) o.add(l + 1);
        return o.stream().mapToInt(Integer::intValue).toArray();
    }

    /** R's factor codes: 1 where the term without the variable is empty or inside an earlier term, else 2 (TermCode). */
    private RValue factors(List<BitSet> formula, int nvar, String[] labels) {
        int nterm = formula.size();
        if (nterm == 0) return RInt.of();
        int[] m = new int[nvar * nterm];
        for (int n = 0; n < nterm; n++) {
            BitSet t = formula.get(n);
            for (int i = t.nextSetBit(0); i >= 0; i = t.nextSetBit(i + 1)) {
                BitSet rest = (BitSet) t.clone();
                rest.clear(i);
                int code = 2;
                if (rest.isEmpty()) code = 1;
                for (int p = 0; p < n && code == 2; p++) {
                    BitSet outside = (BitSet) rest.clone();
                    outside.andNot(formula.get(p));
                    if (outside.isEmpty()) code = 1;
                }
                m[i + n * nvar] = code;
            }
        }
        RInt out = RInt.of(m);
        out.setAttr("dim", RInt.of(nvar, nterm));
        out.setAttr("dimnames", RList.of(RString.of(names.toArray(new String[0])), RString.of(labels)));
        return out;
    }

    /** For each special, the 1-based indices of the variables that call it (by name, as R's prefix test), or NULL. */
    private RValue specials(RString s) {
        RValue[] values = new RValue[s.length()];
        for (int j = 0; j < values.length; j++) {
            String name = s.data()[j];
            if (name == null) throw new Unsupported();
            List<Integer> hits = new ArrayList<>();
            for (int l = 0; l < names.size(); l++) if (names.get(l).startsWith(name + "(")) hits.add(l + 1);
            values[j] = hits.isEmpty() ? RNull.NULL : RInt.of(hits.stream().mapToInt(Integer::intValue).toArray());
        }
        RList p = RList.pairlist(values);
        p.setAttr("names", RString.of(s.data().clone()));
        return p;
    }

    // ---- R's ExtractVars: the variables in the order the formula names them ----

    private void extract(RValue e) {
        if (e == RNull.NULL || zeroOne(e) >= 0) return;
        if (e instanceof RSymbol) {
            install(e);
            return;
        }
        if (!(e instanceof RCall c)) throw new Unsupported();
        String op = c.functionName();
        int n = c.argCount();
        if (op == null) {
            install(e);
            return;
        }
        switch (op) {
            case "~" -> throw new Unsupported();
            case "+", "-" -> {
                if (n < 1 || n > 2) throw new Unsupported();
                for (RValue a : c.args()) extract(a);
            }
            case ":", "*", "%in%", "/" -> {
                if (n != 2) throw new Unsupported();
                extract(c.arg(0));
                extract(c.arg(1));
            }
            case "^" -> {
                if (n != 2 || !numericScalar(c.arg(1))) throw new Unsupported();
                extract(c.arg(0));
            }
            case "(" -> {
                if (n != 1) throw new Unsupported();
                extract(c.arg(0));
            }
            default -> install(e);
        }
    }

    private int install(RValue e) {
        String label = label(e);
        Integer i = index.get(label);
        if (i != null) return i;
        variables.add(e);
        names.add(label);
        index.put(label, names.size() - 1);
        return names.size() - 1;
    }

    /** The variable's name as R's termsform writes it: deparsed on one line, backticks where needed. */
    private static String label(RValue e) {
        if (e instanceof RSymbol s) {
            if (!SYNTACTIC.matcher(s.name()).matches() || RESERVED.contains(s.name())) throw new Unsupported();
            return s.name();
        }
        if (!(e instanceof RCall) || !plainConstants(e)) throw new Unsupported();
        List<String> lines = Deparser.deparseLines(e, 500);
        if (lines.size() != 1) throw new Unsupported();
        return lines.getFirst();
    }

    /** Whether the call holds only doubles, logicals and strings as constants (R's labels deparse 2L as 2). */
    private static boolean plainConstants(RValue e) {
        if (e instanceof RCall c) {
            if (!plainConstants(c.function())) return false;
            for (RValue a : c.args()) if (!plainConstants(a)) return false;
            return true;
        }
        if (e instanceof RSymbol) return true;
        if (e.hasAttributes()) return false;
        return e instanceof RDouble d && d.length() == 1 || e instanceof RLogical l && l.length() == 1
                || e instanceof RString s && s.length() == 1;
    }

    // ---- R's EncodeVars: the formula's terms as sets of variables ----

    private List<BitSet> encode(RValue e) {
        if (e == RNull.NULL) return new ArrayList<>();
        int z = zeroOne(e);
        if (z >= 0) {
            intercept = (z == 1) == parity;
            return new ArrayList<>();
        }
        if (e instanceof RSymbol) return single(install(e));
        RCall c = (RCall) e;
        String op = c.functionName();
        if (op == null) return single(install(e));
        return switch (op) {
            case "+" -> c.argCount() == 1 ? encode(c.arg(0)) : trim(concat(encode(c.arg(0)), encode(c.arg(1))));
            case ":" -> trim(product(encode(c.arg(0)), encode(c.arg(1))));
            case "*" -> {
                List<BitSet> l = encode(c.arg(0));
                List<BitSet> r = encode(c.arg(1));
                // R's CrossTerms appends to the left list in place: an empty left side (0 * a) gives no terms
                yield l.isEmpty() ? l : trim(concat(l, concat(r, product(l, r))));
            }
            case "%in%" -> trim(orInto(encode(c.arg(0)), encode(c.arg(1))));
            case "/" -> {
                List<BitSet> l = encode(c.arg(0));
                List<BitSet> r = orInto(encode(c.arg(1)), l);
                yield l.isEmpty() ? l : trim(concat(l, r)); // as CrossTerms: 1/a has no terms
            }
            case "^" -> power(c);
            case "-" -> delete(c.argCount() == 1 ? RNull.NULL : c.arg(0), c.arg(c.argCount() - 1));
            case "(" -> encode(c.arg(0));
            default -> single(install(e));
        };
    }

    private List<BitSet> power(RCall c) {
        double p = ((flashr.lang.RVector) c.arg(1)).length() == 1 ? flashr.eval.Coerce.doubleScalar(c.arg(1)) : Double.NaN;
        if (Double.isNaN(p) || p < 2 || p >= Integer.MAX_VALUE) throw new Unsupported(); // R: invalid power in formula
        int ip = (int) p;
        List<BitSet> left = encode(c.arg(0));
        List<BitSet> right = left;
        for (int i = 1; i < ip; i++) right = trim(product(left, right));
        return right;
    }

    /** R's DeleteTerms: the right side encoded with the parity flipped (so -1 drops the intercept), its terms removed. */
    private List<BitSet> delete(RValue leftExpr, RValue rightExpr) {
        List<BitSet> left = encode(leftExpr);
        parity = !parity;
        List<BitSet> right = encode(rightExpr);
        parity = !parity;
        for (BitSet t : right) {
            if (t.isEmpty()) intercept = false;
            left.removeIf(t::equals);
        }
        return left;
    }

    /** Each term of the list with the union of all terms of {@code with} added (R's InTerms, NestTerms). */
    private static List<BitSet> orInto(List<BitSet> list, List<BitSet> with) {
        BitSet all = new BitSet();
        for (BitSet t : with) all.or(t);
        List<BitSet> out = new ArrayList<>(list.size());
        for (BitSet t : list) {
            BitSet u = (BitSet) t.clone();
            u.or(all);
            out.add(u);
        }
        return out;
    }

    private static List<BitSet> product(List<BitSet> left, List<BitSet> right) {
        List<BitSet> out = new ArrayList<>(left.size() * right.size());
        for (BitSet l : left) {
            for (BitSet r : right) {
                BitSet u = (BitSet) l.clone();
                u.or(r);
                out.add(u);
            }
        }
        return out;
    }

    private static List<BitSet> concat(List<BitSet> a, List<BitSet> b) {
        List<BitSet> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** R's TrimRepeats: empty terms and repeats dropped, first occurrences kept in order. */
    private static List<BitSet> trim(List<BitSet> list) {
        List<BitSet> out = new ArrayList<>(list.size());
        java.util.Set<BitSet> seen = new java.util.HashSet<>();
        for (BitSet t : list) if (!t.isEmpty() && seen.add(t)) out.add(t);
        return out;
    }

    private static List<BitSet> single(int bit) {
        BitSet t = new BitSet();
        t.set(bit);
        List<BitSet> out = new ArrayList<>();
        out.add(t);
        return out;
    }

    /** 0 or 1 for a numeric or logical constant equal to it (R's isZeroOne), else -1. */
    private static int zeroOne(RValue e) {
        if (!numericScalar(e)) return -1;
        double v = flashr.eval.Coerce.doubleScalar(e);
        return v == 0 ? 0 : v == 1 ? 1 : -1;
    }

    private static boolean numericScalar(RValue e) {
        return (e instanceof RDouble || e instanceof RInt || e instanceof RLogical)
                && ((flashr.lang.RVector) e).length() == 1 && !e.hasAttributes();
    }

    /** Whether '.' appears anywhere in the formula (data's columns or allowDotAsName: the R code's work). */
    private static boolean hasDot(RValue e) {
        if (e instanceof RSymbol s) return s.name().equals(".");
        if (e instanceof RCall c) {
            if (hasDot(c.function())) return true;
            for (RValue a : c.args()) if (hasDot(a)) return true;
        }
        return false;
    }
}

package flashr.base.vectors;

import flashr.engine.fn.math.Hypot;
import flashr.format.PrintOptions;
import flashr.format.VectorFormat;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** R's {@code all.equal}: TRUE, or the messages R's methods (numeric, character, logical, list) give. */
final class TypeAllEqual {
    private final double tolerance;
    private final boolean checkAttributes;
    private final boolean checkNames;

    TypeAllEqual(double tolerance, boolean checkAttributes, boolean checkNames) {
        this.tolerance = tolerance;
        this.checkAttributes = checkAttributes;
        this.checkNames = checkNames;
    }

    /** The differences between {@code target} and {@code current}; empty when all equal. */
    List<String> compare(RValue target, RValue current) {
        if (target instanceof RList) return list((RList) target, current);
        if (target instanceof RFunction || target instanceof RCall || target instanceof RSymbol) {
            return TypeIdentical.identical(target, current, true) ? List.of()
                    : List.of("target, current do not match when deparsed");
        }
        if (!(target instanceof RVector t)) {
            return TypeIdentical.identical(target, current, true) ? List.of()
                    : new ArrayList<>(List.of("target is " + dataClass(target) + ", current is " + dataClass(current)));
        }
        return switch (t.type()) {
            case INTEGER, DOUBLE, COMPLEX -> t.inherits("factor") ? elements(t, current, "string") : numeric(t, current);
            case CHARACTER -> elements(t, current, "string");
            default -> elements(t, current, "element");
        };
    }

    private List<String> numeric(RVector t, RValue current) {
        List<String> msg = checkAttributes ? attributes(t, current) : new ArrayList<>();
        if (!dataClass(t).equals(dataClass(current))) {
            msg.add("target is " + dataClass(t) + ", current is " + dataClass(current));
            return msg;
        }
        RVector c = (RVector) current;
        int lt = t.length();
        int lc = c.length();
        if (lt != lc) {
            msg.removeIf(m -> m.matches(".*\\bLengths\\b.*"));
            msg.add("Numeric: lengths (" + lt + ", " + lc + ") differ");
            return msg;
        }
        int naT = 0;
        int naC = 0;
        boolean naMismatch = false;
        for (int i = 0; i < lt; i++) {
            boolean a = t.isNA(i);
            boolean b = c.isNA(i);
            if (a) naT++;
            if (b) naC++;
            naMismatch |= a != b;
        }
        if (naMismatch) {
            msg.add("'is.NA' value mismatch: " + naC + " in current " + naT + " in target");
            return msg;
        }
        double sumDiff = 0;
        double sumTarget = 0;
        int count = 0;
        boolean cplx = t instanceof flashr.lang.RComplex;
        for (int i = 0; i < lt; i++) {
            if (t.isNA(i)) continue;
            if (cplx) { // differences by their modulus, as R's "Mean relative Mod difference"
                flashr.lang.RComplex tz = (flashr.lang.RComplex) t;
                double cr = c instanceof flashr.lang.RComplex cz ? cz.re(i) : c.getDouble(i);
                double ci = c instanceof flashr.lang.RComplex cz ? cz.im(i) : 0;
                double dr = tz.re(i) - cr, di = tz.im(i) - ci;
                if (dr == 0 && di == 0) continue;
                sumDiff += Hypot.hypot(dr, di);
                sumTarget += Hypot.hypot(tz.re(i), tz.im(i));
                count++;
                continue;
            }
            double a = t.getDouble(i);
            double b = c.getDouble(i);
            if (a == b) continue;
            sumDiff += Math.abs(a - b);
            sumTarget += Math.abs(a);
            count++;
        }
        if (count == 0) return msg;
        double xy = sumDiff / count;
        double xn = sumTarget / count;
        String what = "absolute";
        if (Double.isFinite(xn) && xn > tolerance) {
            xy /= xn;
            what = "relative";
        }
        if (cplx) what += " Mod";
        if (Double.isNaN(xy) || xy > tolerance) msg.add("Mean " + what + " difference: " + VectorFormat.format(RDouble.of(xy), PrintOptions.DEFAULT)[0]);
        return msg;
    }

    /** Character and logical vectors: counts of mismatching elements. */
    private List<String> elements(RVector t, RValue current, String noun) {
        List<String> msg = checkAttributes ? attributes(t, current) : new ArrayList<>();
        if (!dataClass(t).equals(dataClass(current))) {
            msg.add("target is " + dataClass(t) + ", current is " + dataClass(current));
            return msg;
        }
        RVector c = (RVector) current;
        int lt = t.length();
        int lc = c.length();
        int n = Math.min(lt, lc);
        if (lt != lc) {
            msg.removeIf(m -> m.matches(".*\\bLengths\\b.*"));
            msg.add("Lengths (" + lt + ", " + lc + ") differ ("
                    + (noun.equals("string") ? "string compare on first " + n : "comparison on first " + n + " components") + ")");
        }
        int naT = 0;
        int naC = 0;
        boolean naMismatch = false;
        int differ = 0;
        for (int i = 0; i < n; i++) {
            boolean a = t.isNA(i);
            boolean b = c.isNA(i);
            if (a) naT++;
            if (b) naC++;
            naMismatch |= a != b;
            if (!a && !b && !Objects.equals(t.getString(i), c.getString(i))) differ++;
        }
        if (naMismatch) {
            msg.add("'is.NA' value mismatch: " + naC + " in current " + naT + " in target");
            return msg;
        }
        if (differ == 1) msg.add("1 " + noun + " mismatch");
        else if (differ > 1) msg.add(differ + " " + noun + " mismatches");
        return msg;
    }

    private List<String> list(RList t, RValue current) {
        List<String> msg = checkAttributes ? attributes(t, current) : new ArrayList<>();
        if (!isListLike(current)) {
            msg.add("current is not list-like");
            return msg;
        }
        RVector c = (RVector) current;
        int n = t.length();
        if (n != c.length()) {
            msg.removeIf(m -> m.matches(".*\\bLengths\\b.*"));
            n = Math.min(n, c.length());
            msg.add("Length mismatch: comparison on first " + n + " components");
        }
        RString names = t.names();
        for (int i = 0; i < n; i++) {
            List<String> mi = compare(t.get(i), c.getElement(i));
            String name = names == null ? null : names.get(i);
            String label = name != null && !name.isEmpty() ? "\u201c" + name + "\u201d" : Integer.toString(i + 1);
            for (String m : mi) msg.add("Component " + label + ": " + m);
        }
        return msg;
    }

    /** A list, or an atomic vector with no attributes but names and class (R's is.vector after unclass). */
    private static boolean isListLike(RValue x) {
        if (x instanceof RList) return true;
        if (!(x instanceof RVector v)) return false;
        if (v.attributes() == null) return true;
        for (int i = 0; i < v.attributes().size(); i++) {
            String n = v.attributes().name(i);
            if (!n.equals("names") && !n.equals("class")) return false;
        }
        return true;
    }

    /** R's {@code attr.all.equal}: modes, lengths, names, then the other attributes as a sorted list. */
    private List<String> attributes(RValue t, RValue c) {
        List<String> msg = new ArrayList<>();
        String mt = TypeBuiltins.mode(t);
        String mc = TypeBuiltins.mode(c);
        if (!mt.equals(mc)) msg.add("Modes: " + mt + ", " + mc);
        int lt = VectorBuiltins.valueLength(t);
        int lc = VectorBuiltins.valueLength(c);
        if (lt != lc) msg.add("Lengths: " + lt + ", " + lc);
        RValue nt = t.getAttr("names");
        RValue nc = c.getAttr("names");
        if (checkNames && (nt != null || nc != null)) {
            if (nt != null && nc != null) {
                for (String m : elements((RVector) nt, nc, "string")) msg.add("Names: " + m);
            } else {
                msg.add(nt != null ? "names for target but not for current" : "names for current but not for target");
            }
        }
        RValue at = sortedAttributes(t);
        RValue ac = sortedAttributes(c);
        if (at != RNull.NULL || ac != RNull.NULL) {
            TypeAllEqual nested = new TypeAllEqual(tolerance, checkAttributes, true);
            for (String m : nested.compare(at, ac)) msg.add("Attributes: < " + m + " >");
        }
        return msg;
    }

    /** The attributes other than names, sorted by name, as a list; NULL when there are none. */
    private static RValue sortedAttributes(RValue x) {
        if (x.attributes() == null) return RNull.NULL;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < x.attributes().size(); i++) {
            String n = x.attributes().name(i);
            if (!n.equals("names")) names.add(n);
        }
        if (names.isEmpty()) return RNull.NULL;
        String[] sorted = names.toArray(String[]::new);
        Arrays.sort(sorted);
        RValue[] values = new RValue[sorted.length];
        for (int i = 0; i < sorted.length; i++) values[i] = x.getAttr(sorted[i]);
        RList l = new RList(values);
        l.setAttr("names", new RString(sorted));
        return l;
    }

    /** R's {@code data.class}: first class, else matrix/array, else the mode. */
    static String dataClass(RValue x) {
        RString cls = x.classAttr();
        if (cls != null && cls.length() > 0) return cls.get(0);
        int[] dim = x instanceof RVector v ? v.dim() : null;
        if (dim != null) return dim.length == 2 ? "matrix" : "array";
        return TypeBuiltins.mode(x);
    }
}

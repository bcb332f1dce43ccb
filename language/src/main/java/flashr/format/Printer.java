package flashr.format;

import flashr.eval.Interpreter;
import flashr.lang.Attributes;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.REnvironment;
import flashr.lang.RFunction;
import flashr.lang.RList;
import flashr.lang.RNull;
import flashr.lang.RPromise;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import flashr.parse.Deparser;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * R's {@code print.default} ({@code printValueRec}) for every kind of value, with the built-in
 * methods R has for factors, tables and noquote. Classed values inside lists (and, through
 * {@link #print(RValue, Interpreter)}, the value itself) go to a user's {@code print.<class>}.
 */
public final class Printer {
    private final Interpreter interp;
    private final REnvironment env;
    private final PrintOptions options;
    private final PrintStream out;
    /** The arguments print was called with besides x, passed on to the print() of classed elements as R does. */
    private final RValue[] forwarded;
    private final String[] forwardedNames;

    private Printer(Interpreter interp, REnvironment env, PrintOptions options) {
        this(interp, env, options, new RValue[0], new String[0]);
    }

    private Printer(Interpreter interp, REnvironment env, PrintOptions options, RValue[] forwarded, String[] forwardedNames) {
        this.interp = interp;
        this.env = env;
        this.options = options;
        this.out = interp.out();
        this.forwarded = forwarded;
        this.forwardedNames = forwardedNames;
    }

    /** Prints {@code x} as auto-printing at top level does. */
    public static void print(RValue x, Interpreter interp) {
        print(x, interp, interp.globalEnv(), PrintOptions.DEFAULT);
    }

    /** Prints {@code x}, looking up S3 print methods from {@code env}. */
    public static void print(RValue x, Interpreter interp, REnvironment env, PrintOptions options) {
        new Printer(interp, env, options).value(x, "", true);
    }

    /** The first elements of an unnamed vector of {@code total} elements, as print shows them within max.print. */
    public static void printVectorHead(RVector head, long total, PrintOptions options, PrintStream out) {
        VectorPrinter.printHead(head, total, options, out);
    }

    /** The first {@code headRows} rows of a matrix without dimnames, as print shows them within max.print. */
    public static void printMatrixHead(RVector head, int headRows, int total, int ncol, PrintOptions options, PrintStream out) {
        MatrixPrinter.printHead(head, headRows, total, ncol, options, out);
    }

    /** Prints {@code x} with {@code print.default}, without looking for a method for {@code x} itself. */
    public static void printDefault(RValue x, Interpreter interp, REnvironment env, PrintOptions options) {
        new Printer(interp, env, options).value(x, "", false);
    }

    /**
     * Prints {@code x} with {@code print.default}; classed values inside it are printed by {@code print}
     * called with the same further arguments ({@code digits = 3} reaches a time series in a list).
     */
    public static void printDefault(RValue x, Interpreter interp, REnvironment env, PrintOptions options,
                                    RValue[] forwarded, String[] forwardedNames) {
        new Printer(interp, env, options, forwarded, forwardedNames).value(x, "", false);
    }

    private void value(RValue x, String tag, boolean dispatch) {
        if (x instanceof flashr.lang.EngineValue e && x.classAttr() == null) x = e.materialize();
        if (isS4Instance(x) && interp.baseEnv().getLocal("show") instanceof RFunction show) {
            // an instance of a class setClass defined prints by show, as R's print does
            interp.apply(show, new RValue[] {x}, null, env, null);
            return;
        }
        if (dispatch && x.classAttr() != null && callMethod(x)) return;
        if (x.inherits("noquote") && x instanceof RVector v) {
            noquote(v, tag);
            return;
        }
        switch (x) {
            case RNull n -> out.println("NULL");
            case RList l when l.isExpression() -> {
                if (!SrcrefText.printExpression(l, out)) deparsed(l);
            }
            case RList l when l.isMatrix() -> MatrixPrinter.print(l, l.dim(), options, out);
            case RList l -> ListPrinter.print(l, tag, this, out);
            case RVector v -> atomic(v);
            case RClosure c -> closure(c);
            case RBuiltin b -> builtin(b);
            case REnvironment e -> out.println(environmentText(e));
            case RSymbol s -> deparsed(s);
            case RCall c -> deparsed(c);
            case flashr.lang.RMissing m -> out.println(); // the empty symbol, as in formals(function(x) x)$x
            default -> out.println("<" + x.typeName() + ">");
        }
        if (!(x instanceof RList l) || l.isMatrix()) attributes(x, tag);
        if (x instanceof RVector v && !(x instanceof RList) && v.inherits("factor")) FactorPrinter.printLevels(v, options, out);
    }

    /** Whether {@code x} is an instance of a class that setClass defined (the table exists once methods were used). */
    private boolean isS4Instance(RValue x) {
        RString cls = x.classAttr();
        if (cls == null || cls.length() != 1 || cls.getAttr("package") == null) return false;
        REnvironment base = interp.baseEnv();
        return !base.isLazy(".S4_classes") && base.getLocal(".S4_classes") instanceof REnvironment table && table.hasLocal(cls.get(0));
    }

    /**
     * Prints a list element (or attribute value) under {@code tag}, dispatching on its class; a classed
     * element is printed as R's print() of it alone would (its own tags start afresh, as in R).
     */
    void element(RValue x, String tag) {
        value(x, x.classAttr() != null ? "" : tag, true);
    }

    private void atomic(RVector v) {
        if (v.inherits("factor")) {
            FactorPrinter.printLabels(v, options, out); // the levels line follows the other attributes
            return;
        }
        int[] dim = v.dim();
        if (dim != null && v.inherits("table")) {
            table(v, dim);
        } else if (dim == null) {
            VectorPrinter.print(v, options, out);
        } else if (dim.length == 1) {
            VectorPrinter.printOneDim(v, options, out);
        } else if (dim.length == 2) {
            MatrixPrinter.print(v, dim, options, out);
        } else {
            ArrayPrinter.print(v, dim, options, out);
        }
    }

    /** R's {@code print.noquote}: the value without its "noquote" class, printed unquoted. */
    private void noquote(RVector v, String tag) {
        RVector c = v.copy();
        RString cls = v.classAttr();
        String[] rest = Arrays.stream(cls.data()).filter(s -> !"noquote".equals(s)).toArray(String[]::new);
        c.setAttr("class", rest.length == 0 ? null : new RString(rest));
        new Printer(interp, env, options.withQuote(false), forwarded, forwardedNames).value(c, tag, true);
    }

    /**
     * R's {@code print.table}: every count formatted to one common width, then printed as an
     * unquoted character array (right-aligned for numbers), NA cells blank.
     */
    private void table(RVector v, int[] dim) {
        if (Arrays.stream(dim).anyMatch(d -> d == 0)) {
            out.println("< table of extent " + Arrays.stream(dim).mapToObj(Integer::toString)
                    .collect(Collectors.joining(" x ")) + " >");
            return;
        }
        RVector plain = v.copy();
        plain.setAttributes(null);
        String[] cells = VectorFormat.format(plain, options.withQuote(false));
        for (int i = 0; i < cells.length; i++) if (v.isNA(i)) cells[i] = "";
        RString xx = new RString(cells);
        xx.setAttr("dim", v.getAttr("dim"));
        xx.setAttr("dimnames", v.getAttr("dimnames"));
        PrintOptions o = options.withQuote(false).withRight(v.type().isNumeric());
        new Printer(interp, env, o).value(xx, "", false);
    }

    private void closure(RClosure c) {
        // Rscript keeps no source references, so a function prints as its deparse
        for (String line : Deparser.closureLines(c, Deparser.DEFAULT_CUTOFF)) out.println(line);
        REnvironment e = c.env();
        // a package's functions are byte-compiled in R, which prints where the code is
        if (e != null && e.name() != null && e.name().startsWith("namespace:")) out.println(bytecodeText(c));
        if (e != null && e != interp.globalEnv() && e != interp.baseEnv()) out.println(environmentText(e));
    }

    /**
     * Base functions R writes as closures that only call their .Internal, by name: flashr has them
     * as builtins, and prints them as R prints the closure.
     */
    private static final java.util.Map<String, String> INTERNAL_BODIES = java.util.Map.of("Recall", ".Internal(Recall(...))");

    private void builtin(RBuiltin b) {
        String formals = String.join(", ", b.formals() == null ? new String[] {"..."} : b.formals());
        String body = INTERNAL_BODIES.get(b.name());
        if (body == null) {
            out.println("function (" + formals + ")  .Primitive(\"" + b.name() + "\")");
            return;
        }
        out.println("function (" + formals + ") ");
        out.println(body);
        out.println(bytecodeText(b));
        out.println("<environment: namespace:base>");
    }

    /** R's {@code <bytecode: 0x...>} line: flashr has no byte code, and gives the function's identity as its address. */
    private static String bytecodeText(RValue f) {
        return "<bytecode: 0x" + String.format("%012x", System.identityHashCode(f)) + ">";
    }

    /** Language objects print as their deparse, with backquotes around non-syntactic names. */
    private void deparsed(RValue x) {
        for (String line : Deparser.printLines(x)) out.println(line);
    }

    /** {@code <environment: R_GlobalEnv>}, or an address-like identity for anonymous environments. */
    public static String environmentText(REnvironment e) {
        String name = e.name();
        if ("R_GlobalEnv".equals(name) || "base".equals(name) || "R_EmptyEnv".equals(name)
                || (name != null && (name.startsWith("namespace:") || name.startsWith("package:")))) {
            return "<environment: " + name + ">";
        }
        return "<environment: 0x" + String.format("%012x", System.identityHashCode(e)) + ">";
    }

    /** Attributes print.default shows after the value: all but names, dim, dimnames and (for factors) levels. */
    void attributes(RValue x, String tag) {
        Attributes a = x.attributes();
        if (a == null || x.inherits("table")) return;
        boolean factor = x.inherits("factor");
        for (int i = 0; i < a.size(); i++) {
            String name = a.name(i);
            if (name.equals("names") || name.equals("dim") || name.equals("dimnames") || name.equals("comment")
                    || name.equals("srcref") || SrcrefText.isSourceAttribute(name) || (factor && (name.equals("levels") || name.equals("class")))) {
                continue;
            }
            String t = "attr(,\"" + name + "\")"; // R restarts the tag for attributes
            out.println(t);
            RValue v = a.value(i);
            if (name.equals("row.names")) v = expandedRowNames(v);
            element(v, t); // a classed attribute is printed by print(), its tags afresh
        }
    }

    /** Compact row names c(NA, -n) are shown as R's attributes() gives them: 1:n. */
    private static RValue expandedRowNames(RValue rn) {
        if (!(rn instanceof flashr.lang.RInt ri && ri.length() == 2 && ri.isNA(0) && !ri.isNA(1))) return rn;
        int[] seq = new int[Math.abs(ri.get(1))];
        for (int i = 0; i < seq.length; i++) seq[i] = i + 1;
        return new flashr.lang.RInt(seq);
    }

    /**
     * Prints a classed value with its user method when one is visible: through the {@code print}
     * function, so that the evaluator's S3 dispatch runs the method (NextMethod included).
     */
    private boolean callMethod(RValue x) {
        if (!hasMethod(x) || !(interp.baseEnv().getLocal("print") instanceof RFunction print)) return false;
        RValue[] args = new RValue[forwarded.length + 1];
        String[] names = new String[forwarded.length + 1];
        args[0] = x;
        System.arraycopy(forwarded, 0, args, 1, forwarded.length);
        System.arraycopy(forwardedNames, 0, names, 1, forwarded.length);
        interp.apply(print, args, names, env, null);
        return true;
    }

    private boolean hasMethod(RValue x) {
        RString cls = x.classAttr();
        for (int i = 0; i < cls.length(); i++) {
            RValue f = env.lookup("print." + cls.get(i));
            if (f instanceof RPromise p) f = p.isForced() ? p.value() : interp.eval(p.expr(), p.env());
            if (f instanceof RClosure || f instanceof flashr.lang.RBuiltin) return true;
        }
        return false;
    }
}

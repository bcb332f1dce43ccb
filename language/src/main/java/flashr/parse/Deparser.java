package flashr.parse;

import flashr.lang.Attributes;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RClosure;
import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RMissing;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.RVector;
import java.util.ArrayList;
import java.util.List;

/**
 * R's {@code deparse}: language objects and values back to R code, following deparse.c
 * (operators spaced or not by kind, parentheses only where precedence needs them, {@code \{}
 * blocks over several lines with 4-space indents, lines broken past the width cutoff).
 */
public final class Deparser {
    /** R's default {@code width.cutoff}, used when printing calls. */
    public static final int DEFAULT_CUTOFF = 60;

    private final List<String> lines = new ArrayList<>();
    private final StringBuilder line = new StringBuilder();
    private final int cutoff;
    private final boolean backtick;
    private int indent;
    private boolean startOfLine = true;
    private int inCurly;
    private int inList;
    private boolean fnArg;
    /** deparse's "showAttributes": false when printing a language object (R's DEFAULTDEPARSE has it off). */
    private boolean showAttributes = true;
    /** deparse's "keepInteger": false for R's SIMPLEDEPARSE (an unused argument's message shows 1L as 1). */
    private boolean keepInteger = true;

    private Deparser(int cutoff, boolean backtick) {
        this.cutoff = cutoff;
        this.backtick = backtick;
    }

    /** One line: {@code deparse(v, width.cutoff = 500)} with its lines joined by a space (R's deparse1). */
    public static String deparse(RValue v) {
        return String.join(" ", deparseLines(v, 500));
    }

    /**
     * The call as error and warning messages show it ({@code Error in <call> : }): the first line
     * of its deparse at the default cutoff, as R's deparse1s ({@code In g(\{ : careful}).
     */
    public static String firstLine(RValue call) {
        List<String> lines = deparseLines(call, DEFAULT_CUTOFF);
        return lines.isEmpty() ? "" : lines.getFirst();
    }

    /** The first line as R's SIMPLEDEPARSE writes it: integers without their L ("unused argument (1)"). */
    public static String simpleFirstLine(RValue v) {
        boolean code = v instanceof RCall || v instanceof RClosure || v instanceof RList l && l.isExpression();
        Deparser d = new Deparser(DEFAULT_CUTOFF, code);
        d.keepInteger = false;
        d.value(v);
        d.writeLine();
        return d.lines.isEmpty() ? "" : d.lines.getFirst();
    }

    /** The lines of {@code deparse(v, width.cutoff = widthCutoff)}. */
    public static List<String> deparseLines(RValue v, int widthCutoff) {
        // As R's deparse: backticks around non-syntactic names in code; names in values are "quoted".
        boolean code = v instanceof RCall || v instanceof RClosure || v instanceof RList l && l.isExpression();
        Deparser d = new Deparser(widthCutoff, code);
        d.value(v);
        d.writeLine();
        return d.lines;
    }

    /** What {@code print} shows for a language object or function: backticks even around a lone symbol. */
    public static List<String> printLines(RValue v) {
        Deparser d = new Deparser(DEFAULT_CUTOFF, true);
        d.showAttributes = false; // print(quote(h(<condition>))) shows list(message = ...), not structure(...)
        d.value(v);
        d.writeLine();
        return d.lines;
    }

    /** The lines R prints for a closure without source: {@code function (x, y = 2) } then the body. */
    public static List<String> closureLines(RClosure f, int widthCutoff) {
        Deparser d = new Deparser(widthCutoff, true);
        d.closure(f);
        d.writeLine();
        return d.lines;
    }

    // ------------------------------------------------------------ output

    private void print(String s) {
        if (startOfLine) {
            startOfLine = false;
            for (int i = 1; i <= indent; i++) line.append(i <= 4 ? "    " : "  ");
        }
        line.append(s);
    }

    private void writeLine() {
        lines.add(line.toString());
        line.setLength(0);
        startOfLine = true;
    }

    /** Breaks the line when it is past the cutoff; the first break of a construct indents. */
    private boolean lineBreak(boolean broken) {
        if (line.length() > cutoff) {
            if (!broken) {
                broken = true;
                indent++;
            }
            writeLine();
        }
        return broken;
    }

    // ------------------------------------------------------------ dispatch

    private void value(RValue v) {
        boolean argPosition = fnArg;
        fnArg = false;
        switch (v) {
            case RCall c -> call(c, argPosition);
            case RSymbol s -> print(backtick ? Names.quoteIfNeeded(s.name()) : s.name());
            case RMissing m -> print(""); // starts an indented line, as R's empty symbol does
            case RNull n -> print("NULL");
            case RClosure f -> closure(f);
            case RBuiltin b -> print(".Primitive(\"" + b.name() + "\")");
            case REnvironment e -> print("<environment>");
            case RVector vec -> vector(vec);
            // a plain engine value is an R vector held elsewhere: deparsed as its elements
            case flashr.lang.EngineValue ev when v.classAttr() == null -> vector(ev.materialize());
            default -> print("<" + v.typeName() + ">");
        }
    }

    private void closure(RClosure f) {
        print("function (");
        String[] names = f.formalNames();
        RValue[] defaults = f.defaults();
        boolean broken = false;
        for (int i = 0; i < names.length; i++) {
            formal(names[i], defaults[i]);
            if (i < names.length - 1) {
                print(", ");
                broken = lineBreak(broken);
            }
        }
        if (broken) indent--;
        print(") ");
        writeLine();
        value(f.body());
    }

    private void formal(String name, RValue def) {
        print(name.equals("...") ? name : Names.quoteIfNeeded(name));
        if (def != RMissing.MISSING) {
            print(" = ");
            fnArg = true;
            value(def);
        }
    }

    // ------------------------------------------------------------ calls

    private void call(RCall c, boolean argPosition) {
        String fname = c.functionName();
        Operator op = fname == null ? null : Operator.of(fname, c);
        if (op == null) {
            funcall(c);
            return;
        }
        RValue[] a = c.args();
        switch (op.kind()) {
            case IF -> ifCall(a);
            case FOR -> {
                print("for (");
                value(a[0]);
                print(" in ");
                value(a[1]);
                print(") ");
                value(a[2]);
            }
            case WHILE -> {
                print("while (");
                value(a[0]);
                print(") ");
                value(a[1]);
            }
            case REPEAT -> {
                print("repeat ");
                value(a[0]);
            }
            case BREAK -> print("break");
            case NEXT -> print("next");
            case CURLY -> curly(a);
            case PAREN -> {
                print("(");
                value(a[0]);
                print(")");
            }
            case FUNCTION -> {
                print("function(");
                formals(a[0]);
                print(") ");
                value(a[1]);
            }
            case ASSIGN -> {
                boolean outer = argPosition && fname.equals("=");
                if (outer) print("(");
                operand(op, a[0], true);
                print(" " + fname + " ");
                operand(op, a[1], false);
                if (outer) print(")");
            }
            case BINARY -> {
                operand(op, a[0], true);
                print(" " + fname + " ");
                boolean broken = lineBreak(false);
                operand(op, a[1], false);
                if (broken) indent--;
            }
            case BINARY2 -> {
                operand(op, a[0], true);
                print(fname);
                operand(op, a[1], false);
            }
            case UNARY -> {
                print(fname);
                operand(op, a[0], false);
            }
            case DOLLAR -> {
                operand(op, a[0], true);
                print(fname);
                if (a[1] instanceof RString s && s.length() == 1 && s.get(0) != null && Names.isSyntactic(s.get(0))) {
                    print(s.get(0));
                } else {
                    operand(op, a[1], false);
                }
            }
            case SUBSET -> {
                operand(op, a[0], true);
                boolean single = fname.equals("[");
                print(single ? "[" : "[[");
                args(c, 1);
                print(single ? "]" : "]]");
            }
        }
    }

    private void funcall(RCall c) {
        RValue f = c.function();
        if (f instanceof RSymbol s) {
            print(Names.quoteIfNeeded(s.name()));
        } else if (f instanceof RClosure || f instanceof RCall fc && Operator.needsParensAsFunction(fc)) {
            print("(");
            value(f);
            print(")");
        } else {
            value(f);
        }
        // Inside the arguments of a primitive, R keeps an if on one line (as in a list).
        boolean primitive = f instanceof RSymbol s && Operator.isPrimitiveCall(s.name());
        if (primitive) inList++;
        print("(");
        args(c, 0);
        print(")");
        if (primitive) inList--;
    }

    private void args(RCall c, int from) {
        boolean broken = false;
        for (int i = from; i < c.argCount(); i++) {
            String name = c.argName(i);
            boolean named = name != null && !name.isEmpty();
            if (named) {
                print(name.equals("...") ? name : backtick ? Names.quoteIfNeeded(name) : Strings.quote(name, '"'));
                print(" = ");
            }
            if (!named || c.arg(i) != RMissing.MISSING) {
                fnArg = true;
                value(c.arg(i));
            }
            if (i < c.argCount() - 1) {
                print(", ");
                broken = lineBreak(broken);
            }
        }
        if (broken) indent--;
    }

    private void formals(RValue formals) {
        if (!(formals instanceof RList list)) return;
        RString names = (RString) list.getAttr("names");
        boolean broken = false;
        for (int i = 0; i < list.length(); i++) {
            formal(names.get(i), list.get(i));
            if (i < list.length() - 1) {
                print(", ");
                broken = lineBreak(broken);
            }
        }
        if (broken) indent--;
    }

    private void operand(Operator op, RValue arg, boolean left) {
        boolean parens = op.needsParens(arg, left);
        if (parens) print("(");
        value(arg);
        if (parens) print(")");
    }

    private void ifCall(RValue[] a) {
        print("if (");
        value(a[0]);
        print(") ");
        if (inCurly > 0 && inList == 0) {
            // Inside braces R puts the branches on their own lines, so that `else` stays attached.
            boolean block = a[1] instanceof RCall b && "{".equals(b.functionName());
            if (!block) {
                writeLine();
                indent++;
            }
            value(a[1]);
            if (a.length > 2) {
                writeLine();
                if (!block) indent--;
                print("else ");
                value(a[2]);
            } else if (!block) {
                indent--;
            }
        } else {
            value(a[1]);
            if (a.length > 2) {
                print(" else ");
                value(a[2]);
            }
        }
    }

    private void curly(RValue[] body) {
        inCurly++;
        print("{");
        indent++;
        writeLine();
        for (RValue e : body) {
            value(e);
            writeLine();
        }
        indent--;
        print("}");
        inCurly--;
    }

    // ------------------------------------------------------------ vectors

    private void vector(RVector v) {
        Attributes attrs = v.attributes();
        // Names go inside c(...), except on an integer range, which R writes as structure(m:n, names = ...).
        boolean namesInside = !(v instanceof RInt iv && iv.length() > 1 && isRange(iv));
        boolean structure = false;
        if (attrs != null && showAttributes) {
            for (int i = 0; i < attrs.size(); i++) {
                if (!attrs.name(i).equals("names") || !namesInside) structure = true;
            }
        }
        if (structure) print("structure(");
        RString names = namesInside && v.getAttr("names") instanceof RString n ? n : null;
        if (v instanceof RList list) {
            listBody(list, names);
        } else {
            atomic(v, names);
        }
        if (structure) {
            for (int i = 0; i < attrs.size(); i++) {
                String name = attrs.name(i);
                if (name.equals("names") && namesInside) continue;
                print(", ");
                print(Names.isSyntactic(name) ? name : Strings.quote(name, '"'));
                print(" = ");
                value(attrs.value(i));
            }
            print(")");
        }
    }

    private void listBody(RList list, RString names) {
        print(list.isExpression() ? "expression(" : list.isPairlist() ? "pairlist(" : "list(");
        inList++;
        boolean broken = false;
        for (int i = 0; i < list.length(); i++) {
            elementName(names, i);
            value(list.get(i));
            if (i < list.length() - 1) {
                print(", ");
                broken = lineBreak(broken);
            }
        }
        if (broken) indent--;
        inList--;
        print(")");
    }

    private void elementName(RString names, int i) {
        if (names == null || names.get(i) == null || names.get(i).isEmpty()) return;
        String n = names.get(i);
        print(Names.isSyntactic(n) ? n : Strings.quote(n, backtick ? '`' : '"'));
        print(" = ");
    }

    private void atomic(RVector v, RString names) {
        int n = v.length();
        if (n == 0) {
            print(switch (v) {
                case RDouble d -> "numeric(0)";
                case RInt i -> "integer(0)";
                case RLogical l -> "logical(0)";
                case flashr.lang.RComplex z -> "complex(0)";
                case flashr.lang.RRaw r -> "raw(0)";
                default -> "character(0)";
            });
            return;
        }
        if (names == null && v instanceof RInt iv && n > 1 && isRange(iv)) {
            print(iv.get(0) + ":" + iv.get(n - 1));
            return;
        }
        if (v instanceof flashr.lang.RRaw) print("as.raw(");
        boolean allNA = true;
        for (int i = 0; i < n; i++) allNA &= v.isNA(i) && !(v instanceof RDouble d && RDouble.isNaNValue(d.get(i)));
        if (n > 1 || names != null) print("c(");
        for (int i = 0; i < n; i++) {
            elementName(names, i);
            String e = element(v, i, allNA);
            if (!keepInteger && v instanceof RInt) e = e.equals("NA_integer_") ? "NA" : e.endsWith("L") ? e.substring(0, e.length() - 1) : e;
            print(e);
            if (i < n - 1) print(", ");
            // Atomic vectors wrap without indenting, as R's vec2buff does.
            if (n > 1 && line.length() > cutoff) writeLine();
        }
        if (n > 1 || names != null) print(")");
        if (v instanceof flashr.lang.RRaw) print(")");
    }

    /** Consecutive integers, increasing or decreasing: written m:n. */
    private static boolean isRange(RInt v) {
        int step = v.get(1) - v.get(0);
        if (step != 1 && step != -1) return false;
        for (int i = 0; i < v.length(); i++) {
            if (v.get(i) == RInt.NA || (i > 0 && v.get(i) != v.get(i - 1) + step)) return false;
        }
        return true;
    }

    /** One element; NA is written typed (NA_real_...) when every element is NA, as R keeps the type. */
    private static String element(RVector v, int i, boolean allNA) {
        return switch (v) {
            case RDouble d -> d.isNA(i) && RDouble.isNAValue(d.get(i))
                    ? (allNA ? "NA_real_" : "NA") : DoubleText.format(d.get(i));
            case RInt iv -> iv.isNA(i) ? (allNA ? "NA_integer_" : "NA") : iv.get(i) + "L";
            case RLogical l -> l.isNA(i) ? "NA" : l.getLogical(i) != 0 ? "TRUE" : "FALSE";
            case RString s -> s.get(i) == null ? (allNA ? "NA_character_" : "NA") : Strings.quote(s.get(i), '"');
            case flashr.lang.RComplex z -> z.getString(i) == null ? (allNA ? "NA_complex_" : "NA") : z.getString(i);
            case flashr.lang.RRaw r -> "0x" + r.getString(i);
            default -> "NULL";
        };
    }
}

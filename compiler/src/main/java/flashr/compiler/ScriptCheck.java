package flashr.compiler;

import flashr.eval.Interpreter;
import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.lang.SourcePos;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The compile-time check of a parsed script: calls of functions that exist nowhere, neither
 * defined by the script (assigned, a parameter, a loop variable, named in {@code assign} or
 * {@code setGeneric}) nor in base R. They are warnings: the script may define them in ways no
 * compiler sees (a computed {@code assign}), and R reports the call only when it runs. Calls
 * inside quoted code ({@code quote}, {@code bquote}, {@code expression}, {@code alist},
 * {@code substitute}, formulas) are data, as R's codetools takes them: not reported.
 */
final class ScriptCheck {
    private static final Set<String> DEFINERS = Set.of("assign", "delayedAssign", "makeActiveBinding", "setGeneric", "setRefClass", "setClass");
    /** Calls whose arguments are language, not calls made where they stand (a formula's {@code s(x)}, {@code quote(f(1))}). */
    private static final Set<String> QUOTING = Set.of("quote", "bquote", "expression", "alist", "substitute", "~");

    private final Set<String> defined = new HashSet<>();
    private final List<RCall> calls = new ArrayList<>();
    /** How many quoting calls enclose the node walked: calls there are data (their definitions still count: they may be evaluated). */
    private int quoted;

    private ScriptCheck() {}

    /** An interpreter made once, whose base environment says which names base R defines. */
    private static final class BaseNames {
        static final Interpreter INTERPRETER = new Interpreter(new PrintStream(OutputStream.nullOutputStream()),
                new PrintStream(OutputStream.nullOutputStream()));
    }

    /** Warnings ({@code file:line:column: ...}) for calls of unknown functions, in source order. */
    static List<String> unknownFunctions(List<RValue> exprs, String fileName) {
        ScriptCheck check = new ScriptCheck();
        for (RValue e : exprs) check.walk(e);
        Interpreter base = BaseNames.INTERPRETER;
        List<String> out = new ArrayList<>();
        Set<String> reported = new HashSet<>();
        for (RCall c : check.calls) {
            String name = ((RSymbol) c.function()).name();
            if (check.defined.contains(name) || base.baseEnv().hasLocal(name) || !reported.add(name)) continue;
            SourcePos p = c.pos();
            String where = p == null ? fileName : fileName + ":" + p.line() + ":" + p.column();
            out.add(where + ": warning: could not find function \"" + name + "\" (not defined in the script nor in base R)");
        }
        return out;
    }

    private void walk(RValue n) {
        if (n instanceof RCall c) {
            String h = c.functionName();
            if (h != null) {
                if (quoted == 0) calls.add(c);
                note(h, c);
            }
            boolean quoting = h != null && QUOTING.contains(h);
            if (quoting) quoted++;
            walk(c.function());
            for (RValue a : c.args()) walk(a);
            if (quoting) quoted--;
        } else if (n instanceof RList l) {
            RString names = l.names();
            for (int i = 0; i < l.length(); i++) {
                if (names != null && names.get(i) != null) defined.add(names.get(i));
                walk(l.get(i));
            }
        }
    }

    /** Names a call defines. */
    private void note(String head, RCall c) {
        if ((head.equals("<-") || head.equals("=") || head.equals("<<-") || head.equals("for")) && c.argCount() > 0) {
            RValue target = c.arg(0); // the variable of for, the target of an assignment
            if (target instanceof RSymbol s) defined.add(s.name());
            else if (target instanceof RString s && s.length() == 1) defined.add(s.get(0));
        } else if (DEFINERS.contains(head) && c.argCount() > 0 && c.arg(0) instanceof RString s && s.length() == 1) {
            defined.add(s.get(0));
        } else if (head.equals("->") || head.equals("->>")) {
            if (c.argCount() == 2 && c.arg(1) instanceof RSymbol s) defined.add(s.name());
        }
    }
}

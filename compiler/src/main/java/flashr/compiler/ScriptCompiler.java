package flashr.compiler;

import flashr.compiler.codegen.CodeCompiler;
import flashr.compiler.codegen.NodePaths;
import flashr.compiler.codegen.TypeHints;
import flashr.compiler.rt.Program;
import flashr.lang.RCall;
import flashr.lang.RValue;
import flashr.parse.ParseError;
import flashr.parse.RParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles a whole script: parses it (a syntax error is a {@link ParseError}), checks its calls
 * ({@link ScriptCheck}), compiles each top-level expression and each function literal that holds
 * control flow into a class ({@link CodeCompiler}), and writes the main class that starts it
 * ({@link MainClass}). A body with nothing to compile (a single call, say) is evaluated as the
 * interpreter evaluates it; {@link CompiledScript#report} lists what became which.
 */
public final class ScriptCompiler {
    private ScriptCompiler() {}

    public static CompiledScript compile(String source, String fileName, String mainClass) {
        List<RParser.Parsed> parsed = RParser.parseWithText(source, fileName);
        List<RValue> exprs = parsed.stream().map(RParser.Parsed::expr).toList();
        List<String> warnings = ScriptCheck.unknownFunctions(exprs, fileName);
        NodePaths paths = new NodePaths(exprs);
        TypeHints hints = TypeHints.of(exprs);
        Map<RCall, String> assignedTo = assignedAtTopLevel(exprs);
        registerCallees(paths, assignedTo, exprs, hints, mainClass);
        Map<String, byte[]> classes = new LinkedHashMap<>();
        StringBuilder layout = new StringBuilder();
        List<String> report = new ArrayList<>();
        for (int i = 0; i < exprs.size(); i++) {
            RValue e = exprs.get(i);
            if (!CodeCompiler.worthCompiling(e)) continue;
            String name = mainClass + "$Top" + i;
            Compiled c = compileBody(typed -> new CodeCompiler(paths, name, hints, typed), cc -> cc.compile(e));
            if (c == null) {
                report.add("evaluated  top-level " + where(e, fileName) + ": " + TOO_BIG);
                continue;
            }
            classes.put(name, c.code());
            layout.append('T').append(i).append('=').append(name).append('\n');
            report.add("compiled   top-level " + where(e, fileName) + ": " + describe(c.cc()));
        }
        int k = 0;
        for (RCall f : paths.functions()) {
            String label = "function " + where(f, fileName);
            RValue body = f.argCount() > 1 ? f.arg(1) : null;
            if (body == null || !CodeCompiler.worthCompiling(body)) {
                report.add("evaluated  " + label + ": nothing to compile (its body is a variable or a constant)");
                continue;
            }
            String name = mainClass + "$Fn" + (k++);
            TypeHints own = TypeHints.ofFunction(f, assignedTo.get(f), exprs, hints);
            Compiled c = compileBody(typed -> new CodeCompiler(paths, name, own, typed), cc -> cc.compileFunction(f, assignedTo.get(f)));
            if (c == null) {
                report.add("evaluated  " + label + ": " + TOO_BIG);
                continue;
            }
            classes.put(name, c.code());
            layout.append('F').append(paths.of(f)).append('=').append(name).append('\n');
            report.add("compiled   " + label + ": " + describe(c.cc()));
        }
        classes.put(mainClass, MainClass.write(mainClass, source, Program.storedForm(source, parsed), fileName, layout.toString()));
        return new CompiledScript(source, fileName, mainClass, layout.toString(), classes, warnings, report);
    }

    /**
     * The functions typed on scalars that typed loops and typed bodies may call directly, by the
     * names the script assigns them at top level (one literal per name), with the classes their
     * bodies become (numbered as below). In rounds until nothing changes: a body calling a function
     * typed in a later round is typed from then on; a body calls only functions typed before it
     * (or itself), so the typed methods never guard each other in a cycle. Where the rounds do not
     * settle, no typed calls at all (a caller must link to exactly the methods its callee's class has).
     */
    private static void registerCallees(NodePaths paths, Map<RCall, String> assignedTo, List<RValue> exprs, TypeHints hints, String mainClass) {
        Map<String, Integer> literals = new java.util.HashMap<>();
        for (RCall f : paths.functions()) if (assignedTo.get(f) != null) literals.merge(assignedTo.get(f), 1, Integer::sum);
        for (int round = 0; round < 32; round++) {
            boolean changed = false;
            int k = 0;
            for (RCall f : paths.functions()) {
                RValue body = f.argCount() > 1 ? f.arg(1) : null;
                if (body == null || !CodeCompiler.worthCompiling(body)) continue;
                String name = mainClass + "$Fn" + (k++);
                String fn = assignedTo.get(f);
                if (fn == null || literals.get(fn) != 1) continue;
                changed |= hints.setCallees(fn, TypeHints.calleesOf(fn, f, name, TypeHints.ofFunction(f, fn, exprs, hints)));
            }
            if (!changed) return;
        }
        hints.clearCallees();
    }

    private static final String TOO_BIG = "too large for one JVM method (or for ASM's frame computation)";

    private record Compiled(CodeCompiler cc, byte[] code) {}

    /**
     * One body's class: with typed loops; past what one JVM method (or ASM's computation of its
     * frames) takes, with every loop generic (a typed loop doubles its code: typed and generic
     * twins); past that too, null: the evaluator runs it.
     */
    private static Compiled compileBody(java.util.function.Function<Boolean, CodeCompiler> make, java.util.function.Function<CodeCompiler, byte[]> gen) {
        for (boolean typed : new boolean[] {true, false}) {
            CodeCompiler cc = make.apply(typed);
            try {
                return new Compiled(cc, gen.apply(cc));
            } catch (org.objectweb.asm.LimitExceededException | org.objectweb.asm.MethodTooLargeException tooBig) {
                // next: simpler code, or none
            }
        }
        return null;
    }

    private static String describe(CodeCompiler cc) {
        return cc.stats().compiled + " constructs in JVM code, " + cc.stats().evaluated + " expressions evaluated"
                + (cc.stats().evaluatedCalls.isEmpty() ? "" : " (" + String.join(", ", cc.stats().evaluatedCalls) + ")")
                + (cc.stats().typed > 0 ? ", " + cc.stats().typed + " loops with typed locals" : "")
                + (cc.stats().typedFunction ? ", typed on doubles" : "");
    }

    /**
     * The function literals {@code name <- function(...)} (or {@code =}) assigns, with the name:
     * at top level, and inside the bodies of functions ({@code sq <- function(x) x * x} in
     * {@code outer}), whose typed methods guard at run time that the name finds them from the
     * frame they run in, as a top-level function's do.
     */
    private static Map<RCall, String> assignedAtTopLevel(List<RValue> exprs) {
        Map<RCall, String> out = new java.util.IdentityHashMap<>();
        for (RValue e : exprs) {
            RCall f = assignedFunction(e, out);
            if (f != null) inBody(f.arg(1), out, 0);
            else nestedAssignments(e, out, 0);
        }
        return out;
    }

    /** The literal {@code e} assigns when it is {@code name <- function(...)}, recorded in {@code out}; else null. */
    private static RCall assignedFunction(RValue e, Map<RCall, String> out) {
        if (e instanceof RCall a && a.function() instanceof flashr.lang.RSymbol op && (op.name().equals("<-") || op.name().equals("="))
                && a.argCount() == 2 && a.names() == null && a.arg(0) instanceof flashr.lang.RSymbol target
                && a.arg(1) instanceof RCall f && f.function() instanceof flashr.lang.RSymbol fn && fn.name().equals("function") && f.argCount() > 1) {
            out.put(f, target.name());
            return f;
        }
        return null;
    }

    /** The assignments of function literals inside the bodies of the function literals in {@code n}. */
    private static void nestedAssignments(RValue n, Map<RCall, String> out, int depth) {
        if (!(n instanceof RCall c) || depth > 200) return;
        if (c.function() instanceof flashr.lang.RSymbol fn && fn.name().equals("function") && c.argCount() > 1) {
            inBody(c.arg(1), out, depth + 1);
            return;
        }
        for (RValue a : c.args()) nestedAssignments(a, out, depth + 1);
    }

    /** Inside a function's body: its assignments of function literals, at any depth, and those of the functions inside. */
    private static void inBody(RValue n, Map<RCall, String> out, int depth) {
        if (!(n instanceof RCall c) || depth > 200) return;
        if (c.function() instanceof flashr.lang.RSymbol q && (q.name().equals("quote") || q.name().equals("bquote") || q.name().equals("expression"))) return; // data
        RCall f = assignedFunction(c, out);
        if (f != null) {
            inBody(f.arg(1), out, depth + 1);
            return;
        }
        for (RValue a : c.args()) inBody(a, out, depth + 1);
    }

    private static String where(RValue n, String fileName) {
        return n instanceof RCall c && c.pos() != null ? fileName + ":" + c.pos().line() + ":" + c.pos().column() : fileName;
    }
}

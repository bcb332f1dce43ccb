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
        Map<String, byte[]> classes = new LinkedHashMap<>();
        StringBuilder layout = new StringBuilder();
        List<String> report = new ArrayList<>();
        for (int i = 0; i < exprs.size(); i++) {
            RValue e = exprs.get(i);
            if (!CodeCompiler.worthCompiling(e)) continue;
            String name = mainClass + "$Top" + i;
            CodeCompiler cc = new CodeCompiler(paths, name, hints);
            classes.put(name, cc.compile(e));
            layout.append('T').append(i).append('=').append(name).append('\n');
            report.add("compiled   top-level " + where(e, fileName) + ": " + describe(cc));
        }
        Map<RCall, String> assignedTo = assignedAtTopLevel(exprs);
        int k = 0;
        for (RCall f : paths.functions()) {
            String label = "function " + where(f, fileName);
            RValue body = f.argCount() > 1 ? f.arg(1) : null;
            if (body == null || !CodeCompiler.worthCompiling(body)) {
                report.add("evaluated  " + label + ": nothing to compile (its body is a variable or a constant)");
                continue;
            }
            String name = mainClass + "$Fn" + (k++);
            CodeCompiler cc = new CodeCompiler(paths, name, TypeHints.of(List.of(body)));
            classes.put(name, cc.compileFunction(f, assignedTo.get(f)));
            layout.append('F').append(paths.of(f)).append('=').append(name).append('\n');
            report.add("compiled   " + label + ": " + describe(cc));
        }
        classes.put(mainClass, MainClass.write(mainClass, source, Program.storedForm(source, parsed), fileName, layout.toString()));
        return new CompiledScript(source, fileName, mainClass, layout.toString(), classes, warnings, report);
    }

    private static String describe(CodeCompiler cc) {
        return cc.stats().compiled + " constructs in JVM code, " + cc.stats().evaluated + " expressions evaluated"
                + (cc.stats().typed > 0 ? ", " + cc.stats().typed + " loops with typed locals" : "")
                + (cc.stats().typedFunction ? ", typed on doubles" : "");
    }

    /** The function literals a top-level {@code name <- function(...)} (or {@code =}) assigns, with the name. */
    private static Map<RCall, String> assignedAtTopLevel(List<RValue> exprs) {
        Map<RCall, String> out = new java.util.IdentityHashMap<>();
        for (RValue e : exprs) {
            if (e instanceof RCall a && a.function() instanceof flashr.lang.RSymbol op && (op.name().equals("<-") || op.name().equals("="))
                    && a.argCount() == 2 && a.names() == null && a.arg(0) instanceof flashr.lang.RSymbol target
                    && a.arg(1) instanceof RCall f && f.function() instanceof flashr.lang.RSymbol fn && fn.name().equals("function")) {
                out.put(f, target.name());
            }
        }
        return out;
    }

    private static String where(RValue n, String fileName) {
        return n instanceof RCall c && c.pos() != null ? fileName + ":" + c.pos().line() + ":" + c.pos().column() : fileName;
    }
}

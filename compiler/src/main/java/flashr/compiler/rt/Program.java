package flashr.compiler.rt;

import flashr.eval.CompiledCode;
import flashr.lang.RCall;
import flashr.lang.RList;
import flashr.lang.RValue;
import flashr.parse.RParser;
import flashr.parse.StoredAst;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A compiled script's program: its top-level expressions, read when the script starts (the
 * language objects R code sees through {@code sys.call}, {@code body}, {@code deparse} and error
 * messages), and the compiled code linked to them. Compiled classes name the nodes they need by
 * path ({@link #node}); compiled function bodies are attached to their {@code function} calls.
 */
public final class Program {
    private final List<RParser.Parsed> exprs;
    private final List<CompiledCode> topLevel;

    private Program(List<RParser.Parsed> exprs) {
        this.exprs = exprs;
        this.topLevel = new ArrayList<>(Collections.nCopies(exprs.size(), null));
    }

    /**
     * The program {@code ast} holds (a {@link StoredAst} form, one char per byte, as {@link
     * #storedForm} wrote it), or when it is null, damaged, made by another parser or for another
     * text, the script's text parsed (the compiler has checked that it parses).
     */
    public static Program load(String source, String ast, String fileName) {
        List<RParser.Parsed> exprs = ast == null ? null : StoredAst.loadParsed(ast.getBytes(StandardCharsets.ISO_8859_1), source, fileName);
        return new Program(exprs != null ? exprs : RParser.parseWithText(source, fileName));
    }

    /**
     * What {@link #load} reads back as {@code parsed}, which parsing {@code source} gave: its {@link
     * StoredAst} form, a byte per char for a class file's string constants; null where it has none
     * (the text is then parsed when the script starts).
     */
    public static String storedForm(String source, List<RParser.Parsed> parsed) {
        try {
            return new String(StoredAst.store(source, parsed), StandardCharsets.ISO_8859_1);
        } catch (IllegalArgumentException | IllegalStateException none) {
            return null;
        }
    }

    public List<RParser.Parsed> expressions() {
        return exprs;
    }

    /** Compiled code per top-level expression, null where the expression is evaluated. */
    public List<CompiledCode> topLevel() {
        return topLevel;
    }

    /**
     * The node at {@code path}: steps separated by '/', the first the index of a top-level
     * expression, then {@code f} for a call's function, a number for a call's argument or an
     * element of a list (the formals of {@code function}).
     */
    public RValue node(String path) {
        String[] steps = path.split("/");
        RValue n = exprs.get(Integer.parseInt(steps[0])).expr();
        for (int i = 1; i < steps.length; i++) {
            String s = steps[i];
            if (s.equals("f")) n = ((RCall) n).function();
            else if (n instanceof RList l) n = l.get(Integer.parseInt(s));
            else n = ((RCall) n).arg(Integer.parseInt(s));
        }
        return n;
    }

    /** The nodes at {@code paths} (separated by ';'), for a compiled class's constants. */
    public RValue[] nodes(String paths) {
        if (paths.isEmpty()) return new RValue[0];
        String[] ps = paths.split(";");
        RValue[] out = new RValue[ps.length];
        for (int i = 0; i < ps.length; i++) out[i] = node(ps[i]);
        return out;
    }

    /**
     * Links the compiled classes: {@code layout} has one line per class, {@code T<i>=<class>} for
     * top-level expression i, {@code F<path>=<class>} for the body of the function call at path.
     * Each class is instantiated with this program.
     */
    public Program link(ClassLoader loader, String layout) {
        for (String line : layout.split("\n")) {
            if (line.isEmpty()) continue;
            int eq = line.indexOf('=');
            CompiledCode code = instantiate(loader, line.substring(eq + 1));
            String key = line.substring(1, eq);
            if (line.charAt(0) == 'T') topLevel.set(Integer.parseInt(key), code);
            else ((RCall) node(key)).compiledBody = code;
        }
        return this;
    }

    private CompiledCode instantiate(ClassLoader loader, String className) {
        try {
            return (CompiledCode) Class.forName(className, true, loader).getConstructor(Program.class).newInstance(this);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("compiled class " + className + " cannot be loaded", e);
        }
    }
}

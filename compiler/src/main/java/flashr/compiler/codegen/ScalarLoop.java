package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A counted {@code for (v in a:b)} loop whose body is scalar arithmetic on variables (braces,
 * {@code if}, assignments to variables, {@code + - * / %%}, comparisons, {@code && || !} of
 * comparisons, parentheses, {@code break}, {@code next},
 * no calls of anything else) runs with its variables in JVM locals: the counter as an int, every
 * other variable as a double. Nothing can observe the frame while such a body runs (no call can
 * reach it, no warning is raised: integer-by-integer arithmetic, which may overflow and warn, is
 * not admitted), so the variables are read from the environment when the loop starts and written
 * back when it ends, normally or by an error or interrupt.
 *
 * <p>Guards, checked when the loop starts, fall back to the generic compiled loop: every function
 * the body uses is still base R's, and every variable read before it is assigned holds a plain
 * double (length one, no attributes, not an unforced promise). NA and NaN are doubles and
 * propagate as in base's arithmetic; a comparison's NA in an {@code if} raises R's error.
 */
final class ScalarLoop {
    private enum Type { D, I, L }

    private final CodeCompiler cc;
    private final String var;
    /** Variables read before they are assigned: loaded (and checked) when the loop starts. */
    private final Set<String> liveIn = new LinkedHashSet<>();
    /** Variables assigned in the body, written back when it ends. */
    private final Set<String> assigned = new LinkedHashSet<>();
    private final Set<String> seen = new LinkedHashSet<>();
    /** One call per function name the body uses, for the guards. */
    private final Map<String, RCall> functions = new LinkedHashMap<>();
    private final Map<String, Integer> slots = new LinkedHashMap<>();
    private final Map<String, Integer> dirty = new LinkedHashMap<>();
    private final Map<String, RValue> symbols = new LinkedHashMap<>();
    private final RCall forCall;
    private int counter;
    private Label nextLabel;
    private Label exitLabel;

    private ScalarLoop(CodeCompiler cc, RCall forCall) {
        this.cc = cc;
        this.forCall = forCall;
        this.var = ((RSymbol) forCall.arg(0)).name();
    }

    /** The plan for {@code for (var in a:b) body}, or null when the body is not plain scalar code. */
    static ScalarLoop plan(CodeCompiler cc, RCall forCall) {
        ScalarLoop p = new ScalarLoop(cc, forCall);
        p.symbols.put(p.var, forCall.arg(0));
        return p.statement(forCall.arg(2), true) && !p.assigned.contains(p.var) ? p : null;
    }

    // ---- analysis ----

    private static RCall call(RValue n, String... heads) {
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol s) || c.names() != null) return null;
        for (String h : heads) if (h.equals(s.name())) return c;
        return null;
    }

    private boolean statement(RValue n, boolean top) {
        RCall c = call(n, "{", "if", "<-", "=", "break", "next");
        if (c == null) return false;
        String h = ((RSymbol) c.function()).name();
        functions.putIfAbsent(h, c);
        switch (h) {
            case "{" -> {
                for (RValue a : c.args()) if (!statement(a, top)) return false;
                return true;
            }
            case "if" -> {
                if (c.argCount() < 2 || c.argCount() > 3 || type(c.arg(0)) != Type.L) return false;
                return statement(c.arg(1), false) && (c.argCount() == 2 || statement(c.arg(2), false));
            }
            case "break", "next" -> {
                return c.argCount() == 0;
            }
            default -> {
                if (c.argCount() != 2 || !(c.arg(0) instanceof RSymbol t) || !plainName(t.name()) || type(c.arg(1)) != Type.D) return false;
                if (!seen.contains(t.name()) && !top) liveIn.add(t.name()); // first set in a branch: must exist before
                seen.add(t.name());
                symbols.putIfAbsent(t.name(), t);
                assigned.add(t.name());
                return true;
            }
        }
    }

    private static boolean plainName(String name) {
        return !name.isEmpty() && !name.equals("...") && !name.startsWith("..");
    }

    private Type type(RValue n) {
        if (n instanceof RDouble d && d.length() == 1 && !d.hasAttributes()) return Type.D;
        if (n instanceof RInt i && i.length() == 1 && !i.hasAttributes()) return Type.I;
        if (n instanceof RSymbol s) {
            if (!plainName(s.name())) return null;
            if (s.name().equals(var)) return Type.I;
            if (!seen.contains(s.name())) liveIn.add(s.name());
            seen.add(s.name());
            symbols.putIfAbsent(s.name(), s);
            return Type.D;
        }
        RCall paren = call(n, "(");
        if (paren != null) {
            functions.putIfAbsent("(", paren);
            return paren.argCount() == 1 ? type(paren.arg(0)) : null;
        }
        RCall logic = call(n, "&&", "||", "!");
        if (logic != null) return logical(logic);
        RCall c = n instanceof RCall k && k.argCount() == 2 ? call(n, "+", "-", "*", "/", "%%", "==", "!=", "<", ">", "<=", ">=") : null;
        if (c == null) return null;
        String h = ((RSymbol) c.function()).name();
        functions.putIfAbsent(h, c);
        Type x = type(c.arg(0));
        Type y = type(c.arg(1));
        if (x == null || y == null || x == Type.L || y == Type.L) return null;
        if (h.equals("%%")) return x == Type.I && y == Type.I ? null : Type.D; // int %% int is an int: not a double local
        int op = Arith.opOf(h);
        if (op >= Arith.EQ) return Type.L;
        if (op != Arith.DIV && x == Type.I && y == Type.I) return null; // may overflow, which warns: left to the generic loop
        return Type.D;
    }

    /**
     * {@code a && b}, {@code a || b}, {@code !a} of logical scalars (comparisons): both sides are
     * computed, which nobody can tell from R's short circuit, as typed expressions have no effects
     * and raise no errors.
     */
    private Type logical(RCall c) {
        String h = ((RSymbol) c.function()).name();
        if (c.argCount() != (h.equals("!") ? 1 : 2)) return null;
        functions.putIfAbsent(h, c);
        for (RValue a : c.args()) if (type(a) != Type.L) return null;
        return Type.L;
    }

    // ---- generation ----

    /**
     * The typed loop over the range in local {@code range} ({@code int[] {from, to, step}}, null
     * when the sequence is not an int range): jumps to
     * {@code untyped} (nothing done) when a guard fails, to {@code finished} when the loop is over
     * (its variables written back).
     */
    void generate(int range, Label untyped, Label finished) {
        MethodVisitor mv = cc.mv();
        guardBaseFunctions(cc, functions.values(), untyped);
        for (String name : seen) {
            slots.put(name, cc.newWideLocal());
            if (liveIn.contains(name)) {
                loadPlainDouble(cc, mv, symbols.get(name), untyped);
            } else {
                mv.visitInsn(DCONST_0);
            }
            mv.visitVarInsn(DSTORE, slots.get(name));
        }
        for (String name : assigned) {
            int d = cc.newLocal();
            dirty.put(name, d);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, d);
        }
        counter = cc.newLocal();
        int toInt = cc.newLocal();
        int step = cc.newLocal();
        mv.visitVarInsn(ALOAD, range);
        mv.visitJumpInsn(IFNULL, untyped);
        for (int k = 0; k < 3; k++) {
            mv.visitVarInsn(ALOAD, range);
            mv.visitLdcInsn(k);
            mv.visitInsn(IALOAD);
            mv.visitVarInsn(ISTORE, k == 0 ? counter : k == 1 ? toInt : step);
        }
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        Label head = new Label();
        nextLabel = new Label();
        exitLabel = new Label();
        mv.visitLabel(start);
        mv.visitLabel(head);
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "checkInterrupt", "()V", false);
        statement(forCall.arg(2));
        mv.visitLabel(nextLabel);
        mv.visitVarInsn(ILOAD, counter);
        mv.visitVarInsn(ILOAD, toInt);
        mv.visitJumpInsn(IF_ICMPEQ, exitLabel);
        mv.visitVarInsn(ILOAD, counter);
        mv.visitVarInsn(ILOAD, step);
        mv.visitInsn(IADD);
        mv.visitVarInsn(ISTORE, counter);
        mv.visitJumpInsn(GOTO, head);
        mv.visitLabel(end);
        mv.visitLabel(handler);
        int thrown = cc.newLocal();
        mv.visitVarInsn(ASTORE, thrown);
        writeBack();
        mv.visitVarInsn(ALOAD, thrown);
        mv.visitInsn(ATHROW);
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitLabel(exitLabel);
        writeBack();
        mv.visitJumpInsn(GOTO, finished);
    }

    private void writeBack() {
        MethodVisitor mv = cc.mv();
        for (String name : assigned) {
            Label skip = new Label();
            mv.visitVarInsn(ILOAD, dirty.get(name));
            mv.visitJumpInsn(IFEQ, skip);
            cc.loadEnv();
            cc.loadConstant(symbols.get(name));
            mv.visitVarInsn(DLOAD, slots.get(name));
            mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "defineDouble", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "D)V", false);
            mv.visitLabel(skip);
        }
        cc.loadEnv();
        cc.loadConstant(symbols.get(var));
        mv.visitVarInsn(ILOAD, counter);
        mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "defineInt", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "I)V", false);
    }

    private void statement(RValue n) {
        MethodVisitor mv = cc.mv();
        RCall c = (RCall) n;
        switch (((RSymbol) c.function()).name()) {
            case "{" -> {
                for (RValue a : c.args()) statement(a);
            }
            case "if" -> {
                Label otherwise = new Label();
                Label done = new Label();
                value(c.arg(0));
                cc.loadConstant(c);
                mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "truthOf", "(I" + CodeCompiler.D_VALUE + ")Z", false);
                mv.visitJumpInsn(IFEQ, otherwise);
                statement(c.arg(1));
                mv.visitJumpInsn(GOTO, done);
                mv.visitLabel(otherwise);
                if (c.argCount() == 3) statement(c.arg(2));
                mv.visitLabel(done);
            }
            case "break" -> mv.visitJumpInsn(GOTO, exitLabel);
            case "next" -> mv.visitJumpInsn(GOTO, nextLabel);
            default -> {
                String name = ((RSymbol) c.arg(0)).name();
                value(c.arg(1));
                mv.visitVarInsn(DSTORE, slots.get(name));
                mv.visitInsn(ICONST_1);
                mv.visitVarInsn(ISTORE, dirty.get(name));
            }
        }
    }

    /** Pushes the value of a typed expression (a double, or an int for the counter, an int constant or a comparison); its type. */
    private Type value(RValue n) {
        MethodVisitor mv = cc.mv();
        if (n instanceof RDouble d) {
            mv.visitLdcInsn(d.get(0));
            return Type.D;
        }
        if (n instanceof RInt i) {
            mv.visitLdcInsn(i.get(0));
            return Type.I;
        }
        if (n instanceof RSymbol s) {
            if (s.name().equals(var)) {
                mv.visitVarInsn(ILOAD, counter);
                return Type.I;
            }
            mv.visitVarInsn(DLOAD, slots.get(s.name()));
            return Type.D;
        }
        RCall c = (RCall) n;
        String h = ((RSymbol) c.function()).name();
        switch (h) {
            case "(" -> {
                return value(c.arg(0));
            }
            case "&&", "||" -> {
                value(c.arg(0));
                value(c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, h.equals("&&") ? "and" : "or", "(II)I", false);
                return Type.L;
            }
            case "!" -> {
                value(c.arg(0));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "not", "(I)I", false);
                return Type.L;
            }
            case "%%" -> {
                asDouble(c.arg(0));
                asDouble(c.arg(1));
                mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "mod", "(DD)D", false);
                return Type.D;
            }
            default -> { }
        }
        int op = Arith.opOf(h);
        Type x = type0(c.arg(0));
        Type y = type0(c.arg(1));
        if (op >= Arith.EQ && x == Type.I && y == Type.I) {
            mv.visitLdcInsn(op);
            value(c.arg(0));
            value(c.arg(1));
            mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compareInt", "(III)I", false);
            return Type.L;
        }
        if (op >= Arith.EQ) mv.visitLdcInsn(op);
        asDouble(c.arg(0));
        asDouble(c.arg(1));
        if (op >= Arith.EQ) {
            mv.visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "compare", "(IDD)I", false);
            return Type.L;
        }
        mv.visitInsn(op == Arith.ADD ? DADD : op == Arith.SUB ? DSUB : op == Arith.MUL ? DMUL : DDIV);
        return Type.D;
    }

    private void asDouble(RValue n) {
        if (value(n) == Type.I) cc.mv().visitMethodInsn(INVOKESTATIC, CallCode.ARITH, "toDouble", "(I)D", false);
    }

    /** The type of an analysed expression (no bookkeeping). */
    private Type type0(RValue n) {
        if (n instanceof RDouble) return Type.D;
        if (n instanceof RInt) return Type.I;
        if (n instanceof RSymbol s) return s.name().equals(var) ? Type.I : Type.D;
        String h = ((RSymbol) ((RCall) n).function()).name();
        if (h.equals("(")) return type0(((RCall) n).arg(0));
        if (h.equals("%%")) return Type.D;
        if (h.equals("&&") || h.equals("||") || h.equals("!")) return Type.L;
        return Arith.opOf(h) >= Arith.EQ ? Type.L : Type.D;
    }

    /** Jumps to {@code fallback} unless each call's function is still base's (one guard per call). */
    static void guardBaseFunctions(CodeCompiler cc, java.util.Collection<RCall> calls, Label fallback) {
        MethodVisitor mv = cc.mv();
        for (RCall f : calls) {
            int g = cc.newGuard();
            cc.loadGuard(g);
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(f);
            mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.GUARD, "isBase", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, fallback);
        }
    }

    /**
     * Pushes the variable {@code symbol} of the frame as a JVM double, or jumps to {@code fallback}
     * when it is not a plain double (the guard of typed code's live-ins and parameters).
     */
    static void loadPlainDouble(CodeCompiler cc, MethodVisitor mv, RValue symbol, Label fallback) {
        cc.loadEnv();
        cc.loadConstant(symbol);
        mv.visitMethodInsn(INVOKESTATIC, CodeCompiler.RT, "plainDouble", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Lflashr/lang/RDouble;", false);
        mv.visitInsn(DUP);
        Label ok = new Label();
        mv.visitJumpInsn(IFNONNULL, ok);
        mv.visitInsn(POP);
        mv.visitJumpInsn(GOTO, fallback);
        mv.visitLabel(ok);
        mv.visitInsn(ICONST_0);
        mv.visitMethodInsn(INVOKEVIRTUAL, "flashr/lang/RDouble", "get", "(I)D", false);
    }
}

package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.rt.Arith;
import flashr.lang.RCall;
import flashr.lang.RMissing;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.Set;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Generates compiled calls. A call of base's arithmetic or comparison operators or of one of a few
 * base primitives evaluates its arguments as compiled code and calls the builtin directly
 * ({@code flashr.compiler.rt.BaseCall}, {@code Arith}) while the name still means base's, else
 * evaluates its node. Any other call by name finds its function where it runs: a closure is
 * applied with promises whose expressions run as compiled code ({@code ArgCode}); a builtin or
 * special under another name is evaluated from its node. Calls with {@code ...} or empty
 * arguments, and R's specials that read their arguments unevaluated, are evaluated from their node.
 */
final class CallCode {
    static final String BASE_CALL = "flashr/compiler/rt/BaseCall";
    static final String CALLS = "flashr/compiler/rt/Calls";
    static final String ARITH = "flashr/compiler/rt/Arith";
    static final String BUILTIN = "flashr/lang/RBuiltin";
    static final String CLOSURE = "flashr/lang/RClosure";

    /** Base primitives called directly with evaluated arguments (when they are eager builtins where the call runs). */
    private static final Set<String> PRIMITIVES = Set.of("length", "c", "[", "[[", "sqrt", "abs", "exp", "is.na", "%%", "%/%",
            "!", "&", "|", "floor", "ceiling", "max", "min", "sum", "-", "+", ":", "is.null", "nchar", "as.integer", "as.double",
            "as.numeric", "as.character", "names", "dim", "log");
    /** Functions that read their arguments unevaluated, look at the calling frame, or transfer control: always evaluated from the node. */
    private static final Set<String> SPECIALS = Set.of("function", "quote", "missing", "on.exit", "return", "substitute", "&&", "||",
            "UseMethod", "NextMethod", "standardGeneric", "switch", "local", "eval", "evalq", "bquote", "sys.call", "sys.function",
            "match.arg", "match.call", "~", "$", "@", "::", ":::", "expression", "delayedAssign", "Recall", "forceAndCall", "<-", "<<-",
            "=", "if", "for", "while", "repeat", "break", "next", "{", "(", "environment", "parent.frame", "sys.frame", "browser",
            "assign", "get", "get0", "exists", "rm", "invisible", "alist", "interactive", "nargs", "force", "withVisible",
            "suppressWarnings", "suppressMessages", "tryCatch", "try", "withCallingHandlers", "withRestarts", "deparse", "is.function");

    private final CodeCompiler cc;

    CallCode(CodeCompiler cc) {
        this.cc = cc;
    }

    /** Whether {@code c} is a call this class compiles. */
    static boolean handles(RCall c) {
        if (!(c.function() instanceof RSymbol s) || SPECIALS.contains(s.name())) return false;
        for (RValue a : c.args()) {
            if (a == RMissing.MISSING || a == RSymbol.of("...")) return false;
        }
        String[] names = c.names();
        if (names != null) {
            for (String n : names) if (n != null && (n.isEmpty() || n.equals("..."))) return false;
        }
        return true;
    }

    void gen(RCall c) {
        String name = ((RSymbol) c.function()).name();
        int op = Arith.opOf(name);
        if (op >= 0 && c.argCount() == 2 && c.names() == null) genBuiltin(c, op);
        else if (PRIMITIVES.contains(name)) genBuiltin(c, -1);
        else genClosureCall(c);
    }

    /** A base builtin called with evaluated arguments; {@code op} >= 0 for an operator computed by {@code Arith}. */
    private void genBuiltin(RCall c, int op) {
        cc.stats().compiled++;
        MethodVisitor mv = cc.mv();
        int site = cc.newBaseCall();
        int b = cc.newLocal();
        int result = cc.newLocal();
        Label other = new Label();
        Label done = new Label();
        cc.loadBaseCall(site);
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKEVIRTUAL, BASE_CALL, "builtin", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")L" + BUILTIN + ";", false);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ASTORE, b);
        mv.visitJumpInsn(IFNULL, other);
        int[] args = evalArgs(c);
        if (op >= 0) {
            cc.loadInterp();
            mv.visitLdcInsn(op);
            mv.visitVarInsn(ALOAD, args[0]);
            mv.visitVarInsn(ALOAD, args[1]);
            cc.loadEnv();
            cc.loadConstant(c);
            mv.visitMethodInsn(INVOKESTATIC, ARITH, "binary", "(" + CodeCompiler.D_INTERP + "I" + CodeCompiler.D_VALUE + CodeCompiler.D_VALUE
                    + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")" + CodeCompiler.D_VALUE, false);
        } else {
            cc.loadInterp();
            mv.visitVarInsn(ALOAD, b);
            valueArray(args);
            cc.loadEnv();
            cc.loadConstant(c);
            mv.visitMethodInsn(INVOKESTATIC, BASE_CALL, "call", "(" + CodeCompiler.D_INTERP + "L" + BUILTIN + ";[" + CodeCompiler.D_VALUE
                    + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")" + CodeCompiler.D_VALUE, false);
        }
        joinWithEvaluator(c, result, other, done);
    }

    /** Evaluates the arguments into locals, holding the earlier values while later ones that are calls run (as the evaluator does). */
    private int[] evalArgs(RCall c) {
        MethodVisitor mv = cc.mv();
        int[] locals = new int[c.argCount()];
        for (int i = 0; i < locals.length; i++) {
            RValue a = c.arg(i);
            locals[i] = cc.newLocal();
            int local = locals[i];
            if (i > 0 && a instanceof RCall) {
                cc.held(() -> {
                    cc.withoutJumps(() -> cc.gen(a));
                    mv.visitVarInsn(ASTORE, local);
                });
            } else {
                cc.withoutJumps(() -> cc.gen(a));
                mv.visitVarInsn(ASTORE, local);
            }
        }
        return locals;
    }

    private void valueArray(int[] locals) {
        MethodVisitor mv = cc.mv();
        mv.visitLdcInsn(locals.length);
        mv.visitTypeInsn(ANEWARRAY, CodeCompiler.VALUE);
        for (int i = 0; i < locals.length; i++) {
            mv.visitInsn(DUP);
            mv.visitLdcInsn(i);
            mv.visitVarInsn(ALOAD, locals[i]);
            mv.visitInsn(AASTORE);
        }
    }

    /** A call of the function the name finds where the call runs: a closure gets promises; anything else evaluates the node. */
    private void genClosureCall(RCall c) {
        cc.stats().compiled++;
        MethodVisitor mv = cc.mv();
        int f = cc.newLocal();
        int result = cc.newLocal();
        Label other = new Label();
        Label done = new Label();
        cc.loadInterp();
        cc.loadEnv();
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, CALLS, "closure", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")L" + CLOSURE + ";", false);
        mv.visitInsn(DUP);
        mv.visitVarInsn(ASTORE, f);
        mv.visitJumpInsn(IFNULL, other);
        if (directCandidate(c)) { // a closure typed on scalars entered with the arguments' values, else the general call
            Label general = new Label();
            cc.loadDirectSite(cc.newDirectSite());
            cc.loadInterp();
            mv.visitVarInsn(ALOAD, f);
            cc.loadEnv();
            cc.loadConstant(c);
            mv.visitMethodInsn(INVOKEVIRTUAL, "flashr/compiler/rt/DirectSite", "call", "(" + CodeCompiler.D_INTERP + "L" + CLOSURE + ";" + CodeCompiler.D_ENV
                    + CodeCompiler.D_VALUE + ")" + CodeCompiler.D_VALUE, false);
            mv.visitInsn(DUP);
            mv.visitJumpInsn(IFNULL, general);
            mv.visitVarInsn(ASTORE, result);
            mv.visitJumpInsn(GOTO, done);
            mv.visitLabel(general);
            mv.visitInsn(POP);
        }
        cc.loadInterp();
        mv.visitVarInsn(ALOAD, f);
        mv.visitLdcInsn(c.argCount());
        mv.visitTypeInsn(ANEWARRAY, CodeCompiler.VALUE);
        for (int i = 0; i < c.argCount(); i++) {
            mv.visitInsn(DUP);
            mv.visitLdcInsn(i);
            promise(c.arg(i));
            mv.visitInsn(AASTORE);
        }
        cc.loadEnv();
        cc.loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, CALLS, "apply", "(" + CodeCompiler.D_INTERP + "L" + CLOSURE + ";[" + CodeCompiler.D_VALUE
                + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")" + CodeCompiler.D_VALUE, false);
        joinWithEvaluator(c, result, other, done);
    }

    /**
     * Whether a call may enter a typed callee with its arguments' values: positional variables and
     * constants, and {@code + - * /} of those ({@code f(n - 1)}, computed early where that cannot
     * be told from R's promise: {@code rt/EagerArith}).
     */
    private static boolean directCandidate(RCall c) {
        if (c.names() != null || c.argCount() == 0) return false;
        for (RValue a : c.args()) if (!eagerArgument(a, 0)) return false;
        return true;
    }

    private static boolean eagerArgument(RValue a, int depth) {
        if (a instanceof RSymbol s) return !s.name().startsWith("..") && !s.name().isEmpty();
        if (!(a instanceof RCall k)) return true;
        int op = k.function() instanceof RSymbol h ? Arith.opOf(h.name()) : -1;
        return depth < 4 && op >= Arith.ADD && op <= Arith.DIV && k.argCount() == 2 && k.names() == null
                && eagerArgument(k.arg(0), depth + 1) && eagerArgument(k.arg(1), depth + 1);
    }

    /**
     * Ends a guarded call: the fast path's value (on the stack) to {@code result}; at {@code other},
     * where a guard failed, the evaluator's value of the call; both continue at {@code done} with it loaded.
     */
    private void joinWithEvaluator(RCall c, int result, Label other, Label done) {
        MethodVisitor mv = cc.mv();
        mv.visitVarInsn(ASTORE, result);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(other);
        cc.evaluateNode(c);
        mv.visitVarInsn(ASTORE, result);
        mv.visitLabel(done);
        mv.visitVarInsn(ALOAD, result);
    }

    /** Pushes the argument as the evaluator passes it: a promise for a call or a variable, the value of a constant. */
    private void promise(RValue a) {
        MethodVisitor mv = cc.mv();
        if (a instanceof RCall) {
            int k = cc.newArgCode(a);
            cc.loadConstant(a);
            cc.loadEnv();
            cc.loadArgCode(k);
            mv.visitMethodInsn(INVOKESTATIC, CALLS, "promise", "(" + CodeCompiler.D_VALUE + CodeCompiler.D_ENV + "Lflashr/eval/CompiledCode;)"
                    + CodeCompiler.D_VALUE, false);
        } else if (a instanceof RSymbol) {
            cc.loadConstant(a);
            cc.loadEnv();
            mv.visitMethodInsn(INVOKESTATIC, CALLS, "symbolPromise", "(" + CodeCompiler.D_VALUE + CodeCompiler.D_ENV + ")" + CodeCompiler.D_VALUE, false);
        } else {
            cc.loadConstant(a);
            mv.visitMethodInsn(INVOKESTATIC, CALLS, "constant", "(" + CodeCompiler.D_VALUE + ")" + CodeCompiler.D_VALUE, false);
        }
    }

    /** {@code arg(k, in, env)}: calls method {@code a<k>}. */
    static void argDispatch(ClassWriter cw, String className, int n) {
        MethodVisitor m = cw.visitMethod(ACC_PUBLIC, "arg", "(I" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + ")" + CodeCompiler.D_VALUE, null, null);
        m.visitCode();
        Label fail = new Label();
        if (n != 0) {
            Label[] cases = new Label[n];
            for (int k = 0; k < cases.length; k++) cases[k] = new Label();
            m.visitVarInsn(ILOAD, 1);
            m.visitTableSwitchInsn(0, cases.length - 1, fail, cases);
            for (int k = 0; k < cases.length; k++) {
                m.visitLabel(cases[k]);
                m.visitVarInsn(ALOAD, 0);
                m.visitVarInsn(ALOAD, 2);
                m.visitVarInsn(ALOAD, 3);
                m.visitMethodInsn(INVOKESPECIAL, className, "a" + k, "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + ")" + CodeCompiler.D_VALUE, false);
                m.visitInsn(ARETURN);
            }
        }
        m.visitLabel(fail);
        m.visitTypeInsn(NEW, "java/lang/IllegalArgumentException");
        m.visitInsn(DUP);
        m.visitMethodInsn(INVOKESPECIAL, "java/lang/IllegalArgumentException", "<init>", "()V", false);
        m.visitInsn(ATHROW);
        m.visitMaxs(0, 0);
        m.visitEnd();
    }
}

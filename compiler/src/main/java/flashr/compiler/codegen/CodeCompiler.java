package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.lang.RCall;
import flashr.lang.RMissing;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Compiles one body (a top-level expression or a function's body) into a class implementing
 * {@code flashr.eval.CompiledCode}. Braces, {@code if}, {@code for}, {@code while},
 * {@code repeat}, {@code break}, {@code next}, parentheses, assignments to a variable, variables
 * and constants become JVM code; each construct first checks that its function is still base R's
 * ({@code Guard}) and else evaluates its node. Calls are compiled by {@link CallCode}, counted
 * scalar loops typed by {@link ScalarLoop}; what neither handles is evaluated by the evaluator
 * from its language object (its call sites keep their own fast paths). Call arguments given
 * compiled code become methods {@code a0, a1, ...} of the class, run when their promises are forced.
 * {@code break} and {@code next} of a compiled loop are jumps; raised from evaluated code they
 * reach the loop's exception handler. Every subexpression starts on an empty operand stack, so a
 * jump never leaves values behind.
 */
public final class CodeCompiler {
    static final String VALUE = "flashr/lang/RValue";
    static final String INTERP = "flashr/eval/Interpreter";
    static final String ENV = "flashr/lang/REnvironment";
    static final String RT = "flashr/compiler/rt/Rt";
    static final String GUARD = "flashr/compiler/rt/Guard";
    static final String DIRECT = "flashr/compiler/rt/DirectSite";
    static final String LOOP = "flashr/compiler/rt/ForLoop";
    static final String FLOW = "flashr/eval/ControlFlow";
    static final String ARG_CODE = "flashr/compiler/rt/ArgCode";
    static final String D_VALUE = "L" + VALUE + ";";
    static final String D_INTERP = "L" + INTERP + ";";
    static final String D_ENV = "L" + ENV + ";";

    private static final Set<String> STRUCTURAL = Set.of("{", "if", "for", "while", "repeat");
    private static final Set<String> ASSIGN = Set.of("<-", "=", "<<-");

    private final NodePaths paths;
    private final String className;
    /** Which variables the script makes integers, for the locals of typed loops. */
    private final TypeHints hints;
    private final boolean typedLoops;
    private final Map<RValue, Integer> constants = new IdentityHashMap<>();
    private final List<RValue> constantList = new ArrayList<>();
    private int guards;
    private int baseCalls;
    private int directSites;
    /** The expressions of call arguments given compiled code, in the order of their methods {@code a0, a1, ...}. */
    private final List<RValue> argCodes = new ArrayList<>();
    private final CallCode calls = new CallCode(this);
    private final LoopCode loopCode = new LoopCode(this);
    private MethodVisitor mv;
    private int nextLocal;
    /** What was compiled, for --verbose. */
    private final Stats stats = new Stats();

    /** Counts of what a body's code does itself and what it leaves to the evaluator. */
    public static final class Stats {
        public int compiled;
        public int evaluated;
        /** The functions of the calls left to the evaluator, in source order, each once ({@code eval}, {@code [<-}, ...). */
        public final java.util.LinkedHashSet<String> evaluatedCalls = new java.util.LinkedHashSet<>();
        /** Loops whose variables run in JVM locals when their guards hold. */
        public int typed;
        /** Whether the body also runs typed on doubles when its guards hold ({@link TypedFunction}). */
        public boolean typedFunction;
    }

    public CodeCompiler(NodePaths paths, String className) {
        this(paths, className, TypeHints.NONE);
    }

    public CodeCompiler(NodePaths paths, String className, TypeHints hints) {
        this(paths, className, hints, true);
    }

    /**
     * {@code typedLoops} false: every loop generic, for a body whose code with typed loops (each
     * typed loop comes with its generic twin, inner loops in both) is past what a JVM method or
     * ASM's frame computation takes.
     */
    public CodeCompiler(NodePaths paths, String className, TypeHints hints, boolean typedLoops) {
        this.paths = paths;
        this.className = className.replace('.', '/');
        this.hints = hints;
        this.typedLoops = typedLoops;
    }

    public Stats stats() {
        return stats;
    }

    TypeHints hints() {
        return hints;
    }

    /** Whether loops may be typed (false for a body too large with them). */
    boolean typedLoops() {
        return typedLoops;
    }

    /** Whether compiling {@code expr} does more than hand it to the evaluator: any call. */
    public static boolean worthCompiling(RValue expr) {
        return expr instanceof RCall;
    }

    /** The class file of a CompiledCode whose run method computes {@code body}. */
    public byte[] compile(RValue body) {
        return compile(body, null);
    }

    /**
     * The class file of the body of the function literal {@code function}, which the script
     * assigns to {@code name} at top level (null when it does not): such a body may also run typed
     * ({@link TypedFunction}).
     */
    public byte[] compileFunction(RCall function, String name) {
        TypedFunction typed = TypedFunction.plan(function, name, hints);
        if (typed != null) stats.typedFunction = true;
        return compile(function.arg(1), typed);
    }

    String className() {
        return className;
    }

    private byte[] compile(RValue body, TypedFunction typed) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, className, null, "java/lang/Object",
                typed == null ? new String[] {"flashr/eval/CompiledCode", "flashr/compiler/rt/ArgCode$Owner"}
                        : new String[] {"flashr/eval/CompiledCode", "flashr/compiler/rt/ArgCode$Owner", TypedFunction.TYPED + "$Entry"});
        cw.visitField(ACC_PRIVATE | ACC_FINAL, "k", "[" + D_VALUE, null, null).visitEnd();
        cw.visitField(ACC_PRIVATE | ACC_FINAL, "g", "[L" + GUARD + ";", null, null).visitEnd();
        cw.visitField(ACC_PRIVATE | ACC_FINAL, "s", "[L" + CallCode.BASE_CALL + ";", null, null).visitEnd();
        cw.visitField(ACC_PRIVATE | ACC_FINAL, "d", "[L" + DIRECT + ";", null, null).visitEnd();
        cw.visitField(ACC_PRIVATE | ACC_FINAL, "a", "[L" + ARG_CODE + ";", null, null).visitEnd();

        mv = cw.visitMethod(ACC_PUBLIC, "run", "(" + D_INTERP + D_ENV + ")" + D_VALUE, null, null);
        mv.visitCode();
        nextLocal = 3;
        if (typed != null) new TypedEntryCode(typed).entry(this, true);
        gen(body);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        if (typed != null) {
            typedCall(cw, typed);
            typedMap(cw, typed);
            typedMap2(cw, typed);
            typedReady(cw, typed);
        }
        for (int k = 0; k < argCodes.size(); k++) argMethod(cw, k); // argCodes may grow: arguments of arguments
        CallCode.argDispatch(cw, className, argCodes.size());
        if (typed != null) typed.method(cw, className);

        MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "(Lflashr/compiler/rt/Program;)V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitVarInsn(ALOAD, 0);
        init.visitVarInsn(ALOAD, 1);
        StringBuilder ps = new StringBuilder();
        for (RValue c : constantList) ps.append(ps.isEmpty() ? "" : ";").append(paths.of(c));
        init.visitLdcInsn(ps.toString());
        init.visitMethodInsn(INVOKEVIRTUAL, "flashr/compiler/rt/Program", "nodes", "(Ljava/lang/String;)[" + D_VALUE, false);
        init.visitFieldInsn(PUTFIELD, className, "k", "[" + D_VALUE);
        init.visitVarInsn(ALOAD, 0);
        init.visitLdcInsn(guards);
        init.visitMethodInsn(INVOKESTATIC, GUARD, "make", "(I)[L" + GUARD + ";", false);
        init.visitFieldInsn(PUTFIELD, className, "g", "[L" + GUARD + ";");
        init.visitVarInsn(ALOAD, 0);
        init.visitLdcInsn(baseCalls);
        init.visitMethodInsn(INVOKESTATIC, CallCode.BASE_CALL, "make", "(I)[L" + CallCode.BASE_CALL + ";", false);
        init.visitFieldInsn(PUTFIELD, className, "s", "[L" + CallCode.BASE_CALL + ";");
        init.visitVarInsn(ALOAD, 0);
        init.visitLdcInsn(directSites);
        init.visitMethodInsn(INVOKESTATIC, DIRECT, "make", "(I)[L" + DIRECT + ";", false);
        init.visitFieldInsn(PUTFIELD, className, "d", "[L" + DIRECT + ";");
        init.visitVarInsn(ALOAD, 0);
        init.visitVarInsn(ALOAD, 0);
        init.visitLdcInsn(argCodes.size());
        init.visitMethodInsn(INVOKESTATIC, ARG_CODE, "make", "(Lflashr/compiler/rt/ArgCode$Owner;I)[L" + ARG_CODE + ";", false);
        init.visitFieldInsn(PUTFIELD, className, "a", "[L" + ARG_CODE + ";");
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    // ---- what is compiled ----

    /** A call of a symbol with plain arguments (none empty, none {@code ...}). */
    static String plainHead(RValue n) {
        if (!(n instanceof RCall c) || !(c.function() instanceof RSymbol s) || c.names() != null) return null;
        for (RValue a : c.args()) {
            if (a == RMissing.MISSING || a == RSymbol.of("...")) return null;
        }
        return s.name();
    }

    private static boolean shapeOk(String h, RCall c) {
        return switch (h) {
            case "{" -> true;
            case "if" -> c.argCount() == 2 || c.argCount() == 3;
            case "for" -> c.argCount() == 3 && c.arg(0) instanceof RSymbol;
            case "while" -> c.argCount() == 2;
            case "repeat" -> c.argCount() == 1;
            default -> false;
        };
    }

    // ---- generation ----

    /** Code leaving the value of {@code n} on the (empty) operand stack. */
    void gen(RValue n) {
        String h = plainHead(n);
        RCall c = h == null ? null : (RCall) n;
        if (c != null && STRUCTURAL.contains(h) && shapeOk(h, c)) {
            guarded(c, () -> {
                switch (h) {
                    case "{" -> genBrace(c);
                    case "if" -> genIf(c);
                    case "for" -> loopCode.genFor(c);
                    case "while" -> loopCode.genWhile(c);
                    default -> loopCode.genRepeat(c);
                }
            });
        } else if (c != null && (h.equals("break") || h.equals("next")) && c.argCount() == 0 && loopCode.inLoop()) {
            guarded(c, () -> {
                loopCode.jump(h.equals("break"));
                mv.visitInsn(ACONST_NULL); // unreachable: the construct's value slot
            });
        } else if (c != null && (h.equals("(") && c.argCount() == 1
                || ASSIGN.contains(h) && c.argCount() == 2 && c.arg(0) instanceof RSymbol)) {
            if (h.equals("(")) {
                guarded(c, () -> {
                    int value = nextLocal++;
                    gen(c.arg(0));
                    mv.visitVarInsn(ASTORE, value);
                    loadInterp();
                    mv.visitVarInsn(ALOAD, value);
                    mv.visitMethodInsn(INVOKESTATIC, RT, "visible", "(" + D_INTERP + D_VALUE + ")" + D_VALUE, false);
                });
            } else {
                guarded(c, () -> genAssign(c, h.equals("<<-")));
            }
        } else if (n instanceof RCall call && CallCode.handles(call)) {
            calls.gen(call);
        } else if (n instanceof RSymbol) {
            loadInterp();
            loadConstant(n);
            loadEnv();
            mv.visitMethodInsn(INVOKESTATIC, RT, "variable", "(" + D_INTERP + D_VALUE + D_ENV + ")" + D_VALUE, false);
        } else if (n instanceof flashr.lang.RVector || n == flashr.lang.RNull.NULL) {
            loadInterp();
            loadConstant(n);
            mv.visitMethodInsn(INVOKESTATIC, RT, "constant", "(" + D_INTERP + D_VALUE + ")" + D_VALUE, false);
        } else {
            evaluate(n);
        }
    }

    /** Method {@code a<k>}: the compiled code of argument k's expression, run when its promise is forced. */
    /** {@code typedCall(in, closureEnv, values)}: the typed body's guards and value for the parameters' values, or null ({@code TypedCall.Entry}). */
    private void typedCall(ClassWriter cw, TypedFunction typed) {
        mv = cw.visitMethod(ACC_PUBLIC, "typedCall", "(" + D_INTERP + D_ENV + "[" + D_VALUE + ")" + D_VALUE, null, null);
        mv.visitCode();
        nextLocal = 4;
        new TypedEntryCode(typed).entry(this, false);
        mv.visitInsn(ACONST_NULL);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code typedMap(in, closureEnv, x, extra)}: the typed body applied to each element of a numeric vector, or null ({@code ValueEntry}). */
    private void typedMap(ClassWriter cw, TypedFunction typed) {
        mv = cw.visitMethod(ACC_PUBLIC, "typedMap", "(" + D_INTERP + D_ENV + "Lflashr/lang/RVector;[" + D_VALUE + ")Lflashr/lang/RVector;", null, null);
        mv.visitCode();
        nextLocal = 5;
        new TypedEntryCode(typed).map(this, false);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code typedMap2(in, closureEnv, x, y, extra)}: the typed body applied to the parallel elements of two numeric vectors of one length, or null ({@code ValueEntry}). */
    private void typedMap2(ClassWriter cw, TypedFunction typed) {
        mv = cw.visitMethod(ACC_PUBLIC, "typedMap2", "(" + D_INTERP + D_ENV + "Lflashr/lang/RVector;Lflashr/lang/RVector;[" + D_VALUE + ")Lflashr/lang/RVector;", null, null);
        mv.visitCode();
        nextLocal = 6;
        new TypedEntryCode(typed).map(this, true);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code typedReady(in, closureEnv)}: whether a typed loop may call the typed method directly ({@code TypedCall.Entry}). */
    private void typedReady(ClassWriter cw, TypedFunction typed) {
        mv = cw.visitMethod(ACC_PUBLIC, "typedReady", "(" + D_INTERP + D_ENV + ")Z", null, null);
        mv.visitCode();
        nextLocal = 3;
        new TypedEntryCode(typed).ready(this);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void argMethod(ClassWriter cw, int k) {
        MethodVisitor saved = mv;
        int savedLocal = nextLocal;
        mv = cw.visitMethod(ACC_PRIVATE, "a" + k, "(" + D_INTERP + D_ENV + ")" + D_VALUE, null, null);
        mv.visitCode();
        nextLocal = 3;
        loopCode.withoutJumps(() -> gen(argCodes.get(k)));
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = saved;
        nextLocal = savedLocal;
    }

    LoopCode loops() {
        return loopCode;
    }

    /** Generates code in which break and next are not jumps (they raise, to an enclosing handler). */
    void withoutJumps(Runnable r) {
        loopCode.withoutJumps(r);
    }

    // ---- for the generators of calls and loops ----

    MethodVisitor mv() {
        return mv;
    }

    int newLocal() {
        return nextLocal++;
    }

    /** Two local slots (a double). */
    int newWideLocal() {
        int k = nextLocal;
        nextLocal += 2;
        return k;
    }

    int newGuard() {
        return guards++;
    }

    void loadGuard(int k) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "g", "[L" + GUARD + ";");
        mv.visitLdcInsn(k);
        mv.visitInsn(AALOAD);
    }

    int newDirectSite() {
        return directSites++;
    }

    void loadDirectSite(int k) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "d", "[L" + DIRECT + ";");
        mv.visitLdcInsn(k);
        mv.visitInsn(AALOAD);
    }

    int newBaseCall() {
        return baseCalls++;
    }

    void loadBaseCall(int k) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "s", "[L" + CallCode.BASE_CALL + ";");
        mv.visitLdcInsn(k);
        mv.visitInsn(AALOAD);
    }

    /** Registers {@code expr} as an argument given compiled code; its index. */
    int newArgCode(RValue expr) {
        argCodes.add(expr);
        return argCodes.size() - 1;
    }

    void loadArgCode(int k) {
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "a", "[L" + ARG_CODE + ";");
        mv.visitLdcInsn(k);
        mv.visitInsn(AALOAD);
    }

    /** Runs {@code body} (which stores what it computes) with the values evaluated so far held ({@code Interpreter.hold}). */
    void held(Runnable body) {
        loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "hold", "()V", false);
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        Label after = new Label();
        mv.visitLabel(start);
        body.run();
        mv.visitLabel(end);
        loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "release", "()V", false);
        mv.visitJumpInsn(GOTO, after);
        mv.visitLabel(handler);
        loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "release", "()V", false);
        mv.visitInsn(ATHROW);
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitLabel(after);
    }


    /** Runs {@code body} when {@code c}'s function is base's, else evaluates {@code c}; the value in a local either way. */
    void guarded(RCall c, Runnable body) {
        stats.compiled++;
        int guard = guards++;
        Label other = new Label();
        Label done = new Label();
        int result = nextLocal++;
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "g", "[L" + GUARD + ";");
        mv.visitLdcInsn(guard);
        mv.visitInsn(AALOAD);
        loadInterp();
        loadEnv();
        loadConstant(c);
        mv.visitMethodInsn(INVOKEVIRTUAL, GUARD, "isBase", "(" + D_INTERP + D_ENV + D_VALUE + ")Z", false);
        mv.visitJumpInsn(IFEQ, other);
        body.run();
        mv.visitVarInsn(ASTORE, result);
        mv.visitJumpInsn(GOTO, done);
        mv.visitLabel(other);
        evaluateNode(c); // the fallback: not code the body leaves to the evaluator
        mv.visitVarInsn(ASTORE, result);
        mv.visitLabel(done);
        mv.visitVarInsn(ALOAD, result);
    }

    /** {@code in.eval(node, env)}. */
    private void evaluate(RValue n) {
        stats.evaluated++;
        if (n instanceof RCall c) stats.evaluatedCalls.add(evaluatedName(c));
        evaluateNode(n);
    }

    /** How --verbose names a call left to the evaluator: its function, a replacement call by the function replacing the variable's value. */
    private static String evaluatedName(RCall c) {
        String h = c.functionName();
        if (h == null) return "a computed function";
        boolean assignment = h.equals("<-") || h.equals("=") || h.equals("<<-");
        if (!assignment || c.argCount() == 0 || !(c.arg(0) instanceof RCall target)) return h;
        while (target.argCount() > 0 && target.arg(0) instanceof RCall inner) target = inner; // names(x)[2] <- v: names<-
        return target.functionName() == null ? h : target.functionName() + "<-";
    }

    void evaluateNode(RValue n) {
        loadInterp();
        loadConstant(n);
        loadEnv();
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "eval", "(" + D_VALUE + D_ENV + ")" + D_VALUE, false);
    }

    private void genBrace(RCall c) {
        loadInterp();
        mv.visitInsn(ICONST_1);
        mv.visitMethodInsn(INVOKEVIRTUAL, INTERP, "setVisible", "(Z)V", false);
        if (c.argCount() == 0) {
            mv.visitMethodInsn(INVOKESTATIC, RT, "nul", "()" + D_VALUE, false);
            return;
        }
        for (int i = 0; i < c.argCount(); i++) {
            gen(c.arg(i));
            if (i < c.argCount() - 1) mv.visitInsn(POP);
        }
    }

    private void genIf(RCall c) {
        Label otherwise = new Label();
        Label end = new Label();
        gen(c.arg(0));
        loadConstant(c);
        mv.visitMethodInsn(INVOKESTATIC, RT, "truth", "(" + D_VALUE + D_VALUE + ")Z", false);
        mv.visitJumpInsn(IFEQ, otherwise);
        gen(c.arg(1));
        mv.visitJumpInsn(GOTO, end);
        mv.visitLabel(otherwise);
        if (c.argCount() == 3) {
            gen(c.arg(2));
        } else {
            loadInterp();
            mv.visitMethodInsn(INVOKESTATIC, RT, "invisibleNull", "(" + D_INTERP + ")" + D_VALUE, false);
        }
        mv.visitLabel(end);
    }

    private void genAssign(RCall c, boolean superAssign) {
        int value = nextLocal++;
        gen(c.arg(1));
        mv.visitVarInsn(ASTORE, value);
        loadInterp();
        loadEnv();
        loadConstant(c.arg(0));
        mv.visitVarInsn(ALOAD, value);
        mv.visitInsn(superAssign ? ICONST_1 : ICONST_0);
        mv.visitMethodInsn(INVOKESTATIC, RT, "assign", "(" + D_INTERP + D_ENV + D_VALUE + D_VALUE + "Z)" + D_VALUE, false);
    }

    void loadInterp() {
        mv.visitVarInsn(ALOAD, 1);
    }

    void loadEnv() {
        mv.visitVarInsn(ALOAD, 2);
    }

    void loadConstant(RValue n) {
        Integer k = constants.get(n);
        if (k == null) {
            k = constantList.size();
            constants.put(n, k);
            constantList.add(n);
        }
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, className, "k", "[" + D_VALUE);
        mv.visitLdcInsn(k);
        mv.visitInsn(AALOAD);
    }
}

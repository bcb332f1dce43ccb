package flashr.compiler.codegen;

import static org.objectweb.asm.Opcodes.*;

import flashr.lang.RCall;
import flashr.lang.RSymbol;
import java.util.LinkedHashMap;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * The ways into a {@link TypedFunction}'s typed methods from R: at the start of the generic body
 * ({@code run}), from a direct call with the arguments' values ({@code typedCall}), and the check
 * a typed loop makes before calling a typed method itself ({@code typedReady}). The guards are
 * those of every typed method of the body (they all compute the same body): its functions are
 * base's, its name finds it, each typed callee it calls is the one the script assigned. Then the
 * parameters' values pick the method: the first whose parameter types they are (the primary's,
 * then the variants' for integers passed to double parameters); none: the generic body.
 */
final class TypedEntryCode {
    private final TypedFunction typed;
    private final Map<String, RCall> functions = new LinkedHashMap<>();
    private final Map<RCall, TypedFunction.Callee> callees = new LinkedHashMap<>();
    private boolean callsItself;
    /** A {@code x[i]} and a {@code x[[i]]} some signature assigns elements of, for the guards that {@code [<-} and {@code [[<-} are base's. */
    private final Map<String, RCall> elementTargets = new LinkedHashMap<>();

    TypedEntryCode(TypedFunction typed) {
        this.typed = typed;
        for (TypedFunction t : typed.signatures()) {
            t.functions.forEach(functions::putIfAbsent);
            callsItself |= t.callsItself;
            t.elementTargets.forEach(elementTargets::putIfAbsent);
            java.util.Set<String> names = new java.util.HashSet<>();
            for (RCall c : callees.keySet()) names.add(((RSymbol) c.function()).name());
            for (Map.Entry<RCall, TypedFunction.Callee> e : t.callees.entrySet()) {
                if (names.add(((RSymbol) e.getKey().function()).name())) callees.put(e.getKey(), e.getValue());
            }
        }
    }

    /** The guards common to every signature: jumps to {@code fail} where one fails. */
    private void guards(CodeCompiler cc, boolean framed, Label fail) {
        MethodVisitor mv = cc.mv();
        TypedGuards.baseFunctions(cc, functions.values(), fail);
        for (RCall elementTarget : elementTargets.values()) {
            cc.loadInterp();
            cc.loadEnv();
            cc.loadConstant(elementTarget);
            mv.visitMethodInsn(INVOKESTATIC, "flashr/compiler/rt/TypedLoop", "baseElementAssign", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")Z", false);
            mv.visitJumpInsn(IFEQ, fail);
        }
        if (callsItself) {
            cc.loadEnv();
            cc.loadConstant(typed.self); // the symbol of the calls of itself in the body
            mv.visitVarInsn(ALOAD, 0);
            mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, framed ? "isSelf" : "isSelfFrom", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + "Ljava/lang/Object;)Z", false);
            mv.visitJumpInsn(IFEQ, fail);
        }
        // from the frame (which holds only the parameters, none named like a callee) or the closure's environment: the same lookup
        TypedGuards.callees(cc, callees, fail);
    }

    /**
     * At the start of the generic body ({@code run(in, env)}, {@code framed}): the guards, then the
     * typed method's value returned; where a guard fails or the typed method gives up, on to the
     * generic body. Not {@code framed}: the same in {@code typedCall(in, closureEnv, values)}, the
     * functions looked up from the closure's environment, the parameters taken from the values.
     */
    void entry(CodeCompiler cc, boolean framed) {
        MethodVisitor mv = cc.mv();
        Label generic = new Label();
        guards(cc, framed, generic);
        for (TypedFunction t : typed.signatures()) signature(cc, t, framed, generic);
        mv.visitLabel(generic);
    }

    /** The parameters loaded as {@code t}'s types (else on to the next signature), {@code t}'s method called and its value returned. */
    private void signature(CodeCompiler cc, TypedFunction t, boolean framed, Label generic) {
        MethodVisitor mv = cc.mv();
        Label next = new Label();
        int[] local = new int[t.params.size()];
        for (int i = 0; i < local.length; i++) {
            TypedType pt = t.paramTypes.get(i);
            boolean d = pt == TypedType.D;
            local[i] = d ? cc.newWideLocal() : cc.newLocal();
            if (pt.vector()) { // a plain vector of its element type: its array (written only after a copy)
                String of = pt == TypedType.DV ? "doubles" : pt == TypedType.LV ? "logicals" : "ints";
                if (framed) {
                    cc.loadEnv();
                    cc.loadConstant(t.used.get(t.params.get(i)));
                    mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, of + "In", "(" + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")" + pt.jvm(), false);
                } else {
                    mv.visitVarInsn(ALOAD, 3);
                    mv.visitLdcInsn(i);
                    mv.visitInsn(AALOAD);
                    mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, of + "Of", "(" + CodeCompiler.D_VALUE + ")" + pt.jvm(), false);
                }
                TypedGuards.nullTo(mv, next);
                mv.visitVarInsn(ASTORE, local[i]);
                continue;
            }
            if (!t.used.containsKey(t.params.get(i))) { // never read: not forced, any value will do
                mv.visitInsn(d ? DCONST_0 : ICONST_0);
            } else if (!framed) { // typedCall: the value of parameter i from the array in local 3
                String type = d ? "flashr/lang/RDouble" : "flashr/lang/RInt";
                mv.visitVarInsn(ALOAD, 3);
                mv.visitLdcInsn(i);
                mv.visitInsn(AALOAD);
                mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, d ? "plainDouble" : "plainInt", "(" + CodeCompiler.D_VALUE + ")L" + type + ";", false);
                TypedGuards.nullTo(mv, next);
                mv.visitInsn(ICONST_0);
                mv.visitMethodInsn(INVOKEVIRTUAL, type, "get", d ? "(I)D" : "(I)I", false);
            } else { // the frame's parameter; a promise of a constant, a bound variable or arithmetic of those read unforced (TypedCall.doubleIn)
                String type = d ? "flashr/lang/RDouble" : "flashr/lang/RInt";
                cc.loadInterp();
                cc.loadEnv();
                cc.loadConstant(t.used.get(t.params.get(i)));
                mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, d ? "doubleIn" : "intIn", "(" + CodeCompiler.D_INTERP + CodeCompiler.D_ENV + CodeCompiler.D_VALUE + ")L" + type + ";", false);
                TypedGuards.nullTo(mv, next);
                mv.visitInsn(ICONST_0);
                mv.visitMethodInsn(INVOKEVIRTUAL, type, "get", d ? "(I)D" : "(I)I", false);
            }
            mv.visitVarInsn(d ? DSTORE : ISTORE, local[i]);
        }
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, TypedFunction.TYPED + "$Fallback");
        mv.visitLabel(start);
        cc.loadInterp();
        cc.loadInterp();
        for (int i = 0; i < local.length; i++) {
            TypedType pt = t.paramTypes.get(i);
            mv.visitVarInsn(pt == TypedType.D ? DLOAD : pt.vector() ? ALOAD : ILOAD, local[i]);
        }
        cc.loadInterp();
        mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "callDepthLeft", "()I", false);
        if (!framed) { // entered without the frame the general call pushes: one call deeper than it looks
            mv.visitInsn(ICONST_1);
            mv.visitInsn(ISUB);
        }
        mv.visitMethodInsn(INVOKESTATIC, cc.className(), TypedFunction.METHOD, t.descriptor(), false);
        // the typed method's value made the generic body's (a fresh double or integer, visible)
        String result = switch (t.returnType) {
            case D -> "result";
            case DV -> "resultDoubles";
            case IV -> "resultInts";
            case LV -> "resultLogicals";
            case L -> "resultLogical";
            default -> "resultInt";
        };
        mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, result, "(" + CodeCompiler.D_INTERP + t.returnType.jvm() + ")" + CodeCompiler.D_VALUE, false);
        mv.visitLabel(end);
        mv.visitInsn(ARETURN);
        mv.visitLabel(handler);
        mv.visitInsn(POP);
        mv.visitJumpInsn(GOTO, generic);
        mv.visitLabel(next);
    }

    /**
     * {@code typedMap(in, closureEnv, x, extra)}: the guards once, then for the first signature of
     * number parameters whose first's type is {@code x}'s elements' (a double or an integer vector,
     * taken by {@code TypedCall.mapDoubles}, {@code mapInts}) and whose others take the
     * {@code extra} values (bound once, before the loop), its typed method called on each element in a
     * JVM loop, the values written into a fresh array returned as a vector of the method's type
     * ({@code TypedCall.mapped}); null where a guard fails, no signature takes {@code x} or an
     * element gives up (the caller calls the function element by element: the typed code had no effects).
     * {@code two}: {@code typedMap2(in, closureEnv, x, y, extra)}, the elements of {@code y} (local 4,
     * as long as {@code x}: the caller checks) the second parameter's, the extras' array in local 5.
     */
    void map(CodeCompiler cc, boolean two) {
        MethodVisitor mv = cc.mv();
        Label generic = new Label();
        guards(cc, false, generic);
        for (TypedFunction t : typed.signatures()) {
            if (t.params.size() < (two ? 2 : 1) || t.returnType.vector() || !scalarParams(t)) continue;
            TypedType pt = t.paramTypes.get(0);
            boolean dIn2 = two && t.paramTypes.get(1) == TypedType.D;
            boolean dIn = pt == TypedType.D;
            boolean dOut = t.returnType == TypedType.D;
            Label next = new Label();
            int firstExtra = two ? 2 : 1;
            int[] extra = extraParams(cc, t, next, firstExtra, two ? 5 : 4);
            int arr = cc.newLocal();
            int arr2 = two ? cc.newLocal() : -1;
            int out = cc.newLocal();
            int left = cc.newLocal();
            int i = cc.newLocal();
            mv.visitVarInsn(ALOAD, 3);
            mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, dIn ? "mapDoubles" : "mapInts", "(" + CodeCompiler.D_VALUE + ")" + (dIn ? "[D" : "[I"), false);
            mv.visitVarInsn(ASTORE, arr);
            mv.visitVarInsn(ALOAD, arr);
            mv.visitJumpInsn(IFNULL, next);
            if (two) { // y's elements of the second parameter's type, else the next signature
                mv.visitVarInsn(ALOAD, 4);
                mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, dIn2 ? "mapDoubles" : "mapInts", "(" + CodeCompiler.D_VALUE + ")" + (dIn2 ? "[D" : "[I"), false);
                mv.visitVarInsn(ASTORE, arr2);
                mv.visitVarInsn(ALOAD, arr2);
                mv.visitJumpInsn(IFNULL, next);
            }
            mv.visitVarInsn(ALOAD, arr);
            mv.visitInsn(ARRAYLENGTH);
            mv.visitIntInsn(NEWARRAY, dOut ? T_DOUBLE : T_INT);
            mv.visitVarInsn(ASTORE, out);
            cc.loadInterp();
            mv.visitMethodInsn(INVOKEVIRTUAL, CodeCompiler.INTERP, "callDepthLeft", "()I", false);
            mv.visitInsn(ICONST_1); // entered without the frame the general call pushes: one call deeper than it looks
            mv.visitInsn(ISUB);
            mv.visitVarInsn(ISTORE, left);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, i);
            Label start = new Label();
            Label end = new Label();
            Label handler = new Label();
            Label loop = new Label();
            Label done = new Label();
            mv.visitTryCatchBlock(start, end, handler, TypedFunction.TYPED + "$Fallback");
            mv.visitLabel(start);
            mv.visitLabel(loop);
            mv.visitVarInsn(ILOAD, i);
            mv.visitVarInsn(ALOAD, arr);
            mv.visitInsn(ARRAYLENGTH);
            mv.visitJumpInsn(IF_ICMPGE, done);
            mv.visitVarInsn(ALOAD, out);
            mv.visitVarInsn(ILOAD, i);
            cc.loadInterp();
            mv.visitVarInsn(ALOAD, arr);
            mv.visitVarInsn(ILOAD, i);
            mv.visitInsn(dIn ? DALOAD : IALOAD);
            if (two) {
                mv.visitVarInsn(ALOAD, arr2);
                mv.visitVarInsn(ILOAD, i);
                mv.visitInsn(dIn2 ? DALOAD : IALOAD);
            }
            for (int j = firstExtra; j < extra.length; j++) mv.visitVarInsn(t.paramTypes.get(j) == TypedType.D ? DLOAD : ILOAD, extra[j]);
            mv.visitVarInsn(ILOAD, left);
            mv.visitMethodInsn(INVOKESTATIC, cc.className(), TypedFunction.METHOD, t.descriptor(), false);
            mv.visitInsn(dOut ? DASTORE : IASTORE);
            mv.visitIincInsn(i, 1);
            mv.visitJumpInsn(GOTO, loop);
            mv.visitLabel(done);
            mv.visitLabel(end);
            cc.loadInterp();
            mv.visitVarInsn(ALOAD, out);
            String result = dOut ? "mappedDoubles" : t.returnType == TypedType.L ? "mappedLogicals" : "mappedInts";
            mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, result, "(" + CodeCompiler.D_INTERP + (dOut ? "[D" : "[I") + ")Lflashr/lang/RVector;", false);
            mv.visitInsn(ARETURN);
            mv.visitLabel(handler);
            mv.visitInsn(POP);
            mv.visitJumpInsn(GOTO, generic);
            mv.visitLabel(next);
        }
        mv.visitLabel(generic);
        mv.visitInsn(ACONST_NULL);
        mv.visitInsn(ARETURN);
    }

    /** Whether every parameter of {@code t} is one number (a double or an integer): the ones {@code typedMap} can bind. */
    private static boolean scalarParams(TypedFunction t) {
        for (TypedType pt : t.paramTypes) if (pt != TypedType.D && pt != TypedType.I) return false;
        return true;
    }

    /**
     * {@code typedMap}'s extra arguments (the array in local {@code array}, parameters
     * {@code first}, {@code first + 1}, ... in order) bound once to locals of {@code t}'s types:
     * locals indexed by parameter (those before {@code first} unused); on to {@code next} where their
     * number is not {@code t}'s or one is not a plain number of its parameter's type.
     */
    private static int[] extraParams(CodeCompiler cc, TypedFunction t, Label next, int first, int array) {
        MethodVisitor mv = cc.mv();
        int n = t.params.size();
        mv.visitVarInsn(ALOAD, array);
        mv.visitInsn(ARRAYLENGTH);
        mv.visitLdcInsn(n - first);
        mv.visitJumpInsn(IF_ICMPNE, next);
        int[] local = new int[n];
        for (int j = first; j < n; j++) {
            boolean d = t.paramTypes.get(j) == TypedType.D;
            local[j] = d ? cc.newWideLocal() : cc.newLocal();
            if (!t.used.containsKey(t.params.get(j))) { // never read: any value will do
                mv.visitInsn(d ? DCONST_0 : ICONST_0);
            } else {
                String type = d ? "flashr/lang/RDouble" : "flashr/lang/RInt";
                mv.visitVarInsn(ALOAD, array);
                mv.visitLdcInsn(j - first);
                mv.visitInsn(AALOAD);
                mv.visitMethodInsn(INVOKESTATIC, TypedFunction.TYPED, d ? "plainDouble" : "plainInt", "(" + CodeCompiler.D_VALUE + ")L" + type + ";", false);
                TypedGuards.nullTo(mv, next);
                mv.visitInsn(ICONST_0);
                mv.visitMethodInsn(INVOKEVIRTUAL, type, "get", d ? "(I)D" : "(I)I", false);
            }
            mv.visitVarInsn(d ? DSTORE : ISTORE, local[j]);
        }
        return local;
    }

    /**
     * {@code typedReady(in, closureEnv)}: whether the typed methods may run for a closure of this
     * body with environment {@code closureEnv}: the guards, but the parameters' types. A typed
     * loop or typed body checks it (with the types of the arguments it passes, known at compile
     * time) before it calls a typed method itself.
     */
    void ready(CodeCompiler cc) {
        MethodVisitor mv = cc.mv();
        Label fail = new Label();
        guards(cc, false, fail);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IRETURN);
        mv.visitLabel(fail);
        mv.visitInsn(ICONST_0);
        mv.visitInsn(IRETURN);
    }
}

package flashr.engine.codegen;

import flashr.engine.codegen.RegionShape.Arg;
import flashr.engine.codegen.RegionShape.Input;
import flashr.engine.codegen.RegionShape.Instr;
import flashr.engine.codegen.RegionShape.Member;
import flashr.engine.codegen.RegionShape.SmallRef;
import flashr.engine.fn.AggOp;
import flashr.engine.fn.Casts;
import flashr.engine.fn.RowFolds;
import flashr.engine.fn.ElementFns;
import flashr.engine.fn.FirstNaNLoops;
import flashr.engine.type.ElementType;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import static org.objectweb.asm.Opcodes.*;

/**
 * Generates a region's body as bytecode: one loop per output column over the block's rows, each
 * member's value in a local variable, every function a static call of {@link ElementFns} (which
 * the JIT inlines), operands converted with {@link Casts}; a region ending in a row aggregation
 * folds each value into its row with {@link RowFolds}; a region feeding a sink stores each
 * column's values in the column buffer it gets as {@code out} and hands them to the sink's
 * {@link flashr.engine.exec.SinkColumns} (scratch[0]) after the column. Loaded as a hidden class
 * of this package.
 */
final class RegionCompiler {
    private static final String FNS = Type.getInternalName(ElementFns.class);
    private static final String CASTS = Type.getInternalName(Casts.class);
    private static final String FOLDS = Type.getInternalName(RowFolds.class);
    private static final String BODY = Type.getInternalName(RegionBody.class);
    private static final String NAME = CompiledKernels.BODY_CLASS.replace('.', '/');
    private static final String DV = "jdk/incubator/vector/DoubleVector";
    private static final String DV_DESC = "L" + DV + ";";
    private static final String SPECIES_DESC = "Ljdk/incubator/vector/VectorSpecies;";
    private static final String VB = Type.getInternalName(VectorBodies.class);
    private static final String LANES = Type.getInternalName(FirstNaNLoops.class);
    private static final String SINK = Type.getInternalName(flashr.engine.exec.SinkColumns.class);

    /** Sees each generated class's bytes before it is defined (tests verify them); null: none. */
    static volatile java.util.function.Consumer<byte[]> onGenerate;
    /** Classes generated with a vector loop (for tests). */
    static final java.util.concurrent.atomic.AtomicLong VECTOR_BODIES = new java.util.concurrent.atomic.AtomicLong();

    private RegionCompiler() {}

    /** A new instance of the class generated for shape. */
    static RegionBody compile(RegionShape shape) {
        checkFunctions(shape);
        byte[] bytes = generate(shape);
        if (VectorBodies.handles(shape)) VECTOR_BODIES.incrementAndGet();
        java.util.function.Consumer<byte[]> seen = onGenerate;
        if (seen != null) seen.accept(bytes);
        try {
            MethodHandles.Lookup l = MethodHandles.lookup().defineHiddenClass(bytes, true);
            return (RegionBody) l.findConstructor(l.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot load the generated region body: " + e, e);
        }
    }

    /** Every function the shape calls exists with the descriptor it is called with (else no class). */
    private static void checkFunctions(RegionShape shape) {
        for (Instr in : shape.instrs()) {
            Class<?>[] ps = in.args().stream().map(a -> storage(a.to())).toArray(Class<?>[]::new);
            try {
                if (ElementFns.class.getMethod(in.fn(), ps).getReturnType() != storage(in.result()))
                    throw new IllegalArgumentException("ElementFns." + in.fn() + " returns another type");
            } catch (NoSuchMethodException e) {
                throw new IllegalArgumentException("no ElementFns." + in.fn(), e);
            }
        }
    }

    private static Class<?> storage(ElementType t) { return t == ElementType.DOUBLE ? double.class : int.class; }

    private static String desc(ElementType t) { return t == ElementType.DOUBLE ? "D" : "I"; }

    private static boolean wide(ElementType t) { return t == ElementType.DOUBLE; }

    static byte[] generate(RegionShape shape) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override protected String getCommonSuperClass(String a, String b) { return "java/lang/Object"; }
        };
        cw.visit(V21, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, NAME, null, "java/lang/Object", new String[] {BODY});
        MethodVisitor init = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, 0);
        init.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "run", "([Ljava/lang/Object;[I[Ljava/lang/Object;[Ljava/lang/Object;Ljava/lang/Object;II)V", null, null);
        mv.visitCode();
        new Body(shape, mv).emit();
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** The run method: locals 1..7 are the arguments (inputs, at, smalls, scratch, out, len, ncol). */
    private static final class Body {
        private static final int INPUTS = 1, AT = 2, SMALLS = 3, SCRATCH = 4, OUT = 5, LEN = 6, NCOL = 7;
        private final RegionShape shape;
        private final MethodVisitor mv;
        private int next = 8;
        /** inOff: input j's index of the current column's row 0 (at[2j] + col * at[2j+1]); inBase: at[2j] (row references). */
        private final int[] inArr, inOff, inBase, smallArr, smallVal, memberVal;
        private final int outArr, col, off, row, idx, best, pos, firstNumber, column;
        private final ElementType valueType, outType;
        private final AggOp fold;
        private final boolean which;
        /** The fold runs column by column over working arrays (which.*, and sums: long double per row). */
        private final boolean byColumn;
        /** Whether a vector loop runs before the scalar one ({@link VectorBodies}); its locals. */
        private final boolean vector;
        private final int vrow, upper;
        private final int[] memberVec;
        /** Whether the values go to a sink column by column (out: one column's buffer); the SinkColumns local. */
        private final boolean sink;
        private final int feed;
        /** An integer input's int lanes while they convert ({@link #intLanes}). */
        private final int ints;

        Body(RegionShape shape, MethodVisitor mv) {
            this.shape = shape;
            this.mv = mv;
            inArr = new int[shape.inputTypes().size()];
            for (int j = 0; j < inArr.length; j++) inArr[j] = next++;
            inOff = new int[inArr.length];
            for (int j = 0; j < inOff.length; j++) inOff[j] = next++;
            inBase = new int[inArr.length];
            for (int j = 0; j < inBase.length; j++) inBase[j] = next++;
            smallArr = new int[shape.smalls().size()];
            for (int j = 0; j < smallArr.length; j++) smallArr[j] = next++;
            outArr = next++;
            col = next++; off = next++; row = next++; idx = next++;
            smallVal = new int[smallArr.length];
            for (int j = 0; j < smallVal.length; j++) { smallVal[j] = next; next += wide(shape.smalls().get(j).type()) ? 2 : 1; }
            memberVal = new int[shape.instrs().size()];
            for (int j = 0; j < memberVal.length; j++) { memberVal[j] = next; next += wide(shape.instrs().get(j).result()) ? 2 : 1; }
            best = next++;
            pos = next++;
            firstNumber = next++;
            column = next++;
            valueType = shape.instrs().getLast().result();
            fold = shape.fold();
            which = fold == AggOp.WHICH_MIN || fold == AggOp.WHICH_MAX;
            byColumn = which || fold == AggOp.SUM;
            outType = fold == null ? valueType : which ? ElementType.INTEGER : ElementType.DOUBLE;
            vector = VectorBodies.handles(shape);
            vrow = next++;
            upper = next++;
            memberVec = new int[memberVal.length];
            for (int j = 0; j < memberVec.length; j++) memberVec[j] = next++;
            sink = shape.sink();
            feed = next++;
            ints = next++;
        }

        void emit() {
            for (int j = 0; j < inArr.length; j++) loadArray(INPUTS, j, shape.inputTypes().get(j), inArr[j]);
            for (int j = 0; j < smallArr.length; j++) loadArray(SMALLS, j, shape.smalls().get(j).type(), smallArr[j]);
            mv.visitVarInsn(ALOAD, OUT);
            mv.visitTypeInsn(CHECKCAST, "[" + desc(outType));
            mv.visitVarInsn(ASTORE, outArr);
            if (sink) {
                mv.visitVarInsn(ALOAD, SCRATCH);
                mv.visitInsn(ICONST_0);
                mv.visitInsn(AALOAD);
                mv.visitTypeInsn(CHECKCAST, SINK);
                mv.visitVarInsn(ASTORE, feed);
            }
            for (int j = 0; j < smallArr.length; j++) if (!shape.smalls().get(j).perColumn()) loadSmall(j, false);
            if (fold != null) startFold();
            Label outer = new Label(), inner = new Label(), nextCol = new Label(), end = new Label();
            loopStart(col, NCOL, outer, end, -1);
            mv.visitVarInsn(ILOAD, col);
            mv.visitVarInsn(ILOAD, LEN);
            mv.visitInsn(IMUL);
            mv.visitVarInsn(ISTORE, off);
            for (int j = 0; j < inOff.length; j++) inputOffset(j);
            for (int j = 0; j < smallArr.length; j++) if (shape.smalls().get(j).perColumn()) loadSmall(j, true);
            if (vector) vectorLoop();
            loopStart(row, LEN, inner, nextCol, vector ? vrow : -1);
            mv.visitVarInsn(ILOAD, off);
            mv.visitVarInsn(ILOAD, row);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, idx);
            for (int m = 0; m < memberVal.length; m++) element(m);
            if (fold == null) {
                mv.visitVarInsn(ALOAD, outArr);
                mv.visitVarInsn(ILOAD, sink ? row : idx);
                mv.visitVarInsn(wide(outType) ? DLOAD : ILOAD, memberVal[memberVal.length - 1]);
                mv.visitInsn(wide(outType) ? DASTORE : IASTORE);
            } else {
                foldElement(memberVal[memberVal.length - 1]);
            }
            mv.visitIincInsn(row, 1);
            mv.visitJumpInsn(GOTO, inner);
            mv.visitLabel(nextCol);
            if (byColumn) foldColumn();
            if (sink) {
                mv.visitVarInsn(ALOAD, feed);
                mv.visitVarInsn(ILOAD, col);
                mv.visitVarInsn(ALOAD, outArr);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKEVIRTUAL, SINK, "column", "(I[" + desc(outType) + "I)V", false);
            }
            mv.visitIincInsn(col, 1);
            mv.visitJumpInsn(GOTO, outer);
            mv.visitLabel(end);
            if (which) {
                mv.visitVarInsn(ALOAD, pos);
                mv.visitVarInsn(ALOAD, firstNumber);
                mv.visitVarInsn(ALOAD, outArr);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKESTATIC, FOLDS, "finishWhich", "([D[D[II)V", false);
            } else if (fold == AggOp.SUM) {
                mv.visitVarInsn(ALOAD, best);
                mv.visitVarInsn(ALOAD, pos);
                mv.visitVarInsn(ALOAD, outArr);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKESTATIC, FOLDS, "finishSum", "([D[D[DI)V", false);
            }
            mv.visitInsn(RETURN);
        }

        /**
         * Input j's offset of the current column: {@code at[2j] + col * at[2j+1]} (a block's own
         * array has (0, len), a stored array read in place its first row's index and leading
         * dimension); a row reference (one column read by every column) indexes from at[2j].
         */
        private void inputOffset(int j) {
            mv.visitVarInsn(ALOAD, AT);
            mv.visitLdcInsn(2 * j);
            mv.visitInsn(IALOAD);
            mv.visitInsn(DUP);
            mv.visitVarInsn(ISTORE, inBase[j]);
            mv.visitVarInsn(ILOAD, col);
            mv.visitVarInsn(ALOAD, AT);
            mv.visitLdcInsn(2 * j + 1);
            mv.visitInsn(IALOAD);
            mv.visitInsn(IMUL);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, inOff[j]);
        }

        /** Pushes input i's index of the current row (r: the row local, row or vrow). */
        private void inputIndex(Input i, int r) {
            mv.visitVarInsn(ILOAD, i.row() ? inBase[i.idx()] : inOff[i.idx()]);
            mv.visitVarInsn(ILOAD, r);
            mv.visitInsn(IADD);
        }

        /**
         * {@code var = 0 (or from's value); top: if (var >= bound) goto exit;} (the caller
         * increments and jumps back to top).
         */
        private void loopStart(int var, int bound, Label top, Label exit, int from) {
            if (from >= 0) mv.visitVarInsn(ILOAD, from); else mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, var);
            mv.visitLabel(top);
            mv.visitVarInsn(ILOAD, var);
            mv.visitVarInsn(ILOAD, bound);
            mv.visitJumpInsn(IF_ICMPGE, exit);
        }

        /**
         * The column's rows in vectors of {@link VectorBodies#L} up to the last whole vector:
         * {@code for (vrow = 0; vrow < len - len % L; vrow += L)} each member lane-wise, the last
         * stored; the scalar loop then starts at vrow (the tail).
         */
        private void vectorLoop() {
            mv.visitVarInsn(ILOAD, LEN);
            mv.visitVarInsn(ILOAD, LEN);
            mv.visitFieldInsn(GETSTATIC, VB, "L", "I");
            mv.visitInsn(IREM);
            mv.visitInsn(ISUB);
            mv.visitVarInsn(ISTORE, upper);
            Label top = new Label(), done = new Label();
            loopStart(vrow, upper, top, done, -1);
            mv.visitVarInsn(ILOAD, off);
            mv.visitVarInsn(ILOAD, vrow);
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, idx);
            for (int m = 0; m < memberVec.length; m++) vectorElement(m);
            mv.visitVarInsn(ALOAD, memberVec[memberVec.length - 1]);
            mv.visitVarInsn(ALOAD, outArr);
            mv.visitVarInsn(ILOAD, sink ? vrow : idx);
            mv.visitMethodInsn(INVOKEVIRTUAL, DV, "intoArray", "([DI)V", false);
            mv.visitVarInsn(ILOAD, vrow);
            mv.visitFieldInsn(GETSTATIC, VB, "L", "I");
            mv.visitInsn(IADD);
            mv.visitVarInsn(ISTORE, vrow);
            mv.visitJumpInsn(GOTO, top);
            mv.visitLabel(done);
        }

        /** Member m's lanes of the current vector of rows into its vector local. */
        private void vectorElement(int m) {
            Instr in = shape.instrs().get(m);
            for (Arg a : in.args()) vectorOperand(a);
            String lanes = "(" + DV_DESC + DV_DESC + ")" + DV_DESC;
            String binary = "(Ljdk/incubator/vector/Vector;)" + DV_DESC;
            switch (in.fn()) {
                case "negDouble" -> mv.visitMethodInsn(INVOKEVIRTUAL, DV, "neg", "()" + DV_DESC, false);
                case "absDouble" -> mv.visitMethodInsn(INVOKEVIRTUAL, DV, "abs", "()" + DV_DESC, false);
                case "sqrtDouble" -> mv.visitMethodInsn(INVOKEVIRTUAL, DV, "sqrt", "()" + DV_DESC, false);
                // R's NaN order (the first NaN operand's): FirstNaNLoops' lane forms, not DoubleVector's
                case "addDouble" -> mv.visitMethodInsn(INVOKESTATIC, LANES, "add", lanes, false);
                case "subDouble" -> mv.visitMethodInsn(INVOKESTATIC, LANES, "sub", lanes, false);
                case "mulDouble" -> mv.visitMethodInsn(INVOKESTATIC, LANES, "mul", lanes, false);
                case "divDouble" -> mv.visitMethodInsn(INVOKESTATIC, LANES, "div", lanes, false);
                case "euclideanDouble" -> {
                    mv.visitMethodInsn(INVOKESTATIC, LANES, "sub", lanes, false);
                    mv.visitInsn(DUP);
                    mv.visitMethodInsn(INVOKEVIRTUAL, DV, "mul", binary, false);
                }
                default -> throw new IllegalArgumentException("no lane-wise form of " + in.fn());
            }
            mv.visitVarInsn(ASTORE, memberVec[m]);
        }

        private void vectorOperand(Arg a) {
            switch (a.ref()) {
                case Member m -> mv.visitVarInsn(ALOAD, memberVec[m.pos()]);
                case Input i when a.from() != ElementType.DOUBLE -> intLanes(i);
                case Input i -> {
                    mv.visitFieldInsn(GETSTATIC, VB, "S", SPECIES_DESC);
                    mv.visitVarInsn(ALOAD, inArr[i.idx()]);
                    inputIndex(i, vrow);
                    mv.visitMethodInsn(INVOKESTATIC, DV, "fromArray", "(" + SPECIES_DESC + "[DI)" + DV_DESC, false);
                }
                case SmallRef s -> {
                    mv.visitFieldInsn(GETSTATIC, VB, "S", SPECIES_DESC);
                    mv.visitVarInsn(DLOAD, smallVal[s.idx()]);
                    mv.visitMethodInsn(INVOKESTATIC, DV, "broadcast", "(" + SPECIES_DESC + "D)" + DV_DESC, false);
                }
            }
        }

        /**
         * An integer or logical input's lanes as doubles, R's NA where the int is NA (as
         * Casts.intToDouble): {@code v = IntVector.fromArray(IS, a, i);
         * ((DoubleVector) v.convertShape(I2D, S, 0)).blend(NA_REAL, v.eq(NA).cast(S))}, inline
         * (a helper returning a vector would be boxed wherever the JIT did not inline it).
         */
        private void intLanes(Input i) {
            String iv = "jdk/incubator/vector/IntVector", mask = "jdk/incubator/vector/VectorMask";
            String maskDesc = "L" + mask + ";";
            mv.visitFieldInsn(GETSTATIC, VB, "IS", SPECIES_DESC);
            mv.visitVarInsn(ALOAD, inArr[i.idx()]);
            inputIndex(i, vrow);
            mv.visitMethodInsn(INVOKESTATIC, iv, "fromArray", "(" + SPECIES_DESC + "[II)L" + iv + ";", false);
            mv.visitInsn(DUP);
            mv.visitVarInsn(ASTORE, ints);
            mv.visitFieldInsn(GETSTATIC, "jdk/incubator/vector/VectorOperators", "I2D", "Ljdk/incubator/vector/VectorOperators$Conversion;");
            mv.visitFieldInsn(GETSTATIC, VB, "S", SPECIES_DESC);
            mv.visitInsn(ICONST_0);
            mv.visitMethodInsn(INVOKEVIRTUAL, iv, "convertShape",
                    "(Ljdk/incubator/vector/VectorOperators$Conversion;" + SPECIES_DESC + "I)Ljdk/incubator/vector/Vector;", false);
            mv.visitTypeInsn(CHECKCAST, DV);
            mv.visitFieldInsn(GETSTATIC, VB, "NA_REAL", "D");
            mv.visitVarInsn(ALOAD, ints);
            mv.visitLdcInsn(Integer.MIN_VALUE);
            mv.visitMethodInsn(INVOKEVIRTUAL, iv, "eq", "(I)" + maskDesc, false);
            mv.visitFieldInsn(GETSTATIC, VB, "S", SPECIES_DESC);
            mv.visitMethodInsn(INVOKEVIRTUAL, mask, "cast", "(" + SPECIES_DESC + ")" + maskDesc, false);
            mv.visitMethodInsn(INVOKEVIRTUAL, DV, "blend", "(D" + maskDesc + ")" + DV_DESC, false);
        }

        /** Before the columns: each row's accumulator at the fold's start (0, -Inf, +Inf; which: no position). */
        private void startFold() {
            if (fold == AggOp.SUM) {
                // best and pos hold each row's long double sum (high and low parts)
                loadArray(SCRATCH, 0, ElementType.DOUBLE, best);
                loadArray(SCRATCH, 1, ElementType.DOUBLE, pos);
                loadArray(SCRATCH, 3, ElementType.DOUBLE, column);
                mv.visitVarInsn(ALOAD, best);
                mv.visitVarInsn(ALOAD, pos);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKESTATIC, FOLDS, "startSum", "([D[DI)V", false);
                return;
            }
            if (which) {
                loadArray(SCRATCH, 0, ElementType.DOUBLE, best);
                loadArray(SCRATCH, 1, ElementType.DOUBLE, pos);
                loadArray(SCRATCH, 2, ElementType.DOUBLE, firstNumber);
                loadArray(SCRATCH, 3, ElementType.DOUBLE, column);
                mv.visitLdcInsn(fold == AggOp.WHICH_MIN ? 1 : 0);
                mv.visitVarInsn(ALOAD, best);
                mv.visitVarInsn(ALOAD, pos);
                mv.visitVarInsn(ALOAD, firstNumber);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKESTATIC, FOLDS, "startWhich", "(Z[D[D[DI)V", false);
                return;
            }
            mv.visitVarInsn(ALOAD, outArr);
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ILOAD, LEN);
            mv.visitLdcInsn(switch (fold) {
                case MAX -> Double.NEGATIVE_INFINITY;
                case MIN -> Double.POSITIVE_INFINITY;
                default -> throw new IllegalArgumentException("no row fold for " + fold);
            });
            mv.visitMethodInsn(INVOKESTATIC, "java/util/Arrays", "fill", "([DIID)V", false);
        }

        /** The element's value (a double in local v) folded into its row (which: kept for the column's step). */
        private void foldElement(int v) {
            if (byColumn) {
                mv.visitVarInsn(ALOAD, column);
                mv.visitVarInsn(ILOAD, row);
                mv.visitVarInsn(DLOAD, v);
                mv.visitInsn(DASTORE);
                return;
            }
            mv.visitVarInsn(ALOAD, outArr);
            mv.visitVarInsn(ILOAD, row);
            mv.visitVarInsn(ALOAD, outArr);
            mv.visitVarInsn(ILOAD, row);
            mv.visitInsn(DALOAD);
            mv.visitVarInsn(DLOAD, v);
            mv.visitMethodInsn(INVOKESTATIC, FOLDS, fold.name().toLowerCase(), "(DD)D", false);
            mv.visitInsn(DASTORE);
        }

        /** which and sums: after a column's values, one vector step over its rows. */
        private void foldColumn() {
            if (fold == AggOp.SUM) {
                mv.visitVarInsn(ALOAD, column);
                mv.visitVarInsn(ALOAD, best);
                mv.visitVarInsn(ALOAD, pos);
                mv.visitVarInsn(ILOAD, LEN);
                mv.visitMethodInsn(INVOKESTATIC, FOLDS, shape.foldInOrder() ? "sumColumnInOrder" : "sumColumn", "([D[D[DI)V", false);
                return;
            }
            mv.visitLdcInsn(fold == AggOp.WHICH_MIN ? 1 : 0);
            mv.visitVarInsn(ILOAD, col);
            mv.visitVarInsn(ALOAD, column);
            mv.visitVarInsn(ALOAD, best);
            mv.visitVarInsn(ALOAD, pos);
            mv.visitVarInsn(ALOAD, firstNumber);
            mv.visitVarInsn(ILOAD, LEN);
            mv.visitMethodInsn(INVOKESTATIC, FOLDS, "whichColumn", "(ZI[D[D[D[DI)V", false);
        }

        private void loadArray(int from, int j, ElementType t, int slot) {
            mv.visitVarInsn(ALOAD, from);
            mv.visitLdcInsn(j);
            mv.visitInsn(AALOAD);
            mv.visitTypeInsn(CHECKCAST, "[" + desc(t));
            mv.visitVarInsn(ASTORE, slot);
        }

        /** smallVal[j] = smalls[j][col or 0]. */
        private void loadSmall(int j, boolean perColumn) {
            ElementType t = shape.smalls().get(j).type();
            mv.visitVarInsn(ALOAD, smallArr[j]);
            if (perColumn) mv.visitVarInsn(ILOAD, col); else mv.visitInsn(ICONST_0);
            mv.visitInsn(wide(t) ? DALOAD : IALOAD);
            mv.visitVarInsn(wide(t) ? DSTORE : ISTORE, smallVal[j]);
        }

        /** Member m's value of the current element into its local. */
        private void element(int m) {
            Instr in = shape.instrs().get(m);
            StringBuilder d = new StringBuilder("(");
            for (Arg a : in.args()) { operand(a); d.append(desc(a.to())); }
            d.append(')').append(desc(in.result()));
            mv.visitMethodInsn(INVOKESTATIC, FNS, in.fn(), d.toString(), false);
            mv.visitVarInsn(wide(in.result()) ? DSTORE : ISTORE, memberVal[m]);
        }

        private void operand(Arg a) {
            switch (a.ref()) {
                case Member m -> mv.visitVarInsn(wide(a.from()) ? DLOAD : ILOAD, memberVal[m.pos()]);
                case Input i -> {
                    mv.visitVarInsn(ALOAD, inArr[i.idx()]);
                    inputIndex(i, row);
                    mv.visitInsn(wide(a.from()) ? DALOAD : IALOAD);
                }
                case SmallRef s -> mv.visitVarInsn(wide(a.from()) ? DLOAD : ILOAD, smallVal[s.idx()]);
            }
            convert(a.from(), a.to());
        }

        /** As Block.asDoubles/asInts: NA-preserving casts; logical to integer is the identity. */
        private void convert(ElementType from, ElementType to) {
            if (from == to || (from == ElementType.LOGICAL && to == ElementType.INTEGER)) return;
            String fn;
            if (to == ElementType.DOUBLE) fn = "intToDouble";
            else if (from == ElementType.DOUBLE) fn = to == ElementType.INTEGER ? "doubleToInt" : "doubleToLogical";
            else fn = "intToLogical";
            String d = "(" + desc(from) + ")" + desc(to);
            mv.visitMethodInsn(INVOKESTATIC, CASTS, fn, d, false);
        }
    }
}

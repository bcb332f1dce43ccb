package flashr.compiler;

import static org.objectweb.asm.Opcodes.*;

import flashr.compiler.rt.CompiledMain;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/**
 * The main class of a compiled jar: {@code program()} gives the script's text, its parsed program
 * (its {@code StoredAst} form, a char per byte, read at start in place of parsing the text), its file name and the layout of
 * the compiled classes, which {@code main} passes to {@code CompiledMain}. Text and program go in
 * chunks, as a class-file string holds at most 65535 bytes.
 */
final class MainClass {
    private static final int CHUNK = 16000;

    private MainClass() {}

    static byte[] write(String className, String source, String ast, String fileName, String layout) {
        String internal = className.replace('.', '/');
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internal, null, "java/lang/Object", null);
        // program(): {source chunks, AST chunks or null, file name, layout}, what CompiledMain needs
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, CompiledMain.PROGRAM_METHOD, "()[Ljava/lang/Object;", null, null);
        mv.visitCode();
        mv.visitLdcInsn(4);
        mv.visitTypeInsn(ANEWARRAY, "java/lang/Object");
        mv.visitInsn(DUP);
        mv.visitLdcInsn(0);
        strings(mv, chunks(source));
        mv.visitInsn(AASTORE);
        mv.visitInsn(DUP);
        mv.visitLdcInsn(1);
        if (ast == null) mv.visitInsn(ACONST_NULL);
        else strings(mv, chunks(ast));
        mv.visitInsn(AASTORE);
        mv.visitInsn(DUP);
        mv.visitLdcInsn(2);
        mv.visitLdcInsn(fileName);
        mv.visitInsn(AASTORE);
        mv.visitInsn(DUP);
        mv.visitLdcInsn(3);
        mv.visitLdcInsn(layout);
        mv.visitInsn(AASTORE);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        mv.visitMethodInsn(INVOKESTATIC, internal, CompiledMain.PROGRAM_METHOD, "()[Ljava/lang/Object;", false);
        mv.visitLdcInsn(org.objectweb.asm.Type.getObjectType(internal));
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESTATIC, "flashr/compiler/rt/CompiledMain", "main",
                "([Ljava/lang/Object;Ljava/lang/Class;[Ljava/lang/String;)V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** Pushes a new String[] holding {@code values}. */
    private static void strings(MethodVisitor mv, List<String> values) {
        mv.visitLdcInsn(values.size());
        mv.visitTypeInsn(ANEWARRAY, "java/lang/String");
        for (int i = 0; i < values.size(); i++) {
            mv.visitInsn(DUP);
            mv.visitLdcInsn(i);
            mv.visitLdcInsn(values.get(i));
            mv.visitInsn(AASTORE);
        }
    }

    /** Pieces of at most CHUNK characters (each at most 3 bytes in the class file), not splitting a surrogate pair. */
    private static List<String> chunks(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            int end = Math.min(s.length(), i + CHUNK);
            if (end < s.length() && Character.isHighSurrogate(s.charAt(end - 1))) end--;
            out.add(s.substring(i, end));
            i = end;
        }
        if (out.isEmpty()) out.add("");
        // a class-file string holds at most 65535 bytes of modified UTF-8, at most 3 per character
        assert out.stream().allMatch(c -> c.length() * 3 < 65535);
        return out;
    }
}

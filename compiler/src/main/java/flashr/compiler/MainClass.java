package flashr.compiler;

import static org.objectweb.asm.Opcodes.*;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/**
 * The main class of a compiled jar: {@code main} passes the script's text (the language objects
 * its code refers to are parsed from it at start), its file name and the layout of the compiled
 * classes to {@code CompiledMain}. The text goes in chunks, as a class-file string holds at most
 * 65535 bytes.
 */
final class MainClass {
    private static final int CHUNK = 16000;

    private MainClass() {}

    static byte[] write(String className, String source, String fileName, String layout) {
        String internal = className.replace('.', '/');
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internal, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        List<String> chunks = chunks(source);
        mv.visitLdcInsn(chunks.size());
        mv.visitTypeInsn(ANEWARRAY, "java/lang/String");
        for (int i = 0; i < chunks.size(); i++) {
            mv.visitInsn(DUP);
            mv.visitLdcInsn(i);
            mv.visitLdcInsn(chunks.get(i));
            mv.visitInsn(AASTORE);
        }
        mv.visitLdcInsn(fileName);
        mv.visitLdcInsn(layout);
        mv.visitLdcInsn(org.objectweb.asm.Type.getObjectType(internal));
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESTATIC, "flashr/compiler/rt/CompiledMain", "main",
                "([Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;[Ljava/lang/String;)V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
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
        assert out.stream().allMatch(c -> c.getBytes(StandardCharsets.UTF_8).length < 65535);
        return out;
    }
}

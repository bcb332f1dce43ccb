package flashr.compiler;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import java.util.Enumeration;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Writes a runnable jar: the runtime (every class and resource of the packed {@code flashr.jar}
 * but its manifest) and the compiled classes, started by a small main class of the jar's own
 * ({@link #bootClass}) that hands the script's main class to the runtime's boot class, which finds
 * a JDK 25 and relaunches the jar there as it does for {@code flashr.jar}, then runs that class
 * (also named by the manifest's {@code Flashr-Main}). The jar is written beside its target and moved in place
 * whole.
 */
public final class JarWriter {
    /** The manifest attribute naming the class the boot class runs. */
    public static final String MAIN_ATTRIBUTE = "Flashr-Main";

    private JarWriter() {}

    /**
     * The packed runtime: the jar this class was loaded from, or the system property
     * {@code flashr.runtime.jar} (when running from class folders, as tests do); null when neither.
     */
    public static Path runtimeJar() {
        String prop = System.getProperty("flashr.runtime.jar");
        if (prop != null && !prop.isEmpty()) return Path.of(prop);
        try {
            Path own = Path.of(JarWriter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(own) && isRuntime(own) ? own : null;
        } catch (URISyntaxException | SecurityException | IOException e) {
            return null;
        }
    }

    private static boolean isRuntime(Path jar) throws IOException {
        try (JarFile j = new JarFile(jar.toFile())) {
            return j.getEntry("flashr/boot/Boot.class") != null;
        }
    }

    public static void write(Path target, Path runtime, CompiledScript script) throws IOException {
        Path tmp = newSibling(target.toAbsolutePath());
        try {
            try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(
                    Files.newByteChannel(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING))) {
                put(out, JarFile.MANIFEST_NAME, manifestBytes(script.mainClass()));
                put(out, bootClassName(script.mainClass()).replace('.', '/') + ".class", bootClass(script.mainClass()));
                for (Map.Entry<String, byte[]> c : script.classes().entrySet()) {
                    put(out, c.getKey().replace('.', '/') + ".class", c.getValue());
                }
                copyRuntime(runtime, out, script);
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * An empty file beside {@code target}, created as any new file is (so the jar gets the user's
     * umask, as {@code cp} would give it, where a temporary file would be private).
     */
    private static Path newSibling(Path target) throws IOException {
        while (true) {
            Path p = target.resolveSibling("." + target.getFileName() + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                Files.newByteChannel(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return p;
            } catch (FileAlreadyExistsException taken) {
                // another writer's name: draw again
            }
        }
    }

    private static void put(ZipArchiveOutputStream out, String name, byte[] bytes) throws IOException {
        out.putArchiveEntry(new ZipArchiveEntry(name));
        out.write(bytes);
        out.closeArchiveEntry();
    }

    private static byte[] manifestBytes(String mainClass) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        manifest(mainClass).write(b);
        return b.toByteArray();
    }

    private static Manifest manifest(String mainClass) {
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.put(Attributes.Name.MAIN_CLASS, bootClassName(mainClass));
        a.put(new Attributes.Name("Multi-Release"), "true");
        a.put(new Attributes.Name(MAIN_ATTRIBUTE), mainClass);
        return m;
    }

    /** The jar's Main-Class: {@code NAME$Boot} for the script's main class {@code NAME}. */
    static String bootClassName(String mainClass) {
        return mainClass + "$Boot";
    }

    /**
     * The jar's Main-Class, run by the user's java (17 or newer, hence class version 61):
     * {@code Boot.launch(mainClass, args)}, so that the boot class need not read the manifest to
     * learn which class to run.
     */
    static byte[] bootClass(String mainClass) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, bootClassName(mainClass).replace('.', '/'), null,
                "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V", null,
                new String[] {"java/lang/Exception"});
        mv.visitCode();
        mv.visitLdcInsn(mainClass);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "flashr/boot/Boot", "launch", "(Ljava/lang/String;[Ljava/lang/String;)V", false);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * Every entry of the runtime but its manifest, copied as it is stored (compressed bytes and
     * checksum as they are): inflating and deflating its 4000 entries again was most of a compile.
     */
    private static void copyRuntime(Path runtime, ZipArchiveOutputStream out, CompiledScript script) throws IOException {
        try (ZipFile in = ZipFile.builder().setPath(runtime).get()) {
            Enumeration<ZipArchiveEntry> entries = in.getEntriesInPhysicalOrder();
            while (entries.hasMoreElements()) {
                ZipArchiveEntry e = entries.nextElement();
                String name = e.getName();
                if (name.equalsIgnoreCase(JarFile.MANIFEST_NAME) || name.equals("META-INF/")) continue;
                if (name.endsWith(".class") && script.classes().containsKey(name.substring(0, name.length() - 6).replace('/', '.'))) {
                    throw new IOException("the main class " + script.mainClass() + " is a class of the runtime; choose another --main-class");
                }
                try (InputStream raw = in.getRawInputStream(e)) {
                    out.addRawArchiveEntry(e, raw);
                }
            }
        }
    }
}

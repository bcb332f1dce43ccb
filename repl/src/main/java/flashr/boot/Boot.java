package flashr.boot;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Main class of {@code flashr.jar}. A jar manifest cannot add the incubator Vector module or
 * enable native access, and the default {@code java} may be older than 25, so this class
 * (compiled for Java 17) finds a JDK 25, re-launches the jar there with the flags, and passes
 * standard streams, signals and the exit status through.
 */
public final class Boot {
    static final String MAIN = "flashr.cli.Main";
    static final String TRAINING = "flashr.cli.ArchiveTraining";
    /**
     * The evaluator's call method, which C2 must not inline: the evaluator is recursive, so every
     * compile of one of its methods would otherwise inline it many levels deep, and a call-heavy
     * script spends half its first run compiling (docs/BENCHMARKS.md, "Cold closure calls").
     * {@code BootFlagsTest} checks that the method exists, so that a rename cannot drop it silently.
     */
    static final String NOT_INLINED = "flashr.eval.Interpreter::evalCall";

    /**
     * The Vector API loops: the engine's element loops, and those of base R on the heap (with
     * --java-blas the QR of lm and glm takes its dot products and axpys from JavaLevel1, and all
     * of its BLAS from these classes; by default they are OpenBLAS's, as GNU R's). Until C2 compiles one, every vector operation runs the Vector API's
     * Java fallback, which allocates: 30x slower than compiled, and at 2e5 rows a fifth to a third
     * of a first lm, glm or cor went there. So they reach C2 after a twentieth of the JVM's default
     * calls (an eightieth of {@link #C2_LATER}'s, so the same 250; docs/BENCHMARKS.md, "Engine loops
     * compiled early"). Their compilation stays in the background: making the calling thread wait
     * for it ({@code BackgroundCompilation=false}) cut the fallback's share of a first glm, but in
     * eight interleaved runs of the peers' workloads at 20M x 8 it cost the logistic gradient a
     * third and colSums a tenth for no gain in whole scripts (docs/BENCHMARKS.md, "The
     * foreground-compile flags settled").
     * Re-measured against no flag and against the Vector API classes left at the default
     * (docs/BENCHMARKS.md, "Early-compiled vector loops re-measured"): early still wins first calls
     * and rowSums/exp over 20M elements, but a loop that carries vector accumulators
     * (LongDoubleLoops.laneSum, addRun) can compile before the JDK's vector methods have type
     * profiles and keep their boxed fallbacks (the likely cause of an engine sum 10x slower in one
     * run of eight); such loops need exact receivers, as GroupSums.plus gives its adds.
     * The k-means product fold (ProductFoldStep) joined them so that the warm-up can compile it in
     * a few hundred direct calls (flashr.engine.codegen.KernelWarm), and rowsum's and tabulate's
     * groupby partial (GroupbyRowPartial, flashr.engine.exec.GroupbyWarm) likewise. So did the
     * generated region bodies (hidden classes named FusedRegionBody/0x...: one per chain shape, so
     * no warm-up can compile the script's own): `sum(sqrt(abs(X)) * 2 + 1)` over 20M x 8 ran its
     * body in C1's code for ~1.5 s of its first call; first call 0.69-0.77 -> 0.60 CPU s
     * (docs/BENCHMARKS.md, "sums warmed first").
     */
    static final String[] EARLY_COMPILED = {"flashr.engine.fn.*::*", "flashr.engine.ArrayExtremes::*", "flashr.linalg.Java*::*",
        "flashr.engine.codegen.ProductFoldStep::*", "flashr.engine.exec.GroupbyRowPartial::*",
        "flashr.engine.codegen.FusedRegionBody*::*"};

    /**
     * The scalar long double sums of {@code flashr.engine.fn} (mean's two passes, var, cov and
     * cor's cross products, sum on the heap): no Vector API there, so nothing to gain from
     * {@link #EARLY_COMPILED}, which had C2 compile their drivers on stack and again whole (with
     * the scalar step inlined) early in every cor or sd: 101 compiles of these classes in a cor of
     * 2e5 x 8, 31 of them C2's. At the JVM's thresholds ({@link #C2_LATER}'s), a later command for
     * the same method overriding the earlier: 49 and 15, and the process 10-15% less CPU
     * (docs/BENCHMARKS.md, "Scalar long double runs compiled at the usual thresholds").
     */
    static final String[] USUAL_THRESHOLDS = {"flashr.engine.fn.LongDouble::*", "flashr.engine.fn.LongDoubleRun::*",
        "flashr.engine.fn.ResidualRun::*", "flashr.engine.fn.ExactRun::*", "flashr.engine.fn.CenteredProducts::*"};

    /**
     * The long double sums' inner loops, each run at most 32 times a call (LongDoubleRun.PART,
     * CenteredProducts.PART): C2 compiles each once, whole, and not again inlined into its callers
     * (whose compiles then stay small: fastAdd's took 130-200 ms of a compiler thread with the
     * loops inlined), and in the foreground, so that the calls made while C2 works do not go on in
     * C1's code long enough to ask for an on-stack compile of the same loop as well. A first cor of
     * 2e5 x 8 compiled them on stack and whole, some twice, with ~0.3 s of C2 time in all (docs/BENCHMARKS.md,
     * "Long double loops compiled once").
     */
    static final String[] KERNELS = {"flashr.engine.fn.LongDoubleRun::chain",
        "flashr.engine.fn.CenteredProducts::centerPart", "flashr.engine.fn.CenteredProducts::fast"};
    /** Compiled in the foreground too: the residuals' wide loop (too large for C2 to inline). */
    static final String WIDE_RESIDUALS = "flashr.engine.fn.ResidualRun::wideAdd";
    /**
     * The reference step of the residuals' loops (one element in 15 of rnorm's), not inlined into
     * them: inlined, with the long double add and two roundings under it, it made the foreground
     * compile of {@link #WIDE_RESIDUALS} 1.8 KB of bytecode and 160-400 ms of C2 (loaded) during
     * which the thread that asked waits; without, 533 bytes and 90-110 ms, the step compiled once
     * on its own (docs/BENCHMARKS.md, "apply's slices in runs; the residuals' reference step").
     */
    static final String REFERENCE_STEP = "flashr.engine.fn.LongDouble::addDifference";

    /**
     * C2 compiles a method after four times the JVM's default calls and loop iterations. A short
     * script's C2 compilations (~100, mostly JDK string and collection methods) cost as much CPU as
     * its ~1150 C1 ones and finished too late to pay back: an arima fit went from 0.60-0.95 s of
     * CPU to 0.53-0.64 s, while a 60 s k-means run reaches C2 all the same (docs/BENCHMARKS.md,
     * "C2 thresholds for short scripts").
     */
    static final String[] C2_LATER = {
        "-XX:Tier4InvocationThreshold=20000", "-XX:Tier4MinInvocationThreshold=2400",
        "-XX:Tier4CompileThreshold=60000", "-XX:Tier4BackEdgeThreshold=160000"};

    /** The JVM flags of every run; the {@code flashr} script passes the same (BootFlagsTest). */
    static final String[] JVM_FLAGS = {
        "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
        "-Xss64m", "-XX:+UseParallelGC", "-XX:MaxNewSize=64m", "-XX:-UseMaximumCompactionOnSystemGC", "-XX:MaxRAMPercentage=50", "-XX:-UsePerfData",
        "-XX:CompileCommand=quiet", "-XX:CompileCommand=dontinline," + NOT_INLINED,
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[0] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[1] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[2] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[3] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[4] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + EARLY_COMPILED[5] + ",0.0125",
        "-XX:CompileCommand=CompileThresholdScaling," + USUAL_THRESHOLDS[0] + ",1.0",
        "-XX:CompileCommand=CompileThresholdScaling," + USUAL_THRESHOLDS[1] + ",1.0",
        "-XX:CompileCommand=CompileThresholdScaling," + USUAL_THRESHOLDS[2] + ",1.0",
        "-XX:CompileCommand=CompileThresholdScaling," + USUAL_THRESHOLDS[3] + ",1.0",
        "-XX:CompileCommand=CompileThresholdScaling," + USUAL_THRESHOLDS[4] + ",1.0",
        "-XX:CompileCommand=dontinline," + KERNELS[0], "-XX:CompileCommand=dontinline," + KERNELS[1],
        "-XX:CompileCommand=dontinline," + KERNELS[2],
        "-XX:CompileCommand=BackgroundCompilation," + KERNELS[0] + ",false", "-XX:CompileCommand=BackgroundCompilation," + KERNELS[1] + ",false",
        "-XX:CompileCommand=BackgroundCompilation," + KERNELS[2] + ",false",
        "-XX:CompileCommand=BackgroundCompilation," + WIDE_RESIDUALS + ",false",
        "-XX:CompileCommand=dontinline," + REFERENCE_STEP,
        C2_LATER[0], C2_LATER[1], C2_LATER[2], C2_LATER[3]};

    static final String INCUBATOR_NOTICE = "WARNING: Using incubator modules: jdk.incubator.vector";

    private Boot() {}

    public static void main(String[] args) throws Exception {
        launch(mainClass(), args);
    }

    /**
     * Runs the class {@code main} with {@code args} on a JDK 25 with the engine's flags: here when
     * this JVM is one, else in a JVM this one starts. A compiled script's jar starts here from a
     * main class of its own that names the script's class ({@code flashr.compiler.JarWriter}):
     * reading the manifest to find it loaded the JDK's jar URL handler, some 0.01-0.02 s of this JVM's start-up.
     */
    public static void launch(String main, String[] args) throws Exception {
        if (Runtime.version().feature() >= 25 && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
            Class.forName(main).getMethod("main", String[].class).invoke(null, (Object) args);
            return;
        }
        File java = findJava();
        if (java == null) {
            System.err.println("flashr: needs a JDK 25 or newer; none found in JAVA_HOME, on PATH or in /usr/lib/jvm.");
            System.exit(2);
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(java.getPath());
        cmd.addAll(List.of(JVM_FLAGS));
        String jar = ownJar();
        // A class-data archive beside the jar halves start-up: made for this jar by this JDK (see
        // trainArchive), named after the JDK (StartupArchive), remade when the jar is newer. The
        // JVM checks it again and runs without it when it does not match, so it never stops a run.
        File jsa = StartupArchive.beside(new File(jar), java.getParentFile().getParentFile());
        StartupArchive.dropStale(new File(jar));
        try {
            if (!jsa.exists()) trainArchive(java.toPath(), jar, jsa.toPath(), main);
        } catch (IOException ignored) {
            // a read-only install keeps its archive or runs without one
        }
        if (jsa.exists()) cmd.addAll(List.of("-XX:SharedArchiveFile=" + jsa, "-Xlog:cds=off", "-Xlog:aot=off"));
        cmd.add("-cp");
        cmd.add(jar);
        cmd.add(main);
        cmd.addAll(List.of(args));
        if (System.console() != null) cmd.add(1, "-Dflashr.stderr.tty=true");
        Process p = new ProcessBuilder(cmd).inheritIO().redirectError(ProcessBuilder.Redirect.PIPE).start();
        Thread pump = new Thread(new StderrPump(p), "stderr");
        pump.start();
        // Ctrl-C reaches the whole process group; the child handles it, so this parent must
        // survive it and keep waiting. A TERM to the parent is passed on.
        ignoreInterrupt();
        Runtime.getRuntime().addShutdownHook(new Thread(new Destroy(p)));
        int status = p.waitFor();
        pump.join();
        System.exit(status);
    }

    /**
     * Makes the class-data archive {@code jsa}: a training run of everyday R (flashr.cli.ArchiveTraining,
     * which also loads the classes of a compiled script's {@code main}) lists the classes it loads, then a static dump archives them, with the same module flags as every
     * run. It is put in place whole, as runs may start side by side.
     */
    private static void trainArchive(Path java, String jar, Path jsa, String main) throws IOException {
        Path tmp = jsa.resolveSibling(jsa.getFileName() + "." + ProcessHandle.current().pid());
        Path classes = tmp.resolveSibling(tmp.getFileName() + ".classes");
        try {
            // a compiled script's jar: the training also loads (does not run) the script's classes
            String[] training = main.equals(MAIN) ? new String[] {"-XX:DumpLoadedClassList=" + classes, TRAINING}
                    : new String[] {"-XX:DumpLoadedClassList=" + classes, TRAINING, main};
            if (quietly(java, jar, training)
                    && quietly(java, jar, "-Xshare:dump", "-XX:SharedClassListFile=" + classes, "-XX:SharedArchiveFile=" + tmp)
                    && Files.exists(tmp)) {
                Files.move(tmp, jsa, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            Files.deleteIfExists(tmp);
            Files.deleteIfExists(classes);
        }
    }

    /** Runs the JVM with the usual flags and {@code extra} on the jar, output discarded; true when it succeeded. */
    private static boolean quietly(Path java, String jar, String... extra) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(List.of(JVM_FLAGS));
        cmd.addAll(List.of("-cp", jar));
        cmd.addAll(List.of(extra));
        Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor() == 0;
    }

    /*
     * This class runs in a JVM of its own before every run of the jar, under the user's default
     * java without the flags or archive the run gets, so its start-up time is all cost: it has no
     * lambdas, streams or string concatenation through invokedynamic (the build compiles it with
     * -XDstringConcat=inline), each of which spins classes at run time.
     */

    /**
     * Passes the child's stderr through, minus the JVM's one-line notice about the incubator
     * module: lines until the notice (the JVM's own messages, before any R code runs), then the
     * bytes as they come, unread and unconverted (no charset decoder, no per-line copy).
     */
    private static final class StderrPump implements Runnable {
        private final Process p;

        StderrPump(Process p) {
            this.p = p;
        }

        @Override
        public void run() {
            byte[] notice = (INCUBATOR_NOTICE + "\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
            java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
            java.io.OutputStream out = new java.io.FileOutputStream(java.io.FileDescriptor.err);
            byte[] buf = new byte[8192];
            boolean seen = false;
            try (java.io.InputStream in = p.getErrorStream()) {
                int n;
                while ((n = in.read(buf)) > 0) {
                    int from = 0;
                    for (int i = 0; i < n && !seen; i++) {
                        if (buf[i] != '\n') continue;
                        line.write(buf, from, i + 1 - from);
                        from = i + 1;
                        byte[] l = line.toByteArray();
                        line.reset();
                        if (Arrays.equals(l, notice)) seen = true;
                        else out.write(l);
                    }
                    if (seen) out.write(buf, from, n - from);
                    else line.write(buf, from, n - from);
                }
                out.write(line.toByteArray()); // a last line without its newline
            } catch (IOException ignored) {
                // the child is gone
            }
        }
    }

    /** Ends the child when this parent is ended. */
    private static final class Destroy implements Runnable {
        private final Process p;

        Destroy(Process p) {
            this.p = p;
        }

        @Override
        public void run() {
            p.destroy();
        }
    }

    /** The class to run: the manifest's Flashr-Main (a compiled script's jar names its main class there), else the console. */
    static String mainClass() {
        // the class loader's own copy of the jar, already open (a JarFile of it would read its index again)
        try (java.io.InputStream in = Boot.class.getResourceAsStream("/META-INF/MANIFEST.MF")) {
            if (in == null) return MAIN; // run from class folders
            String main = new java.util.jar.Manifest(in).getMainAttributes().getValue("Flashr-Main");
            return main == null || main.isEmpty() ? MAIN : main;
        } catch (IOException e) {
            return MAIN;
        }
    }

    private static String ownJar() throws Exception {
        return new File(Boot.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getPath();
    }

    /**
     * The java of a JDK 25 or newer: JAVA_HOME, then java on PATH, then the usual install folders,
     * newest first; null when there is none. (java.io, as everything here: see {@link StartupArchive}.)
     */
    static File findJava() {
        List<File> homes = new ArrayList<>();
        String jh = System.getenv("JAVA_HOME");
        if (jh != null && !jh.isEmpty()) homes.add(new File(jh));
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                File j = new File(dir, "java");
                if (!dir.isEmpty() && j.isFile() && j.canExecute()) {
                    try {
                        homes.add(j.getCanonicalFile().getParentFile().getParentFile());
                    } catch (IOException | NullPointerException ignored) {
                        // a broken link on PATH, or java at the root: not a JDK
                    }
                }
            }
        }
        for (String root : new String[] {"/usr/lib/jvm", "/opt/java", "/usr/local/lib/jvm", "/Library/Java/JavaVirtualMachines"}) {
            String[] names = new File(root).list();
            if (names == null) continue; // folder absent
            Arrays.sort(names, Collections.reverseOrder());
            for (String n : names) homes.add(new File(root, n));
        }
        for (File home : homes) {
            for (File h : new File[] {home, new File(home, "Contents/Home")}) {
                File bin = new File(h, "bin/java");
                if (bin.isFile() && bin.canExecute() && featureVersion(h) >= 25) return bin;
            }
        }
        return null;
    }

    private static int featureVersion(File home) {
        String v = releaseValue(home, "JAVA_VERSION");
        if (v == null) return -1; // no release file: not a JDK we can recognise
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) end++;
        return end == 0 || end > 9 ? -1 : Integer.parseInt(v.substring(0, end));
    }

    /** {@code KEY="value"} of a JDK's release file: the value, or null when the file or the key is missing. */
    static String releaseValue(File javaHome, String key) {
        byte[] bytes;
        try (java.io.FileInputStream in = new java.io.FileInputStream(new File(javaHome, "release"))) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
        String prefix = key + "=\"";
        for (String line : new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).split("\n")) {
            if (line.startsWith(prefix)) {
                String v = line.substring(prefix.length());
                return v.endsWith("\"") ? v.substring(0, v.length() - 1) : v;
            }
        }
        return null;
    }

    @SuppressWarnings("removal")
    private static void ignoreInterrupt() {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), new sun.misc.SignalHandler() {
                @Override
                public void handle(sun.misc.Signal s) {
                    // the child handles it
                }
            });
        } catch (Throwable ignored) {
            // signals are not available on every platform
        }
    }
}

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Warm timing: runs an R script N times in one JVM (one fresh session each) and prints the best
 * process CPU time and the best wall time, in ms (CPU is the steadier figure on a loaded machine). Usage (see run.sh):
 * java -cp repl/target/flashr.jar bench/language/Warm.java script.R [runs]
 */
public class Warm {
    public static void main(String[] args) throws Exception {
        String src = Files.readString(Path.of(args[0]));
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        var bean = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        long best = Long.MAX_VALUE, bestWall = Long.MAX_VALUE;
        for (int i = 0; i < runs; i++) {
            PrintStream out = new PrintStream(new ByteArrayOutputStream());
            Session s = new Session(out, out);
            long t0 = bean.getProcessCpuTime(), w0 = System.nanoTime();
            s.runScript(src, args[0]);
            long t = bean.getProcessCpuTime() - t0;
            bestWall = Math.min(bestWall, System.nanoTime() - w0);
            best = Math.min(best, t);
        }
        System.out.printf("%s best of %d: %.0f ms CPU, %.0f ms wall%n", Path.of(args[0]).getFileName(), runs, best / 1e6, bestWall / 1e6);
    }
}

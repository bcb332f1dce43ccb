import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/** A Vector API loop (sum of 2x + 1), timed in thread CPU time per call after warm-up. */
public class VectorSumKernel {
    static final VectorSpecies<Double> S = DoubleVector.SPECIES_PREFERRED;

    static double sum(double[] x) {
        DoubleVector acc = DoubleVector.zero(S);
        int i = 0;
        for (; i <= x.length - S.length(); i += S.length()) acc = acc.add(DoubleVector.fromArray(S, x, i).mul(2.0).add(1.0));
        double s = acc.reduceLanes(VectorOperators.ADD);
        for (; i < x.length; i++) s += x[i] * 2 + 1;
        return s;
    }

    public static void run() {
        double[] x = new double[1 << 20];
        for (int i = 0; i < x.length; i++) x[i] = i % 7;
        var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        double s = 0;
        for (int round = 0; round < 30; round++) {
            long t = cpu.getCurrentThreadCpuTime();
            for (int k = 0; k < 20; k++) s += sum(x);
            if (round % 10 == 9) System.out.printf("round %d: %.2f ms CPU a sum of 2^20%n", round, (cpu.getCurrentThreadCpuTime() - t) / 20 / 1e6);
        }
        System.out.println(s);
    }
}

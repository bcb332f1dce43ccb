package flashr.bench.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.ml.classification.LogisticRegression;
import org.apache.spark.ml.feature.LabeledPoint;
import org.apache.spark.mllib.clustering.KMeans;
import org.apache.spark.mllib.clustering.KMeansModel;
import org.apache.spark.mllib.linalg.Vector;
import org.apache.spark.mllib.linalg.Vectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * The suite's k-means and logistic regression in Spark MLlib, local mode on every core, the way a
 * Spark user writes them. Usage: {@code SparkWorkloads N P RUNS OUT LABEL}; appends run.R's result
 * lines to OUT. The data have the suite's distributions (X uniform on [-1, 1], y Bernoulli of
 * logistic(X beta), beta evenly from -1 to 1) drawn by Spark's own generator, so digests are not
 * compared. k-means: 10 Lloyd iterations from the first ten rows (mllib's KMeans with an initial
 * model and no tolerance). Logistic regression: MLlib's L-BFGS for 5 iterations without
 * regularisation or intercept (the suite's R and numpy take 5 Newton steps: same passes over X
 * per iteration, a different optimiser).
 */
public final class SparkWorkloads {
    private SparkWorkloads() {}

    public static void main(String[] args) throws IOException {
        long n = (long) Double.parseDouble(args[0]);
        int p = Integer.parseInt(args[1]), runs = Integer.parseInt(args[2]);
        Path out = Path.of(args[3]);
        String label = args[4];
        int cores = Runtime.getRuntime().availableProcessors();
        SparkSession spark = SparkSession.builder().master("local[" + cores + "]").appName("flashr bench")
                .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", cores).getOrCreate();
        spark.sparkContext().setLogLevel("ERROR");
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());

        long t0 = System.nanoTime();
        int parts = Math.max(cores, (int) Math.min(4096, n * p / 1_000_000));
        double[] beta = IntStream.range(0, p).mapToDouble(j -> p == 1 ? -1 : -1 + 2.0 * j / (p - 1)).toArray();
        JavaRDD<LabeledPoint> data = jsc.parallelize(IntStream.range(0, parts).boxed().toList(), parts)
                .flatMap(part -> rows(part, parts, n, p, beta).iterator()).persist(StorageLevel.MEMORY_ONLY());
        data.count();
        JavaRDD<Vector> x = data.map(r -> Vectors.dense(r.features().toArray())).persist(StorageLevel.MEMORY_ONLY());
        x.count();
        Dataset<Row> frame = spark.createDataFrame(data, LabeledPoint.class).persist(StorageLevel.MEMORY_ONLY());
        frame.count();
        double gen = (System.nanoTime() - t0) / 1e9;

        KMeansModel initial = new KMeansModel(x.take(10).toArray(new Vector[0]));
        measure(out, label, "kmeans", 10 * n * p * 8, gen, runs, () -> new KMeans().setK(10).setMaxIterations(10)
                .setEpsilon(0).setInitialModel(initial).run(x.rdd()).clusterCenters().length);
        measure(out, label, "logreg", 5 * n * p * 8, gen, runs, () -> new LogisticRegression().setMaxIter(5)
                .setRegParam(0).setTol(0).setFitIntercept(false).setStandardization(false).fit(frame)
                .coefficients().size());
        spark.stop();
    }

    /** The rows of one partition, from a generator seeded by the partition's index. */
    private static List<LabeledPoint> rows(int part, int parts, long n, int p, double[] beta) {
        long from = n * part / parts, to = n * (part + 1) / parts;
        SplittableRandom rng = new SplittableRandom(42L * 1_000_003L + part);
        List<LabeledPoint> rows = new ArrayList<>((int) (to - from));
        for (long i = from; i < to; i++) {
            double[] v = new double[p];
            double eta = 0;
            for (int j = 0; j < p; j++) {
                v[j] = rng.nextDouble(-1, 1);
                eta += v[j] * beta[j];
            }
            double y = rng.nextDouble() < 1 / (1 + Math.exp(-eta)) ? 1 : 0;
            rows.add(new LabeledPoint(y, org.apache.spark.ml.linalg.Vectors.dense(v)));
        }
        return rows;
    }

    /** A warm-up this long or longer is followed by one timed run, not RUNS (as run.R does). */
    private static final long LONG_SECONDS = 30;

    /** One warm-up, then RUNS timed runs; a line as run.R writes it (digest NA: other data). */
    private static void measure(Path out, String label, String workload, long bytes, double gen, int runs,
                                Supplier<Object> f) throws IOException {
        long warm = System.nanoTime();
        f.get();
        if (System.nanoTime() - warm >= LONG_SECONDS * 1_000_000_000L) runs = 1;
        double[] ts = new double[runs];
        for (int r = 0; r < runs; r++) {
            long t = System.nanoTime();
            f.get();
            ts[r] = (System.nanoTime() - t) / 1e9;
        }
        Arrays.sort(ts);
        double median = runs % 2 == 1 ? ts[runs / 2] : (ts[runs / 2 - 1] + ts[runs / 2]) / 2;
        String line = String.join("\t", label, workload, String.format("%.5f", median), String.format("%.5f", ts[0]),
                Integer.toString(runs), String.format("%.3f", gen), "bytes", Long.toString(bytes),
                String.format("%.0f", peakMegabytes()), "NA") + "\n";
        Files.writeString(out, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The process's resident high-water mark (VmHWM), as the other peers report it. */
    private static double peakMegabytes() throws IOException {
        for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (l.startsWith("VmHWM:")) return Long.parseLong(l.replaceAll("\\D", "")) / 1024.0;
        }
        return Double.NaN;
    }
}

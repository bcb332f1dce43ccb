package example;

import flashr.embed.Arg;
import flashr.embed.Flashr;
import flashr.embed.RException;
import flashr.embed.RObject;
import flashr.embed.Session;
import flashr.embed.SessionOptions;
import java.util.Random;

/**
 * k-means from Java with flashr: the points are made in Java, handed to a flashr session as a
 * matrix in its engine, clustered by R's {@code kmeans} (Lloyd's algorithm, which runs in the
 * engine's parallel passes for a matrix of a million elements or more), and the fit read back into
 * Java. Usage: {@code KMeansExample [points]}.
 */
public final class KMeansExample {
    /** The centres the points are drawn around. */
    private static final double[][] CENTRES = {{0, 0}, {6, 1}, {2, 7}};

    public static void main(String[] args) throws RException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 600_000;
        double[][] points = new double[n][2];
        Random random = new Random(42);
        for (int i = 0; i < n; i++) {
            double[] c = CENTRES[i % CENTRES.length];
            points[i][0] = c[0] + random.nextGaussian();
            points[i][1] = c[1] + random.nextGaussian();
        }
        // engine operations from a million elements on (the default waits for 2^21)
        SessionOptions options = SessionOptions.defaults().threads(2).engineThreshold(1_000_000);
        try (Session r = Flashr.session(options)) {
            RObject x = r.toEngine(points);
            // the first point of each cluster starts it: the result does not depend on random starts
            RObject start = RObject.of(new double[][] {points[0], points[1], points[2]});
            RObject fit = r.call("kmeans", x, start, Arg.named("iter.max", 30), Arg.named("algorithm", "Lloyd"));

            int[] sizes = fit.get("size").toIntArray();
            double[] centres = fit.get("centers").toDoubleArray(); // k x 2, by columns as R stores it
            int k = sizes.length;
            System.out.printf("k-means of %d points (a matrix held by flashr's engine: %b): %d clusters after %d iterations%n",
                    n, x.isEngineMatrix(), k, fit.get("iter").asInt());
            for (int j = 0; j < k; j++) {
                System.out.printf("cluster %d: %d points around (%.2f, %.2f)%n", j + 1, sizes[j], centres[j], centres[j + k]);
            }
            r.put("fit", fit);
            System.out.printf("between / total sum of squares: %.1f %%%n", 100 * r.eval("fit$betweenss / fit$totss").asDouble());
            System.out.print(r.capture("round(fit$centers, 2)"));
        }
    }
}

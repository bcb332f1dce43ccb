package flashr.base.matrix;

import flashr.lang.RError;

/** Matrix norms as LAPACK's dlange computes them (column-major, m x n). */
final class LinalgNorms {
    private LinalgNorms() {}

    static double oneNorm(double[] a, int m, int n) {
        double value = 0;
        for (int j = 0; j < n; j++) {
            double sum = 0;
            for (int i = 0; i < m; i++) sum += Math.abs(a[i + j * m]);
            if (value < sum || Double.isNaN(sum)) value = sum;
        }
        return value;
    }

    /** dlange(type): "M" max abs, "O"/"1" max column sum, "I" max row sum, "F"/"E" Frobenius. */
    static double dlange(String type, double[] a, int m, int n) {
        char t = type.isEmpty() ? '?' : Character.toUpperCase(type.charAt(0));
        if (m == 0 || n == 0) {
            if ("M1OIFE".indexOf(t) < 0) throw badType(type);
            return 0;
        }
        switch (t) {
            case 'M' -> {
                double value = 0;
                for (double v : a) {
                    double x = Math.abs(v);
                    if (value < x || Double.isNaN(x)) value = x;
                }
                return value;
            }
            case 'O', '1' -> {
                return oneNorm(a, m, n);
            }
            case 'I' -> {
                double[] work = new double[m];
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < m; i++) work[i] += Math.abs(a[i + j * m]);
                }
                double value = 0;
                for (double x : work) {
                    if (value < x || Double.isNaN(x)) value = x;
                }
                return value;
            }
            case 'F', 'E' -> {
                // dlassq per column: each column's sum of squares, then added to the running total
                double total = 0;
                for (int j = 0; j < n; j++) {
                    double col = 0;
                    for (int i = 0; i < m; i++) {
                        double x = Math.abs(a[i + j * m]);
                        col += x * x;
                    }
                    total = col + total;
                }
                return Math.sqrt(total);
            }
            default -> throw badType(type);
        }
    }

    private static RError badType(String type) {
        return new RError("argument type[1]='" + type + "' must be one of 'M','1','O','I','F' or 'E'");
    }
}

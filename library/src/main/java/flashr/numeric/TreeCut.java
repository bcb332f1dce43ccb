package flashr.numeric;

/**
 * {@code cutree}'s groups as R's C code finds them: the merges of a tree (hclust's signed codes)
 * are replayed until the wanted number of clusters is left, and the clusters are numbered in
 * the order of their first observation, singletons included.
 */
public final class TreeCut {
    private TreeCut() {}

    /**
     * Column j numbers the clusters left when the tree is cut into
     * which[j] groups, in order of each cluster's first observation.
     */
    public static int[] groups(int[] merge, int[] which) {
        int n = merge.length / 2 + 1;
        boolean[] single = new boolean[n + 1];
        int[] mNr = new int[n + 1], z = new int[n + 1];
        int[] ans = new int[n * which.length];
        java.util.Arrays.fill(single, true);
        int mm = 0;
        for (int k = 1; k <= n - 1; k++) {
            int m1 = merge[k - 1], m2 = merge[n - 1 + k - 1];
            if (m1 < 0 && m2 < 0) {
                mNr[-m1] = mNr[-m2] = k;
                single[-m1] = single[-m2] = false;
            } else if (m1 < 0 || m2 < 0) {
                int j;
                if (m1 < 0) {
                    j = -m1;
                    m1 = m2;
                } else j = -m2;
                for (int l = 1; l <= n; l++) if (mNr[l] == m1) mNr[l] = k;
                mNr[j] = k;
                single[j] = false;
            } else {
                for (int l = 1; l <= n; l++) if (mNr[l] == m1 || mNr[l] == m2) mNr[l] = k;
            }
            boolean found = false;
            for (int j = 0; j < which.length; j++) {
                if (which[j] != n - k) continue;
                if (!found) {
                    found = true;
                    java.util.Arrays.fill(z, 0);
                    int nclust = 0;
                    mm = j * n;
                    for (int l = 1; l <= n; l++) {
                        if (single[l]) ans[mm + l - 1] = ++nclust;
                        else {
                            if (z[mNr[l]] == 0) z[mNr[l]] = ++nclust;
                            ans[mm + l - 1] = z[mNr[l]];
                        }
                    }
                } else {
                    System.arraycopy(ans, mm, ans, j * n, n);
                }
            }
        }
        for (int j = 0; j < which.length; j++) {
            if (which[j] == n) for (int l = 1; l <= n; l++) ans[j * n + l - 1] = l;
        }
        return ans;
    }
}

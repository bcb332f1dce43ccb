package flashr.fm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sparse matrices through a session: in the file store (in.mem = FALSE, fm.conv.store) against the
 * same matrices on the heap and R's dense arithmetic; nnzero against R's definition (NA counted,
 * not counted, NA); fm.rsparse.proj's shape, values and products; an edge list of several
 * megabytes, parsed by several threads, against R's own reading of it, and its errors' line numbers.
 */
class SparseStorageTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    @TempDir
    Path dir;

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void matricesInFilesComputeWhatDenseArithmeticDoes() {
        String r = run("""
                set.seed(11)
                ok <- TRUE
                for (trial in 1:12) {
                    n <- sample(c(1, 2, 7, 40), 1); m <- sample(c(1, 3, 9, 33), 1); k <- sample(1:3, 1)
                    nnz <- sample(0:(2 * n * m), 1)
                    i <- sample(n, nnz, replace = TRUE, prob = (1:n)^2); j <- sample(m, nnz, replace = TRUE)
                    x <- round(rnorm(nnz), 2)
                    if (nnz > 0 && trial %% 4 == 0) x[1] <- NA
                    D <- matrix(0, n, m)
                    for (e in seq_len(nnz)) D[i[e], j[e]] <- D[i[e], j[e]] + x[e]
                    S <- .fm.sparse.triplets(i, j, x, n, m, FALSE)
                    H <- fm.conv.store(S, in.mem = TRUE)
                    X <- matrix(rnorm(m * k), m, k); Y <- matrix(rnorm(n * k), n, k)
                    same <- function(a, b) isTRUE(all.equal(unname(as.matrix(fm.conv.FM2R(a))), unname(as.matrix(b)), tolerance = 1e-12))
                    ok <- ok && !fm.in.mem(S) && fm.in.mem(H) && !fm.in.mem(t(S)) && identical(fm.conv.FM2R(S), D) &&
                        identical(fm.conv.FM2R(H), D) && same(S %*% X, D %*% X) && same(t(S) %*% Y, t(D) %*% Y) &&
                        same(crossprod(S, Y), crossprod(D, Y)) && same(rowSums(S), rowSums(D)) &&
                        same(colMeans(S), colMeans(D)) && identical(nnzero(S), nnzero(D)) &&
                        identical(nnzero(S, TRUE), nnzero(D, TRUE)) && identical(nnzero(S, FALSE), nnzero(D, FALSE))
                    if (!ok) { print(trial); break }
                }
                ok
                """);
        assertEquals("[1] TRUE\n", r);
    }

    @Test
    void nnzeroIsMatrixsDefinition() {
        assertEquals("[1] NA\n[1] 4\n[1] 2\n[1] 0\n[1] 0\n[1] 3\n[1] 3\n", run("""
                x <- c(0, 1, NA, -2, 0, NaN)
                nnzero(x); nnzero(x, TRUE); nnzero(x, FALSE)
                nnzero(numeric(0)); nnzero(fm.as.sparse.matrix(matrix(0, 2, 3)))
                nnzero(fm.conv.R2FM(c(1, 0, 2, 0, 3))); nnzero(fm.as.sparse.matrix(matrix(c(1, 0, 2, 3), 2)))
                """));
    }

    @Test
    void randomSparseProjections() {
        String r = run("""
                set.seed(5)
                P <- fm.rsparse.proj(200, 4, 0.1)
                D <- fm.conv.FM2R(P)
                set.seed(5)
                Q <- fm.conv.FM2R(fm.rsparse.proj(200, 4, 0.1))
                X <- fm.runif.matrix(3000, 200)
                c(fm.is.sparse(P), identical(dim(P), c(200L, 4L)), all(D %in% c(-1, 0, 1)), identical(D, Q),
                  abs(nnzero(P) / 800 - 0.1) < 0.05,
                  isTRUE(all.equal(fm.conv.FM2R(X %*% P), fm.conv.FM2R(X) %*% D)),
                  nnzero(fm.rsparse.proj(1, 1, 0)) == 0, nnzero(fm.rsparse.proj(3, 2, 1)) == 6)
                """);
        assertEquals("[1] TRUE TRUE TRUE TRUE TRUE TRUE TRUE TRUE\n", r);
        assertTrue(run("fm.rsparse.proj(0, 3, 0.1)").contains("we can't generate a matrix with 0 rows or cols"));
        assertTrue(run("fm.rsparse.proj(3, 3, 2)").contains("'density' must be a number between 0 and 1"));
    }

    @Test
    void aLargeEdgeListIsParsedInChunksAsRReadsIt() throws IOException {
        // ~1.7 MB: cut into chunks parsed at once; ids written as digits and as R writes large numbers
        Random rnd = new Random(9);
        StringBuilder sb = new StringBuilder("# a graph\n"), plain = new StringBuilder();
        int n = 120000;
        for (int e = 0; e < n; e++) {
            int f = (int) (50000 * Math.pow(rnd.nextDouble(), 3)), t = rnd.nextInt(50000);
            if (e % 5000 == 0) sb.append("% comment\n\n");
            int v = rnd.nextInt(9) - 4;
            sb.append(f).append(e % 7 == 0 ? "\t" : " ").append(t % 1000 == 0 && t > 0 ? (t / 1000) + "e+03" : String.valueOf(t))
                    .append(' ').append(v).append(e % 11 == 0 ? "\r\n" : "\n");
            plain.append(f).append(' ').append(t).append(' ').append(v).append('\n');
        }
        Path p = dir.resolve("big.txt"), ref = dir.resolve("plain.txt");
        Files.writeString(p, sb);
        Files.writeString(ref, plain);
        String r = run("""
                f <- '%s'
                e <- scan('%s', what = list(0, 0, 0), quiet = TRUE)
                N <- max(e[[1]], e[[2]]) + 1
                v <- seq_len(N) %%%% 13
                s <- rowsum(e[[3]] * v[e[[2]] + 1], e[[1]])
                ref <- numeric(N)
                ref[as.numeric(rownames(s)) + 1] <- s
                for (mem in c(TRUE, FALSE)) {
                    A <- fm.load.sparse.matrix(f, in.mem = mem, ele.type = 'D')
                    print(c(all(dim(A) == N), isTRUE(all.equal(as.vector(fm.conv.FM2R(A %%*%% v)), ref)),
                            fm.in.mem(A) == mem))
                }
                """.formatted(p, ref));
        assertEquals("[1] TRUE TRUE TRUE\n[1] TRUE TRUE TRUE\n", r);
        // a bad line far into the file: its number counts the lines of the chunks before it
        String lines = sb.toString();
        int cut = lines.indexOf('\n', lines.length() * 3 / 4) + 1;
        long lineNo = lines.substring(0, cut).chars().filter(c -> c == '\n').count() + 1;
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, lines.substring(0, cut) + "12 zz 1\n" + lines.substring(cut));
        assertTrue(run("fm.load.sparse.matrix('" + bad + "', ele.type = 'D')")
                .contains("line " + lineNo + " of 'bad.txt' has a vertex id that is not a whole number from 0: 'zz'"), out.toString());
    }

    @Test
    void matrixMarketFilesAsTheFormatSays() throws IOException {
        Path general = dir.resolve("g.mtx"), sym = dir.resolve("s.mtx"), skew = dir.resolve("k.mtx");
        Files.writeString(general, "%%MatrixMarket matrix coordinate real general\n% a comment\n\n3 4 4\n1 1 2.5\n3 4 -1\n2 2 1e3\n3 1 NA\n");
        Files.writeString(sym, "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 2\n2 1\n3 3");
        Files.writeString(skew, "%%MatrixMarket matrix coordinate integer skew-symmetric\n3 3 1\n2 1 4\n");
        assertEquals("[1] TRUE TRUE TRUE TRUE TRUE TRUE\n", run("""
                D <- matrix(0, 3, 4); D[1, 1] <- 2.5; D[3, 4] <- -1; D[2, 2] <- 1000; D[3, 1] <- NA
                A <- fm.load.sparse.matrix('%s', in.mem = FALSE); S <- fm.load.sparse.matrix('%s'); K <- fm.load.sparse.matrix('%s')
                c(identical(fm.conv.FM2R(A), D), !fm.is.sym(A), identical(fm.conv.FM2R(S), matrix(c(0, 1, 0, 1, 0, 0, 0, 0, 1), 3)),
                  fm.is.sym(S), identical(fm.conv.FM2R(K), matrix(c(0, 4, 0, -4, 0, 0, 0, 0, 0), 3)), !fm.is.sym(K))
                """.formatted(general, sym, skew)));
        Path outside = dir.resolve("o.mtx"), zero = dir.resolve("z.mtx"), dense = dir.resolve("d.mtx");
        Files.writeString(outside, "%%MatrixMarket matrix coordinate real general\n2 2 1\n3 1 1\n");
        Files.writeString(zero, "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n0 1 1\n");
        Files.writeString(dense, "%%MatrixMarket matrix array real general\n2 2\n");
        assertTrue(run("fm.load.sparse.matrix('" + outside + "')").contains("an entry of 'o.mtx' lies outside its 2 x 2 matrix"));
        assertTrue(run("fm.load.sparse.matrix('" + zero + "')").contains("line 4 of 'z.mtx' has an index of 0"));
        assertTrue(run("fm.load.sparse.matrix('" + dense + "')").contains("is a dense ('array') Matrix Market file"));
    }
}

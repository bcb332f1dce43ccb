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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FlashR's sparse matrices through a session, differentially: products, transposes and sums of
 * random sparse matrices against R's dense arithmetic on the same entries, and PageRank by SpMM
 * against a plain R iteration over the edge list, on random graphs with empty rows, self loops,
 * duplicate edges and isolated vertices, and on 1-vertex graphs.
 */
class SparseMatricesTest {
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
    void productsTransposesAndSumsMatchDenseArithmetic() {
        String r = run("""
                set.seed(3)
                ok <- TRUE
                for (trial in 1:20) {
                    n <- sample(c(1, 2, 5, 17, 40), 1); m <- sample(c(1, 3, 8, 33), 1); k <- sample(1:4, 1)
                    D <- matrix(0, n, m)
                    nz <- sample(n * m, sample(0:(n * m), 1))
                    D[nz] <- round(rnorm(length(nz)), 2)
                    if (length(nz) > 0 && trial %% 5 == 0) D[nz[1]] <- NA
                    S <- fm.as.sparse.matrix(D)
                    X <- matrix(rnorm(m * k), m, k); Y <- matrix(rnorm(n * k), n, k)
                    v <- rnorm(m); w <- rnorm(n)
                    same <- function(a, b) isTRUE(all.equal(unname(as.matrix(fm.conv.FM2R(a))), unname(as.matrix(b)), tolerance = 1e-12))
                    ok <- ok && fm.is.sparse(S) && identical(dim(S), dim(D)) && identical(fm.conv.FM2R(S), D) &&
                        same(S %*% X, D %*% X) && same(S %*% v, D %*% v) && same(S %*% fm.conv.R2FM(X), D %*% X) &&
                        same(t(S) %*% Y, t(D) %*% Y) && same(crossprod(S, Y), crossprod(D, Y)) &&
                        same(t(X) %*% t(S), t(X) %*% t(D)) && same(w %*% S, w %*% D) &&
                        identical(fm.conv.FM2R(t(S)), t(D)) && same(rowSums(S), rowSums(D)) && same(colSums(S), colSums(D)) &&
                        same(rowMeans(S), rowMeans(D)) && same(colMeans(S), colMeans(D))
                    if (!ok) { print(trial); break }
                }
                ok
                """);
        assertEquals("[1] TRUE\n", r);
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void pageRankBySpmmMatchesThePlainIteration() throws IOException {
        String r = run("""
                pr.fm <- function(A, niters, d = 0.15) {
                    N <- dim(A)[1]
                    out.deg <- A %*% fm.rep.int(1, N)
                    pr <- fm.rep.int(1 / N, N)
                    At <- t(A)
                    for (i in seq_len(niters)) pr <- d / N + (1 - d) * (At %*% (pr / out.deg))
                    as.vector(fm.conv.FM2R(pr))
                }
                pr.ref <- function(from, to, N, niters, d = 0.15) {
                    deg <- tabulate(from + 1, N)
                    pr <- rep(1 / N, N)
                    for (i in seq_len(niters)) {
                        s <- numeric(N)
                        for (e in seq_along(from)) s[to[e] + 1] <- s[to[e] + 1] + pr[from[e] + 1] / deg[from[e] + 1]
                        pr <- d / N + (1 - d) * s
                    }
                    pr
                }
                set.seed(7)
                ok <- TRUE
                for (trial in 1:6) {
                    N <- c(1, 2, 9, 50, 300, 1)[trial]
                    m <- if (N == 1) 1 else sample(0:(4 * N), 1)
                    from <- sample(N, m, replace = TRUE, prob = (1:N)^2) - 1   # skewed: many rows empty
                    to <- sample(N, m, replace = TRUE) - 1
                    if (m > 0) to[1] <- from[1]                                  # a self loop
                    from <- c(from, N - 1); to <- c(to, N - 1)                   # the largest id is a vertex
                    f <- tempfile(); writeLines(c("# edges", paste(from, to)), f)
                    A <- fm.load.sparse.matrix(f)
                    ok <- ok && dim(A)[1] == N && isTRUE(all.equal(pr.fm(A, 4), pr.ref(from, to, N, 4), tolerance = 1e-12))
                    if (!ok) { print(c(trial, N, m)); break }
                }
                ok
                """);
        assertEquals("[1] TRUE\n", r);
    }

    @Test
    void edgeListsLoadWithFlashRsArguments() throws IOException {
        Path plain = write("g.txt", "% comment\n0 1\n\n0 2\n1 2\n2 0\n3 3\n1 2\n");
        Path weighted = write("w.csv", "0,1,2.5\n1,0,-1\n2,2,4\n");
        Path bad = write("bad.txt", "0 1\n1 x\n");
        assertEquals("""
                FlashR sparse matrix 4 x 4 with 5 non-zero entries (double)
                     [,1] [,2] [,3] [,4]
                [1,]    0    1    1    0
                [2,]    0    0    2    0
                [3,]    1    0    0    0
                [4,]    0    0    0    1
                [1] TRUE
                [1] "fm"
                """, run("A <- fm.load.sparse.matrix('" + plain + "'); A; fm.is.sparse(A); class(A)"));
        assertEquals("""
                     [,1] [,2] [,3]
                [1,]  0.0   -1    0
                [2,]  2.5    0    0
                [3,]  0.0    0    4
                """, run("fm.conv.FM2R(t(fm.load.sparse.matrix('" + weighted + "', ele.type = 'D', delim = ',')))"));
        assertEquals("[1] 0 2 0 2 0 0 0 0 1\n",
                run("as.vector(fm.conv.FM2R(fm.load.sparse.matrix('" + weighted + "', is.sym = TRUE)))"));
        // fm.is.sym says whether the matrix was loaded as symmetric (so does its transpose)
        assertEquals("[1]  TRUE FALSE  TRUE FALSE\n", run("S <- fm.load.sparse.matrix('" + weighted + "', is.sym = TRUE); "
                + "c(fm.is.sym(S), fm.is.sym(fm.load.sparse.matrix('" + weighted + "')), fm.is.sym(t(S)), fm.is.sym(fm.runif.matrix(3, 2)))"));
        Path rWritten = write("r.txt", "2e+00 0\n0 1\n");   // ids as R's paste writes large ones
        assertEquals("[1] 3 3\n", run("dim(fm.load.sparse.matrix('" + rWritten + "'))"));
        assertTrue(run("fm.load.sparse.matrix('" + write("neg.txt", "0 -1\n") + "')").contains("'-1'"));
        assertTrue(run("fm.load.sparse.matrix('" + bad + "')").contains("line 2 of 'bad.txt' has a vertex id that is not a whole number from 0: 'x'"));
        assertTrue(run("fm.load.sparse.matrix('" + dir.resolve("none.txt") + "')").contains("cannot open file"));
        assertTrue(run("fm.load.sparse.matrix('" + plain + "', ele.type = 'Q')").contains("'ele.type' must be"));
        assertTrue(run("A <- fm.load.sparse.matrix('" + plain + "'); A %*% 1:3").contains("non-conformable arguments"));
        assertEquals("[1] FALSE\n[1] TRUE\n", run("A <- fm.load.sparse.matrix('" + plain + "', in.mem = FALSE); fm.in.mem(A); "
                + "identical(fm.conv.FM2R(A), fm.conv.FM2R(fm.load.sparse.matrix('" + plain + "')))"));
    }

    @Test
    void settingsAndFactorSlots() {
        assertEquals("[1] TRUE\n[1] FALSE\n[1] \"warning\"\n[1] \"debug\"\n",
                run("fm.env$fm.test.na; fm.set.test.na(FALSE); fm.env$fm.test.na; fm.env$fm.log.level; fm.set.log.level('debug'); fm.env$fm.log.level"));
        assertEquals("[1] 2 5 9\n[1] 2 1 1\n",
                run("f <- fm.as.factor(fm.conv.R2FM(c(5, 2, 9, 2))); as.vector(f@vals); as.vector(f@cnts)"));
        assertTrue(run("f <- fm.as.factor(fm.conv.R2FM(c(5, 2))); f@nope").contains("no slot of name \"nope\" for this object of class \"fmVFactor\""));
    }
}

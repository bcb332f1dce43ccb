package flashr.fm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * FlashR-learn's graph algorithms on a generated power-law graph (skewed degrees, isolated and
 * dangling vertices), in the file store and on the heap, against base R's dense eigen, svd and a
 * plain PageRank loop: fm.spectral.embedding's four variants (symmetric) and singular triplets
 * (directed), eigs_sym on sparse, R and function operators, fm.PageRank; and a spectral
 * embedding written the way FlashR-learn writes it (fm.eigen with block_size/num_blocks,
 * fm.mapply.col, drop(fm %*% fm.rep.int(1, ncol(fm))), class(fm) == "fm", fm.is.sym).
 */
class SparseGraphAlgorithmsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    private static final String GRAPH = """
            set.seed(3)
            n <- 40; m <- 80
            from <- floor(n * runif(m)^3); to <- sample.int(n, m, replace = TRUE) - 1
            keep <- from != to; from <- c(from[keep], n - 1); to <- c(to[keep], 0)
            f <- tempfile(); writeLines(paste(from, to), f)
            """;

    @Test
    void spectralEmbeddingsMatchDenseEigenDecompositions() {
        String r = run(GRAPH + """
                ok <- TRUE
                Sf <- fm.load.sparse.matrix(f, is.sym = TRUE, in.mem = FALSE)
                Sm <- fm.load.sparse.matrix(f, is.sym = TRUE)
                D <- fm.conv.FM2R(Sm)
                deg <- rowSums(D)
                e <- eigen(D, symmetric = TRUE)$values
                {
                    for (w in c("A", "Aug", "L", "nL")) {
                        S <- if (w %in% c("A", "L")) Sf else Sm
                        r <- fm.spectral.embedding(S, 2, which = w, tol = 1e-10)
                        ref <- switch(w, A = e[order(-abs(e))][1:2],
                            Aug = { v <- eigen(D + diag(deg / n), symmetric = TRUE)$values; v[order(-abs(v))][1:2] },
                            L = sort(eigen(diag(deg) - D, symmetric = TRUE)$values)[1:2],
                            nL = { dh <- ifelse(deg > 0, 1 / sqrt(deg), 0); sort(eigen(diag(n) - dh * t(dh * D), symmetric = TRUE)$values)[1:2] })
                        ok <- ok && fm.is.sym(S) && isTRUE(all.equal(r$values, ref, tolerance = 1e-8))
                        if (!ok) { print(w); break }
                    }
                }
                A <- fm.load.sparse.matrix(f, in.mem = FALSE)
                r <- fm.spectral.embedding(A, 2, tol = 1e-10)
                sv <- svd(fm.conv.FM2R(A))
                c(ok, !fm.is.sym(A), isTRUE(all.equal(r$values, sv$d[1:2])),
                  isTRUE(all.equal(abs(fm.conv.FM2R(r$right)), abs(sv$v[, 1:2]), tolerance = 1e-6)),
                  isTRUE(all.equal(abs(fm.conv.FM2R(r$left)), abs(sv$u[, 1:2]), tolerance = 1e-6)))
                """);
        assertEquals("[1] TRUE TRUE TRUE TRUE TRUE\n", r);
    }

    @Test
    void eigsSymOnSparseDenseAndFunctionOperators() {
        String r = run(GRAPH + """
                S <- fm.load.sparse.matrix(f, is.sym = TRUE)
                D <- fm.conv.FM2R(S)
                e <- eigen(D, symmetric = TRUE)$values
                a <- eigs_sym(S, 3); b <- eigs_sym(D, 2, which = "LA"); g <- eigs(D, 2, which = "SA")
                h <- eigs_sym(function(x, args) as.vector(args %*% x), 2, which = "SA", n = n, args = D)
                c(isTRUE(all.equal(a$values, sort(e[order(-abs(e))][1:3], decreasing = TRUE))), fm.is.object(a$vectors),
                  isTRUE(all.equal(b$values, e[1:2])), is.matrix(b$vectors), !fm.is.object(b$vectors),
                  isTRUE(all.equal(abs(b$vectors), abs(eigen(D, symmetric = TRUE)$vectors[, 1:2]), tolerance = 1e-6)),
                  isTRUE(all.equal(g$values, e[n - 1:0])), isTRUE(all.equal(h$values, e[n - 1:0])), h$nops > 0)
                """);
        assertEquals("[1] TRUE TRUE TRUE TRUE TRUE TRUE TRUE TRUE TRUE\n", r);
    }

    @Test
    void pageRankAndFlashRLearnsWayOfCallingTheApi() {
        String r = run(GRAPH + """
                A <- fm.load.sparse.matrix(f, in.mem = FALSE)
                pr <- fm.PageRank(A, max.niters = 60, epsilon = 1e-7)
                deg <- tabulate(from + 1, n); Dt <- t(fm.conv.FM2R(A)); p <- rep(1 / n, n)
                for (i in 1:60) { p2 <- 0.15 / n + 0.85 * as.vector(Dt %*% ifelse(deg > 0, p / deg, 0)); done <- all(abs(p2 - p) < 1e-7 / n); p <- p2; if (done) break }
                # as FlashR-learn's spectral embedding calls the API (the Aug variant on a symmetric graph)
                emb <- function(fm, nev, c = 1 / nrow(fm), ncv = 2 * nev, tol = 1e-12) {
                    stopifnot(class(fm) == "fm")
                    get.degree <- function(fm) drop(fm %*% fm.rep.int(1, ncol(fm)))
                    cd <- get.degree(fm) * c
                    multiply <- function(x, extra) { x <- fm.as.matrix(x); fm %*% x + fm.mapply.col(x, cd, fm.bo.mul) }
                    fm.eigen(multiply, k = nev, n = nrow(fm), which = "LM", sym = TRUE,
                                         options = list(block_size = 1, num_blocks = ncv, tol = tol))
                }
                S <- fm.load.sparse.matrix(f, is.sym = TRUE, in.mem = FALSE)
                D <- fm.conv.FM2R(S)
                v <- eigen(D + diag(rowSums(D) / n), symmetric = TRUE)$values
                c(isTRUE(all.equal(as.vector(fm.conv.FM2R(pr)), p, tolerance = 1e-12)),
                  isTRUE(all.equal(emb(S, 3, tol = 1e-10)$values, v[order(-abs(v))][1:3], tolerance = 1e-8)))
                """);
        assertEquals("[1] TRUE TRUE\n", r);
    }
}

package flashr.fm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * RSpectra's eigs of matrices that are not symmetric (the restarted Arnoldi iteration of
 * FlashR/eigs.R) against R's dense eigen of the same matrix, on random shapes: R matrices, FlashR
 * dense matrices, sparse matrices on the heap and in files (empty rows, skewed rows) and functions;
 * every selection rule where the wanted values lie at the edge of the spectrum, shift and invert,
 * k splitting a conjugate pair, the n - 1 and n fallbacks to eigen, and RSpectra's errors.
 */
class EigsGeneralTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    /** check(r, M, which, k, sigma): r's values are eigen's k wanted ones by decreasing magnitude, each vector an eigenvector of unit length. */
    private static final String CHECK = """
            check <- function(r, M, which, k, sigma = NULL) {
                e <- eigen(M)
                nu <- if (is.null(sigma)) e$values else 1 / (e$values - sigma)
                key <- switch(which, LM = -Mod(nu), SM = Mod(nu), LR = -Re(nu), SR = Re(nu), LI = -abs(Im(nu)), SI = abs(Im(nu)))
                o <- order(key, -Im(nu))[seq_len(k)]
                want <- e$values[o][order(-Mod(e$values[o]))]
                v <- r$vectors
                # values of equal magnitude (a real pair +-x) may come in either order
                canon <- function(z) z[order(round(Mod(z), 8), round(Re(z), 8), round(Im(z), 8), decreasing = TRUE)]
                ok <- is.complex(r$values) && is.complex(v) && length(r$values) == k && r$nconv == k &&
                    (max(Mod(r$values - want)) <= 1e-8 * max(1, Mod(want)) ||
                     max(Mod(canon(r$values) - canon(want))) <= 1e-8 * max(1, Mod(want)))
                ok <- ok && all(dim(v) == c(nrow(M), k)) && max(abs(colSums(Mod(v)^2) - 1)) < 1e-8 &&
                    max(Mod(M %*% v - v * rep(r$values, each = nrow(M)))) < 1e-7 * max(1, Mod(want))
                if (!ok) print(list(which = which, k = k, got = r$values, want = want))
                ok
            }
            """;

    @Test
    void randomDenseMatricesEveryRuleAgainstEigen() {
        String r = run(CHECK + """
                set.seed(11)
                ok <- TRUE
                for (n in c(3, 9, 48)) {
                    M <- matrix(rnorm(n * n), n)
                    k <- min(n - 2, 4)
                    for (w in c("LM", "LR", "SR", "LI")) {
                        ok <- ok && check(eigs(M, if (w == "LM") 1 else k, which = w), M, w, if (w == "LM") 1 else k)
                    }
                    ok <- ok && check(eigs(fm.conv.R2FM(M), k), M, "LM", k)
                    ok <- ok && check(eigs(M, k, sigma = 0.25), M, "LM", k, 0.25)
                }
                # smallest magnitude and imaginary part where they are extreme: a spectrum in the right half-plane
                n <- 36
                Q <- qr.Q(qr(matrix(rnorm(n * n), n)))
                P <- Q %*% diag(c(1:30, 40 + 0:5)) %*% t(Q) + 0.02 * matrix(rnorm(n * n), n)
                ok <- ok && check(eigs(P, 3, which = "SM"), P, "SM", 3) && check(eigs(P, 2, which = "SI"), P, "SI", 2)
                ok
                """);
        assertEquals("[1] TRUE\n", r);
    }

    @Test
    void sparseMatricesOnHeapAndInFilesAndFunctions() {
        String r = run(CHECK + """
                set.seed(5)
                ok <- TRUE
                for (n in c(6, 40)) {
                    m <- 4 * n
                    from <- floor(n * runif(m)^3); to <- sample.int(n, m, replace = TRUE) - 1
                    i <- from + 1; j <- to + 1; x <- rnorm(m)
                    M <- matrix(0, n, n); for (t in seq_len(m)) M[i[t], j[t]] <- M[i[t], j[t]] + x[t]
                    f <- tempfile(); writeLines(paste(from, to, x), f)
                    Sh <- fm.load.sparse.matrix(f, ele.type = "D")
                    Sf <- fm.load.sparse.matrix(f, ele.type = "D", in.mem = FALSE)
                    k <- min(3, n - 2)
                    ok <- ok && fm.is.sparse(Sf) && !fm.in.mem(Sf) && max(abs(fm.conv.FM2R(Sh) - M)) < 1e-12
                    ok <- ok && check(eigs(Sh, k), M, "LM", k) && check(eigs(Sf, k, which = "LR"), M, "LR", k)
                    g <- eigs(function(x, args) as.vector(args %*% x), k, n = n, args = M)
                    ok <- ok && check(g, M, "LM", k) && g$nops >= k
                }
                ok
                """);
        assertEquals("[1] TRUE\n", r);
    }

    @Test
    void pairsFallbacksSymmetricDispatchAndErrors() {
        String r = run(CHECK + """
                # a rotation block: k = 1 takes one of the pair (positive imaginary part first)
                R <- diag(c(0, 0, 0.5, 0.25, 0.1)); R[1, 2] <- 2; R[2, 1] <- -2
                a <- eigs(R, 1)
                b <- eigs(R, 2, opts = list(retvec = FALSE))
                c(isTRUE(all.equal(a$values, 2i)), isTRUE(all.equal(b$values, c(2i, -2i))), is.null(b$vectors),
                  check(a, R, "LM", 1))
                """);
        assertEquals("[1] TRUE TRUE TRUE TRUE\n", r);
        String all = run("set.seed(2); M <- matrix(rnorm(16), 4); e <- eigen(M)\n"
                + "r <- eigs(M, 3); s <- eigs(M, 4)\n"
                + "c(isTRUE(all.equal(r$values, e$values[1:3])), isTRUE(all.equal(s$values, e$values)))");
        assertTrue(all.contains("(n-1) eigenvalues are requested, eigen() is used instead"), all);
        assertTrue(all.contains("all eigenvalues are requested, eigen() is used instead"), all);
        assertTrue(all.contains("[1] TRUE TRUE"), all);
        // a symmetric matrix goes to eigs_sym: real values, in decreasing order as RSpectra returns them
        assertEquals("[1] TRUE TRUE TRUE TRUE\n", run("""
                set.seed(4); B <- matrix(rnorm(400), 20); S <- crossprod(B) - 30 * diag(20); e <- eigen(S, symmetric = TRUE)$values
                a <- eigs(S, 3); b <- eigs(fm.conv.R2FM(S), 2, which = "SR"); s <- eigs_sym(S, 2, sigma = 0)
                near0 <- e[order(abs(e))][1:2]
                c(is.double(a$values), isTRUE(all.equal(a$values, sort(e[order(-abs(e))][1:3], decreasing = TRUE))),
                  isTRUE(all.equal(b$values, sort(tail(e, 2), decreasing = TRUE))),
                  isTRUE(all.equal(s$values, sort(near0, decreasing = TRUE))))
                """));
        assertTrue(run("eigs(matrix(1:4, 2), 1)").contains("dimension of 'A' must be at least 3"));
        assertTrue(run("eigs(matrix(1:16 + 0.5, 4)^2, 0)").contains("'k' must satisfy 0 < k < nrow(A) - 1."));
        assertTrue(run("eigs(matrix(rnorm(25), 5), 2, which = \"BE\")").contains("argument 'which' must be one of"));
        assertTrue(run("eigs(matrix(rnorm(25), 5), 2, opts = list(ncv = 3))").contains("'opts$ncv' must be >= k+2 and <= nrow(A)"));
        assertTrue(run("eigs(function(x, args) x, 2, n = 5, sigma = 1)").contains("needs A as a matrix"));
        assertTrue(run("eigs(matrix(rnorm(25), 5), 2, sigma = 1i)").contains("a complex 'sigma' is not supported"));
    }
}

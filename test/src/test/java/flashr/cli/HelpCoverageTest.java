package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Which builtins have a help page. Every exported name should have one eventually; this test
 * reports how many lack one, and fails only when one of the most used names does.
 */
class HelpCoverageTest {
    /** The names a user meets first: these must have pages. */
    static final List<String> REQUIRED = List.of(
            "help", "?", "source", "q", "quit", "function", "if", "for", "while", "repeat", "break", "next", "return",
            "<-", "=", "<<-", "assign", "get", "exists", "quote", "substitute", "eval", "do.call", "missing", "match.arg",
            "stop", "warning", "message", "tryCatch", "try", "withCallingHandlers", "suppressWarnings", "on.exit",
            "switch", "invisible", "identical", "all.equal", "isTRUE", "stopifnot", "environment", "new.env", "local",
            "Reduce", "Filter", "Map",
            "c", "vector", "numeric", "character", "logical", "integer", "length", "seq", "seq_len", "seq_along", ":",
            "rep", "rev", "append", "head", "tail", "names", "setNames", "which", "which.max", "which.min", "match",
            "%in%", "unique", "duplicated", "union", "intersect", "setdiff", "sort", "order", "rank", "list", "unlist",
            "[", "[[", "$", "is.na", "is.null", "is.numeric", "is.character", "as.numeric", "as.integer",
            "as.character", "as.logical", "as.vector", "typeof", "class", "inherits", "attr", "attributes", "structure",
            "levels", "table", "cut", "ifelse", "all", "any", "&", "|", "!", "&&", "||", "==", "<", ">",
            "+", "-", "*", "/", "^", "%%", "%/%", "abs", "sqrt", "exp", "log", "round", "floor", "ceiling", "sum",
            "prod", "max", "min", "range", "pmax", "pmin", "cumsum", "diff", "mean", "median", "var", "sd", "cor",
            "quantile", "summary", "scale", "sample", "set.seed", "runif", "rnorm", "rbinom", "rpois", "dnorm", "pnorm",
            "qnorm", "paste", "paste0", "sprintf", "format", "formatC", "nchar", "substr", "strsplit", "grep", "grepl",
            "sub", "gsub", "regmatches", "toupper", "tolower", "trimws", "print", "cat", "writeLines",
            "matrix", "array", "dim", "nrow", "ncol", "dimnames", "rownames", "colnames", "t", "cbind", "rbind", "%*%",
            "crossprod", "outer", "solve", "diag", "rowSums", "colSums", "rowMeans", "colMeans", "apply", "sweep",
            "lapply", "sapply", "vapply", "mapply", "tapply", "commandArgs", "Sys.time", "Sys.getenv", "library",
            "ls", "rm", "test_that", "expect_equal", "expect_identical", "expect_true", "expect_false", "expect_error",
            "expect_warning", "expect_message", "expect_null", "expect_length", "skip", "skip_if", "skip_if_not", "context",
            "fm.matrix", "fm.conv.FM2R", "fm.runif.matrix", "fm.materialize", "fm.sapply", "fm.agg",
            "lm", "glm", "predict", "coef", "residuals", "fitted", "confint", "anova", "AIC", "formula",
            "model.matrix", "na.omit", "binomial", "poisson", "family", "summary.lm", "summary.glm",
            "t.test", "chisq.test", "wilcox.test", "cor.test", "ks.test", "p.adjust", "optim", "optimize",
            "uniroot", "integrate", "hist", "kmeans", "dist", "density", "ecdf", "approx", "xtabs", "ave",
            "pbinom", "pt", "qt", "pchisq", "qchisq", "pf", "pexp", "pgamma", "pbeta",
            "read.csv", "read.table", "write.csv", "write.table", "saveRDS", "readRDS", "save", "load",
            "file.path", "basename", "dirname", "list.files", "dir.create", "unlink", "file.remove", "getwd",
            "setwd", "tempfile", "tempdir", "capture.output",
            "as.Date", "as.POSIXct", "difftime", "format.Date", "seq.Date",
            "merge", "transform", "within", "expand.grid", "complete.cases", "by", "stack",
            "replace", "replicate", "rle", "combn", "modifyList", "strwrap", "I", "pretty");

    @Test
    void mostUsedNamesHavePagesAndTheRestAreCounted() {
        Session session = new Session(new PrintStream(OutputStream.nullOutputStream()), new PrintStream(OutputStream.nullOutputStream()));
        ConsoleBuiltins.install(session.interpreter());
        HelpPages pages = HelpPages.shared();
        TreeSet<String> exported = new TreeSet<>(session.interpreter().baseEnv().names());
        exported.removeIf(n -> n.startsWith("."));
        TreeSet<String> missing = new TreeSet<>(exported);
        missing.removeAll(pages.topics());
        System.out.printf("help pages: %d of %d base names documented; %d lack a page: %s%n",
                exported.size() - missing.size(), exported.size(), missing.size(), missing);
        List<String> requiredMissing = REQUIRED.stream().filter(n -> pages.page(n) == null).toList();
        assertEquals(List.of(), requiredMissing, "these names must have help pages");
    }

    @Test
    void everyPageHasUsageValueAndExamples() {
        HelpPages pages = HelpPages.shared();
        for (String topic : pages.topics()) {
            String page = pages.page(topic);
            for (String section : List.of("Usage:\n", "Value:\n", "Examples:\n")) {
                assertTrue(page.contains(section), topic + " lacks " + section);
            }
        }
    }
}

package flashr.eval;

import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RInt;
import flashr.lang.RSymbol;
import flashr.lang.RValue;

/**
 * The closure calls R's tryCatch makes on the way to its expression and to a handler: with no
 * handlers {@code tryCatchList}; with k handlers, k times {@code tryCatchList -> tryCatchOne ->
 * doTryCatch} (each tryCatchList peels off its last handler and nests the others inside
 * tryCatchOne's expression). A handler runs from the tryCatchOne that established it, which is
 * nested as deep as the handlers after it. flashr pushes them as frames without functions, so that
 * sys.calls() and Rscript's Calls: line list them as R does.
 */
final class TryCatchFrames {
    private static final RCall LIST_OUTER = call("tryCatchList", sym("expr"), sym("classes"), sym("parentenv"), sym("handlers"));
    private static final RCall LIST_INNER = call("tryCatchList", sym("expr"), call("[", sym("names"), call("-", sym("nh"))),
            sym("parentenv"), call("[", sym("handlers"), call("-", sym("nh"))));
    private static final RCall ONE_LAST = call("tryCatchOne", sym("expr"), sym("names"), sym("parentenv"),
            call("[[", sym("handlers"), RInt.of(1)));
    private static final RCall ONE_NESTED = call("tryCatchOne", LIST_INNER, call("[", sym("names"), sym("nh")), sym("parentenv"),
            call("[[", sym("handlers"), sym("nh")));
    static final RCall DO_TRY_CATCH = call("doTryCatch", call("return", sym("expr")), sym("name"), sym("parentenv"), sym("handler"));

    /** The tryCatch call of R 4.2.2's try(), as its frame shows it. */
    private static RCall tryTryCatch;

    private TryCatchFrames() {}

    /**
     * Pushes the frames R has below try's expression: try's own call, its tryCatch call, then
     * tryCatchList and tryCatchOne (doTryCatch is the caller's pseudo frame).
     */
    static void pushForTry(Interpreter in, RCall tryCall, REnvironment env) {
        push(in, tryCall, env);
        push(in, tryTryCatch(), env);
        push(in, LIST_OUTER, env);
        push(in, ONE_LAST, env);
    }

    private static synchronized RCall tryTryCatch() {
        if (tryTryCatch == null) {
            RValue v = flashr.parse.RParser.parse("""
tryCatch(expr, error = function(e) {
    call <- conditionCall(e)
    if (!is.null(call)) {
        if (identical(call[[1L]], quote(doTryCatch)))
            call <- sys.call(-4L)
        dcall <- deparse(call, nlines = 1L)
        prefix <- paste("Error in", dcall, ": ")
        LONG <- 75L
        sm <- strsplit(conditionMessage(e), "\\n")[[1L]]
        w <- 14L + nchar(dcall, type = "w") + nchar(sm[1L], type = "w")
        if (is.na(w))
            w <- 14L + nchar(dcall, type = "b") + nchar(sm[1L],
                type = "b")
        if (w > LONG)
            prefix <- paste0(prefix, "\\n  ")
    }
    else prefix <- "Error : "
    msg <- paste0(prefix, conditionMessage(e), "\\n")
    .Internal(seterrmessage(msg[1L]))
    if (!silent && isTRUE(getOption("show.error.messages"))) {
        cat(msg, file = outFile)
        .Internal(printDeferredWarnings())
    }
    invisible(structure(msg, class = "try-error", condition = e))
})
                    """, "<try>").get(0);
            v.markShared();
            tryTryCatch = (RCall) v;
        }
        return tryTryCatch;
    }

    /** Pushes the frames R has while the expression of a tryCatch with {@code handlers} handlers runs. */
    static void pushForExpression(Interpreter in, RCall tryCatch, int handlers, REnvironment env) {
        push(in, tryCatch, env);   // tryCatch is a closure in R: a frame of its own, first
        if (handlers == 0) {
            push(in, LIST_OUTER, env);
            return;
        }
        for (int j = 0; j < handlers; j++) {
            push(in, j == 0 ? LIST_OUTER : LIST_INNER, env);
            push(in, j == handlers - 1 ? ONE_LAST : ONE_NESTED, env);
            push(in, DO_TRY_CATCH, env);
        }
    }

    /** Pushes the frames R has while the handler at {@code index} (of {@code handlers}) runs. */
    static void pushForHandler(Interpreter in, RCall tryCatch, int index, int handlers, REnvironment env) {
        push(in, tryCatch, env);
        int level = handlers - 1 - index;
        for (int j = 0; j <= level; j++) {
            push(in, j == 0 ? LIST_OUTER : LIST_INNER, env);
            push(in, j == handlers - 1 ? ONE_LAST : ONE_NESTED, env);
            if (j < level) push(in, DO_TRY_CATCH, env);
        }
    }

    static void push(Interpreter in, RCall call, REnvironment env) {
        in.pushFrame(new Frame(call, null, new REnvironment(null), env, Interpreter.NO_VALUES, null, null, null));
    }

    private static RSymbol sym(String s) {
        return RSymbol.of(s);
    }

    private static RCall call(String f, RValue... args) {
        return new RCall(RSymbol.of(f), args, null, null);
    }
}

package flashr.eval;

import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.RError;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code Calls:} line Rscript prints after an uncaught error's message, as R's
 * R_ConciseTraceback makes it: the functions of the calls active where the error was raised,
 * outermost first, joined by " -> "; a call to stop or warning starts the list afresh (it is the
 * reporting machinery, not the program); past about 50 characters the older calls become "... ",
 * with the outermost in front. No line when the error has no call, or when the list would name
 * only the function the error's own call names.
 * <p>
 * R's contexts are its closure calls. flashr's frames are its closure calls too; a base function
 * that R writes in R but flashr as a builtin has no frame but a {@link BuiltinContexts} entry
 * while its arguments or body run, counted as R would count its closure (and the closures that
 * closure calls on the way, {@link #CONTEXTS_IN_R}); when the error was raised in such a call
 * itself (its call is not the innermost frame's) that call is counted too.
 */
final class ConciseTraceback {
    /** R_NShowCalls: past this many characters the list is cut. */
    private static final int SHOW_CALLS = 50;

    /**
     * Base functions whose R closure calls other closures before it reaches the function it was
     * given (sapply's body is lapply's call): the contexts R lists while their bodies run.
     */
    private static final Map<String, List<String>> CONTEXTS_IN_R = Map.ofEntries(
            Map.entry("sapply", List.of("sapply", "lapply")),
            Map.entry("replicate", List.of("replicate", "sapply", "lapply")),
            Map.entry("Filter", List.of("Filter", "unlist", "lapply")),
            Map.entry("Find", List.of("Find", "Position")),
            Map.entry("Map", List.of("Map", "mapply")),
            Map.entry("tapply", List.of("tapply", "lapply")),
            Map.entry("eval", List.of("eval", "eval")),
            Map.entry("evalq", List.of("evalq", "evalq")),
            Map.entry("local", List.of("local", "eval.parent", "eval", "eval", "eval", "eval")),
            Map.entry("suppressMessages", List.of("suppressMessages", "withCallingHandlers")),
            Map.entry("capture.output", List.of("capture.output", "withVisible")));

    /** Those of {@link #CONTEXTS_IN_R} whose bodies call functions (FUN), not evaluate code. */
    private static final java.util.Set<String> APPLY_BODIES = java.util.Set.of("sapply", "replicate", "Filter", "Find", "Map", "tapply");

    private ConciseTraceback() {}

    /** The text after "Calls: ", or "" for no line. */
    static String of(Interpreter in, RError e) {
        RValue call = e.call();
        if (!(call instanceof RCall errorCall)) return "";
        List<String> innermostFirst = new ArrayList<>();
        if (e.stack() instanceof List<?> frames) {
            List<?> builtins = e.contexts() instanceof List<?> c ? c : List.of();
            for (String fn : outermostFirst(frames, builtins)) innermostFirst.add(0, fn);
            Frame top = frames.isEmpty() || !(frames.get(frames.size() - 1) instanceof Frame f) ? null : f;
            boolean raisedInBody = !builtins.isEmpty() && builtins.get(builtins.size() - 1) instanceof BuiltinContexts.Entry last
                    && last.body() && last.depth() == frames.size() && (last.call() == errorCall   // already listed
                        || BuiltinContexts.evaluatingCall(last.call()) != null && name(errorCall).startsWith("eval"));
            List<String> methods = methodRaising(builtins, frames.size(), errorCall);
            for (String m : methods) innermostFirst.add(0, m);
            if ((top == null || top.call != errorCall) && !raisedInBody && methods.isEmpty() && isClosureInR(in, errorCall)) {
                innermostFirst.add(0, name(errorCall));
            }
        } else if (isClosureInR(in, errorCall)) {
            innermostFirst.add(name(errorCall));
        }
        return concise(innermostFirst, name(errorCall));
    }

    /**
     * The function names of the closure frames and the builtins' contexts, outermost first: a
     * builtin's context that began at frame depth d sits between frames d - 1 and d.
     */
    private static List<String> outermostFirst(List<?> frames, List<?> builtins) {
        List<String> names = new ArrayList<>();
        int b = 0;
        boolean anonymous = false;
        for (int i = 0; i <= frames.size(); i++) {
            while (b < builtins.size() && builtins.get(b) instanceof BuiltinContexts.Entry c && c.depth() <= i) {
                String fn = name(c.call());
                if (i < frames.size() && frames.get(i) instanceof Frame f && f.call == c.call()) {
                    // the builtin's body runs in a frame of its own call (withCallingHandlers): that frame names it
                } else if (fn.startsWith(".")) {
                    // R's .Internal and .External routines are no contexts; the closure they call
                    // is called by its value, not by a name
                    anonymous = c.body();
                } else {
                    // the closures R's body calls on its way to FUN are not there when the body itself failed
                    // (match.fun); eval's and local's bodies evaluate the caller's code, which fails in them
                    boolean raisedHere = b == builtins.size() - 1 && i == frames.size() && APPLY_BODIES.contains(fn);
                    names.addAll(c.body() && !raisedHere ? CONTEXTS_IN_R.getOrDefault(fn, List.of(fn)) : List.of(fn));
                }
                b++;
            }
            if (i < frames.size() && frames.get(i) instanceof Frame f) {
                names.add(anonymous ? "<Anonymous>" : name(f.call));
                anonymous = false;
            }
        }
        return names;
    }

    /**
     * The method of an S3 generic that R writes as a closure, when the generic's builtin raised the
     * error in its own body under that method's call ({@code seq.default(1, 10, by = -1)}): R's
     * generic dispatched to the method, a closure with a context of its own (sort's default method
     * calls sort.int). Outermost first; empty otherwise.
     */
    private static List<String> methodRaising(List<?> builtins, int depth, RCall errorCall) {
        if (builtins.isEmpty() || !(builtins.get(builtins.size() - 1) instanceof BuiltinContexts.Entry last)) return List.of();
        if (!last.body() || last.depth() != depth || last.call() == errorCall) return List.of();
        String generic = name(last.call());
        String fn = name(errorCall);
        if (fn.equals("get") && errorCall.argCount() > 0 && errorCall.arg(0) instanceof RCall a && name(a).equals("as.character")) {
            return List.of("match.fun", "get");   // match.fun(FUN) found no function (ApplyCalls.matchFun's call)
        }
        if (generic.equals("sort") && fn.equals("sort.int")) return List.of("sort.default", "sort.int");
        if (generic.equals("sort") && fn.equals("order")) {
            // sort.int's radix method calls order(..., method = "radix"); sort.default's objects x[order(x, ...)]
            return errorCall.argCount() == 4 ? List.of("sort.default", "sort.int", "order") : List.of("sort.default", "order");
        }
        return fn.startsWith(generic + ".") && !generic.startsWith(".") ? List.of(fn) : List.of();
    }

    /** R_ConciseTraceback over function names, innermost first. */
    static String concise(List<String> innermostFirst, String errorFunction) {
        StringBuilder buf = new StringBuilder();
        int ncalls = 0;
        boolean tooMany = false;
        String top = "";
        for (String fn : innermostFirst) {
            if (fn.equals("stop") || fn.equals("warning") || fn.equals("suppressWarnings") || fn.equals(".signalSimpleWarning")) {
                buf.setLength(0);
                ncalls = 0;
                tooMany = false;
                continue;
            }
            ncalls++;
            if (tooMany) {
                top = fn;
            } else if (buf.length() > SHOW_CALLS) {
                buf.insert(0, "... ");
                tooMany = true;
                top = fn;
            } else if (buf.length() > 0) {
                buf.insert(0, fn + " -> ");
            } else {
                buf.append(fn);
            }
        }
        if (tooMany && top.length() < 50) buf.insert(0, top + " ");
        if (ncalls == 1 && buf.toString().equals(errorFunction)) return "";
        return buf.toString();
    }

    private static String name(RCall c) {
        return c.function() instanceof RSymbol s ? s.name() : "<Anonymous>";
    }

    /** Whether the call's function is a base builtin that R defines as a closure (R would have a context for it). */
    private static boolean isClosureInR(Interpreter in, RCall c) {
        if (!(c.function() instanceof RSymbol s)) return false;
        return in.baseEnv().hasLocal(s.name()) && in.baseEnv().getLocal(s.name()) instanceof RBuiltin && !RPrimitives.isPrimitive(s.name());
    }
}

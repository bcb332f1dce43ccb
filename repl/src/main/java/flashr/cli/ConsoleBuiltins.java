package flashr.cli;

import flashr.eval.Args;
import flashr.eval.Coerce;
import flashr.eval.Interpreter;
import flashr.lang.RBuiltin;
import flashr.lang.RCall;
import flashr.lang.REnvironment;
import flashr.lang.RError;
import flashr.lang.RList;
import flashr.lang.RLogical;
import flashr.lang.RNull;
import flashr.lang.RString;
import flashr.lang.RSymbol;
import flashr.lang.RValue;
import flashr.parse.ParseError;
import flashr.parse.RParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The builtins the command line adds to the base environment: {@code help} and {@code ?}
 * (pages from {@link HelpPages}) and {@code source}. They live here rather than in
 * {@code flashr.base} because they need the launcher's resources and the file system of a
 * user's session.
 */
final class ConsoleBuiltins {
    private ConsoleBuiltins() {}

    /** The calls source() evaluates and reports, parsed when it first runs rather than at every start-up. */
    private static final class SourceCalls {
        static final RValue EVAL_EACH = RParser.parse("eval(ei, envir)", "source").get(0);
        static final RValue OPEN_CALL = RParser.parse("file(filename, \"r\", encoding = encoding)", "source").get(0);
    }

    static void install(Interpreter interp) {
        REnvironment base = interp.baseEnv();
        // the help pages are read on the first help request, not at start-up
        base.defineRaw("help", new RBuiltin("help", RBuiltin.Kind.SPECIAL, null,
                a -> showHelp(a, HelpPages.shared(), topicArg(a.call()))));
        // `?x` is the call `?`(x); `type?x` gives the topic second
        base.defineRaw("?", new RBuiltin("?", RBuiltin.Kind.SPECIAL, null, a -> {
            RValue topic = a.call().argCount() == 0 ? null : a.call().arg(a.call().argCount() - 1);
            // `??x` is `?`(`?`(x)): a search
            if (topic instanceof RCall inner && "?".equals(inner.functionName()) && inner.argCount() == 1) {
                return searchHelp(a, HelpPages.shared(), topicName(inner.arg(0)));
            }
            return showHelp(a, HelpPages.shared(), topic);
        }));
        base.defineRaw("source", new RBuiltin("source", RBuiltin.Kind.BUILTIN,
                new String[] {"file", "local", "echo"}, ConsoleBuiltins::source));
    }

    /** help(topic) takes its topic unevaluated: a name or a string. */
    private static RValue topicArg(RCall call) {
        for (int i = 0; i < call.argCount(); i++) {
            String name = call.argName(i);
            if (name == null || name.isEmpty() || "topic".startsWith(name)) return call.arg(i);
        }
        return null;
    }

    private static RValue showHelp(Args a, HelpPages pages, RValue topicExpr) {
        var out = a.interp().out();
        if (topicExpr == null) {
            out.print(pages.page("help"));
        } else {
            String topic = topicName(topicExpr);
            String page = pages.page(topic);
            out.print(page != null ? page
                    : "No documentation for \u2018" + topic + "\u2019 in specified packages and libraries:\n"
                      + "you could try \u2018??" + topic + "\u2019\n");
        }
        a.interp().setVisible(false);
        return RNull.NULL;
    }

    private static RValue searchHelp(Args a, HelpPages pages, String text) {
        var out = a.interp().out();
        List<String> found = pages.search(text);
        if (found.isEmpty()) {
            out.print("No help files found matching \u2018" + text + "\u2019\n");
        } else {
            out.print("Help pages with name or title matching \u2018" + text + "\u2019:\n\n");
            for (String line : found) out.print("  " + line + "\n");
        }
        a.interp().setVisible(false);
        return RNull.NULL;
    }

    private static String topicName(RValue expr) {
        if (expr instanceof RSymbol s) return s.name();
        if (expr instanceof RString s && s.length() == 1 && s.get(0) != null) return s.get(0);
        throw new RError("'topic' should be a name, length-one character vector or reserved word");
    }

    /**
     * source(file, local = FALSE, echo = FALSE): evaluates each expression of the file, a path
     * relative to the working directory, in the global environment ({@code local = TRUE}: the
     * caller's; or a given environment), printing nothing. Returns invisible
     * {@code list(value, visible)} of the last expression.
     */
    private static RValue source(Args a) {
        if (!a.has(0)) throw new RError("argument \"file\" is missing, with no default");
        String file = a.get(0) instanceof RString s && s.length() == 1 ? s.get(0) : null;
        if (file == null) throw new RError("invalid 'file' argument");
        REnvironment env = a.interp().globalEnv();
        if (a.get(1) instanceof REnvironment e) env = e;
        else if (a.has(1) && Coerce.flag(a.get(1), "local")) env = a.env();
        String text;
        try {
            text = Files.readString(flashr.base.io.WorkingDirectory.resolve(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            a.interp().warning(SourceCalls.OPEN_CALL, "cannot open file '" + file + "': No such file or directory");
            throw new RError("cannot open the connection", SourceCalls.OPEN_CALL);
        }
        List<RValue> exprs;
        try {
            exprs = RParser.parse(text, file);
        } catch (ParseError e) {
            throw new RError(e.sourceMessage(file), a.call());
        }
        // each expression is evaluated as R's source does, through eval(ei, envir): errors name that call
        REnvironment frame = new REnvironment(a.interp().baseEnv());
        frame.define("envir", env);
        RValue value = RNull.NULL;
        boolean visible = false;
        for (RValue expr : exprs) {
            frame.define("ei", expr);
            a.interp().setVisible(true);
            value = a.interp().eval(SourceCalls.EVAL_EACH, frame);
            visible = a.interp().isVisible();
        }
        RList result = new RList(new RValue[] {value, RLogical.of(visible)});
        result.setAttr("names", RString.of("value", "visible"));
        a.interp().setVisible(false);
        return result;
    }
}

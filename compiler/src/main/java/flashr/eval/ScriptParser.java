package flashr.eval;

import flashr.lang.RError;
import flashr.lang.RValue;
import java.util.List;

/** Parses script text into top-level expressions (the parser lands separately; reached reflectively until then). */
final class ScriptParser {
    private ScriptParser() {}

    @SuppressWarnings("unchecked")
    static List<RValue> parse(String source, String fileName) {
        try {
            Class<?> parser = Class.forName("flashr.parse.RParser");
            return (List<RValue>) parser.getMethod("parse", String.class, String.class).invoke(null, source, fileName);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new RError(String.valueOf(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new RError("no parser available");
        }
    }
}

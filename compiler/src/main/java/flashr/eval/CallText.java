package flashr.eval;

import flashr.lang.RValue;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** One-line R text of a call or value, for error and warning messages. */
public final class CallText {
    /** The parser's deparser, once it is on the class path (it lands separately); {@link Deparse0} until then. */
    private static final MethodHandle DEPARSER = find();

    private CallText() {}

    private static MethodHandle find() {
        try {
            return MethodHandles.publicLookup().findStatic(Class.forName("flashr.parse.Deparser"), "deparse",
                    MethodType.methodType(String.class, RValue.class));
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    public static String deparse(RValue v) {
        if (DEPARSER != null) {
            try {
                return (String) DEPARSER.invokeExact(v);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
        return Deparse0.of(v);
    }
}

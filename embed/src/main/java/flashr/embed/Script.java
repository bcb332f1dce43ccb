package flashr.embed;

import flashr.lang.RValue;
import java.util.List;

/**
 * R source text parsed once by {@link Session#compile}, to evaluate many times in that session
 * without parsing again (the script engine's {@code CompiledScript}).
 */
public final class Script {
    private final Session session;
    private final List<RValue> exprs;

    Script(Session session, List<RValue> exprs) {
        this.session = session;
        this.exprs = List.copyOf(exprs);
    }

    /** Evaluates the text in the global environment of its session; the value of its last expression. */
    public RObject eval() throws RException {
        return session.evalParsed(exprs);
    }

    /** The session it runs in. */
    public Session session() {
        return session;
    }
}

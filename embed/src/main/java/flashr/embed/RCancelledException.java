package flashr.embed;

import java.util.List;

/**
 * The evaluation was cancelled ({@link Session#cancel()}, or the waiting Java thread was
 * interrupted) and unwound as R's user interrupt does: {@code on.exit} code ran, handlers for
 * errors did not see it, variables assigned before it keep their values. Its condition class is
 * R's for an interrupt: {@code interrupt condition}.
 */
public final class RCancelledException extends RException {
    RCancelledException() {
        super("interrupted", List.of("interrupt", "condition"), null, "");
    }
}

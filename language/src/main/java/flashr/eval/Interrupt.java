package flashr.eval;

/**
 * A user interrupt (Ctrl-C in the console): unwinds to the top level like R's interrupt, running
 * on.exit code and finally clauses on the way, but is no error: tryCatch(error = ) and try() do
 * not catch it, and the console reports it with just a new line.
 */
final class Interrupt extends ControlFlow {
    Interrupt() {}
}

package flashr.lang;

/** A callable value: a closure written in R or a builtin written in Java. */
public abstract class RFunction extends RValue {}

package flashr.embed;

/**
 * A named argument of {@link Session#call}: {@code session.call("seq", 1, 10, Arg.named("by", 3))}
 * is R's {@code seq(1, 10, by = 3)}. The value is any Java value a session takes.
 */
public record Arg(String name, Object value) {
    public Arg {
        if (name == null || name.isEmpty()) throw new IllegalArgumentException("an argument's name cannot be empty");
    }

    public static Arg named(String name, Object value) {
        return new Arg(name, value);
    }
}

package flashr.cli;

/** Command-line entry point (placeholder until the CLI lands). */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.out.println("flashr " + String.join(" ", args));
    }
}

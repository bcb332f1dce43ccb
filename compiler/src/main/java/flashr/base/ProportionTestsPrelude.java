package flashr.base;

final class ProportionTestsPrelude {
    private ProportionTestsPrelude() {}

    static final String SOURCE = "";
}

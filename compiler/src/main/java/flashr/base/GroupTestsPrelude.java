package flashr.base;

final class GroupTestsPrelude {
    private GroupTestsPrelude() {}

    static final String SOURCE = "";
}

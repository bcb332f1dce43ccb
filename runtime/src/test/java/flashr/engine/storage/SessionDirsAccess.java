package flashr.engine.storage;

/** Test access to the storage package's helpers. */
final class SessionDirsAccess {
    private SessionDirsAccess() { }

    static void deleteTree(java.nio.file.Path p) { SessionDirs.deleteTree(p); }
}

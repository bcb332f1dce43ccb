package flashr.engine.storage;

/**
 * A file store failed: a matrix file that is corrupt, truncated or of another format, a data
 * directory that is missing or not writable, a write refused (disk full). The message names the
 * matrix, the block and the file, and is meant for the user.
 */
public final class StorageException extends RuntimeException {
    public StorageException(String message) { super(message); }

    public StorageException(String message, Throwable cause) { super(message, cause); }

    /** The operating system's reason, without Java's exception class names. */
    static String reason(Throwable e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) return "no such file or directory";
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.FileAlreadyExistsException) return "file exists";
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}

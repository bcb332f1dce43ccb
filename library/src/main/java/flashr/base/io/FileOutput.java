package flashr.base.io;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

/**
 * How R code's output reaches a named file: as R's fopen(path, "w" or "a") does, following
 * links and writing into what the path names, but never leaving a regular file half-written
 * where that can be avoided.
 * <ul>
 * <li>A regular file written whole (not appended) is written beside its real path and renamed
 *     over it, when that changes nothing else about it: it is not hard-linked elsewhere, its
 *     mode, owner and group can be carried over, and its directory is writable. A failed write
 *     leaves the old file as it was. Otherwise it is truncated and written in place, as R does.</li>
 * <li>A new file is made the same way, so it appears whole or not at all, with the mode the
 *     process's umask gives (0644 under 0022), as R's.</li>
 * <li>Devices, FIFOs and other non-regular files are written directly, never replaced.</li>
 * <li>Appending writes in place; a failed append cuts the file back to its old length.</li>
 * </ul>
 * A read-only file is refused as fopen refuses it, even where renaming over it would succeed.
 * Failures to open are {@link CannotOpen}; failures while writing are other IOExceptions.
 */
final class FileOutput {
    private FileOutput() {}

    /** Produces the bytes of a file. */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** The file could not be opened for writing; {@link #reason} is the system's word (R's warning text). */
    static final class CannotOpen extends IOException {
        final String reason;

        CannotOpen(String reason) {
            super(reason, null);
            this.reason = reason;
        }
    }

    /**
     * Fault injection for tests: when the system property {@value} holds a number of bytes, every
     * stream opened here fails with "No space left on device" once it has written that many.
     */
    static final String DISK_FULL_AFTER = "flashr.faults.diskFullAfter";

    private static final int MAX_LINKS = 40;
    private static final int BUFFER = 1 << 16;

    /** Writes {@code content} as the file at {@code path} (the whole file, or appended to it). */
    static void write(Path path, boolean append, Content content) throws IOException {
        if (append) {
            append(path, content);
            return;
        }
        Path target = followLinks(path);
        Attributes old = Attributes.of(target);
        if (old == null) {
            writeNew(target, content);
        } else if (old.directory) {
            throw new CannotOpen("Is a directory");
        } else if (!old.regular) {
            try (OutputStream out = stream(open(target, StandardOpenOption.WRITE))) {
                content.writeTo(out);
            }
        } else {
            if (!Files.isWritable(target)) throw new CannotOpen("Permission denied");
            if (!replace(target, old, content)) writeInPlace(target, content);
        }
    }

    /** Opens {@code path} for writing as text comes (sink, open connections): in place, as fopen. */
    static OutputStream open(Path path, boolean append) throws IOException {
        Path target = followLinks(path);
        Attributes old = Attributes.of(target);
        if (old != null && old.directory) throw new CannotOpen("Is a directory");
        FileChannel ch = append ? open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)
                : old != null && !old.regular ? open(target, StandardOpenOption.WRITE)
                : open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        return injectFaults(Channels.newOutputStream(ch));
    }

    /** The system's reason for an I/O failure, as R's messages word it. */
    static String reason(Exception e) {
        if (e instanceof CannotOpen c) return c.reason;
        if (e instanceof NoSuchFileException) return "No such file or directory";
        if (e instanceof AccessDeniedException) return "Permission denied";
        if (e instanceof java.nio.file.FileAlreadyExistsException) return "File exists";
        if (e instanceof java.nio.file.DirectoryNotEmptyException) return "Directory not empty";
        if (e instanceof java.nio.file.NotDirectoryException) return "Not a directory";
        if (e instanceof java.nio.file.AtomicMoveNotSupportedException) return "Invalid cross-device link";
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        return String.valueOf(e.getMessage());
    }

    /** The path with every symbolic link along its last component followed (the target may not exist). */
    static Path followLinks(Path path) throws IOException {
        Path p = path.toAbsolutePath();
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == MAX_LINKS) throw new CannotOpen("Too many levels of symbolic links");
            Path parent = p.getParent();
            p = parent.resolve(Files.readSymbolicLink(p)).normalize();
        }
        return p;
    }

    private static void append(Path path, Content content) throws IOException {
        Path target = followLinks(path);
        Attributes old = Attributes.of(target);
        if (old != null && old.directory) throw new CannotOpen("Is a directory");
        try (FileChannel ch = open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            long before = old != null && old.regular ? ch.size() : -1;
            try {
                OutputStream out = stream(ch);
                content.writeTo(out);
                out.flush();
            } catch (IOException | RuntimeException | Error e) {
                if (before >= 0) ch.truncate(before);
                throw e;
            }
        }
    }

    private static void writeNew(Path target, Content content) throws IOException {
        Path dir = target.getParent();
        if (!Files.isDirectory(dir)) throw new CannotOpen(Files.exists(dir) ? "Not a directory" : "No such file or directory");
        // made with fopen's mode for new files (0666 less the umask), writable by us while it is filled
        Path tmp = createTemp(dir, target, null);
        Set<PosixFilePermission> mode = permissions(tmp);
        boolean writable = mode == null || mode.contains(PosixFilePermission.OWNER_WRITE);
        if (!writable) {
            Set<PosixFilePermission> w = java.util.EnumSet.copyOf(mode);
            w.add(PosixFilePermission.OWNER_WRITE);
            Files.setPosixFilePermissions(tmp, w);
        }
        fill(tmp, content, target, writable ? null : mode);
    }

    /** Writes beside {@code target} and renames over it; false when that would change what it is. */
    private static boolean replace(Path target, Attributes old, Content content) throws IOException {
        if (old.links != 1) return false;
        Set<PosixFilePermission> ownerOnly = old.permissions == null ? null
                : java.util.EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        Path tmp;
        try {
            tmp = createTemp(target.getParent(), target, ownerOnly);
        } catch (CannotOpen e) {
            return false; // a directory we may not add to: the file itself may still be writable
        }
        try {
            Attributes made = Attributes.of(tmp);
            if (old.uid >= 0 && (made.uid != old.uid || made.gid != old.gid)) {
                Files.setAttribute(tmp, "unix:gid", old.gid);
                Files.setAttribute(tmp, "unix:uid", old.uid);
            }
        } catch (IOException | RuntimeException e) {
            // owner or group cannot be carried over: write in place as R does
            Files.deleteIfExists(tmp);
            return false;
        }
        fill(tmp, content, target, old.permissions);
        return true;
    }

    /** Writes the temporary file, gives it its mode and moves it to {@code target}; removes it when anything fails. */
    private static void fill(Path tmp, Content content, Path target, Set<PosixFilePermission> mode) throws IOException {
        boolean moved = false;
        try {
            try (OutputStream out = stream(open(tmp, StandardOpenOption.WRITE))) {
                content.writeTo(out);
            }
            if (mode != null) Files.setPosixFilePermissions(tmp, mode);
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            moved = true;
        } finally {
            if (!moved) Files.deleteIfExists(tmp);
        }
    }

    private static Set<PosixFilePermission> permissions(Path p) throws IOException {
        try {
            return Files.getPosixFilePermissions(p);
        } catch (UnsupportedOperationException e) {
            return null;
        }
    }

    private static void writeInPlace(Path target, Content content) throws IOException {
        try (OutputStream out = stream(open(target, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING))) {
            content.writeTo(out);
        }
    }

    /** A new hidden file beside {@code target}; CannotOpen when the directory refuses one. */
    private static Path createTemp(Path dir, Path target, Set<PosixFilePermission> permissions) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve("." + target.getFileName() + "." + RandomNames.next() + ".tmp");
            try {
                if (permissions != null) Files.createFile(tmp, PosixFilePermissions.asFileAttribute(permissions));
                else Files.createFile(tmp);
                return tmp;
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt > 8) throw e;
            } catch (IOException e) {
                throw new CannotOpen(reason(e));
            }
        }
    }

    private static FileChannel open(Path p, StandardOpenOption... options) throws IOException {
        try {
            return FileChannel.open(p, options);
        } catch (IOException e) {
            throw new CannotOpen(reason(e));
        }
    }

    private static OutputStream stream(FileChannel ch) {
        return new BufferedOutputStream(injectFaults(Channels.newOutputStream(ch)), BUFFER);
    }

    private static OutputStream injectFaults(OutputStream out) {
        Long limit = Long.getLong(DISK_FULL_AFTER);
        return limit == null ? out : new DiskFull(out, limit);
    }

    /** A stream that fails as a full disk does after {@code limit} bytes (fault injection only). */
    private static final class DiskFull extends FilterOutputStream {
        private long left;

        DiskFull(OutputStream out, long limit) {
            super(out);
            this.left = limit;
        }

        @Override public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override public void write(byte[] b, int off, int len) throws IOException {
            int n = (int) Math.min(len, Math.max(left, 0));
            out.write(b, off, n);
            left -= n;
            if (n < len) throw new FileSystemException(null, null, "No space left on device");
        }
    }

    /** What matters about an existing file; null from {@link #of} when there is none. */
    private record Attributes(boolean regular, boolean directory, long links, int uid, int gid, Set<PosixFilePermission> permissions) {
        static Attributes of(Path p) throws IOException {
            try {
                Map<String, Object> u = Files.readAttributes(p, "unix:isRegularFile,isDirectory,nlink,uid,gid,permissions", LinkOption.NOFOLLOW_LINKS);
                @SuppressWarnings("unchecked") Set<PosixFilePermission> perms = (Set<PosixFilePermission>) u.get("permissions");
                return new Attributes((Boolean) u.get("isRegularFile"), (Boolean) u.get("isDirectory"),
                        ((Number) u.get("nlink")).longValue(), (Integer) u.get("uid"), (Integer) u.get("gid"), perms);
            } catch (NoSuchFileException e) {
                return null;
            } catch (UnsupportedOperationException | IllegalArgumentException e) {
                return portable(p);
            }
        }

        /** Where there is no "unix" view: the POSIX one, else the basic one (owner not carried over). */
        private static Attributes portable(Path p) throws IOException {
            try {
                PosixFileAttributes a = Files.readAttributes(p, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                return new Attributes(a.isRegularFile(), a.isDirectory(), 1, -1, -1, a.permissions());
            } catch (NoSuchFileException e) {
                return null;
            } catch (UnsupportedOperationException e) {
                var a = Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                return new Attributes(a.isRegularFile(), a.isDirectory(), 1, -1, -1, null);
            }
        }
    }
}

/**
 * The file store: matrices on SSDs, for data larger than memory (FlashR's SAFS layer). See
 * {@link flashr.engine.storage.FileStore} for a store's life, {@link flashr.engine.storage.FileLayout}
 * and {@link flashr.engine.storage.FileHeader} for the format, {@link flashr.engine.storage.Storage}
 * for directories, striping, direct I/O and the I/O threads, {@link flashr.engine.storage.PackFile}
 * for the files that hold small temporary matrices side by side, and docs/ENGINE.md ("File store").
 */
package flashr.engine.storage;

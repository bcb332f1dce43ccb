/**
 * Dense matrices between files and the engine, streamed with bounded memory: text (CSV and other
 * delimited files, tokenized by FastCSV, numbers parsed in parallel batches of one I/O partition)
 * and binary (raw little-endian doubles or ints, by rows or by columns) loaded straight into a
 * store in memory or on the file store, and exported back.
 */
package flashr.fm.io;

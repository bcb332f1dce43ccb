/**
 * Input and output: connections (file, gzfile, textConnection, the terminal), readLines/writeLines,
 * scan, read.table's delimited reader, sink and capture.output, saveRDS/readRDS and save/load (through
 * {@link flashr.rds}), files and the working directory.
 */
package flashr.base.io;

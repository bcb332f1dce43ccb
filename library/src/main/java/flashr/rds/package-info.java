/**
 * R's serialization format (what saveRDS, save, readRDS and load use): {@link flashr.rds.RdsWriter}
 * writes R values as GNU R would, {@link flashr.rds.RdsReader} reads what GNU R writes. Files and
 * compression are the builtins' business, in {@code flashr.base}.
 */
package flashr.rds;

/**
 * R's utils package (and testthat's runner): data sets ({@code data()}, {@link flashr.utils.Datasets}),
 * testthat's test_that and expectations; str, read.table and friends are R sources in flashr/R/utils.
 */
package flashr.utils;

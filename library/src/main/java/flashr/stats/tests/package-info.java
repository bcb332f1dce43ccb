/**
 * Classical tests: the numerics of fisher.test, shapiro.test and rank correlations; the tests
 * themselves are R sources (flashr/R/stats/htest.R, exact-tests.R, rank-tests.R, ...).
 */
package flashr.stats.tests;

/**
 * Factors, data frames and tables: factor/levels, data.frame and its methods, table and its
 * counts; most written in R (flashr/R/base/factor.R, data-frame.R, data-tools.R).
 */
package flashr.base.data;

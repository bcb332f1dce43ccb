/**
 * Dates and times: Date, POSIXct/POSIXlt, strptime/strftime, difftime; their R code is in
 * flashr/R/base/dates.R and date-tools.R.
 */
package flashr.base.dates;

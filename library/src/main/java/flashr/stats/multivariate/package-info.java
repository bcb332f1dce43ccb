/**
 * Multivariate methods: kmeans (Lloyd, MacQueen, Hartigan-Wong) and hclust; their R code
 * (kmeans.R, hclust.R, prcomp.R, princomp.R) in flashr/R/stats.
 */
package flashr.stats.multivariate;

/**
 * Local regression as GNU R's {@code loess} computes it (Cleveland, Grosse and Shyu's dloess): local
 * polynomial fits with tricube neighbourhood weights, either at every point ("direct") or at the vertices
 * of a k-d tree and blended between them by cubic Hermite interpolation ("interpolate"), with the
 * trace and delta statistics that the fit's printed summaries are made of.
 */
package flashr.stats.loess;

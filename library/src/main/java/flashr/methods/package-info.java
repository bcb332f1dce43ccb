/**
 * R's methods package: slots ({@code @}, {@code @<-}) of instances of formal classes, and the
 * primitives under formal classes, generics and reference classes (S4Builtins), whose R code is
 * {@code flashr/R/methods/s4.R} and {@code refclasses.R} (with groups.R, generics.R, classes.R,
 * functions.R and showclass.R for the rest of the package's functions).
 */
package flashr.methods;

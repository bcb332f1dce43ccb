/**
 * Formal classes: slots ({@code @}, {@code @<-}) of instances of formal classes.
 */
package flashr.methods;

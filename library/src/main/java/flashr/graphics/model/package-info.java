/**
 * R's graphics model: the graphical parameters ({@link flashr.graphics.model.Par}), the page's layout
 * of figures, the outer margins, figure and plot regions with margins in lines of text, user
 * coordinates ({@code usr}, R's 4% extension, log axes), pretty axis ticks, plotting symbols and
 * line types. All positions on the device are points from its top left corner.
 */
package flashr.graphics.model;

/**
 * R's colours: the 657 colour names, hexadecimal specifications, the palette, and the colour spaces
 * of {@code rgb}, {@code hsv}, {@code hcl} and {@code gray}, as GNU R's grDevices computes them.
 */
package flashr.graphics.colours;

/**
 * Graphics devices: one small interface ({@link flashr.graphics.devices.Device}) in points (1/72 inch,
 * origin at the top left, y downwards), implemented once per file format over a maintained library:
 * Java2D and the JDK's image writers for PNG and JPEG, JFreeSVG for SVG, Apache PDFBox for PDF.
 */
package flashr.graphics.devices;

package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUnits;

/** R's {@code svg()}: one SVG file per page (R's {@code onefile = FALSE}), drawn by JFreeSVG's Graphics2D, in points. */
public final class SvgDevice extends Java2DDevice {
    private final String filePattern;

    public SvgDevice(String filePattern, double widthPt, double heightPt) {
        super(widthPt, heightPt);
        this.filePattern = filePattern;
    }

    @Override
    Graphics2D startPage(int page, int background) {
        SVGGraphics2D g = new SVGGraphics2D(width(), height(), SVGUnits.PT);
        if ((background >>> 24) != 0) {
            g.setColor(colour(background));
            g.fill(new java.awt.geom.Rectangle2D.Double(0, 0, width(), height()));
        }
        return g;
    }

    @Override
    void finishPage(int page, Graphics2D g) throws IOException {
        String svg = ((SVGGraphics2D) g).getSVGDocument();
        PageFiles.writeWhole(PageFiles.pageFile(filePattern, page), out -> out.write(svg.getBytes(StandardCharsets.UTF_8)));
    }
}

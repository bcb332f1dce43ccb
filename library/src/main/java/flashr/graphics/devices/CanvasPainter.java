package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;

/**
 * A Java2D device drawing one page on graphics handed to it (a window's, while it paints), one point
 * to a pixel before the graphics' own transform, and writing nothing. Text is measured as on a png
 * device of 72 pixels per inch, so a screen page lays out as that png does.
 */
final class CanvasPainter extends Java2DDevice {
    private final Graphics2D target;

    /** @param target graphics for one page; null for a painter that only measures */
    CanvasPainter(double widthPt, double heightPt, Graphics2D target) {
        super(widthPt, heightPt);
        this.target = target;
    }

    @Override
    Graphics2D startPage(int page, int background) {
        if ((background >>> 24) != 0) {
            target.setColor(colour(background));
            target.fill(new Rectangle2D.Double(0, 0, width(), height()));
        }
        return target;
    }

    @Override
    void finishPage(int page, Graphics2D g) {
        // the graphics belong to whoever handed them over: nothing to write
    }
}

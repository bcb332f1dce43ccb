package flashr.graphics.devices;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A device drawing each page into an image of {@code widthPx} by {@code heightPx} pixels at
 * {@code res} pixels per inch (one point is res/72 pixels), written by a subclass in its format.
 */
abstract class RasterDevice extends Java2DDevice {
    private final String filePattern;
    private final int widthPx, heightPx;
    private final double scale;
    private BufferedImage image;

    RasterDevice(String filePattern, int widthPx, int heightPx, double res) {
        super(widthPx * 72.0 / res, heightPx * 72.0 / res);
        this.filePattern = filePattern;
        this.widthPx = widthPx;
        this.heightPx = heightPx;
        this.scale = res / 72.0;
    }

    @Override
    public double unit() {
        return 1 / scale;
    }

    /** The image type: with alpha or without. */
    abstract int imageType();

    /** Writes the image in this device's format. */
    abstract void write(BufferedImage image, OutputStream out) throws IOException;

    @Override
    Graphics2D startPage(int page, int background) {
        image = new BufferedImage(widthPx, heightPx, imageType());
        Graphics2D g = image.createGraphics();
        // a transparent background shows white where the image cannot hold alpha
        int bg = imageType() == BufferedImage.TYPE_INT_RGB && (background >>> 24) == 0 ? 0xFFFFFFFF : background;
        g.setComposite(java.awt.AlphaComposite.Src);
        g.setColor(colour(bg));
        g.fillRect(0, 0, widthPx, heightPx);
        g.setComposite(java.awt.AlphaComposite.SrcOver);
        g.scale(scale, scale);
        return g;
    }

    @Override
    void finishPage(int page, Graphics2D g) throws IOException {
        BufferedImage done = image;
        image = null;
        PageFiles.writeWhole(PageFiles.pageFile(filePattern, page), out -> write(done, out));
    }
}

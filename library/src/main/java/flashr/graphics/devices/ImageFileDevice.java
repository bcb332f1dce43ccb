package flashr.graphics.devices;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/**
 * R's {@code tiff()} and {@code bmp()}: one image file per page in a format the JDK's image writers
 * know ("tiff", "bmp"), without alpha (a transparent background shows white), as R writes them.
 */
public final class ImageFileDevice extends RasterDevice {
    private final String format;

    public ImageFileDevice(String format, String filePattern, int widthPx, int heightPx, double res) {
        super(filePattern, widthPx, heightPx, res);
        this.format = format;
    }

    @Override
    int imageType() {
        return BufferedImage.TYPE_INT_RGB;
    }

    @Override
    void write(BufferedImage image, OutputStream out) throws IOException {
        if (!ImageIO.write(image, format, out)) throw new IOException("no " + format + " image writer");
    }
}

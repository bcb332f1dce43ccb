package flashr.graphics.devices;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/** R's {@code png()}: one PNG file per page, written by the JDK's image writer. */
public final class PngDevice extends RasterDevice {
    public PngDevice(String filePattern, int widthPx, int heightPx, double res) {
        super(filePattern, widthPx, heightPx, res);
    }

    @Override
    int imageType() {
        return BufferedImage.TYPE_INT_ARGB;
    }

    @Override
    void write(BufferedImage image, OutputStream out) throws IOException {
        if (!ImageIO.write(image, "png", out)) throw new IOException("no PNG writer");
    }
}

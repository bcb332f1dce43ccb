package flashr.graphics.devices;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;

/** R's {@code jpeg()}: one JPEG file per page at R's {@code quality} (0-100), by the JDK's image writer. */
public final class JpegDevice extends RasterDevice {
    private final int quality;

    public JpegDevice(String filePattern, int widthPx, int heightPx, double res, int quality) {
        super(filePattern, widthPx, heightPx, res);
        this.quality = quality;
    }

    @Override
    int imageType() {
        return BufferedImage.TYPE_INT_RGB;
    }

    @Override
    void write(BufferedImage image, OutputStream out) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        try (ImageOutputStream ios = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(ios);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(Math.max(0, Math.min(100, quality)) / 100f);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
    }
}

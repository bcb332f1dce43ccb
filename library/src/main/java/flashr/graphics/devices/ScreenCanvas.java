package flashr.graphics.devices;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import javax.swing.JComponent;

/** The Swing component showing a {@link ScreenDevice}'s current page, repainted on every change and resize. */
final class ScreenCanvas extends JComponent {
    private final transient ScreenDevice device;

    ScreenCanvas(ScreenDevice device, int widthPx, int heightPx) {
        this.device = device;
        setPreferredSize(new Dimension(widthPx, heightPx));
        setSize(0, 0);   // not shown yet: the first page keeps the size asked for
        setOpaque(true);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            device.paint(g2, getWidth(), getHeight());
        } finally {
            g2.dispose();
        }
    }
}

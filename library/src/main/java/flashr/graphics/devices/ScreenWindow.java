package flashr.graphics.devices;

import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The windows of screen devices. Whether one can open at all is Java's headless state: a machine with
 * no display (or {@code -Djava.awt.headless=true}) keeps drawing to files.
 */
public final class ScreenWindow {
    private ScreenWindow() {}

    /** Whether a window can be shown: a display exists and Java is not headless. */
    public static boolean available() {
        return !GraphicsEnvironment.isHeadless();
    }

    /**
     * A screen device in a new window titled after its device number. Closing the window closes the
     * device (the session notices before its next graphics call).
     */
    public static ScreenDevice open(int number, double widthPt, double heightPt) {
        ScreenDevice device = new ScreenDevice(widthPt, heightPt);
        onSwingThread(() -> {
            JFrame frame = new JFrame("flashr Graphics: Device " + number);
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            frame.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosing(java.awt.event.WindowEvent e) {
                    device.windowClosed();
                }
            });
            frame.getContentPane().add(device.canvas());
            frame.pack();
            frame.setLocationByPlatform(true);
            frame.setVisible(true);
        });
        return device;
    }

    /** Closes the window holding a device's canvas, if one does. */
    static void dispose(javax.swing.JComponent canvas) {
        SwingUtilities.invokeLater(() -> {
            Window w = SwingUtilities.getWindowAncestor(canvas);
            if (w != null) w.dispose();
        });
    }

    /**
     * Runs r on Swing's thread and waits. A display that cannot be reached (DISPLAY names no server)
     * shows as an IllegalStateException, whichever thread found it.
     */
    private static void onSwingThread(Runnable r) {
        try {
            if (SwingUtilities.isEventDispatchThread()) r.run();
            else SwingUtilities.invokeAndWait(r);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("cannot open a window: " + e.getCause().getMessage(), e.getCause());
        } catch (java.awt.AWTError | java.awt.HeadlessException e) {
            throw new IllegalStateException("cannot open a window: " + e.getMessage(), e);
        }
    }
}

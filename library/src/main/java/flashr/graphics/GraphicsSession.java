package flashr.graphics;

import flashr.eval.Interpreter;
import flashr.graphics.colours.Palette;
import flashr.graphics.devices.Device;
import flashr.graphics.devices.PdfDevice;
import flashr.graphics.devices.ScreenDevice;
import flashr.graphics.devices.ScreenWindow;
import flashr.graphics.model.Plot;
import flashr.lang.RError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * A session's graphics devices, numbered from 2 as R numbers them (1 is the null device), the
 * current one, and the colour palette. When the session ends every open device is closed, so its
 * file is written, as R does at exit. Plotting with no device open opens R's default: for a
 * script {@code pdf("Rplots.pdf")}; for an interactive session a window where a display exists
 * (R's X11 device), else that file, and the session is told where it is.
 */
public final class GraphicsSession {
    /** R allows 63 devices (the null device among them). */
    static final int MAX_DEVICES = 64;
    private static final Map<Interpreter, GraphicsSession> SESSIONS = Collections.synchronizedMap(new WeakHashMap<>());

    /** The session a replay draws in, on the thread replaying (see {@link #of(Args)}). */
    private static final ThreadLocal<GraphicsSession> REPLAYING = new ThreadLocal<>();

    private final Plot[] devices = new Plot[MAX_DEVICES];
    private final String[] names = new String[MAX_DEVICES];
    private final DisplayList[] displayLists = new DisplayList[MAX_DEVICES];
    private final Palette palette = new Palette();
    private final Interpreter interp;
    private int current = 1;
    private boolean interactive;
    /** split.screen's state (R's .SSenv in graphics' namespace), made on first use. */
    private flashr.lang.REnvironment splitScreens;

    private GraphicsSession(Interpreter interp) {
        this.interp = interp;
    }

    /** The environment split.screen keeps its screens in, one per session. */
    flashr.lang.REnvironment splitScreens(flashr.lang.REnvironment parent) {
        if (splitScreens == null) splitScreens = new flashr.lang.REnvironment(parent);
        return splitScreens;
    }

    public static GraphicsSession of(Interpreter interp) {
        return SESSIONS.computeIfAbsent(interp, i -> {
            GraphicsSession s = new GraphicsSession(i);
            i.atSessionEnd(s::closeAll);
            return s;
        });
    }

    /**
     * The session a graphics builtin draws in: the interpreter's, or while a display list is replayed
     * on this thread the replay's, whose only device is the one replayed on.
     */
    static GraphicsSession of(flashr.eval.Args a) {
        GraphicsSession replay = REPLAYING.get();
        return replay != null ? replay : of(a.interp());
    }

    /**
     * A session of one device, {@code plot}'s, and palette {@code colours}, in which a display list is
     * replayed: it records nothing and reaches no interpreter (a window's thread may replay).
     */
    static GraphicsSession replaying(Plot plot, int[] colours) {
        GraphicsSession s = new GraphicsSession(null);
        s.devices[2] = plot;
        s.names[2] = "replay";
        s.current = 2;
        s.palette.set(colours);
        return s;
    }

    /** Runs the builtins {@code r} calls in this (replaying) session. */
    void run(Runnable r) {
        GraphicsSession outer = REPLAYING.get();
        REPLAYING.set(this);
        try {
            r.run();
        } finally {
            if (outer == null) REPLAYING.remove();
            else REPLAYING.set(outer);
        }
    }

    /** Records a graphics call that succeeded on the current device's display list. */
    void record(flashr.lang.RBuiltin.Body body, flashr.eval.Args a) {
        DisplayList list = interp == null ? null : displayLists[current];
        if (list != null) list.add(body, a, palette.colours());
    }

    /** The current device's page started (plot.new) from state {@code start}: its display list starts again. */
    void pageStarted(Plot start) {
        DisplayList list = interp == null ? null : displayLists[current];
        if (list != null) list.startPage(start, palette.colours());
    }

    /** Device i's display list (null for a device not open). */
    DisplayList displayList(int i) {
        return i >= 2 && i < MAX_DEVICES ? displayLists[i] : null;
    }

    /**
     * Replays {@code page} on the current device (replayPlot, dev.copy): a new page, laid out for this
     * device, whose display list becomes the page's.
     */
    void replayHere(DisplayList.Page page) {
        Plot p = devices[current];
        devices[current] = page.replayOn(p.device(), p.pointsize());
        displayLists[current].set(page);
    }

    /**
     * dev.copy from device {@code from}, whose display list is empty: as R does, the current device takes
     * that device's graphics state and an empty display list.
     */
    void copyStateHere(int from) {
        devices[current] = devices[from].copyOn(devices[current].device(), devices[current].pointsize());
        displayLists[current].clear();
    }

    public Palette palette() {
        return palette;
    }

    /** Opens a device, which becomes current; its number. */
    public int open(Device device, String name, double pointsize, int background, String backgroundName) {
        int i = nextFree();
        Plot p = new Plot(device, pointsize, backgroundName);
        p.setBackground(background);
        devices[i] = p;
        names[i] = name;
        DisplayList list = new DisplayList(device instanceof ScreenDevice);
        displayLists[i] = list;
        if (device instanceof ScreenDevice screen) {
            // a resized window lays out its page again from a snapshot, on its own thread
            screen.replayWith(target -> {
                DisplayList.Page page = list.snapshot();
                if (page != null) page.replayOn(target);
            });
        }
        current = i;
        return i;
    }

    /** The current device's state, or null when only the null device is open. */
    public Plot current() {
        atSafePoint();
        return devices[current];
    }

    /**
     * The interpreter's safe point before each graphics call: closes the devices whose windows the user
     * closed, as R does when a device's window goes, and lays out again the page of each window resized
     * since it was drawn, replaying its display list at the new size as R's window device does (the
     * window showed a replay of its own meanwhile; this one leaves the state later calls draw with).
     */
    private void atSafePoint() {
        if (interp == null) return;   // a replay's session: its device is the replay's
        for (int i = 2; i < MAX_DEVICES; i++) {
            if (devices[i] == null) continue;
            if (devices[i].device().closedByUser()) close(i);
            else if (devices[i].device() instanceof ScreenDevice screen && screen.takeShownSize()) {
                DisplayList.Page page = displayLists[i].snapshot();
                devices[i] = page != null ? page.replayOn(screen) : devices[i].copyOn(screen);
            }
        }
    }

    /**
     * Marks the session interactive (the REPL does): its default device is a window where a display
     * exists; where none does, each time plotting opens the default file the session is told which it
     * is (a person at the prompt otherwise sees no picture and no hint of one).
     */
    public void interactive() {
        interactive = true;
    }

    public boolean isInteractive() {
        return interactive;
    }

    /** R's name of the window device (R's X11 device on Linux, cairo-drawn). */
    public static final String SCREEN = "X11cairo";

    /** The kind of device plotting opens when none is open: a window only for a person at a display. */
    static String defaultDeviceKind(boolean interactive, boolean headless) {
        return interactive && !headless ? SCREEN : "pdf";
    }

    /** Opens a window device of {@code widthPt} by {@code heightPt} points; its number. */
    public int openScreen(double widthPt, double heightPt, double pointsize, int background, String backgroundName) {
        int number = nextFree();
        ScreenDevice window;
        try {
            window = ScreenWindow.open(number, widthPt, heightPt);
        } catch (IllegalStateException e) {
            throw new RError("unable to start device " + SCREEN);
        }
        return open(window, SCREEN, pointsize, background, backgroundName);
    }

    private int nextFree() {
        for (int i = 2; i < MAX_DEVICES; i++) if (devices[i] == null) return i;
        throw new RError("too many open devices");
    }

    /** The current device's state, opening R's default device first when none is open. */
    public Plot currentOrDefault() {
        atSafePoint();
        if (devices[current] == null) {
            double size = 7 * 72;
            if (defaultDeviceKind(interactive, !ScreenWindow.available()).equals(SCREEN)) {
                try {
                    openScreen(size, size, 12, 0xFFFFFFFF, "white");
                    return devices[current];
                } catch (RError e) {
                    // a display that cannot be reached: draw to the file, and say so below
                }
            }
            Path file = flashr.base.io.WorkingDirectory.resolve("Rplots.pdf");
            open(new PdfDevice(file, size, size), "pdf", 12, 0x00FFFFFF, "transparent");
            if (interactive) {
                interp.err().println("Plotting to " + file.toAbsolutePath()
                        + " (written at dev.off(); png(), svg(), jpeg() or pdf() open another file)");
            }
        }
        return devices[current];
    }

    public int currentNumber() {
        atSafePoint();
        return current;
    }

    public String name(int i) {
        return i == 1 ? "null device" : names[i];
    }

    /** The numbers of the open devices, in order. */
    public int[] open() {
        atSafePoint();
        return java.util.stream.IntStream.range(2, MAX_DEVICES).filter(i -> devices[i] != null).toArray();
    }

    /** Makes device i current (the next open one when i is not open); the current number. */
    public int select(int i) {
        if (i >= 2 && i < MAX_DEVICES && devices[i] != null) current = i;
        else current = next(i);
        return current;
    }

    /** The next open device after i (cycling), or 1 when none is open. */
    public int next(int i) {
        for (int k = 1; k <= MAX_DEVICES - 2; k++) {
            int j = Math.floorMod(i - 2 + k, MAX_DEVICES - 2) + 2;
            if (devices[j] != null) return j;
        }
        return 1;
    }

    /** Closes device i, writing its file; the next device becomes current. */
    public void close(int i) {
        Plot p = devices[i];
        devices[i] = null;
        names[i] = null;
        displayLists[i] = null;
        if (current == i) current = next(i);
        try {
            p.device().close();
        } catch (IOException e) {
            throw new RError("cannot write the graphics file: " + e.getMessage());
        } catch (UncheckedIOException e) {
            throw new RError("cannot write the graphics file: " + e.getCause().getMessage());
        }
    }

    /** Closes every device (graphics.off, and the end of the session). */
    public void closeAll() {
        RError first = null;
        for (int i : open()) {
            try {
                close(i);
            } catch (RError e) {
                if (first == null) first = e;
            }
        }
        current = 1;
        if (first != null) throw first;
    }
}

package flashr.graphics.devices;

/** A string's font: size in points, R's face (1 plain, 2 bold, 3 italic, 4 bold italic), family ("" sans, "serif", "mono") and colour (ARGB). */
public record TextStyle(double size, int face, String family, int colour) {
    public boolean bold() {
        return face == 2 || face == 4;
    }

    public boolean italic() {
        return face == 3 || face == 4;
    }
}

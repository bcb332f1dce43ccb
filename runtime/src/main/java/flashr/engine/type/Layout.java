package flashr.engine.type;

/** Element order inside an I/O partition. Transposing a matrix flips it without moving data. */
public enum Layout {
    ROW_MAJOR, COL_MAJOR;

    public Layout flip() { return this == ROW_MAJOR ? COL_MAJOR : ROW_MAJOR; }
}

package flashr.engine.dag;

/** How mapply's second operand lines up with the matrix operand's tall form. */
public enum Broadcast {
    /** Same shape: element (r, c) with element (r, c). */
    FULL,
    /** A tall vector of nrow elements: element r goes with every column of row r. */
    ROW_VECTOR,
    /** A small vector of ncol elements: element c goes with every row of column c. */
    COL_VECTOR,
    /** One value for all elements. */
    SCALAR
}

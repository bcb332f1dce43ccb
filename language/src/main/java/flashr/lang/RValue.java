package flashr.lang;

/**
 * Any R value. Values are immutable once shared: a value bound to a second place (a variable,
 * a list element, an attribute, an argument) is marked shared, and replacement functions copy
 * a shared value before changing it. An unshared value may be changed in place, which keeps
 * {@code for (i in 1:n) x[i] <- f(i)} linear instead of quadratic.
 */
public abstract class RValue {
    private Attributes attributes;
    private static final byte SHARED = Byte.MAX_VALUE; // sticky: never counted down
    /**
     * Held by one list and by nothing else: shared for every test here (a list element is never
     * changed in place by code that reaches it through the list), but a nested replacement
     * ({@code names(z$a) <- v} with z unshared) may claim it and change it in place, as R's
     * reference counts let R (flashr.eval.Assignment). Any second holder makes it {@link #SHARED}.
     */
    private static final byte LIST_OWNED = SHARED - 1;
    private byte refs; // how many places hold the value: 0 fresh, 1 bound once, 2 or more shared

    public abstract RType type();

    /** The name {@code typeof()} prints. */
    public String typeName() {
        return type().typeName();
    }

    public final Attributes attributes() {
        return attributes;
    }

    /** Attribute {@code name}, or null when absent. */
    public final RValue getAttr(String name) {
        return attributes == null ? null : attributes.get(name);
    }

    /** Sets (or, with null, removes) an attribute in place: only for values not yet shared. */
    public final void setAttr(String name, RValue value) {
        if (value == null || value == RNull.NULL) {
            if (attributes != null) {
                attributes = attributes.without(name);
            }
        } else {
            if (value != null) value.markBound();
            attributes = (attributes == null ? Attributes.EMPTY : attributes).with(name, value);
        }
    }

    /** Sets all attributes, whose values this value now holds along with whatever held them before. */
    public final void setAttributes(Attributes attributes) {
        this.attributes = attributes == null || attributes.isEmpty() ? null : attributes;
        if (this.attributes != null) {
            for (int i = 0; i < attributes.size(); i++) attributes.value(i).markShared();
        }
    }

    public final boolean hasAttributes() {
        return attributes != null && !attributes.isEmpty();
    }

    /** Records that one more place holds this value. */
    public final void markBound() {
        // counts stop short of LIST_OWNED: a second holder of a list's element makes it shared
        refs = refs >= LIST_OWNED - 1 ? SHARED : (byte) (refs + 1);
    }

    /**
     * Records that a place counted by {@link #markBound} no longer holds this value (a forced
     * argument whose call frame is gone), so that a value bound once again is changed in place.
     * A value marked shared stays shared.
     */
    public final void unbind() {
        if (refs > 0 && refs < LIST_OWNED) refs--;
    }

    /**
     * Records that a list now holds this value: a fresh value becomes the list's alone
     * ({@link #isListOwned}); one held anywhere else becomes shared for good.
     */
    public final void markHeldByList() {
        refs = refs == 0 ? LIST_OWNED : SHARED;
    }

    /** True when one list holds this value and nothing else does (see {@link #markHeldByList}). */
    public final boolean isListOwned() {
        return refs == LIST_OWNED;
    }

    /**
     * Takes a list's own element for a replacement that changes it in place: it counts as bound
     * once (unshared, not temporary) until {@link #returnToList} gives it back to the list.
     */
    public final void claimFromList() {
        if (refs == LIST_OWNED) refs = 1;
    }

    /** An element taken out of a list that is dropped at once: fresh again when that list alone held it. */
    final void releaseFromList() {
        if (refs == LIST_OWNED) refs = 0;
    }

    /** Gives back an element taken by {@link #claimFromList} when nothing else took it meanwhile. */
    public final void returnToList() {
        if (refs == 1) refs = LIST_OWNED;
    }

    /** Marks the value as held by several places, so that it is copied before any change. */
    public final void markShared() {
        refs = SHARED;
    }

    /**
     * True when no place holds this value yet (a result just computed). Only such a value may be
     * changed by a builtin that is not a replacement function: {@code unclass(x)} must not
     * touch the value bound to {@code x}, which is unshared but bound.
     */
    public final boolean isTemporary() {
        return refs == 0;
    }

    /** True when more than one place may hold this value: modify a copy instead. */
    public final boolean isShared() {
        return refs >= 2;
    }

    /** The S3 class attribute, or null. */
    public final RString classAttr() {
        RValue c = getAttr("class");
        return c instanceof RString s ? s : null;
    }

    /** True when the object has an explicit class attribute containing {@code name}. */
    public final boolean inherits(String name) {
        RString c = classAttr();
        if (c == null) return false;
        for (int i = 0; i < c.length(); i++) {
            if (name.equals(c.get(i))) return true;
        }
        return false;
    }
}

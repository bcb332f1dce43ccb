package flashr.engine.memory;

/** Thrown when an allocation would take the engine's off-heap memory beyond its budget. */
public final class MemoryBudgetExceededException extends RuntimeException {
    public MemoryBudgetExceededException(long requested, long inUse, long budget) {
        super("flashr memory budget of " + budget + " bytes exceeded: " + inUse + " bytes in use, "
                + requested + " more requested (raise EngineConfig.memoryBudget)");
    }
}

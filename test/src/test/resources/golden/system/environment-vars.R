Sys.setenv(FLASHR_GOLDEN_A = "hello", FLASHR_GOLDEN_B = 3)
Sys.getenv("FLASHR_GOLDEN_A")
Sys.getenv(c("FLASHR_GOLDEN_A", "FLASHR_GOLDEN_B"))
Sys.getenv("FLASHR_GOLDEN_NOPE")
Sys.getenv("FLASHR_GOLDEN_NOPE", unset = NA)
Sys.getenv("FLASHR_GOLDEN_NOPE", unset = "fallback")
Sys.unsetenv("FLASHR_GOLDEN_A")
Sys.getenv("FLASHR_GOLDEN_A", unset = "gone")
nchar(Sys.getenv("HOME")) > 0

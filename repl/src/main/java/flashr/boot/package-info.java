/** The jar's entry point: finds a JDK 25 and re-launches with the engine's JVM flags. Compiled for Java 17. */
package flashr.boot;

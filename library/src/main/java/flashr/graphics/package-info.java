/**
 * R's base graphics: the devices ({@code png}, {@code jpeg}, {@code svg}, {@code pdf}), the graphics
 * model (figure and plot regions, margins in lines of text, user coordinates, {@code par},
 * {@code layout}) and the builtins that R's plotting functions, written in R among the resources
 * ({@code flashr/graphics/*.R}), draw with. The devices are in {@code devices}, the model in
 * {@code model}, R's colours in {@code colours}.
 */
package flashr.graphics;

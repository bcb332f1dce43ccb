# $ on an object whose class has a $ method
cfg <- structure(list(values = list(host = "localhost", port = 8080)), class = "config")
"$.config" <- function(x, name) {
  v <- unclass(x)$values[[name]]
  if (is.null(v)) paste0("<unset:", name, ">") else v
}
cfg$host
cfg$port
cfg$user
cfg$"port"

lt <- as.POSIXlt(c("2024-01-15 10:30:00", "2023-06-01 00:00:00", NA), tz = "UTC")
length(lt)
lt[[1]]
lt[[2]]
anyNA(lt)
anyNA(lt[1:2])
names(lt)
x <- lt
names(x) <- c("a","b","c")
names(x)
x
lt2 <- lt
lt2[2] <- as.POSIXlt("2025-12-25 08:00:00", tz = "UTC")
lt2
lt2[[1]] <- "2020-02-29 12:00:00"
lt2
d <- as.POSIXlt(c("2024-01-15 10:30:00", "2024-01-15 10:30:00", "2023-01-01 00:00:00"), tz = "UTC")
duplicated(d)
unique(d)
rep(d[1:2], 2)
rep(d[1:2], each = 2)
l3 <- d
length(l3) <- 5
l3
length(l3) <- 2
l3
al <- as.list(d[1:2])
class(al)
length(al)
al[[1]]
df <- as.data.frame(d)
df
str(df)
as.vector(lt[1:2])
class(as.vector(lt[1:2]))

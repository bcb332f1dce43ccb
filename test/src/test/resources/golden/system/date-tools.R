# strptime/strftime, POSIXlt fields, ISOdate, julian, weekdays, months, quarters, cut.Date
d <- as.Date(c("2024-03-15", "2023-12-31", NA))
weekdays(d)
weekdays(d, abbreviate = TRUE)
months(d)
months(d, TRUE)
quarters(d)
julian(d)
julian(as.Date("2024-03-15"), origin = as.Date("2024-01-01"))
strftime(d, "%d.%m.%Y")
strftime(as.Date("2024-02-29"), "%A %d %B %Y, day %j")

x <- ISOdate(2024, 3, 15)
x
class(x)
ISOdate(2024, 1:3, 1)
ISOdate(2023, 2, 29)
ISOdatetime(2024, 3, 15, 10, 30, 15, tz = "UTC")
format(x, "%Y/%m/%d %H:%M")
julian(x)
weekdays(x)

p <- strptime("2024-03-15 13:45:10", "%Y-%m-%d %H:%M:%S", tz = "UTC")
p
class(p)
str(unclass(p))
format(p, "%H:%M")
format(p, "%B %d, %Y")
c(p$hour, p$min, p$sec, p$mday, p$mon, p$year, p$wday, p$yday)
as.POSIXct(p)
as.Date(p)
length(p)
weekdays(p)
months(p)
quarters(p)
p2 <- strptime(c("15/03/2024", "01/01/2000", "bad"), "%d/%m/%Y", tz = "UTC")
p2
is.na(p2)
p2[2]
as.Date(strptime("15/03/2024", "%d/%m/%Y"))
strptime("2024-03-15 01:02:03.25", "%Y-%m-%d %H:%M:%OS", tz = "UTC")$sec

# changed fields roll over as R normalises them
lt <- as.POSIXlt("2024-01-31 10:00:00", tz = "UTC")
lt$mon <- lt$mon + 1
lt
as.POSIXct(lt)
lt$mday <- lt$mday + 30
format(lt)
lt$hour <- 25
lt

ny <- as.POSIXlt(as.POSIXct("2024-07-01 10:00:00", tz = "America/New_York"))
attributes(ny)
c(ny$isdst, ny$gmtoff)
ny$zone
format(ny, usetz = TRUE)
as.POSIXlt(as.Date("2024-03-15"))
strftime(as.POSIXct("2024-03-15 08:00:00", tz = "UTC"), "%H:%M", tz = "UTC")

dates <- as.Date(c("2024-01-15", "2024-02-20", "2024-02-28", "2024-04-01"))
cut(dates, "month")
table(cut(dates, "month"))
cut(dates, "week")
cut(dates, "week", start.on.monday = FALSE)
cut(dates, "2 weeks")
cut(dates, "year")
cut(dates, "quarter")
cut(dates, "day")[1:3]
cut(dates, 2)
cut(dates, as.Date(c("2024-01-01", "2024-02-01", "2024-05-01")))
cut(dates, "month", labels = FALSE)
cut(as.Date(c("2023-11-20", "2025-02-01")), "year")
r <- try(cut(dates, "fortnight"))
x <- as.POSIXct("2024-01-05 10:00", tz = "America/New_York")
x
c(x, x + 200 * 86400)
c(ISOdate(2024, 1, 1), ISOdate(2024, 6, 1))
c(strptime("2024-01-01", "%Y-%m-%d", tz = "UTC"), strptime("2024-02-01", "%Y-%m-%d", tz = "UTC"))
p + 3600
p - 60
p - as.POSIXct("2024-03-15 12:00:00", tz = "UTC")
p > as.POSIXct("2024-03-15 12:00:00", tz = "UTC")
p == p
difftime(p, as.POSIXlt("2024-03-14 13:45:10", tz = "UTC"), units = "hours")
as.numeric(as.POSIXct(p))

# nested lists
print(list(1, list(2, 3)))
print(list(a = list(b = 1, c = list(d = "deep"))))
x <- list(list(list()))
x
print(list(a = list()))

// AISTests

// AISSimulatorTests

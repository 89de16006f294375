// ResourcesTests

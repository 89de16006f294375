// SceneKitTests

enum _SceneSourceBuildPlaceholder {}

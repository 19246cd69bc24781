"""Real screens of the app: help and the modal dialogs."""

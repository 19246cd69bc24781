"""The app's tab contents, one module per tab."""

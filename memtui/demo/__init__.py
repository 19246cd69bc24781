"""The demo workspace (`workspace`, its note texts in `text`) and the README screenshots."""

"""The quality benchmark: labelled stories replayed through memtui (`python -m bench.quality`)."""
